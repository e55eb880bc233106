import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { openDb, setDbForTests } from "@/lib/db";
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
    const p = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "ignore"] });
    p.stdout?.on("data", (d) => {
      if (String(d).includes("Ready to accept connections")) resolve(p);
    });
    p.on("error", reject);
    setTimeout(() => reject(new Error("redis-server did not start")), 10_000);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    expect(await probe.zcard(`fault:rpm:key:${dev2.keyId}`)).toBe(10);
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
      expect(down.body).toMatchObject({ error: { code: "service_unavailable", message: expect.not.stringMatching(/ECONN|terminated|pg/i) } });
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
