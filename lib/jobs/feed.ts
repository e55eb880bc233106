import { generateDemoFeed } from "./demo/demo-feed";
import { DEFAULT_MAX_AGE_DAYS, loadSourcesConfig } from "./sources-config";
import {
  countActiveListings,
  expireStaleListings,
  getJobsDb,
  loadActiveListings,
  readFeedVersion,
  reembedStaleListings,
  upsertListings,
  bumpFeedVersion,
  type ListingWithVector,
} from "./store";
import { VectorIndex } from "./vector-index";

/** The per-process view of the feed: listings + their matrix, rebuilt when the DB version moves. */
export interface FeedSnapshot {
  version: number;
  listings: ListingWithVector[];
  index: VectorIndex;
}

const holder = globalThis as unknown as {
  __csJobFeed?: { snapshot?: FeedSnapshot; seeding?: Promise<void>; lastExpiry?: number; refreshed?: boolean };
};
const state = (holder.__csJobFeed ??= {});
const HOUR = 3_600_000;

function maxAgeDays(): number {
  try {
    return loadSourcesConfig().maxAgeDays ?? DEFAULT_MAX_AGE_DAYS;
  } catch {
    return DEFAULT_MAX_AGE_DAYS;
  }
}

/**
 * Seeds the bundled demo feed when no active listing exists (first use, or everything expired),
 * once per process at a time; concurrent instances are safe because inserts ignore existing URLs.
 */
export async function ensureDemoFeed(now = Date.now()): Promise<void> {
  if (state.seeding) return state.seeding;
  state.seeding = (async () => {
    if ((await countActiveListings()) > 0) {
      // A model change (new concept lexicon) leaves stored vectors stale; recompute them once, here.
      if (!state.refreshed) {
        await reembedStaleListings(now);
        state.refreshed = true;
      }
      return;
    }
    await upsertListings(generateDemoFeed(now), now);
    const { db, t } = await getJobsDb();
    await bumpFeedVersion(db, t, now, { demoSeededAt: now });
  })().finally(() => {
    state.seeding = undefined;
  });
  return state.seeding;
}

/** The current snapshot: expires stale listings (hourly), seeds the demo feed if empty, reloads on version change. */
export async function getFeedSnapshot(now = Date.now()): Promise<FeedSnapshot> {
  if (!state.lastExpiry || now - state.lastExpiry > HOUR) {
    state.lastExpiry = now;
    await expireStaleListings(now, maxAgeDays());
  }
  await ensureDemoFeed(now);
  const version = await readFeedVersion();
  if (!state.snapshot || state.snapshot.version !== version) {
    const listings = await loadActiveListings();
    const index = new VectorIndex(
      listings.map((l) => l.vector),
      listings.map((l) => l.countryCode),
      undefined,
      { hnswBuild: "background" },
    );
    // Graphs of large pools are built in a worker right after a feed change; searches scan exactly until then.
    index.startBackgroundBuilds();
    state.snapshot = { version, listings, index };
  }
  return state.snapshot;
}

/** Tests switch databases between files. */
export function resetFeedCacheForTests(): void {
  state.snapshot = undefined;
  state.lastExpiry = undefined;
  state.refreshed = undefined;
}
