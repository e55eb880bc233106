import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { GET as health } from "@/app/health/route";
import { resetConfigForTests } from "@/lib/config";
import { openDb, setDbForTests } from "@/lib/db";
import { clearStorageFailureForTests } from "@/lib/db/errors";
import { developerRoute } from "@/lib/http/route";
import { flushUsage, recordUsage } from "@/lib/platform/usage";
import { createLimiter, createRedisClient, MemoryLimiter, setLimiterForTests } from "@/lib/platform/limiter";
import { call, createTestDb, makeKey, useTestApp } from "./helpers";
import { startProxy } from "../scale/tcp-proxy";

const hasRedis = Boolean(process.env.TEST_REDIS_URL);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

function startRedis(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const p = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    p.stdout?.on("data", (d) => {
      if (String(d).includes("Ready to accept connections")) resolve(p);
    });
    p.on("error", reject);
    setTimeout(() => reject(new Error("redis-server did not start")), 10_000);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Everything written to the console while `fn` runs, Error objects with their message and stack. */
async function captureLogs(fn: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
      lines.push(
        args
          .map((x) =>
            x instanceof Error
              ? `${x.message}\n${x.stack}\n${String((x as { cause?: unknown }).cause)}`
              : typeof x === "string"
                ? x
                : JSON.stringify(x),
          )
          .join(" "),
      );
    }),
  );
  try {
    await fn();
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
  return lines.join("\n");
}

