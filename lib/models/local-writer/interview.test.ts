import { describe, expect, it } from "vitest";
import * as S from "@/tests/fixtures/writing/samples";
import { writeInterviewQuestions } from "./interview";

describe("interview questions", () => {
  it("returns exactly count questions, balanced across the requested types", () => {
    const qs = writeInterviewQuestions({ role: "Data Analyst", jobDescription: S.JD_DATA_ANALYST, count: 12 });
    expect(qs).toHaveLength(12);
    for (const t of ["behavioral", "technical", "situational", "culture"]) expect(qs.filter((q) => q.type === t)).toHaveLength(3);
    expect(new Set(qs.map((q) => q.question)).size).toBe(12);
  });

  it("is role- and company-specific: advert skills, duties and values appear", () => {
    const qs = writeInterviewQuestions({ role: "Data Analyst", companyName: "Northwind Analytics", jobDescription: S.JD_DATA_ANALYST, count: 20 });
    const text = qs.map((q) => q.question).join("\n");
    expect(text).toMatch(/SQL/);
    expect(text).toMatch(/build dashboards in Power BI/);
    expect(text).toMatch(/collaboration|integrity/);
    expect(text).toMatch(/Northwind Analytics/);
  });

  it("uses the occupation's skills when there is no advert", () => {
    const qs = writeInterviewQuestions({ role: "Registered Nurse", count: 25, types: ["technical"] });
    expect(qs).toHaveLength(25);
    expect(qs.every((q) => q.type === "technical")).toBe(true);
    expect(qs.some((q) => /patient assessment|medication/i.test(q.question))).toBe(true);
  });

  it("builds STAR answers from the CV's own facts", () => {
    const qs = writeInterviewQuestions({ role: "Staff Platform Engineer", jobDescription: S.JD_PLATFORM, cvText: S.CV_ENGINEER, count: 6, types: ["technical", "behavioral"] });
    const k8s = qs.find((q) => q.question.includes("Kubernetes"))!;
    expect(k8s.model_answer.result).toMatch(/120 services to Kubernetes/);
    expect(k8s.model_answer.situation).toMatch(/Monzo Bank Ltd/);
    for (const q of qs) expect(S.CV_ENGINEER).toContain(q.model_answer.result.replace(/\.$/, "").replace(/ \[.*$/, ""));
  });

  it("marks placeholders clearly without a CV", () => {
    const qs = writeInterviewQuestions({ role: "Product Manager", count: 4 });
    for (const q of qs) for (const part of Object.values(q.model_answer)) expect(part).toMatch(/^\[.*\]$/);
  });

  it("is deterministic", () => {
    const a = writeInterviewQuestions({ role: "Product Manager", count: 10 });
    expect(writeInterviewQuestions({ role: "Product Manager", count: 10 })).toEqual(a);
  });
});
