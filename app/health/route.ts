import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";

// GET /health — liveness plus a database round-trip.
export async function GET() {
  const started = performance.now();
  try {
    const handle = await getDb();
    await handle.ping();
    return Response.json({ status: "ok", database: { dialect: handle.dialect, ok: true, latency_ms: Math.round(performance.now() - started) } });
  } catch {
    return Response.json({ status: "degraded", database: { ok: false } }, { status: 503 });
  }
}
