import { countries } from "countries-list";
import { createHash } from "node:crypto";
import type { Salary, SalaryInterval } from "./types";

const COUNTRY_BY_NAME = new Map<string, string>();
for (const [code, c] of Object.entries(countries)) {
  COUNTRY_BY_NAME.set(c.name.toLowerCase(), code);
  COUNTRY_BY_NAME.set(c.native.toLowerCase(), code);
  for (const alias of (c as { alias?: string[] }).alias ?? []) COUNTRY_BY_NAME.set(alias.toLowerCase(), code);
}
// Common spellings in job ads that the country list does not carry.
for (const [name, code] of Object.entries({
  usa: "US",
  "united states of america": "US",
  uk: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  deutschland: "DE",
  uae: "AE",
  holland: "NL",
  "the netherlands": "NL",
  "south korea": "KR",
  "czech republic": "CZ",
})) {
  COUNTRY_BY_NAME.set(name, code);
}

const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split(
    " ",
  ),
);
const CA_PROVINCES = new Set("AB BC MB NB NL NS NT NU ON PE QC SK YT".split(" "));
const AU_STATES = new Set("NSW VIC QLD WA SA TAS ACT NT".split(" "));

/** Large job-market cities whose ads often omit the country. */
const CITY_COUNTRY: Record<string, string> = {
  london: "GB",
  manchester: "GB",
  edinburgh: "GB",
  berlin: "DE",
  munich: "DE",
  münchen: "DE",
  hamburg: "DE",
  frankfurt: "DE",
  cologne: "DE",
  köln: "DE",
  paris: "FR",
  lyon: "FR",
  amsterdam: "NL",
  rotterdam: "NL",
  madrid: "ES",
  barcelona: "ES",
  milan: "IT",
  rome: "IT",
  dublin: "IE",
  stockholm: "SE",
  warsaw: "PL",
  kraków: "PL",
  krakow: "PL",
  lisbon: "PT",
  porto: "PT",
  zurich: "CH",
  zürich: "CH",
  geneva: "CH",
  toronto: "CA",
  vancouver: "CA",
  montreal: "CA",
  sydney: "AU",
  melbourne: "AU",
  auckland: "NZ",
  bengaluru: "IN",
  bangalore: "IN",
  mumbai: "IN",
  hyderabad: "IN",
  singapore: "SG",
  tokyo: "JP",
  "são paulo": "BR",
  "sao paulo": "BR",
  "mexico city": "MX",
  johannesburg: "ZA",
  "cape town": "ZA",
  dubai: "AE",
  lagos: "NG",
  nairobi: "KE",
  "new york": "US",
  "san francisco": "US",
  seattle: "US",
  austin: "US",
  chicago: "US",
  boston: "US",
  vienna: "AT",
  wien: "AT",
  copenhagen: "DK",
  oslo: "NO",
  helsinki: "FI",
  brussels: "BE",
  prague: "CZ",
  tallinn: "EE",
};

/** ISO alpha-2 from a free-text location ("Berlin, Germany", "Austin, TX", "Remote - UK"); null when unknown. */
export function resolveCountryCode(location: string): string | null {
  const text = location.trim();
  if (!text) return null;
  const parts = text
    .split(/[,/|()\-–·;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i];
    const lower = p.toLowerCase().replace(/\.$/, "");
    const byName = COUNTRY_BY_NAME.get(lower);
    if (byName) return byName;
    if (US_STATES.has(p) && parts.length > 1) return "US";
    if (CA_PROVINCES.has(p) && parts.length > 1) return "CA";
    if (AU_STATES.has(p) && parts.length > 1) return "AU";
    if (/^[A-Z]{2}$/.test(p) && p in countries && parts.length > 1) return p;
    const city = CITY_COUNTRY[lower];
    if (city) return city;
  }
  return null;
}

export function detectRemote(...texts: (string | null | undefined)[]): boolean {
  return texts.some((t) => typeof t === "string" && /\b(remote|work from home|wfh|anywhere|distributed)\b/i.test(t));
}

const TRACKING_PARAMS = /^(utm_|gh_src|lever-|ref$|source$|src$|gclid|fbclid)/i;

/** https, lower-case host, no fragment, no tracking parameters, no trailing slash. */
export function canonicaliseUrl(raw: string): string {
  try {
    const u = new URL(raw.trim());
    if (u.protocol === "http:" && u.hostname !== "127.0.0.1" && u.hostname !== "localhost") u.protocol = "https:";
    u.hash = "";
    u.hostname = u.hostname.toLowerCase();
    for (const key of [...u.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) u.searchParams.delete(key);
    if (u.pathname.length > 1 && u.pathname.endsWith("/")) u.pathname = u.pathname.replace(/(?<!\/)\/+$/, "");
    return u.toString();
  } catch {
    return raw.trim();
  }
}

const STOP = new Set(["the", "a", "an", "and", "of", "for", "m", "f", "d", "w", "x", "h", "gmbh", "ltd", "inc", "llc", "sa", "bv"]);

/** Words of a string lower-cased, accents and punctuation stripped, stop-words dropped, sorted. */
export function normaliseWords(s: string): string[] {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w && !STOP.has(w))
    .sort();
}

/**
 * Fuzzy identity of a listing posted on several boards: title words + company words + country.
 * Word order, punctuation, "(m/f/d)" and legal suffixes do not change it.
 */
