// Pipeline overhead (keyed route vs bare handler over HTTP) and limiter throughput vs rate-limiter-flexible.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { openDb, setDbForTests } from "@/lib/db";
import { developerRoute } from "@/lib/http/route";
import { createAccount } from "@/lib/platform/accounts";
import { createApiKey } from "@/lib/platform/key-store";
import { createRedisClient, MemoryLimiter, RedisLimiter, setLimiterForTests } from "@/lib/platform/limiter";
import { flushUsage } from "@/lib/platform/usage";
import { serveHandlers } from "./lib/http-adapter";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function cannon(url: string, keys: string[]) {
  const requests = keys.length ? keys.map((k) => ({ method: "GET" as const, headers: { "X-Api-Key": k } })) : undefined;
  const r = await autocannon({ url, connections: 16, duration: SECONDS, method: "GET", requests });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

async function opsPerSecond(fn: (i: number) => Promise<unknown>, ms = 1500): Promise<number> {
  const end = performance.now() + ms;
  let n = 0;
  const started = performance.now();
  while (performance.now() < end) {
    const batch = [];
    for (let i = 0; i < 64; i++) batch.push(fn(n++));
    await Promise.all(batch);
  }
  return n / ((performance.now() - started) / 1000);
}

export async function run(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "cs-bench-"));
  const db = await openDb(`file:${path.join(dir, "bench.db")}`);
  setDbForTests(db);
  // Real limits (ENTERPRISE: 1,000 per minute per key) over enough keys that none runs out during the run:
  // the limiter does exactly the work it does in production.
  setLimiterForTests(new MemoryLimiter());
  const keys: string[] = [];
  for (let i = 0; i < 16; i++) {
    const acct = await createAccount({ email: `bench${i}@example.com`, tier: "ENTERPRISE" });
    for (let k = 0; k < 5; k++) keys.push((await createApiKey({ accountId: acct.id, family: "developer", tier: "ENTERPRISE", keyType: "live" })).plaintext);
  }
  const payload = { ok: true, data: "x".repeat(64) };
  const bare = async () => Response.json(payload);
  const keyed = developerRoute(null, { endpoint: "/bench/keyed", minTier: null, countsQuota: false }, async () => payload);
  const srv = await serveHandlers({ "GET /bare": bare, "GET /keyed": keyed });
  await cannon(`${srv.url}/bare`, []); // warm-up
  // Interleaved rounds, median of each: other load on the machine hits both sides alike.
  const bares: Awaited<ReturnType<typeof cannon>>[] = [];
  const keyeds: Awaited<ReturnType<typeof cannon>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bares.push(await cannon(`${srv.url}/bare`, []));
    keyeds.push(await cannon(`${srv.url}/keyed`, keys));
  }
  const median = (xs: Awaited<ReturnType<typeof cannon>>[]) => [...xs].sort((x, y) => x.rps - y.rps)[Math.floor(xs.length / 2)];
  const b = median(bares);
  const k = median(keyeds);
  await srv.close();
  await flushUsage();

  const lines = [
    `## Request pipeline (auth + limits + usage event) vs bare handler`,
    ``,
    `| route | req/s | p50 ms | p99 ms | non-2xx |`,
    `|---|---:|---:|---:|---:|`,
    `| bare handler | ${b.rps.toFixed(0)} | ${b.p50} | ${b.p99} | ${b.non2xx} |`,
    `| keyed route | ${k.rps.toFixed(0)} | ${k.p50} | ${k.p99} | ${k.non2xx} |`,
    ``,
    `**ratio keyed / bare: ${(k.rps / b.rps).toFixed(3)}** (goal ≥ 0.90; median of ${ROUNDS} interleaved ${SECONDS}-s rounds each, 16 connections, SQLite, ${keys.length} ENTERPRISE keys at their real 1,000/min limit)`,
    ``,
  ];

  // Production-like settings: 1,000 per minute per subject, 10,000 subjects, daily counter on.
  const limits = { daily: 1_000_000, rpm: 1_000 };
  const ours = new MemoryLimiter();
  const theirs = new RateLimiterMemory({ points: 1_000, duration: 60 });
  const oursMem = await opsPerSecond((i) => ours.hit(`s${i % 10_000}`, limits, { now: Date.now(), countsDaily: true }));
  const theirsMem = await opsPerSecond((i) => theirs.consume(`s${i % 10_000}`).catch(() => undefined));
  lines.push(`## Limiter throughput vs rate-limiter-flexible`, ``, `| store | ours ops/s | rate-limiter-flexible ops/s | ratio |`, `|---|---:|---:|---:|`);
  lines.push(`| in-process (sliding log vs fixed window) | ${oursMem.toFixed(0)} | ${theirsMem.toFixed(0)} | ${(oursMem / theirsMem).toFixed(2)} |`);
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  try {
    const client = createRedisClient(redisUrl);
    const rl = new RedisLimiter(client, `cs-bench-${Date.now()}`);
    await rl.dailyCount("warm", Date.now());
    const rlf = new RateLimiterRedis({ storeClient: client, points: 1_000, duration: 60, keyPrefix: `rlf-bench-${Date.now()}` });
    const oursRedis = await opsPerSecond((i) => rl.hit(`s${i % 10_000}`, limits, { now: Date.now(), countsDaily: true }));
    const theirsRedis = await opsPerSecond((i) => rlf.consume(`s${i % 10_000}`).catch(() => undefined));
    lines.push(`| Redis (Lua sliding log + day counter vs Lua fixed window) | ${oursRedis.toFixed(0)} | ${theirsRedis.toFixed(0)} | ${(oursRedis / theirsRedis).toFixed(2)} |`);
    await rl.close();
  } catch (e) {
    lines.push(`| Redis | skipped: ${(e as Error).message} | | |`);
  }
  setDbForTests(undefined);
  await db.close();
  return lines.join("\n");
}
