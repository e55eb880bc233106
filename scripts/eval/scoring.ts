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
import { ndcgAt, spearman } from "./real-metrics";

const AS_OF = new Date(Date.UTC(2026, 0, 15));
type Scorer = (p: LabelledPair) => number;
/** A profession whose scores or labels cannot be ordered counts as 0, not as a gap in the mean. */
const orZero = (x: number) => (Number.isNaN(x) ? 0 : x);

function evaluate(scorer: Scorer) {
  const pairs = listPairs();
  const perProfession = PROFESSIONS.map((p) => {
    const own = pairs.filter((x) => x.profession === p.id);
    const scores = own.map(scorer);
    const labels = own.map((x) => x.label);
    return { id: p.id, ndcg: orZero(ndcgAt(3, scores, labels)), rho: orZero(spearman(scores, labels)) };
  });
  const adv = listAdversarialPairs();
  const correct = adv.filter((a) => scorer(a.better) > scorer(a.worse)).length;
  const avg = (f: (x: (typeof perProfession)[number]) => number) => perProfession.reduce((s, x) => s + f(x), 0) / perProfession.length;
  return {
    perProfession,
    ndcg: avg((x) => x.ndcg),
    rho: avg((x) => x.rho),
    adversarial: correct / adv.length,
    advTotal: adv.length,
    advCorrect: correct,
  };
}

export async function run(): Promise<string> {
  const pairs = listPairs();
  const model = fitTfidf([...new Set(pairs.flatMap((p) => [p.cv, p.jd]))]);
  const cache = new Map<string, number>();
  const memo =
    (tag: string, f: Scorer): Scorer =>
    (p) => {
      const key = `${tag}\u0000${p.cv}\u0000${p.jd}`;
      if (!cache.has(key)) cache.set(key, f(p));
      return cache.get(key)!;
    };
  const systems: [string, Scorer][] = [
    ["TF-IDF cosine (baseline)", memo("tfidf", (p) => scoreTfidfCosine(p.cv, p.jd, model))],
    ["CV score (ats_score)", memo("cv", (p) => scoreCv({ cvText: p.cv, jobDescription: p.jd, targetCountry: "GB", asOf: AS_OF }).atsScore)],
    [
      "Job match (match_score)",
      memo("match", (p) => matchJob({ candidate: candidateFromText(p.cv, { asOf: AS_OF }), jobDescription: p.jd }).matchScore),
    ],
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
    ...results.map(
      ({ name, r }) => `| ${name} | ${f3(r.ndcg)} | ${f3(r.rho)} | ${r.advCorrect}/${r.advTotal} (${(r.adversarial * 100).toFixed(0)}%) |`,
    ),
    "",
    "Per profession (NDCG@3 / ρ): " +
      PROFESSIONS.map(
        (p, i) => `${p.id} ${results.map(({ r }) => `${f3(r.perProfession[i].ndcg)}/${f3(r.perProfession[i].rho)}`).join(" · ")}`,
      ).join("; "),
    "(order within each profession entry: baseline · CV score · job match)",
  ];
  return lines.join("\n");
}

if (process.argv[1]?.endsWith("scoring.ts")) {
  run().then((s) => console.log(s));
}
