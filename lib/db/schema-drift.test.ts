import { getTableConfig as pgConfig, PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as pgSchema from "./schema-pg";
import * as sqliteSchema from "./schema-sqlite";
import * as pgJobs from "./schema-pg-jobs";
import * as sqliteJobs from "./schema-sqlite-jobs";

function shape(mod: Record<string, unknown>, kind: "pg" | "sqlite") {
  const out: Record<string, { columns: Record<string, { notNull: boolean; primary: boolean }>; indexes: string[] }> = {};
  for (const v of Object.values(mod)) {
    if (kind === "pg" && v instanceof PgTable) {
      const c = pgConfig(v);
      out[c.name] = {
        columns: Object.fromEntries(c.columns.map((col) => [col.name, { notNull: col.notNull, primary: col.primary }])),
        indexes: c.indexes.map((i) => i.config.name ?? "").sort(),
      };
    }
    if (kind === "sqlite" && v instanceof SQLiteTable) {
      const c = sqliteConfig(v);
      out[c.name] = {
        columns: Object.fromEntries(c.columns.map((col) => [col.name, { notNull: col.notNull, primary: col.primary }])),
        indexes: c.indexes.map((i) => i.config.name ?? "").sort(),
      };
    }
  }
  return out;
}

describe("the SQLite and PostgreSQL schemas", () => {
  it("have the same tables, columns, nullability and indexes", () => {
    const sqlite = shape({ ...sqliteSchema, ...sqliteJobs }, "sqlite");
    const pg = shape({ ...pgSchema, ...pgJobs }, "pg");
    expect(Object.keys(sqlite).length).toBeGreaterThanOrEqual(4);
    expect(pg).toEqual(sqlite);
  });
});
