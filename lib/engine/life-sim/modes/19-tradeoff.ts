/**
 * Mode 19 — Life Trade-Off Slider. Method: utility = Σ preference_d × attribute_d / Σ preference over seven
 * dimensions, for the career and its related/next occupations. Attributes are the per-sector profiles of
 * core/sectors.ts (rationale documented there) with money from each occupation's wage and stability/growth
 * adjusted by AI exposure and projected growth. Sensitivity: for each dimension, the preference value at which
 * the best alternative would overtake the career (the slider's tipping point).
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { numberIn, requiredText } from "../core/schema";
import { careerAttributes, DIMENSIONS, type Attributes, type Dimension } from "../core/sectors";
import { round } from "../core/random";
import { listAlternatives, resolveCareer } from "../knowledge";

const pref = numberIn(0, 100).optional();

export const TradeoffInput = z.object({
  career: requiredText(),
  preferences: z
    .object({ money: pref, time: pref, stability: pref, freedom: pref, meaning: pref, status: pref, growth: pref })
    .refine((p) => DIMENSIONS.some((d) => p[d] !== undefined), {
      message: "preferences needs at least one of money, time, stability, freedom, meaning, status, growth",
    }),
});

function utilityOf(weights: Record<Dimension, number>, a: Attributes): number {
  const total = DIMENSIONS.reduce((s, d) => s + weights[d], 0) || 1;
  return DIMENSIONS.reduce((s, d) => s + weights[d] * a[d], 0) / total;
}

export const tradeoffMode = defineMode(19, TradeoffInput, (input) => {
  const career = resolveCareer(input.career);
  const weights = Object.fromEntries(DIMENSIONS.map((d) => [d, input.preferences[d] ?? 5])) as Record<Dimension, number>;
  const options = [career, ...listAlternatives(career)].map((p, k) => {
    const { attributes } = careerAttributes(p);
    const total = DIMENSIONS.reduce((s, d) => s + weights[d], 0) || 1;
    const exact = utilityOf(weights, attributes);
    return {
      title: p.title,
      occupationId: p.occupationId,
      isYourCareer: k === 0,
      attributes,
      exact,
      utility: round(exact * 100, 1),
      contributions: DIMENSIONS.map((d) => ({ dimension: d, points: round((weights[d] * attributes[d] * 100) / total, 1) })),
    };
  });
  const mine = options[0];
  // ranked on the unrounded utility, so moving one slider changes the order only where the lines really cross
  const ranked = [...options].sort((a, b) => b.exact - a.exact || a.title.localeCompare(b.title)).map(({ exact: _exact, ...o }) => o);
  const rival = ranked.find((o) => !o.isYourCareer);
  // tipping point: the weight w on one dimension (others fixed) where the career and an alternative tie (bisection);
  // of all alternatives, the flip nearest to the current slider is reported
  const flipAgainst = (d: Dimension, other: Attributes): number | null => {
    const diff = (w: number) => utilityOf({ ...weights, [d]: w }, mine.attributes) - utilityOf({ ...weights, [d]: w }, other);
    const f0 = diff(0);
    const f10 = diff(10);
    if (Math.sign(f0) === Math.sign(f10) || f0 === f10) return null;
    let lo = 0,
      hi = 10;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (Math.sign(diff(mid)) === Math.sign(f0)) lo = mid;
      else hi = mid;
    }
    return round((lo + hi) / 2, 1);
  };
  const tipping = DIMENSIONS.map((d) => {
    const flips = options
      .filter((o) => !o.isYourCareer)
      .map((o) => ({ title: o.title, at: flipAgainst(d, o.attributes) }))
      .filter((f): f is { title: string; at: number } => f.at !== null)
      .sort((a, b) => Math.abs(a.at - weights[d]) - Math.abs(b.at - weights[d]));
    const f = flips[0];
    return f
      ? {
          dimension: d,
          current: weights[d],
          tipsAt: f.at,
          against: f.title,
          note: `at ${d} ${f.at} ${mine.title} and ${f.title} swap places`,
        }
      : { dimension: d, current: weights[d], tipsAt: null, against: null, note: "no value 0-10 changes the order against any alternative" };
  });
  const dominatedBy = options
    .filter((o) => !o.isYourCareer && DIMENSIONS.every((d) => o.attributes[d] >= mine.attributes[d]))
    .map((o) => o.title);
  const giveUp = rival
    ? DIMENSIONS.map((d) => ({
        dimension: d,
        yourCareer: mine.attributes[d],
        alternative: rival.attributes[d],
        difference: round(rival.attributes[d] - mine.attributes[d], 2),
      })).filter((x) => Math.abs(x.difference) >= 0.05)
    : [];
  const rank = ranked.findIndex((o) => o.isYourCareer) + 1;
  return {
    summary:
      `With your sliders, ${mine.title} scores ${mine.utility}/100 and ranks ${rank} of ${options.length}` +
      (rival
        ? `; the strongest alternative is ${rival.title} (${rival.utility}). ${tipping.filter((t) => t.tipsAt !== null).length} sliders can change your career's rank.`
        : ".") +
      (dominatedBy.length ? ` ${dominatedBy.join(", ")} scores at least as well on every dimension.` : ""),
    preferences: weights,
    options: ranked,
    yourRank: rank,
    yourUtility: mine.utility,
    strongestAlternative: rival?.title ?? null,
    tippingPoints: tipping,
    dominatedBy,
    tradeOffs: giveUp,
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * (options.length > 1 ? 1 : 0.7),
    assumptions: [
      "Preferences are relative weights (any scale; missing members count as 5).",
      "Attributes are per-sector estimates (core/sectors.ts) with money from the occupation's US median wage and stability/growth adjusted by AI exposure and projected employment growth.",
      "Alternatives are the occupation's next steps and related occupations in the knowledge base.",
      "Tipping points vary one slider over 0-10 with the others fixed and report the nearest swap with any alternative.",
    ],
  };
});
