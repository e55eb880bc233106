import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import * as sqliteJobs from "@/lib/db/schema-sqlite-jobs";
import * as pgJobs from "@/lib/db/schema-pg-jobs";
import { embedModelFingerprint, embedTexts } from "@/lib/models/embeddings";
import { applyConceptChannel } from "@/lib/models/embeddings/concept-channel";
import { loadConceptLexicon } from "@/lib/models/embeddings/concept-lexicon";
import { decodeFloat32, encodeFloat32 } from "@/lib/models/embeddings/projection";
import { listingEmbeddingText } from "./embedding-text";
import { buildDedupeKey, listingId } from "./normalise";
import { findDemoSentenceVector, hasDemoSentenceVectors } from "./demo/demo-vectors";
import type { NormalisedListing, StoredListing } from "./types";

export type JobTables = typeof sqliteJobs;
const FEED_ID = "jobs";

/** Both dialects share column names; call sites are typed against the SQLite tables (see lib/db). */
export async function getJobsDb(): Promise<{ db: Db; t: JobTables }> {
  const h = await getDb();
  return { db: h.db, t: h.dialect === "pg" ? (pgJobs as unknown as JobTables) : sqliteJobs };
}

export { listingEmbeddingText };

/**
 * embedTexts, except texts whose sentence vector ships precomputed with the demo feed: for those only the
 * (cheap, pure) concept channel runs here.
 */
export async function embedListingTexts(texts: string[]): Promise<Float32Array[]> {
  const lexicon = hasDemoSentenceVectors() ? loadConceptLexicon() : null;
  const out: (Float32Array | undefined)[] = texts.map((t) => {
    const sentence = lexicon ? findDemoSentenceVector(t) : undefined;
    return sentence && lexicon ? applyConceptChannel(sentence, t, lexicon) : undefined;
  });
  const missing = texts.map((t, i) => (out[i] ? -1 : i)).filter((i) => i >= 0);
  const computed = await embedTexts(missing.map((i) => texts[i]));
  missing.forEach((i, k) => (out[i] = computed[k]));
  return out as Float32Array[];
}

export interface UpsertResult {
  inserted: number;
  updated: number;
  duplicates: number;
}

type Row = typeof sqliteJobs.jobListings.$inferSelect;

function rowToListing(r: Row): StoredListing {
  return {
    id: r.id,
    source: r.source,
    sourceId: r.sourceId,
    title: r.title,
    company: r.company,
    location: r.location,
    countryCode: r.countryCode,
    remote: Boolean(r.remote),
    salary:
      r.salaryMin !== null || r.salaryMax !== null
        ? {
            min: r.salaryMin,
            max: r.salaryMax,
            currency: r.salaryCurrency,
            interval: (r.salaryInterval ?? "year") as NonNullable<StoredListing["salary"]>["interval"],
          }
        : null,
    url: r.url,
    description: r.description,
    postedAt: r.postedAt,
    updatedAt: r.updatedAt,
    fetchedAt: r.fetchedAt,
  };
}

export async function bumpFeedVersion(
  db: Db,
  t: JobTables,
  now: number,
  patch: { demoSeededAt?: number; lastHarvestAt?: number } = {},
): Promise<void> {
  await db
    .insert(t.jobFeedState)
    .values({ id: FEED_ID, version: 1, updatedAt: now, ...patch })
    .onConflictDoUpdate({ target: t.jobFeedState.id, set: { version: sql`${t.jobFeedState.version} + 1`, updatedAt: now, ...patch } });
}

export async function readFeedVersion(): Promise<number> {
  const { db, t } = await getJobsDb();
  const rows = await db.select({ v: t.jobFeedState.version }).from(t.jobFeedState).where(eq(t.jobFeedState.id, FEED_ID));
  return rows[0]?.v ?? 0;
}

/**
 * Stores listings: de-duplicated first by canonical URL, then by the fuzzy title+company+country key
 * (a listing cross-posted on two boards is kept once, the earliest-stored copy wins). New or changed
 * listings are embedded before they are written, so every active row carries its vector.
 */
