import { CITIES } from "@/lib/knowledge/cities";
import { COUNTRIES, getCountry } from "@/lib/knowledge/countries";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import type { Occupation } from "@/lib/knowledge/types";
import type { NormalisedListing } from "../types";
import { DEMO_COUNTRIES } from "./countries";
import { createPrng, hashFnv1a, pickOne } from "./prng";

/**
 * The larger part of the offline demo feed: listings written from the occupation taxonomy (titles, sectors,
 * skills by importance, US median wages) in 48 countries — the 24 hand-described demo countries and the 24 others
 * with the most cities in lib/knowledge/cities — with a seeded PRNG, so every instance produces the same set.
 * Salaries are estimates: the occupation's US median scaled by the country's GDP per head (PPP) relative to the
 * US and converted with its PPP factor (World Bank figures in lib/knowledge/countries); `estimate: true`.
 */
export const OCCUPATION_LISTINGS_PER_COUNTRY = 96;
export const OCCUPATION_FEED_COUNTRY_COUNT = 48;
const DAY = 86_400_000;

const LEVELS = [
  { prefix: "Junior ", factor: 0.75, years: "1+" },
  { prefix: "", factor: 1, years: "3+" },
  { prefix: "", factor: 1, years: "3+" },
  { prefix: "Senior ", factor: 1.3, years: "5+" },
  { prefix: "Lead ", factor: 1.5, years: "8+" },
] as const;
const COMPANY_WORDS = ["Group", "Services", "Partners", "Works", "Collective", "Holdings"];
const REMOTE_SECTORS = new Set(["software and it", "data and ai", "marketing and communications", "design", "media and arts"]);

/** 48 country codes: the authored demo countries first, then the best-covered others (most cities, then code). */
export function occupationFeedCountries(): string[] {
  const authored = DEMO_COUNTRIES.map((c) => c.code);
  const cityCount = new Map<string, number>();
  for (const c of CITIES) cityCount.set(c.country, (cityCount.get(c.country) ?? 0) + 1);
  const others = COUNTRIES.filter(
    (c) => !authored.includes(c.code) && (cityCount.get(c.code) ?? 0) >= 2 && c.gdpPerCapitaPpp > 0 && c.ppp > 0,
  )
    .sort((a, b) => (cityCount.get(b.code) ?? 0) - (cityCount.get(a.code) ?? 0) || (a.code < b.code ? -1 : 1))
    .map((c) => c.code);
  return [...authored, ...others].slice(0, OCCUPATION_FEED_COUNTRY_COUNT);
}

/** The text an occupation's demo sentence vector is made from (see occupation-vectors.ts). */
export function occupationSentenceText(o: Occupation): string {
  return `${o.title}. ${o.skills
    .filter((s) => s.importance !== "nice")
    .map((s) => s.skill)
    .join(", ")}.`;
}

function roundSalary(x: number): number {
  if (x <= 0) return 0;
  const mag = 10 ** Math.max(0, Math.floor(Math.log10(x)) - 1);
  return Math.round(x / mag) * mag;
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function listSentence(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export interface OccupationListing extends NormalisedListing {
  /** the taxonomy occupation the listing was written from (not stored; picks its sentence vector) */
  occupationId: string;
}

function buildListing(code: string, occupation: Occupation, index: number, now: number, rand: () => number): OccupationListing {
  const country = getCountry(code)!;
  const us = getCountry("US")!;
  const level = pickOne(LEVELS, rand);
  const title = `${level.prefix}${occupation.title}`;
  const cities = CITIES.filter((c) => c.country === code)
    .slice(0, 6)
    .map((c) => c.name);
  const city = cities.length ? pickOne(cities, rand) : country.name;
  const company = `${city} ${pickOne(COMPANY_WORDS, rand)} (fictional)`;
  const remote = REMOTE_SECTORS.has(occupation.sector) && rand() < 0.4;
  const required = occupation.skills.filter((s) => s.importance !== "nice").map((s) => s.skill);
  const nice = occupation.skills.filter((s) => s.importance === "nice").map((s) => s.skill);
  const ageDays = Math.floor(rand() * 28);
  const postedAt = now - ageDays * DAY - Math.floor(rand() * DAY);
  let salary: NormalisedListing["salary"] = null;
  if (occupation.usMedianWage) {
    const mid =
      occupation.usMedianWage * (country.gdpPerCapitaPpp / us.gdpPerCapitaPpp) * country.ppp * level.factor * (0.9 + rand() * 0.2);
    salary = { min: roundSalary(mid * 0.9), max: roundSalary(mid * 1.1), currency: country.currency, interval: "year" };
  }
  const description = [
    `Demo listing: ${company.replace(" (fictional)", "")} is a fictional employer used for the CareerStack offline feed.`,
    `We are hiring ${/^[AEIOU]/.test(title) ? "an" : "a"} ${title} in ${city}${remote ? " (remote-friendly)" : ""}, in ${occupation.sector}.`,
    `Requirements: ${listSentence(required)}.`,
    nice.length ? `Nice to have: ${listSentence(nice)}.` : "",
    `We are looking for ${level.years} years of relevant experience.`,
    salary
      ? `Salary ${salary.min!.toLocaleString("en-US")}–${salary.max!.toLocaleString("en-US")} ${salary.currency} per year (estimate).`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    source: "demo",
    sourceId: `occ-${code.toLowerCase()}-${index}`,
    title,
    company,
    location: remote ? `${city} (remote-friendly)` : city,
    countryCode: code,
    remote,
    salary,
    url: `https://jobs.example.com/${code.toLowerCase()}/o/${slugify(title)}-${slugify(city)}-${index}`,
    description,
    postedAt,
    updatedAt: postedAt,
    occupationId: occupation.id,
  };
}

/** 48 countries × 96 listings; each country walks the occupation list from its own offset, so all are covered. */
export function generateOccupationListings(now: number, perCountry = OCCUPATION_LISTINGS_PER_COUNTRY): OccupationListing[] {
  const out: OccupationListing[] = [];
  for (const code of occupationFeedCountries()) {
    const rand = createPrng(hashFnv1a(`demo-occupations-v1:${code}`));
    const offset = hashFnv1a(`occ:${code}`) % OCCUPATIONS.length;
    for (let i = 0; i < perCountry; i++) {
      out.push(buildListing(code, OCCUPATIONS[(offset + i * 5) % OCCUPATIONS.length], i, now, rand));
    }
  }
  return out;
}