async function getHealth(headers: Record<string, string> = {}) {
  const res = await health(new Request("http://localhost/health", { headers }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cacheControl: res.headers.get("cache-control") };
}

describe("database faults (SQLite)", () => {
  const db = useTestApp();
  const pragma = (text: string) => db().db.run(sql.raw(text));
  afterEach(async () => {
    await pragma("PRAGMA query_only = OFF");
    await pragma("PRAGMA max_page_count = 1073741823");
    clearStorageFailureForTests();
    await flushUsage();
  });

  it("logs a failed statement by its code and SQL only: no parameter (hash, CV text) reaches the log", async () => {
    const dev = await makeKey({ tier: "FREE" });
    const SECRET = "CV-SECRET-7f3a9c Jane Secretname, bcrypt $2b$10$abcdefghijklmnopqrstuv";
    const insertTwice = developerRoute(null, { endpoint: "/faults/insert", minTier: null, countsQuota: false }, async ({ auth }) => {
      const { db: d, t } = db();
      const row = { id: "ctx_fixed_for_fault", accountId: auth.accountId, data: { cv_text: SECRET }, createdAt: 1, updatedAt: 1 };
      await d.insert(t.candidateContexts).values(row);
      await d.insert(t.candidateContexts).values(row); // primary key taken: the driver refuses
      return {};
    });
    let r: Awaited<ReturnType<typeof call>> | undefined;
    const log = await captureLogs(async () => {
      r = await call(insertTwice, "/faults/insert", { key: dev.key });
    });
    expect(r!.status).toBe(500);
    expect(log).toContain(r!.headers.get("x-request-id")!);
    expect(log).toMatch(/code=SQLITE_CONSTRAINT/);
    expect(log).toMatch(/statement="insert into "candidate_contexts"/);
    expect(log).not.toContain("CV-SECRET");
    expect(log).not.toContain("$2b$10$");
    expect(log).not.toContain(dev.accountId);
  });

  it("a usage batch that cannot be written is kept, and its warning names no parameter", async () => {
    await pragma("PRAGMA query_only = ON");
    const log = await captureLogs(async () => {
      recordUsage({
        accountId: null,
        keyId: null,
        subject: "ip:203.0.113.250",
        family: "open",
        endpoint: "/marker/usage-param-5d1e",
        method: "POST",
        status: 200,
        latencyMs: 1,
        model: null,
        livemode: true,
        billable: true,
        at: Date.now(),
      });
      await flushUsage();
    });
    expect(log).toMatch(/\[usage\] writing 1 usage event\(s\) failed, kept for retry: .*code=SQLITE_READONLY/);
    expect(log).not.toContain("usage-param-5d1e");
    expect(log).not.toContain("203.0.113.250");
    await pragma("PRAGMA query_only = OFF");
    await flushUsage();
    const { db: d, t } = db();
    const rows = await d.select().from(t.usageEvents);
    expect(rows.some((e) => e.endpoint === "/marker/usage-param-5d1e")).toBe(true);
  });

  it("a read-only database answers 503 service_unavailable (not 500) and /health says down", async () => {
    const dev = await makeKey({ tier: "FREE" });
    expect(await getHealth()).toMatchObject({ status: 200, body: { status: "ok" } });
    await pragma("PRAGMA query_only = ON");
    await captureLogs(async () => {
      const r = await call(createContext, "/v1/career/context", { key: dev.key, body: { target_role: "Nurse" } });
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ error: { code: "service_unavailable" } });
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    });
    expect(await getHealth()).toEqual({ status: 503, body: { status: "down" }, cacheControl: "no-store" });
    await pragma("PRAGMA query_only = OFF");
    expect((await getHealth()).status).toBe(200);
  });

  it("a full disk answers 503 and keeps /health down for a while after the failed write", async () => {
    const dev = await makeKey({ tier: "FREE" });
    const [{ page_count }] = (await db().db.all(sql.raw("PRAGMA page_count"))) as { page_count: number }[];
    await pragma(`PRAGMA max_page_count = ${page_count}`);
    await captureLogs(async () => {
      const r = await call(createContext, "/v1/career/context", { key: dev.key, body: { cv_text: "Experienced nurse. ".repeat(4000) } });
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ error: { code: "service_unavailable" } });
    });
    // taking the write lock still works on a full disk; the remembered failure is what says "down"
    expect(await getHealth()).toMatchObject({ status: 503, body: { status: "down" } });
    clearStorageFailureForTests();
    expect((await getHealth()).status).toBe(200);
  });

  it("shows anonymous callers only the status; details need X-Health-Token", async () => {
    const plain = await getHealth();
    expect(plain.body).toEqual({ status: "ok" });
    process.env.HEALTH_TOKEN = "health-token-for-tests-0123456789";
    resetConfigForTests();
    try {
      expect((await getHealth({ "x-health-token": "wrong-token-of-the-same-size-000" })).body).toEqual({ status: "ok" });
      const full = await getHealth({ "x-health-token": "health-token-for-tests-0123456789" });
      expect(full.body).toMatchObject({
        status: "ok",
        database: { dialect: "sqlite", ok: true, writable: true },
        redis: { configured: false },
      });
    } finally {
      delete process.env.HEALTH_TOKEN;
      resetConfigForTests();
    }
  });
});

