/** A listing after normalisation, before storage (no id/embedding yet). */
export interface NormalisedListing {
  source: string;
  sourceId: string;
  title: string;
  company: string;
  location: string;
  /** ISO 3166-1 alpha-2, or null when the location names no country we can resolve (e.g. "Worldwide"). */
  countryCode: string | null;
  remote: boolean;
  salary: Salary | null;
  /** Canonical URL: https, no tracking query, no fragment, no trailing slash. */
  url: string;
  description: string;
  postedAt: number;
  updatedAt: number;
}

export type SalaryInterval = "year" | "month" | "week" | "day" | "hour";

export interface Salary {
  min: number | null;
  max: number | null;
  currency: string | null;
  interval: SalaryInterval;
}

/** A stored listing as the matcher sees it. */
export interface StoredListing extends NormalisedListing {
  id: string;
  fetchedAt: number;
}

export type SourceKind = "greenhouse" | "lever" | "ashby" | "remotive" | "arbeitnow" | "remoteok";

export interface SourceConfig {
  kind: SourceKind;
  /** Board token / site / board name for greenhouse, lever, ashby; unused for the aggregators. */
  board?: string;
  /** Display name stored as `source` (defaults to the kind, e.g. "greenhouse:acme"). */
  name?: string;
  /** Employer name for single-company boards whose feed omits it (Lever, Ashby). */
  company?: string;
  enabled?: boolean;
  /** Overrides the documented endpoint (tests point it at a loopback server). */
  url?: string;
}

export interface JobSourcesFile {
  /** Hosts the harvester may call; anything else is refused before a socket is opened. */
  allowedHosts: string[];
  timeoutMs?: number;
  retries?: number;
  maxAgeDays?: number;
  sources: SourceConfig[];
}
