/**
 * Embedding quality on the hand-labelled career STS dev set (tests/fixtures/embeddings/career-sts-dev.json):
 * Spearman rank correlation between human scores and cosine for embed-v1 (384-d, projected),
 * raw USE-lite (512-d) and a word-overlap (Jaccard) baseline, all computed in this run.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cosine, embedRawTexts, embedTexts } from "@/lib/models/embeddings";
import { loadProjection } from "@/lib/models/embeddings/projection";
import { generateDemoFeed } from "@/lib/jobs/demo/demo-feed";
import { PROFESSIONS } from "@/lib/jobs/demo/professions";
import { embedCv } from "@/lib/jobs/match-jobs";
import { embedListingTexts, listingEmbeddingText } from "@/lib/jobs/store";
import { VectorIndex } from "@/lib/jobs/vector-index";

interface Pair {
  a: string;
  b: string;
  score: number;
}

/** Ranks with ties averaged (1-based). */
export function rankWithTies(xs: number[]): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((p, q) => p.x - q.x);
  const ranks = new Array<number>(xs.length);
  for (let s = 0; s < order.length; ) {
    let e = s;
    while (e + 1 < order.length && order[e + 1].x === order[s].x) e++;
    const r = (s + e) / 2 + 1;
    for (let k = s; k <= e; k++) ranks[order[k].i] = r;
    s = e + 1;
  }
  return ranks;
}

export function spearman(xs: number[], ys: number[]): number {
  const rx = rankWithTies(xs);
  const ry = rankWithTies(ys);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i] - mx) * (ry[i] - my);
    dx += (rx[i] - mx) ** 2;
    dy += (ry[i] - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}

function jaccard(a: string, b: string): number {
  const words = (s: string) => new Set(s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const A = words(a);
  const B = words(b);
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  const union = A.size + B.size - inter;
  return union === 0 ? 0 : inter / union;
}

const PROFESSION_BY_TITLE = new Map(PROFESSIONS.flatMap((p) => p.titles.map((t) => [t, p.id] as const)));
const professionOf = (title: string) => PROFESSION_BY_TITLE.get(title.replace(/^(Junior|Senior|Lead) /, "")) ?? "?";

/**
 * match-jobs precision@5 on the demo feed for hand-written CVs (tests/fixtures/embeddings/cv-profession-dev.json):
 * the share of the top 5 listings whose profession is one the CV was labelled with; Jaccard ranking as baseline.
 */
async function evaluateMatching(): Promise<{ ours: number; baseline: number; n: number }> {
  const file = path.resolve(process.cwd(), "tests/fixtures/embeddings/cv-profession-dev.json");
  const cvs = (JSON.parse(readFileSync(file, "utf8")) as { cvs: { text: string; expect: string[] }[] }).cvs;
  const feed = generateDemoFeed(Date.UTC(2026, 10, 22));
  const texts = feed.map(listingEmbeddingText);
  // The committed demo vectors are exactly embedTexts' output for these texts (see lib/jobs/demo/demo-vectors.ts).
  const vectors = await embedListingTexts(texts);
  const index = new VectorIndex(vectors, feed.map(() => null));
  let ours = 0;
  let base = 0;
  for (const cv of cvs) {
    const hits = index.search(await embedCv(cv.text), { limit: 5 }).hits;
    ours += hits.filter((h) => cv.expect.includes(professionOf(feed[h.index].title))).length / 5;
    const byOverlap = texts.map((t, i) => ({ i, s: jaccard(cv.text, t) })).sort((a, b) => b.s - a.s).slice(0, 5);
    base += byOverlap.filter((h) => cv.expect.includes(professionOf(feed[h.i].title))).length / 5;
  }
  return { ours: ours / cvs.length, baseline: base / cvs.length, n: cvs.length };
}

export async function run(): Promise<string> {
  const file = path.resolve(process.cwd(), "tests/fixtures/embeddings/career-sts-dev.json");
  const pairs = (JSON.parse(readFileSync(file, "utf8")) as { pairs: Pair[] }).pairs;
  const gold = pairs.map((p) => p.score);
  const texts = [...new Set(pairs.flatMap((p) => [p.a, p.b]))];
  const at = new Map(texts.map((t, i) => [t, i]));
  const v384: Float32Array[] = [];
  const v512: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += 32) {
    const chunk = texts.slice(i, i + 32);
    v384.push(...(await embedTexts(chunk)));
    v512.push(...(await embedRawTexts(chunk)));
  }
  const score = (vs: Float32Array[]) => pairs.map((p) => cosine(vs[at.get(p.a)!], vs[at.get(p.b)!]));
  const s384 = spearman(gold, score(v384));
  const s512 = spearman(gold, score(v512));
  const sJac = spearman(gold, pairs.map((p) => jaccard(p.a, p.b)));
  const meta = loadProjection().meta;
  const matching = await evaluateMatching();
  const pct = (x: number) => (x * 100).toFixed(1);
  return [
    "## Embeddings (career STS dev set)",
    "",
    `${pairs.length} hand-labelled pairs (0–5), Spearman ρ × 100 between the labels and each method's similarity:`,
    "",
    "| method | dims | Spearman |",
    "|---|---|---|",
    `| embed-v1 (USE-lite + PCA projection) | 384 | ${pct(s384)} |`,
    `| USE-lite raw | 512 | ${pct(s512)} |`,
    `| word-overlap Jaccard (baseline) | – | ${pct(sJac)} |`,
    "",
    `Projection keeps ${pct(meta.explainedVariance)}% of the fit corpus variance (${meta.corpusSize} sentences); ` +
      `embed-v1 − raw 512 = ${(100 * (s384 - s512)).toFixed(1)} points; embed-v1 − Jaccard = ${(100 * (s384 - sJac)).toFixed(1)} points.`,
    "",
    `match-jobs precision@5 on the demo feed (${matching.n} hand-written CVs, labelled professions): ` +
      `embed-v1 ${pct(matching.ours)}% vs word-overlap ranking ${pct(matching.baseline)}%.`,
  ].join("\n");
}
