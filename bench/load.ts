// Mixed-workload load run (autocannon on loopback) against ONE and then TWO app instances
// (tests/scale/route-server.ts). PostgreSQL + Redis when BENCH_DATABASE_URL/TEST_DATABASE_URL and
// REDIS_URL/TEST_REDIS_URL are set; one instance on SQLite in every case.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { and, gte, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { openDb, setDbForTests, type DbHandle } from "@/lib/db";
import { createAccount } from "@/lib/platform/accounts";
import { createApiKey, MAX_ACTIVE_KEYS } from "@/lib/platform/key-store";
import { startInstance, type Instance } from "../tests/scale/instances";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 16;
// ENTERPRISE allows 1,000 requests per minute per key: enough keys that the limiter admits the whole run
// (it still does its full work on every request) — 8 accounts × 5 keys = 40,000 per minute per family.
const POOL_ACCOUNTS = 8;

interface Backend {
  label: string;
  dbUrl: string;
  redisUrl: string;
  dispose(): Promise<void>;
}

interface Pool {
  dev: { key: string; accountId: string }[];
  tr: string[];
  accountIds: string[];
}

/** One request kind of the mix; every key family here reads the key from X-Api-Key / X-API-Key (case-insensitive). */
interface Kind {
  name: string;
  file: string;
  method: "GET" | "POST";
  build(pool: Pool, i: number): { path: string; key: string; body?: string };
}

const CV = `Priya Shah — Data Engineer, Manchester, UK
Experience: Data Engineer, Northwind Analytics, 2020 – present. Built Spark and Airflow pipelines on AWS processing
40 million events a day; cut warehouse cost by 30%. Analyst, Contoso Retail, 2017 – 2020: SQL reporting in Python.
Skills: Python, SQL, Spark, Airflow, AWS, dbt, Kafka. Education: BSc Mathematics, University of Leeds, 2017.`;
const CONTEXT = JSON.stringify({
  full_name: "Priya Shah",
  target_role: "Senior Data Engineer",
  target_country: "GB",
  years_experience: 6,
  skills: ["Python", "SQL", "Spark"],
});
const SALARY = JSON.stringify({ role: "Data Engineer", country: "GB", level: "senior", experienceYears: 6 });
const dev = (p: Pool, i: number) => p.dev[i % p.dev.length];
const tr = (p: Pool, i: number) => p.tr[i % p.tr.length];

const KINDS: Kind[] = [
  {
    name: "GET /v1/developer/usage/:id",
    file: "app/(developer-api)/v1/developer/usage/[developerId]/route.ts",
    method: "GET",
    build: (p, i) => ({ path: `/v1/developer/usage/${dev(p, i).accountId}`, key: dev(p, i).key }),
  },
  {
    name: "POST /v1/career/context",
    file: "app/(developer-api)/v1/career/context/route.ts",
    method: "POST",
    build: (p, i) => ({ path: "/v1/career/context", key: dev(p, i).key, body: CONTEXT }),
  },
  {
    name: "POST /cstm/salary",
    file: "app/(transformer-api)/cstm/salary/route.ts",
    method: "POST",
    build: (p, i) => ({ path: "/cstm/salary", key: tr(p, i), body: SALARY }),
  },
  {
    name: "POST /cstm/resume-score",
    file: "app/(transformer-api)/cstm/resume-score/route.ts",
    method: "POST",
    build: (p, i) => ({ path: "/cstm/resume-score", key: tr(p, i), body: JSON.stringify({ resumeText: CV, targetRole: "Data Engineer" }) }),
  },
  {
    name: "POST /transformer/v1/extract",
    file: "app/(transformer-api)/transformer/v1/extract/route.ts",
    method: "POST",
    build: (p, i) => ({ path: "/transformer/v1/extract", key: tr(p, i), body: JSON.stringify({ text: CV }) }),
  },
];

function headersFor(spec: { key: string; body?: string }): Record<string, string> {
  return spec.body ? { "x-api-key": spec.key, "content-type": "application/json" } : { "x-api-key": spec.key };
}

