import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import pg from "pg";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createClient } from "@libsql/client";
import { drizzle as drizzleLibsql } from "drizzle-orm/libsql";
import { migrate as migrateLibsql } from "drizzle-orm/libsql/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { openDb } from "@/lib/db";

/** A copy of a dialect's migrations folder that stops before the migration tagged `beforeTag`. */
function migrationsBefore(dialect: "sqlite" | "pg", beforeTag: string): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `cs-mig-part-${dialect}-`));
  cpSync(path.resolve("drizzle", dialect), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.startsWith(beforeTag));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

// Rows written by the schema before api_keys.lineage_id existed (raw SQL: today's schema has more columns).
const OLD_ROWS = [
  `INSERT INTO accounts (id, email, tier, created_at, updated_at) VALUES ('dev_old', 'old@example.com', 'FREE', 1, 1)`,
  `INSERT INTO api_keys (id, account_id, family, key_hash, prefix, tier, key_type, status, created_at) VALUES ('key_old', 'dev_old', 'transformer', 'h_old', 'p', 'free', 'live', 'active', 1)`,
];

describe("migrations on SQLite", () => {
  it("apply once, keep rows on re-open, and leave foreign keys enforced", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cs-mig-"));
    const url = `file:${path.join(dir, "m.db")}`;
    const a = await openDb(url);
    await a.db.insert(a.t.accounts).values({ id: "dev_1", email: "m@example.com", tier: "FREE", createdAt: 1, updatedAt: 1 });
    await a.db.insert(a.t.apiKeys).values({
      id: "key_1",
      accountId: "dev_1",
      family: "developer",
      keyHash: "h1",
      prefix: "p",
      tier: "FREE",
      keyType: "free",
      createdAt: 1,
    });
    await a.close();
    // a second start runs migrate() again: nothing may be rebuilt or lost
    const b = await openDb(url);
    expect(await b.db.select().from(b.t.apiKeys)).toHaveLength(1);
    // foreign keys are on for the app's connection: deleting an account removes its keys
    await b.db.delete(b.t.accounts).where(eq(b.t.accounts.id, "dev_1"));
    expect(await b.db.select().from(b.t.apiKeys)).toHaveLength(0);
    await expect(
      b.db.insert(b.t.apiKeys).values({
        id: "key_2",
        accountId: "dev_missing",
        family: "developer",
        keyHash: "h2",
        prefix: "p",
        tier: "FREE",
        keyType: "free",
        createdAt: 1,
      }),
    ).rejects.toThrow();
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("migrations on SQLite: upgrading a database with data", () => {
  it("backfills the rotation lineage of keys created before it existed (lineage = own id)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cs-mig-up-"));
    const url = `file:${path.join(dir, "u.db")}`;
    const old = migrationsBefore("sqlite", "0002_");
    const client = createClient({ url });
    await migrateLibsql(drizzleLibsql(client), { migrationsFolder: old.dir });
    for (const stmt of OLD_ROWS) await client.execute(stmt);
    client.close();
    old.dispose();
    const h = await openDb(url);
    const [row] = await h.db.select().from(h.t.apiKeys);
    expect(row).toMatchObject({ id: "key_old", lineageId: "key_old", status: "active" });
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("backfills the rotation lineage of keys created before it existed (lineage = own id)", async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `cs_mig_${randomBytes(5).toString("hex")}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    const u = new URL(admin);
    u.pathname = `/${name}`;
    const old = migrationsBefore("pg", "0002_");
    try {
      const early = new pg.Client({ connectionString: u.toString() });
      await early.connect();
      await migratePg(drizzlePg(early), { migrationsFolder: old.dir });
      for (const stmt of OLD_ROWS) await early.query(stmt);
      await early.end();
      const h = await openDb(u.toString());
      const [row] = await h.db.select().from(h.t.apiKeys);
      expect(row).toMatchObject({ id: "key_old", lineageId: "key_old", status: "active" });
      await h.close();
    } finally {
      old.dispose();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
  });

  it("several instances starting at once migrate exactly once (advisory lock)", async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `cs_mig_${randomBytes(5).toString("hex")}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    const u = new URL(admin);
    u.pathname = `/${name}`;
    try {
      const handles = await Promise.all([openDb(u.toString()), openDb(u.toString()), openDb(u.toString())]);
      const probe = new pg.Client({ connectionString: u.toString() });
      await probe.connect();
      const n = (await probe.query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n as number;
      await probe.end();
      const journal = (await import("@/drizzle/pg/meta/_journal.json")).default as { entries: unknown[] };
      expect(n).toBe(journal.entries.length);
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
  });
});

describe("admin CLI", () => {
  it("sets a developer's tier by e-mail", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cs-admin-"));
    const url = `file:${path.join(dir, "a.db")}`;
    const h = await openDb(url);
    await h.db.insert(h.t.accounts).values({ id: "dev_a", email: "admin-test@example.com", tier: "FREE", createdAt: 1, updatedAt: 1 });
    await h.close();
    const env = { ...process.env, DATABASE_URL: url, REDIS_URL: "" };
    const ok = spawnSync("node_modules/.bin/tsx", ["scripts/admin.ts", "set-tier", "admin-test@example.com", "plus"], {
      env,
      encoding: "utf8",
    });
    expect(ok.stdout).toContain("PLUS");
    expect(ok.status).toBe(0);
    const bad = spawnSync("node_modules/.bin/tsx", ["scripts/admin.ts", "set-tier", "dev_a", "GOLD"], { env, encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("Unknown tier");
    const h2 = await openDb(url);
    const [row] = await h2.db.select().from(h2.t.accounts);
    expect(row.tier).toBe("PLUS");
    await h2.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
