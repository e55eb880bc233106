import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDb, setDbForTests, type DbHandle } from "@/lib/db";
import { PEER_HEADER } from "@/lib/http/client-ip";
import { createAccount, setAccountTier } from "@/lib/platform/accounts";
import { createApiKey } from "@/lib/platform/key-store";
import { MemoryLimiter, setLimiterForTests } from "@/lib/platform/limiter";
import { flushUsage } from "@/lib/platform/usage";
import { setClockForTests } from "@/lib/platform/clock";
import type { KeyType } from "@/lib/platform/keys";
import type { DeveloperTier, KeyFamily, PlatformTier } from "@/lib/platform/tiers";

export type Dialect = "sqlite" | "pg";

/** Dialects to run database suites against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ["sqlite", "pg"] : ["sqlite"];

/** A fresh, migrated database: a temp SQLite file, or a new PostgreSQL database dropped afterwards. */
export async function createTestDb(dialect: Dialect = "sqlite"): Promise<{ handle: DbHandle; url: string; dispose: () => Promise<void> }> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "cs-test-"));
    const url = `file:${path.join(dir, "test.db")}`;
    const handle = await openDb(url);
    return {
      handle,
      url,
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DATABASE_URL is not set");
  const name = `cs_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const url = u.toString();
  const handle = await openDb(url);
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Wires the app to a fresh database for this test file, a fresh in-process limiter before each test,
 * and the real clock. Returns a getter for the handle.
 */
export function useTestApp(dialect: Dialect = "sqlite"): () => DbHandle {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb(dialect);
    setDbForTests(db.handle);
  });
  beforeEach(() => {
    setLimiterForTests(new MemoryLimiter());
    setClockForTests(null);
  });
  afterAll(async () => {
    await flushUsage();
    setDbForTests(undefined);
    await db?.dispose();
  });
  return () => db.handle;
}

export interface TestKey {
  key: string;
  keyId: string;
  accountId: string;
  email: string;
}

/** An account with one key of the given family and tier. Developer tiers are FREE…ENTERPRISE; others free|pro|enterprise. */
export async function makeKey(
  opts: { family?: KeyFamily; tier?: DeveloperTier | PlatformTier; keyType?: KeyType; accountId?: string; email?: string } = {},
): Promise<TestKey> {
  const family = opts.family ?? "developer";
  let accountId = opts.accountId;
  const email = opts.email ?? `t-${randomBytes(5).toString("hex")}@example.com`;
  if (!accountId) accountId = (await createAccount({ email })).id;
  let tier: string = opts.tier ?? (family === "developer" ? "FREE" : "free");
  if (family === "developer") {
    await setAccountTier(accountId, tier);
  }
  const keyType: KeyType = opts.keyType ?? (family === "developer" ? (tier === "FREE" ? "free" : "live") : "live");
  if (family === "secret") tier = "free";
  const { key, plaintext } = await createApiKey({ accountId, family, tier, keyType, name: "test" });
  return { key: plaintext, keyId: key.id, accountId, email };
}

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** raw body string (for invalid JSON tests) */
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** developer: X-Api-Key, transformer: X-API-Key, embed: Authorization Bearer */
  key?: string;
  family?: "developer" | "transformer" | "embed";
  /** the socket peer, as scripts/server.mjs reports it in x-cs-peer-ip */
  ip?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Calls an exported route handler with a real Request. */
export async function call<T = Record<string, unknown>>(
  handler: RouteHandler,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { "content-type": "application/json", ...(opts.headers ?? {}) };
  if (opts.key) {
    if (opts.family === "embed") headers.authorization = `Bearer ${opts.key}`;
    else if (opts.family === "transformer") headers["X-API-Key"] = opts.key;
    else headers["X-Api-Key"] = opts.key;
  }
  if (opts.ip) headers[PEER_HEADER] = opts.ip;
  const method = opts.method ?? (opts.body !== undefined || opts.rawBody !== undefined ? "POST" : "GET");
  const req = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: opts.rawBody ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // streamed or non-JSON body: the text is returned
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}
