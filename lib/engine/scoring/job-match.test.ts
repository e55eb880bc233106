import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { candidateFromEntities, candidateFromText, entitiesFromList, statedTitles } from "./candidate";
import { hiringProbability, levelGate, levelGateWithin, matchJob, type Dimension } from "./job-match";
import { resolveSkill } from "@/lib/knowledge/skills";
import { analyzeCv } from "./cv-structure";
import { analyzeJob, skillSpecificity } from "./job-structure";
import { gerundVerbPattern, matchKeywords, scoreWeight } from "./keywords";
import { matchForHead, shortlistProbability } from "./match-head";
import { BACKEND_JD, HOPPER_CV, NURSE_CV, STUFFED_CV, SYNONYM_CV } from "./test-samples";

const asOf = new Date(Date.UTC(2026, 0, 15));
const match = (cv: string, extra: { salaryExpectation?: number; remote?: boolean } = {}) =>
  matchJob({ candidate: candidateFromText(cv, { asOf }), jobDescription: BACKEND_JD, ...extra });

const NURSING_AD = `Staff Nurse - Acute Medical Ward
Manchester
We are looking for a registered nurse (NMC registration essential) to deliver patient care on a 28-bed ward.
You will administer medication, keep patient records and work with the multidisciplinary team.`;
const ELECTRICIAN_AD = `Electrician
Manchester | 25000 to 28000 per year
Qualified electrician (18th Edition) for commercial installations: wiring, fault finding, testing and inspection.`;

describe("matchJob profession gate", () => {
  it("scores a nurse far higher for a nursing ad than for an electrician ad, and does not say skip", () => {
    const c = candidateFromText(NURSE_CV, { asOf });
    const nursing = matchJob({ candidate: c, jobDescription: NURSING_AD });
    const electrician = matchJob({ candidate: c, jobDescription: ELECTRICIAN_AD });
    expect(nursing.profession.fit).toBeGreaterThan(0.8);
    expect(electrician.profession.fit).toBeLessThan(0.2);
    expect(nursing.matchScore).toBeGreaterThan(electrician.matchScore + 20);
    expect(nursing.recommendation).not.toBe("skip");
    expect(electrician.recommendation).toBe("skip");
    expect(electrician.reasons[0]).toMatch(/^profession fit \d+%: CV reads as Registered Nurse/);
  });
});

describe("matchJob", () => {
  it("ranks the matching engineer above the keyword stuffer and the nurse", () => {
    const real = match(SYNONYM_CV);
    const stuffed = match(STUFFED_CV);
    const nurse = match(NURSE_CV);
    expect(real.matchScore).toBeGreaterThan(stuffed.matchScore);
    expect(stuffed.matchScore).toBeGreaterThan(nurse.matchScore);
    expect(["apply", "apply_with_changes"]).toContain(real.recommendation);
    expect(nurse.recommendation).toBe("skip");
    expect(real.dimensions.location.score).toBe(100);
    expect(real.reasons.length).toBeGreaterThan(2);
  });

  it("scores salary against the advertised range", () => {
    expect(match(SYNONYM_CV, { salaryExpectation: 80_000 }).dimensions.salary.score).toBe(100);
    const high = match(SYNONYM_CV, { salaryExpectation: 110_000 });
    expect(high.dimensions.salary.score).toBeLessThan(50);
    expect(high.dimensions.salary.evidence[0]).toContain("above");
    expect(match(SYNONYM_CV).dimensions.salary.score).toBe(70);
  });

  it("scores location by city, then country", () => {
    const jd = (loc: string) => BACKEND_JD.replace("Location: London (hybrid)", `Location: ${loc}`);
    const at = (loc: string, where: string) =>
      matchJob({ candidate: candidateFromText(SYNONYM_CV, { location: where, asOf }), jobDescription: jd(loc) }).dimensions.location.score;
    expect(at("London", "London, UK")).toBe(100);
    expect(at("Manchester", "London, UK")).toBe(60);
    expect(at("Berlin, Germany", "London, UK")).toBe(30);
    expect(at("United Kingdom", "London, UK")).toBe(90);
  });

  it("annualises an hourly range before comparing the expectation", () => {
    const jd = BACKEND_JD.replace("Salary: £70,000 - £85,000", "Pay: £40 - £45 per hour");
    const r = matchJob({ candidate: candidateFromText(SYNONYM_CV, { asOf }), jobDescription: jd, salaryExpectation: 88_000 });
    expect(r.job.salary).toEqual({ min: 83_200, max: 93_600, currency: "GBP" });
    expect(r.dimensions.salary.score).toBe(100);
  });

  it("accepts pre-extracted entities in either shape", () => {
    const obj = candidateFromEntities({
      skills: ["Python", "Django", "Postgres", "Kubernetes"],
      jobTitles: ["Backend Engineer"],
      yearsExperience: 6,
    });
    const list = candidateFromEntities(
      entitiesFromList([
        { type: "SKILL", text: "Python" },
        { type: "SKILL", text: "Django" },
        { type: "SKILL", text: "Postgres" },
        { type: "SKILL", text: "Kubernetes" },
        { type: "JOB", text: "Backend Engineer" },
        { type: "DATE", text: "6 years" },
      ]),
    );
    const a = matchJob({ candidate: obj, jobDescription: BACKEND_JD });
    const b = matchJob({ candidate: list, jobDescription: BACKEND_JD });
    expect(a.matchScore).toBe(b.matchScore);
    expect(a.keywords.matched).toContain("PostgreSQL");
  });
});

