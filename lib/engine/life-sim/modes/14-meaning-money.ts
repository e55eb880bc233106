/**
 * Mode 14 — Meaning vs Money. Method: both careers are simulated on paired worlds (core/outcomes.ts). Money is
 * each path's average yearly earnings; meaning is the career's meaning attribute with per-world uncertainty. Your
 * values set the exchange rate between them; life goals are checked against the simulated outcomes (money goals
 * need average earnings ≥ 1.5 × the US all-occupation median, USD 72,090 — an estimate of "comfortable").
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, listInput, optionalList, requiredText } from "../core/schema";
import { measureRegret, moneyScore, scorePathUtilities, simulateCareerOutcome, summarizeEarnings } from "../core/outcomes";
import { collectTexts, marketField, resolveMarket, wherePaid } from "../core/market";
import { asProbability, PROBABILITY_NOTE } from "../core/probability";
import { resolveCareer } from "../knowledge";
import { weighValues } from "../core/values";
import { round } from "../core/random";
import { formatMoney } from "../core/format";

export const MeaningMoneyInput = z.object({
  career: requiredText(),
  alternativeCareer: requiredText(),
  values: listInput,
  lifeGoals: optionalList.default([]),
  country: countryInput,
});

const COMFORT_USD = 72_090;
const GOALS: [RegExp, "money" | "time" | "meaning" | "freedom", string][] = [
  [/home|house|mortgage|retire|financial|wealth|debt|rich|save/, "money", "needs high, steady earnings"],
  [/kids|child|family|time|health|balance|partner/, "time", "needs time outside work"],
  [/impact|help|change|purpose|legacy|give back|volunteer/, "meaning", "needs meaningful work"],
  [/travel|nomad|freedom|own boss|independ/, "freedom", "needs autonomy"],
];

export const meaningMoneyMode = defineMode(14, MeaningMoneyInput, (input, seed) => {
  const market = resolveMarket(input.country, collectTexts(input));
  const opts = { market, years: 10, experience: 3, seed };
  const outcomes = [
    simulateCareerOutcome(resolveCareer(input.career, "career"), opts),
    simulateCareerOutcome(resolveCareer(input.alternativeCareer, "alternativeCareer"), opts),
  ];
  const vw = weighValues(input.values);
  const utilities = outcomes.map((o, k) => scorePathUtilities(o, vw.weights, seed, k + 1));
  const careers = outcomes.map((o, k) => {
    const money = summarizeEarnings(o);
    const comfortable = o.avgUsd.filter((u) => u >= COMFORT_USD).length / o.avgUsd.length;
    const goals = input.lifeGoals.map((g) => {
      const hit = GOALS.find(([re]) => re.test(g.toLowerCase()));
      if (!hit) return { goal: g, support: null, basis: "goal not recognised by the lexicon" };
      const support = hit[1] === "money" ? asProbability(comfortable) : o.attributes[hit[1]];
      return {
        goal: g,
        support: round(support, 2),
        basis:
          hit[1] === "money"
            ? `${Math.round(comfortable * 100)}% of paths average ≥ USD ${COMFORT_USD}/yr`
            : `${hit[2]}: ${hit[1]} ${o.attributes[hit[1]]}`,
      };
    });
    return {
      title: o.profile.title,
      occupationId: o.profile.occupationId,
      earnings: money,
      moneyScore: round(moneyScore([...o.avgUsd].sort((a, b) => a - b)[Math.floor(o.avgUsd.length / 2)]), 2),
      meaningScore: o.attributes.meaning,
      timeScore: o.attributes.time,
      utility: round((utilities[k].reduce((s, u) => s + u, 0) / utilities[k].length) * 100, 1),
      regretIfChosen: measureRegret(utilities[k], utilities[1 - k]),
      lifeGoals: goals,
    };
  });
  const [a, b] = careers;
  const medUsd = outcomes.map((o) => [...o.avgUsd].sort((x, y) => x - y)[Math.floor(o.avgUsd.length / 2)]);
  const meaningGap = b.meaningScore - a.meaningScore;
  const priceOfMeaning = meaningGap !== 0 ? round((medUsd[0] - medUsd[1]) / (meaningGap * 10), -2) : null;
  const richer = medUsd[0] >= medUsd[1] ? a : b;
  const moreMeaning = a.meaningScore >= b.meaningScore ? a : b;
  const better = a.utility >= b.utility ? a : b;
  const moneyWeight = round(vw.weights.money, 3);
  const meaningWeight = round(vw.weights.meaning, 3);
  return {
    summary:
      `${richer.title} pays more (${formatMoney(richer.earnings.annualAverage.p50, richer.earnings.currency)}/yr median, pay ${wherePaid(market)}) while ${moreMeaning.title} scores higher on meaning ` +
      `(${moreMeaning.meaningScore} vs ${(moreMeaning === a ? b : a).meaningScore}). With your values (money weight ${moneyWeight}, meaning ${meaningWeight}), ${better.title} gives more overall utility (${better.utility} vs ${(better === a ? b : a).utility}).`,
    careers,
    tradeOff: {
      richer: richer.title,
      moreMeaningful: moreMeaning.title,
      betterForYou: better.title,
      usdPerMeaningPoint: priceOfMeaning,
      explanation:
        priceOfMeaning === null
          ? "both careers score the same on meaning"
          : `each 0.1 of meaning (0-1 scale) costs about USD ${Math.abs(priceOfMeaning)} a year of median earnings between these two careers`,
    },
    valueWeights: vw.weights,
    unrecognisedValues: vw.unmatched,
    market: marketField(market),
    evidence: outcomes.flatMap((o) => [...o.profile.evidence.slice(0, 1), o.attributeNotes[0]]),
    confidence: confidenceFromMatch(outcomes[0].profile.matchScore, outcomes[1].profile.matchScore) * marketConfidence(market),
    assumptions: [
      market.assumption,
      "Earnings: 10-year trajectory Monte Carlo, 1,000 paired worlds; meaning: sector attribute estimate with N(0, 0.1) per-world uncertainty.",
      "Utility weighs all seven dimensions by your values; money utility is logarithmic in earnings (each doubling adds the same).",
      `Money goals count as supported on paths averaging ≥ USD ${COMFORT_USD}/yr in today's money (1.5 × BLS May 2023 all-occupation median); other goals use the career's attribute score.`,
      "Both careers start with 3 years of experience (the starting rung is drawn from them).",
      PROBABILITY_NOTE,
    ],
  };
});
