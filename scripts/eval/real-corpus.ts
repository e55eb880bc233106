/**
 * The real-world corpus in tests/fixtures/real: loader, grading rubric and split. `npx tsx
 * scripts/eval/real-corpus.ts --write` rebuilds manifest.json and labels.json from the hand-written inputs
 * (records.tsv: provenance per document; annotations.json: specialism, seniority, credentials, skills), so
 * the labels can be regenerated and audited instead of edited by hand. The rubric is documented in the
 * fixture README; hand corrections are listed in HAND with a reason each.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashFnv1a } from "@/lib/seeded-random";

export const REAL_DIR = path.resolve("tests/fixtures/real");

export type Kind = "cv" | "ad";
export type Split = "dev" | "holdout";
export const PROFESSIONS = [
  "software",
  "health",
  "teaching",
  "accounting",
  "sales",
  "hr",
  "engineering",
  "trades",
  "hospitality",
  "logistics",
] as const;
export type Profession = (typeof PROFESSIONS)[number];

export interface RealDoc {
  id: string;
  kind: Kind;
  file: string;
  title: string;
  profession: Profession;
  specialism: string;
  seniority: number;
  soc: string | null;
  isco: string | null;
  country: string;
  language: string;
  source: { dataset: string; repository: string; path: string };
  licence: string;
  locator: string;
  edits: string;
  split: Split;
  credentials?: string[];
  requires?: string[];
  skills?: string[];
  targetRole?: string;
}

export interface Labels {
  rubric: string;
  grades: Record<string, Record<string, number>>;
  hand: { cv: string; ad: string; grade: number; rubricGrade: number; reason: string }[];
}

const SOURCES: Record<string, { dataset: string; repository: string; path: string; licence: string }> = {
  livecareer: {
    dataset: "Resume Dataset — livecareer.com resume examples (Kaggle: snehaanbhawal/resume-dataset), text column",
    repository: "San-does-stuff/resume_parser",
    path: "Resume.csv",
    licence: "unstated (the mirror states none; names, employers and cities are already anonymised by the dataset)",
  },
  "livecareer-maxb25": {
    dataset: "Resume Dataset — livecareer.com resume examples (Kaggle: snehaanbhawal/resume-dataset), IT and ENGINEERING rows",
    repository: "MaxB25/ECEN-403",
    path: "Resume.csv",
    licence: "unstated (the mirror states none)",
  },
  updatedresume: {
    dataset: "UpdatedResumeDataSet (Kaggle: gauravduttakiit/resume-dataset), Indian CVs as extracted from PDF/DOCX",
    repository: "Alexlemelita/Text-Analysis",
    path: "Resume.csv",
    licence: "unstated (the mirror states none)",
  },
  adzuna: {
    dataset: "Adzuna Job Salary Prediction (Kaggle competition, 2013), Train_rev1.csv — UK job ads, salaries masked as ****",
    repository: "VahidHedley/Predict-Salaries-from-Text",
    path: "Train_rev1.csv",
    licence: "unstated (the mirror states none)",
  },
  monster: {
    dataset: "US jobs on Monster.com (PromptCloud sample, 2016–2017)",
    repository: "SathishB-1/AI_Resume_Screening_and_Job_Matching_System",
    path: "monster_com-job_sample.csv",
    licence: "unstated (the mirror states none)",
  },
  germanads: {
    dataset: "German job ads from the Bundesagentur/partner boards, stored as structured records in a demo site",
    repository: "tuanpham241001/React-Job-Posting-Website",
    path: "src/data/data.js",
    licence: "unstated (the repository states none)",
  },
  armenia: {
    dataset: "Armenian Online Job Postings (CareerCenter.am, 2004–2015; Kaggle)",
    repository: "WellintonNoGallo/Datadet-de-m-sica-Spotify-",
    path: "data job posts.csv",
    licence: "unstated (the mirror states none)",
  },
  emscad: {
    dataset:
      "Employment Scam Aegean Dataset (EMSCAD, University of the Aegean; Workable ads 2012–2014; Kaggle: real-or-fake job postings), rows marked fraudulent=0 — a 499-row excerpt without the location column",
    repository: "Ishita1604/AcrossTheBorders",
    path: "fake_job_postings.csv",
    licence: "unstated (the mirror states none)",
  },
};

/** SOC 2018 and ISCO-08 codes per specialism (the nearest unit group; null where none fits well). */
const CODES: Record<string, [string | null, string | null]> = {
  dev: ["15-1252", "2512"],
  qa: ["15-1253", "2519"],
  data: ["15-2051", "2511"],
  itops: ["15-1231", "3513"],
  itmgmt: ["11-3021", "1330"],
  rn: ["29-1141", "2221"],
  care: ["31-1131", "5321"],
  allied: ["29-2099", "3259"],
  publichealth: ["21-1094", "3253"],
  healthadmin: ["11-9111", "1342"],
  elementary: ["25-2021", "2341"],
  earlychildhood: ["25-2011", "2342"],
  secondary: ["25-2031", "2330"],
  specialed: ["25-2057", "2352"],
  lecturer: ["25-1121", "2310"],
  accountant: ["13-2011", "2411"],
  finmgmt: ["11-3031", "1211"],
  creditcontrol: ["43-3011", "3313"],
  investment: ["13-2051", "2413"],
  retail: ["41-2031", "5223"],
  b2b: ["41-4012", "3322"],
  property: ["41-9022", "3334"],
  hotelsales: ["41-3091", "3322"],
  recruitment: ["13-1071", "2423"],
  generalist: ["13-1071", "2423"],
  mechanical: ["17-2141", "2144"],
  civil: ["17-2051", "2142"],
  electrical: ["17-2071", "2151"],
  controls: ["17-2199", "2152"],
  constructionmgmt: ["11-9021", "1323"],
  quality: ["17-2112", "2141"],
  electrician: ["47-2111", "7411"],
  mechanic: ["49-3023", "7231"],
  construction: ["47-1011", "3123"],
  electronics: ["49-2094", "7421"],
  heavyequipment: ["47-2073", "8342"],
  maintenance: ["49-9071", null],
  chef: ["35-1011", "3434"],
  restaurantmgmt: ["11-9051", "1412"],
  housekeeping: ["37-2012", "9112"],
  supplychain: ["11-3071", "1324"],
  warehouse: ["53-7062", "4321"],
  driver: ["53-3032", "8332"],
};

