import { timingSafeEqual } from "node:crypto";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { lastStorageFailureAgo } from "@/lib/db/errors";
import { createRedisClient } from "@/lib/platform/limiter";
import type Redis from "ioredis";

export const dynamic = "force-dynamic";

/** After a failed write (full disk, I/O error) /health stays 503 this long: the probe below cannot see a full disk. */
const STORAGE_FAILURE_HOLD_MS = 30_000;

const g = globalThis as unknown as { __csHealthRedis?: Redis };

async function redisStatus(): Promise<{ configured: boolean; ok?: boolean; latency_ms?: number }> {
  const url = getConfig().REDIS_URL;
  if (!url) return { configured: false };
  g.__csHealthRedis ??= createRedisClient(url);
  const started = performance.now();
  try {
    await Promise.race([g.__csHealthRedis.ping(), new Promise((_, no) => setTimeout(() => no(new Error("timeout")), 1_000))]);
    return { configured: true, ok: true, latency_ms: Math.round(performance.now() - started) };
  } catch {
    return { configured: true, ok: false };
  }
}

/** Details (dialect, latencies, Redis) only for a caller that sends HEALTH_TOKEN in X-Health-Token. */
function mayShowDetails(req: Request): boolean {
  const expected = getConfig().HEALTH_TOKEN;
  const given = req.headers.get("x-health-token");
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const reply = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

// GET /health — 200 {"status":"ok"|"degraded"} when the database answers and would take a write; 503
// {"status":"down"} when it is unreachable, read-only, or a write failed on storage in the last 30 s. A Redis outage
// is "degraded" but stays 200: the limiter's failure policy keeps serving (README "Configuration").
export async function GET(req: Request) {
  const details = mayShowDetails(req);
  const started = performance.now();
  const redis = await redisStatus();
  let dialect: string | undefined;
  try {
    const handle = await getDb();
    dialect = handle.dialect;
    await handle.checkWritable();
    const failedAgo = lastStorageFailureAgo();
    if (failedAgo !== null && failedAgo < STORAGE_FAILURE_HOLD_MS) throw new Error("a write failed on storage recently");
    const status = redis.ok === false ? "degraded" : "ok";
    if (!details) return reply({ status });
    return reply({ status, database: { dialect, ok: true, writable: true, latency_ms: Math.round(performance.now() - started) }, redis });
  } catch {
    if (!details) return reply({ status: "down" }, 503);
    return reply({ status: "down", database: { dialect, ok: false }, redis }, 503);
  }
}
