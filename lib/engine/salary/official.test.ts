import { describe, expect, it } from "vitest";
import { getCountry } from "@/lib/knowledge/countries";
import { getOccupation } from "@/lib/knowledge/occupations";
import { isHoldout, OFFICIAL_PAY_ROWS, payRowKey } from "@/lib/knowledge/pay";
import { fitStructure } from "./calibration";
import { benchmarkSalary, estimateNationalMedian } from "./index";
import { findOfficialPay } from "./official";

const country = (code: string) => {
  const c = getCountry(code);
  if (!c) throw new Error(code);
  return c;
};
const occupation = (id: string) => {
  const o = getOccupation(id);
  if (!o) throw new Error(id);
  return o;
};
const payBasisLine = (evidence: string[]) => evidence.find((l) => l.startsWith("Pay basis: ")) ?? "";

describe("official occupation medians", () => {
  it("answers a UK chef with the ONS ASHE 2025 Table 14.7a median for SOC 2020 5434 and names it", () => {
    const r = benchmarkSalary({ role: "Chef", country: "GB" });
    expect(r.payBasis).toBe("official");
    expect(r.percentiles.p50).toBe(30_010);
    expect(r.confidence).toBe("high");
    expect(payBasisLine(r.evidence)).toMatch(
      /^Pay basis: official occupation median — ONS Annual Survey of Hours and Earnings \(ASHE\), Table 14\.7a \(2025 provisional\).*SOC 2020 5434 "Chefs": 30,010 GBP/,
    );
  });

  it("answers a UK chief executive with the ASHE figure, not the model's (which is 27 % low)", () => {
    const r = benchmarkSalary({ role: "Chief Executive", country: "GB" });
    expect(r.payBasis).toBe("official");
    expect(r.percentiles.p50).toBe(99_940);
    const gb = country("GB");
    const row = OFFICIAL_PAY_ROWS.find((x) => x.country === "GB" && x.code === "1111");
    expect(row?.occupations).toContain("chief-executive");
    expect(findOfficialPay(occupation("chief-executive"), gb, "Chief Executive")?.row.median).toBe(99_944);
  });

  it("does not read a job's own title words as a level (School Principal, Office Manager)", () => {
    const head = benchmarkSalary({ role: "School Principal", country: "GB" });
    expect(head.percentiles.p50).toBe(72_190);
    expect(head.evidence).toContain("Experience: not given; the occupation median (about 8 years of experience) is used.");
    expect(benchmarkSalary({ role: "Senior School Principal", country: "GB" }).percentiles.p50).toBeGreaterThan(72_190);
    expect(benchmarkSalary({ role: "Office Manager", country: "GB" }).percentiles.p50).toBe(38_630);
  });

  it("prices a German Altenpfleger from the BA Entgeltstatistik row for geriatric care, not the general nursing row", () => {
    const r = benchmarkSalary({ role: "Altenpfleger", country: "DE" });
    expect(r.payBasis).toBe("official");
    expect(r.percentiles.p50).toBe(46_810);
    expect(payBasisLine(r.evidence)).toContain('KldB 2010 82102 "Fachkraft Altenpflege (ohne Spezialisierung)"');
    const general = findOfficialPay(occupation("registered-nurse"), country("DE"), "Krankenpfleger");
    expect(general?.row.code).toBe("8130");
  });

  it("prices a Singapore university lecturer and a solution architect from MOM Occupational Wages 2023", () => {
    const lecturer = benchmarkSalary({ role: "University Lecturer", country: "SG" });
    expect(lecturer.percentiles.p50).toBe(157_300);
    expect(payBasisLine(lecturer.evidence)).toContain("Ministry of Manpower (Singapore), Occupational Wages");
    const architect = benchmarkSalary({ role: "Solution Architect", country: "SG" });
    expect(architect.payBasis).toBe("official");
    expect(architect.percentiles.p50).toBeGreaterThan(150_000);
  });

  it("marks an official figure that is an estimate with medium confidence and says why", () => {
    const r = benchmarkSalary({ role: "Nurse", country: "SE" });
    expect(r.payBasis).toBe("official");
    expect(r.confidence).toBe("medium");
    expect(payBasisLine(r.evidence)).toContain("estimate: SCB published a median of SEK 33,900 for 2019");
    // The note already explains the estimate, so the generic reason is not appended as well.
    expect(payBasisLine(r.evidence)).not.toContain("estimate, not verified against the official table");
  });

  it("prices an Australian registered nurse from the JSA profile (ABS SEEH May 2025, weekly × 52) as an estimate", () => {
    const r = benchmarkSalary({ role: "Registered Nurse", country: "AU" });
    expect(r.payBasis).toBe("official");
    expect(r.percentiles.p50).toBe(114_000); // A$2,192 × 52 = 113,984, rounded to 4 significant figures
    expect(r.confidence).toBe("medium");
    const line = payBasisLine(r.evidence);
    expect(line).toContain('ANZSCO 2013 v1.3 (unit group) 2544 "Registered Nurses": 113,984 AUD a year');
    expect(line).toContain("A$2,192 per week × 52");
    expect(line).toContain("third-party transcription");
  });

  it("answers an Australian crane operator from the JSA row, far above what the model would say", () => {
    const served = benchmarkSalary({ role: "Crane Operator", country: "AU" });
    const modelled = benchmarkSalary({ role: "Crane Operator", country: "AU" }, { excludeOfficialKeys: new Set(["AU:7121"]) });
    expect(served.percentiles.p50).toBe(177_400);
    expect(modelled.payBasis).toBe("model");
    expect(modelled.percentiles.p50).toBeLessThan(served.percentiles.p50 * 0.7);
  });

  it("prices Singapore's low-wage resident occupations from MOM Occupational Wages 2023, not the model", () => {
    const labourer = benchmarkSalary({ role: "Construction Labourer", country: "SG" });
    expect(labourer.payBasis).toBe("official");
    expect(labourer.confidence).toBe("high");
    expect(labourer.percentiles.p50).toBe(17_400); // S$1,450 × 12
    expect(payBasisLine(labourer.evidence)).toContain(
      'MOM occupation title (SSOC 2020 code not quoted) Civil engineering/building construction labourer "Civil engineering/building construction labourer"',
    );
    const masked = benchmarkSalary(
      { role: "Construction Labourer", country: "SG" },
      { excludeOfficialKeys: new Set([payRowKey({ country: "SG", code: "Civil engineering/building construction labourer" })]) },
    );
    expect(masked.payBasis).toBe("model");
    expect(masked.percentiles.p50).toBeGreaterThan(17_400);
  });

  it("serves a Japanese physician the wage-census mean and says it is a mean, not a median", () => {
    const r = benchmarkSalary({ role: "Doctor", country: "JP" });
    expect(r.payBasis).toBe("official");
    expect(r.confidence).toBe("medium");
    expect(r.percentiles.p50).toBe(14_360_000);
    expect(payBasisLine(r.evidence)).toContain("the survey publishes the mean by occupation, not the median");
  });

  it("labels the German truck-driver and dental-assistant figures as Destatis estimates, not BA medians", () => {
    for (const code of ["52122", "81113"]) {
      const row = OFFICIAL_PAY_ROWS.find((x) => x.country === "DE" && x.code === code);
      expect(row?.estimate, code).toBe(true);
      expect(row?.source, code).toContain("Destatis");
      expect(row?.note, code).toContain("not a BA figure");
    }
    expect(payBasisLine(benchmarkSalary({ role: "Truck Driver", country: "DE" }).evidence)).toContain("Statistisches Bundesamt (Destatis)");
  });

  it("falls back to the model, and says so, when the row is masked or the country has no row", () => {
    const masked = benchmarkSalary({ role: "Chef", country: "GB" }, { excludeOfficialKeys: new Set(["GB:5434"]) });
    expect(masked.payBasis).toBe("model");
    expect(payBasisLine(masked.evidence)).toMatch(/^Pay basis: model estimate — /);
    expect(masked.percentiles.p50).not.toBe(30_010);
    const it = benchmarkSalary({ role: "Chef", country: "IT" });
    expect(it.payBasis).toBe("model");
    expect(it.confidence).not.toBe("high");
  });

  it("prices a Dutch nurse from CBS 85517NED and a French chef from the Dares row, the latter as an estimate", () => {
    const nl = benchmarkSalary({ role: "Registered Nurse", country: "NL" });
    expect(nl.payBasis).toBe("official");
    expect(nl.percentiles.p50).toBe(Number((29.2 * 38 * 52).toPrecision(4)));
    expect(payBasisLine(nl.evidence)).toContain("85517NED");
    const fr = benchmarkSalary({ role: "Chef", country: "FR" });
    expect(fr.payBasis).toBe("official");
    expect(fr.confidence).toBe("medium");
    expect(payBasisLine(fr.evidence)).toContain("Dares");
    expect(payBasisLine(fr.evidence)).toContain("estimate");
  });

  it("puts a pay scale ahead of an official median (Band 5 nurse vs ASHE nurses' median)", () => {
    const asheNurse = findOfficialPay(occupation("registered-nurse"), country("GB"), "Nurse");
    expect(asheNurse).not.toBeNull();
    const r = benchmarkSalary({ role: "Band 5 nurse", country: "GB", yearsExperience: 0 });
    expect(r.payBasis).toBe("scale");
    expect(r.percentiles.p50).toBe(31_050);
  });
});

