import { describe, expect, it } from "vitest";
import { candidateFromText } from "./candidate";
import { describeCvEvidence, gradeFor, scoreCv } from "./cv-score";
import { matchJob } from "./job-match";
import { analyzeCv, findEmploymentGaps, parseDateRange } from "./cv-structure";
import { BACKEND_JD, HOPPER_CV, NURSE_CV, STUFFED_CV, SYNONYM_CV } from "./test-samples";
import { scoreCvForApi } from "./views";

const asOf = new Date(Date.UTC(2026, 0, 15));

describe("scoreCv", () => {
  it("does not reward keyword stuffing: synonym-rich real experience beats a copied skills list", () => {
    const stuffed = scoreCv({ cvText: STUFFED_CV, jobDescription: BACKEND_JD, targetCountry: "GB", asOf });
    const real = scoreCv({ cvText: SYNONYM_CV, jobDescription: BACKEND_JD, targetCountry: "GB", asOf });
    // Presence alone would favour the stuffed CV: it names every keyword.
    expect(stuffed.keywordMatch!.coverage).toBeGreaterThan(real.keywordMatch!.coverage);
    expect(stuffed.keywordMatch!.evidenceScore).toBeLessThan(real.keywordMatch!.evidenceScore);
    expect(real.atsScore).toBeGreaterThan(stuffed.atsScore + 15);
    expect(stuffed.keywordMatch!.listOnly).toContain("Kubernetes");
  });

  it("matches aliases through the taxonomy and credits experience evidence", () => {
    const r = scoreCv({ cvText: SYNONYM_CV, jobDescription: BACKEND_JD, asOf });
    const pg = r.keywordMatch!.hits.find((h) => h.keyword.label === "PostgreSQL")!;
    expect(pg.kind).toBe("experience");
    expect(pg.via).toContain("Postgres");
    expect(r.keywordMatch!.matched).toContain("Kubernetes");
  });

  it("scores a CV against its target role's profession: a software CV for Registered Nurse is gated down", () => {
    const sw = scoreCv({ cvText: SYNONYM_CV, targetRole: "Registered Nurse", asOf });
    const rn = scoreCv({ cvText: NURSE_CV, targetRole: "Registered Nurse", asOf });
    expect(sw.profession!.fit).toBeLessThan(0.2);
    expect(rn.profession!.fit).toBeGreaterThan(0.8);
    expect(rn.atsScore).toBeGreaterThan(sw.atsScore + 25);
    expect(scoreCv({ cvText: SYNONYM_CV, asOf }).profession).toBeNull();
  });

  it("scores an unrelated CV low against the job", () => {
    const nurse = scoreCv({ cvText: NURSE_CV, jobDescription: BACKEND_JD, asOf });
    expect(nurse.keywordMatch!.coverage).toBeLessThan(0.1);
    // A polished CV for another job keeps only the floor share of its section points.
    expect(nurse.relevance).toBe(0.7);
    expect(scoreCv({ cvText: NURSE_CV, asOf }).relevance).toBe(1);
    expect(nurse.atsScore).toBeLessThan(scoreCv({ cvText: SYNONYM_CV, jobDescription: BACKEND_JD, asOf }).atsScore - 20);
  });

  it("quotes the CV's own lines in suggestions and omits them on request", () => {
    const r = scoreCv({ cvText: STUFFED_CV, jobDescription: BACKEND_JD, targetCountry: "GB", asOf });
    expect(r.suggestions.some((s) => s.includes('"Responsible for various projects"'))).toBe(true);
    expect(r.suggestions.some((s) => s.includes("hard-working"))).toBe(true);
    const api = scoreCvForApi({ cvText: STUFFED_CV, jobDescription: BACKEND_JD, includeSuggestions: false, asOf });
    expect(api.top_suggestions).toBeUndefined();
    expect(scoreCvForApi({ cvText: STUFFED_CV, asOf }).top_suggestions).toBeInstanceOf(Array);
  });

  it("applies country conventions: date of birth and US spelling are flagged for GB, not for DE", () => {
    const cv = `${SYNONYM_CV}\nDate of birth: 01/02/1990\n- Optimized queries and organized the analyzed data`;
    const gb = scoreCv({ cvText: cv, targetCountry: "GB", asOf });
    const de = scoreCv({ cvText: cv, targetCountry: "DE", asOf });
    expect(gb.sectionScores.formatting.score).toBeLessThan(de.sectionScores.formatting.score);
    expect(gb.suggestions.some((s) => s.includes("Date of birth"))).toBe(true);
    expect(gb.suggestions.some((s) => /"Optimized" → "Optimised"/.test(s))).toBe(true);
    expect(de.suggestions.some((s) => s.includes("Date of birth"))).toBe(false);
  });

  it("uses the target role's occupation skills when there is no job description", () => {
    const r = scoreCv({ cvText: SYNONYM_CV, targetRole: "Software Engineer", asOf });
    expect(r.keywordSource).toBe("target_role");
    expect(r.keywordMatch!.hits.length).toBeGreaterThan(3);
    expect(scoreCv({ cvText: SYNONYM_CV, asOf }).keywordSource).toBe("none");
  });

  it("is deterministic and bounded", () => {
    const a = scoreCvForApi({ cvText: SYNONYM_CV, jobDescription: BACKEND_JD, asOf });
    const b = scoreCvForApi({ cvText: SYNONYM_CV, jobDescription: BACKEND_JD, asOf });
    expect(a).toEqual(b);
    expect(a.ats_score).toBeGreaterThanOrEqual(0);
    expect(a.ats_score).toBeLessThanOrEqual(100);
    const empty = scoreCv({ cvText: "x", asOf });
    expect(empty.atsScore).toBeGreaterThanOrEqual(0);
    expect(empty.grade).toBe(gradeFor(empty.atsScore));
  });

  it("maps grades at the documented thresholds", () => {
    expect([85, 84, 70, 69, 55, 54, 40, 39].map(gradeFor)).toEqual(["A", "B", "B", "C", "C", "D", "D", "F"]);
  });
});

