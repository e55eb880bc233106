import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/knowledge/skills";
import { extractEntities } from "./index";
import { findBlockedSpans, findHeadings } from "./layout";

// Written in the shapes real CV datasets arrive in: a whole CV on one line with runs of spaces for line breaks and
// anonymised placeholders, and a PDF extraction with "Skill Details" blocks and hard line breaks.
const ONE_LINE_CV =
  "         OFFICE MANAGER         Summary     Organised office manager with 8 years of experience.      Skills          " +
  "Payroll  Scheduling  Microsoft Excel  QuickBooks      Experience      Office Manager     Mar 2015   to   Current      " +
  "Company Name   －   City  ,   State     Ran payroll for 40 staff in QuickBooks.      Education      Bachelor of Arts  :   " +
  "Business   2010     Riverside College   －   City  ,   State";
const PDF_CV =
  "Education Details \nJune 2012 to June 2016 B.Com Pune, Maharashtra Pune University\nAccountant \n\nSkill Details \n" +
  "Tally- Exprience - 24 monthsCompany Details \ncompany - Shree Traders\ndescription - Kept the books from 02/2017  \n" +
  "                to   Current and filed GST returns for 1\nyear.";

describe("findHeadings", () => {
  it("finds inline headings of one-line CVs and line headings of PDF text", () => {
    const one = findHeadings(ONE_LINE_CV, tokenize(ONE_LINE_CV)).map((h) => `${ONE_LINE_CV.slice(h.start, h.end)}:${h.kind}`);
    expect(one).toEqual(["Summary:summary", "Skills:skills", "Experience:experience", "Education:education"]);
    const pdf = findHeadings(PDF_CV, tokenize(PDF_CV)).map((h) => `${PDF_CV.slice(h.start, h.end)}:${h.kind}`);
    expect(pdf).toEqual(["Education Details:education", "Skill Details:skills", "Company Details:experience"]);
  });

  it("does not take a heading word inside a sentence", () => {
    const text = "Experience with SQL is required. We value skills  and Education matters.";
    expect(findHeadings(text, tokenize(text)).map((h) => text.slice(h.start, h.end))).toEqual([]);
  });
});

describe("findBlockedSpans", () => {
  it("blocks URLs, e-mail addresses and editorial markers, not bracketed content", () => {
    const text = "Apply at www.example.com/jobs/Nurse_job123 or hr@example.co.uk. [NAME REMOVED] knows [C++].";
    const spans = findBlockedSpans(text).map(([a, b]) => text.slice(a, b));
    expect(spans).toEqual(["www.example.com/jobs/Nurse_job123", "hr@example.co.uk", "[NAME REMOVED]"]);
  });
});

describe("extractEntities on dataset layouts", () => {
  const one = extractEntities(ONE_LINE_CV).entities;
  const pdf = extractEntities(PDF_CV).entities;

  it("never returns placeholders, headings or entities across line breaks, and keeps offsets exact", () => {
    for (const [text, entities] of [
      [ONE_LINE_CV, one],
      [PDF_CV, pdf],
    ] as const) {
      for (const e of entities) {
        expect(text.slice(e.start, e.end)).toBe(e.text);
        expect(e.text).not.toMatch(/[\r\n]/);
        expect([
          "company name",
          "city",
          "state",
          "education details",
          "skill details",
          "company details",
          "skills",
          "summary",
        ]).not.toContain(e.text.trim().toLowerCase());
      }
    }
  });

  it("cuts a date range broken over two lines to its first line", () => {
    expect(pdf.find((e) => e.type === "DATE" && e.text.startsWith("02/2017"))?.text).toBe("02/2017");
    expect(pdf.some((e) => e.type === "DATE" && e.text.includes("year"))).toBe(false);
  });

  it("blocks entities inside markers and URLs", () => {
    const r = extractEntities("Contact [NAME REMOVED] at www.jobs.example/Senior-Nurse-London or apply today.").entities;
    expect(r).toEqual([]);
  });
});
