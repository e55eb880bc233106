import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "./index";

const COLUMNS = [
  "id",
  "account_id",
  "key_id",
  "subject",
  "family",
  "endpoint",
  "method",
  "status",
  "latency_ms",
  "model",
  "livemode",
  "billable",
  "day",
  "at",
];

function row(i: number): unknown[] {
  // awkward text on purpose: quotes, a backslash, non-ASCII
  return [
    `evt_${String(i).padStart(8, "0")}`,
    i % 2 ? null : "dev_a",
    null,
    `ip:198.51.100.${i % 250}`,
    "open",
    `/x/"q'\\ü${i}`,
    "POST",
    200 + (i % 3),
    i,
    i % 5 ? null : "lm-flash",
    i % 2 === 0,
    i % 3 === 0,
    "2026-11-23",
    1_795_000_000_000 + i,
  ];
}

async function roundTrip(handle: DbHandle, n: number) {
  const rows = Array.from({ length: n }, (_, i) => row(i));
  await handle.bulkInsert("usage_events", COLUMNS, rows);
  await handle.bulkInsert("usage_events", COLUMNS, rows.slice(0, 10)); // a retried batch: no duplicates
  const { db, t } = handle;
  const back = await db.select().from(t.usageEvents).orderBy(asc(t.usageEvents.id));
  expect(back).toHaveLength(n);
  for (const i of [0, 1, 2, 3, n - 1]) {
    const r = row(i);
    expect(back[i]).toEqual({
      id: r[0],
      accountId: r[1],
      keyId: null,
      subject: r[3],
      family: "open",
      endpoint: r[5],
      method: "POST",
      status: r[7],
      latencyMs: i,
      model: r[9],
      livemode: r[10],
      billable: r[11],
      day: "2026-11-23",
      at: r[13],
      requestId: null,
      errorCode: null,
      errorMessage: null,
    });
  }
}

describe("bulkInsert (the usage log's batches)", () => {
  it("SQLite: a batch goes in as one statement and reads back value for value, once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cs-bulk-"));
    const handle = await openDb(`file:${path.join(dir, "b.db")}`);
    try {
      await roundTrip(handle, 3_000);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("SQLite: a column with one value in every row is stored as the JSON would store it (bound once)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cs-bulk-"));
    const handle = await openDb(`file:${path.join(dir, "b.db")}`);
    try {
      // every column the same but the id (and, in the second batch, one row alone: every column is then constant)
      const same = (id: string): unknown[] => [
        id,
        "dev_a",
        null,
        "acct:dev_a",
        "developer",
        `/e/"q'\\ü`,
        "GET",
        200,
        0,
        null,
        true,
        false,
        "2026-11-23",
        1_795_000_000_000,
      ];
      await handle.bulkInsert("usage_events", COLUMNS, [same("evt_1"), same("evt_2"), same("evt_3")]);
      await handle.bulkInsert("usage_events", COLUMNS, [same("evt_4")]);
      await handle.bulkInsert("usage_events", COLUMNS, [same("evt_1"), same("evt_4")]); // retried: written once
      const { db, t } = handle;
      const back = await db.select().from(t.usageEvents).orderBy(asc(t.usageEvents.id));
      expect(back.map((r) => r.id)).toEqual(["evt_1", "evt_2", "evt_3", "evt_4"]);
      for (const r of back) {
        expect(r).toMatchObject({ accountId: "dev_a", keyId: null, endpoint: `/e/"q'\\ü`, status: 200, latencyMs: 0, model: null });
        expect(r).toMatchObject({ livemode: true, billable: false, day: "2026-11-23", at: 1_795_000_000_000 });
      }
      // storage classes as a batch of varying rows gets them from the JSON: integers, not reals
      const types = await db.all<Record<string, string>>(
        sql`SELECT DISTINCT typeof(status) s, typeof(latency_ms) l, typeof(livemode) lm, typeof(at) a, typeof(model) m FROM usage_events`,
      );
      expect(types).toEqual([{ s: "integer", l: "integer", lm: "integer", a: "integer", m: "null" }]);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "PostgreSQL: a batch past 65,535 parameters is split into statements and still written once",
    async () => {
      const admin = process.env.TEST_DATABASE_URL!;
      const name = `cs_test_${randomBytes(6).toString("hex")}`;
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      const u = new URL(admin);
      u.pathname = `/${name}`;
      const handle = await openDb(u.toString());
      try {
        await roundTrip(handle, 5_000); // 70,000 parameters: two statements
      } finally {
        await handle.close();
        const d = new pg.Client({ connectionString: admin });
        await d.connect();
        await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await d.end();
      }
    },
    60_000,
  );
});