/** Professions one step apart: a CV of one is a plausible but weak fit for an ad of the other (grade 1). */
const ADJACENT = new Set(
  [
    ["software", "engineering"],
    ["engineering", "trades"],
    ["trades", "logistics"],
    ["hr", "sales"],
    ["sales", "hospitality"],
  ].map((p) => p.sort().join("|")),
);

/** Within-profession grades where the specialism differs (default 2) or matches (default 3): [cv spec][ad spec]. */
const SPEC: Record<string, Record<string, number>> = {
  "qa>dev": { g: 2 },
  "data>dev": { g: 2 },
  "itops>dev": { g: 1 },
  "itmgmt>dev": { g: 1 },
  "itops>qa": { g: 1 },
  "itmgmt>qa": { g: 1 },
  "allied>rn": { g: 1 },
  "publichealth>rn": { g: 1 },
  "healthadmin>rn": { g: 1 },
  "care>rn": { g: 1 },
  "publichealth>care": { g: 1 },
  "healthadmin>care": { g: 1 },
  "accountant>investment": { g: 1 },
  "accountant>creditcontrol": { g: 3 },
  "civil>mechanical": { g: 1 },
  "electrical>mechanical": { g: 1 },
  "controls>mechanical": { g: 1 },
  "constructionmgmt>mechanical": { g: 1 },
  "mechanical>quality": { g: 3 },
  "electrical>quality": { g: 3 },
  "civil>quality": { g: 1 },
  "constructionmgmt>quality": { g: 1 },
  "construction>electrician": { g: 1 },
  "construction>mechanic": { g: 1 },
  "construction>heavyequipment": { g: 3 },
  "electronics>heavyequipment": { g: 1 },
  "construction>maintenance": { g: 3 },
  "chef>housekeeping": { g: 1 },
  "restaurantmgmt>housekeeping": { g: 1 },
  "specialed>elementary": { g: 3 },
  "lecturer>elementary": { g: 1 },
  "lecturer>earlychildhood": { g: 1 },
  "secondary>earlychildhood": { g: 1 },
  "supplychain>driver": { g: 1 },
};

