import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

// Mirror of schema-sqlite.ts (see there). bigint in number mode: epoch ms fits in 2^53.

export const accounts = pgTable(
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
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("accounts_email_uq").on(t.email)],
);

export const apiKeys = pgTable(
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
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    lastUsedAt: bigint("last_used_at", { mode: "number" }),
    expiresAt: bigint("expires_at", { mode: "number" }),
    revokedAt: bigint("revoked_at", { mode: "number" }),
    /** Rotation chain id (see schema-sqlite.ts): the limiter's per-minute and daily subject. */
    lineageId: text("lineage_id"),
  },
  (t) => [uniqueIndex("api_keys_hash_uq").on(t.keyHash), index("api_keys_account_idx").on(t.accountId)],
);

/** Portal sessions ended by sign-out before their JWT expires (rows are pruned after `expires_at`). */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sid: text("sid").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Failed portal sign-ins per (client address, e-mail) pair, for the progressive delay between attempts.
 * `id` is a SHA-256 of the pair, so neither is stored in clear. Rows older than the window are pruned.
 */
export const signinThrottle = pgTable(
  "signin_throttle",
  {
    id: text("id").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: bigint("last_failure_at", { mode: "number" }).notNull(),
  },
  (t) => [index("signin_throttle_last_idx").on(t.lastFailureAt)],
);

export const usageEvents = pgTable(
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
    livemode: boolean("livemode").notNull().default(true),
    billable: boolean("billable").notNull().default(true),
    day: text("day").notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
  },
  // Every index is one more b-tree write per event. No index on key_id: every usage query filters by account and
  // period, which (account_id, at) serves; (subject, day) serves the daily quota's count after a restart.
  (t) => [index("usage_events_account_at_idx").on(t.accountId, t.at), index("usage_events_subject_day_idx").on(t.subject, t.day)],
);

export const candidateContexts = pgTable(
  "candidate_contexts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    data: jsonb("data").notNull().$type<Record<string, unknown>>(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [index("candidate_contexts_account_idx").on(t.accountId)],
);
