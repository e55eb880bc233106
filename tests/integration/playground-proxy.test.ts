import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { POST as proxyPost, GET as proxyGet } from "@/app/api/playground/[...path]/route";
import { POST as cstmCareerPath } from "@/app/(transformer-api)/cstm/career-path/route";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { setSessionForTests } from "@/lib/auth/session";
import { authenticateKey, createApiKey, revokeApiKey, rotateApiKey } from "@/lib/platform/key-store";
import { getLimiter } from "@/lib/platform/limiter";
import { now } from "@/lib/platform/clock";
import { flushUsage } from "@/lib/platform/usage";
import { keyAuthForAccount } from "@/lib/portal/key-auth";
import { call, makeKey, useTestApp, type CallOptions } from "./helpers";

const db = useTestApp();

afterEach(() => setSessionForTests(undefined));

type ErrorJson = { error: { code: string; message: string; param?: string } };

/** A call through the proxy: /api/playground/<path> as the key `keyId`, signed in as `accountId`. */
async function viaProxy<T = Record<string, unknown>>(accountId: string | null, path: string, keyId: string | null, opts: CallOptions = {}) {
  if (accountId) {
    // Accounts made by makeKey have no password, and only a password account can hold a portal session.
    const { db: d, t } = db();
    await d.update(t.accounts).set({ passwordHash: "portal-session-test" }).where(eq(t.accounts.id, accountId));
  }
  setSessionForTests(accountId);
  const headers = { ...(opts.headers ?? {}), ...(keyId ? { "X-Playground-Key-Id": keyId } : {}) };
  const handler = (opts.method ?? (opts.body !== undefined ? "POST" : "GET")) === "GET" ? proxyGet : proxyPost;
  return call<T>(handler, `/api/playground${path}`, { ...opts, headers, params: { path: path.slice(1).split("/") as unknown as string } });
}

async function eventsOf(keyId: string) {
  await flushUsage();
  const { db: d, t } = db();
  return d.select().from(t.usageEvents).where(eq(t.usageEvents.keyId, keyId));
}

