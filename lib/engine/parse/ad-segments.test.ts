import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { analyzeJob } from "@/lib/engine/scoring/job-structure";
import { allStrings, differences, spansOf, verdicts, VERDICT_TIMEOUT_MS } from "@/tests/redos/rewrite-checks";
import { AD_PATTERNS, HEADING_END, isAboutEmployer, isBoilerplate, maskAgencyNames, segmentAd } from "./ad-segments";
import { findSalaries } from "./salary";

const ONE_LINE_CHEF_AD =
  "Chef De Partie Norfolk Live In up to ****  Tips Are you seeking a new role as a chef de partie in a fresh food gastro pub? " +
  "The right chef de partie will have experience in working with fresh food and menu planning. " +
  "Clear Selection Recruitment is part of the Clear Selection Group. Please press the apply button to send your CV. " +
  "We are an equal opportunities employer and welcome applicants regardless of age. In Touch Recruitment is acting as an employment agency.";

describe("segmentAd", () => {
  it("finds sections inside a one-line ad at capitalised headings", () => {
    const s = segmentAd(
      "Sales role in Stoke. Essential Excellent communication skills. Desirable Experience of telesales. Benefits: pension and parking.",
    );
    const at = (t: string) => s.find((x) => x.text.includes(t))?.section;
    expect(at("communication")).toBe("required");
    expect(at("telesales")).toBe("nice");
    expect(at("pension")).toBe("benefits");
  });

  it("reads composite heading lines: qualifier + list nouns (NHS person specifications)", () => {
    const s = segmentAd(
      [
        "Pharmacy Technician",
        "Main duties and responsibilities",
        "Dispense prescriptions.",
        "Essential criteria",
        "GPhC registration.",
        "Desirable criteria:",
        "Experience of medicines reconciliation.",
        "Qualifications & Experience",
        "NVQ Level 3.",
        "Essential excellent outcomes for patients are our goal.",
      ].join("\n"),
    );
    const at = (t: string) => s.find((x) => x.text.includes(t))?.section;
    expect(at("Dispense")).toBe("duties");
    expect(at("GPhC")).toBe("required");
    expect(at("medicines")).toBe("nice");
    expect(at("NVQ")).toBe("required");
    // A sentence that merely opens with a qualifier word is text, not a heading.
    expect(s.some((x) => x.text.startsWith("Essential excellent outcomes"))).toBe(true);
  });

  it("flags applying, agency and equal-opportunity sentences as boilerplate, and keeps requirement sentences", () => {
    expect(isBoilerplate("Please press the apply button to send your CV.")).toBe(true);
    expect(isBoilerplate("We are an equal opportunities employer.")).toBe(true);
    expect(isBoilerplate("In Touch Recruitment is acting as an employment agency.")).toBe(true);
    expect(isBoilerplate("Our client is seeking an RGN with leadership experience.")).toBe(false);
    expect(isBoilerplate("You must hold a valid NMC registration.")).toBe(false);
  });

  it("splits runs of spaces from PDF or scraped one-line ads into separate pieces", () => {
    const s = segmentAd(
      "Staff Nurse (RGN)   Elderly Nursing Home   Liversedge   **** per hour If you are interested please click apply now",
    );
    expect(s.map((x) => x.text)).toEqual([
      "Staff Nurse (RGN)",
      "Elderly Nursing Home",
      "Liversedge",
      "**** per hour If you are interested please click apply now",
    ]);
    expect(s.map((x) => x.boilerplate)).toEqual([false, false, false, true]);
  });

  it("blanks agency names without moving offsets", () => {
    const text = "Contact In Touch Recruitment today; the recruitment process is quick.";
    const masked = maskAgencyNames(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).not.toContain("Touch Recruitment");
    expect(masked).toContain("the recruitment process");
  });

  it("builds only ReDoS-safe patterns", () => {
    for (const [name, re] of Object.entries(AD_PATTERNS)) {
      if (!(re instanceof RegExp)) continue;
      expect(checkSync(re.source, re.flags.replace("g", "")).status, name).toBe("safe");
    }
  }, 60_000);
});

