/**
 * Mode 9 — Decision Stress Test. Method: four scenarios (job loss, downturn, relocation, and the decision itself)
 * are applied to the parsed finances. Each scenario has a seeded Monte Carlo (1,000 draws) of its duration; runway =
 * savings ÷ monthly deficit; shortfall probability = P(duration > runway); recovery = months to rebuild the savings
 * spent at the post-shock saving rate. Debt service is 3% of debt a month (typical minimum payment; estimate).
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { countryInput, optionalNumberIn, requiredText } from "../core/schema";
import { FinancialSituation, readFinances } from "../core/finances";
import { createRng, drawNormal, round, summarize, clamp } from "../core/random";
import { estimateSalary, resolveCareer } from "../knowledge";

export const StressTestInput = z.object({
  career: requiredText(),
  decision: requiredText(500),
  financialSituation: FinancialSituation,
  riskTolerance: optionalNumberIn(0, 10),
  country: countryInput,
});

interface Scenario { name: string; incomeShare: number; extraMonthly: number; oneOff: number; medianMonths: number; spread: number; note: string }

function decisionScenario(decision: string): Scenario {
  const d = decision.toLowerCase();
  if (/freelanc|business|start|found|self-employ/.test(d)) return { name: `decision: ${decision}`, incomeShare: 0.3, extraMonthly: 0, oneOff: 0, medianMonths: 9, spread: 0.6, note: "income at 30% of today's while clients ramp up (median 9 months)" };
  if (/study|degree|master|mba|bootcamp|retrain/.test(d)) return { name: `decision: ${decision}`, incomeShare: 0, extraMonthly: 0, oneOff: 0, medianMonths: 12, spread: 0.25, note: "no income during 12 months of study (tuition not included)" };
  if (/quit|leave|sabbatical|break/.test(d)) return { name: `decision: ${decision}`, incomeShare: 0, extraMonthly: 0, oneOff: 0, medianMonths: 5, spread: 0.6, note: "no income until the next role (median 5 months)" };
  if (/relocat|move|abroad/.test(d)) return { name: `decision: ${decision}`, incomeShare: 0.5, extraMonthly: 0, oneOff: 0, medianMonths: 3, spread: 0.5, note: "half income for 3 months during the move" };
  return { name: `decision: ${decision}`, incomeShare: 0.85, extraMonthly: 0, oneOff: 0, medianMonths: 6, spread: 0.5, note: "15% income dip for about 6 months while the change settles" };
}

export const stressTestMode = defineMode(9, StressTestInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const salary = estimateSalary(career, input.country, 5);
  const f = readFinances(input.financialSituation, salary.p50);
  const debtService = f.debt * 0.03;
  const risk = (input.riskTolerance ?? 5) / 10;
  // job search lengthens with AI exposure and shrinking demand (estimate around a 4-month median)
  const searchMedian = 4 * (1 + 0.5 * (career.aiExposure - 0.4)) * (career.growthPercent < 0 ? 1.3 : 1);
  const scenarios: Scenario[] = [
    { name: "job loss", incomeShare: 0, extraMonthly: 0, oneOff: 0, medianMonths: searchMedian, spread: 0.6, note: `no income during the job search (median ${searchMedian.toFixed(1)} months; unemployment benefits not counted)` },
    { name: "economic downturn", incomeShare: 0.8, extraMonthly: 0, oneOff: 0, medianMonths: 15, spread: 0.4, note: "20% income cut (hours, bonus, commission) for a median 15 months" },
    { name: "relocation", incomeShare: 0.5, extraMonthly: f.monthlyExpenses * 0.15, oneOff: 2 * f.monthlyExpenses, medianMonths: 3, spread: 0.5, note: "moving costs of 2 months' expenses, half income and +15% costs for 3 months" },
    decisionScenario(input.decision),
  ];
  const rng = createRng(seed);
  const outflow = f.monthlyExpenses + debtService;
  const results = scenarios.map((s) => {
    const deficit = outflow + s.extraMonthly - f.monthlyIncome * s.incomeShare;
    const available = Math.max(0, f.savings - s.oneOff);
    const runway = deficit <= 0 ? null : available / deficit;
    const durations = Array.from({ length: 1000 }, () => Math.max(0.5, s.medianMonths * Math.exp(drawNormal(rng, 0, s.spread))));
    const short = runway === null ? (f.savings < s.oneOff ? 1 : 0) : durations.filter((d) => d > runway).length / durations.length;
    const spent = durations.map((d) => Math.min(f.savings, s.oneOff + Math.max(0, deficit) * d));
    const saving = f.monthlyIncome - outflow;
    const recovery = saving > 0 ? summarize(spent.map((x) => x / saving), 1) : null;
    return {
      scenario: s.name, note: s.note,
      monthlyDeficit: round(deficit, 0),
      runwayMonths: runway === null ? null : round(runway, 1),
      durationMonths: summarize(durations, 1),
      shortfallProbability: round(short, 3),
      recoveryMonths: recovery,
      severity: round(clamp(short * 70 + (recovery ? Math.min(30, recovery.p50 / 2) : 30), 0, 100), 0),
    };
  });
  // the worst scenario weighs as much as the average of all four: one fragile spot matters
  const resilience = Math.round(100 - 0.5 * Math.max(...results.map((r) => r.severity)) - (0.5 * results.reduce((s, r) => s + r.severity, 0)) / results.length);
  const targetMonths = round(6 + (0.5 - risk) * 4 + f.dependents, 1);
  const currentMonths = outflow > 0 ? round(f.savings / outflow, 1) : null;
  const worst = [...results].sort((a, b) => b.severity - a.severity)[0];
  return {
    summary: `Resilience ${resilience}/100. Savings cover ${currentMonths ?? "∞"} months of spending (target ${targetMonths}). ` +
      `Worst scenario: ${worst.scenario} — ${Math.round(worst.shortfallProbability * 100)}% chance of running out of savings${worst.recoveryMonths ? `, ~${worst.recoveryMonths.p50} months to rebuild` : ""}.`,
    resilienceScore: resilience,
    finances: { savings: f.savings, monthlyExpenses: round(f.monthlyExpenses, 0), monthlyIncome: round(f.monthlyIncome, 0), debt: f.debt, monthlyDebtService: round(debtService, 0), dependents: f.dependents, currency: salary.currency, parsed: f.parsed, estimated: f.estimated },
    emergencyFund: { currentMonths, targetMonths, gap: currentMonths === null ? 0 : round(Math.max(0, targetMonths - currentMonths) * outflow, 0) },
    scenarios: results,
    recommendations: [
      ...(currentMonths !== null && currentMonths < targetMonths ? [`Build savings to ${targetMonths} months of spending before "${input.decision}".`] : []),
      ...(f.debt > 0 ? [`Debt service of ${round(debtService, 0)}/month shortens every runway; paying it down lengthens them.`] : []),
      ...(worst.shortfallProbability > 0.3 ? [`Prepare a plan B for "${worst.scenario}": it exhausts savings in ${Math.round(worst.shortfallProbability * 100)}% of simulations.`] : []),
    ],
    evidence: [...career.evidence, `salary: ${salary.method}`],
    confidence: confidenceFromMatch(career.matchScore) * (f.parsed.length >= 2 ? 1 : 0.75),
    assumptions: [
      "Scenario durations are log-normal around their medians (1,000 seeded draws); unemployment benefits, severance and tax refunds are not counted.",
      "Debt service is 3% of outstanding debt per month (estimate of a minimum payment).",
      `Target emergency fund = 6 months ± risk tolerance (±2) + 1 month per dependent; risk tolerance ${input.riskTolerance ?? 5}/10.`,
      "Resilience = 100 − ½ worst severity − ½ mean severity; severity = 70 × shortfall probability + up to 30 for slow recovery.",
      "Recovery = savings spent ÷ monthly surplus after the shock (income − expenses − debt service).",
      ...f.estimated.map((e) => `Estimated: ${e}.`),
    ],
  };
});
