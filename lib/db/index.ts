import { mkdirSync } from "node:fs";
import path from "node:path";
import { createClient, type InValue } from "@libsql/client";
import { drizzle as drizzleLibsql, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate as migrateLibsql } from "drizzle-orm/libsql/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getConfig } from "@/lib/config";
import * as sqliteSchema from "./schema-sqlite";
import * as pgSchema from "./schema-pg";

export type Tables = typeof sqliteSchema;
/**
 * Call sites are typed against the SQLite schema; on PostgreSQL the same builder calls run against the
 * mirrored pg tables. Drizzle's select/insert/update/delete/returning/onConflict API is shared by both,
 * and schema-drift.test.ts keeps the two schemas column-for-column identical.
 */
export type Db = LibSQLDatabase<Tables>;

export interface DbHandle {
  db: Db;
  t: Tables;
  dialect: "sqlite" | "pg";
  ping(): Promise<void>;
  /**
   * Throws unless the database would take a write now: SQLite takes and releases the write lock
   * (BEGIN IMMEDIATE; ROLLBACK: fails on a read-only file or database), PostgreSQL must be a primary whose
   * sessions are not read-only. Writes nothing.
   */
  checkWritable(): Promise<void>;
  /**
   * Multi-row INSERT … ON CONFLICT DO NOTHING straight through the driver, all rows in one transaction: for the
   * usage log's batches, where building the statement through the query builder costs more than the write itself.
   */
  bulkInsert(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  close(): Promise<void>;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

function checkIdentifiers(table: string, columns: string[]): void {
  if (!IDENT.test(table) || !columns.every((c) => IDENT.test(c))) throw new Error("bulkInsert: bad identifier");
}

function bulkSql(table: string, columns: string[], rowCount: number, placeholder: (i: number) => string): string {
  checkIdentifiers(table, columns);
  const tuples: string[] = [];
  let n = 0;
  for (let r = 0; r < rowCount; r++) tuples.push(`(${columns.map(() => placeholder(++n)).join(",")})`);
  return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")}) VALUES ${tuples.join(",")} ON CONFLICT DO NOTHING`;
}

/**
 * SQLite: rows given as one JSON array of arrays (booleans arrive as 1/0, like SQLite stores them), except the columns
 * that hold one value in every row of the batch: those are bound once, as a parameter of their own. Unpacking a value
 * from the JSON (`value ->> i`) costs SQLite about half a microsecond, a third of the whole cost of a usage event with
 * 17 columns, and most of a batch's columns (day, family, method, the nulls of a request without error) are the same
 * in every row. Returns the statement and its arguments: the constants in column order, then the JSON.
 */
function jsonInsert(table: string, columns: string[], rows: unknown[][]): { sql: string; args: InValue[] } {
  checkIdentifiers(table, columns);
  const first = rows[0];
  const constant = columns.map((_, c) => isBindableConstant(first[c]) && rows.every((r) => r[c] === first[c]));
  const args: InValue[] = [];
  const select: string[] = [];
  const varying: number[] = [];
  columns.forEach((_, c) => {
    if (constant[c]) {
      select.push("?");
      args.push(sqlConstant(first[c] as BindableConstant));
    } else select.push(`value ->> ${varying.push(c) - 1}`);
  });
  args.push(JSON.stringify(varying.length === columns.length ? rows : rows.map((r) => varying.map((c) => r[c]))));
  // `WHERE true` keeps the parser from reading ON CONFLICT as a join constraint of the SELECT.
  const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")}) SELECT ${select.join(",")} FROM json_each(?) WHERE true ON CONFLICT DO NOTHING`;
  return { sql, args };
}

type BindableConstant = string | number | boolean | null;

function isBindableConstant(v: unknown): v is BindableConstant {
  return v === null || typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v));
}

/** Bound as the JSON would have stored it: integers (and booleans, as 1/0) as INTEGER, not as REAL. */
function sqlConstant(v: BindableConstant): InValue {
  if (typeof v === "boolean") return v ? 1n : 0n;
  if (typeof v === "number" && Number.isSafeInteger(v)) return BigInt(v);
  return v;
}

/** SQLite page cache of the one connection, KiB (SQLite's default is 2,000). */
export const SQLITE_CACHE_KIB = 32_768;
/** WAL pages (4 KiB each) after which a commit checkpoints (SQLite's default is 1,000). */
export const SQLITE_CHECKPOINT_PAGES = 4_000;

/** PostgreSQL takes at most 65,535 parameters per statement. */
const PG_MAX_PARAMS = 65_535;

const MIGRATIONS = { sqlite: "drizzle/sqlite", pg: "drizzle/pg" } as const;
// Any 64-bit constant shared by every instance: serialises concurrent start-ups.
const MIGRATION_LOCK_ID = 727_274_001;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