describe("heading lines after the ReDoS rewrite", () => {
  // Before: each character of a long colon/whitespace run started a rescan of the rest of the run.
  const OLD_HEADING_END = /[:\s]+$/;

  it("strips the same colons and whitespace from line ends as the old pattern", () => {
    expect(differences(OLD_HEADING_END, HEADING_END, allStrings(["a", ":", " ", "\t", "\u00a0", "x"], 7), spansOf)).toEqual([]);
  });

  it("finishes on the old worst case (a heading, then 100,000 colons and tabs) and still reads the heading", () => {
    const s = segmentAd(`Requirements${":\t".repeat(50_000)}\nSQL and Python`);
    expect(s.find((x) => x.text.includes("SQL"))?.section).toBe("required");
  });

  it(
    "recheck: the old pattern is super-linear, the new one is not",
    async () => {
      expect(await verdicts(OLD_HEADING_END, HEADING_END)).toEqual({ old: "vulnerable", now: "safe" });
    },
    VERDICT_TIMEOUT_MS,
  );
});

describe("ad keywords keep only requirements", () => {
  it("reads no agency, applying or equal-opportunity words as requirements of a chef ad, nor as its profession", () => {
    const job = analyzeJob(ONE_LINE_CHEF_AD);
    const labels = job.keywords.map((k) => k.label.toLowerCase());
    expect(labels).not.toContain("recruitment");
    expect(labels.some((l) => /job search|apply|equal/.test(l))).toBe(false);
    expect(job.profession.top[0].occupation.title).toBe("Chef");
    expect(job.profession.top[0].p).toBeGreaterThan(0.9);
  });

  it("keeps no places or proper names as key phrases", () => {
    const ad = `Care Support Worker
We are recruiting support workers for Pulse Community in Central London. Pulse Community staff give personal care.
Central London clients need personal care and medication support; personal care training is given.`;
    const labels = analyzeJob(ad).keywords.map((k) => k.label.toLowerCase());
    expect(labels).not.toContain("pulse community");
    expect(labels).not.toContain("central london");
  });

  it("does not read the verb 'be' as the programming language Berry", () => {
    const job = analyzeJob(
      "RGN Unit Manager\nYou will be an integral part of the team, with excellent communication skills and experience.",
    );
    expect(job.keywords.map((k) => k.label)).not.toContain("Berry");
  });

  it("reads EMT as Emergency Medical Technician only in a medical ad, and ECS as AWS only in a cloud ad", () => {
    const electrical = analyzeJob(
      "Electrician\nLeeds\nWe need an EMT with 18th Edition, wiring and fault finding on switchgear. Must hold ECS card.",
    );
    const medical = analyzeJob("Ambulance Technician\nLeeds\nYou must hold EMT certification and deliver patient care in emergency calls.");
    expect(electrical.keywords.map((k) => k.label)).not.toContain("Emergency Medical Technician");
    expect(electrical.keywords.map((k) => k.label)).not.toContain("Amazon ECS");
    expect(medical.keywords.map((k) => k.label)).toContain("Emergency Medical Technician");
  });

  it("weighs must-haves above nice-to-haves", () => {
    const job = analyzeJob("Accounts Assistant\nEssential: Sage accounting and Excel. Desirable: payroll experience.");
    const kw = (l: string) => job.keywords.find((k) => k.label.toLowerCase().includes(l));
    expect(kw("sage")?.requirement).toBe("required");
    expect(kw("payroll")?.requirement).toBe("nice");
    expect(kw("sage")!.weight).toBeGreaterThan(kw("payroll")!.weight);
  });

  it("reads a header 'Doncaster | 25000 to 28000 per year' as location and salary", () => {
    const job = analyzeJob("Warehouse Operative\nDoncaster | 25000 to 28000 per year\nForklift licence essential.");
    expect(job.location).toBe("Doncaster");
    expect(job.salary).toMatchObject({ min: 25000, max: 28000 });
  });
});

describe("findSalaries without a currency", () => {
  it("accepts a range with its own pay interval, not counts of days", () => {
    expect(findSalaries("25000 to 28000 per year")[0]).toMatchObject({ min: 25000, max: 28000, interval: "year" });
    expect(findSalaries("work 3 to 5 days per week")).toEqual([]);
    expect(findSalaries("2 to 3 visits per year")).toEqual([]);
  });
});

