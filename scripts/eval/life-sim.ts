// npm run eval life-sim — do the 21 life simulations use what they are told? No labelled truth exists for simulated
// futures, so this measures the failure modes of issue 16 on fixed cases, beside the figures the same measurements
// gave on the engine before the rework (commit cf48262, recorded in BEFORE below):
//   · results that fall back to USD world medians although the inputs imply a country (target 0);
//   · world medians that are not labelled as such (target 0);
//   · monotonicity violations: sweeps of every ordered input of the direction table (target 0);
//   · probabilities of exactly 0 or 1 where the inputs do not make the outcome certain (regret, milestones);
//   · wrong-path alerts that say "on track" at satisfaction ≤ 2; paths that are 100 % senior at 30;
//   · a UK nurse's trajectory against the NHS Agenda for Change bands.
import { LIFE_SIM_MODES, runMode as runCurrent } from "@/lib/engine/life-sim";
import { INPUT_EFFECTS, readPath, writePath } from "@/lib/engine/life-sim/directions";
import { readGrade } from "@/lib/engine/life-sim/core/inputs";

type Runner = (id: number, body: unknown) => Record<string, unknown>;

/** Cases whose inputs imply a non-USD country without sending `country`. */
const IMPLIED: { id: number; body: Record<string, unknown>; country: string; currency: string }[] = [
  { id: 1, body: { career: "NHS nurse", age: 30 }, country: "GB", currency: "GBP" },
  { id: 1, body: { career: "Teacher in London", age: 35 }, country: "GB", currency: "GBP" },
  { id: 1, body: { career: "Software Developer in Berlin", age: 28 }, country: "DE", currency: "EUR" },
  { id: 1, body: { career: "Accountant", values: "family, Mumbai", age: 30 }, country: "IN", currency: "INR" },
  {
    id: 2,
    body: { career: "Accountant in Manchester", alternativeCareer: "Teacher", values: "money, family" },
    country: "GB",
    currency: "GBP",
  },
  {
    id: 2,
    body: { career: "Registered Nurse", alternativeCareer: "Paramedic", values: "helping, working for the NHS" },
    country: "GB",
    currency: "GBP",
  },
  {
    id: 8,
    body: { career1: "Software Developer", career2: "Data Scientist", decision: "switch careers in Paris", currentAge: 30 },
    country: "FR",
    currency: "EUR",
  },
  {
    id: 8,
    body: { career1: "Accountant in Sydney", career2: "Teacher", decision: "switch", currentAge: 35 },
    country: "AU",
    currency: "AUD",
  },
  {
    id: 9,
    body: { career: "Registered Nurse", decision: "quit", financialSituation: "3 months savings, £40k salary" },
    country: "GB",
    currency: "GBP",
  },
  {
    id: 9,
    body: { career: "Accountant", decision: "go freelance", financialSituation: "savings €55k, spend 2k a month" },
    country: "DE",
    currency: "EUR",
  },
  {
    id: 9,
    body: { career: "Software Developer", decision: "join a startup", financialSituation: "₹12 lakh salary, savings ₹5 lakh" },
    country: "IN",
    currency: "INR",
  },
  {
    id: 9,
    body: { career: "Teacher", decision: "study", financialSituation: "savings AUD 30,000, expenses AUD 4,000 a month" },
    country: "AU",
    currency: "AUD",
  },
  {
    id: 11,
    body: { career: "Data Scientist", currentRole: "Software Developer in Toronto", yearsExperience: 4 },
    country: "CA",
    currency: "CAD",
  },
  {
    id: 12,
    body: { career: "Software Developer in Munich", personality: "calm", negotiationStyle: "collaborative" },
    country: "DE",
    currency: "EUR",
  },
  {
    id: 12,
    body: { career: "Accountant", personality: "agreeable; I live in Tokyo", negotiationStyle: "avoidant" },
    country: "JP",
    currency: "JPY",
  },
  {
    id: 14,
    body: { career: "Lawyer", alternativeCareer: "Teacher", values: "impact, money", lifeGoals: "buy a home in Dublin" },
    country: "IE",
    currency: "EUR",
  },
  { id: 15, body: { career: "Accountant", decision: "leave the NHS to join a startup", age: 32 }, country: "GB", currency: "GBP" },
  { id: 15, body: { career: "Chef in Madrid", decision: "stay", age: 40 }, country: "ES", currency: "EUR" },
  { id: 3, body: { message: "Will I be able to afford a flat in Edinburgh?", career: "Teacher", age: 30 }, country: "GB", currency: "GBP" },
  {
    id: 11,
    body: { career: "Data Scientist", currentRole: "Software Developer in Leeds", yearsExperience: 3 },
    country: "GB",
    currency: "GBP",
  },
];

