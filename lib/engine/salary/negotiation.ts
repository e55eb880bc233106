import type { Percentiles } from "./distribution";
import { normalQuantile, roundMoney } from "./distribution";
import type { SkillPremium } from "./adjustments";
import { fmt } from "./model";

export interface NegotiationInput {
  median: number;
  sigma: number;
  percentiles: Percentiles;
  years?: number;
  premiums: SkillPremium[];
  currency: string;
  title: string;
  place: string;
}

/**
 * Target percentile = 60 + 5 per premium skill worth ≥ 3 % (at most 3) + 5 when the candidate has ≥ 8 years,
 * capped at 75: asking at or just above the middle of the band is what employers expect to trim, and
 * evidence of scarce skills justifies the upper quartile. Returned as the lognormal quantile at that percentile.
 */
export function computeNegotiationTarget(input: NegotiationInput): { target: number; percentile: number; evidence: string } {
  const strong = input.premiums.filter((p) => p.premiumPercent >= 3).length;
  const percentile = Math.min(75, 60 + 5 * Math.min(3, strong) + ((input.years ?? 0) >= 8 ? 5 : 0));
  const target = roundMoney(input.median * Math.exp(normalQuantile(percentile / 100) * input.sigma));
  return {
    target,
    percentile,
    evidence: `Negotiation target: percentile ${percentile} (60 + 5 × ${Math.min(3, strong)} premium skills${(input.years ?? 0) >= 8 ? " + 5 for 8+ years" : ""}, cap 75) of the band = ${fmt(target)} ${input.currency}.`,
  };
}

function money(n: number, currency: string): string {
  return `${currency} ${fmt(n)}`;
}

/** A script that quotes the actual band, target and strongest skills; no generic filler. */
export function writeNegotiationScript(input: NegotiationInput, target: number): string {
  const { percentiles: p, currency, title, place } = input;
  const top = [...input.premiums]
    .filter((s) => s.premiumPercent > 0)
    .sort((a, b) => b.premiumPercent - a.premiumPercent)
    .slice(0, 2);
  const lines = [
    `For ${title} roles in ${place}, the market band I am working from runs from ${money(p.p25, currency)} (25th percentile) to ${money(p.p75, currency)} (75th), with the median at ${money(p.p50, currency)}.`,
  ];
  if (top.length) {
    lines.push(
      `My ${top.map((s) => s.skill).join(" and ")} experience is paid above that median (about +${top.map((s) => s.premiumPercent).join("% and +")}% in this role), which is why I am asking for a base of ${money(target, currency)}.`,
    );
  } else if ((input.years ?? 0) >= 8) {
    lines.push(
      `With ${input.years} years in the field I am asking for a base of ${money(target, currency)}, in the upper half of that band.`,
    );
  } else {
    lines.push(`I am asking for a base of ${money(target, currency)}, slightly above the median, in line with the scope of this role.`);
  }
  const floor = roundMoney(Math.max(p.p50, target * 0.95));
  lines.push(
    `If the base cannot reach ${money(target, currency)}, I would consider ${money(floor, currency)} with a signing bonus or an agreed salary review after six months; I would not go below the median of ${money(p.p50, currency)}.`,
  );
  return lines.join(" ");
}
