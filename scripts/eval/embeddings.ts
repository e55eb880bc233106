/**
 * Embedding quality, every method computed in this run:
 * - career STS (tests/fixtures/embeddings/career-sts-{dev,holdout}.json): Spearman ρ between human scores and cosine;
 * - job-title pairs (career-title-pairs.json): AUC of same-occupation vs different-occupation pairs, mean cosine of
 *   the aliases (goal ≥ 0.75) and the largest cosine of two different occupations (goal ≤ 0.35), per split;
 * - match-jobs precision@5 on the demo feed (cv-profession-dev.json).
 * Methods: embed-v1 (sentence + concept channel), embed-v1 sentence channel alone (the model before the concept
 * channel), raw USE-lite 512-d (STS only) and word-overlap Jaccard.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cosine, embedRawTexts, embedSentenceTexts, embedTexts } from "@/lib/models/embeddings";
import { loadProjection } from "@/lib/models/embeddings/projection";
import { generateDemoFeed } from "@/lib/jobs/demo/demo-feed";
import { PROFESSIONS } from "@/lib/jobs/demo/professions";
import { findOccupation } from "@/lib/knowledge/occupations";
import { embedCv, rankMatches } from "@/lib/jobs/match-jobs";
import { embedListingTexts, listingEmbeddingText } from "@/lib/jobs/store";
import { findDemoSentenceVector } from "@/lib/jobs/demo/demo-vectors";
import { auc } from "./real-metrics";
import { VectorIndex } from "@/lib/jobs/vector-index";
import { spearman } from "./real-metrics";

interface Pair {
  a: string;
  b: string;
  score: number;
}

function jaccard(a: string, b: string): number {
  const words = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    );
  const A = words(a);
  const B = words(b);
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  const union = A.size + B.size - inter;
  return union === 0 ? 0 : inter / union;
}

const PROFESSION_BY_TITLE = new Map(PROFESSIONS.flatMap((p) => p.titles.map((t) => [t, p.id] as const)));
// Listings generated from the taxonomy carry an occupation title: it counts for the demo profession whose titles
// resolve to that occupation (e.g. "Software Developer" → software-engineer via "Backend Developer").
for (const p of PROFESSIONS) {
  for (const t of p.titles) {
    const occ = findOccupation(t)?.occupation;
    if (occ && !PROFESSION_BY_TITLE.has(occ.title)) PROFESSION_BY_TITLE.set(occ.title, p.id);
  }
}
const professionOf = (title: string) => PROFESSION_BY_TITLE.get(title.replace(/^(Junior|Senior|Lead) /, "")) ?? "?";

interface MatchingScores {
  ours: number;
  similarityOnly: number;
  sentence: number;
  baseline: number;
  n: number;
  listings: number;
}

/**
 * match-jobs precision@5 on the demo feed for hand-written CVs (tests/fixtures/embeddings/cv-profession-*.json):
 * the share of the top 5 listings whose profession is one the CV was labelled with; embed-v1 similarity without
 * re-ranking, the sentence channel alone (the shipped demo vectors, the CV embedded the same way) and a Jaccard
 * ranking as baselines.
 */
async function evaluateMatching(name: string): Promise<MatchingScores> {
  const cvs = readJson<{ cvs: { text: string; expect: string[] }[] }>(name).cvs;
  const feed = generateDemoFeed(Date.UTC(2026, 10, 22));
  const texts = feed.map(listingEmbeddingText);
  const vectors = await embedListingTexts(texts);
  const sentenceVectors = texts.map((t) => findDemoSentenceVector(t));
  const index = new VectorIndex(
    vectors,
    feed.map(() => null),
  );
  const feed_ = { listings: feed.map((l) => ({ ...l, countryCode: null })), index };
  const sentenceIndex = sentenceVectors.every(Boolean)
    ? new VectorIndex(
        sentenceVectors as Float32Array[],
        feed.map(() => null),
      )
    : null;
  let ours = 0;
  let similarityOnly = 0;
  let sentence = 0;
  let base = 0;
  const hitsIn = (cv: { expect: string[] }, idx: number[]) => idx.filter((i) => cv.expect.includes(professionOf(feed[i].title))).length / 5;
  for (const cv of cvs) {
    const query = await embedCv(cv.text);
    ours += hitsIn(
      cv,
      rankMatches(feed_, query, cv.text, { limit: 5 }).ranked.map((h) => h.index),
    );
    similarityOnly += hitsIn(
      cv,
      index.search(query, { limit: 5 }).hits.map((h) => h.index),
    );
    if (sentenceIndex) {
      const chunks = cv.text.split("\n").filter((l) => l.trim());
      const vs = await embedSentenceTexts(chunks);
      const mean = new Float32Array(vs[0].length);
      for (const v of vs) for (let i = 0; i < v.length; i++) mean[i] += v[i] / vs.length;
      sentence += hitsIn(
        cv,
        sentenceIndex.search(mean, { limit: 5 }).hits.map((h) => h.index),
      );
    }
    const byOverlap = texts
      .map((t, i) => ({ i, s: jaccard(cv.text, t) }))
      .sort((a, b) => b.s - a.s)
      .slice(0, 5);
    base += hitsIn(
      cv,
      byOverlap.map((h) => h.i),
    );
  }
  return {
    ours: ours / cvs.length,
    similarityOnly: similarityOnly / cvs.length,
    sentence: sentenceIndex ? sentence / cvs.length : NaN,
    baseline: base / cvs.length,
    n: cvs.length,
    listings: feed.length,
  };
}

