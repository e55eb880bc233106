/**
 * Which country's pay a simulation uses. An explicit `country` wins. Without one, the other inputs are read for a
 * country, strongest cue first: an employer that only exists in one country (NHS → GB, Bundeswehr → DE), a city or
 * region from the gazetteer (London → GB), a country name, then a currency mark on an amount (£ → GB, ₹ → IN,
 * "AUD" → AU). "Global" (the world median over 196 countries, in USD) is used only when asked for or when nothing
 * implies a country, and it is then labelled as a world median in the summary and the assumptions.
 */
import { InputError } from "@/lib/errors";
import { AMBIGUOUS_PLACES, matchPlaceAt } from "@/lib/engine/parse/places";
import { COUNTRIES, findCountry, getCountry, tokenize } from "../knowledge";
import { findAmounts } from "./inputs";
import { findOrgType } from "./org-types";

export type MarketSource = "given" | "employer" | "place" | "country name" | "currency" | "none";

export interface Market {
  /** ISO 3166-1 alpha-2, or null for the world median */
  code: string | null;
  /** country name, or "Global" */
  name: string;
  /** how results name the market: the country, or "world median (…)" */
  label: string;
  source: MarketSource;
  /** the words that implied the country, when inferred */
  cue: string | null;
  /** one sentence for the mode's assumptions */
  assumption: string;
}

/** Public employers that exist in one country only (a short list of the ones people name as their workplace). */
const EMPLOYERS: [RegExp, string][] = [
  [/\bBundeswehr\b/i, "DE"],
  [/\bDeutsche Bahn\b/i, "DE"],
  [/\bBundesagentur\b/i, "DE"],
  [/\bCharit[ée]\b/, "DE"],
  [/\bHMRC\b|\bDWP\b|\bHM Revenue\b|\bRoyal Mail\b|\bBBC\b|\bBritish Army\b|\bRoyal Navy\b|\bRAF\b/, "GB"],
  [/\bSNCF\b|\bAP-HP\b|\b[ÉE]ducation nationale\b/i, "FR"],
  [/\bBundesheer\b/i, "AT"],
  [/\bVeterans Affairs\b|\bVA hospital\b|\bUSPS\b|\bUS Army\b|\bU\.S\. Army\b/, "US"],
  [/\bCanada Post\b|\bCanadian Forces\b/i, "CA"],
  [/\bIndian Railways\b/i, "IN"],
  [/\bAustralian Defence Force\b/i, "AU"],
];

/** Currencies shared by several countries: the country whose pay we assume, said in the assumptions. */
const SHARED_CURRENCY_HOME: Record<string, string> = {
  EUR: "DE",
  USD: "US",
  XOF: "SN",
  XAF: "CM",
  XCD: "LC",
  AUD: "AU",
  NZD: "NZ",
  CHF: "CH",
  GBP: "GB",
  INR: "IN",
  ZAR: "ZA",
};

let currencyHome: Map<string, string> | null = null;
function countryOfCurrency(code: string): string | null {
  if (!currencyHome) {
    const users = new Map<string, string[]>();
    for (const c of COUNTRIES) users.set(c.currency, [...(users.get(c.currency) ?? []), c.code]);
    currencyHome = new Map([...users].map(([cur, codes]) => [cur, SHARED_CURRENCY_HOME[cur] ?? (codes.length === 1 ? codes[0] : "")]));
  }
  return currencyHome.get(code) || null;
}

interface Cue {
  code: string;
  source: MarketSource;
  cue: string;
  rank: number;
  at: number;
}

function placeCues(text: string, at: number): Cue[] {
  const tokens = tokenize(text);
  // all-lowercase input ("nurse in london") still names places; otherwise a place must be capitalised like a name
  const lowercaseText = text === text.toLowerCase();
  const out: Cue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const m = matchPlaceAt(tokens, i);
    if (!m || m.kind === "remote" || !m.countryCode) continue;
    const raw = tokens
      .slice(i, m.end + 1)
      .map((t) => t.raw)
      .join(" ");
    if (AMBIGUOUS_PLACES.has(raw.toLowerCase()) || AMBIGUOUS_PLACES.has(m.name.toLowerCase())) continue;
    if (!lowercaseText && !/^\p{Lu}/u.test(tokens[i].raw)) continue;
    out.push({
      code: m.countryCode,
      source: m.kind === "country" ? "country name" : "place",
      cue: raw,
      rank: m.kind === "country" ? 3 : 2,
      at: at + i,
    });
    i = m.end;
  }
  return out;
}