describe("the employer describing itself", () => {
  const AD = `Telephone Account Manager
MicroP is one of the leading B2B and retail distributors in the UK and a wholly owned subsidiary of DCC PLC. MicroP's main sites are in Accrington, Stoke and in Holland (Go Connect). World class partner brands include Acer, Huawei and Samsung. An opportunity exists for a Telephone Account Manager. You will close new business from an existing account base.`;
  it("marks 'about us' sentences, and not the sentences about the role", () => {
    const s = segmentAd(AD);
    expect(s.filter((x) => x.about).map((x) => x.text.slice(0, 12))).toEqual(["MicroP is on", "MicroP's mai", "World class "]);
    expect(s.find((x) => x.text.startsWith("An opportunity"))!.about).toBe(false);
    expect(isAboutEmployer("We are a market-leading firm and you will lead our market-leading team")).toBe(false);
  });
});

describe("ad keywords come from the role, not the employer's pitch or a list of degree subjects", () => {
  it("drops the employer's sectors and names, and reads 'would be an advantage' as nice to have", () => {
    const job = analyzeJob(`Telephone Account Manager
MicroP's main sites are in Accrington, Stoke and in Holland (Go Connect). Recent industry accolades include Telecommunications Distributor 2011.
An opportunity exists for a Telephone Account Manager. You will close new business and keep records in Salesforce.
Knowledge of the Telecommunications sector would be an advantage.`);
    const ids = job.keywords.map((k) => k.label);
    expect(ids).not.toContain("Go");
    expect(ids).toContain("Salesforce");
    expect(job.keywords.find((k) => k.label === "Telecommunications")?.requirement).toBe("nice");
  });
  it("reads subjects listed as alternatives for a degree as nice to have, not must-haves", () => {
    const job = analyzeJob(`Senior Subsea Pipeline Engineer. You must have 10 years experience in subsea engineering and pipeline design.
A degree in Engineering, Aeronautics, Naval Architecture, Maths, or Physics is essential.`);
    const req = (label: string) => job.keywords.find((k) => k.label === label)?.requirement;
    expect(req("Physics")).toBe("nice");
    expect(req("Mathematics")).toBe("nice");
    expect(req("Subsea engineering")).toBe("required");
  });
});

describe("what the employer offers is a benefit wherever it stands", () => {
  it("takes no requirement from 'will benefit from a training and development plan'", () => {
    const ad = `Telephone Account Manager. You will meet sales targets and keep records in Salesforce.
The successful candidate will benefit from an excellent training and development plan with the full support from an experienced sales management team.`;
    expect(segmentAd(ad).find((s) => s.text.includes("will benefit"))!.section).toBe("benefits");
    const labels = analyzeJob(ad).keywords.map((k) => k.label);
    expect(labels).toContain("Salesforce");
    expect(labels).not.toContain("Training and development");
    expect(labels).not.toContain("Sales management");
  });
});

describe("the employer's pitch never takes the title with it", () => {
  it("keeps the first piece of a one-line ad, which holds the title", () => {
    const ad = `WEB DEVELOPER/ .NET DEVELOPER PRESTON Our Client is an Independent Award Winning Digital Marketing Agency with an ever expanding Portfolio of Clients. They are looking for a developer with ASP.NET and C# to build web applications.`;
    expect(segmentAd(ad)[0].about).toBe(false);
    expect(analyzeJob(ad).profession.top[0]?.occupation.sector).toBe("software and it");
  });
});

describe("segmentAd: headings in other languages", () => {
  it("opens the requirement, duty and benefit sections of French, Spanish and Dutch ads", () => {
    const sections = (ad: string) => segmentAd(ad).map((s) => s.section);
    expect(sections("Vos missions\nAnalyser les données\nVotre profil\nMaîtrise de SQL\nCe que nous offrons\nTélétravail")).toEqual([
      "duties",
      "required",
      "benefits",
    ]);
    expect(sections("Requisitos\nExperiencia con SQL\nOfrecemos\nContrato indefinido")).toEqual(["required", "benefits"]);
    expect(sections("Jouw profiel\nErvaring met SQL")).toEqual(["required"]);
  });
});
