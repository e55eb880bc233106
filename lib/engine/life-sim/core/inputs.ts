/**
 * Readers for the loose inputs the reference client sends: graded answers as words or numbers ("medium", "7",
 * "7/10"), and money or time amounts written as text ("£40k", "€55k", "1.2m", "40,000", "six months of savings").
 * Pure functions; the zod pieces in schema.ts call them so a bad value fails validation naming its field.
 */
import { isCurrencyCode } from "../knowledge";

/** Number words up to twenty plus the common "a/an", "a couple", "a few", "half a dozen", "a dozen". */
const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  no: 0,
  none: 0,
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  "a couple": 2,
  "a couple of": 2,
  three: 3,
  few: 3,
  "a few": 3,
  four: 4,
  five: 5,
  six: 6,
  "half a dozen": 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  "a dozen": 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};
const NUMBER_WORD_RE = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, "\\s+"))
  .join("|");

/** "six" → 6, "a couple of" → 2; null when the text is not a number word. */
export function readNumberWord(text: string): number | null {
  const key = text.trim().toLowerCase().replace(/\s+/g, " ").replace(/ of$/, "");
  return key in NUMBER_WORDS ? NUMBER_WORDS[key] : null;
}

// ------------------------------------------------------------------------------------------------------ graded

/**
 * Word grades on the 0-10 scale. The reference client sends low/medium/high; the in-between words map to the
 * midpoints of the thirds of the scale so that words and numbers order the same way.
 */
const GRADE_WORDS: [RegExp, number][] = [
  [/^(none|zero|nil|no)$/, 0],
  [/^(very|extremely|really) (low|averse|unhappy|dissatisfied)$|^minimal$|^terrible$|^miserable$/, 1],
  [/^(low|averse|risk[- ]averse|cautious|conservative|unhappy|dissatisfied|poor|bad)$/, 2.5],
  [/^(low[- ]medium|low[- ]moderate|below average|somewhat low)$/, 4],
  [/^(medium|moderate|mid|middle|average|balanced|neutral|ok|okay|so[- ]so|mixed)$/, 5],
  [/^(medium[- ]high|moderate[- ]high|above average|somewhat high|fairly high)$/, 6],
  [/^(high|aggressive|bold|happy|satisfied|good)$/, 7.5],
  [/^(very|extremely|really) (high|happy|satisfied|aggressive)$|^maximal$|^excellent$|^delighted$/, 9],
];

export const GRADE_WORD_EXAMPLES = "low, medium, high (or very low / very high)";

/**
 * A graded answer on 0..max: a number, a numeric string, "7/10", "70%", or a grade word (scaled from 0-10).
 * Returns null when nothing can be read; the caller reports the field.
 */
export function readGrade(value: unknown, max = 10): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const t = value.trim().toLowerCase().replace(/\s+/g, " ");
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  const outOf = /^(-?\d+(?:\.\d+)?)\s*(?:\/|out of)\s*(\d+(?:\.\d+)?)$/.exec(t);
  if (outOf && Number(outOf[2]) > 0) return (Number(outOf[1]) / Number(outOf[2])) * max;
  const pct = /^(\d+(?:\.\d+)?)\s*%$/.exec(t);
  if (pct) return (Number(pct[1]) / 100) * max;
  const word = t.replace(/^(a |an )/, "").replace(/ (risk|tolerance|appetite|satisfaction)$/, "");
  for (const [re, grade] of GRADE_WORDS) if (re.test(word)) return (grade / 10) * max;
  return null;
}

// ------------------------------------------------------------------------------------------------------ money

export interface Amount {
  value: number;
  /** ISO 4217 code when the text carried a symbol or code ("£", "AUD"), else null */
  currency: string | null;
}

/** Symbols and prefixes, longest first so "A$" wins over "$". */
const SYMBOLS: [string, string][] = [
  ["US$", "USD"],
  ["A$", "AUD"],
  ["AU$", "AUD"],
  ["C$", "CAD"],
  ["CA$", "CAD"],
  ["NZ$", "NZD"],
  ["S$", "SGD"],
  ["HK$", "HKD"],
  ["R$", "BRL"],
  ["£", "GBP"],
  ["€", "EUR"],
  ["$", "USD"],
  ["₹", "INR"],
  ["Rs.", "INR"],
  ["Rs", "INR"],
  ["¥", "JPY"],
  ["₩", "KRW"],
  ["₦", "NGN"],
  ["₱", "PHP"],
  ["₺", "TRY"],
  ["₽", "RUB"],
  ["zł", "PLN"],
  ["₪", "ILS"],
];
const SYMBOL_RE = SYMBOLS.map(([s]) => s.replace(/[$.]/g, (c) => `\\${c}`)).join("|");
const WORD_CURRENCIES: [RegExp, string][] = [
  [/\b(pounds?|quid|sterling)\b/i, "GBP"],
  [/\beuros?\b/i, "EUR"],
  [/\b(rupees?|lakhs?|crores?)\b/i, "INR"],
  [/\byen\b/i, "JPY"],
  [/\bdollars?\b/i, "USD"],
  [/\b(francs?)\b/i, "CHF"],
  [/\b(dirhams?)\b/i, "AED"],
  [/\b(rand)\b/i, "ZAR"],
];

