/**
 * Mode 1 — Future Self Simulation. Method: 1,000 Monte Carlo paths (core/trajectory.ts) of pay, rung and skill
 * relevance for `years`, on the career's ladder (data/progression.ts) priced by the salary engine in the market the
 * inputs give or imply (core/market.ts); P10/P50/P90 per year in today's money, milestone probabilities, and the
 * fit of the career to `values`.
 */
import { z } from "zod";
import { defineMode, confidenceFromMatch, marketConfidence } from "../core/define";
import { countryInput, numberIn, optionalList, optionalNumberIn, requiredText } from "../core/schema";
import { experienceFrom, simulateTrajectories } from "../core/trajectory";
import { buildPayLadder } from "../core/ladder";
import { collectTexts, marketField, resolveMarket, wherePaid } from "../core/market";
import { asProbability, PROBABILITY_NOTE } from "../core/probability";
import { careerAttributes } from "../core/sectors";
import { scoreValueFit, weighValues } from "../core/values";
import { estimateSalary, resolveCareer } from "../knowledge";
import { round } from "../core/random";
import { formatMoney, withArticle } from "../core/format";

export const FutureSelfInput = z.object({
  career: requiredText(),
  years: numberIn(1, 40).default(10),
  age: optionalNumberIn(14, 90),
  values: optionalList,
  country: countryInput,
  yearsExperience: optionalNumberIn(0, 50),
});

export const futureSelfMode = defineMode(1, FutureSelfInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const market = resolveMarket(input.country, collectTexts(input));
  const experience = experienceFrom(input.yearsExperience, input.age);
  const salary = estimateSalary(career, market, experience);
  const ladder = buildPayLadder(career, market);
  const sim = simulateTrajectories({
    ladder,
    years: input.years,
    experience,
    startAge: input.age,
    aiExposure: career.aiExposure,
    growthPercent: career.growthPercent,
    org: career.org ?? undefined,
    seed,
  });
  const first = sim.yearly[0];
  const last = sim.yearly[sim.yearly.length - 1];
  const cur = ladder.currency;
  const doubled = sim.finalSalaries.filter((s) => s >= 2 * first.salary.p50).length / sim.paths;
  const lowRelevance = sim.finalRelevance.filter((r) => r < 0.6).length / sim.paths;
  const relevanceDip = sim.yearly.find((y) => y.skillRelevance.p50 < 0.7);
  const milestones = [
    ...sim.milestones
      .filter((m) => m.byEnd >= 0.05 && m.atStart < 1)
      .map((m) => ({
        year: m.medianYear,
        event: `On the ${m.rung} rung or above`,
        probability: asProbability(m.byEnd),
        explanation: `${Math.round(m.byEnd * 100)}% of paths are there by year ${input.years} (${Math.round(m.atStart * 100)}% already at the start); median year of promotion ${m.medianYear ?? "—"}`,
      })),
    {
      year: null,
      event: "At least one job disruption (layoff or forced move)",
      probability: asProbability(sim.disruptionShare),
      explanation: `yearly risk ${ladder.spec.layoffBase * 100}% + organisation type + AI exposure × skill lag + shrinking demand`,
    },
    {
      year: input.years,
      event: "Salary doubled vs today",
      probability: asProbability(doubled),
      explanation: `final salary ≥ 2 × ${formatMoney(first.salary.p50, cur)} (today's money)`,
    },
    {
      year: input.years,
      event: "Skill relevance below 0.60 (reskilling needed)",
      probability: asProbability(lowRelevance),
      explanation: "share of paths whose skills lost more than 40% of their market relevance",
    },
    ...(relevanceDip
      ? [
          {
            year: relevanceDip.year,
            event: "Median skill relevance drops below 0.70",
            probability: 0.5,
            explanation: "the median path crosses 0.70 this year (AI-driven task change outpaces typical learning)",
          },
        ]
      : []),
  ];
  const fit = input.values?.length ? scoreValueFit(weighValues(input.values).weights, careerAttributes(career).attributes) : null;
  const ageText = input.age !== undefined ? ` at age ${input.age + input.years}` : "";
  return {
    summary:
      `In ${input.years} years${ageText} as ${withArticle(career.title)}${career.org ? ` (${career.org.label})` : ""} ${wherePaid(market)}, the median path earns ${formatMoney(last.salary.p50, cur)} a year in today's money ` +
      `(P10 ${formatMoney(last.salary.p10, cur)} – P90 ${formatMoney(last.salary.p90, cur)}), ${Math.round(last.seniorOrAboveShare * 100)}% of paths are on a senior rung or above of the ${ladder.spec.name}, ` +
      `and median skill relevance is ${last.skillRelevance.p50} (AI exposure ${career.aiExposure}).`,
    career: {
      title: career.title,
      occupationId: career.occupationId,
      matchScore: round(career.matchScore, 2),
      sector: career.sector,
      aiExposure: career.aiExposure,
      growthPercent: career.growthPercent,
      organisationType: career.org?.label ?? null,
    },
    market: marketField(market),
    startingPoint: {
      yearsExperience: experience,
      namedRung: ladder.namedRung === null ? null : ladder.rungs[ladder.namedRung].label,
      rungDistribution: sim.startRungShares,
      salary: first.salary,
      occupationMedian: salary,
    },
    ladder: {
      name: ladder.spec.name,
      rungs: ladder.rungs.map((r) => ({ rung: r.label, yearlyPromotionOdds: r.promotion, pricedAs: r.pricedAs })),
      source: ladder.spec.source,
    },
    simulation: { paths: sim.paths, years: input.years, currency: cur, prices: "today's money (constant prices)" },
    trajectory: sim.yearly,
    cumulativeEarnings: sim.cumulative,
    finalRungDistribution: sim.rungShares,
    milestones,
    valueFit: fit && { score: fit.score, contributions: fit.contributions },
    evidence: [...career.evidence, `salary: ${salary.method}`, ...ladder.evidence],
    confidence: confidenceFromMatch(career.matchScore) * marketConfidence(market),
    assumptions: [
      market.assumption,
      `Pay per rung and year of experience comes from the salary engine for ${market.label} (${ladder.spec.name}); amounts are in today's money, before tax.`,
      `Promotion odds per year: ${ladder.rungs
        .slice(0, -1)
        .map((r) => `${r.label} ${Math.round(r.promotion * 100)}%`)
        .join(
          ", ",
        )}, scaled by skill relevance${career.org ? ` and the organisation type (${career.org.label}: ×${career.org.promotionFactor})` : ""} (estimates; sources in the ladder).`,
      input.yearsExperience !== undefined || input.age !== undefined
        ? `Experience ${experience} years${input.yearsExperience === undefined ? " (age − 22)" : ""}; the starting rung is ${ladder.namedRung !== null ? "the one the career text names" : "drawn by running the promotion odds over those years"}.`
        : "Experience not given: 3 years assumed; the starting rung is drawn by running the promotion odds over them.",
      "Skill relevance decays 1.2%/yr plus AI exposure × a front-loaded adoption ramp (1 − e^(−t/5)); learning refreshes it with diminishing returns.",
      "Job loss cuts pay 5-20% (displaced-worker earnings losses); a pay-raising move to another employer happens at the ladder's yearly rate.",
      PROBABILITY_NOTE,
    ],
  };
});