interface TitlePair {
  a: string;
  b: string;
  label: 0 | 1;
  split: "dev" | "holdout";
}

const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(path.resolve(process.cwd(), "tests/fixtures/embeddings", name), "utf8")) as T;

/** One vector per distinct text, for each method. */
async function embedAll(texts: string[]) {
  const v384: Float32Array[] = [];
  const vSentence: Float32Array[] = [];
  const v512: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += 32) {
    const chunk = texts.slice(i, i + 32);
    v384.push(...(await embedTexts(chunk)));
    vSentence.push(...(await embedSentenceTexts(chunk)));
    v512.push(...(await embedRawTexts(chunk)));
  }
  const at = new Map(texts.map((t, i) => [t, i]));
  const sim = (vs: Float32Array[]) => (a: string, b: string) => cosine(vs[at.get(a)!], vs[at.get(b)!]);
  return { ours: sim(v384), sentence: sim(vSentence), raw: sim(v512), jaccard: jaccard };
}

type Sim = (a: string, b: string) => number;

function titleStats(pairs: TitlePair[], sim: Sim) {
  const pos = pairs.filter((p) => p.label === 1).map((p) => sim(p.a, p.b));
  const neg = pairs.filter((p) => p.label === 0).map((p) => sim(p.a, p.b));
  return { auc: auc(pos, neg), meanAlias: pos.reduce((s, x) => s + x, 0) / pos.length, maxUnrelated: Math.max(...neg), n: pairs.length };
}

/** Ranks 1..n, ties averaged (as Spearman uses them). */
function ranks(xs: number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/**
 * The dev pairs whose cosine rank is furthest from their label rank (what is left to fix), worst first. Dev only:
 * the holdout is for reporting.
 */
function worstRanked(pairs: Pair[], sim: Sim, n: number): string[] {
  const cos = pairs.map((p) => sim(p.a, p.b));
  const rl = ranks(pairs.map((p) => p.score));
  const rc = ranks(cos);
  return pairs
    .map((p, i) => ({ p, cos: cos[i], gap: rc[i] - rl[i] }))
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap) || (a.p.a < b.p.a ? -1 : 1))
    .slice(0, n)
    .map(({ p, cos: c, gap }) => `| ${p.a} | ${p.b} | ${p.score} | ${c.toFixed(3)} | ${gap > 0 ? "+" : ""}${gap.toFixed(0)} |`);
}