describe("keyAuthForAccount: the context a key gets, by id", () => {
  it("equals what presenting the key's plaintext gives, for every family, tier and mode", async () => {
    const cases = [
      await makeKey({ family: "developer", tier: "FREE" }),
      await makeKey({ family: "developer", tier: "PRO" }),
      await makeKey({ family: "developer", tier: "PLUS", keyType: "test" }),
      await makeKey({ family: "transformer", tier: "pro" }),
      await makeKey({ family: "transformer", tier: "free", keyType: "test" }),
      await makeKey({ family: "embed", tier: "enterprise" }),
    ];
    for (const k of cases) {
      const family = k.key.startsWith("cstm_em_") ? "embed" : /_v1_/.test(k.key) ? "developer" : "transformer";
      expect(await keyAuthForAccount(k.accountId, k.keyId)).toEqual(await authenticateKey(k.key, family));
    }
  });

  it("follows a rotated key's lineage, so both keys of a grace period share one quota", async () => {
    const k = await makeKey({ family: "transformer", tier: "pro" });
    const r = await rotateApiKey(k.accountId, k.keyId, { graceSeconds: 600 });
    const byId = await keyAuthForAccount(k.accountId, r.key.id);
    expect(byId).toEqual(await authenticateKey(r.plaintext, "transformer"));
    expect(byId.subject).toBe(`key:${k.keyId}`);
    expect((await keyAuthForAccount(k.accountId, k.keyId)).subject).toBe(byId.subject);
  });

  it("refuses another account's key, a revoked key and the secret key as not found", async () => {
    const mine = await makeKey({ family: "transformer" });
    const theirs = await makeKey({ family: "transformer" });
    const secret = await createApiKey({ accountId: mine.accountId, family: "secret", tier: "free", keyType: "live" });
    await expect(keyAuthForAccount(mine.accountId, theirs.keyId)).rejects.toMatchObject({ code: "not_found" });
    await expect(keyAuthForAccount(mine.accountId, secret.key.id)).rejects.toMatchObject({ code: "not_found" });
    await revokeApiKey(mine.accountId, mine.keyId);
    await expect(keyAuthForAccount(mine.accountId, mine.keyId)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("/api/playground proxy", () => {
  it("counts a call against the key exactly as a direct call with its plaintext", async () => {
    const k = await makeKey({ family: "developer", tier: "FREE" });
    const direct = await call(createContext, "/v1/career/context", {
      key: k.key,
      family: "developer",
      body: { target_role: "Data Analyst" },
    });
    const proxied = await viaProxy(k.accountId, "/v1/career/context", k.keyId, { body: { target_role: "Data Analyst" } });
    expect(direct.status).toBe(201);
    expect(proxied.status).toBe(201);
    expect(proxied.body.target_role).toBe("Data Analyst");
    // Same rate-limit headers, and the response's request id is the one in the usage log.
    expect(proxied.headers.get("x-ratelimit-limit")).toBe(direct.headers.get("x-ratelimit-limit"));
    expect(Number(proxied.headers.get("x-ratelimit-remaining"))).toBe(Number(direct.headers.get("x-ratelimit-remaining")) - 1);
    const events = await eventsOf(k.keyId);
    expect(events).toHaveLength(2);
    const pick = (e: (typeof events)[number]) => ({
      accountId: e.accountId,
      keyId: e.keyId,
      subject: e.subject,
      family: e.family,
      endpoint: e.endpoint,
      method: e.method,
      status: e.status,
      livemode: e.livemode,
      billable: e.billable,
    });
    expect(pick(events[1])).toEqual(pick(events[0]));
    expect(events.map((e) => e.subject)).toEqual([`acct:${k.accountId}`, `acct:${k.accountId}`]);
    expect(await getLimiter().dailyCount(`acct:${k.accountId}`, now())).toBe(2);
    const proxiedId = proxied.headers.get("x-request-id");
    expect(proxiedId).toMatch(/^req_/);
    expect(proxied.body.context_id).toMatch(/^ctx_/);
  });

  it("applies the key's tier gate: a FREE developer key gets the same 403 as a direct call", async () => {
    const k = await makeKey({ family: "developer", tier: "FREE" });
    const r = await viaProxy<ErrorJson>(k.accountId, "/v1/career/salary/benchmark", k.keyId, {
      body: { role: "Data Analyst", country: "GB" },
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("tier_required");
    expect((await eventsOf(k.keyId)).map((e) => e.status)).toEqual([403]);
  });

  it("counts an open route called with a transformer key against that key", async () => {
    const k = await makeKey({ family: "transformer", tier: "free" });
    const body = { currentRole: "Software Engineer", yearsExperience: "6", skills: "Python, AWS" };
    const r = await viaProxy(k.accountId, "/cstm/career-path", k.keyId, { body });
    expect(r.status).toBe(200);
    expect(r.body.usageToday).toBe(1);
    expect(r.body.dailyLimit).toBe(100);
    const anonymous = await call(cstmCareerPath, "/cstm/career-path", { body, ip: "198.51.100.7" });
    expect(anonymous.body.dailyLimit).toBe(1_000);
    expect((await eventsOf(k.keyId)).map((e) => [e.endpoint, e.subject])).toEqual([["/cstm/career-path", `key:${k.keyId}`]]);
  });

  it("streams chat completions through unchanged", async () => {
    const k = await makeKey({ family: "developer", tier: "FREE" });
    const r = await viaProxy(k.accountId, "/v1/career/chat/completions", k.keyId, {
      body: { model: "lm-flash", stream: true, messages: [{ role: "user", content: "What does a data analyst earn in London?" }] },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/event-stream");
    expect(r.text).toContain("data: [DONE]");
  });

  it("refuses without a session, without a key id, with another account's key or a key of the wrong family", async () => {
    const k = await makeKey({ family: "transformer" });
    const other = await makeKey({ family: "transformer" });
    const body = { text: "Python developer in Berlin" };

    const signedOut = await viaProxy<ErrorJson>(null, "/transformer/v1/extract", k.keyId, { body });
    expect([signedOut.status, signedOut.body.error.code]).toEqual([401, "unauthorized"]);
    const noKey = await viaProxy<ErrorJson>(k.accountId, "/transformer/v1/extract", null, { body });
    expect([noKey.status, noKey.body.error.code, noKey.body.error.param]).toEqual([400, "invalid_request", "keyId"]);
    const foreign = await viaProxy<ErrorJson>(k.accountId, "/transformer/v1/extract", other.keyId, { body });
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "not_found"]);
    const wrongFamily = await viaProxy<ErrorJson>(k.accountId, "/v1/embed/similarity", k.keyId, { body: { text_a: "a", text_b: "b" } });
    expect([wrongFamily.status, wrongFamily.body.error.code]).toEqual([400, "invalid_request"]);
    expect(wrongFamily.body.error.message).toBe("/v1/embed/similarity takes an embedding key; the selected key is a transformer key.");
    expect(await eventsOf(other.keyId)).toEqual([]);
    expect(await eventsOf(k.keyId)).toEqual([]);
  });

  it("refuses routes it does not proxy and cross-site requests", async () => {
    const k = await makeKey({ family: "developer" });
    const register = await viaProxy<ErrorJson>(k.accountId, "/v1/developer/register", k.keyId, { body: { email: "x@example.com" } });
    expect([register.status, register.body.error.code]).toEqual([404, "not_found"]);
    const portal = await viaProxy<ErrorJson>(k.accountId, "/api/keys", k.keyId, { body: {} });
    expect(portal.status).toBe(404);
    const crossSite = await viaProxy<ErrorJson>(k.accountId, "/v1/career/context", k.keyId, {
      body: { target_role: "x" },
      headers: { origin: "https://evil.example" },
    });
    expect([crossSite.status, crossSite.body.error.code]).toEqual([403, "forbidden"]);
    expect(await eventsOf(k.keyId)).toEqual([]);
  });

  it("does not let a client enter the key scope: a presented header key on a proxied call is ignored", async () => {
    const mine = await makeKey({ family: "developer" });
    const theirs = await makeKey({ family: "developer" });
    // The proxy drops the caller's auth headers: the call runs as the selected key of the session's account.
    const r = await viaProxy(mine.accountId, "/v1/career/context", mine.keyId, {
      body: { target_role: "QA" },
      headers: { "X-Api-Key": theirs.key },
    });
    expect(r.status).toBe(201);
    expect((await eventsOf(mine.keyId)).length).toBe(1);
    expect(await eventsOf(theirs.keyId)).toEqual([]);
  });
});
