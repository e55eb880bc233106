import { describe, expect, it } from "vitest";
import { NHS_AFC_2025, PAY_SCALES, TEACHERS_ENGLAND_2025, TVOED_P_2025, US_GS_2025, type PayScale } from "@/lib/knowledge/pay";
import { allStrings, differences, spansOf, verdicts, VERDICT_TIMEOUT_MS } from "@/tests/redos/rewrite-checks";
import { benchmarkSalary, findScalePay, stripScaleWords } from "./index";
import { GS_GRADE, GS_GRADES } from "./scales";

const point = (scale: PayScale, grade: string, idx: number) => {
  const g = scale.grades.find((x) => x.grade === grade);
  if (!g) throw new Error(`no grade ${grade} in ${scale.id}`);
  return g.points[idx];
};

describe("pay scale tables", () => {
  it("every scale names source, table and year, and every grade's points rise with the years that reach them", () => {
    expect(PAY_SCALES.map((s) => s.id).sort()).toEqual(["nhs-afc", "teachers-england", "tvoed-p", "us-gs"]);
    for (const s of PAY_SCALES) {
      expect(s.source.length, s.id).toBeGreaterThan(5);
      expect(s.table.length, s.id).toBeGreaterThan(10);
      expect(s.year, s.id).toMatch(/^20\d\d/);
      expect(s.excludes.length, s.id).toBeGreaterThan(5);
      for (const g of s.grades) {
        expect(g.points.length, `${s.id} ${g.grade}`).toBe(g.labels.length);
        expect(g.points.length, `${s.id} ${g.grade}`).toBe(g.fromYears.length);
        expect(g.fromYears[0], `${s.id} ${g.grade}`).toBe(0);
        for (let i = 1; i < g.points.length; i++) {
          expect(g.points[i], `${s.id} ${g.grade} point ${i}`).toBeGreaterThan(g.points[i - 1]);
          expect(g.fromYears[i], `${s.id} ${g.grade} years ${i}`).toBeGreaterThan(g.fromYears[i - 1]);
        }
      }
    }
  });

  it("holds the published anchor points (NHS Band 5 entry/top, M1/U3, P8 Stufe 2, GS-12 step 1)", () => {
    expect(point(NHS_AFC_2025, "5", 0)).toBe(31_049);
    expect(point(NHS_AFC_2025, "5", 2)).toBe(37_796);
    expect(TEACHERS_ENGLAND_2025.grades[0].points[0]).toBe(32_916);
    expect(TEACHERS_ENGLAND_2025.grades[0].points.at(-1)).toBe(51_048);
    expect(point(TVOED_P_2025, "P8", 0)).toBe(3_600 * 12);
    expect(point(US_GS_2025, "GS-12", 0)).toBe(75_706);
  });
});

describe("findScalePay", () => {
  const gb = (role: string, occupationId: string | null, years?: number) => findScalePay({ role, country: "GB", occupationId, years });

  it("reads the NHS band from the title: staff nurse → 5, senior staff/charge nurse → 6, ward manager → 7, explicit Band N wins", () => {
    expect(gb("Staff Nurse", "registered-nurse", 0)?.grade.grade).toBe("5");
    expect(gb("Senior Staff Nurse", "registered-nurse", 0)?.grade.grade).toBe("6");
    expect(gb("Charge Nurse", "registered-nurse", 0)?.grade.grade).toBe("6");
    expect(gb("Ward Manager", "nurse-manager", 0)?.grade.grade).toBe("7");
    expect(gb("Band 6 staff nurse", "registered-nurse", 0)?.grade.grade).toBe("6");
    expect(gb("Band 8b lead", null, 0)?.grade.grade).toBe("8b");
    expect(gb("Registered Nurse", "registered-nurse", 0)?.grade.grade).toBe("5");
  });

  it("turns years of experience into the pay point (Band 5: entry, intermediate after 2, top after 4)", () => {
    expect(gb("Staff Nurse", "registered-nurse", 0)?.annual).toBe(31_049);
    expect(gb("Staff Nurse", "registered-nurse", 2)?.annual).toBe(33_487);
    expect(gb("Staff Nurse", "registered-nurse", 4)?.annual).toBe(37_796);
    expect(gb("Staff Nurse", "registered-nurse", 20)?.annual).toBe(37_796);
    // No years given: a typical worker (8 years) is at the top of Band 5, and the evidence says it assumed that.
    const typical = gb("Staff Nurse", "registered-nurse");
    expect(typical?.annual).toBe(37_796);
    expect(typical?.evidence[1]).toContain("no experience given, 8 years assumed");
  });

  it("puts GB school teachers on the England main/upper pay range by experience, or at the point the title names", () => {
    expect(gb("Secondary School Teacher", "secondary-teacher", 0)?.annual).toBe(32_916);
    expect(gb("Secondary School Teacher", "secondary-teacher", 3)?.annual).toBe(39_556);
    expect(gb("Secondary School Teacher", "secondary-teacher", 7)?.grade.labels[6]).toBe("U1");
    expect(gb("Secondary School Teacher", "secondary-teacher", 7)?.annual).toBe(47_472);
    const m3 = gb("Teacher M3", "secondary-teacher", 10);
    expect(m3?.annual).toBe(37_101);
    expect(m3?.evidence[1]).toContain("M3 as named");
    expect(gb("ECT", "secondary-teacher", 5)?.annual).toBe(32_916);
  });

  it("uses TVöD-P in Germany only when TVöD or a P group is named, and the GS table in the US only for a GS grade", () => {
    const de = (role: string, occupationId: string | null, years?: number) => findScalePay({ role, country: "DE", occupationId, years });
    expect(de("Krankenpfleger", "registered-nurse", 0)).toBeNull();
    expect(de("Krankenpfleger TVöD", "registered-nurse", 0)?.grade.grade).toBe("P7");
    // P 8 starts in Stufe 2 and reaches Stufe 3 after three years: 4 years → Stufe 3.
    expect(de("Pflegefachkraft P8", "registered-nurse", 4)?.annual).toBe(3_758 * 12);
    expect(de("Pflegefachkraft P8", "registered-nurse", 4)?.grade.labels[1]).toBe("Stufe 3");
    const us = (role: string, years?: number) => findScalePay({ role, country: "US", occupationId: null, years });
    expect(us("IT Specialist")).toBeNull();
    expect(us("GS-12 IT Specialist", 0)?.annual).toBe(75_706);
    expect(us("GS-7 step 3 clerk")?.annual).toBe(45_525);
    expect(us("GS-7 step 3 clerk")?.evidence.join(" ")).toContain("locality pay");
  });

  it("applies no scale in countries without one on file", () => {
    expect(findScalePay({ role: "Band 5 staff nurse", country: "FR", occupationId: "registered-nurse", years: 3 })).toBeNull();
    expect(findScalePay({ role: "Staff nurse", country: "AU", occupationId: "registered-nurse", years: 3 })).toBeNull();
  });

  it("strips scale words before the title is matched", () => {
    expect(stripScaleWords("Band 6 Nurse")).toBe("Nurse");
    expect(stripScaleWords("NHS Band 8a Matron")).toBe("Matron");
    expect(stripScaleWords("GS-12 IT Specialist")).toBe("IT Specialist");
    expect(stripScaleWords("Pflegefachkraft P8 TVöD")).toBe("Pflegefachkraft");
  });
});