export async function run(): Promise<string> {
  // EVAL_EMBED_DEV_ONLY=1: dev splits only (for tuning; the holdout columns are left out).
  const devOnly = process.env.EVAL_EMBED_DEV_ONLY === "1";
  const stsDev = readJson<{ pairs: Pair[] }>("career-sts-dev.json").pairs;
  const stsHoldout = devOnly ? [] : readJson<{ pairs: Pair[] }>("career-sts-holdout.json").pairs;
  const titles = readJson<{ pairs: TitlePair[] }>("career-title-pairs.json").pairs.filter((p) => !devOnly || p.split === "dev");
  const texts = [...new Set([...stsDev, ...stsHoldout, ...titles].flatMap((p) => [p.a, p.b]))];
  const sims = await embedAll(texts);
  const methods: [string, Sim | null][] = [
    ["embed-v1 (sentence + concept channel)", sims.ours],
    ["embed-v1 sentence channel only (before)", sims.sentence],
    ["USE-lite raw 512", sims.raw],
    ["word-overlap Jaccard (baseline)", sims.jaccard],
  ];
  const rho = (pairs: Pair[], sim: Sim) =>
    spearman(
      pairs.map((p) => p.score),
      pairs.map((p) => sim(p.a, p.b)),
    );
  const pct = (x: number) => (x * 100).toFixed(1);
  const f3 = (x: number) => x.toFixed(3);
  const dev = titles.filter((p) => p.split === "dev");
  const holdout = titles.filter((p) => p.split === "holdout");
  const lines = [
    "## Embeddings (career STS and job-title pairs)",
    "",
    `STS: Spearman ρ × 100 against hand labels (0–5), dev ${stsDev.length} pairs, holdout ${stsHoldout.length} pairs. ` +
      `Titles: ${dev.length} dev + ${holdout.length} holdout pairs (same occupation vs different occupations); AUC, mean cosine of the ` +
      "same-occupation pairs (goal ≥ 0.75) and the largest cosine of a different-occupation pair (goal ≤ 0.35).",
    "",
    "| method | STS dev | STS holdout | title AUC dev | title AUC holdout | mean alias cos dev / holdout | max unrelated cos dev / holdout |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [name, sim] of methods) {
    if (!sim) continue;
    const d = titleStats(dev, sim);
    const h = devOnly ? { auc: NaN, meanAlias: NaN, maxUnrelated: NaN } : titleStats(holdout, sim);
    lines.push(
      `| ${name} | ${pct(rho(stsDev, sim))} | ${devOnly ? "—" : pct(rho(stsHoldout, sim))} | ${f3(d.auc)} | ${f3(h.auc)} | ${f3(d.meanAlias)} / ${f3(h.meanAlias)} | ${f3(d.maxUnrelated)} / ${f3(h.maxUnrelated)} |`,
    );
  }
  lines.push(
    "",
    "Worst-ranked dev STS pairs for embed-v1 (rank gap = cosine rank − label rank among the dev pairs; + scored too high):",
    "",
    "| a | b | label | embed-v1 | rank gap |",
    "|---|---|---:|---:|---:|",
    ...worstRanked(stsDev, sims.ours, Number(process.env.EVAL_EMBED_WORST ?? 15)),
  );
  const sample = devOnly
    ? []
    : [
        ...titles.filter((p) => p.split === "holdout").slice(0, 5),
        ...titles.filter((p) => p.split === "holdout" && p.label === 0).slice(0, 3),
        ...stsHoldout.slice(22, 24),
      ];
  if (sample.length)
    lines.push(
      "",
      "Ten holdout pairs (cosine; before = sentence channel only):",
      "",
      "| a | b | label | embed-v1 | before | Jaccard |",
      "|---|---|---:|---:|---:|---:|",
    );
  for (const p of sample) {
    const label = "label" in p ? (p.label ? "same" : "different") : `STS ${p.score}`;
    lines.push(`| ${p.a} | ${p.b} | ${label} | ${f3(sims.ours(p.a, p.b))} | ${f3(sims.sentence(p.a, p.b))} | ${f3(jaccard(p.a, p.b))} |`);
  }
  const meta = loadProjection().meta;
  const matching = await evaluateMatching("cv-profession-dev.json");
  const matchingHoldout = devOnly ? null : await evaluateMatching("cv-profession-holdout.json");
  lines.push(
    "",
    `Projection keeps ${pct(meta.explainedVariance)}% of the fit corpus variance (${meta.corpusSize} sentences).`,
    "",
    `match-jobs precision@5 on the demo feed (${matching.listings} listings), hand-written CVs labelled with professions:`,
    "",
    "| CV set | embed-v1 re-ranked (similarity + requirements + seniority) | embed-v1 similarity alone | sentence channel only (before) | word-overlap Jaccard |",
    "|---|---:|---:|---:|---:|",
    ...([["dev", matching], ...(matchingHoldout ? [["holdout", matchingHoldout] as const] : [])] as const).map(
      ([label, x]) => `| ${label} (${x.n} CVs) | ${pct(x.ours)}% | ${pct(x.similarityOnly)}% | ${pct(x.sentence)}% | ${pct(x.baseline)}% |`,
    ),
  );
  return lines.join("\n");
}
