import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, SQLITE_CACHE_KIB, SQLITE_CHECKPOINT_PAGES } from "./index";

// The PRAGMAs set at open (busy_timeout, synchronous, foreign_keys, cache_size, wal_autocheckpoint) hold per
// connection. Calls that start while another is in flight must see them too: a second pooled connection without
// busy_timeout answered SQLITE_BUSY at once under load, and one with synchronous = FULL paid an fsync per commit.
describe("SQLite connection settings", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cs-sqlite-conn-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("every concurrent call runs with the settings made at open", async () => {
    const handle = await openDb(`file:${path.join(dir, "c.db")}`);
    try {
      const db = handle.db as unknown as LibSQLDatabase;
      const read = (pragma: string) =>
        Promise.all(Array.from({ length: 6 }, () => db.all<Record<string, number>>(sql.raw(`PRAGMA ${pragma}`))));
      const [busy, sync, fk, cache, checkpoint] = await Promise.all([
        read("busy_timeout"),
        read("synchronous"),
        read("foreign_keys"),
        read("cache_size"),
        read("wal_autocheckpoint"),
      ]);
      expect(busy.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(5000));
      expect(sync.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(1)); // NORMAL
      expect(fk.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(1));
      // the usage log's batches: a page cache above SQLite's 2 MB default, checkpoints less often than every 1,000 pages
      expect(cache.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(-SQLITE_CACHE_KIB));
      expect(checkpoint.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(SQLITE_CHECKPOINT_PAGES));
    } finally {
      await handle.close();
    }
  });
});