describe("national medians", () => {
  it("serves the official national figure when one is on file (Ireland: CSO EAADS 2023, not the GDP model)", () => {
    const ie = estimateNationalMedian(country("IE"));
    expect(ie.direct).toBe(true);
    expect(ie.median).toBe(36_363);
    expect(ie.evidence).toContain("CSO");
  });
});

describe("pay-structure calibration", () => {
  it("fits only development rows: the count matches the fittable rows and held-out rows never enter", () => {
    const gb = country("GB");
    const national = estimateNationalMedian(gb).median;
    const us = estimateNationalMedian(country("US")).median;
    const fittable = OFFICIAL_PAY_ROWS.filter(
      (r) => r.country === "GB" && !isHoldout(r) && !r.estimate && !r.titles?.length && getOccupation(r.occupations[0])?.usMedianWage,
    );
    const fit = fitStructure(gb, national, us, 0.55);
    expect(fit.n).toBe(fittable.length);
    expect(fit.n).toBeGreaterThan(50);
    // Masking every holdout row changes nothing; masking the dev rows brings the fit back to the prior.
    const holdout = new Set(OFFICIAL_PAY_ROWS.filter((r) => r.country === "GB" && isHoldout(r)).map(payRowKey));
    expect(fitStructure(gb, national, us, 0.55, { exclude: holdout })).toEqual(fit);
    const prior = fitStructure(gb, national, us, 0.55, { exclude: new Set(fittable.map(payRowKey)) });
    expect(prior.n).toBe(0);
    expect(prior.a).toBeCloseTo(0, 10);
    expect(prior.gamma).toBeCloseTo(0.55, 10);
  });
});
