import { readFileSync } from "node:fs";
import path from "node:path";
import { benchmarkSalary } from "@/lib/engine/salary";
import { getCountry } from "@/lib/knowledge/countries";

interface RefPoint {
  country: string;
  role: string;
  median: number;
  currency: string;
  source: string;
  sample: "in-sample" | "anchor-in-sample" | "held-out";
}

const TOLERANCE = 0.35;
// Naive baseline: one global median (the US all-occupation OEWS median, $48,060) × the country's PPP factor.
const BASELINE_USD = 48_060;

function loadReference(): RefPoint[] {
  const file = path.resolve(process.cwd(), "tests/fixtures/salary/reference.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { points: RefPoint[] }).points;
}

function summarise(errors: number[]): { within: number; mape: number } {
  const within = errors.filter((e) => e <= TOLERANCE).length / errors.length;
  const sorted = [...errors].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const mape = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { within, mape };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Share of reference medians within ±35 % and the median absolute percentage error, model vs baseline. */
export async function run(): Promise<string> {
  const points = loadReference();
  const rows: string[] = [];
  const model: number[] = [];
  const base: number[] = [];
  const bySample: Record<string, number[]> = {};
  for (const p of points) {
    const r = benchmarkSalary({ role: p.role, country: p.country, currency: p.currency });
    const ppp = getCountry(p.country)?.ppp ?? 1;
    const naive = BASELINE_USD * ppp;
    const em = Math.abs(r.percentiles.p50 - p.median) / p.median;
    const eb = Math.abs(naive - p.median) / p.median;
    model.push(em);
    base.push(eb);
    (bySample[p.sample] ??= []).push(em);
    rows.push(`| ${p.country} | ${p.role} | ${p.median.toLocaleString("en-US")} ${p.currency} | ${r.percentiles.p50.toLocaleString("en-US")} | ${pct(em)} | ${Math.round(naive).toLocaleString("en-US")} | ${pct(eb)} | ${p.sample} |`);
  }
  const m = summarise(model);
  const b = summarise(base);
  const samples = Object.entries(bySample).map(([k, v]) => {
    const s = summarise(v);
    return `| ${k} | ${v.length} | ${pct(s.within)} | ${pct(s.mape)} |`;
  });
  return [
    "## Salary benchmark vs official medians",
    "",
    `${points.length} reference points in ${new Set(points.map((p) => p.country)).size} countries (tests/fixtures/salary/reference.json).`,
    "",
    "| metric | model | baseline (global median × PPP) |",
    "|---|---|---|",
    `| share within ±35% | ${pct(m.within)} | ${pct(b.within)} |`,
    `| median absolute % error | ${pct(m.mape)} | ${pct(b.mape)} |`,
    "",
    "| sample | n | within ±35% | median abs % error |",
    "|---|---|---|---|",
    ...samples,
    "",
    "| country | role | reference | model p50 | error | baseline | error | sample |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
