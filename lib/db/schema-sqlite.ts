import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Keep in step with schema-pg.ts: tests/integration/schema-drift.test.ts compares the two.
// Times are epoch milliseconds in both dialects so rows read the same everywhere.

export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    company: text("company"),
    useCase: text("use_case"),
    passwordHash: text("password_hash"),
    tier: text("tier").notNull().default("FREE"),
    /** Bumped by "sign out everywhere" and password changes: portal sessions carrying an older value end. */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [uniqueIndex("accounts_email_uq").on(t.email)],
);

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    family: text("family").notNull(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    tier: text("tier").notNull(),
    keyType: text("key_type").notNull(),
    name: text("name"),
    status: text("status").notNull().default("active"),
    createdAt: integer("created_at").notNull(),
    lastUsedAt: integer("last_used_at"),
    expiresAt: integer("expires_at"),
    revokedAt: integer("revoked_at"),
    /**
     * The id of the first key of a rotation chain, copied to every successor: the per-minute window and
     * the daily quota are counted per lineage, so rotating (with or without a grace period) neither
     * multiplies the per-minute limit nor resets the day's quota. Null only on rows from before the
     * column existed (the migration backfills them with their own id); read it as `lineageId ?? id`.
     */
    lineageId: text("lineage_id"),
  },
  (t) => [uniqueIndex("api_keys_hash_uq").on(t.keyHash), index("api_keys_account_idx").on(t.accountId)],
);

/** Portal sessions ended by sign-out before their JWT expires (rows are pruned after `expires_at`). */
export const revokedSessions = sqliteTable(
  "revoked_sessions",
  {
    sid: text("sid").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Failed portal sign-ins per (client address, e-mail) pair, for the progressive delay between attempts.
 * `id` is a SHA-256 of the pair, so neither is stored in clear. Rows older than the window are pruned.
 */
export const signinThrottle = sqliteTable(
  "signin_throttle",
  {
    id: text("id").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: integer("last_failure_at").notNull(),
  },
  (t) => [index("signin_throttle_last_idx").on(t.lastFailureAt)],
);

export const usageEvents = sqliteTable(
  "usage_events",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id"),
    keyId: text("key_id"),
    subject: text("subject").notNull(),
    family: text("family").notNull(),
    endpoint: text("endpoint").notNull(),
    method: text("method").notNull(),
    status: integer("status").notNull(),
    latencyMs: integer("latency_ms").notNull(),
    model: text("model"),
    /** the X-Request-Id the caller got; error code and message of a failed request (request log) */
    requestId: text("request_id"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    livemode: integer("livemode", { mode: "boolean" }).notNull().default(true),
    billable: integer("billable", { mode: "boolean" }).notNull().default(true),
    day: text("day").notNull(),
    at: integer("at").notNull(),
  },
  // Every index is one more b-tree write per event. No index on key_id: every usage query filters by account and
  // period, which (account_id, at) serves; (subject, day) serves the daily quota's count after a restart.
  (t) => [index("usage_events_account_at_idx").on(t.accountId, t.at), index("usage_events_subject_day_idx").on(t.subject, t.day)],
);

export const candidateContexts = sqliteTable(
  "candidate_contexts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("candidate_contexts_account_idx").on(t.accountId)],
);