describe("analyzeCv", () => {
  it("parses date ranges including Present", () => {
    const m = 2026 * 12;
    expect(parseDateRange("Engineer, X — Jan 2020 – Present", m)).toEqual({ start: 2020 * 12, end: m, current: true });
    expect(parseDateRange("03/2019 - 2021", m)).toEqual({ start: 2019 * 12 + 2, end: 2021 * 12 + 11, current: false });
    expect(parseDateRange("no dates here", m)).toBeNull();
  });

  it("finds roles, years, sections and gaps", () => {
    const cv = analyzeCv(HOPPER_CV, asOf);
    expect(cv.roles).toHaveLength(3);
    expect(cv.sections.has("experience")).toBe(true);
    const gaps = findEmploymentGaps(cv.roles);
    expect(gaps.map((g) => g.months)).toEqual([17]);
    const syn = analyzeCv(SYNONYM_CV, asOf);
    expect(syn.yearsExperience).toBeGreaterThan(8.5);
    expect(syn.skills.get("kubernetes")?.inExperience).toBe(1);
  });
});

describe("section headings", () => {
  it("recognises common heading variants in any case", () => {
    const cv = analyzeCv(
      `Jo Bloggs\nPERSONAL STATEMENT\nNurse.\nCAREER HISTORY\nNurse, X — 2019 - 2021\n- Cared for 20 patients a day\nEDUCATION & QUALIFICATIONS\nBSc Nursing, 2018\nCertifications & Training\nBLS, 2020\nKEY SKILLS\nPatient care`,
    );
    expect([...cv.sections].sort()).toEqual(["certifications", "education", "experience", "skills", "summary"]);
  });
});

describe("scoreCv against a job: the profession is part of the score", () => {
  it("scores a one-line CV headed with the ad's profession above one of another profession", () => {
    const ad =
      "Information Technology Support Specialist\nDenver\nTroubleshoot desktops, install network equipment and support users. Windows and Active Directory required.";
    const it1 =
      "         INFORMATION TECHNOLOGY SPECIALIST       Summary    Five years supporting users.      Experience      IT Specialist   01/2015   to   05/2020     Company Name   City  ,   State       Troubleshot desktops and installed network equipment for 300 users on Windows.";
    const chef =
      "         EXECUTIVE CHEF       Summary    Ten years running kitchens.      Experience      Executive Chef   01/2015   to   05/2020     Company Name   City  ,   State       Ran a kitchen of 12 cooks; wrote seasonal menus and controlled food cost.";
    const a = scoreCv({ cvText: it1, jobDescription: ad });
    const b = scoreCv({ cvText: chef, jobDescription: ad });
    expect(a.profession!.fit).toBeGreaterThan(0.7);
    expect(b.profession!.fit).toBeLessThan(0.3);
    expect(a.atsScore).toBeGreaterThan(b.atsScore + 20);
  });
});

