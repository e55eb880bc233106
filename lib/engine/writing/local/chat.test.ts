import { describe, expect, it } from "vitest";
import { benchmarkSalary } from "@/lib/engine/salary";
import { findBannedPhrases } from "@/lib/engine/writing/banned-phrases";
import * as S from "@/tests/fixtures/writing/samples";
import { ADVICE_TOPICS, findAdviceTopics } from "./advice";
import { answerCareerChat } from "./chat";
import { findPlaceInText, findRoles, readTurnSlots } from "./chat-slots";

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

  const converse = (...turns: string[]) => {
    const messages: { role: string; content: string }[] = [];
    const answers: string[] = [];
    for (const t of turns) {
      messages.push({ role: "user", content: t });
      answers.push(answerCareerChat(messages, 3));
      messages.push({ role: "assistant", content: answers[answers.length - 1] });
    }
    return answers;
  };

  it("treats 'Band 6 in ICU or stay in A&E?' as a decision priced on the NHS scale, not a salary script", () => {
    const [a] = converse("I'm a nurse in London earning £34,000. Band 6 in ICU or stay in A&E?");
    // A move up to Band 6 is priced at the band's entry point (0 years on the band).
    const band6 = benchmarkSalary({ role: "Band 6 nurse", country: "GB", yearsExperience: 0 });
    expect(a).toMatch(/^You are weighing 2 options: \(1\) Band 6 in ICU, \(2\) stay in A&E/);
    expect(a).toContain(`GBP ${band6.salaryRange.median.toLocaleString("en-US")}`);
    expect(a).toMatch(/starts at the band's entry point/);
    expect(a).toContain("you said you earn £34,000 (message 1)");
    expect(a).not.toMatch(/I am asking for a base of/);
  });

  it("prices 'the Band 6 pay' on Agenda for Change, using the role from an earlier turn, and recalls the salary at turn 3", () => {
    const [, pay, recall] = converse(
      "I'm a staff nurse in Leeds on £31,000.",
      "What would the Band 6 pay be, roughly?",
      "what did I say my salary was?",
    );
    expect(pay).toMatch(/^Salary benchmark for Registered Nurse \(Band 6\) in Leeds, United Kingdom/);
    expect(pay).toMatch(/NHS Agenda for Change/);
    expect(pay).toContain("role Registered Nurse (message 1)");
    expect(pay).not.toMatch(/IT Manager/);
    expect(recall).toBe("You said your salary was £31,000 (message 1).");
  });

  it("answers a band on its own from the pay scale, never from the function word 'it'", () => {
    const a = ask("What would the Band 6 pay be, roughly?");
    expect(a).toMatch(/^NHS Agenda for Change Band 6: GBP [\d,]+ a year/);
    expect(a).toMatch(/uses the United Kingdom/);
    for (const q of ["How much is it worth?", "What do I do as it is?", "Can you do it?"])
      expect(ask(q)).not.toMatch(/IT Manager|Head of IT/);
  });

  it("carries the role and place forward and lets a newer turn override them", () => {
    const [, berlin, analyst] = converse("What does a software developer earn in London?", "And in Berlin?", "What about a data analyst?");
    expect(berlin).toMatch(/^Salary benchmark for Software Developer in Berlin, Germany/);
    expect(analyst).toMatch(/^Salary benchmark for Data Analyst in Berlin, Germany/);
  });

  it("asks a clarifying question when it cannot tell what is asked, and acknowledges a statement with one", () => {
    expect(ask("nurse")).toMatch(/^I am not sure what you are asking/);
    expect(ask("Is it worth it?")).toMatch(/^I am not sure what you are asking/);
    expect(ask("I'm an electrician in Manchester on £38k.")).toMatch(
      /^Noted: an electrician, Manchester, on £38k\. What would you like to know: the pay for Electrician/,
    );
    expect(answerCareerChat([{ role: "user", content: "What did I say my salary was?" }], 3)).toMatch(/have not told me your salary/);
  });

  it("is deterministic", () => {
    expect(ask("How long should my CV be?")).toBe(ask("How long should my CV be?"));
  });
});

describe("career chat: a band belongs to the role it was named with", () => {
  it("does not carry an NHS band over to a newer role in another country", () => {
    const turns = [
      "I'm a Band 5 staff nurse in A&E in Leeds on £34,000.",
      "What would the Band 6 pay be, roughly?",
      "What does an electrician earn in Germany?",
    ];
    const messages: { role: "user" | "assistant"; content: string }[] = [];
    let answer = "";
    for (const t of turns) {
      messages.push({ role: "user", content: t });
      answer = answerCareerChat(messages, 2);
      messages.push({ role: "assistant", content: answer });
    }
    expect(answer).toMatch(/Electrician/);
    expect(answer).toMatch(/Germany/);
    expect(answer).not.toMatch(/Band \d/);
  });
});

describe("career chat: a decision prices staying at the salary the user gave", () => {
  it("uses the stated £34,000 for 'stay', even when the user also named their band", () => {
    const messages: { role: "user" | "assistant"; content: string }[] = [
      { role: "user", content: "I'm a Band 5 staff nurse in A&E in Leeds on £34,000." },
    ];
    messages.push({ role: "assistant", content: answerCareerChat(messages, 2) });
    messages.push({ role: "user", content: "Band 6 in ICU or stay in A&E?" });
    const answer = answerCareerChat(messages, 2);
    expect(answer).toMatch(/stay in A&E: you said you earn £34,000/);
  });
});

describe("career chat: a role said as what the user does", () => {
  it("reads 'I drive trucks' as a truck driver and 'I drive buses' as a bus driver, nothing from 'I like cats'", () => {
    expect(findRoles("I drive trucks in Texas. What can I do as a next step?").role).toMatchObject({
      occupationId: "truck-driver",
      self: true,
    });
    expect(findRoles("I drive buses in Leeds").role?.occupationId).toMatch(/bus/);
    expect(findRoles("I like cats").role).toBeUndefined();
  });
});

describe("chat slots from places and levels people name", () => {
  it("reads a US city or region from the shared gazetteer, and a level word before a title", () => {
    const slots = readTurnSlots("I am a warehouse lead in Columbus Ohio earning $48k. Is that fair?");
    expect(slots.country).toBe("US");
    expect(slots.role?.title).toBe("Warehouse Worker");
    expect(findPlaceInText("I live in Etna, OH")).toEqual({ country: "US", city: "Etna, OH" });
    expect(findPlaceInText("Jackson said I should ask")).toEqual({ country: null, city: null });
    expect(findRoles("I am a lead").role).toBeUndefined();
  });

  it("carries the city's country to a later salary question", () => {
    const out = answerCareerChat(
      [
        { role: "user", content: "I am a warehouse lead in Columbus Ohio earning $48k." },
        { role: "assistant", content: "Noted." },
        { role: "user", content: "What would a warehouse supervisor make instead?" },
      ],
      3,
    );
    expect(out).toMatch(/Warehouse Supervisor in Columbus, United States/);
    expect(out).not.toMatch(/United Kingdom/);
  });
});
