import { CONNECTORS } from "./connectors";
import { DEFAULT_MAX_AGE_DAYS } from "./sources-config";
import { bumpFeedVersion, expireStaleListings, getJobsDb, retireDemoListings, upsertListings, type UpsertResult } from "./store";
import type { JobSourcesFile, NormalisedListing, SourceConfig } from "./types";

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

export interface HarvestOptions {
  fetchFn?: FetchFn;
  now?: number;
  /** Waits between retries; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
  /** Where listings go; defaults to the database (embedding on ingest). */
  store?: (listings: NormalisedListing[], now: number) => Promise<UpsertResult>;
  /** Skip expiry and feed bookkeeping (when `store` is not the database). */
  skipBookkeeping?: boolean;
}

export interface SourceReport {
  source: string;
  ok: boolean;
  attempts: number;
  fetched: number;
  inserted: number;
  updated: number;
  duplicates: number;
  error?: string;
}

export interface HarvestReport {
  sources: SourceReport[];
  expired: number;
  /** demo listings set aside because live listings arrived */
  demoRetired: number;
}

const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** SSRF guard: only https to an allow-listed host (plain http only for loopback hosts a test allows). */
export function checkAllowedUrl(raw: string, allowedHosts: string[]): URL {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`invalid source URL: ${raw}`);
  }
  const loopback = u.hostname === "127.0.0.1" || u.hostname === "localhost" || u.hostname === "[::1]";
  if (u.protocol !== "https:" && !(u.protocol === "http:" && loopback)) throw new Error(`refused ${u.protocol} URL: ${raw}`);
  if (u.username || u.password) throw new Error("refused URL with credentials");
  if (!allowedHosts.includes(u.hostname.toLowerCase())) throw new Error(`host not in allowedHosts: ${u.hostname}`);
  return u;
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function isRetryable(e: unknown): boolean {
  if (e instanceof HttpError) return e.status === 429 || e.status >= 500;
  return true; // network errors and timeouts
}

async function fetchJson(url: string, fetchFn: FetchFn, timeoutMs: number): Promise<unknown> {
  const res = await fetchFn(url, {
    headers: { accept: "application/json", "user-agent": "CareerStack-harvester/1.0 (+https://github.com/careerstack)" },
    // A redirect could lead off the allow-list, so none is followed.
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new HttpError(res.status);
  const text = await res.text();
  if (text.length > MAX_BODY_BYTES) throw new Error("response too large");
  return JSON.parse(text);
}

async function harvestSource(
  cfg: SourceConfig,
  file: JobSourcesFile,
  opts: Required<Pick<HarvestOptions, "fetchFn" | "sleep" | "store">> & { now: number },
): Promise<SourceReport> {
  const connector = CONNECTORS[cfg.kind];
  const url = cfg.url ?? connector.endpoint(cfg);
  const report: SourceReport = {
    source: cfg.name ?? (cfg.board ? `${cfg.kind}:${cfg.board}` : cfg.kind),
    ok: false,
    attempts: 0,
    fetched: 0,
    inserted: 0,
    updated: 0,
    duplicates: 0,
  };
  try {
    checkAllowedUrl(
      url,
      file.allowedHosts.map((h) => h.toLowerCase()),
    );
  } catch (e) {
    report.error = (e as Error).message;
    return report;
  }
  const retries = file.retries ?? 2;
  let body: unknown;
  for (;;) {
    report.attempts++;
    try {
      body = await fetchJson(url, opts.fetchFn, file.timeoutMs ?? 15_000);
      break;
    } catch (e) {
      if (report.attempts > retries || !isRetryable(e)) {
        report.error = e instanceof Error ? (e.name === "TimeoutError" ? "timed out" : e.message) : String(e);
        return report;
      }
      // Exponential back-off: 0.5 s, 1 s, 2 s …
      await opts.sleep(500 * 2 ** (report.attempts - 1));
    }
  }
  try {
    const listings = connector.parse(body, cfg, opts.now);
    report.fetched = listings.length;
    Object.assign(report, await opts.store(listings, opts.now));
    report.ok = true;
  } catch (e) {
    report.error = `could not store listings: ${e instanceof Error ? e.message : String(e)}`;
  }
  return report;
}

/** Runs every enabled source one after another; a failing source is reported and never stops the others. */
export async function harvestJobs(file: JobSourcesFile, options: HarvestOptions = {}): Promise<HarvestReport> {
  const now = options.now ?? Date.now();
  const opts = {
    fetchFn: options.fetchFn ?? ((url: string, init: RequestInit) => fetch(url, init)),
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))),
    store: options.store ?? upsertListings,
    now,
  };
  const sources: SourceReport[] = [];
  for (const cfg of file.sources.filter((s) => s.enabled)) sources.push(await harvestSource(cfg, file, opts));
  let expired = 0;
  let demoRetired = 0;
  if (!options.skipBookkeeping) {
    if (sources.some((s) => s.ok && s.fetched > 0)) demoRetired = await retireDemoListings(now);
    expired = await expireStaleListings(now, file.maxAgeDays ?? DEFAULT_MAX_AGE_DAYS);
    const { db, t } = await getJobsDb();
    await bumpFeedVersion(db, t, now, { lastHarvestAt: now });
  }
  return { sources, expired, demoRetired };
}
