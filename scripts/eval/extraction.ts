/**
 * `npm run eval` section: entity extraction on the labelled sets of tests/fixtures/extraction — the written dev and
 * hold-out texts (dev.json, holdout.json) and 30 real CVs and ads (real.json, its own dev/holdout split) — plus the
 * mechanical checks on the whole real corpus (regulators and universities as EMPLOYER, line breaks, money that is
 * not pay). Strict matching: an entity counts when type and exact text equal a gold entity (multiset).
 * Baseline: capitalised-word and regex rules with no gazetteers, computed on the same sets.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { extractEntities, ENTITY_TYPES, type EntityType } from "@/lib/engine/extract";
import { extractionChecks } from "./real-checks";
import { loadRealCorpus } from "./real-corpus";

interface Gold {
  id: string;
  kind: string;
  language: string;
  text: string;
  split?: "dev" | "holdout";
  entities: { type: EntityType; text: string }[];
}
interface Pred {
  type: EntityType;
  text: string;
  confidence: number;
}

const SUFFIX = /\b(Inc|Ltd|LLC|GmbH|AG|SE|SA|plc|LLP|Corp)\.?$/;
const TITLE_WORD =
  /\b(Engineer|Developer|Manager|Nurse|Analyst|Designer|Teacher|Scientist|Accountant|Director|Consultant|Driver|Chef|Electrician)s?\b/;

/** The comparison point: what plain capitalisation and regexes find. */
export function extractBaseline(text: string): Pred[] {
  const out: Pred[] = [];
  const push = (type: EntityType, t: string) => out.push({ type, text: t, confidence: 0.5 });
  for (const m of text.matchAll(/[$€£₹¥]\s?\d[\d,.]*k?(?:\s?[-–]\s?[$€£₹¥]?\s?\d[\d,.]*k?)?/g)) push("SALARY", m[0]);
  for (const m of text.matchAll(/\b\d{1,2}\+?\s(?:years?|Jahre[n]?|ans|años)\b/g)) push("DATE", m[0]);
  for (const m of text.matchAll(/\b(?:19|20)\d{2}\b/g)) push("DATE", m[0]);
  for (const m of text.matchAll(/(?<![.!?]\s|^)\b[A-Z][\w&.'-]*(?:\s[A-Z][\w&.'-]*)*/gm)) {
    const t = m[0];
    if (TITLE_WORD.test(t)) push("JOB", t);
    else if (SUFFIX.test(t)) push("EMPLOYER", t);
    else push("SKILL", t);
  }
  return out;
}

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

interface Miss {
  doc: string;
  kind: "FP" | "FN";
  type: EntityType;
  text: string;
}

export function scoreExtraction(gold: Gold[], predict: (text: string) => Pred[]) {
  const byType = Object.fromEntries(ENTITY_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }])) as Record<EntityType, Tally>;
  const calibration = { above90: 0, correctAbove90: 0, bins: [0, 0, 0, 0, 0].map(() => ({ n: 0, correct: 0 })) };
  const misses: Miss[] = [];
  for (const doc of gold) {
    const remaining = doc.entities.map((e) => `${e.type}\u0000${e.text}`);
    const preds = predict(doc.text).sort((a, b) => b.confidence - a.confidence);
    for (const p of preds) {
      const key = `${p.type}\u0000${p.text}`;
      const k = remaining.indexOf(key);
      const ok = k >= 0;
      if (ok) remaining.splice(k, 1);
      else misses.push({ doc: doc.id, kind: "FP", type: p.type, text: p.text });
      byType[p.type][ok ? "tp" : "fp"]++;
      if (p.confidence > 0.9) {
        calibration.above90++;
        if (ok) calibration.correctAbove90++;
      }
      const bin = calibration.bins[Math.min(4, Math.floor((p.confidence - 0.5) / 0.1))] ?? calibration.bins[0];
      bin.n++;
      if (ok) bin.correct++;
    }
    for (const r of remaining) {
      const [type, text] = r.split("\u0000");
      byType[type as EntityType].fn++;
      misses.push({ doc: doc.id, kind: "FN", type: type as EntityType, text });
    }
  }
  const f1 = (t: Tally) => {
    const p = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 0;
    const r = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 0;
    return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0 };
  };
  const total = Object.values(byType).reduce((a, t) => ({ tp: a.tp + t.tp, fp: a.fp + t.fp, fn: a.fn + t.fn }), { tp: 0, fp: 0, fn: 0 });
  return { byType, micro: f1(total), f1, calibration, misses };
}

