/**
 * `npm run eval` — scoring engines on the labelled dev set (tests/fixtures/scoring): NDCG@3 and Spearman
 * within each profession for the CV score and the job match, and the share of adversarial pairs (real
 * experience vs keyword-stuffed CV) ordered correctly, beside a TF-IDF cosine baseline fitted in the same run.
 */
import { candidateFromText } from "@/lib/engine/scoring/candidate";
import { scoreCv } from "@/lib/engine/scoring/cv-score";
import { matchJob } from "@/lib/engine/scoring/job-match";
import { fitTfidf, scoreTfidfCosine } from "@/lib/engine/scoring/baseline-tfidf";
import { listAdversarialPairs, listPairs, PROFESSIONS, type LabelledPair } from "@/tests/fixtures/scoring";

const AS_OF = new Date(Date.UTC(2026, 0, 15));
type Scorer = (p: LabelledPair) => number;

function ndcgAt(k: number, scores: number[], labels: number[]): number {
  const order = scores.map((s, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const gain = (l: number) => 2 ** l - 1;
  const dcg = order.slice(0, k).reduce((s, i, r) => s + gain(labels[i]) / Math.log2(r + 2), 0);
  const ideal = [...labels].sort((a, b) => b - a).slice(0, k).reduce((s, l, r) => s + gain(l) / Math.log2(r + 2), 0);
  return ideal ? dcg / ideal : 0;
}

function ranks(xs: number[]): number[] {
  const idx = xs.map((x, i) => i).sort((a, b) => xs[a] - xs[b]);
  const r = new Array<number>(xs.length);
  for (let i = 0; i < idx.length; ) {
    let j = i;
    while (j + 1 < idx.length && xs[idx[j + 1]] === xs[idx[i]]) j++;
    for (let k = i; k <= j; k++) r[idx[k]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}

function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
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
  return da && db ? num / Math.sqrt(da * db) : 0;
}

function evaluate(scorer: Scorer) {
  const pairs = listPairs();
  const perProfession = PROFESSIONS.map((p) => {
    const own = pairs.filter((x) => x.profession === p.id);
    const scores = own.map(scorer);
    const labels = own.map((x) => x.label);
    return { id: p.id, ndcg: ndcgAt(3, scores, labels), rho: spearman(scores, labels) };
  });
  const adv = listAdversarialPairs();
  const correct = adv.filter((a) => scorer(a.better) > scorer(a.worse)).length;
  const avg = (f: (x: (typeof perProfession)[number]) => number) => perProfession.reduce((s, x) => s + f(x), 0) / perProfession.length;
  return { perProfession, ndcg: avg((x) => x.ndcg), rho: avg((x) => x.rho), adversarial: correct / adv.length, advTotal: adv.length, advCorrect: correct };
}

export async function run(): Promise<string> {
  const pairs = listPairs();
  const model = fitTfidf([...new Set(pairs.flatMap((p) => [p.cv, p.jd]))]);
  const cache = new Map<string, number>();
  const memo = (tag: string, f: Scorer): Scorer => (p) => {
    const key = `${tag}\u0000${p.cv}\u0000${p.jd}`;
    if (!cache.has(key)) cache.set(key, f(p));
    return cache.get(key)!;
  };
  const systems: [string, Scorer][] = [
    ["TF-IDF cosine (baseline)", memo("tfidf", (p) => scoreTfidfCosine(p.cv, p.jd, model))],
    ["CV score (ats_score)", memo("cv", (p) => scoreCv({ cvText: p.cv, jobDescription: p.jd, targetCountry: "GB", asOf: AS_OF }).atsScore)],
    ["Job match (match_score)", memo("match", (p) => matchJob({ candidate: candidateFromText(p.cv, { asOf: AS_OF }), jobDescription: p.jd }).matchScore)],
  ];
  const results = systems.map(([name, f]) => ({ name, r: evaluate(f) }));
  const f3 = (x: number) => x.toFixed(3);
  const lines = [
    "## Scoring (CV score and job match)",
    "",
    `Dev set: ${PROFESSIONS.length} professions, ${pairs.length} labelled CV/job pairs (0-3), ${results[0].r.advTotal} adversarial pairs (real experience vs keyword-stuffed CV).`,
    "",
    "| system | NDCG@3 (mean over professions) | Spearman ρ (mean) | adversarial pairs ordered correctly |",
    "|---|---|---|---|",
    ...results.map(({ name, r }) => `| ${name} | ${f3(r.ndcg)} | ${f3(r.rho)} | ${r.advCorrect}/${r.advTotal} (${(r.adversarial * 100).toFixed(0)}%) |`),
    "",
    "Per profession (NDCG@3 / ρ): " +
      PROFESSIONS.map((p, i) => `${p.id} ${results.map(({ r }) => `${f3(r.perProfession[i].ndcg)}/${f3(r.perProfession[i].rho)}`).join(" · ")}`).join("; "),
    "(order within each profession entry: baseline · CV score · job match)",
  ];
  return lines.join("\n");
}

if (process.argv[1]?.endsWith("scoring.ts")) {
  run().then((s) => console.log(s));
}
