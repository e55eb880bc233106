import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Job feed tables (owner: embeddings/job-matching). Keep in step with schema-pg-jobs.ts.
// Times are epoch ms; the embed-v1 vector is base64 of 384 little-endian Float32 values.

export const jobListings = sqliteTable(
  "job_listings",
  {
    id: text("id").primaryKey(),
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    countryCode: text("country_code"),
    remote: integer("remote", { mode: "boolean" }).notNull().default(false),
    salaryMin: real("salary_min"),
    salaryMax: real("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryInterval: text("salary_interval"),
    url: text("url").notNull(),
    description: text("description").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    postedAt: integer("posted_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    fetchedAt: integer("fetched_at").notNull(),
    status: text("status").notNull().default("active"),
    embedding: text("embedding"),
    embeddingModel: text("embedding_model"),
  },
  (t) => [
    uniqueIndex("job_listings_url_uq").on(t.url),
    index("job_listings_dedupe_idx").on(t.dedupeKey),
    index("job_listings_country_status_idx").on(t.countryCode, t.status),
  ],
);

/** One row per feed ("jobs"): `version` goes up on every change so each instance reloads its matrix. */
export const jobFeedState = sqliteTable("job_feed_state", {
  id: text("id").primaryKey(),
  version: integer("version").notNull().default(0),
  demoSeededAt: integer("demo_seeded_at"),
  lastHarvestAt: integer("last_harvest_at"),
  updatedAt: integer("updated_at").notNull(),
});