describe("hiringProbability", () => {
  const dims: Dimension[] = ["skills", "experience", "salary", "location", "culture"];
  it("is monotone in every dimension and stays in (0, 1)", () => {
    const d = fc.record(
      Object.fromEntries(dims.map((k) => [k, fc.integer({ min: 0, max: 100 })])) as Record<Dimension, fc.Arbitrary<number>>,
    );
    fc.assert(
      fc.property(d, fc.constantFrom(...dims), fc.integer({ min: 1, max: 50 }), (base, k, bump) => {
        const p0 = hiringProbability(base);
        const p1 = hiringProbability({ ...base, [k]: Math.min(100, base[k] + bump) });
        expect(p1).toBeGreaterThanOrEqual(p0);
        expect(p0).toBeGreaterThan(0);
        expect(p0).toBeLessThan(1);
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});

describe("matchForHead", () => {
  it("flags employment gaps, job-hopping and missing must-haves", () => {
    const r = matchForHead({ jobDescription: BACKEND_JD, candidateProfile: HOPPER_CV, asOf });
    expect(r.data.redFlags.some((f) => f.startsWith("employment gap of 17 months"))).toBe(true);
    expect(r.data.redFlags.some((f) => f.startsWith("job-hopping: 3 roles"))).toBe(true);
    expect(r.data.redFlags.some((f) => f.includes("Kubernetes"))).toBe(true);
  });

  it("builds the cover-letter hook from the candidate's own bullet", () => {
    const r = matchForHead({ jobDescription: BACKEND_JD, candidateProfile: SYNONYM_CV, asOf });
    expect(r.data.coverLetterHook).toMatch(/most recently I (built|deployed|automated)/);
    expect(r.data.strengths.length).toBeGreaterThan(2);
    expect(r.data.shortlistProbability).toBeGreaterThan(
      matchForHead({ jobDescription: BACKEND_JD, candidateProfile: NURSE_CV, asOf }).data.shortlistProbability,
    );
  });

  it("shortlist probability rises with the ATS score", () => {
    expect(shortlistProbability(80, 50, 50)).toBeGreaterThan(shortlistProbability(40, 50, 50));
  });
});

describe("statedTitles (one-line CVs)", () => {
  it("reads the headline and the piece before each date range as role titles", () => {
    const cv =
      "         INFORMATION TECHNOLOGY SUPERVISOR       Summary    Seeking a position in IT.      Experience      " +
      "Information Technology Supervisor   01/2011   to   05/2014     Company Name   City  ,   State       Supervised 10 staff.          " +
      "Radiologic Technologist   05/2008   to   09/2008     Company Name   City  ,   State       Performed radiological examinations.";
    expect(statedTitles(cv, asOf)).toEqual([
      "INFORMATION TECHNOLOGY SUPERVISOR",
      "Information Technology Supervisor",
      "Radiologic Technologist",
    ]);
    expect(candidateFromText(cv, { asOf }).profession.top[0].occupation.id).toBe("it-support-specialist");
  });
});

describe("within one profession", () => {
  const ICU_AD = `Registered Nurse ICU
Houston, TX
Kindred Hospital seeks an ICU registered nurse. Current RN licence and ACLS required. Critical care experience preferred.
You will assess patients, administer medication and document care.`;
  const ICU_NURSE = `Registered Nurse, ICU — City Hospital — 2016 – Present
- Cared for 2 ventilated patients per shift in a 20-bed intensive care unit; titrated drips and documented care
Skills: critical care, ACLS, BLS, medication administration`;
  const CARE_ASSISTANT = `Care Assistant — Sunny Care Home — 2016 – Present
- Helped residents wash, dress and eat; recorded fluid charts and reported changes to the nurse in charge
Skills: personal care, manual handling, BLS`;

  it("ranks the nurse of the ad's specialism above a care assistant", () => {
    const nurse = matchJob({ candidate: candidateFromText(ICU_NURSE, { asOf }), jobDescription: ICU_AD });
    const carer = matchJob({ candidate: candidateFromText(CARE_ASSISTANT, { asOf }), jobDescription: ICU_AD });
    expect(nurse.profession.fit).toBeGreaterThan(carer.profession.fit);
    expect(nurse.matchScore).toBeGreaterThan(carer.matchScore + 10);
  });
});

describe("levelGateWithin", () => {
  it("charges the level gap in full within the profession and not at all across professions", () => {
    expect(levelGateWithin(0.55, 1)).toBeCloseTo(levelGate(0.55));
    expect(levelGateWithin(0.55, 0)).toBe(1);
    expect(levelGateWithin(0.55, 0.5)).toBeGreaterThan(levelGate(0.55));
    expect(levelGateWithin(1, 0.8)).toBe(1);
  });
});

describe("analyzeJob: entry-level posts", () => {
  it("reads 'minimum 6 months experience' as half a year and a junior post", () => {
    const job = analyzeJob(
      "Energy engineer to prepare energy audits. Requirements: degree plus 6 months experience in performing energy audits.",
    );
    expect(job.yearsRequired).toBe(0.5);
    expect(job.seniority).toBe("junior");
  });

  it("reads newly qualified / graduates welcome / no experience necessary as junior", () => {
    for (const ad of [
      "We welcome newly qualified teachers for our primary schools.",
      "Graduates welcome: full training in warehouse systems.",
      "Warehouse operative. No experience necessary, just a positive attitude.",
    ]) {
      expect(analyzeJob(ad).seniority).toBe("junior");
    }
  });

  it("keeps a title's level and a years figure above the cues", () => {
    expect(
      analyzeJob("Senior Mechanical Engineer\nGraduates welcome to apply for our other roles. 8 years experience required.").seniority,
    ).not.toBe("junior");
  });
});

describe("matchJob: the candidate's level for this job", () => {
  it("bands the years relevant to the job, not the whole career (16 years as a concierge, 2 in sales)", () => {
    const cv = `Sam Lee
Sales Coordinator, Harbour Hotel — Mar 2024 – Present
- Prepared sales proposals and contracts for corporate clients
- Followed up sales leads by phone and e-mail
Concierge, Grand Hotel — Jan 2008 – Feb 2024
- Booked restaurants, theatre tickets and transport for guests
- Handled guest requests at the front desk`;
    const jd =
      "Senior Sales Manager\nWe are looking for a senior sales manager with a track record in B2B sales to lead our sales team, win new accounts and manage key clients.";
    const c = candidateFromText(cv, { asOf: new Date(Date.UTC(2026, 0, 15)) });
    expect(c.seniority).toBe("senior");
    const r = matchJob({ candidate: c, jobDescription: jd });
    expect(r.level.candidate).toBe("mid");
    expect(r.level.evidence).toContain("level mid");
  });
});

describe("over-qualification for an entry or mid-level post", () => {
  const AD = `Finance Assistant\nLondon\nThe successful candidate will support the Finance Manager and have 3 years experience in a varied finance position and advanced Excel skills.`;
  const cv = (from: number) =>
    `Accountant\nAccountant\n01/${from} to 12/2025\nCompany Name, London\n- Prepared monthly reconciliations and journal entries in Excel for 40 accounts\n- Processed supplier invoices and payments`;
  it("costs a candidate with far more relevant years than asked, and says why", () => {
    const fitting = matchJob({ candidate: candidateFromText(cv(2020), { asOf }), jobDescription: AD });
    const over = matchJob({ candidate: candidateFromText(cv(2012), { asOf }), jobDescription: AD });
    expect(fitting.level.fit).toBe(1);
    expect(over.level.fit).toBeLessThan(1);
    expect(over.level.evidence).toMatch(/over-qualified/);
    expect(over.matchScore).toBeLessThan(fitting.matchScore);
  });
  it("leaves a candidate whose title names a level at that level (an Accountant II is mid-level, whatever the years)", () => {
    const named = (from: number) => cv(from).replace(/Accountant\nAccountant\n/, "Accountant II\nAccountant II\n");
    const r = matchJob({ candidate: candidateFromText(named(2012), { asOf }), jobDescription: AD });
    expect(r.level.candidate).toBe("mid");
    expect(r.level.fit).toBe(1);
    expect(r.level.evidence).not.toMatch(/over-qualified/);
    expect(r.dimensions.experience.evidence.join(" ")).not.toMatch(/over-qualification/);
    expect(r.matchScore).toBeGreaterThanOrEqual(
      matchJob({ candidate: candidateFromText(named(2020), { asOf }), jobDescription: AD }).matchScore,
    );
  });
});

describe("level of a CV that gives no dates", () => {
  const SENIOR = `Senior Mechanical Engineer\nWe need a senior mechanical engineer with 8+ years of experience in mechanical design and SolidWorks.`;
  const UNDATED = `Mechanical Engineer\nExperience\nDesign Engineer, Acme Pumps\n- Designed pump skids in SolidWorks and checked them with finite element analysis\n- Led mechanical design reviews for pumping stations with the client's engineers\n- Wrote design reports and specifications for 12 projects`;
  it("is not judged (no junior level gate), and says so", () => {
    const r = matchJob({ candidate: candidateFromText(UNDATED, { asOf }), jobDescription: SENIOR });
    expect(r.level.gate).toBe(1);
    expect(r.level.evidence).toMatch(/not judged/);
    expect(r.dimensions.experience.evidence.join(" ")).toMatch(/no dates/);
  });
  it("still reads a CV that shows no work as having none", () => {
    const stuffed = `Mechanical Engineer\nSkills\nMechanical design, SolidWorks, finite element analysis\nEducation\nGCSEs, 2019`;
    expect(matchJob({ candidate: candidateFromText(stuffed, { asOf }), jobDescription: SENIOR }).level.gate).toBeLessThan(1);
  });
});

describe("years of a CV that states its own total", () => {
  it("ends 'Present' where the dated total meets the statement", () => {
    const old = `Summary\nEngineering director with over 25 years' experience in SCADA delivery.\nExperience\nRegional Engineering Manager\n01/2014 to Current\n- Directed ITS solution deliveries\nEngineer\n06/1991 to 12/2013\n- Designed control systems`;
    const c = candidateFromText(old, { asOf: new Date(Date.UTC(2026, 0, 15)) });
    expect(c.years).toBeGreaterThanOrEqual(25);
    expect(c.years).toBeLessThanOrEqual(28);
  });
});

describe("a gerund skill shown by its verb", () => {
  const ad = "Pharmacy Technician\nEssential criteria\nExperience of hospital pharmacy dispensing\nGPhC registration";
  it("credits 'Dispensed … items a day' as experience of Dispensing, required by an 'Essential criteria' list", () => {
    const cv = analyzeCv(
      "Jane Doe\nEXPERIENCE\nPharmacy Technician, Boots UK, 2018 - 2021\n- Dispensed and accuracy-checked around 300 items a day\nSKILLS\nGPhC registered",
    );
    const hit = matchKeywords(analyzeJob(ad).keywords, cv).hits.find((h) => h.keyword.label === "Dispensing");
    expect(hit?.kind).toBe("experience");
    expect(hit?.via).toContain("Dispensed");
    expect(hit?.keyword.requirement).toBe("required");
  });
  it("does not credit an everyday verb ('processed') for a generic gerund skill", () => {
    expect(gerundVerbPattern("Processing")).toBeNull();
    expect(gerundVerbPattern("Teaching")?.test("Taught chemistry to grades 9-12")).toBe(true);
  });
});

describe("the CV's own language", () => {
  it("meets an ad's language requirement", () => {
    const cv = analyzeCv("Jo Bloggs\nEXPERIENCE\nWarehouse Lead, DHL, 2019 - 2022\n- Picked and packed 200 orders per shift with the team");
    const kws = analyzeJob("Warehouse Supervisor\nRequirements\n- Fluent English and Spanish required").keywords;
    const hits = matchKeywords(kws, cv).hits;
    expect(hits.find((h) => h.keyword.label === "English")?.via).toBe("the CV is written in English");
    expect(hits.find((h) => h.keyword.label === "Spanish")?.kind).toBe("missing");
  });
});

describe("ad keywords weigh by how specific they are to a job", () => {
  const AD = `Finance Assistant\nRequirements: Sage 50, Microsoft Excel, communication skills and customer service.`;
  const cv = (a: string, b: string) =>
    `Finance Assistant\nExperience\nFinance Assistant, Company Name, 01/2021 to 12/2025\n- Used ${a} every day\n- Known for ${b} with clients`;
  it("ranks a skill few occupations list above one most list", () => {
    const job = analyzeJob(AD);
    const kw = (label: string) => job.keywords.find((k) => k.label === label)!;
    expect(skillSpecificity(resolveSkill("Sage 50")!)).toBe(1);
    expect(skillSpecificity(resolveSkill("communication")!)).toBeLessThan(0.6);
    expect(scoreWeight(kw("Sage 50"))).toBeGreaterThan(scoreWeight(kw("Communication")) * 1.5);
    // How much the ad asks for each (and so the keywords' order, which letters follow) is unchanged.
    expect(kw("Sage 50").weight).toBe(kw("Communication").weight);
  });
  it("so a CV showing the specific one scores more skills than one showing two generic ones", () => {
    const specific = matchJob({ candidate: candidateFromText(cv("Sage 50", "customer service"), { asOf }), jobDescription: AD });
    const generic = matchJob({ candidate: candidateFromText(cv("Microsoft Excel", "communication"), { asOf }), jobDescription: AD });
    expect(specific.dimensions.skills.score).toBeGreaterThan(generic.dimensions.skills.score);
  });
});

describe("requirements held through a title or the skill graph", () => {
  const cv = analyzeCv(
    "Priya N\nExperience\nData Engineer    Jan 2023 – Present\nAuto Trader UK, Manchester\n• Built a Kafka to S3 pipeline on AWS processing 40M events a day\nSkills\nPython, AWS",
  );
  const hits = matchKeywords(
    analyzeJob(
      "Senior Data Engineer\nWhat you'll need\n- 5+ years of data engineering experience\n- Understanding of data modelling (Kimball / Data Vault)\nNice to have\n- Cloud experience",
    ).keywords,
    cv,
  ).hits;
  const hit = (label: string) => hits.find((h) => h.keyword.label === label);
  it("counts a role titled Data Engineer as data engineering experience", () => {
    expect(hit("Data engineering")?.kind).toBe("experience");
    expect(hit("Data engineering")?.via).toMatch(/^Data Engineer/);
  });
  it("counts AWS as cloud computing (AWS implies it), not as a related skill", () => {
    expect(hit("Cloud computing")?.via).toBe("Amazon Web Services (implies Cloud computing)");
    expect(hit("Cloud computing")?.kind).not.toBe("related");
  });
  it("reads 'Data Vault' as the modelling method, not HashiCorp Vault", () => {
    expect(hit("Data Vault modelling")).toBeDefined();
    expect(hit("Vault")).toBeUndefined();
  });
});

describe("matchJob: a German nurse against a German nursing ad", () => {
  const cv = `Lebenslauf
Anna Beispiel
Köln | anna@example.de

Berufserfahrung
Gesundheits- und Krankenpflegerin, Klinikum Süd    04/2018 – heute
- Pflege von bis zu 12 Patienten pro Schicht

Ausbildung
Ausbildung zur Gesundheits- und Krankenpflegerin, Klinikum Nord, 2015 – 2018

Kenntnisse
Wundmanagement, Medikamentengabe, Teamarbeit`;
  const ad = `Pflegefachkraft (m/w/d) Kardiologie
Klinikum West, Köln

Ihre Aufgaben
- Pflege von Patienten der Kardiologie

Ihr Profil
- Abgeschlossene Ausbildung als Pflegefachkraft / Gesundheits- und Krankenpfleger
- Erfahrung in der Intensivpflege wünschenswert`;
  it("reads her profession, meets the qualification and does not call the nice-to-have a must", () => {
    const m = matchJob({ candidate: candidateFromText(cv, { asOf }), jobDescription: ad });
    expect(m.profession.fit).toBe(1);
    expect(m.keywords.hits.find((h) => h.keyword.id === "occupation:registered-nurse")?.kind).toBe("experience");
    expect(m.keywords.missingRequired).not.toContain("Critical care nursing");
    expect(m.recommendation).not.toBe("skip");
  });
  it("leaves the qualification unmet for a CV of another occupation", () => {
    const m = matchJob({ candidate: candidateFromText(HOPPER_CV, { asOf }), jobDescription: ad });
    expect(m.keywords.hits.find((h) => h.keyword.id === "occupation:registered-nurse")?.kind).toBe("missing");
  });
});