describe("scoreCv against a job: level fit", () => {
  const SENIOR_JD = `Senior Mechanical Engineer
We need a senior mechanical engineer with 8+ years of experience in mechanical design, SolidWorks and
finite element analysis to lead the design of pumping stations.`;
  const cv = (title: string, from: string) => `Alex Doe
${title}, Acme Pumps — ${from} – Present
- Designed pump skids in SolidWorks and checked them with finite element analysis
- Wrote design reports for mechanical design reviews
Education: B.E. Mechanical engineering`;

  it("gates a graduate's score for a senior post, as job match does, and says why", () => {
    const grad = scoreCv({ cvText: cv("Graduate Mechanical Engineer", "Sep 2025"), jobDescription: SENIOR_JD, asOf });
    const senior = scoreCv({ cvText: cv("Senior Mechanical Engineer", "Jan 2014"), jobDescription: SENIOR_JD, asOf });
    expect(grad.level!.gate).toBeLessThan(0.9);
    expect(grad.level!.evidence).toContain("below the role");
    expect(senior.level!.gate).toBe(1);
    expect(senior.atsScore).toBeGreaterThan(grad.atsScore + 5);
  });

  it("has no level without a job", () => {
    expect(scoreCv({ cvText: cv("Mechanical Engineer", "Jan 2020"), asOf }).level).toBeNull();
  });
});

describe("scoreCv against a job: experience for the job, as job match judges it", () => {
  const AD = `Accountant
We are looking for an Accountant with at least 5 years of experience in month-end close, reconciliations and VAT returns.
Requirements:
- 5+ years of accounting experience
- Reconciliations, month-end close, VAT returns`;
  const SEASONED = `Jane Smith
jane@example.com | 07700 900123
Experience
Accountant, Northside Foods Ltd, 01/2018 - Present
- Month-end close and reconciliations for the group
- VAT returns each quarter
Accountant, Riverside Print, 01/2015 - 12/2017
- Reconciliations and ledgers
Education
BA Accounting, 2014`;
  const POLISHED = `John Brown
john@example.com | 07700 900456
Experience
Accountant, Brightside Media, 01/2025 - Present
- Led month-end close for 4 entities, cutting the close from 10 to 6 days
- Reconciled 300 supplier statements a month and reduced errors by 40%
- Prepared 4 quarterly VAT returns with zero penalties
Education
BA Accounting, 2024`;

  it("ranks years of the asked work above better-written bullets of one year", () => {
    const seasoned = scoreCv({ cvText: SEASONED, jobDescription: AD, asOf });
    const polished = scoreCv({ cvText: POLISHED, jobDescription: AD, asOf });
    // The newcomer's bullets are better written (numbers, action verbs) ...
    expect(polished.sectionScores.experience.score).toBeGreaterThan(seasoned.sectionScores.experience.score);
    // ... but the seasoned accountant has the experience the ad asks for.
    expect(seasoned.jobExperience!.score).toBeGreaterThan(polished.jobExperience!.score + 20);
    expect(seasoned.atsScore).toBeGreaterThan(polished.atsScore);
  });

  it("uses job match's experience dimension and shows it in the evidence", () => {
    const r = scoreCv({ cvText: SEASONED, jobDescription: AD, asOf });
    const m = matchJob({ candidate: candidateFromText(SEASONED, { asOf }), jobDescription: AD });
    expect(r.jobExperience!.score).toBe(m.dimensions.experience.score);
    expect(describeCvEvidence(r).job_experience!.why.join(" ")).toMatch(/relevant years/);
    expect(scoreCv({ cvText: SEASONED, asOf }).jobExperience).toBeNull();
  });
});

describe("parseDateRange reads ranges in the CV's language", () => {
  const asOf = 2026 * 12; // January 2026
  it("takes German, French and Spanish present-words and month names", () => {
    expect(parseDateRange("Gesundheits- und Krankenpflegerin, UKE    04/2019 – heute", asOf)).toEqual({
      start: 2019 * 12 + 3,
      end: asOf,
      current: true,
    });
    expect(parseDateRange("Infirmière, CHU de Lyon, janv. 2018 - aujourd'hui", asOf)?.start).toBe(2018 * 12);
    expect(parseDateRange("Enfermera, Hospital La Paz, 2015 - 2019", asOf)).toEqual({
      start: 2015 * 12,
      end: 2019 * 12 + 11,
      current: false,
    });
  });
  it("still reads English ranges and nothing from a lone year", () => {
    expect(parseDateRange("Data Engineer   Jan 2023 – Present", asOf)).toEqual({ start: 2023 * 12, end: asOf, current: true });
    expect(parseDateRange("BSc Mathematics, 2018", asOf)).toBeNull();
  });
});
