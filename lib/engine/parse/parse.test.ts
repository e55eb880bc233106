import { describe, expect, it } from "vitest";
import {
  findContactDetails,
  findPlace,
  findDateRanges,
  findSalaries,
  mergeYears,
  parseCv,
  parseJobDescription,
  analyzeBullet,
  detectLanguage,
  presentAsOf,
} from "./index";

const NOW = new Date("2025-06-15T00:00:00Z");

const CV = `Jane Doe
jane.doe@example.com | +49 170 1234567 | linkedin.com/in/janedoe

Summary
Backend engineer with 8 years of experience in Python and Go.

Experience
Senior Software Engineer — Acme GmbH, Berlin | Jan 2019 – Present
- Led migration of 40 services to Kubernetes, cutting infra costs by 30%
- Responsible for code reviews
Zalando SE
Software Engineer | 03/2016 - 12/2018
• Built payment APIs in Java handling 2M requests/day

Education
BSc Computer Science, TU Berlin, 2012 – 2016

Languages
German (native), English (C1)
`;

describe("dates", () => {
  it("reads CV range formats in several languages", () => {
    const cases: [string, number][] = [
      ["Jan 2019 – Present", 78],
      ["2018-2021", 36],
      ["03/2020 - 06/2022", 28],
      ["März 2019 – heute", 76],
      ["janvier 2018 - aujourd'hui", 90],
      ["enero 2020 - actualidad", 66],
      ["Sept. 2017 to Dec 2018", 16],
      ["seit 2020", 66],
    ];
    for (const [text, months] of cases) {
      const [r] = findDateRanges(text, NOW);
      expect(r?.months, text).toBe(months);
    }
    expect(findDateRanges("born 1990, phone 2019 2020", NOW)).toEqual([]);
  });

  it("merges overlapping ranges", () => {
    const ranges = findDateRanges("2018-2021; 2020-2022; Jan 2023 - Dec 2023", NOW);
    expect(mergeYears(ranges, NOW)).toBe(5);
  });
});

describe("parseCv", () => {
  const cv = parseCv(CV, { now: NOW });

  it("splits sections with line ranges", () => {
    expect(cv.sections.map((s) => s.name)).toEqual(["contact", "summary", "experience", "education", "languages"]);
    const exp = cv.sections.find((s) => s.name === "experience")!;
    expect(cv.lines[exp.startLine]).toBe("Experience");
  });

  it("reads roles, employers and durations", () => {
    expect(cv.roles).toHaveLength(2);
    expect(cv.roles[0]).toMatchObject({
      title: "Senior Software Engineer",
      employer: "Acme GmbH",
      location: "Berlin",
      current: true,
      durationMonths: 78,
    });
    expect(cv.roles[1]).toMatchObject({ title: "Software Engineer", employer: "Zalando SE", current: false, durationMonths: 34 });
    expect(cv.roles[0].bullets).toHaveLength(2);
    expect(cv.totalYearsExperience).toBe(9.3);
    expect(cv.experienceSource).toBe("roles");
  });

  it("scores bullets", () => {
    expect(cv.bullets[0]).toMatchObject({ actionVerb: "led", hasMetric: true, fillerPhrases: [] });
    expect(cv.bullets[1].actionVerb).toBeNull();
    expect(cv.bullets[1].fillerPhrases).toContain("responsible for");
  });

  it("finds skills, languages, contact details and education", () => {
    expect(cv.skillIds).toEqual(expect.arrayContaining(["python", "go", "kubernetes", "java"]));
    expect(cv.spokenLanguages).toEqual([
      { skillId: "german", name: "German", level: "native" },
      { skillId: "english", name: "English", level: "c1" },
    ]);
    expect(cv.contact.emails).toEqual(["jane.doe@example.com"]);
    expect(cv.contact.phones).toEqual(["+49 170 1234567"]);
    expect(cv.contact.profiles).toEqual(["linkedin.com/in/janedoe"]);
    expect(cv.education[0].degree).toBe("bachelor");
    expect(cv.language).toBe("en");
  });

  it("reads inline headings and German CVs", () => {
    const de = parseCv(
      "Markus Weber\nBerufserfahrung\n04/2018 – heute: Projektleiter, Bosch GmbH, Stuttgart\nKenntnisse: SolidWorks, AutoCAD\nSprachen: Deutsch (Muttersprache), Englisch (fließend)",
      { now: NOW },
    );
    expect(de.sections.map((s) => s.name)).toEqual(["contact", "experience", "skills", "languages"]);
    expect(de.roles[0]).toMatchObject({ title: "Projektleiter", employer: "Bosch GmbH", location: "Stuttgart", current: true });
    expect(de.spokenLanguages.map((l) => [l.skillId, l.level])).toEqual([
      ["german", "muttersprache"],
      ["english", "fließend"],
    ]);
  });

  it("reads roles written as sentences", () => {
    const p = parseCv("Worked at Tesco from 2015 to 2019 as a forklift driver, then moved on to a new challenge in logistics.", {
      now: NOW,
    });
    expect(p.roles).toHaveLength(1);
    expect(p.roles[0]).toMatchObject({ title: "forklift driver", employer: "Tesco", durationMonths: 48 });
  });

  it("falls back to stated years without dated roles", () => {
    const p = parseCv("Nurse with 12 years of experience in ICU care.", { now: NOW });
    expect(p.totalYearsExperience).toBe(12);
    expect(p.experienceSource).toBe("stated");
  });
});

