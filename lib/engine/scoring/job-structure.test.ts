import { describe, expect, it } from "vitest";
import { analyzeJob, roleMentions } from "./job-structure";

describe("roleMentions", () => {
  it("reads the role an ad names inside a sentence, cut at its first function word", () => {
    expect(
      roleMentions([
        "We are looking for an ambitious Senior Mechanical Engineer with water industry experience.",
        "You will take on the role of restaurant supervisor within a busy team.",
        "If you are a Subsea Engineering professional, apply.",
      ]),
    ).toEqual(["ambitious Senior Mechanical Engineer", "restaurant supervisor", "Subsea Engineering professional"]);
  });

  it("finds nothing in sentences that name no role after a cue", () => {
    expect(roleMentions(["Manage budgets and report weekly.", "Apply now."])).toEqual([]);
  });
});

describe("analyzeJob: an ad without a title", () => {
  it("reads its profession from the role its sentences name, not from generic skills alone", () => {
    const ad =
      "Prepare tenders and proposals for clients, with sales, negotiation, account management and customer relationship management. " +
      "Present to clients and grow key accounts. If you are a Pipeline Engineer with subsea experience, apply.";
    const job = analyzeJob(ad);
    expect(job.title).toBe("");
    expect(job.profession.top[0].occupation.id).toBe("petroleum-engineer");
  });
});
