import { canonicaliseUrl, detectRemote, parseInterval, parseSalaryText, parseTime, resolveCountryCode, stripHtml } from "./normalise";
import type { NormalisedListing, Salary, SourceConfig, SourceKind } from "./types";

/**
 * One connector per public job-board JSON feed, each reading the board's documented response format.
 * Unknown or missing fields degrade to empty values rather than failing the whole feed.
 */
type Json = Record<string, unknown>;

export interface Connector {
  endpoint(cfg: SourceConfig): string;
  parse(body: unknown, cfg: SourceConfig, now: number): NormalisedListing[];
}

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const num = (v: unknown): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && v.trim() && Number.isFinite(Number(v)) ? Number(v) : null;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Greenhouse escapes its HTML once more (&lt;p&gt;); unescape before stripping tags.
const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const MAX_DESCRIPTION = 4000;

/** Lever and Ashby feeds do not name the employer: use the configured name, else the board token ("acme-labs" → "Acme Labs"). */
function boardCompany(cfg: SourceConfig): string {
  if (cfg.company) return cfg.company;
  return (cfg.board ?? "")
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

function sourceName(cfg: SourceConfig): string {
  return cfg.name ?? (cfg.board ? `${cfg.kind}:${cfg.board}` : cfg.kind);
}

function build(
  cfg: SourceConfig,
  now: number,
  f: {
    id: unknown;
    title: unknown;
    company: unknown;
    location: string;
    url: unknown;
    description: string;
    posted: unknown;
    updated?: unknown;
    remote?: boolean;
    salary?: Salary | null;
    country?: string | null;
  },
): NormalisedListing | null {
  const title = str(f.title).trim();
  const url = str(f.url).trim();
  if (!title || !url) return null;
  const location = f.location.trim() || (f.remote ? "Remote" : "");
  const postedAt = parseTime(f.posted, now);
  return {
    source: sourceName(cfg),
    sourceId: str(f.id) || url,
    title,
    company: str(f.company).trim() || cfg.board || "Unknown company",
    location,
    countryCode: f.country ?? resolveCountryCode(location),
    remote: f.remote ?? detectRemote(location, title),
    salary: f.salary ?? null,
    url: canonicaliseUrl(url),
    description: f.description.slice(0, MAX_DESCRIPTION),
    postedAt,
    updatedAt: parseTime(f.updated, postedAt),
  };
}

const keep = (xs: (NormalisedListing | null)[]) => xs.filter((x): x is NormalisedListing => x !== null);

export const CONNECTORS: Record<SourceKind, Connector> = {
  greenhouse: {
    endpoint: (cfg) => `https://boards-api.greenhouse.io/v1/boards/${encodeURIComponent(cfg.board ?? "")}/jobs?content=true`,
    parse: (body, cfg, now) =>
      keep(
        arr(obj(body).jobs).map((j) => {
          const job = obj(j);
          const location = str(obj(job.location).name);
          return build(cfg, now, {
            id: job.id,
            title: job.title,
            company: job.company_name ?? boardCompany(cfg),
            location,
            url: job.absolute_url,
            description: stripHtml(unescapeHtml(str(job.content))),
            posted: job.first_published ?? job.updated_at,
            updated: job.updated_at,
          });
        }),
      ),
  },
  lever: {
    endpoint: (cfg) => `https://api.lever.co/v0/postings/${encodeURIComponent(cfg.board ?? "")}?mode=json`,
    parse: (body, cfg, now) =>
      keep(
        arr(body).map((j) => {
          const job = obj(j);
          const cat = obj(job.categories);
          const range = obj(job.salaryRange);
          const salary: Salary | null =
            num(range.min) !== null || num(range.max) !== null
              ? {
                  min: num(range.min),
                  max: num(range.max),
                  currency: str(range.currency) || null,
                  interval: parseInterval(str(range.interval)),
                }
              : null;
          const location = str(cat.location);
          const country = str(job.country).toUpperCase();
          return build(cfg, now, {
            id: job.id,
            title: job.text,
            company: boardCompany(cfg),
            location,
            url: job.hostedUrl,
            description: str(job.descriptionPlain) || stripHtml(str(job.description)),
            posted: job.createdAt,
            updated: job.updatedAt,
            remote: str(job.workplaceType) === "remote" || detectRemote(location),
            salary,
            country: /^[A-Z]{2}$/.test(country) ? country : null,
          });
        }),
      ),
  },
  ashby: {
    endpoint: (cfg) => `https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(cfg.board ?? "")}?includeCompensation=true`,
    parse: (body, cfg, now) =>
      keep(
        arr(obj(body).jobs).map((j) => {
          const job = obj(j);
          if (job.isListed === false) return null;
          const comp = obj(job.compensation);
          const salaryPart = arr(comp.summaryComponents)
            .map(obj)
            .find((c) => str(c.compensationType) === "Salary");
          const salary: Salary | null = salaryPart
            ? {
                min: num(salaryPart.minValue),
                max: num(salaryPart.maxValue),
                currency: str(salaryPart.currencyCode) || null,
                interval: parseInterval(str(salaryPart.interval)),
              }
            : parseSalaryText(str(comp.scrapeableCompensationSalarySummary));
          const address = obj(obj(job.address).postalAddress);
          const location = str(job.location);
          const addrCountry = resolveCountryCode(str(address.addressCountry));
          return build(cfg, now, {
            id: job.id,
            title: job.title,
            company: boardCompany(cfg),
            location,
            url: job.jobUrl,
            description: str(job.descriptionPlain) || stripHtml(str(job.descriptionHtml)),
            posted: job.publishedAt,
            remote: job.isRemote === true || str(job.workplaceType).toLowerCase() === "remote",
            salary,
            country: addrCountry ?? resolveCountryCode(location),
          });
        }),
      ),
  },
  remotive: {
    endpoint: () => "https://remotive.com/api/remote-jobs",
    parse: (body, cfg, now) =>
      keep(
        arr(obj(body).jobs).map((j) => {
          const job = obj(j);
          const location = str(job.candidate_required_location);
          return build(cfg, now, {
            id: job.id,
            title: job.title,
            company: job.company_name,
            location: location || "Remote",
            url: job.url,
            description: stripHtml(str(job.description)),
            posted: job.publication_date,
            remote: true,
            salary: parseSalaryText(str(job.salary)),
            country: resolveCountryCode(location.replace(/\bonly\b/i, "")),
          });
        }),
      ),
  },
  arbeitnow: {
    endpoint: () => "https://www.arbeitnow.com/api/job-board-api",
    parse: (body, cfg, now) =>
      keep(
        arr(obj(body).data).map((j) => {
          const job = obj(j);
          const location = str(job.location);
          return build(cfg, now, {
            id: job.slug,
            title: job.title,
            company: job.company_name,
            location,
            url: job.url,
            description: stripHtml(str(job.description)),
            posted: job.created_at,
            remote: job.remote === true,
            // Arbeitnow lists German jobs; a bare city with no country is assumed to be in Germany.
            country: resolveCountryCode(location) ?? (location && job.remote !== true ? "DE" : null),
          });
        }),
      ),
  },
  remoteok: {
    endpoint: () => "https://remoteok.com/api",
    parse: (body, cfg, now) =>
      keep(
        arr(body).map((j) => {
          const job = obj(j);
          // The first element is RemoteOK's legal notice, not a job.
          if (!job.position) return null;
          const min = num(job.salary_min);
          const max = num(job.salary_max);
          const location = str(job.location);
          return build(cfg, now, {
            id: job.id,
            title: job.position,
            company: job.company,
            location: location || "Remote",
            url: job.url,
            description: stripHtml(str(job.description)),
            posted: job.epoch ?? job.date,
            remote: true,
            salary: min || max ? { min: min || null, max: max || null, currency: "USD", interval: "year" } : null,
          });
        }),
      ),
  },
};
