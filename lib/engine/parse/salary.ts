/**
 * Compensation figures: "€65k", "$120,000–$140,000", "£45,000 per annum", "80.000 € brutto",
 * "₹18 LPA", "CHF 120'000", "$45/hour". A figure needs a currency or a pay cue nearby, so
 * "2,000 users" is not a salary.
 */
import type { SalaryRange } from "./types";

const SYMBOLS: Record<string, string> = {
  $: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  r$: "BRL",
  us$: "USD",
  a$: "AUD",
  c$: "CAD",
  s$: "SGD",
  r: "ZAR",
  "₩": "KRW",
  "₺": "TRY",
  "₽": "RUB",
  zł: "PLN",
  kr: "SEK",
};
const CODES = [
  "USD",
  "EUR",
  "GBP",
  "INR",
  "CAD",
  "AUD",
  "JPY",
  "CNY",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "BRL",
  "MXN",
  "ZAR",
  "SGD",
  "AED",
  "NZD",
  "HKD",
  "CZK",
  "HUF",
  "RON",
  "TRY",
  "KRW",
  "NGN",
  "KES",
  "PHP",
  "IDR",
  "MYR",
  "THB",
  "VND",
  "EGP",
  "SAR",
  "ILS",
  "ARS",
  "CLP",
  "COP",
  "PKR",
  "BDT",
  "RMB",
];

const CUR = `(?:R\\$|US\\$|A\\$|C\\$|S\\$|R(?=\\d{2})|[$€£¥₹₩₺₽]|zł|${CODES.join("|")})`;
const NUM = `\\d{1,3}(?:[.,' \\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?`;
const MULT = `(?:k|K|m|M|mn|Mio\\.?|million|bn|lakhs?|lacs?|LPA|L|cr|crore|T|tsd\\.?)`;
const AMOUNT = `(?:${CUR}\\s?)?(?:${NUM})(?:\\s?${MULT}(?![\\p{L}]))?(?:\\s?${CUR})?`;
/** Built once (exported for the ReDoS test, which checks every built pattern). */
export const CURRENCY_RE = new RegExp(CUR, "i");
export const NUMBER_RE = new RegExp(NUM);
export const MULTIPLIER_RE = new RegExp(`^\\s?${MULT}`, "u");
export const RANGE_RE = new RegExp(
  `(?<![\\p{L}\\d.,])(${AMOUNT})(?:\\s?(?:-|–|—|to|bis|à|a|and)\\s?(${AMOUNT}))?(?:\\s?(?:brutto|gross|net|netto|brutos?|brutas?|bruts?|TC|OTE)(?![\\p{L}]))?` +
    `(?:\\s?(?:/|per|an|a|par|al|pro|im)\\s?(hour|hr|h|day|week|wk|month|mo|year|yr|annum|jahr|monat|stunde|tag|an|mois|heure|jour|año|mes|hora))?` +
    `(?:\\s(annuel|annuels|annual|annually|anuales|anual|jährlich|monatlich|mensuel|mensuels|mensual|mensuales|im jahr|pro jahr|pro monat|p\\.a\\.))?`,
  "giu",
);
const PAY_CUE =
  /\b(salary|salaries|pay|paid|compensation|comp|base|ote|package|wage|wages|rate|gehalt|vergütung|jahresgehalt|brutto|salaire|rémunération|sueldo|salario|remuneración|stipend|lpa|ctc|per annum|p\.a\.|k\/year|earning|earn)\b/i;

