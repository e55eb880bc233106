// One app instance on SQLite without Redis, as a process: usage events across a restart, and tier changes made by
// the admin CLI (another process) beside it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "@/lib/db";
import { get, post, type Instance } from "../scale/instances";

let dir: string;
let url: string;
let db: DbHandle;
// AUTH_CACHE_TTL_MS of a minute: nothing in these tests can be explained by a cache entry running out.
const env = () => ({ DATABASE_URL: url, REDIS_URL: "", AUTH_CACHE_TTL_MS: "60000", REGISTER_LIMIT_PER_HOUR: "1000" });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "cs-single-"));
  url = `file:${path.join(dir, "app.db")}`;
  db = await openDb(url); // migrates; the instances and the CLI open their own connections
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * tests/scale/route-server.ts run by node itself (tsx as a loader), not through the tsx CLI: that wrapper relays
 * SIGTERM and kills the server outright (exit 143) if it does not acknowledge within 30 ms, which a busy server on
 * a loaded machine may not — and this test is about what a real SIGTERM does.
 */
function startInstance(vars: Record<string, string>): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--import", "tsx", "tests/scale/route-server.ts"], {
      env: { ...process.env, LISTEN_PORT: "0", VITEST: "", ...vars },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((r) => proc.on("exit", (code) => r(code)));
    let out = "";
    const timer = setTimeout(() => reject(new Error(`instance did not start: ${out}`)), 30_000);
    proc.stderr.on("data", (d) => (out += String(d)));
    proc.stdout.on("data", (d) => {
      out += String(d);
      const m = /listening (\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${m[1]}`,
        proc,
        exited,
        stop: async (signal = "SIGTERM") => {
          if (proc.exitCode === null) proc.kill(signal);
          return exited;
        },
      });
    });
  });
}

async function register(i: Instance) {
  const r = await post(`${i.url}/v1/developer/register`, { email: `si-${randomBytes(4).toString("hex")}@example.com` });
  expect(r.status).toBe(201);
  return r.body as { api_key: string; developer_id: string; key_id: string };
}

async function events(accountId: string, billableOnly = false): Promise<number> {
  const { db: d, t } = db;
  const conds = [eq(t.usageEvents.accountId, accountId)];
  if (billableOnly) conds.push(eq(t.usageEvents.billable, true));
  const [row] = await d
    .select({ n: sql<number>`count(*)` })
    .from(t.usageEvents)
    .where(and(...conds));
  return Number(row.n);
}

function admin(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const proc = spawn("node_modules/.bin/tsx", ["scripts/admin.ts", ...args], {
      env: { ...process.env, VITEST: "", ...env(), REDIS_URL: process.env.CLI_REDIS_URL ?? "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    proc.stdout.on("data", (d) => (out += String(d)));
    proc.stderr.on("data", (d) => (out += String(d)));
    proc.on("exit", (code) => resolve({ code, out }));
  });
}

describe("usage events across a restart (SQLite, buffered writes)", () => {
  it("events written = requests answered, and the daily quota carries on exactly after the restart", async () => {
    const first = await startInstance(env());
    const dev = await register(first);
    const context = () => post(`${first.url}/v1/career/context`, {}, { "X-Api-Key": dev.api_key });
    // FREE: 10 a minute. 14 at once: 10 admitted (billable), 4 refused (recorded, not billable).
    const burst = await Promise.all(Array.from({ length: 14 }, context));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(10);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(4);
    // more in flight when SIGTERM arrives: whatever is answered is recorded before the process exits
    const inflight = Array.from({ length: 6 }, () => context().catch(() => null));
    const code = first.stop("SIGTERM");
    const answered = (await Promise.all(inflight)).filter((r) => r !== null);
    expect(await code).toBe(0);
    expect(await events(dev.developer_id)).toBe(14 + answered.length);
    expect(await events(dev.developer_id, true)).toBe(10);

    // a new process reads today's count back from the usage log
    const second = await startInstance(env());
    try {
      const usage = await get(`${second.url}/v1/developer/usage/${dev.developer_id}`, { "X-Api-Key": dev.api_key });
      expect(usage.status).toBe(200);
      expect(usage.body).toMatchObject({ requests_today: 10, remaining_today: 990 });
      expect((await post(`${second.url}/v1/career/context`, {}, { "X-Api-Key": dev.api_key })).status).toBe(201);
      const after = await get(`${second.url}/v1/developer/usage/${dev.developer_id}`, { "X-Api-Key": dev.api_key });
      expect(after.body).toMatchObject({ requests_today: 11 });
    } finally {
      expect(await second.stop("SIGTERM")).toBe(0);
    }
    // 14 + answered in flight + 3 on the second instance (two usage reads, one context)
    expect(await events(dev.developer_id)).toBe(14 + answered.length + 3);
    expect(await events(dev.developer_id, true)).toBe(11);
  }, 120_000);
});

describe("a tier change by the admin CLI reaches a running instance without Redis at once", () => {
  let app: Instance;
  beforeAll(async () => {
    app = await startInstance(env());
  }, 90_000);
  afterAll(async () => {
    await app?.stop("SIGTERM");
  });

  it("the limits and tier gates agree with the usage view as soon as the CLI has run", async () => {
    const dev = await register(app);
    const headers = { "X-Api-Key": dev.api_key };
    const usage = () => get(`${app.url}/v1/developer/usage/${dev.developer_id}`, headers);
    const salary = () => post(`${app.url}/v1/career/salary/benchmark`, { role: "Nurse", country: "GB" }, headers);
    let r = await usage(); // the key is now cached as FREE for a minute
    expect(r.body).toMatchObject({ tier: "FREE", rpm_limit: 10 });
    expect(r.headers.get("x-ratelimit-limit")).toBe("10");
    expect((await salary()).status).toBe(403);

    const up = await admin("set-tier", dev.developer_id, "PRO");
    expect(up.code, up.out).toBe(0);
    r = await usage();
    expect(r.body).toMatchObject({ tier: "PRO", rpm_limit: 60 });
    expect(r.headers.get("x-ratelimit-limit")).toBe("60");
    expect((await salary()).status).toBe(200);

    // and back down: the paid endpoint closes at once
    const down = await admin("set-tier", dev.developer_id, "FREE");
    expect(down.code, down.out).toBe(0);
    expect((await salary()).status).toBe(403);
    r = await usage();
    expect(r.body).toMatchObject({ tier: "FREE" });
    expect(r.headers.get("x-ratelimit-limit")).toBe("10");
  }, 60_000);
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("the admin CLI's broadcast over Redis", () => {
  it("is sent after the CLI's Redis client is connected, so subscribers receive it", async () => {
    const seed = await openDb(url);
    const { db: d, t } = seed;
    const id = `dev_${randomBytes(12).toString("hex")}`;
    await d.insert(t.accounts).values({
      id,
      email: `cli-${randomBytes(4).toString("hex")}@example.com`,
      tier: "FREE",
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    await seed.close();
    const listener = new Redis(redisUrl!);
    const received: string[] = [];
    try {
      await listener.subscribe("cs:auth-invalidate");
      listener.on("message", (_c: string, m: string) => received.push(m));
      process.env.CLI_REDIS_URL = redisUrl;
      const r = await admin("set-tier", id, "PLUS");
      expect(r.code, r.out).toBe(0);
      expect(r.out).toContain("Running instances were told over Redis.");
      // the CLI has exited after publishing; the message is on its way to us
      await new Promise<void>((resolve) => {
        const seen = () => (received.includes(id) ? resolve() : setTimeout(seen, 10));
        seen();
      });
      expect(received).toContain(id);
    } finally {
      delete process.env.CLI_REDIS_URL;
      listener.disconnect();
    }
  }, 60_000);
});