async function sqliteBackend(): Promise<Backend> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cs-load-"));
  return {
    label: "SQLite",
    dbUrl: `file:${path.join(dir, "load.db")}`,
    redisUrl: "",
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database (as createTestDb("pg") does), dropped afterwards. */
async function pgBackend(admin: string, redisUrl: string): Promise<Backend> {
  const name = `cs_load_${randomBytes(6).toString("hex")}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  return {
    label: "PostgreSQL + Redis",
    dbUrl: u.toString(),
    redisUrl,
    dispose: async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

/** ENTERPRISE / enterprise accounts with the maximum number of keys of each family, written straight to the database. */
async function makePool(handle: DbHandle): Promise<Pool> {
  setDbForTests(handle);
  const pool: Pool = { dev: [], tr: [], accountIds: [] };
  try {
    for (let a = 0; a < POOL_ACCOUNTS; a++) {
      const acct = await createAccount({ email: `load-${randomBytes(5).toString("hex")}@example.com`, tier: "ENTERPRISE" });
      pool.accountIds.push(acct.id);
      for (let k = 0; k < MAX_ACTIVE_KEYS; k++) {
        pool.dev.push({
          key: (await createApiKey({ accountId: acct.id, family: "developer", tier: "ENTERPRISE", keyType: "live" })).plaintext,
          accountId: acct.id,
        });
        pool.tr.push((await createApiKey({ accountId: acct.id, family: "transformer", tier: "enterprise", keyType: "live" })).plaintext);
      }
    }
  } finally {
    setDbForTests(undefined);
  }
  return pool;
}

interface RunResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  byKind: Map<string, { n: number; bad: Map<number, number> }>;
}

/** One autocannon run; requests cycle through the kinds and the key pool, so every kind gets an equal share. */
async function cannon(urls: string[], kinds: Kind[], pool: Pool, seconds: number): Promise<RunResult> {
  let seq = 0;
  const byKind = new Map(kinds.map((k) => [k.name, { n: 0, bad: new Map<number, number>() }]));
  const r = await autocannon({
    // autocannon 9 spreads connections over several targets; its type declaration only knows a single URL.
    url: (urls.length === 1 ? urls[0] : urls) as string,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req, context) => {
          const i = seq++;
          const kind = kinds[i % kinds.length];
          const spec = kind.build(pool, Math.floor(i / kinds.length));
          (context as { kind?: string }).kind = kind.name;
          return { ...req, method: kind.method, path: spec.path, headers: headersFor(spec), body: spec.body };
        },
        onResponse: (status, _body, context) => {
          const s = byKind.get((context as { kind?: string }).kind ?? "");
          if (!s) return;
          s.n++;
          if (status < 200 || status > 299) s.bad.set(status, (s.bad.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    byKind,
  };
}

/** First request of each kind on each instance loads its modules; a failing kind is reported, not hidden. */
async function warmUp(inst: Instance, kinds: Kind[], pool: Pool): Promise<string[]> {
  const notes: string[] = [];
  for (const k of kinds) {
    const spec = k.build(pool, 0);
    const res = await fetch(inst.url + spec.path, { method: k.method, headers: headersFor(spec), body: spec.body });
    await res.arrayBuffer();
    if (!res.ok) notes.push(`warm-up ${k.name} answered ${res.status}`);
  }
  return notes;
}

async function countEvents(handle: DbHandle, pool: Pool, since: number): Promise<number> {
  const { db, t } = handle;
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(t.usageEvents)
    .where(and(inArray(t.usageEvents.accountId, pool.accountIds), gte(t.usageEvents.at, since)));
  return Number(row?.n ?? 0);
}

interface Measured extends RunResult {
  label: string;
  mix: string;
  events: number;
  notes: string[];
}

interface Mix {
  name: string;
  kinds: Kind[];
}

/** Starts the instances once, then per mix: a fresh key pool, a warm-up run and the measured run. */
async function measure(backend: Backend, instances: number, mixes: Mix[]): Promise<Measured[]> {
  const handle = await openDb(backend.dbUrl);
  const started: Instance[] = [];
  try {
    const pools: Pool[] = [];
    for (let i = 0; i < mixes.length; i++) pools.push(await makePool(handle));
    const env = { DATABASE_URL: backend.dbUrl, REDIS_URL: backend.redisUrl };
    for (let i = 0; i < instances; i++) started.push(await startInstance(env));
    const urls = started.map((s) => s.url);
    const runs: { mix: Mix; pool: Pool; res: RunResult; t0: number; notes: string[] }[] = [];
    for (const [i, mix] of mixes.entries()) {
      const notes = (await Promise.all(started.map((s) => warmUp(s, mix.kinds, pools[i])))).flat();
      await cannon(urls, mix.kinds, pools[i], WARMUP_SECONDS);
      const t0 = Date.now();
      runs.push({ mix, pool: pools[i], res: await cannon(urls, mix.kinds, pools[i], SECONDS), t0, notes });
    }
    // SIGTERM: in-flight requests finish and each instance flushes its usage events before exiting.
    await Promise.all(started.splice(0).map((s) => s.stop("SIGTERM")));
    const label = `${instances} instance${instances > 1 ? "s" : ""}, ${backend.label}`;
    const out: Measured[] = [];
    for (const r of runs) out.push({ ...r.res, label, mix: r.mix.name, events: await countEvents(handle, r.pool, r.t0), notes: r.notes });
    return out;
  } finally {
    await Promise.all(started.map((s) => s.stop("SIGKILL")));
    await handle.close();
  }
}

function row(m: Measured): string {
  return `| ${m.label} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.total} | ${m.non2xx} | ${m.errors} | ${m.events} |`;
}

function kindLines(m: Measured): string[] {
  return [...m.byKind].map(([name, s]) => {
    const bad = [...s.bad].map(([code, n]) => `${n}× ${code}`).join(", ");
    return `  - ${name}: ${s.n} responses${bad ? `, non-2xx: ${bad}` : ", all 2xx"}`;
  });
}

export async function run(): Promise<string> {
  const kinds = KINDS.filter((k) => existsSync(path.resolve(k.file)));
  const missing = KINDS.filter((k) => !kinds.includes(k)).map((k) => k.name);
  const mixes: Mix[] = [
    { name: "full mix", kinds },
    // The engines dominate the full mix; the platform mix isolates auth, limits, the database and usage events.
    { name: "platform mix", kinds: kinds.filter((k) => k.name.includes("/v1/developer/usage") || k.name.includes("/v1/career/context")) },
  ].filter((m) => m.kinds.length > 0);
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
  const results: Measured[] = [];
  const ratios: string[] = [];
  const loadBefore = os.loadavg()[0];

  const lite = await sqliteBackend();
  try {
    results.push(...(await measure(lite, 1, mixes)));
  } finally {
    await lite.dispose();
  }
  let sharedError: string | null = null;
  if (admin && redisUrl) {
    // A PostgreSQL or Redis that cannot be reached must not cost the SQLite result already measured.
    const shared = await pgBackend(admin, redisUrl).catch((e: Error) => void (sharedError = e.message));
    if (shared) {
      try {
        const one = await measure(shared, 1, mixes);
        const two = await measure(shared, 2, mixes);
        results.push(...one, ...two);
        for (const [i, m] of mixes.entries()) ratios.push(`${m.name}: **${(two[i].rps / one[i].rps).toFixed(2)}**`);
      } catch (e) {
        sharedError = (e as Error).message;
      } finally {
        await shared.dispose();
      }
    }
  }

  const cpus = os.cpus().length;
  const loadAfter = os.loadavg()[0];
  const lines = [
    `## Mixed-workload load: one vs two app instances`,
    ``,
    `${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, autocannon on loopback, ` +
      `${POOL_ACCOUNTS * MAX_ACTIVE_KEYS} ENTERPRISE keys per family and run; requests rotate through the mix's routes in equal shares. ` +
      `Each instance is \`tsx tests/scale/route-server.ts\` (every route.ts over node:http, no Next build).`,
    ``,
  ];
  for (const m of mixes) {
    lines.push(
      `### ${m.name}: ${m.kinds.map((k) => `\`${k.name}\``).join(", ")}`,
      ``,
      `| run | req/s | p50 ms | p99 ms | responses | non-2xx | socket errors | usage events recorded |`,
      `|---|---:|---:|---:|---:|---:|---:|---:|`,
      ...results.filter((r) => r.mix === m.name).map(row),
      ``,
    );
  }
  if (ratios.length) lines.push(`Throughput ratio two / one instance (PostgreSQL + Redis) — ${ratios.join("; ")}`, ``);
  else if (sharedError) lines.push(`Two instances: FAILED on PostgreSQL + Redis — ${sharedError}`, ``);
  else
    lines.push(
      `Two instances: skipped — set BENCH_DATABASE_URL (or TEST_DATABASE_URL) and REDIS_URL (or TEST_REDIS_URL) so instances share state.`,
      ``,
    );
  lines.push(
    `Machine caveat: this host has ${cpus} CPU core${cpus > 1 ? "s" : ""}; both instances, PostgreSQL, Redis and autocannon itself ` +
      `compete for them, so a second instance adds no CPU here — the ratio shows coordination overhead and contention, ` +
      `not horizontal capacity (on separate hosts each instance brings its own cores). 1-minute load average at the ` +
      `start / end of this benchmark: ${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)} (anything above ${cpus} means other processes were queueing for the CPUs too).`,
    ``,
    `"usage events recorded" counts the events written for the run's keys from the start of the measured window, after SIGTERM ` +
      `flushed every instance; it is ≥ responses because requests in flight when autocannon stops are answered and recorded too.`,
    ``,
    `Per route:`,
  );
  for (const m of results) lines.push(`- ${m.label}, ${m.mix}`, ...kindLines(m), ...m.notes.map((n) => `  - note: ${n}`));
  if (missing.length) lines.push(`- routes not present, left out of the mix: ${missing.join(", ")}`);
  return lines.join("\n");
}
