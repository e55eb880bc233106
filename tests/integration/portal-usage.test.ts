import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { GET as usage } from "@/app/api/usage/route";
import { GET as requestLog } from "@/app/api/usage/requests/route";
import { POST as salary } from "@/app/(developer-api)/v1/career/salary/benchmark/route";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { GET as developerUsage } from "@/app/(developer-api)/v1/developer/usage/[developerId]/route";
import { setSessionForTests } from "@/lib/auth/session";
import { recordUsage, type UsageEvent } from "@/lib/platform/usage";
import { call, makeKey, useTestApp } from "./helpers";

const db = useTestApp();
afterEach(() => setSessionForTests(undefined));

type Json = Record<string, unknown>;
type Call = {
  requestId: string | null;
  endpoint: string;
  status: number;
  errorCode: string | null;
  errorMessage: string | null;
  keyId: string | null;
  keyName: string | null;
  latencyMs: number;
  model: string | null;
};

async function signIn(accountId: string) {
  const { db: d, t } = db();
  await d.update(t.accounts).set({ passwordHash: "portal-session-test" }).where(eq(t.accounts.id, accountId));
  setSessionForTests(accountId);
}

function event(base: Pick<UsageEvent, "accountId" | "keyId" | "subject">, over: Partial<UsageEvent>): UsageEvent {
  return {
    family: "developer",
    endpoint: "/v1/career/cv/score",
    method: "POST",
    status: 200,
    latencyMs: 10,
    model: "lm-flash",
    livemode: true,
    billable: true,
    at: Date.now(),
    ...base,
    ...over,
  };
}

describe("GET /api/usage: splits, percentiles, hours, key × route × day", () => {
  it("logs the request id and error of a refused call, and says why today's total exceeds the quota used", async () => {
    const k = await makeKey({ family: "developer", tier: "FREE" });
    const refused = await call<{ error: { message: string } }>(salary, "/v1/career/salary/benchmark", {
      key: k.key,
      body: { role: "Nurse", country: "GB" },
    });
    expect(refused.status).toBe(403);
    const ok = await call(createContext, "/v1/career/context", { key: k.key, body: { target_role: "Nurse" } });
    expect(ok.status).toBe(201);
    // A usage GET counts against the per-minute window only.
    await call(developerUsage, `/v1/developer/usage/${k.accountId}`, { key: k.key, params: { developerId: k.accountId } });
    await signIn(k.accountId);

    const r = await call<Json>(usage, "/api/usage?days=7");
    expect(r.status).toBe(200);
    const today = r.body.today as Json;
    expect(today).toMatchObject({ requests: 3, billable: 1, uncounted: 2, clientErrors: 1, serverErrors: 0 });
    const quota = (r.body.quotas as { family: string; used: number }[]).find((q) => q.family === "developer");
    expect(quota?.used).toBe(today.billable);

    const calls = r.body.recentCalls as Call[];
    const logged = calls.find((c) => c.status === 403)!;
    expect(logged.requestId).toBe(refused.headers.get("x-request-id"));
    expect(logged).toMatchObject({ errorCode: "tier_required", errorMessage: refused.body.error.message, keyId: k.keyId, keyName: "test" });
    expect(calls.find((c) => c.status === 201)?.errorCode).toBeNull();
  });

  it("splits 4xx from 5xx, computes p50/p95 per route, today by hour and each key × route × day", async () => {
    const a = await makeKey({ family: "developer", tier: "PRO" });
    const b = await makeKey({ family: "developer", accountId: a.accountId });
    const now = Date.now();
    const todayStart = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
    const base = { accountId: a.accountId, subject: `acct:${a.accountId}` };
    const events: UsageEvent[] = [];
    // 20 calls of key a today, latencies 10..200 ms, and a 429 of 10 ms: 21 values, nearest rank p50 = 11th = 100, p95 = 20th = 190.
    for (let i = 1; i <= 20; i++) events.push(event({ ...base, keyId: a.keyId }, { latencyMs: i * 10, at: todayStart + 60_000 * i }));
    events.push(event({ ...base, keyId: a.keyId }, { status: 429, errorCode: "rate_limit_exceeded", at: todayStart + 3_600_000 }));
    events.push(
      event(
        { ...base, keyId: b.keyId },
        { endpoint: "/v1/career/job/match", status: 503, errorCode: "service_unavailable", at: todayStart + 2 * 3_600_000 + 5 },
      ),
    );
    events.push(event({ ...base, keyId: b.keyId }, { endpoint: "/v1/career/job/match", at: todayStart - 3_600_000 }));
    for (const e of events) recordUsage(e);
    await signIn(a.accountId);

    const r = await call<Json>(usage, "/api/usage?days=2");
    expect(r.body.history).toEqual([
      { date: new Date(todayStart - 86_400_000).toISOString().slice(0, 10), requests: 1, errors: 0, clientErrors: 0, serverErrors: 0 },
      { date: new Date(todayStart).toISOString().slice(0, 10), requests: 22, errors: 2, clientErrors: 1, serverErrors: 1 },
    ]);
    const cv = (r.body.byEndpoint as Json[]).find((x) => x.endpoint === "/v1/career/cv/score");
    expect(cv).toMatchObject({ requests: 21, clientErrors: 1, serverErrors: 0, p50LatencyMs: 100, p95LatencyMs: 190 });
    const hourly = r.body.hourly as { hour: number; requests: number; clientErrors: number; serverErrors: number }[];
    expect(hourly).toHaveLength(24);
    expect(hourly[0].requests).toBe(20);
    expect(hourly[1]).toEqual({ hour: 1, requests: 1, clientErrors: 1, serverErrors: 0 });
    expect(hourly[2]).toEqual({ hour: 2, requests: 1, clientErrors: 0, serverErrors: 1 });
    const breakdown = r.body.breakdown as Json[];
    expect(breakdown).toEqual(
      expect.arrayContaining([
        { keyId: a.keyId, endpoint: "/v1/career/cv/score", date: hourlyDate(todayStart), requests: 21, clientErrors: 1, serverErrors: 0 },
        { keyId: b.keyId, endpoint: "/v1/career/job/match", date: hourlyDate(todayStart), requests: 1, clientErrors: 0, serverErrors: 1 },
        {
          keyId: b.keyId,
          endpoint: "/v1/career/job/match",
          date: hourlyDate(todayStart - 86_400_000),
          requests: 1,
          clientErrors: 0,
          serverErrors: 0,
        },
      ]),
    );
    expect(breakdown).toHaveLength(3);
    const onlyB = await call<Json>(usage, `/api/usage?days=2&keyId=${b.keyId}`);
    expect((onlyB.body.today as Json).requests).toBe(1);
  });
});

function hourlyDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

describe("GET /api/usage/requests: the paged request log", () => {
  it("pages newest first without gaps or repeats, and filters by status, code, key and route", async () => {
    const k = await makeKey({ family: "transformer" });
    const other = await makeKey({ family: "transformer", accountId: k.accountId });
    const base = { accountId: k.accountId, subject: `key:${k.keyId}` };
    const t0 = Date.now() - 60_000;
    for (let i = 0; i < 7; i++) {
      recordUsage(
        event(
          { ...base, keyId: i % 2 ? other.keyId : k.keyId },
          {
            family: "transformer",
            endpoint: i < 5 ? "/transformer/v1/extract" : "/cstm/salary",
            status: i === 3 ? 400 : 200,
            errorCode: i === 3 ? "invalid_request" : null,
            requestId: `req_log_${i}`,
            at: t0 + i,
          },
        ),
      );
    }
    await signIn(k.accountId);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; body: { requests: Call[]; nextCursor: string | null } } = await call(
        requestLog,
        `/api/usage/requests?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.requests.map((c) => c.requestId!));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(["req_log_6", "req_log_5", "req_log_4", "req_log_3", "req_log_2", "req_log_1", "req_log_0"]);

    const errors = await call<{ requests: Call[] }>(requestLog, "/api/usage/requests?status=error");
    expect(errors.body.requests.map((c) => [c.requestId, c.errorCode])).toEqual([["req_log_3", "invalid_request"]]);
    expect((await call<{ requests: Call[] }>(requestLog, "/api/usage/requests?code=invalid_request")).body.requests).toHaveLength(1);
    expect((await call<{ requests: Call[] }>(requestLog, `/api/usage/requests?keyId=${other.keyId}`)).body.requests).toHaveLength(3);
    expect(
      (await call<{ requests: Call[] }>(requestLog, "/api/usage/requests?endpoint=%2Fcstm%2Fsalary")).body.requests.map((c) => c.requestId),
    ).toEqual(["req_log_6", "req_log_5"]);
  });

  it("refuses a forged cursor, another account's key and bad filters with the field named", async () => {
    const k = await makeKey({ family: "transformer" });
    const stranger = await makeKey({ family: "transformer" });
    await signIn(k.accountId);
    const forged = await call<{ error: { code: string; param: string } }>(requestLog, "/api/usage/requests?cursor=bm90LWEtY3Vyc29y");
    expect([forged.status, forged.body.error.code, forged.body.error.param]).toEqual([400, "invalid_request", "cursor"]);
    const foreign = await call<{ error: { code: string } }>(requestLog, `/api/usage/requests?keyId=${stranger.keyId}`);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "not_found"]);
    const badStatus = await call<{ error: { param: string } }>(requestLog, "/api/usage/requests?status=teapot");
    expect([badStatus.status, badStatus.body.error.param]).toEqual([400, "status"]);
    const tooMany = await call<{ error: { param: string } }>(requestLog, "/api/usage/requests?limit=1000");
    expect([tooMany.status, tooMany.body.error.param]).toEqual([400, "limit"]);
    setSessionForTests(null);
    expect((await call(requestLog, "/api/usage/requests")).status).toBe(401);
  });
});
