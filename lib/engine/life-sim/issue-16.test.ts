/**
 * The failures reported in issue 16, one test each, on the modes as clients call them.
 */
import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { recogniseRole } from "./roles";
import { getModeOrThrow, runMode } from "./index";

type Row = Record<string, unknown>;
const yearsOf = (r: Row) => r.trajectory as { salary: { p10: number; p50: number; p90: number }; seniorOrAboveShare: number }[];

function inputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("issue 16: no silent USD world medians", () => {
  it("a teacher and a banker with no country get the world median, labelled as such", () => {
    for (const career of ["Teacher", "Investment Banker"]) {
      const r = runMode(1, { career });
      expect((r.market as { country: string }).country).toBe("Global");
      expect(r.summary).toMatch(/world median/);
      expect(r.assumptions.join(" ")).toMatch(/no country given.*world median|world median.*Send `country`/);
    }
  });

  it("someone whose inputs say London is paid in pounds, and the assumption says why", () => {
    const r = runMode(1, { career: "Teacher in London", age: 30 });
    expect((r.simulation as { currency: string }).currency).toBe("GBP");
    expect(r.assumptions[0]).toMatch(/United Kingdom, inferred from "London"/);
    expect(r.summary).not.toMatch(/world median/);
  });
});

describe("issue 16: a UK nurse climbs NHS bands, not to GBP 76,800 with every path senior", () => {
  // NHS Agenda for Change 2025/26: Band 5 starts at GBP 31,049; Band 7 tops out at 54,710; Band 8b at 74,896.
  const r = runMode(1, { career: "Registered Nurse", country: "GB", age: 30, years: 10 });
  const years = yearsOf(r);

  it("stays within the AfC band ranges in every year", () => {
    for (const y of years) {
      expect(y.salary.p10).toBeGreaterThanOrEqual(31_049 * 0.9);
      expect(y.salary.p90).toBeLessThanOrEqual(74_896);
    }
    expect(years[10].salary.p50).toBeLessThanOrEqual(54_710);
    expect(years[10].salary.p50).toBeGreaterThanOrEqual(31_049);
  });

  it("has no share of 100 % senior paths: the starting band is drawn from experience", () => {
    for (const y of years) expect(y.seniorOrAboveShare).toBeLessThan(1);
    const start = (r.startingPoint as { rungDistribution: Record<string, number> }).rungDistribution;
    expect(Object.values(start).filter((s) => s > 0.05).length).toBeGreaterThanOrEqual(2);
    expect((r.ladder as { name: string }).name).toMatch(/Agenda for Change/);
  });

  it("a nurse who names Band 6 starts in Band 6 (the input makes it certain)", () => {
    const b6 = runMode(1, { career: "Band 6 nurse", country: "GB", age: 30 });
    expect(
      (b6.startingPoint as { rungDistribution: Record<string, number> }).rungDistribution["Band 6 (senior staff nurse, specialist)"],
    ).toBe(1);
    expect(yearsOf(b6)[0].salary.p50).toBeGreaterThanOrEqual(38_682 * 0.97);
  });
});

describe("issue 16: probabilities are not exactly 0 or 1 unless the inputs decide them", () => {
  it("regret between different careers is never 0 % or 100 %", () => {
    for (const [a, b, values] of [
      ["Software Developer", "Registered Nurse", "money"],
      ["Lawyer", "Chef", "money, status"],
      ["Accountant", "Teacher", "impact"],
    ]) {
      const r = runMode(2, { career: a, alternativeCareer: b, values, country: "US" });
      for (const c of r.careers as { regretIfChosen: { probabilityOfRegret: number } }[]) {
        expect(c.regretIfChosen.probabilityOfRegret).toBeGreaterThanOrEqual(0.01);
        expect(c.regretIfChosen.probabilityOfRegret).toBeLessThanOrEqual(0.99);
      }
    }
  });

  it("a stress test keeps a certain 0 when income already covers every cost", () => {
    const r = runMode(9, {
      career: "Accountant",
      decision: "stay",
      financialSituation: { savings: 50_000, monthlyExpenses: 1_000, monthlyIncome: 9_000 },
      country: "US",
    });
    const downturn = (r.scenarios as { scenario: string; shortfallProbability: number }[]).find((s) => s.scenario === "economic downturn");
    expect(downturn?.shortfallProbability).toBe(0);
  });
});

