import { describe, expect, it } from "vitest";
import { benchmarkSalary } from "@/lib/engine/salary";
import { findBannedPhrases } from "@/lib/models/gateway/banned-phrases";
import * as S from "@/tests/fixtures/writing/samples";
import { ADVICE_TOPICS, findAdviceTopics } from "./advice";
import { answerCareerChat } from "./chat";

const ask = (content: string, depth = 3) => answerCareerChat([{ role: "user", content }], depth);

describe("career chat (local provider)", () => {
  it("answers salary questions with the salary engine's figures", () => {
    const answer = ask("What should a data analyst in Berlin with 5 years of experience earn?");
    const b = benchmarkSalary({ role: "data analyst", country: "DE", city: "Berlin", yearsExperience: 5 });
    expect(answer).toContain(`EUR ${b.salaryRange.median.toLocaleString("en-US")}`);
    expect(answer).toContain(`Negotiation target: EUR ${b.negotiationTarget.toLocaleString("en-US")}`);
  });

  it("lists missing skills for a role from the occupation data", () => {
    const answer = ask("I know Excel and SQL. What am I missing to become a data engineer?");
    expect(answer).toMatch(/Skills for Data Engineer/);
    expect(answer).toMatch(/You already mention: .*SQL/);
    expect(answer).toMatch(/- Python: core skill/);
  });

  it("scores a pasted CV with the CV engine", () => {
    expect(ask(`Please review my CV:\n${S.CV_ENGINEER}`)).toMatch(/CV score: \d+\/100 \(grade [A-F]\)/);
    expect(ask("Can you review my CV?")).toMatch(/Paste your CV/);
  });

  it("runs a mock interview across turns with feedback", () => {
    const first = ask("Practise an interview for a product manager role");
    expect(first).toMatch(/Mock interview for the role of product manager\. Question 1 of 5:/);
    const second = answerCareerChat(
      [
        { role: "user", content: "Practise an interview for a product manager role" },
        { role: "assistant", content: first },
        { role: "user", content: "We shipped it." },
      ],
      3,
    );
    expect(second).toMatch(/Feedback on your answer/);
    expect(second).toMatch(/Result: missing/);
    expect(second).toMatch(/Question 2 of 5/);
  });

  it("answers general questions from the advice base and declines off-topic ones plainly", () => {
    expect(ask("How do I explain a career break on my CV?")).toMatch(/Explaining a gap/);
    expect(ask("What's the best lasagne recipe?")).toMatch(/^That is outside what I can help with/);
  });

  it("has at least 30 advice topics, none using banned phrases, each reachable by its keywords", () => {
    expect(ADVICE_TOPICS.length).toBeGreaterThanOrEqual(30);
    for (const t of ADVICE_TOPICS) {
      expect(findBannedPhrases(t.answer), t.id).toEqual([]);
      expect(findAdviceTopics(t.keywords.join(" "), 5).map((x) => x.id)).toContain(t.id);
    }
  });

  it("is deterministic", () => {
    expect(ask("How long should my CV be?")).toBe(ask("How long should my CV be?"));
  });
});