export function buildDedupeKey(title: string, company: string, countryCode: string | null, location: string): string {
  const loc = countryCode ?? normaliseWords(location).join(" ");
  const basis = `${normaliseWords(title).join(" ")}|${normaliseWords(company).join(" ")}|${loc}`;
  return createHash("sha256").update(basis).digest("hex").slice(0, 32);
}

export function listingId(url: string): string {
  return `job_${createHash("sha256").update(url).digest("hex").slice(0, 24)}`;
}

const ELEMENT_START = /<(script|style)/gi;
const CLOSING_TAG = { script: /<\/script>/gi, style: /<\/style>/gi } as const;

/**
 * Replaces what `/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi` matches with a space, in linear time. That pattern
 * rescanned the rest of the text from every "<script" without a ">" or a closing tag after it; here each
 * search resumes where the last one of its kind stopped, since a later start cannot find what an earlier missed.
 */
function dropScriptsAndStyles(html: string): string {
  let out = "";
  let copied = 0;
  let tagEnd = -1;
  const closeAt: Record<keyof typeof CLOSING_TAG, number> = { script: -1, style: -1 };
  ELEMENT_START.lastIndex = 0;
  for (let m = ELEMENT_START.exec(html); m; m = ELEMENT_START.exec(html)) {
    if (m.index < copied) continue;
    if (tagEnd < m.index) tagEnd = html.indexOf(">", m.index);
    if (tagEnd < 0) break;
    const name = m[1].toLowerCase() as keyof typeof CLOSING_TAG;
    if (closeAt[name] !== Infinity && closeAt[name] <= tagEnd) {
      const close = CLOSING_TAG[name];
      close.lastIndex = tagEnd + 1;
      closeAt[name] = close.exec(html)?.index ?? Infinity;
    }
    if (closeAt[name] === Infinity) continue;
    const end = closeAt[name] + name.length + 3;
    out += html.slice(copied, m.index) + " ";
    copied = end;
    ELEMENT_START.lastIndex = end;
  }
  return out + html.slice(copied);
}

/** Strips HTML tags and entities to plain text (job boards send HTML descriptions). */
export function stripHtml(html: string): string {
  return (
    dropScriptsAndStyles(html)
      .replace(/<br\s*\/?>|<\/(p|li|div|h\d)>/gi, "\n")
      // A "<" with an unclosed "<" before it cannot find a ">" either (the lookbehind): no rescan from each one.
      .replace(/<(?<!<[^>]*?<)[^>]+>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/[ \t]+/g, " ")
      .replace(/(?<! ) *\n\s*/g, "\n")
      .trim()
  );
}

const INTERVALS: Record<string, SalaryInterval> = {
  year: "year",
  yearly: "year",
  annual: "year",
  annually: "year",
  "per-year-salary": "year",
  "1 year": "year",
  yr: "year",
  month: "month",
  monthly: "month",
  "per-month-salary": "month",
  week: "week",
  weekly: "week",
  day: "day",
  daily: "day",
  hour: "hour",
  hourly: "hour",
  "per-hour-wage": "hour",
  hr: "hour",
};

export function parseInterval(s: string | null | undefined): SalaryInterval {
  if (!s) return "year";
  const key = s.toLowerCase().replace(/_/g, "-").trim();
  return INTERVALS[key] ?? INTERVALS[key.replace(/^per[- ]/, "")] ?? "year";
}

const CURRENCY_SYMBOL: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "₹": "INR", "¥": "JPY" };

/** Salary from free text like "$120k - $150k", "€50,000–60,000 per year", "£18/hour". */
export function parseSalaryText(text: string | null | undefined): Salary | null {
  if (!text) return null;
  const t = text.replace(/\u00a0/g, " ");
  const nums = [...t.matchAll(/(\d{1,3}(?:[.,]\d{3})+|\d+(?:\.\d+)?)\s*([kK])?/g)].map((m) => {
    const n = Number(m[1].replace(/[.,](?=\d{3}\b)/g, ""));
    return m[2] ? n * 1000 : n;
  });
  const values = nums.filter((n) => Number.isFinite(n) && n > 0);
  if (values.length === 0) return null;
  const code = t.match(/\b(USD|EUR|GBP|CAD|AUD|CHF|SEK|PLN|INR|SGD|JPY|BRL|MXN|ZAR|AED|NGN|KES|NZD)\b/i)?.[1]?.toUpperCase();
  const symbol = Object.keys(CURRENCY_SYMBOL).find((s) => t.includes(s));
  const interval = /hour|\/h\b|hr\b/i.test(t)
    ? "hour"
    : /month|\/mo\b/i.test(t)
      ? "month"
      : /week/i.test(t)
        ? "week"
        : /day|daily/i.test(t)
          ? "day"
          : "year";
  return {
    min: Math.min(...values.slice(0, 2)),
    max: Math.max(...values.slice(0, 2)),
    currency: code ?? (symbol ? CURRENCY_SYMBOL[symbol] : null),
    interval,
  };
}

export function parseTime(value: unknown, fallback: number): number {
  if (typeof value === "number" && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
  if (typeof value === "string" && value.trim()) {
    const ms = Date.parse(value);
    if (Number.isFinite(ms)) return ms;
  }
  return fallback;
}
