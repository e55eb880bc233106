// npm run eval life-sim — sanity and calibration report of the 21 life-simulation models (no labelled truth exists
// for simulated futures, so this checks convergence, monotonicity and determinism against simple baselines).
import { LIFE_SIM_MODES, MODE_CATALOG, runMode } from "@/lib/engine/life-sim";
import { simulateTrajectories } from "@/lib/engine/life-sim/core/trajectory";

function defaultBody(id: number): Record<string, unknown> {
  const info = MODE_CATALOG.find((m) => m.id === id);
  const body: Record<string, unknown> = {};
  for (const f of info?.fields ?? []) {
    if (f.kind === "preferences" || f.kind === "json") body[f.name] = JSON.parse(f.defaultValue);
    else if (f.defaultValue !== "") body[f.name] = f.defaultValue;
  }
  return body;
}

function convergence(paths: number): number {
  // mean relative error of final-year P10/P50/P90 against a 20,000-path reference, over 5 seeds
  const params = { medianSalary: 60_000, years: 10, startLevel: 1, aiExposure: 0.5, growthPercent: 5 };
  const ref = simulateTrajectories({ ...params, paths: 20_000, seed: 999 }).yearly[10].salary;
  let err = 0;
  for (let s = 1; s <= 5; s++) {
    const got = simulateTrajectories({ ...params, paths, seed: s }).yearly[10].salary;
    err += (Math.abs(got.p10 - ref.p10) / ref.p10 + Math.abs(got.p50 - ref.p50) / ref.p50 + Math.abs(got.p90 - ref.p90) / ref.p90) / 3;
  }
  return err / 5;
}

function countViolations(): { checks: number; violations: number } {
  let checks = 0;
  let violations = 0;
  const careers = ["Registered Nurse", "Software Developer", "Accountant", "Teacher", "Chef"];
  for (const career of careers) {
    for (const satisfaction of [0, 3, 6, 9]) {
      let prev = -1;
      for (const workHours of [30, 40, 50, 60, 70, 80]) {
        const r = runMode(13, { career, workHours, satisfaction }).riskScore as number;
        checks++;
        if (r < prev) violations++;
        prev = r;
      }
    }
    let prevAlert = Infinity;
    for (const satisfaction of [0, 2, 4, 6, 8, 10]) {
      const a = runMode(21, { career, yearsIn: 4, satisfaction }).alertScore as number;
      checks++;
      if (a > prevAlert) violations++;
      prevAlert = a;
    }
    let prevRunway = -1;
    for (const savings of [0, 5_000, 20_000, 80_000]) {
      const r = runMode(9, { career, decision: "quit", financialSituation: { savings, monthlyExpenses: 2500 } });
      const runway = ((r.scenarios as { runwayMonths: number | null }[])[0].runwayMonths) ?? Infinity;
      checks++;
      if (runway < prevRunway) violations++;
      prevRunway = runway;
    }
  }
  return { checks, violations };
}

export async function run(): Promise<string> {
  const e100 = convergence(100);
  const e1000 = convergence(1000);
  const mono = countViolations();
  let deterministic = 0;
  for (const m of LIFE_SIM_MODES) if (JSON.stringify(runMode(m.id, defaultBody(m.id))) === JSON.stringify(runMode(m.id, defaultBody(m.id)))) deterministic++;
  const sim = simulateTrajectories({ medianSalary: 60_000, years: 10, startLevel: 1, aiExposure: 0.4, growthPercent: 4, seed: 1 });
  const cagr = (sim.yearly[10].salary.p50 / sim.yearly[0].salary.p50) ** (1 / 10) - 1;
  return [
    "## Life simulation — sanity and calibration",
    "",
    "| check | life-sim | baseline |",
    "|---|---|---|",
    `| Monte Carlo error of final P10/P50/P90 vs 20k-path reference | ${(e1000 * 100).toFixed(2)}% (1,000 paths) | ${(e100 * 100).toFixed(2)}% (100 paths) |`,
    `| monotonicity violations (burnout hours, wrong-path satisfaction, runway savings) | ${mono.violations} / ${mono.checks} | 0 expected |`,
    `| deterministic modes (same input → same JSON) | ${deterministic} / ${LIFE_SIM_MODES.length} | ${LIFE_SIM_MODES.length} |`,
    `| median individual salary growth, mid level, average occupation | ${(cagr * 100).toFixed(1)}%/yr | 2.5%/yr market raise alone (promotions and moves add the rest) |`,
    `| share promoted at least once in 10 years | ${(sim.promotionShare * 100).toFixed(0)}% | — |`,
  ].join("\n");
}
