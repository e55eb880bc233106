/**
 * Maps free-text life values ("family", "impact", "money") onto the seven dimensions of sectors.ts.
 * The lexicon below is the documented scoring key; a word may feed two dimensions with split weight.
 */
import { DIMENSIONS, type Attributes, type Dimension } from "./sectors";

const LEXICON: [RegExp, Partial<Record<Dimension, number>>][] = [
  [/money|wealth|salary|income|rich|financ|pay|earn/, { money: 1 }],
  [/family|time|balance|health|leisure|hobb|rest|wellbeing|well-being|kids|children|friends/, { time: 1 }],
  [/secur|stab|certain|safe|predict|pension|steady/, { stability: 1 }],
  [/freedom|autonom|independ|flexib|remote|self|control|travel/, { freedom: 1 }],
  [/impact|help|purpose|mean|community|service|contribut|social|environment|ethic|faith|legacy/, { meaning: 1 }],
  [/creativ|express|art|craft/, { freedom: 0.5, meaning: 0.5 }],
  [/status|prestig|recogni|power|respect|fame|influence|title|achiev|success/, { status: 1 }],
  [/learn|grow|challenge|curios|master|innovat|adventure|excel|skill|knowledge|career/, { growth: 1 }],
  [/collabor|team|people|relationship|belong/, { meaning: 0.5, time: 0.5 }],
];

export interface ValueWeights {
  weights: Attributes;
  matched: { value: string; dimensions: Dimension[] }[];
  unmatched: string[];
}

/** Normalised weights (sum 1) from value words; equal weights when none is recognised. */
export function weighValues(values: readonly string[]): ValueWeights {
  const raw = Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as Attributes;
  const matched: ValueWeights["matched"] = [];
  const unmatched: string[] = [];
  values.forEach((value, i) => {
    const v = value.toLowerCase();
    // earlier values count more: people list what matters most first (rank weight 1, 0.85, 0.72 …)
    const rank = 0.85 ** i;
    const hits = LEXICON.filter(([re]) => re.test(v));
    if (hits.length === 0) return unmatched.push(value);
    const dims = new Set<Dimension>();
    for (const [, w] of hits)
      for (const [d, x] of Object.entries(w) as [Dimension, number][]) {
        raw[d] += (x * rank) / hits.length;
        dims.add(d);
      }
    matched.push({ value, dimensions: [...dims] });
  });
  const total = DIMENSIONS.reduce((s, d) => s + raw[d], 0);
  const weights = Object.fromEntries(DIMENSIONS.map((d) => [d, total > 0 ? raw[d] / total : 1 / DIMENSIONS.length])) as Attributes;
  return { weights, matched, unmatched };
}

/** Weighted fit 0..100 of a career's attributes to value weights, with each dimension's contribution. */
export function scoreValueFit(
  weights: Attributes,
  attributes: Attributes,
): { score: number; contributions: { dimension: Dimension; weight: number; attribute: number; points: number }[] } {
  const contributions = DIMENSIONS.map((d) => ({
    dimension: d,
    weight: Math.round(weights[d] * 1000) / 1000,
    attribute: attributes[d],
    points: Math.round(weights[d] * attributes[d] * 1000) / 10,
  }));
  const score = Math.round(DIMENSIONS.reduce((s, d) => s + weights[d] * attributes[d], 0) * 1000) / 10;
  return { score, contributions: contributions.sort((a, b) => b.points - a.points) };
}
