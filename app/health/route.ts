import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { createRedisClient } from "@/lib/platform/limiter";
import type Redis from "ioredis";

export const dynamic = "force-dynamic";

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

// GET /health — liveness plus a database round-trip (and Redis, when configured). 503 when the database is down;
// a Redis outage is reported but stays 200, because the limiter's failure policy keeps serving (see README).
export async function GET() {
  const started = performance.now();
  const redis = await redisStatus();
  try {
    const handle = await getDb();
    await handle.ping();
    return Response.json({
      status: redis.ok === false ? "degraded" : "ok",
      database: { dialect: handle.dialect, ok: true, latency_ms: Math.round(performance.now() - started) },
      redis,
    });
  } catch {
    return Response.json({ status: "down", database: { ok: false }, redis }, { status: 503 });
  }
}