describe("parseJobDescription", () => {
  const jd = parseJobDescription(`Senior Backend Engineer (m/w/d)
Acme Robotics GmbH is hiring in Munich (hybrid).

Requirements:
- 5+ years of experience in backend development
- Strong SQL and PostgreSQL skills

Nice to have:
- Terraform
- Rust is a plus

What we offer:
- Salary €75,000 – €90,000 per year`);

  it("reads title, company, seniority, years, location and remote mode", () => {
    expect(jd).toMatchObject({
      title: "Senior Backend Engineer",
      company: "Acme Robotics GmbH",
      seniority: "senior",
      yearsRequired: 5,
      location: "Munich",
      countryCode: "DE",
      remote: "hybrid",
    });
  });

  it("splits required and nice-to-have skills", () => {
    expect(jd.requiredSkills.map((s) => s.skillId)).toEqual(expect.arrayContaining(["sql", "postgresql"]));
    expect(jd.niceToHaveSkills.map((s) => s.skillId)).toEqual(["terraform", "rust"]);
    expect(jd.skillIds).not.toContain("robotics");
  });

  it("reads the salary", () => {
    expect(jd.salary).toMatchObject({ min: 75000, max: 90000, currency: "EUR", interval: "year" });
  });

  it("handles German and French ads", () => {
    const de = parseJobDescription(
      "Wir suchen eine Pflegefachkraft (m/w/d) in Hamburg.\nIhr Profil:\n- Wound care\nWir bieten: 3.800 € brutto monatlich",
    );
    expect(de).toMatchObject({ title: "Pflegefachkraft", language: "de", countryCode: "DE" });
    expect(de.salary).toMatchObject({ min: 3800, currency: "EUR", interval: "month" });
    const fr = parseJobDescription(
      "Développeur Full Stack H/F\nLieu : Lyon, France. Télétravail partiel possible.\nVotre profil :\n- 3 ans d'expérience en JavaScript\nUn plus : Docker",
    );
    expect(fr).toMatchObject({
      title: "Développeur Full Stack",
      location: "Lyon, France",
      remote: "hybrid",
      yearsRequired: 3,
      language: "fr",
    });
    expect(fr.niceToHaveSkills.map((s) => s.skillId)).toEqual(["docker"]);
  });
});

