/**
 * Mode 9 — Decision Stress Test. Method: four scenarios (job loss, downturn, relocation, and the decision itself)
 * are applied to the parsed finances (core/finances.ts). Each scenario has a seeded Monte Carlo (1,000 draws) of its
 * duration; runway = savings ÷ monthly deficit; shortfall probability = P(duration > runway); recovery = months to
 * rebuild the whole shortfall of the shock (savings spent plus anything borrowed once they ran out) at the
 * post-shock saving rate. The durations are drawn from the career and the decision only, so more savings, less debt
 * or more income can only help (common random numbers).
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, gradedIn, requiredText } from "../core/schema";
import { checkFinancialObject, DEBT_SERVICE_NOTE, FinancialSituation, readFinances } from "../core/finances";
import { collectTexts, marketField, resolveMarket, wherePaid } from "../core/market";
import { orgPhrase, readDecisionOrgs, type OrgType } from "../core/org-types";
import { asProbability, PROBABILITY_NOTE } from "../core/probability";
import { createRng, drawNormal, round, summarize, clamp } from "../core/random";
import { convert, estimateSalary, resolveCareer } from "../knowledge";

export const StressTestInput = z.object({
  career: requiredText(),
  decision: requiredText(500),
  financialSituation: FinancialSituation.superRefine((v, ctx) => {
    if (typeof v === "string") return;
    const bad = checkFinancialObject(v);
    if (bad) ctx.addIssue({ code: "custom", path: [bad.field], message: bad.message });
  }),
  riskTolerance: gradedIn(10).optional(),
  country: countryInput,
});

interface Scenario {
  name: string;
  incomeShare: number;
  extraMonthly: number;
  oneOff: number;
  medianMonths: number;
  spread: number;
  note: string;
}

function decisionScenario(decision: string, to: OrgType | null): Scenario {
  const d = decision.toLowerCase();
  const name = `decision: ${decision}`;
  if (/freelanc|own business|start (a|my) (business|company)|found|self-employ|sole trader/.test(d) || to?.key === "self-employed")
    return {
      name,
      incomeShare: 0.3,
      extraMonthly: 0,
      oneOff: 0,
      medianMonths: 9,
      spread: 0.6,
      note: "income at 30% of today's while clients ramp up (median 9 months)",
    };
  if (/study|degree|master|mba|bootcamp|retrain/.test(d))
    return {
      name,
      incomeShare: 0,
      extraMonthly: 0,
      oneOff: 0,
      medianMonths: 12,
      spread: 0.25,
      note: "no income during 12 months of study (tuition not included)",
    };
  if (to)
    return {
      name,
      incomeShare: clamp(to.payFactor, 0, 1),
      extraMonthly: 0,
      oneOff: 0,
      medianMonths: to.key === "startup" ? 15 : 12,
      spread: 0.5,
      note: `pay ${orgPhrase(to)} is ${Math.round(to.payFactor * 100)}% of market for the role (${to.note})`,
    };
  if (/quit|leave|sabbatical|break/.test(d))
    return {
      name,
      incomeShare: 0,
      extraMonthly: 0,
      oneOff: 0,
      medianMonths: 5,
      spread: 0.6,
      note: "no income until the next role (median 5 months)",
    };
  if (/relocat|move|abroad/.test(d))
    return {
      name,
      incomeShare: 0.5,
      extraMonthly: 0,
      oneOff: 0,
      medianMonths: 3,
      spread: 0.5,
      note: "half income for 3 months during the move",
    };
  return {
    name,
    incomeShare: 0.85,
    extraMonthly: 0,
    oneOff: 0,
    medianMonths: 6,
    spread: 0.5,
    note: "15% income dip for about 6 months while the change settles",
  };
}

export const stressTestMode = defineMode(
  9,
  StressTestInput,
  (input, seed) => {
    const career = resolveCareer(input.career);
    // a currency code on the finances object counts as a currency cue, like "£" in text
    const fs = input.financialSituation;
    const market = resolveMarket(input.country, [
      ...collectTexts(input),
      ...(typeof fs !== "string" && fs.currency ? [`${fs.currency.toUpperCase()} 1`] : []),
    ]);
    const salary = estimateSalary(career, market, 5);
    const f = readFinances(input.financialSituation, {
      annualGrossSalary: salary.p50,
      currency: salary.currency,
      convert: (x, from) => convert(x, from, salary.currency),
    });
    const to = readDecisionOrgs(input.decision).to;
    const riskGiven = input.riskTolerance !== undefined;
    const risk = (input.riskTolerance ?? 5) / 10;
    // job search lengthens with AI exposure and shrinking demand (estimate around a 4-month median)
    const searchMedian = 4 * (1 + 0.5 * (career.aiExposure - 0.4)) * (career.growthPercent < 0 ? 1.3 : 1);
    const scenarios: Scenario[] = [
      {
        name: "job loss",
        incomeShare: 0,
        extraMonthly: 0,
        oneOff: 0,
        medianMonths: searchMedian,
        spread: 0.6,
        note: `no income during the job search (median ${searchMedian.toFixed(1)} months; unemployment benefits not counted)`,
      },
      {
        name: "economic downturn",
        incomeShare: 0.8,
        extraMonthly: 0,
        oneOff: 0,
        medianMonths: 15,
        spread: 0.4,
        note: "20% income cut (hours, bonus, commission) for a median 15 months",
      },
      {
        name: "relocation",
        incomeShare: 0.5,
        extraMonthly: f.monthlyExpenses * 0.15,
        oneOff: 2 * f.monthlyExpenses,
        medianMonths: 3,
        spread: 0.5,
        note: "moving costs of 2 months' expenses, half income and +15% costs for 3 months",
      },
      decisionScenario(input.decision, to),
    ];
    const rng = createRng(seed);
    const outflow = f.monthlyExpenses + f.monthlyDebtService;
    const saving = f.monthlyIncome - outflow;
    const results = scenarios.map((s) => {
      const deficit = outflow + s.extraMonthly - f.monthlyIncome * s.incomeShare;
      const available = Math.max(0, f.savings - s.oneOff);
      const runway = deficit <= 0 ? null : available / deficit;
      const durations = Array.from({ length: 1000 }, () => Math.max(0.5, s.medianMonths * Math.exp(drawNormal(rng, 0, s.spread))));
      const shortShare = runway === null ? (f.savings < s.oneOff ? 1 : 0) : durations.filter((d) => d > runway).length / durations.length;
      // the whole cost of the shock, whether paid from savings or borrowed once they run out
      const shortfall = durations.map((d) => s.oneOff + Math.max(0, deficit) * d);
      const recovery =
        saving > 0
          ? summarize(
              shortfall.map((x) => x / saving),
              1,
            )
          : null;
      return {
        scenario: s.name,
        note: s.note,
        monthlyDeficit: round(deficit, 0),
        runwayMonths: runway === null ? null : round(runway, 1),
        durationMonths: summarize(durations, 1),
        shortfallProbability: asProbability(shortShare, runway === null || runway === 0),
        recoveryMonths: recovery,
        severity: round(clamp(shortShare * 70 + (recovery ? Math.min(30, recovery.p50 / 2) : 30), 0, 100), 1),
      };
    });
    const targetMonths = round(6 + (0.5 - risk) * 4 + f.dependents, 1);
    const currentMonths = outflow > 0 ? round(f.savings / outflow, 1) : null;
    // savings short of the emergency-fund target cost up to 15 points: a buffer that fits the household matters too
    const coveragePenalty = currentMonths === null ? 0 : 15 * clamp(1 - f.savings / outflow / targetMonths, 0, 1);
    // the worst scenario weighs as much as the average of all four: one fragile spot matters
    const resilience = Math.round(
      clamp(
        100 -
          0.5 * Math.max(...results.map((r) => r.severity)) -
          (0.5 * results.reduce((s, r) => s + r.severity, 0)) / results.length -
          coveragePenalty,
        0,
        100,
      ),
    );
    const worst = [...results].sort((a, b) => b.severity - a.severity)[0];
    const cur = salary.currency;
    return {
      summary:
        `Resilience ${resilience}/100. Savings cover ${currentMonths ?? "∞"} months of spending (target ${targetMonths}). ` +
        `Worst scenario: ${worst.scenario} — ${Math.round(worst.shortfallProbability * 100)}% chance of running out of savings${worst.recoveryMonths ? `, ~${worst.recoveryMonths.p50} months to rebuild` : ""}. Amounts in ${cur}, pay ${wherePaid(market)}.`,
      resilienceScore: resilience,
      finances: {
        savings: round(f.savings, 0),
        monthlyExpenses: round(f.monthlyExpenses, 0),
        monthlyIncome: round(f.monthlyIncome, 0),
        debt: round(f.debt, 0),
        monthlyDebtService: round(f.monthlyDebtService, 0),
        dependents: f.dependents,
        currency: cur,
        parsed: f.parsed,
        estimated: f.estimated,
      },
      market: marketField(market),
      emergencyFund: {
        currentMonths,
        targetMonths,
        gap: currentMonths === null ? 0 : round(Math.max(0, targetMonths * outflow - f.savings), 0),
        coveragePenalty: round(coveragePenalty, 1),
      },
      scenarios: results,
      recommendations: [
        ...(currentMonths !== null && currentMonths < targetMonths
          ? [`Build savings to ${targetMonths} months of spending before "${input.decision}".`]
          : []),
        ...(f.monthlyDebtService > 0
          ? [`Debt payments of ${round(f.monthlyDebtService, 0)} ${cur}/month shorten every runway; paying debt down lengthens them.`]
          : []),
        ...(worst.shortfallProbability > 0.3
          ? [
              `Prepare a plan B for "${worst.scenario}": it exhausts savings in ${Math.round(worst.shortfallProbability * 100)}% of simulations.`,
            ]
          : []),
      ],
      evidence: [...career.evidence, `salary: ${salary.method}`],
      confidence: confidenceFromMatch(career.matchScore) * (f.parsed.length >= 2 ? 1 : 0.75) * marketConfidence(market),
      assumptions: [
        market.assumption,
        "Scenario durations are log-normal around their medians (1,000 seeded draws); unemployment benefits, severance and tax refunds are not counted.",
        DEBT_SERVICE_NOTE,
        `Target emergency fund = 6 months − 4 × (risk tolerance − 0.5) + 1 month per dependent; risk tolerance ${riskGiven ? `${round(risk * 10, 1)}/10` : "not given, 5/10 (medium) assumed"}.`,
        "Resilience = 100 − ½ worst severity − ½ mean severity − up to 15 for savings short of the target; severity = 70 × shortfall probability + up to 30 for slow recovery.",
        "Recovery = the shock's whole cost (savings spent plus anything borrowed) ÷ the monthly surplus after it (income − expenses − debt payments).",
        ...(to ? [`The decision moves you ${orgPhrase(to)}: ${to.note}.`] : []),
        ...f.estimated.map((e) => `Estimated: ${e}.`),
        PROBABILITY_NOTE,
      ],
    };
  },
  { seedKeys: ["career", "decision", "country"] },
);
