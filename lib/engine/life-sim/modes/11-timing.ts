/**
 * Mode 11 — Opportunity Timing. Question: when should you move from currentRole to `career`? Method: for move
 * dates 0-36 months ahead, 1,000 seeded draws of 10-year earnings: months in the current role (its growth and
 * AI-exposure drag), learning the skill gap meanwhile (6 h/week), then entry into the target at a level built
 * from transferable experience (1 hop 70%, 2 hops 40%, unlinked 20%) with an entry discount until the gap is
 * closed (up to 15%) and a job search of 1.5-3 months. Compared with never moving.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, numberIn, requiredText } from "../core/schema";
import { hoursForGap } from "../core/learning";
import { collectTexts, marketField, resolveMarket, wherePaid } from "../core/market";
import { asProbability, PROBABILITY_NOTE } from "../core/probability";
import { createRng, drawNormal, round, summarize } from "../core/random";
import { compareRoleSkills, estimateSalary, findRolePath, resolveCareer } from "../knowledge";
import { formatMoney, withArticle } from "../core/format";

export const TimingInput = z.object({
  career: requiredText(),
  currentRole: requiredText(),
  yearsExperience: numberIn(0, 50),
  country: countryInput,
});

const MOVE_MONTHS = [0, 6, 12, 18, 24, 36];
const HORIZON_MONTHS = 120;

export const timingMode = defineMode(11, TimingInput, (input, seed) => {
  const current = resolveCareer(input.currentRole, "currentRole");
  const target = resolveCareer(input.career, "career");
  const market = resolveMarket(input.country, collectTexts(input));
  // pay at the stated experience from the salary engine's experience curve, in the market's currency
  const curSalary = estimateSalary(current, market, input.yearsExperience).p50;
  const currency = estimateSalary(current, market, 5).currency;
  const targetAt = (years: number) => estimateSalary(target, market, Math.round(years * 2) / 2).p50;
  const path = findRolePath(current, target);
  const hops = path ? path.length - 1 : null;
  const transfer = hops === 0 ? 1 : hops === 1 ? 0.7 : hops === 2 ? 0.4 : 0.2;
  const gapHours = compareRoleSkills(current, target).reduce((s, g) => s + hoursForGap(g.difficulty, g.from, g.to), 0);
  const hoursPerMonth = 6 * 4.33;
  const rng = createRng(seed);
  // real (inflation-adjusted) growth: 0.8 %/yr economy-wide + 0.2 × yearly employment growth − AI drag (estimates)
  const monthlyGrowth = (p: { growthPercent: number; aiExposure: number }) =>
    (0.008 + 0.0002 * p.growthPercent - 0.01 * Math.max(0, p.aiExposure - 0.5)) / 12;
  const gCur = monthlyGrowth(current);
  const gTgt = monthlyGrowth(target);
  const draws = 1000;
  const stay: number[] = [];
  const options = MOVE_MONTHS.map((m) => ({
    m,
    values: [] as number[],
    readiness: Math.min(1, gapHours ? (m * hoursPerMonth) / gapHours : 1),
  }));
  for (let d = 0; d < draws; d++) {
    const noiseCur = drawNormal(rng, 0, 0.01) / 12;
    const noiseTgt = drawNormal(rng, 0, 0.015) / 12;
    const entryLuck = Math.exp(drawNormal(rng, 0, 0.1));
    let s = 0;
    for (let t = 0; t < HORIZON_MONTHS; t++) s += (curSalary / 12) * (1 + gCur + noiseCur) ** t;
    stay.push(s);
    for (const o of options) {
      let v = 0;
      for (let t = 0; t < o.m; t++) v += (curSalary / 12) * (1 + gCur + noiseCur) ** t;
      const search = (3 * (1.5 - 0.5 * o.readiness)) / 1.5;
      const entry = targetAt((input.yearsExperience + o.m / 12) * transfer) * (0.85 + 0.15 * o.readiness) * entryLuck;
      for (let t = Math.ceil(o.m + search); t < HORIZON_MONTHS; t++) v += (entry / 12) * (1 + gTgt + noiseTgt) ** (t - o.m - search);
      o.values.push(v);
    }
  }
  const stayMedian = summarize(stay, -2);
  const windows = options.map((o) => {
    const sum = summarize(o.values, -2);
    return {
      moveInMonths: o.m,
      readiness: round(o.readiness, 2),
      tenYearEarnings: sum,
      vsStaying: round(sum.p50 - stayMedian.p50, -2),
      beatsStayingProbability: asProbability(o.values.filter((v, i) => v > stay[i]).length / draws),
    };
  });
  const best = [...windows].sort((a, b) => b.tenYearEarnings.p50 - a.tenYearEarnings.p50)[0];
  const window = windows.filter((w) => w.tenYearEarnings.p50 >= best.tenYearEarnings.p50 * 0.98).map((w) => w.moveInMonths);
  const worthIt = best.beatsStayingProbability >= 0.5;
  const same = current.occupationId !== null && current.occupationId === target.occupationId;
  return {
    summary: same
      ? `You are already ${withArticle(target.title)}: the timing question is about a move within the role, and the options below compare changing employer at each date.`
      : worthIt
        ? `Best time to move from ${current.title} to ${target.title}: in ${best.moveInMonths} months (window ${Math.min(...window)}-${Math.max(...window)} months). It beats staying in ${Math.round(best.beatsStayingProbability * 100)}% of simulations, ${formatMoney(best.vsStaying, currency)} over 10 years at the median (pay ${wherePaid(market)}).`
        : `Moving from ${current.title} to ${target.title} pays less than staying in most simulations (best case: move in ${best.moveInMonths} months, ${Math.round(best.beatsStayingProbability * 100)}% chance of earning more over 10 years).`,
    bestMoveInMonths: best.moveInMonths,
    window: { fromMonths: Math.min(...window), toMonths: Math.max(...window) },
    recommendation: worthIt ? "move" : "stay or reconsider",
    options: windows,
    staying: { tenYearEarnings: stayMedian },
    factors: {
      route: path ? path.map((p) => p.title) : null,
      transferOfExperience: transfer,
      skillGapHours: gapHours,
      monthsToCloseGap: round(gapHours / hoursPerMonth, 1),
      currentRoleGrowthPercent: current.growthPercent,
      targetGrowthPercent: target.growthPercent,
      currentAiExposure: current.aiExposure,
      targetAiExposure: target.aiExposure,
    },
    currency,
    market: marketField(market),
    evidence: [...current.evidence, ...target.evidence],
    confidence: confidenceFromMatch(current.matchScore, target.matchScore) * 0.9 * marketConfidence(market),
    assumptions: [
      market.assumption,
      `Earnings over 10 years in ${currency}, today's money, from the salary engine at your experience (current role) and at the transferred experience (target); real growth 0.8%/yr + 0.02 × 10-year employment growth %, minus 1%/yr for AI exposure above 0.5, with noise.`,
      "Skill gap learned at 6 h/week; entering before it is closed costs up to 15% of entry pay and a longer search (1.5-3 months).",
      "Experience transfers 70% for a linked next role, 40% two steps away, 20% for an unlinked switch (estimates).",
      "Bonuses, equity vesting and hiring cycles are not modelled.",
      PROBABILITY_NOTE,
    ],
  };
});
