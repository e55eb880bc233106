import { sigmoid } from "./context";
import type { Candidate, Entity, EntityType } from "./types";

// Intercept of the log-odds: a candidate needs some evidence beyond its generator to pass 0.5.
const BIAS = -0.9;
// When spans of different types collide, the more specific pattern wins ties.
const TYPE_PRIORITY: Record<EntityType, number> = {
  SALARY: 6, DATE: 5, RECRUITER: 4, EMPLOYER: 3, JOB: 3, EMPLOYEE: 2, SKILL: 2, LOCATION: 1,
};

export function scoreCandidate(c: Candidate): number {
  return sigmoid(BIAS + c.features.reduce((s, f) => s + f[1], 0));
}

/** Greedy non-overlapping selection: higher confidence first, longer spans and specific types break ties. */
export function resolveOverlaps(text: string, candidates: Candidate[]): Entity[] {
  const scored = candidates
    .filter((c) => c.end > c.start)
    .map((c) => {
      const conf = scoreCandidate(c);
      return { c, conf, key: conf + (0.03 * Math.min(8, c.end - c.start)) / 4 + 0.01 * TYPE_PRIORITY[c.type] };
    })
    .sort((a, b) => b.key - a.key);
  // A confident longer span swallows the spans inside it ("Logistics Assistant" over "Logistics").
  const inside = (a: Candidate, b: Candidate) => a !== b && a.start <= b.start && a.end >= b.end && a.end - a.start > b.end - b.start;
  const byStart = [...scored].sort((a, b) => a.c.start - b.c.start);
  const swallowed = new Set<Candidate>();
  for (let a = 0; a < byStart.length; a++) {
    const y = byStart[a];
    if (y.conf < 0.6) continue;
    // Only candidates starting inside y can be inside it; scan both directions from y's position.
    for (let b = a + 1; b < byStart.length && byStart[b].c.start < y.c.end; b++) {
      if (inside(y.c, byStart[b].c) && y.conf >= byStart[b].conf - 0.25) swallowed.add(byStart[b].c);
    }
    for (let b = a - 1; b >= 0 && byStart[b].c.start === y.c.start; b--) {
      if (inside(y.c, byStart[b].c) && y.conf >= byStart[b].conf - 0.25) swallowed.add(byStart[b].c);
    }
  }
  const used = new Uint8Array(text.length + 1);
  const chosen: { c: Candidate; conf: number }[] = [];
  for (const x of scored) {
    if (swallowed.has(x.c)) continue;
    let free = true;
    for (let k = x.c.start; k < x.c.end && free; k++) if (used[k]) free = false;
    if (!free) continue;
    used.fill(1, x.c.start, x.c.end);
    chosen.push(x);
  }
  return chosen
    .sort((a, b) => a.c.start - b.c.start)
    .map(({ c, conf }) => ({
      type: c.type,
      text: text.slice(c.start, c.end),
      confidence: Math.round(conf * 1000) / 1000,
      start: c.start,
      end: c.end,
      ...(c.normalized ? { normalized: c.normalized } : {}),
      evidence: c.features.map(([name, w]) => `${name} (${w >= 0 ? "+" : ""}${w})`).join("; "),
    }));
}