describe.runIf(hasRedis)("Redis stopped during load", () => {
  useTestApp();
  const procs: ChildProcess[] = [];
  afterAll(() => procs.forEach((p) => p.kill("SIGKILL")));

  it("policy local: limits still hold in process, and Redis takes over again when it returns", async () => {
    const port = await freePort();
    procs.push(await startRedis(port));
    setLimiterForTests(createLimiter({ redisUrl: `redis://127.0.0.1:${port}`, policy: "local", ns: "fault" }));
    const dev = await makeKey({ tier: "FREE" });
    for (let i = 0; i < 3; i++) expect((await call(createContext, "/v1/career/context", { key: dev.key, body: {} })).status).toBe(201);
    procs[0].kill("SIGKILL");
    await sleep(300);
    const during = [];
    for (let i = 0; i < 12; i++) during.push((await call(createContext, "/v1/career/context", { key: dev.key, body: {} })).status);
    // the local fallback starts its own window: 10 admitted, then 429 — never a 500
    expect(during.filter((s) => s === 201)).toHaveLength(10);
    expect(during.filter((s) => s === 429)).toHaveLength(2);
    procs.push(await startRedis(port));
    await sleep(2_500); // reconnect back-off
    const dev2 = await makeKey({ tier: "FREE" });
    const after = [];
    for (let i = 0; i < 11; i++) after.push((await call(createContext, "/v1/career/context", { key: dev2.key, body: {} })).status);
    expect(after.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(after[10]).toBe(429);
    // the window now lives in the restarted Redis again, not in the local fallback
    const probe = createRedisClient(`redis://127.0.0.1:${port}`);
    await sleep(200);
    expect(await probe.llen(`fault:minute:key:${dev2.keyId}`)).toBe(10);
    probe.disconnect();
  }, 30_000);

  it("policy closed: keyed requests get 503 in the family's shape while Redis is down", async () => {
    const port = await freePort();
    setLimiterForTests(createLimiter({ redisUrl: `redis://127.0.0.1:${port}`, policy: "closed", ns: "fault2" }));
    const dev = await makeKey({ tier: "FREE" });
    const r = await call(createContext, "/v1/career/context", { key: dev.key, body: {} });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ error: { code: "service_unavailable" } });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    setLimiterForTests(new MemoryLimiter());
  }, 30_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL read-only (a standby, or default_transaction_read_only)", () => {
  it("answers 503 service_unavailable, not 500, and /health says down until writes work again", async () => {
    const base = await createTestDb("pg");
    const name = new URL(base.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const handle = await openDb(base.url);
    setDbForTests(handle);
    setLimiterForTests(new MemoryLimiter());
    // new sessions of this database are read-only; the pool's open ones are ended so it reconnects
    const readOnly = async (on: boolean) => {
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = ${on ? "on" : "off"}`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
      // let the pool notice its ended connections (a read succeeds on a read-only session)
      for (let i = 0; i < 3; i++) await handle.ping().catch(() => undefined);
    };
    try {
      const dev = await makeKey({ tier: "PRO" });
      expect((await getHealth()).status).toBe(200);
      await readOnly(true);
      expect(await getHealth()).toMatchObject({ status: 503, body: { status: "down" } });
      await captureLogs(async () => {
        const r = await call(createContext, "/v1/career/context", { key: dev.key, body: {} });
        expect(r.status).toBe(503);
        expect(r.body).toMatchObject({ error: { code: "service_unavailable" } });
      });
      await readOnly(false);
      let status = 0;
      for (let i = 0; i < 5 && status !== 200; i++) status = (await getHealth()).status;
      expect(status).toBe(200);
    } finally {
      setDbForTests(undefined);
      await handle.close().catch(() => undefined);
      await admin.end();
      await base.dispose();
    }
  }, 30_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL going away", () => {
  it("answers 503 in the family's shape, never a 500, and recovers on its own", async () => {
    const base = await createTestDb("pg");
    const target = new URL(base.url);
    const proxy = await startProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(base.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const handle = await openDb(viaProxy.toString());
    setDbForTests(handle);
    setLimiterForTests(new MemoryLimiter());
    try {
      const dev = await makeKey({ tier: "PRO" });
      expect((await call(createContext, "/v1/career/context", { key: dev.key, body: {} })).status).toBe(201);
      proxy.cut();
      const down = await call(createContext, "/v1/career/context", { key: dev.key, body: {} });
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        error: { code: "service_unavailable", message: expect.not.stringMatching(/ECONN|terminated|pg/i) },
      });
      proxy.restore();
      let status = 0;
      for (let i = 0; i < 20 && status !== 201; i++) {
        status = (await call(createContext, "/v1/career/context", { key: dev.key, body: {} })).status;
        if (status !== 201) await sleep(250);
      }
      expect(status).toBe(201);
    } finally {
      setDbForTests(undefined);
      await handle.close().catch(() => undefined);
      await proxy.close();
      await base.dispose();
    }
  }, 30_000);
});