/** Cases that imply nothing: a world median is right, but it must say so. */
const NOTHING_IMPLIED: { id: number; body: Record<string, unknown> }[] = [
  { id: 1, body: { career: "Teacher" } },
  { id: 1, body: { career: "Investment Banker" } },
  { id: 12, body: { career: "Accountant", personality: "calm", negotiationStyle: "collaborative" } },
  { id: 9, body: { career: "Chef", decision: "quit", financialSituation: "savings 5000, expenses 1500" } },
  { id: 2, body: { career: "Accountant", alternativeCareer: "Teacher", values: "money" } },
];

const CURRENCY_PATHS = [
  "simulation.currency",
  "finances.currency",
  "currency",
  "careers.0.earnings.currency",
  "lives.0.earnings.currency",
  "futureSelf.currency",
  "market.currency",
  "roads.0.earnings.currency",
];

function currencyOf(r: Record<string, unknown>): string | null {
  for (const p of CURRENCY_PATHS) {
    const v = readPath(r, p);
    if (typeof v === "string" && /^[A-Z]{3}(\/[A-Z]{3})?$/.test(v)) return v.slice(0, 3);
  }
  return null;
}

function safe(run: Runner, id: number, body: unknown): Record<string, unknown> | Error {
  try {
    return run(id, body);
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

export interface Measures {
  impliedCases: number;
  usdWorldMedianWhenImplied: number;
  errorsOnImplied: number;
  worldMedianCases: number;
  unlabelledWorldMedians: number;
  monotonicityChecks: number;
  monotonicityViolations: number;
  unmeasurable: number;
  regretExtremes: number;
  regretChecks: number;
  onTrackAtLowSatisfaction: number;
  onTrackChecks: number;
  allSeniorAt30: number;
  seniorChecks: number;
  ukNurseAt40: string;
  determinism: string;
}

const SWEEP = 6;

function sweepValues(kind: string, range: [number, number] | undefined, values: unknown[] | undefined): unknown[] {
  if (kind === "number" && range)
    return Array.from({ length: SWEEP }, (_, k) => Math.round(range[0] + ((range[1] - range[0]) * k) / (SWEEP - 1)));
  if (kind === "graded") return ["very low", "low", 4, "medium", "high", 9];
  return values ?? [];
}

/** The measurements, for any runner (the current engine, or an older one for the before column). */
export function measure(run: Runner): Measures {
  let usd = 0;
  let implErrors = 0;
  for (const c of IMPLIED) {
    const r = safe(run, c.id, c.body);
    if (r instanceof Error) {
      implErrors++;
      continue;
    }
    if (currencyOf(r) === "USD" || /\(Global\)|world median/i.test(String(r.summary))) usd++;
  }
  let unlabelled = 0;
  let worldCases = 0;
  for (const c of NOTHING_IMPLIED) {
    const r = safe(run, c.id, c.body);
    if (r instanceof Error) continue;
    worldCases++;
    if (!/world median/i.test(`${r.summary} ${JSON.stringify(r.assumptions)}`)) unlabelled++;
  }
  let checks = 0;
  let violations = 0;
  let unmeasurable = 0;
  const bases = ["Accountant", "Registered Nurse", "Software Developer"];
  for (const m of INPUT_EFFECTS) {
    for (const e of m.effects.filter((x) => x.direction !== "changes")) {
      for (const career of bases) {
        let body = m.base.career ? { ...m.base, career } : m.base;
        for (const key of e.without ?? []) body = writePath(body, key, undefined);
        const outs = sweepValues(e.kind, e.range, e.values).map((v) => {
          const r = safe(run, m.mode, writePath(body, e.input, v));
          const x = r instanceof Error ? undefined : readPath(r, e.output);
          return typeof x === "number" ? x : null;
        });
        if (outs.some((x) => x === null)) {
          unmeasurable++;
          continue;
        }
        for (let k = 1; k < outs.length; k++) {
          checks++;
          const [a, b] = [outs[k - 1] as number, outs[k] as number];
          if (e.direction === "up" ? b < a : b > a) violations++;
        }
      }
    }
  }
  let extremes = 0;
  let regretChecks = 0;
  const careers = ["Accountant", "Registered Nurse", "Software Developer", "Chef", "Lawyer", "Electrician"];
  for (const a of careers)
    for (const b of careers) {
      if (a === b) continue;
      for (const values of ["money", "impact, family"]) {
        const r = safe(run, 2, { career: a, alternativeCareer: b, values, country: "US" });
        if (r instanceof Error) continue;
        for (const cr of r.careers as { regretIfChosen: { probabilityOfRegret: number } }[]) {
          regretChecks++;
          const p = cr.regretIfChosen.probabilityOfRegret;
          if (p === 0 || p === 1) extremes++;
        }
      }
    }
  let onTrack = 0;
  let onTrackChecks = 0;
  for (const career of careers)
    for (const yearsIn of [0.5, 1, 3, 8])
      for (const satisfaction of [0, 1, 2]) {
        const r = safe(run, 21, { career, yearsIn, satisfaction });
        if (r instanceof Error) continue;
        onTrackChecks++;
        if (r.band === "on track") onTrack++;
      }
  let allSenior = 0;
  let seniorChecks = 0;
  for (const career of careers) {
    const r = safe(run, 1, { career, age: 30, country: "US" });
    if (r instanceof Error) continue;
    seniorChecks++;
    if ((r.trajectory as { seniorOrAboveShare: number }[]).every((y) => y.seniorOrAboveShare === 1)) allSenior++;
  }
  const nurse = safe(run, 1, { career: "Registered Nurse", country: "GB", age: 30, years: 10 });
  const last = nurse instanceof Error ? null : (nurse.trajectory as { salary: { p10: number; p50: number; p90: number } }[]).at(-1)?.salary;
  let deterministic = 0;
  for (const m of LIFE_SIM_MODES) {
    const body = INPUT_EFFECTS.find((x) => x.mode === m.id)?.base ?? {};
    const a = safe(run, m.id, body);
    const b = safe(run, m.id, body);
    if (!(a instanceof Error) && JSON.stringify(a) === JSON.stringify(b)) deterministic++;
  }
  return {
    impliedCases: IMPLIED.length,
    usdWorldMedianWhenImplied: usd,
    errorsOnImplied: implErrors,
    worldMedianCases: worldCases,
    unlabelledWorldMedians: unlabelled,
    monotonicityChecks: checks,
    monotonicityViolations: violations,
    unmeasurable,
    regretExtremes: extremes,
    regretChecks,
    onTrackAtLowSatisfaction: onTrack,
    onTrackChecks,
    allSeniorAt30: allSenior,
    seniorChecks,
    ukNurseAt40: last
      ? `GBP ${last.p10.toLocaleString("en-US")} / ${last.p50.toLocaleString("en-US")} / ${last.p90.toLocaleString("en-US")}`
      : "error",
    determinism: `${deterministic} / ${LIFE_SIM_MODES.length}`,
  };
}

/** Measured with this script on the engine before the rework (commit cf48262), pasted here because that code is gone. */
const BEFORE: Measures = {
  impliedCases: 20,
  usdWorldMedianWhenImplied: 18,
  errorsOnImplied: 0,
  worldMedianCases: 5,
  unlabelledWorldMedians: 5,
  monotonicityChecks: 327,
  monotonicityViolations: 28,
  unmeasurable: 60,
  regretExtremes: 61,
  regretChecks: 120,
  onTrackAtLowSatisfaction: 46,
  onTrackChecks: 72,
  allSeniorAt30: 6,
  seniorChecks: 6,
  ukNurseAt40: "GBP 59,100 / 76,500 / 99,100",
  determinism: '20 / 21 (mode 9 rejected riskTolerance "medium")',
};

const pct = (x: number, n: number) => (n ? `${((100 * x) / n).toFixed(0)}% (${x} / ${n})` : "—");

export async function run(): Promise<string> {
  const now = measure((id, body) => runCurrent(id, body));
  const rows: [string, string, string, string][] = [
    [
      "results in USD world medians although the inputs imply a country",
      pct(BEFORE.usdWorldMedianWhenImplied, BEFORE.impliedCases),
      pct(now.usdWorldMedianWhenImplied, now.impliedCases),
      "0",
    ],
    [
      "…of which errors (input rejected)",
      pct(BEFORE.errorsOnImplied, BEFORE.impliedCases),
      pct(now.errorsOnImplied, now.impliedCases),
      "0",
    ],
    [
      "world medians not labelled as such (nothing implies a country)",
      pct(BEFORE.unlabelledWorldMedians, BEFORE.worldMedianCases),
      pct(now.unlabelledWorldMedians, now.worldMedianCases),
      "0",
    ],
    [
      "monotonicity violations (sweeps of every ordered input × 3 careers)",
      `${BEFORE.monotonicityViolations} / ${BEFORE.monotonicityChecks}`,
      `${now.monotonicityViolations} / ${now.monotonicityChecks}`,
      "0",
    ],
    ["…sweeps not measurable (input rejected or output missing)", String(BEFORE.unmeasurable), String(now.unmeasurable), "0"],
    [
      "regret probabilities of exactly 0 or 1 (30 career pairs × 2 value sets)",
      pct(BEFORE.regretExtremes, BEFORE.regretChecks),
      pct(now.regretExtremes, now.regretChecks),
      "0",
    ],
    [
      'wrong-path "on track" at satisfaction ≤ 2',
      pct(BEFORE.onTrackAtLowSatisfaction, BEFORE.onTrackChecks),
      pct(now.onTrackAtLowSatisfaction, now.onTrackChecks),
      "0",
    ],
    [
      "careers where 100 % of paths are senior in every year (age 30, US)",
      pct(BEFORE.allSeniorAt30, BEFORE.seniorChecks),
      pct(now.allSeniorAt30, now.seniorChecks),
      "0",
    ],
    ["UK registered nurse at 40 (P10 / P50 / P90)", BEFORE.ukNurseAt40, now.ukNurseAt40, "within AfC bands 5-8b: GBP 31,049-74,896"],
    [
      "deterministic modes (same input → same JSON)",
      BEFORE.determinism,
      now.determinism,
      `${LIFE_SIM_MODES.length} / ${LIFE_SIM_MODES.length}`,
    ],
  ];
  return [
    "## Life simulation — do the modes use what they are told?",
    "",
    "| check | before (cf48262) | now | target |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
    "",
    `Graded inputs are swept as words and numbers (${["very low", "low", 4, "medium", "high", 9].map((v) => `${v}→${readGrade(v)}`).join(", ")}).`,
  ].join("\n");
}