/** Hand corrections after reading the pair (the rubric cannot see these facts). */
const HAND: { cv: string | string[]; ad: string | string[]; grade: number; reason: string }[] = [
  {
    cv: "cv-us-soft-03",
    ad: "ad-de-trade-01",
    grade: 1,
    reason: "holds an electrician licence and did volunteer house wiring, but works in IT networks",
  },
  {
    cv: "cv-in-eng-08",
    ad: "ad-de-trade-01",
    grade: 2,
    reason: "maintains switchgear, motors and generators: electrician work under an engineer title, no German Ausbildung",
  },
  {
    cv: "cv-eg-acct-01",
    ad: ["ad-uk-fin-01", "ad-uk-acct-01", "ad-uk-acct-02", "ad-am-fin-01"],
    grade: 1,
    reason: "titled Accountant with a commerce degree, but the work shown is retail, HR and marketing",
  },
  { cv: "cv-us-sales-01", ad: "ad-uk-hr-01", grade: 2, reason: "the ad accepts two years of B2B sales instead of recruitment experience" },
  { cv: "cv-in-sales-02", ad: "ad-uk-hr-01", grade: 2, reason: "the ad accepts two years of B2B sales instead of recruitment experience" },
  { cv: "cv-in-sales-03", ad: "ad-uk-hr-01", grade: 2, reason: "the ad accepts two years of B2B sales instead of recruitment experience" },
  { cv: "cv-us-hr-01", ad: "ad-uk-hosp-01", grade: 1, reason: "former hotel assistant general manager and front-office manager" },
  {
    cv: "cv-us-health-05",
    ad: "ad-uk-chef-02",
    grade: 1,
    reason: "cooked to prescribed diets as a care-home kitchen worker; no restaurant brigade",
  },
  {
    cv: "cv-us-health-04",
    ad: "ad-uk-nurse-02",
    grade: 2,
    reason: "hands-on care experience, but no NVQ/NMC registration and no team management",
  },
  {
    cv: "cv-us-health-05",
    ad: "ad-uk-nurse-02",
    grade: 2,
    reason: "hands-on care experience, but no NVQ/NMC registration and no team management",
  },
  {
    cv: "cv-us-chef-04",
    ad: ["ad-uk-chef-01", "ad-uk-chef-02"],
    grade: 2,
    reason: "personal chef and caterer; no restaurant brigade experience",
  },
  {
    cv: "cv-us-health-01",
    ad: "ad-uk-nurse-02",
    grade: 1,
    reason: "sleep technologist: no care-home work, no care management, no NVQ/NMC registration",
  },
  {
    cv: ["cv-in-soft-04", "cv-in-soft-05", "cv-in-soft-06"],
    ad: "ad-uk-soft-01",
    grade: 2,
    reason: "Python stack; the ad asks for ASP.NET web development, none shown",
  },
  {
    cv: ["cv-in-soft-04", "cv-in-soft-05"],
    ad: ["ad-de-soft-01", "ad-us-soft-02"],
    grade: 2,
    reason: "Python/AS400 stack; the ad requires years of C++ (C-like language), none shown (ad-de-soft-01 also asks for good German)",
  },
  {
    cv: ["cv-in-eng-01", "cv-in-eng-02", "cv-in-eng-03", "cv-in-eng-06", "cv-in-eng-07", "cv-in-eng-08"],
    ad: "ad-us-eng-02",
    grade: 2,
    reason: "the ad requires U.S. citizenship (and a B.S./M.S.; cv-in-eng-06 has a diploma)",
  },
  {
    cv: "cv-us-teach-02",
    ad: "ad-us-teach-01",
    grade: 2,
    reason: "a certified high-school science teacher; the ad requires certification in mathematics 7-12",
  },
  {
    cv: ["cv-us-fin-01", "cv-us-fin-02"],
    ad: "ad-am-fin-01",
    grade: 2,
    reason: "the ad requires fluent Armenian and Russian, none shown; cv-us-fin-01 has not held a finance-director role",
  },
  {
    cv: ["cv-us-sales-01", "cv-in-sales-02", "cv-in-sales-03"],
    ad: "ad-de-sales-01",
    grade: 2,
    reason: "German local-press ad sales (ad written in German for Konstanz clients); no German shown",
  },
];

const isSameOrNone = (held: string[] | undefined, required: string) => (held ?? []).some((c) => c.toLowerCase() === required.toLowerCase());

/** The documented rubric (README.md): 3 strong fit, 2 same profession with a mismatch, 1 adjacent, 0 distant. */
export function rubricGrade(cv: RealDoc, ad: RealDoc): number {
  if (cv.profession !== ad.profession) {
    const key = [cv.profession, ad.profession].sort().join("|");
    return ADJACENT.has(key) ? 1 : 0;
  }
  let g = SPEC[`${cv.specialism}>${ad.specialism}`]?.g ?? (cv.specialism === ad.specialism ? 3 : 2);
  for (const req of ad.requires ?? []) {
    if (!isSameOrNone(cv.credentials, req)) g = Math.min(g, req === "RN" ? 1 : 2);
  }
  if (g === 3 && ad.seniority >= 0 && Math.abs(cv.seniority - ad.seniority) >= 2) g = 2;
  return g;
}

