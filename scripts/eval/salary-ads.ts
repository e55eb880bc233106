// Job-ad check for the salary engine: a deterministic sample of 2013 UK Adzuna ads (title, location, normalised
// annual salary) compared with our median after wage growth. The ads themselves are third-party data and are not
// committed: build the sample with `npx tsx scripts/eval/salary-ads.ts <Train_rev1.csv> [out.json]` and point
// SALARY_ADS_SAMPLE at it (default tests/fixtures/salary/adzuna-sample.json when that file exists).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { hashFnv1a } from "@/lib/seeded-random";
import { recognizeRole } from "@/lib/engine/salary";

export interface AdRow {
  id: string;
  title: string;
  location: string;
  /** Adzuna's normalised annual salary, GBP, 2013 */
  salary: number;
  category: string;
  /** occupation the title was recognised as when the sample was drawn */
  occupation: string;
}

export interface AdSample {
  source: string;
  licence: string;
  drawn: string;
  ads: AdRow[];
}

/**
 * ONS Average Weekly Earnings, whole economy, total pay (series KAB9): about £473 a week averaged over 2013 and
 * about £717 in April 2025, the ASHE reference month our medians describe. Approximate: read from the ONS series
 * chart, not the exact monthly values.
 */
export const WAGE_GROWTH_2013_TO_2025 = {
  factor: 1.516,
  basis: "ONS AWE KAB9 total pay, 2013 average ≈ £473/week → April 2025 ≈ £717/week (approximate)",
};

export function loadAdSample(): AdSample | null {
  const file = process.env.SALARY_ADS_SAMPLE ?? path.resolve(process.cwd(), "tests/fixtures/salary/adzuna-sample.json");
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as AdSample;
}

export { spearman } from "./real-metrics";

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Up to `perOccupation` ads per recognised occupation, chosen by a hash of the ad id (so the draw does not
 * depend on file order), from occupations with at least 3 ads, until `target` ads are drawn.
 */
export function drawSample(csv: string, target = 300, perOccupation = 15): AdRow[] {
  const [head, ...body] = parseCsv(csv);
  const col = (k: string) => head.indexOf(k);
  const byOcc = new Map<string, AdRow[]>();
  for (const r of body) {
    if (r.length < head.length) continue;
    const salary = Number(r[col("SalaryNormalized")]);
    if (!Number.isFinite(salary) || salary <= 0) continue;
    const title = r[col("Title")].trim();
    const rec = recognizeRole(title);
    if (!rec.match) continue;
    const ad: AdRow = {
      id: r[col("Id")],
      title,
      location: r[col("LocationNormalized")],
      salary,
      category: r[col("Category")],
      occupation: rec.match.occupation.id,
    };
    const list = byOcc.get(ad.occupation) ?? [];
    list.push(ad);
    byOcc.set(ad.occupation, list);
  }
  const groups = [...byOcc.entries()]
    .filter(([, ads]) => ads.length >= 3)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const picked: AdRow[] = [];
  for (const [, ads] of groups) {
    const sorted = [...ads].sort((a, b) => hashFnv1a(a.id) - hashFnv1a(b.id));
    picked.push(...sorted.slice(0, perOccupation));
  }
  return picked.sort((a, b) => hashFnv1a(a.id) - hashFnv1a(b.id)).slice(0, target);
}

function main(): void {
  const [csvPath, outPath = "tests/fixtures/salary/adzuna-sample.json"] = process.argv.slice(2);
  if (!csvPath) throw new Error("usage: tsx scripts/eval/salary-ads.ts <Train_rev1.csv> [out.json]");
  const ads = drawSample(readFileSync(csvPath, "utf8"));
  const sample: AdSample = {
    source:
      "Adzuna Job Salary Prediction training data (Kaggle, 2013), Train_rev1.csv, first 2,499 ads as mirrored in github.com/VahidHedley/Predict-Salaries-from-Text",
    licence:
      "Kaggle competition data, provided by Adzuna for research use; only title, normalised location, normalised salary and category are kept",
    drawn: "up to 15 ads per recognised occupation with ≥ 3 ads, ordered by FNV-1a hash of the ad id, first 300",
    ads,
  };
  writeFileSync(outPath, `${JSON.stringify(sample, null, 1)}\n`);
  console.log(`wrote ${ads.length} ads, ${new Set(ads.map((a) => a.occupation)).size} occupations → ${outPath}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
