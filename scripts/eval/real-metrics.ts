/**
 * Ranking metrics for the real-world evaluation (`npm run eval -- real`). Pure functions over parallel
 * arrays of scores and labels; ties are handled explicitly so that a constant scorer earns chance, not luck.
 */

/** Mean of a list; NaN for an empty list so that "no data" never reads as a score of 0. */
export function mean(xs: number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : Number.NaN;
}

/**
 * Area under the ROC curve: the probability that a random positive outscores a random negative, ties
 * counting one half (Mann–Whitney U). NaN when either class is empty.
 */
export function auc(positives: number[], negatives: number[]): number {
  if (!positives.length || !negatives.length) return Number.NaN;
  let wins = 0;
  for (const p of positives) {
    for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  }
  return wins / (positives.length * negatives.length);
}

/** 1-based ranks, ties sharing their average rank. */
export function ranks(xs: number[]): number[] {
  const idx = xs.map((_, i) => i).sort((a, b) => xs[a] - xs[b]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && xs[idx[j + 1]] === xs[idx[i]]) j++;
    for (let k = i; k <= j; k++) r[idx[k]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

/** Spearman's rank correlation; NaN when either side is constant (no ordering to agree with). */
export function spearman(a: number[], b: number[]): number {
  if (a.length !== b.length || a.length < 2) return Number.NaN;
  const ra = ranks(a);
  const rb = ranks(b);
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - ma) * (rb[i] - mb);
    da += (ra[i] - ma) ** 2;
    db += (rb[i] - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : Number.NaN;
}

/**
 * NDCG@k with graded gains 2^label − 1. Tied scores are ordered worst label first, so a scorer that
 * cannot separate candidates gets no credit for the order the fixture happens to list them in.
 * NaN when no item has a positive label (nothing to find).
 */
export function ndcgAt(k: number, scores: number[], labels: number[]): number {
  const gain = (l: number) => 2 ** l - 1;
  const order = scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || labels[a] - labels[b] || a - b);
  const dcg = order.slice(0, k).reduce((s, i, r) => s + gain(labels[i]) / Math.log2(r + 2), 0);
  const ideal = [...labels]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((s, l, r) => s + gain(l) / Math.log2(r + 2), 0);
  return ideal ? dcg / ideal : Number.NaN;
}
