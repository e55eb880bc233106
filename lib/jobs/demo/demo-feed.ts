import { DEMO_COUNTRIES, type DemoCountry } from "./countries";
import { PROFESSIONS, type Profession } from "./professions";
import { createPrng, hashFnv1a, pickOne, pickSome } from "./prng";
import type { NormalisedListing } from "../types";
import { listingEmbeddingText } from "../embedding-text";
import { noteDemoOccupationText } from "./demo-vectors";
import { generateOccupationListings } from "./occupation-feed";

/**
 * The offline demo feed: listings generated from the authored profession and country tables with a
 * seeded PRNG, so every instance produces the same set. Companies are fictional and say so in their
 * name, URLs live under jobs.example.com, and `source` is "demo" so nobody mistakes it for live data.
 */
export const DEMO_SOURCE = "demo";
export const DEMO_LISTINGS_PER_COUNTRY = 24;
const DAY = 86_400_000;

const LEVELS = [
  { prefix: "Junior ", factor: 0.75, years: "1+" },
  { prefix: "", factor: 1, years: "3+" },
  { prefix: "Senior ", factor: 1.3, years: "5+" },
  { prefix: "Lead ", factor: 1.5, years: "8+" },
] as const;

const COMPANY_SUFFIX: Record<string, string[]> = {
  engineering: ["Software", "Labs", "Systems", "Cloud"],
  data: ["Analytics", "Data Works", "Insights"],
  product: ["Apps", "Digital", "Platforms"],
  design: ["Studio", "Design Co", "Creative"],
  marketing: ["Media", "Brands", "Marketing Group"],
  sales: ["Solutions", "Commerce", "Partners"],
  operations: ["Services", "Group", "Operations"],
  logistics: ["Logistics", "Freight", "Distribution"],
  finance: ["Finance", "Capital", "Accounting"],
  people: ["People", "Talent", "Workforce"],
  healthcare: ["Health", "Care Group", "Medical Centre"],
  education: ["Academy", "Schools Trust", "University College"],
  "engineering-physical": ["Engineering", "Infrastructure", "Manufacturing"],
  trades: ["Building Services", "Installations", "Maintenance"],
  hospitality: ["Hotels", "Kitchen", "Hospitality"],
  retail: ["Retail", "Stores", "Market"],
  legal: ["Legal", "Law Partners", "Compliance"],
  science: ["Biosciences", "Research", "Laboratories"],
  "public-service": ["Community Services", "Family Support", "Council Services"],
};

/** Rounds to two significant figures so salaries look like the ones people post (52,000 not 51,873). */
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

function buildListing(country: DemoCountry, profession: Profession, index: number, now: number, rand: () => number): NormalisedListing {
  const level = pickOne(LEVELS, rand);
  const baseTitle = pickOne(profession.titles, rand);
  const title = `${level.prefix}${baseTitle}`;
  const company = `${pickOne(country.flavour, rand)} ${pickOne(COMPANY_SUFFIX[profession.family] ?? ["Group"], rand)} (fictional)`;
  const city = pickOne(country.cities, rand);
  const remote = rand() < profession.remoteShare;
  const duties = pickSome(profession.duties, 3, rand);
  const skills = pickSome(profession.skills, 4, rand);
  const mid = profession.usdMedian * country.usdToLocal * level.factor * (0.9 + rand() * 0.2);
  const salary = { min: roundSalary(mid * 0.9), max: roundSalary(mid * 1.1), currency: country.currency, interval: "year" as const };
  const ageDays = Math.floor(rand() * 28);
  const postedAt = now - ageDays * DAY - Math.floor(rand() * DAY);
  const slug = `${slugify(title)}-${slugify(city)}-${index}`;
  const description = [
    `Demo listing: ${company.replace(" (fictional)", "")} is a fictional employer used for the CareerStack offline feed.`,
    `We are hiring ${/^[AEIOU]/.test(title) ? "an" : "a"} ${title} in ${city}${remote ? " (remote-friendly)" : ""}.`,
    `You will ${listSentence(duties)}.`,
    `We are looking for ${level.years} years of relevant experience and skills in ${listSentence(skills)}.`,
    `Salary ${salary.min.toLocaleString("en-US")}–${salary.max.toLocaleString("en-US")} ${salary.currency} per year.`,
  ].join(" ");
  return {
    source: DEMO_SOURCE,
    sourceId: `${country.code.toLowerCase()}-${index}`,
    title,
    company,
    location: remote ? `${city} (remote-friendly)` : city,
    countryCode: country.code,
    remote,
    salary,
    url: `https://jobs.example.com/${country.code.toLowerCase()}/${slug}`,
    description,
    postedAt,
    updatedAt: postedAt,
  };
}

/**
 * The whole demo feed: the hand-written listings (24 countries × 24) and the ones generated from the occupation
 * taxonomy (48 countries × 96, occupation-feed.ts): 5,184 listings in 48 countries.
 */
export function generateDemoFeed(now: number, opts: { occupations?: boolean } = {}): NormalisedListing[] {
  const authored = generateAuthoredDemoFeed(now);
  if (opts.occupations === false) return authored;
  const generated = generateOccupationListings(now).map(({ occupationId, ...l }) => {
    // Lets the store find the occupation's shipped sentence vector for this exact text.
    noteDemoOccupationText(listingEmbeddingText(l), occupationId);
    return l;
  });
  return [...authored, ...generated];
}

/** ≈ 24 countries × 24 listings, professions spread so each country covers most families. */
export function generateAuthoredDemoFeed(now: number, perCountry = DEMO_LISTINGS_PER_COUNTRY): NormalisedListing[] {
  const out: NormalisedListing[] = [];
  for (const country of DEMO_COUNTRIES) {
    const rand = createPrng(hashFnv1a(`demo-feed-v1:${country.code}`));
    // A country-specific rotation through all professions: coverage without every country looking alike.
    const offset = hashFnv1a(country.code) % PROFESSIONS.length;
    for (let i = 0; i < perCountry; i++) {
      const profession = PROFESSIONS[(offset + i * 2 + (i >= PROFESSIONS.length / 2 ? 1 : 0)) % PROFESSIONS.length];
      out.push(buildListing(country, profession, i, now, rand));
    }
  }
  return out;
}