export async function upsertListings(listings: NormalisedListing[], now: number): Promise<UpsertResult> {
  const { db, t } = await getJobsDb();
  const result: UpsertResult = { inserted: 0, updated: 0, duplicates: 0 };
  const fingerprint = embedModelFingerprint();
  const seenUrl = new Set<string>();
  const seenKey = new Set<string>();
  const batch: (NormalisedListing & { dedupeKey: string })[] = [];
  for (const l of listings) {
    const dedupeKey = buildDedupeKey(l.title, l.company, l.countryCode, l.location);
    if (seenUrl.has(l.url) || seenKey.has(dedupeKey)) {
      result.duplicates++;
      continue;
    }
    seenUrl.add(l.url);
    seenKey.add(dedupeKey);
    batch.push({ ...l, dedupeKey });
  }
  for (let i = 0; i < batch.length; i += 100) {
    const chunk = batch.slice(i, i + 100);
    const existing = await db
      .select({
        url: t.jobListings.url,
        dedupeKey: t.jobListings.dedupeKey,
        title: t.jobListings.title,
        description: t.jobListings.description,
        embedding: t.jobListings.embedding,
        embeddingModel: t.jobListings.embeddingModel,
      })
      .from(t.jobListings)
      .where(
        inArray(
          t.jobListings.url,
          chunk.map((c) => c.url),
        ),
      );
    const byUrl = new Map(existing.map((e) => [e.url, e]));
    const keyHits = await db
      .select({ url: t.jobListings.url, dedupeKey: t.jobListings.dedupeKey })
      .from(t.jobListings)
      .where(
        and(
          inArray(
            t.jobListings.dedupeKey,
            chunk.map((c) => c.dedupeKey),
          ),
          eq(t.jobListings.status, "active"),
        ),
      );
    const urlByKey = new Map(keyHits.map((k) => [k.dedupeKey, k.url]));
    const todo = chunk.filter((c) => {
      const otherUrl = urlByKey.get(c.dedupeKey);
      if (!byUrl.has(c.url) && otherUrl && otherUrl !== c.url) {
        result.duplicates++;
        return false;
      }
      return true;
    });
    const needsVector = todo.filter((c) => {
      const e = byUrl.get(c.url);
      return !e || !e.embedding || e.embeddingModel !== fingerprint || listingEmbeddingText(e) !== listingEmbeddingText(c);
    });
    const vectors = await embedListingTexts(needsVector.map(listingEmbeddingText));
    const vectorByUrl = new Map(needsVector.map((c, k) => [c.url, encodeFloat32(vectors[k])]));
    for (const c of todo) {
      const values = {
        source: c.source,
        sourceId: c.sourceId,
        title: c.title,
        company: c.company,
        location: c.location,
        countryCode: c.countryCode,
        remote: c.remote,
        salaryMin: c.salary?.min ?? null,
        salaryMax: c.salary?.max ?? null,
        salaryCurrency: c.salary?.currency ?? null,
        salaryInterval: c.salary?.interval ?? null,
        description: c.description,
        dedupeKey: c.dedupeKey,
        postedAt: c.postedAt,
        updatedAt: c.updatedAt,
        fetchedAt: now,
        status: "active",
        ...(vectorByUrl.has(c.url) ? { embedding: vectorByUrl.get(c.url), embeddingModel: fingerprint } : {}),
      };
      if (byUrl.has(c.url)) {
        await db.update(t.jobListings).set(values).where(eq(t.jobListings.url, c.url));
        result.updated++;
      } else {
        // Another instance may insert the same URL concurrently: the unique index makes that a no-op.
        await db
          .insert(t.jobListings)
          .values({ id: listingId(c.url), url: c.url, ...values })
          .onConflictDoNothing();
        result.inserted++;
      }
    }
  }
  if (result.inserted + result.updated > 0) await bumpFeedVersion(db, t, now);
  return result;
}

/** Marks listings posted more than maxAgeDays ago as expired; returns how many. */
export async function expireStaleListings(now: number, maxAgeDays: number): Promise<number> {
  const { db, t } = await getJobsDb();
  const cutoff = now - maxAgeDays * 86_400_000;
  const stale = await db
    .select({ id: t.jobListings.id })
    .from(t.jobListings)
    .where(and(eq(t.jobListings.status, "active"), lt(t.jobListings.postedAt, cutoff)));
  if (stale.length === 0) return 0;
  await db
    .update(t.jobListings)
    .set({ status: "expired" })
    .where(and(eq(t.jobListings.status, "active"), lt(t.jobListings.postedAt, cutoff)));
  await bumpFeedVersion(db, t, now);
  return stale.length;
}

export async function countActiveListings(): Promise<number> {
  const { db, t } = await getJobsDb();
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(t.jobListings)
    .where(eq(t.jobListings.status, "active"));
  return Number(rows[0]?.n ?? 0);
}

export interface ListingWithVector extends StoredListing {
  vector: Float32Array;
}

export async function loadActiveListings(): Promise<ListingWithVector[]> {
  const { db, t } = await getJobsDb();
  const rows = await db.select().from(t.jobListings).where(eq(t.jobListings.status, "active"));
  return rows
    .filter((r) => r.embedding && r.embeddingModel === embedModelFingerprint())
    .map((r) => ({ ...rowToListing(r), vector: decodeFloat32(r.embedding as string) }));
}

/**
 * Re-embeds active listings whose vector was made by another model fingerprint (an older concept lexicon, or
 * embed-v1 before the concept channel), so a feed never mixes vectors of two models. Returns how many.
 */
export async function reembedStaleListings(now: number): Promise<number> {
  const { db, t } = await getJobsDb();
  const fingerprint = embedModelFingerprint();
  const rows = await db
    .select({
      url: t.jobListings.url,
      title: t.jobListings.title,
      description: t.jobListings.description,
      embeddingModel: t.jobListings.embeddingModel,
    })
    .from(t.jobListings)
    .where(eq(t.jobListings.status, "active"));
  const stale = rows.filter((r) => r.embeddingModel !== fingerprint);
  for (let i = 0; i < stale.length; i += 100) {
    const chunk = stale.slice(i, i + 100);
    const vectors = await embedListingTexts(chunk.map(listingEmbeddingText));
    for (const [k, r] of chunk.entries()) {
      await db
        .update(t.jobListings)
        .set({ embedding: encodeFloat32(vectors[k]), embeddingModel: fingerprint })
        .where(eq(t.jobListings.url, r.url));
    }
  }
  if (stale.length) await bumpFeedVersion(db, t, now);
  return stale.length;
}

/** Once a live source has delivered listings, the demo feed steps aside so results never mix the two. */
export async function retireDemoListings(now: number): Promise<number> {
  const { db, t } = await getJobsDb();
  const active = and(eq(t.jobListings.source, "demo"), eq(t.jobListings.status, "active"));
  const rows = await db.select({ id: t.jobListings.id }).from(t.jobListings).where(active);
  if (rows.length === 0) return 0;
  await db.update(t.jobListings).set({ status: "retired" }).where(active);
  await bumpFeedVersion(db, t, now);
  return rows.length;
}
