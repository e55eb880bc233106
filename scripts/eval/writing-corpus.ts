// Real CV/advert pairs for the writing eval: each CV of tests/fixtures/real beside each advert of the same
// profession, dev and holdout kept apart (the holdout is reported, never tuned on). No `run`: scripts/eval.ts
// only runs modules that export one.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface RealDoc {
  id: string;
  kind: "cv" | "ad";
  file: string;
  profession: string;
  language: string;
  split: "dev" | "holdout";
  title?: string;
}

export interface RealPair {
  cvId: string;
  adId: string;
  profession: string;
  cv: string;
  ad: string;
}

const ROOT = path.resolve("tests/fixtures/real");

export function loadRealDocs(): RealDoc[] {
  return (JSON.parse(readFileSync(path.join(ROOT, "manifest.json"), "utf8")) as { documents: RealDoc[] }).documents;
}

export function readRealText(doc: RealDoc): string {
  return readFileSync(path.join(ROOT, doc.file), "utf8");
}

/** CV × advert pairs of the same profession within one split. */
export function buildRealPairs(split: "dev" | "holdout"): RealPair[] {
  const docs = loadRealDocs().filter((d) => d.split === split);
  const ads = docs.filter((d) => d.kind === "ad");
  const out: RealPair[] = [];
  for (const cv of docs.filter((d) => d.kind === "cv")) {
    for (const ad of ads.filter((a) => a.profession === cv.profession)) {
      out.push({ cvId: cv.id, adId: ad.id, profession: cv.profession, cv: readRealText(cv), ad: readRealText(ad) });
    }
  }
  return out;
}

/** CVs of a split, for the rewrite checks. */
export function realCvs(split: "dev" | "holdout"): { id: string; text: string }[] {
  return loadRealDocs()
    .filter((d) => d.split === split && d.kind === "cv")
    .map((d) => ({ id: d.id, text: readRealText(d) }));
}
