import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/(developer-api)/v1/developer/register/route";
import { GET as tiers } from "@/app/(developer-api)/v1/developer/tiers/route";
import { GET as usage } from "@/app/(developer-api)/v1/developer/usage/[developerId]/route";
import { POST as rotate } from "@/app/(developer-api)/v1/developer/keys/[id]/rotate/route";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { GET as readContext } from "@/app/(developer-api)/v1/career/context/[id]/route";
import { GET as unknownV1 } from "@/app/(developer-api)/v1/[...slug]/route";
import { setClockForTests } from "@/lib/platform/clock";
import { eq } from "drizzle-orm";
import { authenticateKey, createApiKey, revokeApiKey } from "@/lib/platform/key-store";
import { createContext as createContextRecord } from "@/lib/platform/contexts";
import { setAccountTier } from "@/lib/platform/accounts";
import { countEventsForDay, flushUsage } from "@/lib/platform/usage";
import { createLimiter, setLimiterForTests } from "@/lib/platform/limiter";
import { call, DIALECTS, makeKey, useTestApp } from "./helpers";

const errorOf = (code: string) => ({ error: { code, message: expect.any(String), docs: expect.stringMatching(/^https?:\/\/.+#/) } });

describe.each(DIALECTS)("developer platform on %s", (dialect) => {
  const getDb = useTestApp(dialect);

  async function registered(email = `u${Math.random().toString(16).slice(2)}@example.com`, ip = "10.0.0.1") {
    const r = await call(register, "/v1/developer/register", { body: { email, name: "Ada" }, ip });
    expect(r.status).toBe(201);
    return r.body as { developer_id: string; api_key: string; key_id: string };
  }

  it("registers a FREE developer and returns the key once", async () => {
    const r = await call(register, "/v1/developer/register", {
      body: { email: "Reg@Example.com", company: "Acme", use_case: "job board" },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ tier: "FREE", daily_limit: 1000, docs: expect.stringContaining("/docs") });
    expect(r.body.api_key).toMatch(/^csk_free_v1_[0-9a-f]{48}$/);
    expect(r.body.developer_id).toMatch(/^dev_/);
    expect(r.headers.get("x-request-id")).toMatch(/^req_/);
    const again = await call(register, "/v1/developer/register", { body: { email: "reg@example.com" } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: "email_taken" } });
  });

  it("validates the register body", async () => {
    const bad = await call(register, "/v1/developer/register", { body: { email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: "invalid_request", param: "email" } });
    const missing = await call(register, "/v1/developer/register", { body: {} });
    expect(missing.body).toMatchObject({ error: { code: "invalid_request", param: "email" } });
    const json = await call(register, "/v1/developer/register", { rawBody: "{nope" });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ error: { code: "invalid_json" } });
    const big = await call(register, "/v1/developer/register", {
      rawBody: JSON.stringify({ email: "a@b.co", name: "x".repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("limits successful registrations to 5 per hour per IP", async () => {
    for (let i = 0; i < 5; i++) await registered(`ip${i}@example.com`, "10.9.9.9");
    const sixth = await call(register, "/v1/developer/register", { body: { email: "ip6@example.com" }, ip: "10.9.9.9" });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ error: { code: "rate_limit_exceeded" } });
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    // another address is not affected
    await registered("other-ip@example.com", "10.9.9.10");
  });

  it("lists tiers publicly", async () => {
    const r = await call(tiers, "/v1/developer/tiers");
    expect(r.status).toBe(200);
    const list = r.body.tiers as { name: string; daily_limit: number | null; rpm: number; models: string[]; endpoints: string[] }[];
    expect(list.map((t) => t.name)).toEqual(["FREE", "PRO", "PLUS", "ENTERPRISE"]);
    expect(list[0]).toMatchObject({ daily_limit: 1000, rpm: 10, models: ["lm-flash"] });
    expect(list[3]).toMatchObject({ daily_limit: null, rpm: 1000, models: ["lm-flash", "lm-standard", "lm-deep"] });
    expect(list[0].endpoints).toContain("POST /v1/career/cv/score");
    expect(list[0].endpoints).not.toContain("POST /v1/career/salary/benchmark");
  });

  it("authenticates keys: missing, malformed, unknown, wrong family, revoked", async () => {
    const dev = await registered();
    const path = `/v1/developer/usage/${dev.developer_id}`;
    const params = { developerId: dev.developer_id };
    const cases: [string | undefined, string][] = [
      [undefined, "missing"],
      ["csk_free_v1_123", "malformed"],
      [`csk_free_v1_${"0".repeat(48)}`, "unknown"],
      [(await makeKey({ family: "transformer" })).key, "transformer key"],
      [(await makeKey({ family: "embed" })).key, "embed key"],
    ];
    for (const [key, what] of cases) {
      const r = await call(usage, path, { key, params });
      expect(r.status, what).toBe(401);
      expect(r.body, what).toMatchObject({ error: { code: "invalid_api_key" } });
    }
    await revokeApiKey(dev.developer_id, dev.key_id);
    const revoked = await call(usage, path, { key: dev.api_key, params });
    expect(revoked.status).toBe(401);
  });

  it("shows usage only to its own developer, with masked models and keys", async () => {
    const a = await registered();
    const b = await registered();
    await call(createContext, "/v1/career/context", { key: a.api_key, body: { target_role: "Nurse" } });
    const own = await call(usage, `/v1/developer/usage/${a.developer_id}`, { key: a.api_key, params: { developerId: a.developer_id } });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      developer_id: a.developer_id,
      tier: "FREE",
      daily_limit: 1000,
      rpm_limit: 10,
      requests_today: 1,
      remaining_today: 999,
    });
    const calls = own.body.recent_calls as { endpoint: string; model: string; status: number; latency_ms: number; at: string }[];
    expect(calls[0]).toMatchObject({ endpoint: "/v1/career/context", status: 201, model: "lm-f***" });
    expect(own.body.keys).toEqual([
      expect.objectContaining({ key_id: a.key_id, status: "active", prefix: expect.stringMatching(/^csk_free_v1_[0-9a-f]{4}…$/) }),
    ]);
    expect(JSON.stringify(own.body)).not.toContain(a.api_key);
    const other = await call(usage, `/v1/developer/usage/${b.developer_id}`, { key: a.api_key, params: { developerId: b.developer_id } });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: { code: "forbidden" } });
  });

  it("refuses the 11th request in a minute on FREE with Retry-After and rate headers", async () => {
    const dev = await registered();
    let last;
    for (let i = 0; i < 10; i++) {
      last = await call(readContext, "/v1/career/context/ctx_missing", { key: dev.api_key, params: { id: "ctx_missing" } });
      expect(last.status).toBe(404);
      expect(last.headers.get("x-ratelimit-limit")).toBe("10");
      expect(last.headers.get("x-ratelimit-remaining")).toBe(String(9 - i));
      expect(Number(last.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
    }
    const eleventh = await call(readContext, "/v1/career/context/ctx_missing", { key: dev.api_key, params: { id: "ctx_missing" } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject(errorOf("rate_limit_exceeded"));
    const retry = Number(eleventh.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it("refuses requests over the daily quota until 00:00 UTC (injectable clock)", async () => {
    const dev = await registered();
    const day = Date.UTC(2026, 10, 22, 23, 0, 0);
    // 1,000 requests spread over the day, 10 per minute (reads of a missing context: counted, and nothing stored)
    for (let i = 0; i < 1000; i++) {
      setClockForTests(() => day - 20 * 3600_000 + Math.floor(i / 10) * 61_000 + (i % 10));
      const r = await call(readContext, "/v1/career/context/ctx_missing", { key: dev.api_key, params: { id: "ctx_missing" } });
      expect(r.status).toBe(404);
    }
    setClockForTests(() => day + 30 * 60_000);
    const over = await call(createContext, "/v1/career/context", { key: dev.api_key, body: {} });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: { code: "daily_limit_exceeded" } });
    expect(Number(over.headers.get("retry-after"))).toBe(30 * 60);
    setClockForTests(() => day + 3600_000 + 1000);
    expect((await call(createContext, "/v1/career/context", { key: dev.api_key, body: {} })).status).toBe(201);
    setClockForTests(null);
  }, 120_000);

  it("a refused call (403 tier_required) costs no daily quota, in memory or after a restart", async () => {
    const dev = await registered();
    const { POST: salary } = await import("@/app/(developer-api)/v1/career/salary/benchmark/route");
    const { POST: chat } = await import("@/app/(developer-api)/v1/career/chat/completions/route");
    // refused by the endpoint's tier, before the quota
    const endpoint = await call(salary, "/v1/career/salary/benchmark", { key: dev.api_key, body: { role: "Nurse", country: "GB" } });
    expect(endpoint.status).toBe(403);
    // refused by the model's tier, inside the handler, after the limiter counted it
    const model = await call(chat, "/v1/career/chat/completions", {
      key: dev.api_key,
      body: { model: "lm-deep", messages: [{ role: "user", content: "Hello" }] },
    });
    expect(model.status).toBe(403);
    expect(model.body).toMatchObject({ error: { code: "tier_required" } });
    expect((await call(createContext, "/v1/career/context", { key: dev.api_key, body: {} })).status).toBe(201);
    const params = { developerId: dev.developer_id };
    expect((await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params })).body.requests_today).toBe(1);
    // a restart: a fresh limiter reads today's count back from the usage log
    await flushUsage();
    setLimiterForTests(createLimiter({ seed: countEventsForDay }));
    expect((await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params })).body.requests_today).toBe(1);
  });

  it("usage reads are not counted against the daily quota", async () => {
    const dev = await registered();
    for (let i = 0; i < 3; i++)
      await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params: { developerId: dev.developer_id } });
    const r = await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params: { developerId: dev.developer_id } });
    expect(r.body.requests_today).toBe(0);
  });

  it("rotates a key: new key once, old key refused (no grace) or until expiry (grace)", async () => {
    const dev = await registered();
    const r = await call(rotate, `/v1/developer/keys/${dev.key_id}/rotate`, { key: dev.api_key, params: { id: dev.key_id }, body: {} });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      previous_key_id: dev.key_id,
      key_id: expect.stringMatching(/^key_/),
      api_key: expect.stringMatching(/^csk_free_v1_/),
    });
    const params = { developerId: dev.developer_id };
    expect((await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params })).status).toBe(401);
    const fresh = r.body.api_key as string;
    expect((await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: fresh, params })).status).toBe(200);

    const g = await call(rotate, `/v1/developer/keys/${r.body.key_id}/rotate`, {
      key: fresh,
      params: { id: r.body.key_id as string },
      body: { grace_seconds: 60 },
    });
    expect(g.status).toBe(200);
    expect(new Date(g.body.previous_key_expires_at as string).getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect((await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: fresh, params })).status).toBe(200);
    setClockForTests(() => Date.now() + 61_000);
    expect((await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: fresh, params })).status).toBe(401);
    setClockForTests(null);
  });

  it("refuses rotating another developer's key and bad grace periods", async () => {
    const a = await registered();
    const b = await registered();
    const foreign = await call(rotate, `/v1/developer/keys/${b.key_id}/rotate`, { key: a.api_key, params: { id: b.key_id }, body: {} });
    expect(foreign.status).toBe(404);
    const bad = await call(rotate, `/v1/developer/keys/${a.key_id}/rotate`, {
      key: a.api_key,
      params: { id: a.key_id },
      body: { grace_seconds: 90_000 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: "invalid_request", param: "grace_seconds" } });
    const wrongType = await call(rotate, `/v1/developer/keys/${a.key_id}/rotate`, {
      key: a.api_key,
      params: { id: a.key_id },
      body: { grace_seconds: "soon" },
    });
    expect(wrongType.body).toMatchObject({ error: { param: "grace_seconds" } });
  });

  it("rotates developer keys only: the account's secret, transformer and embed keys answer 404 like a foreign key", async () => {
    const dev = await registered();
    await setAccountTier(dev.developer_id, "PRO");
    const foreign = await registered();
    const foreignAnswer = await call<{ error: { code: string; message: string } }>(rotate, `/v1/developer/keys/${foreign.key_id}/rotate`, {
      key: dev.api_key,
      params: { id: foreign.key_id },
      body: {},
    });
    expect(foreignAnswer.status).toBe(404);
    for (const family of ["secret", "transformer", "embed"] as const) {
      const other = await makeKey({ family, accountId: dev.developer_id, tier: "free" });
      const r = await call<{ error: { code: string; message: string } }>(rotate, `/v1/developer/keys/${other.keyId}/rotate`, {
        key: dev.api_key,
        params: { id: other.keyId },
        body: {},
      });
      expect(r.status, family).toBe(404);
      // the same answer as for a key that is not ours: only the id in the message differs
      expect(r.body.error.code).toBe(foreignAnswer.body.error.code);
      expect(r.body.error.message.replace(other.keyId, "ID")).toBe(foreignAnswer.body.error.message.replace(foreign.key_id, "ID"));
      expect(r.text).not.toMatch(/csk_secret_|csk_live_[0-9a-f]|cstm_em_/);
      // nothing was rotated: the key still works, and no new key of that family appeared
      expect(await authenticateKey(other.key, family)).not.toBeNull();
    }
    const { db: d, t } = getDb();
    const rows = await d.select({ family: t.apiKeys.family }).from(t.apiKeys).where(eq(t.apiKeys.accountId, dev.developer_id));
    expect(rows.map((x) => x.family).sort()).toEqual(["developer", "embed", "secret", "transformer"]);
  });

  it("counts keys in a rotation grace period against the 5-key cap; a rotation without grace still works at the cap", async () => {
    const dev = await registered();
    let current = { id: dev.key_id, key: dev.api_key };
    const issued = [dev.api_key];
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await call<{ key_id: string; api_key: string; error?: { code: string } }>(
        rotate,
        `/v1/developer/keys/${current.id}/rotate`,
        { key: current.key, params: { id: current.id }, body: { grace_seconds: 3600 } },
      );
      statuses.push(r.status);
      if (r.status !== 200) {
        expect(r.body.error?.code).toBe("key_limit_reached");
        continue;
      }
      current = { id: r.body.key_id, key: r.body.api_key };
      issued.push(current.key);
    }
    // 1 key + 4 grace rotations = 5 active keys; every further grace rotation is refused
    expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409]);
    let working = 0;
    for (const k of issued) if (await authenticateKey(k, "developer")) working++;
    expect(working).toBe(5);
    // the portal's create path sees the same cap
    await expect(createApiKey({ accountId: dev.developer_id, family: "developer", tier: "FREE", keyType: "free" })).rejects.toMatchObject({
      code: "key_limit_reached",
    });
    // replacing a key outright keeps the count, so it is allowed at the cap (a minute later: all these keys
    // are one lineage and share one per-minute window)
    const start = Date.now();
    setClockForTests(() => start + 61_000);
    const swap = await call<{ key_id: string }>(rotate, `/v1/developer/keys/${current.id}/rotate`, {
      key: current.key,
      params: { id: current.id },
      body: {},
    });
    expect(swap.status).toBe(200);
    // once the grace periods end, the old keys stop counting
    setClockForTests(() => start + 3601_000);
    expect((await createApiKey({ accountId: dev.developer_id, family: "developer", tier: "FREE", keyType: "free" })).plaintext).toMatch(
      /^csk_free_v1_/,
    );
    setClockForTests(null);
  });

  it("a rotated key shares its predecessor's per-minute window: rotation does not multiply the rate limit", async () => {
    const dev = await registered();
    const other = await makeKey({ accountId: dev.developer_id, family: "developer" });
    for (let i = 0; i < 10; i++) {
      expect((await call(readContext, "/v1/career/context/ctx_missing", { key: dev.api_key, params: { id: "ctx_missing" } })).status).toBe(
        404,
      );
    }
    expect((await call(readContext, "/v1/career/context/ctx_missing", { key: dev.api_key, params: { id: "ctx_missing" } })).status).toBe(
      429,
    );
    // rotate the exhausted key (through another key of the account, whose own window is untouched)
    const r = await call<{ api_key: string }>(rotate, `/v1/developer/keys/${dev.key_id}/rotate`, {
      key: other.key,
      params: { id: dev.key_id },
      body: { grace_seconds: 600 },
    });
    expect(r.status).toBe(200);
    for (const key of [r.body.api_key, dev.api_key]) {
      const again = await call(readContext, "/v1/career/context/ctx_missing", { key, params: { id: "ctx_missing" } });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject(errorOf("rate_limit_exceeded"));
    }
    // a key of another lineage keeps its own window
    expect((await call(readContext, "/v1/career/context/ctx_missing", { key: other.key, params: { id: "ctx_missing" } })).status).toBe(404);
  });

  it("after an upgrade every existing key works at the new tier, and rotation issues a live key", async () => {
    const dev = await registered();
    await setAccountTier(dev.developer_id, "PRO");
    const u = await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params: { developerId: dev.developer_id } });
    expect(u.body).toMatchObject({ tier: "PRO", daily_limit: 10000, rpm_limit: 60 });
    const r = await call(rotate, `/v1/developer/keys/${dev.key_id}/rotate`, { key: dev.api_key, params: { id: dev.key_id }, body: {} });
    expect(r.body.api_key).toMatch(/^csk_live_v1_/);
  });

  it("persists candidate contexts per developer", async () => {
    const a = await registered();
    const b = await registered();
    const c = await call(createContext, "/v1/career/context", {
      key: a.api_key,
      body: { full_name: "Ada", skills: ["Python", "SQL"], target_country: "DE", years_experience: 4 },
    });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({
      context_id: expect.stringMatching(/^ctx_/),
      full_name: "Ada",
      skills: ["Python", "SQL"],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      model: "lm-flash",
      request_id: expect.any(String),
    });
    const id = c.body.context_id as string;
    const read = await call(readContext, `/v1/career/context/${id}`, { key: a.api_key, params: { id } });
    expect(read.body).toMatchObject({ context_id: id, target_country: "DE", years_experience: 4 });
    const foreign = await call(readContext, `/v1/career/context/${id}`, { key: b.api_key, params: { id } });
    expect(foreign.status).toBe(404);
    const bad = await call(createContext, "/v1/career/context", { key: a.api_key, body: { skills: "Python" } });
    expect(bad.body).toMatchObject({ error: { code: "invalid_request", param: "skills" } });
  });

  it("caps saved contexts per developer: 100 on FREE, 1,000 on PRO, then 409 context_limit_reached", async () => {
    const free = await registered();
    for (let i = 0; i < 97; i++) await createContextRecord(free.developer_id, { target_role: `Role ${i}` }, "FREE");
    // five at once from 97: the count and the insert cannot interleave, so exactly three get in
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => call(createContext, "/v1/career/context", { key: free.api_key, body: { target_role: "Nurse" } })),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    const over = burst.find((r) => r.status === 409)!;
    expect(over.body).toMatchObject(errorOf("context_limit_reached"));
    expect((over.body.error as { message: string }).message).toMatch(/100 saved contexts.*FREE.*Reuse an existing context_id/);
    const paid = await registered();
    await setAccountTier(paid.developer_id, "PRO");
    for (let i = 0; i < 100; i++) await createContextRecord(paid.developer_id, {}, "PRO");
    expect((await call(createContext, "/v1/career/context", { key: paid.api_key, body: {} })).status).toBe(201);
  });

  it("refuses preferences over 16 KB as JSON with 400 naming preferences", async () => {
    const dev = await registered();
    const fits = await call(createContext, "/v1/career/context", {
      key: dev.api_key,
      body: { preferences: { notes: "x".repeat(16 * 1024 - 20) } },
    });
    expect(fits.status).toBe(201);
    const big = await call(createContext, "/v1/career/context", {
      key: dev.api_key,
      body: { preferences: { notes: "x".repeat(16 * 1024) } },
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: { code: "invalid_request", param: "preferences" } });
    // multi-byte text is measured in bytes, not characters
    const wide = await call(createContext, "/v1/career/context", { key: dev.api_key, body: { preferences: { notes: "é".repeat(9000) } } });
    expect(wide.status).toBe(400);
  });

  it("answers a wrong method with JSON 405 and an Allow header", async () => {
    const route = await import("@/app/(developer-api)/v1/career/context/route");
    const r = await call(route.GET, "/v1/career/context");
    expect(r.status).toBe(405);
    expect(r.headers.get("allow")).toBe("POST");
    expect(r.body).toMatchObject(errorOf("method_not_allowed"));
    const t = await import("@/app/(transformer-api)/cstm/salary/route");
    const tr = await call(t.GET, "/cstm/salary");
    expect(tr.status).toBe(405);
    expect(tr.body).toMatchObject({ success: false, code: "method_not_allowed" });
  });

  it("answers unknown /v1 paths with JSON 404", async () => {
    const r = await call(unknownV1, "/v1/nope", { params: { slug: "nope" } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject(errorOf("not_found"));
  });

  it("records a usage event for every keyed request", async () => {
    const dev = await registered();
    for (let i = 0; i < 3; i++) await call(createContext, "/v1/career/context", { key: dev.api_key, body: {} });
    await call(createContext, "/v1/career/context", { key: dev.api_key, rawBody: "{" });
    await flushUsage();
    const u = await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params: { developerId: dev.developer_id } });
    const calls = u.body.recent_calls as { status: number }[];
    // calls made within the same millisecond have no defined order among themselves
    expect(calls.map((c) => c.status).sort()).toEqual([201, 201, 201, 400]);
    expect(u.body.requests_today).toBe(4);
  });
});
