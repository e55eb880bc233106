import { describe, expect, it } from "vitest";
import { runMode } from "../index";

type Row = Record<string, unknown>;
const num = (x: unknown) => x as number;

describe("mode behaviour 11-21", () => {
  it("11 Timing: a better-paid target beats staying more often than a lower-paid one", () => {
    const up = runMode(11, { career: "Software Architect", currentRole: "Software Developer", yearsExperience: 6 });
    const down = runMode(11, { career: "Web Developer", currentRole: "Software Developer", yearsExperience: 6 });
    const best = (r: Row) => Math.max(...(r.options as { beatsStayingProbability: number }[]).map((o) => o.beatsStayingProbability));
    expect(best(up)).toBeGreaterThan(best(down));
    expect((up.options as unknown[]).length).toBe(6);
  });

  it("12 Salary sim: negotiating styles gain more than avoiding; outcomes stay within the market ceiling", () => {
    const r = runMode(12, { career: "Accountant", personality: "calm, organised", negotiationStyle: "collaborative" });
    const styles = Object.fromEntries((r.styleComparison as { style: string; medianGain: number }[]).map((s) => [s.style, s.medianGain]));
    expect(styles.collaborative).toBeGreaterThan(styles.avoidant);
    const final = r.finalSalary as { p90: number };
    expect(final.p90).toBeLessThanOrEqual((r.market as { p90: number }).p90);
  });

  it("13 Burnout: more hours never lower risk; higher satisfaction lowers it", () => {
    const at = (workHours: number, satisfaction: number) =>
      num(runMode(13, { career: "Registered Nurse", workHours, satisfaction, stressFactors: "night shifts" }).riskScore);
    expect(at(60, 5)).toBeGreaterThanOrEqual(at(45, 5));
    expect(at(45, 5)).toBeGreaterThanOrEqual(at(35, 5));
    expect(at(45, 9)).toBeLessThan(at(45, 3));
    const r = runMode(13, { career: "Registered Nurse", workHours: 60, satisfaction: 3, stressFactors: ["night shifts", "understaffing"] });
    expect((r.whatLowersIt as { reduction: number }[])[0].reduction).toBeGreaterThan(0);
  });

  it("14 Meaning vs money: money-heavy values prefer the richer career", () => {
    const r = runMode(14, { career: "Software Developer", alternativeCareer: "Social Worker", values: "money, wealth, income" });
    expect((r.tradeOff as Row).richer).toBe((r.tradeOff as Row).betterForYou);
    const m = runMode(14, {
      career: "Software Developer",
      alternativeCareer: "Social Worker",
      values: "helping, purpose, community, impact",
    });
    expect((m.tradeOff as Row).moreMeaningful).toBe((m.tradeOff as Row).betterForYou);
  });

  it("15 Regret stories: three worlds ordered from regret to relief, told with simulated numbers", () => {
    const r = runMode(15, { career: "Accountant", decision: "stay in my job", age: 35 });
    const stories = r.stories as { kind: string; utilityGap: number; story: string[] }[];
    expect(stories.map((s) => s.kind)).toEqual(["worst", "median", "best"]);
    expect(stories[0].utilityGap).toBeLessThanOrEqual(stories[1].utilityGap);
    expect(stories[1].utilityGap).toBeLessThanOrEqual(stories[2].utilityGap);
    for (const s of stories) expect(s.story.join(" ")).toMatch(/\d/);
  });

  it("16 Reality feed: five days whose hours add up to a sector-typical week; aspect events are weighted", () => {
    const r = runMode(16, { career: "Registered Nurse", aspect: "stress" });
    const week = r.week as { hours: number; tasks: { hours: number }[] }[];
    expect(week).toHaveLength(5);
    const total = week.reduce((s, d) => s + d.hours, 0);
    expect(total).toBeGreaterThan(30);
    expect(total).toBeLessThan(60);
    expect(r.aspect).toBe("stress");
  });

  it("17 Micro-internship: leads face a higher bar than interns; rubric weights sum to 1", () => {
    const intern = runMode(17, { career: "Accountant", task: "reconcile accounts", level: "intern" });
    const lead = runMode(17, { career: "Accountant", task: "reconcile accounts", level: "lead" });
    expect(num(lead.passMark)).toBeGreaterThan(num(intern.passMark));
    for (const r of [intern, lead]) {
      const w = (r.rubric as { weight: number }[]).reduce((s, c) => s + c.weight, 0);
      expect(w).toBeCloseTo(1, 5);
    }
  });

  it("18 Shadow day: a lead spends at least as long with people as a junior", () => {
    const at = (level: string) =>
      (runMode(18, { career: "Software Developer", company_type: "corporate", level }).totals as { collaborationMinutes: number })
        .collaborationMinutes;
    expect(at("lead")).toBeGreaterThanOrEqual(at("junior"));
    const day = runMode(18, { career: "Chef", company_type: "startup", level: "mid" });
    expect((day.schedule as { start: string }[])[0].start).toMatch(/^\d\d:\d\d$/);
  });

  it("19 Trade-off: raising the money slider raises the relative utility of the better-paid option", () => {
    const low = runMode(19, { career: "Software Developer", preferences: { money: 0, meaning: 10 } });
    const high = runMode(19, { career: "Software Developer", preferences: { money: 10, meaning: 0 } });
    const top = (r: Row) => (r.options as { title: string; attributes: { money: number } }[])[0].attributes.money;
    expect(top(high)).toBeGreaterThanOrEqual(top(low));
  });

  it("20 Identity evolution: identical profiles do not change; a career switch does", () => {
    const p = "role: Accountant; skills: Excel, SQL; values: stability, money; personality: organised, calm";
    expect(runMode(20, { currentProfile: p, previousProfile: p }).changeScore).toBe(0);
    const r = runMode(20, {
      previousProfile: p,
      currentProfile: { role: "Registered Nurse", skills: ["Patient care"], values: "helping, purpose", personality: "caring, warm" },
    });
    expect(num(r.changeScore)).toBeGreaterThan(40);
    expect((r.skills as { added: string[] }).added).toContain("Patient care");
  });

  it("21 Wrong path: higher satisfaction gives a lower score", () => {
    const at = (satisfaction: number) => num(runMode(21, { career: "Accountant", yearsIn: 5, satisfaction }).alertScore);
    expect(at(9)).toBeLessThan(at(5));
    expect(at(5)).toBeLessThan(at(2));
    const promoted = runMode(21, { career: "Accountant", yearsIn: 5, satisfaction: 5, recentChanges: "got a promotion" });
    const missed = runMode(21, { career: "Accountant", yearsIn: 5, satisfaction: 5, recentChanges: "missed promotion" });
    expect(num(promoted.alertScore)).toBeLessThan(num(missed.alertScore));
  });
});