describe("benchmarkSalary on a pay scale", () => {
  it("prices a GB Band 5 staff nurse at the Band 5 point, not at the top of Band 6, and says so", () => {
    const r = benchmarkSalary({ role: "Band 5 Staff Nurse", country: "GB", yearsExperience: 1 });
    expect(r.payBasis).toBe("scale");
    expect(r.percentiles.p50).toBe(31_050);
    // The spread stays inside about the width of the band, not a market-wide lognormal.
    expect(r.percentiles.p90).toBeLessThan(40_000);
    expect(r.evidence).toContain("Experience: taken into account by the pay-scale point above.");
    expect(
      r.evidence.some((l) =>
        l.startsWith("Scale position: Band 5 because the title names Band 5; entry for 1 years of experience = 31,049 GBP"),
      ),
    ).toBe(true);
  });

  it("does not move a scale figure by a city index", () => {
    const plain = benchmarkSalary({ role: "Staff Nurse", country: "GB", yearsExperience: 2 });
    const london = benchmarkSalary({ role: "Staff Nurse", country: "GB", city: "London", yearsExperience: 2 });
    expect(london.percentiles.p50).toBe(plain.percentiles.p50);
    expect(plain.percentiles.p50).toBe(33_490);
  });
});

describe("General Schedule grade pattern (ReDoS rewrite)", () => {
  // Before the rewrite: "\s*(\/|,)?\s*" split a run of spaces after "GS-7" every way.
  const OLD_GS_GRADE = /\bgs[-\s]?(\d{1,2})\b(?:\s*(?:\/|,)?\s*step\s*(\d{1,2}))?/i;
  const OLD_GS_STRIP = /\bgs[-\s]?\d{1,2}\b(\s*(\/|,)?\s*step\s*\d{1,2})?/gi;
  const texts = allStrings(["GS", "-", " ", "\t", "7", "12", "/", ",", "step", "x"], 5);

  it("finds the same grades and steps, and strips the same words, as the old patterns on every short title", () => {
    expect(texts.length).toBeGreaterThan(100_000);
    expect(differences(OLD_GS_GRADE, GS_GRADE, texts)).toEqual([]);
    expect(differences(OLD_GS_STRIP, GS_GRADES, texts, spansOf)).toEqual([]);
  });

  it("finishes on the old worst case (a grade, then 100,000 spaces) with the same answers", () => {
    const attack = `GS-7${" ".repeat(100_000)}x`;
    expect(stripScaleWords(attack)).toBe("x");
    expect(findScalePay({ role: attack, country: "US", occupationId: null, years: 0 })?.grade.grade).toBe("GS-7");
    expect(findScalePay({ role: `GS-7${" ".repeat(100_000)}/ step 3`, country: "US", occupationId: null })?.annual).toBe(45_525);
  });

  it(
    "recheck: the old patterns are super-linear, the new ones are not",
    async () => {
      expect(await verdicts(OLD_GS_GRADE, GS_GRADE)).toEqual({ old: "vulnerable", now: "safe" });
      expect(await verdicts(OLD_GS_STRIP, GS_GRADES)).toEqual({ old: "vulnerable", now: "safe" });
    },
    VERDICT_TIMEOUT_MS,
  );
});
