import { sigmoid } from "./context";
import type { Candidate, Entity, EntityType } from "./types";

// Intercept of the log-odds: a candidate needs some evidence beyond its generator to pass 0.5.
const BIAS = -0.9;
// When spans of different types collide, the more specific pattern wins ties.
const TYPE_PRIORITY: Record<EntityType, number> = {
  SALARY: 6,
  DATE: 5,
  RECRUITER: 4,
  EMPLOYER: 3,
  JOB: 3,
  EMPLOYEE: 2,
  SKILL: 2,
  LOCATION: 1,
};

export function scoreCandidate(c: Candidate): number {
  // Summed from 0 in feature order, then the bias added: the same float rounding as before.
  let sum = 0;
  for (const f of c.features) sum += f[1];
  return sigmoid(BIAS + sum);
}

interface Scored {
  c: Candidate;
  conf: number;
  key: number;
  /** position in the confidence order, used to flag swallowed candidates without a Set */
  rank: number;
}

// Weights repeat across every document; formatting each number once saves a number-to-string per feature.
const WEIGHT_TEXT = new Map<number, string>();
function formatWeight(w: number): string {
  let s = WEIGHT_TEXT.get(w);
  if (s === undefined) {
    s = `${w >= 0 ? "+" : ""}${w}`;
    if (WEIGHT_TEXT.size < 10_000) WEIGHT_TEXT.set(w, s);
  }
  return s;
}

function describeEvidence(features: [string, number][]): string {
  let out = "";
  for (let k = 0; k < features.length; k++) out += `${k ? "; " : ""}${features[k][0]} (${formatWeight(features[k][1])})`;
  return out;
}

// Two zeroed scratch buffers reused across calls (the function is synchronous, so no call sees another's
// data): allocating fresh off-heap typed arrays for every document was a measurable share of this pass.
const SCRATCH = [new Uint8Array(1024), new Uint8Array(4096)];
function scratch(slot: 0 | 1, length: number): Uint8Array {
  if (SCRATCH[slot].length < length) SCRATCH[slot] = new Uint8Array(Math.max(length, SCRATCH[slot].length * 2));
  const buf = SCRATCH[slot];
  buf.fill(0, 0, length);
  return buf;
}

/**
 * Greedy non-overlapping selection: higher confidence first, longer spans and specific types break ties.
 * Entities whose rounded confidence is below `minConfidence` still block their span but are not returned
 * (building their evidence text would be wasted work).
 */
export function resolveOverlaps(text: string, candidates: Candidate[], minConfidence = -Infinity): Entity[] {
  const scored: Scored[] = [];
  for (const c of candidates) {
    if (c.end <= c.start) continue;
    const conf = scoreCandidate(c);
    scored.push({ c, conf, key: conf + (0.03 * Math.min(8, c.end - c.start)) / 4 + 0.01 * TYPE_PRIORITY[c.type], rank: 0 });
  }
  scored.sort((a, b) => b.key - a.key);
  for (let r = 0; r < scored.length; r++) scored[r].rank = r;
  // A confident longer span swallows the spans inside it ("Logistics Assistant" over "Logistics").
  const byStart = scored.slice().sort((a, b) => a.c.start - b.c.start);
  const swallowed = scratch(0, scored.length);
  const swallow = (y: Scored, x: Scored) => {
    const a = y.c;
    const b = x.c;
    if (a !== b && a.start <= b.start && a.end >= b.end && a.end - a.start > b.end - b.start && y.conf >= x.conf - 0.25)
      swallowed[x.rank] = 1;
  };
  for (let a = 0; a < byStart.length; a++) {
    const y = byStart[a];
    if (y.conf < 0.6) continue;
    // Only candidates starting inside y can be inside it; scan both directions from y's position.
    for (let b = a + 1; b < byStart.length && byStart[b].c.start < y.c.end; b++) swallow(y, byStart[b]);
    for (let b = a - 1; b >= 0 && byStart[b].c.start === y.c.start; b--) swallow(y, byStart[b]);
  }
  const used = scratch(1, text.length + 1);
  const chosen: Scored[] = [];
  for (const x of scored) {
    if (swallowed[x.rank]) continue;
    let free = true;
    for (let k = x.c.start; k < x.c.end && free; k++) if (used[k]) free = false;
    if (!free) continue;
    used.fill(1, x.c.start, x.c.end);
    chosen.push(x);
  }
  chosen.sort((a, b) => a.c.start - b.c.start);
  const out: Entity[] = [];
  for (const { c, conf } of chosen) {
    const confidence = Math.round(conf * 1000) / 1000;
    if (confidence < minConfidence) continue;
    const evidence = describeEvidence(c.features);
    const textOf = text.slice(c.start, c.end);
    // Same key order as the spread it replaces (normalized before evidence), so serialised output is identical.
    const e: Entity = c.normalized
      ? { type: c.type, text: textOf, confidence, start: c.start, end: c.end, normalized: c.normalized, evidence }
      : { type: c.type, text: textOf, confidence, start: c.start, end: c.end, evidence };
    out.push(e);
  }
  return out;
}
