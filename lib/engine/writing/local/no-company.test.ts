/** QA regressions: letters for adverts that name no company (or no title) must still read grammatically. */
import { describe, expect, it } from "vitest";
import { LETTER_MODES, writeCoverLetter } from "./cover-letter";
import { extractJobNeeds } from "./job";
import { requirementLabel, type LetterCtx } from "./letter-context";

const CV = `Jane Doe — Data Analyst
jane.doe@example.com · +44 7700 900123 · London, UK

Experience
Data Analyst, Acme Retail (fictional), London — 2020 to present
- Built Power BI dashboards used weekly by 200 store and regional managers.
- Automated the monthly reporting pack in Python (pandas), saving 20 hours a month.

Junior Analyst, Northwind Traders (fictional), Leeds — 2019 to 2020
- Cleaned and reconciled 1.2 million transaction rows in Excel and SQL for the annual audit.

Skills
SQL, Python, pandas, Excel, Power BI, Tableau`;

const ADVERTS = {
  "title, no company":
    "Data Analyst\n\nYou will turn commercial data into decisions.\n\nRequirements\n- Strong SQL and Python\n- Tableau or Power BI dashboards",
  "no title, no company": "We need someone to turn commercial data into decisions.\nRequirements\n- Strong SQL and Python",
};

/** Phrases QA found, and their kin: a fallback noun after "at", a heading read as a title, a cue left in a clause. */
const UNGRAMMATICAL = [
  /\bat your team\b/i,
  /\bat your company\b/i,
  /\bthe requirements role\b/i,
  /\bwho could we\b/i,
  /\bthis role role\b/i,
  / {2}/,
  /\bthe this role\b/i,
];

describe("cover letters without a company", () => {
  for (const [name, jd] of Object.entries(ADVERTS)) {
    it.each(LETTER_MODES.map((m) => [m.id, m] as const))(`${name}: mode %i reads grammatically`, (_id, mode) => {
      const out = writeCoverLetter({
        cvText: CV,
        jobDescription: jd,
        mode,
        maxWords: 400,
        depth: 3,
        referrerName: mode.id === 12 ? "Sam Lee" : null,
      });
      for (const re of UNGRAMMATICAL) expect(out.letter).not.toMatch(re);
    });
  }

  // The planner (issue 15) no longer has the "applies to … in your team" template this used to pin; what
  // matters is the greeting and that no sentence puts a fallback noun after "at".
  it("greets the hiring manager and never says 'at your team' when the advert names no company", () => {
    for (const mode of LETTER_MODES) {
      const l = writeCoverLetter({
        cvText: CV,
        jobDescription: ADVERTS["title, no company"],
        mode,
        maxWords: 400,
        depth: 3,
        referrerName: "Sam Lee",
        language: "en",
      }).letter;
      expect(l).toMatch(/^Dear Hiring Manager,/);
      expect(l).not.toMatch(/\bat (?:your team|your company|the hiring team)\b/i);
    }
  });
});

describe("advert head", () => {
  it("reads title and company apart from a packed first line", () => {
    const job = extractJobNeeds({
      jobDescription: "Data Analyst — Globex Insights (fictional), London (hybrid)\n\nRequirements\n- Strong SQL",
    });
    expect(job.title).toBe("Data Analyst");
    expect(job.company).toBe("Globex Insights");
  });

  it("does not take a Requirements heading for the job title", () => {
    expect(extractJobNeeds({ jobDescription: ADVERTS["no title, no company"] }).title).toBeNull();
  });

  it("drops a 'we need someone to' cue from a quoted requirement", () => {
    const ctx = { used: [] } as unknown as LetterCtx;
    expect(requirementLabel(ctx, "We need someone to turn data into decisions")).toBe("turn data into decisions");
  });

  it("keeps employer names free of parenthetical asides", () => {
    const letters = LETTER_MODES.map(
      (mode) =>
        writeCoverLetter({
          cvText: CV,
          jobDescription: ADVERTS["title, no company"],
          mode,
          maxWords: 400,
          depth: 3,
          referrerName: "Sam Lee",
        }).letter,
    );
    expect(letters.some((l) => /Northwind Traders|Acme Retail/.test(l))).toBe(true);
    for (const l of letters) expect(l).not.toMatch(/(?:Traders|Retail)\s+\(?fictional/);
  });
});