describe("building blocks", () => {
  it("parses salary notations", () => {
    const one = (t: string) => findSalaries(t)[0];
    expect(one("₹18 LPA")).toMatchObject({ min: 1800000, currency: "INR" });
    expect(one("80.000 € brutto")).toMatchObject({ min: 80000, currency: "EUR" });
    expect(one("$45/hour")).toMatchObject({ min: 45, interval: "hour" });
    expect(one("salary 60-70k EUR")).toMatchObject({ min: 60000, max: 70000 });
    expect(findSalaries("We serve 2,000 users since 2021")).toEqual([]);
  });

  it("does not mistake date ranges for phone numbers", () => {
    expect(findContactDetails("03/2016 - 12/2018, call +1 (415) 555-0100").phones).toEqual(["+1 (415) 555-0100"]);
  });

  it("flags weak bullets", () => {
    expect(analyzeBullet("- Worked on various tasks", 0)).toMatchObject({ actionVerb: null, hasMetric: false });
    expect(analyzeBullet("- Reduced churn by 12%", 0)).toMatchObject({ actionVerb: "reduced", hasMetric: true });
  });

  it("detects language", () => {
    expect(detectLanguage("Wir suchen eine erfahrene Pflegekraft mit Erfahrung und Leidenschaft für die Pflege")).toBe("de");
    expect(detectLanguage("Buscamos un desarrollador con experiencia en la nube para el equipo")).toBe("es");
  });
});

describe("presentAsOf: 'Present' on a CV written years ago", () => {
  const OLD_CV = `Accountant II\n09/2008 to Current\nCompany Name City, State\nPrepared monthly reconciliations.\nAccounting Assistant\n10/2005 to 08/2008\nBSc Accounting 2004`;
  it("ends open ranges within eight years of the latest year the CV writes", () => {
    const asOf = new Date(Date.UTC(2026, 0, 15));
    expect(presentAsOf(`Accountant II\n09/2008 to Current\nAccounting Assistant\n10/2005 to 08/2008`, asOf).toISOString().slice(0, 7)).toBe(
      "2016-12",
    );
    // 10/2005 .. 12/2016 merged: about eleven years, not twenty
    expect(parseCv(OLD_CV, { now: asOf }).totalYearsExperience).toBeLessThan(12);
  });
  it("keeps the request date for a CV that writes a recent year, or none", () => {
    const asOf = new Date(Date.UTC(2026, 0, 15));
    expect(presentAsOf(`Nurse\nJan 2019 - Present\nCertificate 2025`, asOf)).toBe(asOf);
    expect(presentAsOf(`Nurse since forever`, asOf)).toBe(asOf);
  });
});

describe("findPlace: a town outside the gazetteer with its state code", () => {
  it("reads 'Town, ST' for US states and Canadian provinces only", () => {
    expect(findPlace("Etna, OH 43068")).toMatchObject({ name: "Etna, OH", countryCode: "US", kind: "city" });
    expect(findPlace("Markham, ON")).toMatchObject({ countryCode: "CA" });
    expect(findPlace("Research, QA and Testing")).toBeNull();
  });
});

describe("parseCv role headers with separators", () => {
  it("reads a pipe-separated header of many parts as title, employer and place, not as a sentence", () => {
    const cv = parseCv(
      "EXPERIENCE\nWarehouse Lead | Amazon Fulfillment (CMH1) | Etna, OH | 04/2022 – Present\n- Led 14 associates\n" +
        "Pharmacy Technician — Boots UK, Harrogate   Jul 2018 – Feb 2021\n- Dispensed 300 items a day",
    );
    expect(cv.roles.map((r) => [r.title, r.employer, r.location])).toEqual([
      ["Warehouse Lead", "Amazon Fulfillment", "Etna, OH"],
      ["Pharmacy Technician", "Boots UK", "Harrogate"],
    ]);
  });
});
