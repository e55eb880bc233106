/**
 * Seeded randomness for the life-simulation modes. Equal inputs must give equal outputs (CONTRACT.md),
 * so every mode derives its seed from the canonical JSON of its parsed input: FNV-1a (32-bit) → mulberry32.
 */

import { hashFnv1a, mulberry32 as createRng, type Rng } from "@/lib/seeded-random";

export { hashFnv1a, createRng, type Rng };

/** JSON with object keys sorted, so key order in a request never changes the seed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Seed of one mode run: mode id + canonical input, so two modes given the same body still differ. */
export function seedFor(modeId: number, input: unknown): number {
  return hashFnv1a(`life-sim:${modeId}:${canonicalJson(input)}`);
}

/** 32-bit avalanche mix (murmur3 finaliser). */
function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * An independent sub-seed (e.g. one per simulated path and stream). Mixing matters: mulberry32 streams whose seeds
 * differ by its increment are shifted copies of each other, so path i must not simply use seed + i.
 */
export function deriveSeed(seed: number, ...parts: number[]): number {
  let h = mix(seed ^ 0x9e3779b9);
  for (const p of parts) h = mix(h ^ mix((p + 0x632be5ab) >>> 0));
  return h;
}

/** Standard normal draw (Box-Muller); 1 - u keeps log() away from 0. */
export function drawNormal(rng: Rng, mean = 0, sd = 1): number {
  const u = 1 - rng();
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Picks an index with probability proportional to weights. */
export function pickWeighted(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  let r = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= Math.max(0, weights[i]);
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** Linear-interpolated quantile of an ascending-sorted array. */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export interface Percentiles {
  p10: number;
  p50: number;
  p90: number;
}

/** P10/P50/P90 of a sample, rounded to `digits` decimals. */
export function summarize(sample: readonly number[], digits = 0): Percentiles {
  const s = [...sample].sort((a, b) => a - b);
  return {
    p10: round(quantileSorted(s, 0.1), digits),
    p50: round(quantileSorted(s, 0.5), digits),
    p90: round(quantileSorted(s, 0.9), digits),
  };
}

/** Rounds to `digits` decimals; negative digits round to tens/hundreds without float noise. */
export function round(x: number, digits = 0): number {
  if (digits < 0) {
    const f = 10 ** -digits;
    return Math.round(x / f) * f;
  }
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0;
}
