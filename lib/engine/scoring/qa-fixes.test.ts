/** Regression tests for defects found in browser QA of the scoring consoles (job match, CV score). */
import { describe, expect, it } from "vitest";
import { candidateFromText } from "./candidate";
import { analyzeCv } from "./cv-structure";
import { scoreCv } from "./cv-score";
import { matchJob } from "./job-match";
import { matchForHead } from "./match-head";

const asOf = new Date(Date.UTC(2026, 10, 1));
const CV = `Jane Doe — Data Analyst
jane.doe@example.com · +44 7700 900123 · London, UK

Experience
Data Analyst, Acme Retail, London — 2020 to present
- Automated the monthly reporting pack in Python (pandas), saving 20 hours a month.
- Wrote SQL models that cut finance month-end queries from 2 days to 3 hours.
- Power BI dashboards used weekly by 200 store managers.

Skills
SQL, Python, pandas, Excel, Power BI, Tableau`;
const JD = `Data Analyst — Globex Insights (fictional), London (hybrid)

We are hiring a data analyst to turn commercial data into decisions.

Requirements
- 3+ years of experience as a data analyst
- Strong SQL and Python
- Tableau or Power BI dashboards`;

const head = (jd: string, cv = CV) => matchForHead({ jobDescription: jd, candidateProfile: cv, asOf }).data;

describe("job match location (defect 1)", () => {
  it.each(["Data Analyst, London.\nStrong SQL and Python.", "Data Analyst, London (hybrid)\nStrong SQL and Python.", JD])(
    "reads the city in the first line of %j",
    (jd) => {
      const r = matchJob({ candidate: candidateFromText(CV, { asOf }), jobDescription: jd });
      expect(r.job.location).toBe("London");
      expect(r.dimensions.location.evidence[0]).not.toContain("names no location");
      expect(r.dimensions.location.score).toBe(100);
    },
  );

  it("still says so when the ad names no place", () => {
    const r = matchJob({ candidate: candidateFromText(CV, { asOf }), jobDescription: "Data Analyst\nStrong SQL and Python." });
    expect(r.dimensions.location.evidence[0]).toContain("names no location");
  });
});

describe("cover-letter hook (defect 2)", () => {
  it("names title and company separately", () => {
    const hook = head(JD).coverLetterHook;
    expect(hook).toMatch(/^The Data Analyst role at Globex Insights calls for /);
    expect(hook).not.toContain("—  ");
    expect(hook).not.toMatch(/Your .* role/);
  });

  it("uses a neutral wording when neither title nor company is found", () => {
    const hook = head("We need someone.\nRequirements\n- Strong SQL and Python").coverLetterHook;
    expect(hook).toMatch(/^This role (calls|asks) for /);
    expect(hook).not.toMatch(/this role role|Your this/i);
  });

  it('quotes a bullet that does not open with a verb instead of forcing "I …"', () => {
    const cv = CV.replace(/- Automated.*\n- Wrote.*\n/, "");
    const hook = head("Data Analyst\nRequirements\n- Power BI dashboards", cv).coverLetterHook;
    expect(hook).not.toMatch(/most recently I power/i);
    expect(hook).toContain('"Power BI dashboards used weekly by 200 store managers"');
  });
});

describe("job match gaps (defect 3)", () => {
  it("does not list the job title as a keyword gap", () => {
    const gaps = head(JD, CV.replace("Data Analyst, Acme", "Analyst, Acme").replace("— Data Analyst", "")).gaps;
    expect(gaps.join(" ").toLowerCase()).not.toContain("data analyst");
  });
});

describe("CV bullets (defect 4)", () => {
  it("does not read section-labelled lines as experience bullets", () => {
    const cv =
      "Jane Doe\njane@example.com\nLondon\nEducation: BSc Mathematics, University of Leeds\nSkills: SQL, Python, Excel, Tableau, pandas";
    const r = scoreCv({ cvText: cv, asOf });
    expect(r.cv.bullets).toHaveLength(0);
    expect(r.weakBullets).toHaveLength(0);
    expect(r.suggestions.join(" ")).not.toMatch(/Delivered (education|skills)/i);
    const skills = [...r.cv.skills.values()];
    expect(skills.length).toBeGreaterThan(0);
    expect(skills.every((e) => e.inSkillsList > 0 && e.inExperience === 0)).toBe(true);
  });

  it("does not quote a one-paragraph CV as a bullet", () => {
    const cv =
      "Jane Doe\njane@example.com\nLondon\nI have worked as a data analyst for five years building reports in SQL and Excel for retail teams.";
    expect(scoreCv({ cvText: cv, asOf }).weakBullets).toHaveLength(0);
  });

  it("keeps bullets under an experience heading and roles on an inline experience label", () => {
    const cv =
      "Jane Doe\nExperience: Data Analyst, Acme, 2020 to present\n- Did reporting for the team\nEducation: BSc Mathematics, University of Leeds";
    const s = analyzeCv(cv, asOf);
    expect(s.roles.map((r) => r.title)).toEqual(["Data Analyst"]);
    expect(s.bullets.map((b) => b.text)).toEqual(["Did reporting for the team"]);
  });
});
