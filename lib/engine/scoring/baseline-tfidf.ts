/**
 * TF-IDF cosine between a CV and a job description: the baseline the scoring engines are measured against
 * in `npm run eval` and `npm run bench`. Log-scaled term frequency, smoothed IDF fitted on a corpus.
 */
import { STOPWORDS, tokenizeWords } from "./text-utils";

export interface TfidfModel {
  idf: Map<string, number>;
  defaultIdf: number;
}

function terms(text: string): string[] {
  return tokenizeWords(text).filter((w) => !STOPWORDS.has(w) && w.length > 1);
}

export function fitTfidf(corpus: string[]): TfidfModel {
  const df = new Map<string, number>();
  for (const doc of corpus) for (const t of new Set(terms(doc))) df.set(t, (df.get(t) ?? 0) + 1);
  const n = corpus.length;
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, Math.log((1 + n) / (1 + d)) + 1);
  return { idf, defaultIdf: Math.log(1 + n) + 1 };
}

function vectorize(text: string, model: TfidfModel): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of terms(text)) tf.set(t, (tf.get(t) ?? 0) + 1);
  const v = new Map<string, number>();
  for (const [t, c] of tf) v.set(t, (1 + Math.log(c)) * (model.idf.get(t) ?? model.defaultIdf));
  return v;
}

export function scoreTfidfCosine(cv: string, jd: string, model: TfidfModel): number {
  const a = vectorize(cv, model);
  const b = vectorize(jd, model);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, x] of a) {
    na += x * x;
    const y = b.get(t);
    if (y) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