async function openSqlite(url: string): Promise<DbHandle> {
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length);
    if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }
  // One connection: libsql's pool opens another connection whenever a call starts while one is borrowed, and the
  // PRAGMAs below (busy_timeout, synchronous, foreign_keys) are per connection, so a second one would run without
  // them. Every call is synchronous anyway, so one connection costs no concurrency.
  const client = createClient({ url, concurrency: 1 });
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA busy_timeout = 5000");
  // WAL + NORMAL: durable across application crashes; only an OS crash can lose the last commit.
  await client.execute("PRAGMA synchronous = NORMAL");
  // The usage log's batches dirty the same index pages over and over: a page cache that holds the hot ones
  // (32 MiB instead of 2) and a checkpoint every 16 MiB of WAL instead of 4 write each page fewer times; measured
  // about 10 % less CPU per usage event. A checkpoint runs on the connection, so it stays bounded.
  await client.execute(`PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
  await client.execute(`PRAGMA wal_autocheckpoint = ${SQLITE_CHECKPOINT_PAGES}`);
  const db = drizzleLibsql(client, { schema: sqliteSchema });
  // Inside migrate()'s transaction a generated PRAGMA foreign_keys=OFF is a no-op, and a table rebuild
  // would cascade-delete child rows (drizzle-orm#5782): switch it off around the whole migration.
  await client.execute("PRAGMA foreign_keys = OFF");
  try {
    await migrateLibsql(db, { migrationsFolder: path.resolve(process.cwd(), MIGRATIONS.sqlite) });
  } finally {
    await client.execute("PRAGMA foreign_keys = ON");
  }
  return {
    db,
    t: sqliteSchema,
    dialect: "sqlite",
    ping: async () => {
      await client.execute("SELECT 1");
    },
    checkWritable: async () => {
      // One borrowed connection runs both statements synchronously; nothing else can slip in between.
      await client.executeMultiple("BEGIN IMMEDIATE; ROLLBACK;");
    },
    bulkInsert: async (table, columns, rows) => {
      if (!rows.length) return;
      // The whole batch as one JSON parameter unpacked by SQLite (see jsonInsert): one short statement to prepare and
      // few values to bind whatever the batch size (a multi-row VALUES list of 14 parameters a row is slow to prepare and bind),
      // and one statement is one transaction: one commit per batch. It runs on the connection every other query
      // uses. A second, worker-thread connection was tried and measured: under concurrent load the two SQLite
      // writers contend for the lock (SQLITE_BUSY, 36 vs 483 req/s in bench/load.ts).
      await client.execute(jsonInsert(table, columns, rows));
    },
    close: async () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on("error", () => undefined);
  const conn = await pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(conn), { migrationsFolder: path.resolve(process.cwd(), MIGRATIONS.pg) });
    } finally {
      await conn.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    conn.release();
  }
  const db = drizzlePg(pool, { schema: pgSchema });
  return {
    db: db as unknown as Db,
    t: pgSchema as unknown as Tables,
    dialect: "pg",
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    checkWritable: async () => {
      const { rows } = await pool.query<{ recovery: boolean; read_only: string }>(
        "SELECT pg_is_in_recovery() AS recovery, current_setting('transaction_read_only') AS read_only",
      );
      if (rows[0]?.recovery || rows[0]?.read_only === "on") {
        // Reported like the server's own refusal of a write (25006 read_only_sql_transaction).
        throw Object.assign(new Error("the database accepts no writes (standby or read-only session)"), {
          code: "25006",
          severity: "ERROR",
        });
      }
    },
    bulkInsert: async (table, columns, rows) => {
      if (!rows.length) return;
      const per = Math.floor(PG_MAX_PARAMS / columns.length);
      if (rows.length <= per) {
        await pool.query(
          bulkSql(table, columns, rows.length, (i) => `$${i}`),
          rows.flat(),
        );
        return;
      }
      const conn = await pool.connect();
      try {
        await conn.query("BEGIN");
        for (let i = 0; i < rows.length; i += per) {
          const part = rows.slice(i, i + per);
          await conn.query(
            bulkSql(table, columns, part.length, (n) => `$${n}`),
            part.flat(),
          );
        }
        await conn.query("COMMIT");
      } catch (e) {
        await conn.query("ROLLBACK").catch(() => undefined);
        throw e;
      } finally {
        conn.release();
      }
    },
    close: async () => pool.end(),
  };
}

/** Opens a database and brings its schema up to date. */
export async function openDb(url: string): Promise<DbHandle> {
  return isPostgresUrl(url) ? openPostgres(url) : openSqlite(url);
}

const globalForDb = globalThis as unknown as { __csDb?: Promise<DbHandle> };

/** The process-wide database, opened (and migrated) once. */
export function getDb(): Promise<DbHandle> {
  if (!globalForDb.__csDb) {
    const opening = openDb(getConfig().DATABASE_URL);
    globalForDb.__csDb = opening;
    // A failed open (database down at boot) must be retried by the next request, not cached.
    opening.catch(() => {
      if (globalForDb.__csDb === opening) globalForDb.__csDb = undefined;
    });
  }
  return globalForDb.__csDb;
}

/** Tests point the app at their own database. */
export function setDbForTests(handle: DbHandle | undefined): void {
  globalForDb.__csDb = handle ? Promise.resolve(handle) : undefined;
}