export function loadDevSet(file = "dev.json"): Gold[] {
  return JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/extraction", file), "utf8")) as Gold[];
}

/** real.json with each document's text read from tests/fixtures/real (the labels do not copy the corpus). */
export function loadRealSet(split?: "dev" | "holdout"): Gold[] {
  const docs = JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/extraction/real.json"), "utf8")) as (Omit<Gold, "text"> & {
    file: string;
  })[];
  return docs
    .filter((d) => !split || d.split === split)
    .map((d) => ({ ...d, text: readFileSync(path.join(process.cwd(), "tests/fixtures/real", d.file), "utf8") }));
}

const pct = (x: number) => (x * 100).toFixed(1);

function report(title: string, gold: Gold[], worst = 0): string[] {
  const sys = scoreExtraction(gold, (text) => extractEntities(text).entities);
  const base = scoreExtraction(gold, extractBaseline);
  const out = [
    `### ${title}`,
    "",
    `${gold.length} texts, ${gold.reduce((s, d) => s + d.entities.length, 0)} gold entities; strict match on type + exact text.`,
    "",
    "| type | gold | P | R | F1 | baseline F1 |",
    "|---|---|---|---|---|---|",
    ...ENTITY_TYPES.map((t) => {
      const s = sys.f1(sys.byType[t]);
      const n = sys.byType[t].tp + sys.byType[t].fn;
      return `| ${t} | ${n} | ${pct(s.p)} | ${pct(s.r)} | ${pct(s.f)} | ${pct(base.f1(base.byType[t]).f)} |`;
    }),
    `| **micro** | | ${pct(sys.micro.p)} | ${pct(sys.micro.r)} | **${pct(sys.micro.f)}** | ${pct(base.micro.f)} |`,
    "",
    `Calibration: ${sys.calibration.correctAbove90}/${sys.calibration.above90} entities with confidence > 0.9 are correct ` +
      `(${pct(sys.calibration.above90 ? sys.calibration.correctAbove90 / sys.calibration.above90 : 0)}%; target ≈ 90%).`,
    "",
    "| confidence | entities | correct |",
    "|---|---|---|",
    ...sys.calibration.bins.map(
      (b, i) => `| ${(0.5 + i * 0.1).toFixed(1)}–${(0.6 + i * 0.1).toFixed(1)} | ${b.n} | ${b.n ? pct(b.correct / b.n) : "–"}% |`,
    ),
    "",
  ];
  if (worst > 0) {
    // The most frequent errors, grouped by (FP/FN, type, text): what to look at first.
    const counts = new Map<string, { n: number; docs: Set<string> }>();
    for (const m of sys.misses) {
      const key = `${m.kind} ${m.type} ${JSON.stringify(m.text)}`;
      const c = counts.get(key) ?? { n: 0, docs: new Set<string>() };
      c.n++;
      c.docs.add(m.doc);
      counts.set(key, c);
    }
    const rows = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0])).slice(0, worst);
    out.push(`Most frequent errors (of ${sys.misses.length}):`, "", "| error | count | documents |", "|---|---|---|");
    out.push(...rows.map(([k, c]) => `| ${k.replace(/\|/g, "\\|")} | ${c.n} | ${[...c.docs].slice(0, 3).join(", ")} |`), "");
  }
  return out;
}

export async function run(): Promise<string> {
  const { docs, text } = loadRealCorpus();
  return [
    "## Entity extraction",
    "",
    "The dev sets were used while building the extractor (their errors were inspected), so their scores are optimistic;",
    "the hold-out sets were labelled the same way and never used for tuning.",
    "",
    ...report("Dev set (tests/fixtures/extraction/dev.json)", loadDevSet("dev.json")),
    ...report("Hold-out set (tests/fixtures/extraction/holdout.json)", loadDevSet("holdout.json")),
    ...report("Real documents, dev (tests/fixtures/extraction/real.json)", loadRealSet("dev"), 25),
    ...report("Real documents, hold-out (tests/fixtures/extraction/real.json)", loadRealSet("holdout")),
    extractionChecks(docs, text),
  ].join("\n");
}

if (process.argv[1]?.replace(/\\/g, "/").endsWith("scripts/eval/extraction.ts")) {
  run().then((r) => console.log(r));
}
