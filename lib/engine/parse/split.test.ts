import { describe, expect, it } from "vitest";
import { analyzeCv } from "@/lib/engine/scoring/cv-structure";
import { findWeakBullets } from "@/lib/engine/scoring/bullets";
import { splitDuties, splitPieces, splitRunOnDuties } from "./split";

// A livecareer-style export: the whole CV on one line, its line breaks kept only as runs of spaces, and the
// duties of a role two spaces apart.
const ONE_LINE_CV = [
  "         HR ADMINISTRATOR       Summary     Dedicated administrator with 15+ years of experience in hospitality.",
  "      Experience      HR Administrator     Dec 2013   to   Current      Company Name   －   City  ,   State",
  "     Helps to develop policies, directs and coordinates activities such as employment, compensation and training.",
  " Prepares employee separation notices and related documentation  Keeps records of benefits plans participation",
  " such as insurance and pension plan.  Responsible for the payroll of 120 staff across 3 sites.",
  "  Advises management in appropriate resolution of employee relations issues.",
  "         Education      Bachelor of Arts : Business   2004   City College",
].join("");

// PDF extraction glues the lines of a role: each duty starts with a capitalised verb after a lower-case word.
const GLUED_PDF_CV = [
  "Jane Doe",
  "jane@example.com",
  "Work Experience",
  "Accounts Assistant, Acme Ltd, 2016 - 2019",
  "Approved new supplier invoices for payment Recorded all new assets in the fixed asset register Reconciled supplier statements with the ledger every month",
  "Education",
  "BSc Accounting, 2015",
].join("\n");

describe("splitPieces / splitDuties: one splitter for run-on CV text", () => {
  it("cuts at sentence stops, space runs, inline bullet marks and run-on duties, with offsets", () => {
    const text = "Led the team.  Cut costs by 10%• Wrote reports daily Reviewed budgets weekly";
    const pieces = splitPieces(text);
    expect(pieces.map((p) => p.text)).toEqual(["Led the team.", "Cut costs by 10%", "Wrote reports daily", "Reviewed budgets weekly"]);
    for (const p of pieces) expect(text.slice(p.start, p.start + p.text.length)).toBe(p.text);
  });

  it("keeps a lower-case continuation with the duty before it and a single duty whole", () => {
    expect(splitDuties("Filled in for teachers; and kept students engaged. Ran clubs").map((p) => p.text)).toEqual([
      "Filled in for teachers; and kept students engaged.",
      "Ran clubs",
    ]);
    expect(splitDuties("Managed a ward of 28 beds").map((p) => p.text)).toEqual(["Managed a ward of 28 beds"]);
    expect(splitRunOnDuties("Approved new jobs Reviewing all assets")).toEqual(["Approved new jobs", "Reviewing all assets"]);
  });
});

describe("analyzeCv bullets on real layouts", () => {
  it("reads each duty of a one-line livecareer CV as its own experience bullet", () => {
    const bullets = analyzeCv(ONE_LINE_CV).bullets.map((b) => b.text);
    expect(bullets).toContain("Prepares employee separation notices and related documentation");
    expect(bullets).toContain("Responsible for the payroll of 120 staff across 3 sites.");
    expect(bullets).toContain("Advises management in appropriate resolution of employee relations issues.");
    const cv = analyzeCv(ONE_LINE_CV);
    expect(cv.roles.map((r) => r.current)).toEqual([true]);
    expect(cv.bullets.every((b) => b.section === "experience" && b.words <= 40)).toBe(true);
  });

  it("finds the weak duty lines of a one-line CV and rewrites them keeping every number", () => {
    const weak = findWeakBullets(analyzeCv(ONE_LINE_CV).bullets, 10);
    const payroll = weak.find((w) => w.original.startsWith("Responsible for the payroll"));
    expect(payroll?.rewritten).toBe("Managed the payroll of 120 staff across 3 sites.");
    expect(weak.map((w) => w.rewritten)).toContain("Advised management in appropriate resolution of employee relations issues.");
  });

  it("splits lines glued by PDF extraction into one bullet per duty", () => {
    const cv = analyzeCv(GLUED_PDF_CV);
    expect(cv.bullets.map((b) => b.text)).toEqual([
      "Approved new supplier invoices for payment",
      "Recorded all new assets in the fixed asset register",
      "Reconciled supplier statements with the ledger every month",
    ]);
    expect(cv.roles).toHaveLength(1);
    expect(cv.roles[0].bullets).toEqual([GLUED_PDF_CV.split("\n")[4]]);
  });
});

describe("splitDuties and abbreviations", () => {
  it("does not end a duty at an abbreviation's stop", () => {
    expect(splitDuties("Coordinated owner expectation vs. Actual cost for 4 sites.  Led the U.S. Army audit").map((p) => p.text)).toEqual([
      "Coordinated owner expectation vs. Actual cost for 4 sites.",
      "Led the U.S. Army audit",
    ]);
  });
});
