import { bigint, boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

// Mirror of schema-sqlite-jobs.ts (see there). bigint in number mode: epoch ms fits in 2^53.

export const jobListings = pgTable(
  "job_listings",
  {
    id: text("id").primaryKey(),
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    countryCode: text("country_code"),
    remote: boolean("remote").notNull().default(false),
    salaryMin: doublePrecision("salary_min"),
    salaryMax: doublePrecision("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryInterval: text("salary_interval"),
    url: text("url").notNull(),
    description: text("description").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    postedAt: bigint("posted_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
    fetchedAt: bigint("fetched_at", { mode: "number" }).notNull(),
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

export const jobFeedState = pgTable("job_feed_state", {
  id: text("id").primaryKey(),
  version: integer("version").notNull().default(0),
  demoSeededAt: bigint("demo_seeded_at", { mode: "number" }),
  lastHarvestAt: bigint("last_harvest_at", { mode: "number" }),
  updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
});
