/**
 * Mode 12 — Realistic Salary Simulator. Method: 1,000 seeded negotiations. First offer = market P50 for the
 * experience level × e^N(−0.04, 0.08) (first offers sit a little under market). The style sets whether you
 * negotiate and how much you ask (STYLES); personality (Big Five lexicon) shifts both: agreeableness lowers the
 * ask, neuroticism lowers the chance of negotiating, extraversion and conscientiousness (preparation) raise the
 * success rate. Employer answers: full ask, split the difference, or hold; a rare rescind for aggressive asks.
 * Counter-offers never exceed the market P90. All parameters are estimates.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { collectTexts, marketField, resolveMarket, wherePaid } from "../core/market";
import { countryInput, optionalNumberIn, requiredText } from "../core/schema";
import { scoreLexicon, toScores, type TraitScores } from "../core/big-five";
import { createRng, drawNormal, round, summarize, clamp } from "../core/random";
import { estimateSalary, resolveCareer } from "../knowledge";
import { formatMoney, withArticle } from "../core/format";

export const SalarySimInput = z.object({
  career: requiredText(),
  personality: z
    .union([z.string().trim().max(2000), z.array(z.string().max(200)).max(50)])
    .transform((v) => (Array.isArray(v) ? v.join(", ") : v)),
  negotiationStyle: requiredText(80),
  yearsExperience: optionalNumberIn(0, 50),
  country: countryInput,
});

const STYLES: Record<string, { negotiate: number; ask: number; fullAccept: number; rescind: number }> = {
  avoidant: { negotiate: 0.2, ask: 0.05, fullAccept: 0.35, rescind: 0 },
  accommodating: { negotiate: 0.55, ask: 0.06, fullAccept: 0.4, rescind: 0 },
  collaborative: { negotiate: 0.85, ask: 0.1, fullAccept: 0.35, rescind: 0.002 },
  "data-driven": { negotiate: 0.9, ask: 0.12, fullAccept: 0.4, rescind: 0.002 },
  competitive: { negotiate: 0.95, ask: 0.18, fullAccept: 0.25, rescind: 0.015 },
};

function normalizeStyle(text: string): string {
  const t = text.toLowerCase();
  if (/avoid|passive|don'?t|never|accept/.test(t)) return "avoidant";
  if (/accommodat|agreeable|soft|nice/.test(t)) return "accommodating";
  if (/compet|aggress|hard|assert|tough/.test(t)) return "competitive";
  if (/data|research|evidence|market|benchmark/.test(t)) return "data-driven";
  return "collaborative";
}

function simulate(style: string, traits: TraitScores, offerMedian: number, ceiling: number, seed: number) {
  const s = STYLES[style];
  const rng = createRng(seed);
  const pNeg = clamp(s.negotiate - 0.004 * Math.max(0, traits.neuroticism - 50), 0.05, 0.98);
  const ask = Math.max(0.02, s.ask - 0.0008 * (traits.agreeableness - 50));
  const pFull = clamp(s.fullAccept + 0.003 * (traits.extraversion - 50) + 0.003 * (traits.conscientiousness - 50), 0.05, 0.9);
  const offers: number[] = [];
  const finals: number[] = [];
  let negotiated = 0;
  let rescinded = 0;
  for (let i = 0; i < 1000; i++) {
    const offer = offerMedian * Math.exp(drawNormal(rng, -0.04, 0.08));
    offers.push(offer);
    let final = offer;
    if (rng() < pNeg) {
      negotiated++;
      const target = Math.min(offer * (1 + ask), ceiling);
      const r = rng();
      if (rng() < s.rescind) {
        rescinded++;
        final = offer * 0.97;
      } // next-best offer after a rescind
      else if (r < pFull) final = target;
      else if (r < pFull + 0.45) final = (offer + target) / 2;
    }
    finals.push(Math.max(final, offer * 0.97));
  }
  return { offers, finals, negotiationRate: negotiated / 1000, rescindRate: rescinded / 1000, ask, pFull };
}

export const salarySimMode = defineMode(12, SalarySimInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const market = resolveMarket(input.country, collectTexts(input));
  const salary = estimateSalary(career, market, input.yearsExperience ?? 5);
  const lex = scoreLexicon(input.personality);
  const traits = toScores(lex.traits);
  const style = normalizeStyle(input.negotiationStyle);
  const mine = simulate(style, traits, salary.p50, salary.p90, seed);
  const offer = summarize(mine.offers, -2);
  const final = summarize(mine.finals, -2);
  const gain = round(final.p50 - offer.p50, -2);
  const compound = round(gain * ((1.03 ** 10 - 1) / 0.03), -2); // a raise carries into future raises
  const comparison = Object.keys(STYLES)
    .map((k) => {
      const r = simulate(k, traits, salary.p50, salary.p90, seed);
      const f = summarize(r.finals, -2);
      return {
        style: k,
        finalMedian: f.p50,
        medianGain: round(f.p50 - summarize(r.offers, -2).p50, -2),
        negotiationRate: round(r.negotiationRate, 3),
      };
    })
    .sort((a, b) => b.finalMedian - a.finalMedian);
  const edges = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map(
    (q) => [...mine.finals].sort((a, b) => a - b)[Math.min(999, Math.floor(q * 1000))],
  );
  const histogram = edges.slice(0, -1).map((lo, i) => ({ from: round(lo, -2), to: round(edges[i + 1], -2), share: 0.1 }));
  return {
    summary:
      `As a ${style} negotiator for ${withArticle(career.title)} offer (pay ${wherePaid(market)}), you end at ${formatMoney(final.p50, salary.currency)} at the median ` +
      `(P10 ${formatMoney(final.p10, salary.currency)} – P90 ${formatMoney(final.p90, salary.currency)}), ${formatMoney(gain, salary.currency)} above the first offer; ` +
      `about ${formatMoney(compound, salary.currency)} over 10 years as raises compound. Best style for your profile: ${comparison[0].style}.`,
    style,
    market: { ...salary, ...marketField(market) },
    firstOffer: offer,
    finalSalary: final,
    medianGain: gain,
    tenYearValueOfGain: compound,
    negotiationRate: round(mine.negotiationRate, 3),
    rescindRate: round(mine.rescindRate, 3),
    drivers: {
      askPercent: round(mine.ask * 100, 1),
      fullAcceptProbability: round(mine.pFull, 3),
      traits: lex.traits.map((t) => ({ trait: t.trait, score: t.score, evidence: t.evidence })),
    },
    histogram,
    styleComparison: comparison,
    currency: salary.currency,
    evidence: [...career.evidence, `salary: ${salary.method}`],
    confidence: confidenceFromMatch(career.matchScore) * 0.85 * marketConfidence(market),
    assumptions: [
      market.assumption,
      `Market pay from the salary engine at ${input.yearsExperience ?? 5} years of experience${input.yearsExperience === undefined ? " (not given; 5 assumed)" : ""}.`,
      "Style parameters (chance of negotiating, ask above offer, chance the full ask is granted, rescind risk) are estimates: avoidant 20%/5%, accommodating 55%/6%, collaborative 85%/10%, data-driven 90%/12%, competitive 95%/18%.",
      "Employer: grants the full ask, splits the difference (45%), or holds; counters are capped at the market P90.",
      "Personality: each point of agreeableness above 50 trims the ask 0.08 pt; neuroticism above 50 lowers the chance of negotiating; extraversion and conscientiousness raise success.",
      "The 10-year value compounds the gain at 3% a year.",
    ],
  };
});
