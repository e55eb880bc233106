import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "./index";

// The PRAGMAs set at open (busy_timeout, synchronous, foreign_keys) hold per connection. Calls that start while
// another is in flight must see them too: a second pooled connection without busy_timeout answered SQLITE_BUSY at
// once under load, and one with synchronous = FULL paid an fsync per commit.
describe("SQLite connection settings", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cs-sqlite-conn-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("every concurrent call runs with the settings made at open", async () => {
    const handle = await openDb(`file:${path.join(dir, "c.db")}`);
    try {
      const db = handle.db as unknown as LibSQLDatabase;
      const read = (pragma: string) =>
        Promise.all(Array.from({ length: 6 }, () => db.all<Record<string, number>>(sql.raw(`PRAGMA ${pragma}`))));
      const [busy, sync, fk] = await Promise.all([read("busy_timeout"), read("synchronous"), read("foreign_keys")]);
      expect(busy.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(5000));
      expect(sync.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(1)); // NORMAL
      expect(fk.map((r) => Object.values(r[0])[0])).toEqual(Array(6).fill(1));
    } finally {
      await handle.close();
    }
  });
});
