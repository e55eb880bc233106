/**
 * Mode 2 — Regret Forecasting. Method: both careers are simulated on the same 1,000 seeded worlds; each path's
 * utility is the value-weighted sum of its money (from simulated earnings) and the career's other six attributes;
 * expected regret of a choice = mean shortfall against the other career in the same world (regret theory).
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, listInput, numberIn, optionalNumberIn, requiredText } from "../core/schema";
import { measureRegret, scorePathUtilities, simulateCareerOutcome, summarizeEarnings } from "../core/outcomes";
import { collectTexts, marketField, resolveMarket } from "../core/market";
import { PROBABILITY_NOTE } from "../core/probability";
import { experienceFrom } from "../core/trajectory";
import { scoreValueFit, weighValues } from "../core/values";
import { DIMENSIONS } from "../core/sectors";
import { round } from "../core/random";
import { resolveCareer } from "../knowledge";

export const RegretInput = z.object({
  career: requiredText(),
  alternativeCareer: requiredText(),
  values: listInput,
  years: numberIn(1, 40).default(10),
  age: optionalNumberIn(14, 90),
  country: countryInput,
});

export const regretMode = defineMode(2, RegretInput, (input, seed) => {
  const careerA = resolveCareer(input.career, "career");
  const careerB = resolveCareer(input.alternativeCareer, "alternativeCareer");
  const market = resolveMarket(input.country, collectTexts(input));
  const opts = { market, years: input.years, age: input.age, experience: experienceFrom(undefined, input.age), seed };
  const a = simulateCareerOutcome(careerA, opts);
  const b = simulateCareerOutcome(careerB, opts);
  const vw = weighValues(input.values);
  const uA = scorePathUtilities(a, vw.weights, seed, 1);
  const uB = scorePathUtilities(b, vw.weights, seed, 2);
  const regretA = measureRegret(uA, uB);
  const regretB = measureRegret(uB, uA);
  const fitA = scoreValueFit(vw.weights, a.attributes);
  const fitB = scoreValueFit(vw.weights, b.attributes);
  // which value dimensions would make you miss the road not taken
  const drivers = (chosen: typeof a, other: typeof b) =>
    DIMENSIONS.map((d) => ({ dimension: d, weightedGap: round(vw.weights[d] * (other.attributes[d] - chosen.attributes[d]) * 100, 1) }))
      .filter((x) => x.weightedGap > 0.2)
      .sort((x, y) => y.weightedGap - x.weightedGap)
      .slice(0, 3);
  const lower = regretA.expectedRegret <= regretB.expectedRegret ? a : b;
  const higher = lower === a ? b : a;
  const describe = (o: typeof a, fit: typeof fitA, regret: typeof regretA, other: typeof b) => ({
    title: o.profile.title,
    occupationId: o.profile.occupationId,
    organisationType: o.org?.label ?? null,
    valueFit: fit.score,
    fitBreakdown: fit.contributions,
    attributes: o.attributes,
    earnings: summarizeEarnings(o),
    regretIfChosen: regret,
    regretDrivers: drivers(o, other),
  });
  return {
    summary:
      `Choosing ${lower.profile.title} carries less expected regret (${Math.min(regretA.expectedRegret, regretB.expectedRegret)} vs ${Math.max(regretA.expectedRegret, regretB.expectedRegret)} points over ${input.years} years) ` +
      `given your values (${vw.matched.map((m) => m.value).join(", ") || "none recognised"}); you would still wish you had picked ${higher.profile.title} in ` +
      `${Math.round((lower === a ? regretA : regretB).probabilityOfRegret * 100)}% of simulated worlds.`,
    careers: [describe(a, fitA, regretA, b), describe(b, fitB, regretB, a)],
    recommendation: lower.profile.title,
    market: marketField(market),
    valueWeights: Object.fromEntries(DIMENSIONS.map((d) => [d, round(vw.weights[d], 3)])),
    unrecognisedValues: vw.unmatched,
    simulation: { paths: a.sim.paths, years: input.years, pairedWorlds: true, market: market.label, prices: "today's money" },
    evidence: [...a.profile.evidence, ...b.profile.evidence, ...a.attributeNotes.slice(0, 1), ...b.attributeNotes.slice(0, 1)],
    confidence: confidenceFromMatch(a.profile.matchScore, b.profile.matchScore) * (vw.matched.length ? 1 : 0.8) * marketConfidence(market),
    assumptions: [
      market.assumption,
      "Values are mapped to seven dimensions (money, time, stability, freedom, meaning, status, growth) by a keyword lexicon; earlier values weigh more (×0.85 per rank).",
      "Money utility = 0.45 + 0.5 × log4(average USD earnings / 48,060); other dimensions are sector attribute estimates with N(0, 0.1) uncertainty per world, drawn independently for each career (how a job will feel is not known in advance).",
      "Regret = utility shortfall vs the other career in the same simulated world, on a 0-100 scale; 'probability' counts shortfalls ≥ 2 points.",
      "Earnings come from the Future Self trajectory model on each career's ladder (today's money, before tax); earnings are paired across careers (same random numbers).",
      PROBABILITY_NOTE,
    ],
  };
});
