/**
 * Mode 8 — Parallel Life Simulator. Method: both careers run through the trajectory Monte Carlo with the SAME
 * seed (common random numbers), so differences come from the careers, not from luck. The decision text sets the
 * cost of entering career 2 (table DECISION_EFFECTS): income gap months and a reset start level; an organisation
 * type in the decision ("join a startup", "move to the NHS", "go freelance") is where career 2 is simulated.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, numberIn, optionalNumberIn, requiredText } from "../core/schema";
import { simulateCareerOutcome, summarizeEarnings } from "../core/outcomes";
import { collectTexts, marketField, resolveMarket } from "../core/market";
import { getOrgType, orgPhrase, readDecisionOrgs } from "../core/org-types";
import { asProbability, PROBABILITY_NOTE } from "../core/probability";
import { experienceFrom } from "../core/trajectory";
import { formatMoney } from "../core/format";
import { round } from "../core/random";
import { resolveCareer } from "../knowledge";

export const ParallelLifeInput = z.object({
  career1: requiredText(),
  career2: requiredText(),
  decision: z.string().trim().max(500).optional().default("switch careers"),
  currentAge: optionalNumberIn(14, 90),
  years: numberIn(1, 40).default(15),
  country: countryInput,
});

const DECISION_EFFECTS: { kind: string; re: RegExp; gapMonths: number; experience: number | null; risk: number; note: string }[] = [
  {
    kind: "study",
    re: /study|degree|master|mba|phd|bootcamp|retrain|school|course/,
    gapMonths: 12,
    experience: 0,
    risk: 0.5,
    note: "12 months without income while studying; career 2 starts at junior level",
  },
  {
    kind: "start a business",
    re: /start|found|business|freelanc|self-employ|own company/,
    gapMonths: 6,
    experience: 2,
    risk: 0.9,
    note: "6 months of ramp-up without income; higher variance of outcomes (risk 0.9)",
  },
  {
    kind: "switch",
    re: /switch|change|pivot|move into|transition|leave|quit/,
    gapMonths: 3,
    experience: 1,
    risk: 0.5,
    note: "3 months job search; career 2 starts near junior level",
  },
  {
    kind: "relocate",
    re: /relocat|abroad|emigrat|move to/,
    gapMonths: 2,
    experience: null,
    risk: 0.6,
    note: "2 months gap for the move; seniority carries over",
  },
  { kind: "stay", re: /stay|keep|remain/, gapMonths: 0, experience: null, risk: 0.5, note: "no switching cost" },
];

export const parallelLifeMode = defineMode(8, ParallelLifeInput, (input, seed) => {
  const effect = DECISION_EFFECTS.find((d) => d.re.test(input.decision.toLowerCase())) ?? DECISION_EFFECTS[2];
  const c1 = resolveCareer(input.career1, "career1");
  const c2 = resolveCareer(input.career2, "career2");
  const market = resolveMarket(input.country, collectTexts(input));
  // where career 2 is lived: the decision's organisation type, else "start a business" means self-employed, else career 2's own text
  const decidedOrg = readDecisionOrgs(input.decision).to ?? (effect.kind === "start a business" ? getOrgType("self-employed") : undefined);
  const experience = experienceFrom(undefined, input.currentAge);
  const base = { market, years: input.years, age: input.currentAge, seed };
  const one = simulateCareerOutcome(c1, { ...base, experience });
  const two = simulateCareerOutcome(c2, {
    ...base,
    experience: effect.experience ?? experience,
    riskTolerance: effect.risk,
    ...(decidedOrg ? { org: decidedOrg } : {}),
  });
  const gapCost = (two.sim.yearly[0].salary.p50 * effect.gapMonths) / 12;
  const cum1 = one.sim.cumulativeEarnings;
  const cum2 = two.sim.cumulativeEarnings.map((c) => c - gapCost);
  const toUsd = [one.ladder.usdPerUnit, two.ladder.usdPerUnit];
  const twoAhead = cum2.filter((c, i) => c * toUsd[1] > cum1[i] * toUsd[0]).length / cum1.length;
  const side = one.sim.yearly.map((y, t) => ({
    year: t,
    age: y.age,
    career1: { salary: y.salary, skillRelevance: y.skillRelevance.p50, seniorOrAboveShare: y.seniorOrAboveShare },
    career2: {
      salary: two.sim.yearly[t].salary,
      skillRelevance: two.sim.yearly[t].skillRelevance.p50,
      seniorOrAboveShare: two.sim.yearly[t].seniorOrAboveShare,
    },
    medianGap: round(two.sim.yearly[t].salary.p50 - y.salary.p50, -2),
  }));
  const crossover = side.find((s, t) => t > 0 && Math.sign(s.medianGap) !== Math.sign(side[0].medianGap) && s.medianGap !== 0);
  const cur = one.salary.currency === two.salary.currency ? one.salary.currency : `${one.salary.currency}/${two.salary.currency}`;
  const medianCum = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const snapshots = [5, 10, input.years]
    .filter((y, i, a) => y <= input.years && a.indexOf(y) === i)
    .map((y) => ({
      year: y,
      age: input.currentAge !== undefined ? input.currentAge + y : null,
      career1: `${one.profile.title}: ${one.sim.yearly[y].medianRung}, ${formatMoney(one.sim.yearly[y].salary.p50, one.salary.currency)} a year`,
      career2: `${two.profile.title}: ${two.sim.yearly[y].medianRung}, ${formatMoney(two.sim.yearly[y].salary.p50, two.salary.currency)} a year`,
    }));
  return {
    summary:
      `Over ${input.years} years, ${two.profile.title} (after "${input.decision}") out-earns ${one.profile.title} in ${Math.round(asProbability(twoAhead) * 100)}% of paired worlds; ` +
      `median cumulative earnings ${formatMoney(medianCum(cum1), one.salary.currency)} vs ${formatMoney(medianCum(cum2), two.salary.currency)}` +
      (crossover ? `; the median salaries cross in year ${crossover.year}.` : "."),
    decision: {
      text: input.decision,
      interpretedAs: effect.kind,
      incomeGapMonths: effect.gapMonths,
      note: effect.note,
      organisationType: two.org?.label ?? null,
    },
    market: marketField(market),
    lives: [
      {
        label: "career1",
        title: one.profile.title,
        occupationId: one.profile.occupationId,
        organisationType: one.org?.label ?? null,
        aiExposure: one.profile.aiExposure,
        growthPercent: one.profile.growthPercent,
        earnings: summarizeEarnings(one),
        disruptionShare: one.sim.disruptionShare,
        finalRungs: one.sim.rungShares,
      },
      {
        label: "career2",
        title: two.profile.title,
        occupationId: two.profile.occupationId,
        organisationType: two.org?.label ?? null,
        aiExposure: two.profile.aiExposure,
        growthPercent: two.profile.growthPercent,
        earnings: summarizeEarnings(two),
        disruptionShare: two.sim.disruptionShare,
        finalRungs: two.sim.rungShares,
      },
    ],
    sideBySide: side,
    currency: cur,
    // identical lives (the same career, place and terms twice) make "career 2 ahead" certainly false, not 1 %
    career2AheadProbability: asProbability(
      twoAhead,
      cum2.every((c, i) => c * toUsd[1] === cum1[i] * toUsd[0]),
    ),
    crossoverYear: crossover?.year ?? null,
    snapshots,
    evidence: [...one.profile.evidence, ...two.profile.evidence],
    confidence: confidenceFromMatch(one.profile.matchScore, two.profile.matchScore) * marketConfidence(market),
    assumptions: [
      market.assumption,
      "Both lives use the same seed (common random numbers) so luck is shared and the comparison isolates the careers.",
      `Decision read as "${effect.kind}": ${effect.note}.`,
      ...(two.org ? [`Career 2 is simulated ${orgPhrase(two.org)}: ${two.org.note}.`] : []),
      "Experience from age (years since 22; 3 years when no age is given) unless the decision resets it; the starting rung is drawn from it.",
      "Trajectory model as in Future Self: today's money, each career's ladder and promotion odds, AI-driven skill decay and job-loss risk (estimates). Earnings in different currencies are compared in USD.",
      PROBABILITY_NOTE,
    ],
  };
});