/** Stratified by kind and profession; within a stratum the order is fixed by FNV-1a of a seeded id. */
export function assignSplits(docs: { id: string; kind: Kind; profession: Profession }[]): Map<string, Split> {
  const out = new Map<string, Split>();
  const strata = new Map<string, string[]>();
  for (const d of docs) strata.set(`${d.kind}:${d.profession}`, [...(strata.get(`${d.kind}:${d.profession}`) ?? []), d.id]);
  for (const ids of strata.values()) {
    const ordered = [...ids].sort(
      (a, b) => hashFnv1a(`real-corpus-split:v1:${a}`) - hashFnv1a(`real-corpus-split:v1:${b}`) || (a < b ? -1 : 1),
    );
    const holdout = Math.round(ordered.length * 0.3);
    ordered.forEach((id, i) => out.set(id, i < holdout ? "holdout" : "dev"));
  }
  return out;
}

export function readText(doc: RealDoc): string {
  return readFileSync(path.join(REAL_DIR, doc.file), "utf8");
}

export function loadRealCorpus(): { docs: RealDoc[]; cvs: RealDoc[]; ads: RealDoc[]; labels: Labels; text: Map<string, string> } {
  const docs = JSON.parse(readFileSync(path.join(REAL_DIR, "manifest.json"), "utf8")).documents as RealDoc[];
  const labels = JSON.parse(readFileSync(path.join(REAL_DIR, "labels.json"), "utf8")) as Labels;
  const text = new Map(docs.map((d) => [d.id, readText(d)]));
  return { docs, cvs: docs.filter((d) => d.kind === "cv"), ads: docs.filter((d) => d.kind === "ad"), labels, text };
}

function build() {
  const annotations = JSON.parse(readFileSync(path.join(REAL_DIR, "annotations.json"), "utf8")) as Record<string, Record<string, unknown>>;
  const rows = readFileSync(path.join(REAL_DIR, "records.tsv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split("\t"));
  const base = rows.map(([id, kind, profession, country, sourceKey, locator, title, edits]) => {
    const a = annotations[id] ?? {};
    if (!a.spec) throw new Error(`no annotation for ${id}`);
    const src = SOURCES[sourceKey];
    if (!src) throw new Error(`unknown source ${sourceKey} for ${id}`);
    const prof = (a.profession as Profession | undefined) ?? (profession as Profession);
    if (!PROFESSIONS.includes(prof)) throw new Error(`unknown profession ${prof} for ${id}`);
    const [soc, isco] = CODES[a.spec as string] ?? [null, null];
    return {
      id,
      kind: kind as Kind,
      file: `${kind}/${id}.txt`,
      title,
      profession: prof,
      specialism: a.spec as string,
      seniority: a.sen as number,
      soc,
      isco,
      country,
      language: country === "DE" ? "de" : "en",
      source: { dataset: src.dataset, repository: src.repository, path: src.path },
      licence: src.licence,
      locator,
      edits,
      ...(a.cred ? { credentials: a.cred as string[] } : {}),
      ...(a.req ? { requires: a.req as string[] } : {}),
      ...(a.skills ? { skills: a.skills as string[] } : {}),
      ...(a.role ? { targetRole: a.role as string } : {}),
    };
  });
  const splits = assignSplits(base);
  const documents: RealDoc[] = base.map((d) => ({ ...d, split: splits.get(d.id)! }));
  const cvs = documents.filter((d) => d.kind === "cv");
  const ads = documents.filter((d) => d.kind === "ad");
  const grades: Labels["grades"] = {};
  for (const cv of cvs) grades[cv.id] = Object.fromEntries(ads.map((ad) => [ad.id, rubricGrade(cv, ad)]));
  const hand: Labels["hand"] = [];
  for (const h of HAND) {
    for (const cvId of [h.cv].flat()) {
      for (const adId of [h.ad].flat()) {
        if (!grades[cvId] || grades[cvId][adId] === undefined) throw new Error(`hand correction for unknown pair ${cvId} × ${adId}`);
        hand.push({ cv: cvId, ad: adId, grade: h.grade, rubricGrade: grades[cvId][adId], reason: h.reason });
        grades[cvId][adId] = h.grade;
      }
    }
  }
  const labels: Labels = {
    rubric: "tests/fixtures/real/README.md#grading-rubric; regenerate with `npx tsx scripts/eval/real-corpus.ts --write`",
    grades,
    hand,
  };
  writeFileSync(
    path.join(REAL_DIR, "manifest.json"),
    `${JSON.stringify({ about: "Real CVs and job ads; see README.md. Generated from records.tsv and annotations.json by scripts/eval/real-corpus.ts.", documents }, null, 1)}\n`,
  );
  writeFileSync(path.join(REAL_DIR, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  console.log(`${cvs.length} CVs, ${ads.length} ads, ${hand.length} hand-corrected pairs`);
}

if (process.argv[1]?.endsWith("real-corpus.ts") && process.argv.includes("--write")) build();