function parseAmount(raw: string): { value: number; currency: string | null; hadMultiplier: boolean; factor: number } | null {
  const curMatch = raw.match(CURRENCY_RE);
  let currency: string | null = null;
  if (curMatch) {
    const c = curMatch[0];
    currency = SYMBOLS[c.toLowerCase()] ?? (c.toUpperCase() === "RMB" ? "CNY" : c.toUpperCase());
  }
  const numMatch = raw.match(NUMBER_RE);
  if (!numMatch) return null;
  let n = numMatch[0].replace(/[\s\u00a0\u202f']/g, "");
  // "80.000" and "120,000" group thousands; "4,5" and "4.5" are decimals.
  if (/^\d{1,3}([.,]\d{3})+$/.test(n)) n = n.replace(/[.,]/g, "");
  else if (/^\d{1,3}([.,]\d{3})+[.,]\d{1,2}$/.test(n)) n = n.slice(0, -3).replace(/[.,]/g, "") + "." + n.slice(-2);
  else n = n.replace(",", ".");
  const base = Number(n);
  let value = base;
  if (!Number.isFinite(value)) return null;
  const mult = raw
    .slice((numMatch.index ?? 0) + numMatch[0].length)
    .match(MULTIPLIER_RE)?.[0]
    .trim()
    .toLowerCase();
  if (mult) {
    if (mult === "k" || mult.startsWith("tsd")) value *= 1e3;
    else if (["m", "mn", "mio", "mio.", "million"].includes(mult)) value *= 1e6;
    else if (mult === "bn") value *= 1e9;
    else if (/^(lakhs?|lacs?|lpa|l)$/.test(mult)) {
      value *= 1e5;
      currency ??= "INR";
    } else if (mult === "cr" || mult === "crore") {
      value *= 1e7;
      currency ??= "INR";
    }
  }
  return { value, currency, hadMultiplier: Boolean(mult), factor: base ? value / base : 1 };
}

function toInterval(word: string | undefined, text: string): SalaryRange["interval"] {
  const w = (word ?? "").toLowerCase();
  if (/^(hour|hr|h|stunde|heure|hora)$/.test(w)) return "hour";
  if (/^(day|tag|jour)$/.test(w)) return "day";
  if (/^(week|wk)$/.test(w)) return "week";
  if (/^(month|mo|monat|mois|mes|monatlich|mensuel|mensuels|mensual|mensuales|pro monat)$/.test(w)) return "month";
  if (/monthly|monatlich|par mois|mensual|per month/i.test(text)) return "month";
  if (/hourly|stündlich|per hour|an hour/i.test(text)) return "hour";
  return "year";
}

/** All salary figures in the text, left to right. */
export function findSalaries(text: string): SalaryRange[] {
  const out: SalaryRange[] = [];
  RANGE_RE.lastIndex = 0;
  for (let m = RANGE_RE.exec(text); m; m = RANGE_RE.exec(text)) {
    if (m[0].length < 2) {
      RANGE_RE.lastIndex = m.index + 1;
      continue;
    }
    const a = parseAmount(m[1]);
    const b = m[2] ? parseAmount(m[2]) : null;
    if (!a) continue;
    const currency = a.currency ?? b?.currency ?? null;
    const around = text.slice(Math.max(0, m.index - 60), m.index + m[0].length + 30);
    const cue = PAY_CUE.test(around);
    const hasMult = a.hadMultiplier || Boolean(b?.hadMultiplier);
    // "25000 to 28000 per year": a range with its own pay interval reads as pay without a currency.
    const statedInterval = m[3] ? toInterval(m[3], "") : null;
    const hi = b ? Math.max(a.value, b.value) : a.value;
    const rangeWithInterval =
      Boolean(b) &&
      ((statedInterval === "year" && a.value >= 5000 && hi <= 10_000_000) || (statedInterval === "hour" && a.value >= 4 && hi <= 1000));
    if (!currency && !(cue && hasMult) && !rangeWithInterval) continue;
    let min = a.value;
    let max = b ? b.value : null;
    // "60-70k": the multiplier written once applies to both ends.
    if (b && !a.hadMultiplier && b.hadMultiplier && min < 1000) min *= b.factor;
    if (b && max !== null && max < min) [min, max] = [max, min];
    const interval = toInterval(m[3] ?? m[4], around);
    // Plausibility: yearly pay below 1,000 units is a count ("$5 ..." stays a price, not a salary) unless cued.
    if (interval === "year" && (max ?? min) < 1000 && !cue) continue;
    if (min === 0) continue;
    const trimmed = m[0].replace(/(?<![\s,;:])[\s,;:]+$/, "").replace(/(?<!p\.a)\.$/, "");
    out.push({ min, max, currency, interval, text: trimmed, start: m.index, end: m.index + trimmed.length });
  }
  return out;
}
