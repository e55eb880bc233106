import { describe, expect, it } from "vitest";
import { getModeOrThrow, runMode } from "../index";

type Row = Record<string, unknown>;
const num = (x: unknown) => x as number;

describe("mode behaviour 1-10", () => {
  it("1 Future Self: percentiles are ordered each year and the horizon matches `years`", () => {
    const r = runMode(1, { career: "Registered Nurse", years: 8, age: 30, country: "US" });
    const traj = r.trajectory as { year: number; salary: { p10: number; p50: number; p90: number } }[];
    expect(traj).toHaveLength(9);
    for (const y of traj) {
      expect(y.salary.p10).toBeLessThanOrEqual(y.salary.p50);
      expect(y.salary.p50).toBeLessThanOrEqual(y.salary.p90);
    }
    expect((r.simulation as Row).paths).toBeGreaterThanOrEqual(1000);
    expect(traj[8].salary.p50).toBeGreaterThan(traj[0].salary.p50); // nominal growth over 8 years
  });

  it("1 Future Self: a higher-paid occupation has a higher median path", () => {
    const high = runMode(1, { career: "Software Developer", years: 5 });
    const low = runMode(1, { career: "Cashier", years: 5 });
    const last = (r: Row) => (r.trajectory as { salary: { p50: number } }[]).at(-1)?.salary.p50 ?? 0;
    expect(last(high)).toBeGreaterThan(last(low));
  });

  it("2 Regret: money-first values favour the better-paid career, helping-first values the caring one", () => {
    const money = runMode(2, { career: "Software Developer", alternativeCareer: "Social Worker", values: "money, wealth, status" });
    const helping = runMode(2, {
      career: "Software Developer",
      alternativeCareer: "Social Worker",
      values: "helping others, purpose, community",
    });
    const fit = (r: Row, k: number) => num((r.careers as Row[])[k].valueFit);
    expect(fit(money, 0)).toBeGreaterThan(fit(money, 1));
    expect(fit(helping, 1)).toBeGreaterThan(fit(helping, 0));
  });

  it("3 Chat: a money question is answered with the simulated salary; a repeated topic goes deeper", () => {
    const first = runMode(3, { message: "How much money do I make?", career: "Accountant", persona: "blunt" });
    expect(first.intent).toBe("money");
    expect(first.persona).toBe("blunt");
    const median = (first.facts as { fact: string; value: string }[])[0].value;
    expect(first.reply as string).toContain(median);
    const again = runMode(3, {
      message: "And the salary later?",
      career: "Accountant",
      persona: "blunt",
      chatHistory: [{ role: "user", content: "How much money do I make?" }],
    });
    expect((again.reply as string).length).toBeGreaterThan((first.reply as string).length);
  });

  it("4 Identity scan: a personality matching the sector scores higher than its opposite", () => {
    const base = { career: "Sales Representative", values: "money, recognition", workStyle: "fast paced, clients, team" };
    const fit = runMode(4, { ...base, personality: "outgoing, energetic, confident, assertive" });
    const misfit = runMode(4, { ...base, personality: "shy, quiet, anxious, nervous, reserved" });
    expect(num(fit.alignmentScore)).toBeGreaterThan(num(misfit.alignmentScore));
  });

  it("5 Timeline: finds a linked route and orders events by time", () => {
    const r = runMode(5, { career: "Software Architect", currentRole: "Software Developer", yearsExperience: 3 });
    const events = r.timeline as { atMonths: { p10: number; p50: number; p90: number } }[];
    expect((r.route as string[])[0]).toBe("Software Developer");
    expect((r.route as string[]).at(-1)).toBe("Software Architect");
    for (let i = 1; i < events.length; i++) expect(events[i].atMonths.p50).toBeGreaterThanOrEqual(events[i - 1].atMonths.p50);
    for (const e of events) expect(e.atMonths.p10).toBeLessThanOrEqual(e.atMonths.p90);
  });

  it("6 Personality: TIPI key scores and reverses items", () => {
    const r = runMode(6, { answers: [5, 3, 3, 3, 3, 1, 3, 3, 3, 3] });
    const t = Object.fromEntries((r.traits as { trait: string; score: number }[]).map((x) => [x.trait, x.score]));
    expect(t.extraversion).toBe(100);
    expect(t.openness).toBe(50);
    const bad = runMode(6, { answers: "I am curious and creative, not organised" });
    const tb = Object.fromEntries((bad.traits as { trait: string; score: number }[]).map((x) => [x.trait, x.score]));
    expect(tb.openness).toBeGreaterThan(50);
    expect(tb.conscientiousness).toBeLessThan(50);
  });

  it("6 Personality: nine numeric answers are rejected on `answers`", () => {
    const p = getModeOrThrow(6).schema.safeParse({ answers: "1,2,3,4,5,1,2,3,4" });
    expect(p.success).toBe(false);
    expect(p.error?.issues[0].path[0]).toBe("answers");
  });

  it("7 Adaptive recs: avoidances exclude sectors; matching skills raise a career", () => {
    const r = runMode(7, {
      personality: "curious, analytical",
      values: "learning",
      skills: "Python, SQL, Statistics, Machine learning",
      avoidances: "coding",
    });
    const titles = (r.recommendations as { title: string }[]).map((x) => x.title);
    expect(titles).not.toContain("Software Developer");
    const noAvoid = runMode(7, {
      personality: "curious, analytical",
      values: "learning",
      skills: "Python, SQL, Statistics, Machine learning",
    });
    expect((noAvoid.recommendations as { sector: string }[])[0].sector).toMatch(/data|software/);
  });

  it("8 Parallel life: the same career twice from one seed gives identical lives", () => {
    const r = runMode(8, { career1: "Accountant", career2: "Accountant", decision: "stay", currentAge: 30, years: 10 });
    expect(r.career2AheadProbability).toBe(0);
    for (const s of r.sideBySide as { medianGap: number }[]) expect(s.medianGap).toBe(0);
  });

  it("9 Stress test: more savings never shortens the runway or lowers resilience", () => {
    const run = (savings: number) =>
      runMode(9, {
        career: "Accountant",
        decision: "quit to freelance",
        financialSituation: { savings, monthlyExpenses: 3000, debt: 2000 },
      });
    const poor = run(5000);
    const rich = run(60000);
    const jobLoss = (r: Row) => (r.scenarios as { scenario: string; runwayMonths: number; shortfallProbability: number }[])[0];
    expect(jobLoss(rich).runwayMonths).toBeGreaterThan(jobLoss(poor).runwayMonths);
    expect(jobLoss(rich).shortfallProbability).toBeLessThanOrEqual(jobLoss(poor).shortfallProbability);
    expect(num(rich.resilienceScore)).toBeGreaterThanOrEqual(num(poor.resilienceScore));
    const text = runMode(9, {
      career: "Accountant",
      decision: "study",
      financialSituation: "savings 20k, monthly expenses 2,500, debt 4000",
    });
    expect((text.finances as Row).savings).toBe(20000);
    expect((text.finances as Row).monthlyExpenses).toBe(2500);
  });

  it("10 Skill heatmap: more matching skills never lower readiness", () => {
    const few = runMode(10, { targetRole: "Data Scientist", currentSkills: "Excel" });
    const many = runMode(10, { targetRole: "Data Scientist", currentSkills: "Python:3, SQL:3, Statistics (advanced), Machine learning" });
    expect(num(many.readinessScore)).toBeGreaterThan(num(few.readinessScore));
    expect(num(many.totalLearningHours)).toBeLessThan(num(few.totalLearningHours));
    const rows = many.matrix as { heat: (number | null)[]; required: number }[];
    for (const row of rows) expect(row.heat).toHaveLength(4);
  });
});
