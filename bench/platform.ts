// Pipeline overhead (keyed route vs bare handler over HTTP) and limiter throughput vs rate-limiter-flexible.
import { mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { openDb, setDbForTests } from "@/lib/db";
import { developerRoute } from "@/lib/http/route";
import { createAccount } from "@/lib/platform/accounts";
import { createApiKey } from "@/lib/platform/key-store";
import { createRedisClient, MemoryLimiter, RedisLimiter, setLimiterForTests } from "@/lib/platform/limiter";
import { flushUsage, getUsageRecorder } from "@/lib/platform/usage";
import { serveHandlers } from "./lib/http-adapter";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function cannon(url: string, keys: string[]) {
  const requests = keys.length ? keys.map((k) => ({ method: "GET" as const, headers: { "X-Api-Key": k } })) : undefined;
  const r = await autocannon({ url, connections: 16, duration: SECONDS, method: "GET", requests });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

async function deleteKeys(client: ReturnType<typeof createRedisClient>, patterns: string[]): Promise<void> {
  for (const match of patterns) {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", match, "COUNT", 1_000);
      cursor = next;
      if (keys.length) await client.unlink(...keys);
    } while (cursor !== "0");
  }
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
  const makeKeys = async (tag: string) => {
    const out: string[] = [];
    // 320 keys: at 20k req/s a 3-s round spends ~190 requests of each key's minute, so three rounds fit in it.
    for (let i = 0; i < 64; i++) {
      const acct = await createAccount({ email: `bench-${tag}${i}@example.com`, tier: "ENTERPRISE" });
      for (let k = 0; k < 5; k++)
        out.push((await createApiKey({ accountId: acct.id, family: "developer", tier: "ENTERPRISE", keyType: "live" })).plaintext);
    }
    return out;
  };
  const keys = await makeKeys("a");
  const diagKeys = await makeKeys("b"); // the diagnostic rounds must not spend the measured keys' minute
  const payload = { ok: true, data: "x".repeat(64) };
  const bare = async () => Response.json(payload);
  const keyed = developerRoute(null, { endpoint: "/bench/keyed", minTier: null, countsQuota: false }, async () => payload);
  // Diagnostic only: a bare handler answering with what the keyed route answers (its body gains request_id; six
  // headers the contract requires, not one), called with the same key headers. The client runs in this thread too,
  // so this is the HTTP work any keyed route pays before auth, limits or usage.
  const shapedBody = JSON.stringify({ ...payload, request_id: "req_0123456789abcdef01234567" });
  const shaped = async () =>
    new Response(shapedBody, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        "X-Request-Id": "req_0123456789abcdef01234567",
        "X-RateLimit-Limit": "1000",
        "X-RateLimit-Remaining": "999",
        "X-RateLimit-Reset": String(Math.ceil(Date.now() / 1000) + 60),
      },
    });
  const srv = await serveHandlers({ "GET /bare": bare, "GET /keyed": keyed, "GET /shaped": shaped });
  // Diagnostic only: the same keyed route with usage events discarded instead of written, to show what the SQLite
  // write costs on its own. The measured ratio above it always includes the write.
  const recorder = getUsageRecorder();
  const record = recorder.record.bind(recorder);
  let discard = false;
  recorder.record = (e) => (discard ? undefined : record(e));
  await cannon(`${srv.url}/bare`, []); // warm-up
  // Interleaved rounds, median of each: other load on the machine hits both sides alike.
  const bares: Awaited<ReturnType<typeof cannon>>[] = [];
  const keyeds: Awaited<ReturnType<typeof cannon>>[] = [];
  const diags: Awaited<ReturnType<typeof cannon>>[] = [];
  const shapes: Awaited<ReturnType<typeof cannon>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bares.push(await cannon(`${srv.url}/bare`, []));
    keyeds.push(await cannon(`${srv.url}/keyed`, keys));
    discard = true;
    diags.push(await cannon(`${srv.url}/keyed`, diagKeys));
    discard = false;
    shapes.push(await cannon(`${srv.url}/shaped`, keys));
  }
  recorder.record = record;
  const median = (xs: Awaited<ReturnType<typeof cannon>>[]) => [...xs].sort((x, y) => x.rps - y.rps)[Math.floor(xs.length / 2)];
  const b = median(bares);
  const k = median(keyeds);
  const d = median(diags);
  const sh = median(shapes);
  await srv.close();
  await flushUsage();

  const lines = [
    `## Request pipeline (auth + limits + usage event) vs bare handler`,
    ``,
    `| route | req/s | p50 ms | p99 ms | non-2xx |`,
    `|---|---:|---:|---:|---:|`,
    `| bare handler | ${b.rps.toFixed(0)} | ${b.p50} | ${b.p99} | ${b.non2xx} |`,
    `| keyed route | ${k.rps.toFixed(0)} | ${k.p50} | ${k.p99} | ${k.non2xx} |`,
    `| (diagnostic) keyed route, usage events discarded instead of written | ${d.rps.toFixed(0)} | ${d.p50} | ${d.p99} | ${d.non2xx} |`,
    `| (diagnostic) bare handler answering with the keyed route's body and six headers | ${sh.rps.toFixed(0)} | ${sh.p50} | ${sh.p99} | ${sh.non2xx} |`,
    ``,
    `**ratio keyed / bare: ${(k.rps / b.rps).toFixed(3)}** (goal ≥ 0.90; median of ${ROUNDS} interleaved ${SECONDS}-s rounds each, 16 connections, SQLite, ${keys.length} ENTERPRISE keys at their real 1,000/min limit)`,
    ``,
    `Diagnostics, as fractions of the bare handler: the keyed route's response shape alone ${(sh.rps / b.rps).toFixed(3)}; ` +
      `the keyed route with usage events discarded ${(d.rps / b.rps).toFixed(3)} (the step from there to the measured ratio is the SQLite ` +
      `usage write: one transaction per batch within 200 ms, on the one connection). Load average at the end: ${loadavg()[0].toFixed(1)} ` +
      `on ${cpus().length} cores.`,
    ``,
  ];

  // Production-like settings: 1,000 per minute per subject, 10,000 subjects, daily counter on. Interleaved rounds,
  // median of each side, like the pipeline above: load from elsewhere on the machine hits both alike.
  const limits = { daily: 1_000_000, rpm: 1_000 };
  const mid = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const LIMITER_ROUNDS = 5;
  const ours = new MemoryLimiter();
  const theirs = new RateLimiterMemory({ points: 1_000, duration: 60 });
  const oursMem: number[] = [];
  const theirsMem: number[] = [];
  for (let round = 0; round < LIMITER_ROUNDS; round++) {
    oursMem.push(await opsPerSecond((i) => ours.hit(`s${i % 10_000}`, limits, { now: Date.now(), countsDaily: true }), 1_000));
    theirsMem.push(await opsPerSecond((i) => theirs.consume(`s${i % 10_000}`).catch(() => undefined), 1_000));
  }
  await ours.close();
  lines.push(
    `## Limiter throughput vs rate-limiter-flexible`,
    ``,
    `| store | ours ops/s | rate-limiter-flexible ops/s | ratio |`,
    `|---|---:|---:|---:|`,
  );
  lines.push(
    `| in-process (sliding window of 1-s sub-buckets + day counter vs fixed window) | ${mid(oursMem).toFixed(0)} | ${mid(theirsMem).toFixed(0)} | ${(mid(oursMem) / mid(theirsMem)).toFixed(2)} |`,
  );
  const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const ns = `cs-bench-${Date.now()}`;
  const rlfPrefix = `rlf-bench-${Date.now()}`;
  let client: ReturnType<typeof createRedisClient> | null = null;
  try {
    client = createRedisClient(redisUrl);
    const rl = new RedisLimiter(client, ns);
    await rl.dailyCount("warm", Date.now());
    const rlf = new RateLimiterRedis({ storeClient: client, points: 1_000, duration: 60, keyPrefix: rlfPrefix });
    const oursRedis: number[] = [];
    const theirsRedis: number[] = [];
    for (let round = 0; round < LIMITER_ROUNDS; round++) {
      oursRedis.push(await opsPerSecond((i) => rl.hit(`s${i % 10_000}`, limits, { now: Date.now(), countsDaily: true }), 1_000));
      theirsRedis.push(await opsPerSecond((i) => rlf.consume(`s${i % 10_000}`).catch(() => undefined), 1_000));
    }
    lines.push(
      `| Redis (Lua exact sliding log in a LIST + day counter, one EVALSHA, vs Lua fixed window) | ${mid(oursRedis).toFixed(0)} | ${mid(theirsRedis).toFixed(0)} | ${(mid(oursRedis) / mid(theirsRedis)).toFixed(2)} |`,
    );
  } catch (e) {
    lines.push(`| Redis | skipped: ${(e as Error).message} | | |`);
  } finally {
    // The Redis is shared: leave none of the run's 30,000 keys behind.
    if (client) await deleteKeys(client, [`${ns}:*`, `${rlfPrefix}*`]).catch(() => undefined);
    client?.disconnect();
  }
  lines.push(
    ``,
    `${LIMITER_ROUNDS} interleaved 1-s rounds each, median; load average at the end: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`,
  );
  setDbForTests(undefined);
  await db.close();
  return lines.join("\n");
}