describe("issue 16: inputs are read as meant", () => {
  it("a wrong-path alert at satisfaction 2/10 never says on track", () => {
    for (const yearsIn of [0, 0.5, 1, 5]) {
      const r = runMode(21, { career: "Accountant", yearsIn, satisfaction: 2 });
      expect(r.band).not.toBe("on track");
      expect(["warning", "alert"]).toContain(r.band);
    }
    expect(runMode(21, { career: "Accountant", yearsIn: 1, satisfaction: "low" }).band).not.toBe("on track");
  });

  it('"Startup" is an organisation type: as a career it is a 400 naming role, with roles to choose from', () => {
    const e = inputError(() => runMode(1, { career: "Startup" }));
    expect(e.param).toBe("role");
    expect(e.message).toMatch(/^career: "Startup" is not a role/);
    expect(e.suggestions.length).toBe(3);
    expect(e.message).toContain(e.suggestions[0]);
  });

  it("an unrecognisable role names its body field and the nearest roles", () => {
    const e = inputError(() => runMode(8, { career1: "Accountant", career2: "xyz manager of nothing" }));
    expect(e.param).toBe("role");
    expect(e.message).toMatch(/^career2: /);
    expect(e.suggestions).toHaveLength(3);
  });

  it("role texts keep their organisation, place and scale words out of the match", () => {
    expect(recogniseRole("NHS nurse")).toMatchObject({ occupation: { id: "registered-nurse" }, org: { key: "nhs" } });
    expect(recogniseRole("Software engineer at a startup")).toMatchObject({
      occupation: { id: "software-developer" },
      org: { key: "startup" },
    });
    expect(recogniseRole("teacher in London").occupation?.id).toBe("elementary-teacher");
    expect(recogniseRole("Band 6 nurse").occupation?.id).toBe("registered-nurse");
  });

  it('"NHS hospital" is the NHS, not a corporate', () => {
    const r = runMode(18, { career: "Registered Nurse", company_type: "NHS hospital" });
    expect(r.companyType).toBe("NHS");
    expect(r.summary).toMatch(/in the NHS/);
  });

  it('a switch named after "to become" is that role', () => {
    const r = runMode(15, { career: "Accountant", decision: "switch to become a teacher", age: 32, country: "GB" });
    expect(r.decision).toMatchObject({ chosenRoad: "Elementary School Teacher", otherRoad: "Accountant" });
  });

  it("leaving for a startup is the same career at a startup, not an occupation called startup", () => {
    const r = runMode(15, { career: "Software Developer", decision: "leave my corporate job to join a startup", age: 30 });
    expect(r.decision).toMatchObject({ chosenRoad: "Software Developer at a startup", otherRoad: "Software Developer at a corporate" });
  });

  it('"3 months savings" is three months of spending, not 3', () => {
    const r = runMode(9, { career: "Registered Nurse", decision: "quit", financialSituation: "3 months savings, monthly expenses £2,000" });
    expect((r.finances as { savings: number }).savings).toBe(6_000);
    expect((r.emergencyFund as { currentMonths: number }).currentMonths).toBe(3);
    expect((r.finances as { currency: string }).currency).toBe("GBP");
  });

  it("the stress test accepts riskTolerance as low/medium/high words or 0-10, and words order like numbers", () => {
    const schema = getModeOrThrow(9).schema;
    const body = { career: "Accountant", decision: "quit", financialSituation: "savings 10000" };
    for (const riskTolerance of ["low", "medium", "high", "Medium", 0, 10, "7"])
      expect(schema.safeParse({ ...body, riskTolerance }).success).toBe(true);
    expect(schema.safeParse({ ...body, riskTolerance: "sometimes" }).success).toBe(false);
    expect(schema.safeParse({ ...body, riskTolerance: 11 }).success).toBe(false);
    const target = (riskTolerance: unknown) =>
      (runMode(9, { ...body, riskTolerance, country: "US" }).emergencyFund as { targetMonths: number }).targetMonths;
    expect(target("low")).toBeGreaterThan(target("medium"));
    expect(target("medium")).toBeGreaterThan(target("high"));
    expect(target("medium")).toBe(target(5));
  });

  it("dependents raise the emergency-fund target, and savings in months, currency marks and words are all read", () => {
    const at = (text: string) => runMode(9, { career: "Accountant", decision: "quit", financialSituation: text, country: "GB" });
    const none = at("six months of savings, expenses £2,000 a month");
    const two = at("six months of savings, expenses £2,000 a month, two kids");
    expect((none.finances as { savings: number }).savings).toBe(12_000);
    expect((two.emergencyFund as { targetMonths: number }).targetMonths).toBe(
      (none.emergencyFund as { targetMonths: number }).targetMonths + 2,
    );
    expect(two.resilienceScore as number).toBeLessThanOrEqual(none.resilienceScore as number);
  });
});