function cuesIn(texts: readonly string[]): Cue[] {
  const cues: Cue[] = [];
  texts.forEach((text, k) => {
    const at = k * 10_000;
    const org = findOrgType(text);
    if (org?.org.country) cues.push({ code: org.org.country, source: "employer", cue: org.phrase, rank: 1, at: at + org.index });
    for (const [re, code] of EMPLOYERS) {
      const m = re.exec(text);
      if (m) cues.push({ code, source: "employer", cue: m[0], rank: 1, at: at + m.index });
    }
    cues.push(...placeCues(text, at));
    for (const a of findAmounts(text)) {
      const code = a.currency ? countryOfCurrency(a.currency) : null;
      if (code) cues.push({ code, source: "currency", cue: a.raw, rank: 4, at: at + a.index });
    }
  });
  return cues.sort((a, b) => a.rank - b.rank || a.at - b.at);
}

const WORLD = /^(global|world|worldwide|international|anywhere)$/i;

function named(code: string): string {
  return getCountry(code)?.name ?? code;
}

/** Explicit country text → alpha-2 (codes, English names, "UK", "England", a city); null for Global. Throws when unknown. */
function readCountry(text: string): string | null {
  const t = text.trim();
  if (WORLD.test(t)) return null;
  const c = findCountry(t);
  if (c) return c.code;
  const place = placeCues(t.charAt(0).toUpperCase() + t.slice(1), 0)[0];
  if (place && getCountry(place.code)) return place.code;
  throw new InputError(
    "country",
    `Unknown country "${t}". Use an ISO 3166-1 alpha-2 code (e.g. GB, US, DE), an English country name, or "Global" for the world median.`,
  );
}

/**
 * The market of a simulation from the explicit `country` and the free-text inputs (career, decision, finances…).
 * Never returns a silent world median: when Global is used the label and the assumption say so.
 */
export function resolveMarket(country: string | undefined, texts: readonly string[]): Market {
  if (country !== undefined && country.trim() !== "") {
    const code = readCountry(country);
    if (code === null) {
      return {
        code: null,
        name: "Global",
        label: "world median (asked for)",
        source: "given",
        cue: null,
        assumption:
          "Country: Global as asked — pay is the world median (the median over 196 countries of the occupation's pay, in USD), not any one country's pay.",
      };
    }
    return { code, name: named(code), label: named(code), source: "given", cue: null, assumption: `Country: ${named(code)} (given).` };
  }
  const cues = cuesIn(texts);
  const best = cues[0];
  if (!best) {
    return {
      code: null,
      name: "Global",
      label: "world median (no country given or implied)",
      source: "none",
      cue: null,
      assumption:
        "Country: none given and none implied by the other inputs (no city, currency or country-specific employer), so pay is the world median (the median over 196 countries, in USD). Send `country` for local pay.",
    };
  }
  const others = [...new Set(cues.filter((c) => c.code !== best.code).map((c) => `"${c.cue}" (${named(c.code)})`))];
  const why =
    best.source === "currency"
      ? `the currency of "${best.cue}"`
      : best.source === "employer"
        ? `the employer "${best.cue}"`
        : `"${best.cue}"`;
  const shared =
    best.source === "currency" && ["EUR", "USD"].some((cur) => findAmounts(best.cue)[0]?.currency === cur)
      ? ` (a currency several countries use; ${named(best.code)} assumed)`
      : "";
  return {
    code: best.code,
    name: named(best.code),
    label: named(best.code),
    source: best.source,
    cue: best.cue,
    assumption:
      `Country: ${named(best.code)}, inferred from ${why}${shared}; no country was given.` +
      (others.length ? ` Other cues not used: ${others.join(", ")}.` : "") +
      " Send `country` to override.",
  };
}

/** Every string inside an input (nested objects and lists), except the explicit country. */
export function collectTexts(input: unknown, skip: ReadonlySet<string> = new Set(["country"])): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) if (!skip.has(k)) walk(x);
  };
  walk(input);
  return out;
}

/** "in United Kingdom" / "at the world median (no country given or implied)" — how summaries place the pay. */
export function wherePaid(market: Market): string {
  return market.code
    ? `in ${market.name}`
    : `at the world median (${market.source === "given" ? "Global as asked" : "no country given or implied"})`;
}

/** The `market` field of a result: which country's pay, and why. */
export function marketField(market: Market): { country: string; label: string; source: MarketSource; inferredFrom: string | null } {
  return { country: market.code ?? "Global", label: market.label, source: market.source, inferredFrom: market.cue };
}