/** Three-letter codes are only read next to a number, so "CEO" or "ALL" in prose never count. */
const CODE_RE = /\b[A-Z]{3}\b/;

// 1,234,567.89 | 1.234.567,89 | 40.000 | 12 000 | 1.2 | 40
const NUMBER = String.raw`\d{1,3}(?:[,. ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const SCALE = String.raw`k|K|thousand|grand|m|M|mn|million|bn|billion|lakhs?|crores?`;

function readNumber(raw: string): number | null {
  let s = raw.replace(/ /g, "");
  // a group separator followed by exactly three digits at the end is a thousands mark ("40.000", "40,000")
  if (/^\d{1,3}([.,]\d{3})+$/.test(s)) s = s.replace(/[.,]/g, "");
  else if (/^\d{1,3}(\.\d{3})+,\d+$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  else s = s.replace(/,(?=\d{3}\b)/g, "").replace(",", ".");
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function scaleOf(word: string | undefined): number {
  const w = (word ?? "").toLowerCase();
  if (w === "k" || w === "thousand" || w === "grand") return 1_000;
  if (w === "m" || w === "mn" || w === "million") return 1_000_000;
  if (w === "bn" || w === "billion") return 1_000_000_000;
  if (w.startsWith("lakh")) return 100_000;
  if (w.startsWith("crore")) return 10_000_000;
  return 1;
}

/** Built once (exported for the ReDoS test, which checks every built pattern). */
export const AMOUNT_RE = new RegExp(
  String.raw`(?<pre>${SYMBOL_RE}|\b[A-Z]{3}\b)?\s?(?<num>${NUMBER})\s?(?<scale>${SCALE})?\b\s?(?<post>${SYMBOL_RE}|\b[A-Z]{3}\b)?`,
  "g",
);

/** Every money amount in a text, in order: "£40k" → 40,000 GBP; "1.2m" → 1,200,000; "40,000 AUD" → 40,000 AUD. */
export function findAmounts(text: string): (Amount & { index: number; end: number; raw: string })[] {
  const out: (Amount & { index: number; end: number; raw: string })[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const g = m.groups ?? {};
    const n = readNumber(g.num ?? "");
    if (n === null) continue;
    let currency: string | null = null;
    for (const tag of [g.pre, g.post]) {
      if (!tag || currency) continue;
      const sym = SYMBOLS.find(([s]) => s === tag);
      if (sym) currency = sym[1];
      else if (CODE_RE.test(tag) && isCurrencyCode(tag)) currency = tag;
    }
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12);
    if (!currency) for (const [re, code] of WORD_CURRENCIES) if (re.test(after.split(/[,;]/)[0] ?? "")) currency = code;
    out.push({ value: n * scaleOf(g.scale), currency, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, raw: m[0].trim() });
  }
  return out;
}

/** One amount from a short value ("£40k", "40,000", "1.2m"); null when the text holds no number. */
export function readAmount(value: unknown): Amount | null {
  if (typeof value === "number") return Number.isFinite(value) ? { value, currency: null } : null;
  if (typeof value !== "string") return null;
  const word = readNumberWord(value);
  if (word !== null) return { value: word, currency: null };
  const hit = findAmounts(value)[0];
  return hit ? { value: hit.value, currency: hit.currency } : null;
}

// ------------------------------------------------------------------------------------------------------ durations

const UNIT_MONTHS: Record<string, number> = {
  month: 1,
  months: 1,
  mo: 1,
  mos: 1,
  week: 12 / 52,
  weeks: 12 / 52,
  year: 12,
  years: 12,
  yr: 12,
  yrs: 12,
};

/**
 * "6 months", "six-month", "a couple of years": built once, not per call (exported for the ReDoS test). A hyphen
 * carries its own whitespace: "\s*(?:-|\s)?\s*" split a run of spaces between two runs every way.
 */
export const SPAN_RE = new RegExp(String.raw`\b(\d+(?:\.\d+)?|${NUMBER_WORD_RE})\s*(?:-\s*)?(months?|mos?|weeks?|years?|yrs?)\b`);

/**
 * A span of time written in months, weeks or years: "3 months", "six months", "half a year", "a year".
 * Returns months, or null.
 */
export function readMonths(text: string): number | null {
  const t = text.toLowerCase();
  if (/\bhalf an? year\b/.test(t)) return 6;
  const m = SPAN_RE.exec(t);
  if (!m) return null;
  const n = /^\d/.test(m[1]) ? Number(m[1]) : readNumberWord(m[1]);
  if (n === null) return null;
  return n * (UNIT_MONTHS[m[2]] ?? 1);
}

export { NUMBER_WORD_RE };
