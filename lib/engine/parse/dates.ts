/**
 * Date ranges as they appear in CVs: "Jan 2019 – Present", "2018-2021", "03/2020 - 06/2022",
 * "März 2019 – heute", "depuis 2020". Rules first (they know CV conventions); chrono-node parses
 * single free-form dates the rules do not cover.
 */
import * as chrono from "chrono-node";

export interface YearMonth {
  year: number;
  /** 1-12; null when only the year is given */
  month: number | null;
}

export interface DateRange {
  start: YearMonth;
  /** null when open-ended ("Present") */
  end: YearMonth | null;
  current: boolean;
  /** the matched text and its offsets within the searched string */
  text: string;
  index: number;
  /** whole months covered, counting both ends inclusively; uses `now` for open ranges */
  months: number;
}

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  [1, ["jan", "january", "januar", "jän", "jänner", "janvier", "janv", "enero", "ene", "gennaio"]],
  [2, ["feb", "february", "februar", "février", "fevrier", "fév", "fev", "févr", "febrero", "febbraio"]],
  [3, ["mar", "march", "märz", "maerz", "mrz", "mars", "marzo"]],
  [4, ["apr", "april", "avril", "avr", "abril", "abr", "aprile"]],
  [5, ["may", "mai", "mayo", "maggio"]],
  [6, ["jun", "june", "juni", "juin", "junio", "giugno"]],
  [7, ["jul", "july", "juli", "juillet", "juil", "julio", "luglio"]],
  [8, ["aug", "august", "août", "aout", "agosto", "ago"]],
  [9, ["sep", "sept", "september", "septembre", "septiembre", "setiembre", "settembre"]],
  [10, ["oct", "october", "oktober", "okt", "octobre", "octubre", "ottobre"]],
  [11, ["nov", "november", "novembre", "noviembre"]],
  [12, ["dec", "december", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dic", "dicembre"]],
];
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = n;

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const PRESENT_ALT = [
  "present",
  "current",
  "currently",
  "now",
  "today",
  "ongoing",
  "date",
  "heute",
  "aktuell",
  "derzeit",
  "jetzt",
  "laufend",
  "aujourd'hui",
  "aujourd’hui",
  "présent",
  "present",
  "actuel",
  "en cours",
  "actualidad",
  "presente",
  "hoy",
  "actual",
  "oggi",
].join("|");
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d)";
const POINT = `(?:(?:${MONTH_ALT})\\.?\\s*'?(?:${YEAR}|\\d{2})|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[-/.]\\s*\\d{1,2}(?![\\d])|${YEAR})`;
const SEP = "\\s*(?:-|–|—|―|to|until|till|bis|à|au|a|al|hasta|→|>)\\s*";
export const MONTH_YEAR_RE = new RegExp(`^(${MONTH_ALT})\\.?\\s*'?(\\d{4}|\\d{2})$`, "u");
export const RANGE_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:(?:from|von|de|du|desde)\\s+)?(${POINT})(?:${SEP}(?:(${POINT})|(${PRESENT_ALT}))(?![\\p{L}]))`,
  "giu",
);
export const SINCE_RE = new RegExp(`(?<![\\p{L}])(?:since|seit|depuis|desde|dal)\\s+(${POINT})`, "giu");

/** Parses one date point ("Jan 2019", "03/2020", "2020-03", "2019"). */
export function parsePoint(raw: string): YearMonth | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, " ");
  let m = text.match(MONTH_YEAR_RE);
  if (m) {
    const y = Number(m[2]);
    return { year: m[2].length === 2 ? 2000 + y : y, month: MONTHS[m[1]] ?? null };
  }
  m = text.match(/^(\d{1,2})\s*[/.]\s*(\d{4})$/);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return { year: Number(m[2]), month: Number(m[1]) };
  m = text.match(/^(\d{4})\s*[-/.]\s*(\d{1,2})$/);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return { year: Number(m[1]), month: Number(m[2]) };
  m = text.match(/^(\d{4})$/);
  if (m) return { year: Number(m[1]), month: null };
  return null;
}

function toStart(p: YearMonth): number {
  return p.year * 12 + (p.month ?? 1) - 1;
}

/**
 * Exclusive end index. A bare end year is read as "until that year began to count": "2018–2021" is
 * three years, as recruiters read it; "2019–2019" still counts one year.
 */
function toEndExclusive(start: YearMonth, end: YearMonth | null, now: Date): number {
  if (!end) return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (end.month !== null) return end.year * 12 + end.month;
  const bare = end.year * 12;
  return bare <= toStart(start) ? toStart(start) + 12 : bare;
}

function countMonths(start: YearMonth, end: YearMonth | null, now: Date): number {
  return Math.max(0, toEndExclusive(start, end, now) - toStart(start));
}

/** All date ranges in a string, left to right. */
export function findDateRanges(text: string, now: Date = new Date()): DateRange[] {
  const out: DateRange[] = [];
  RANGE_RE.lastIndex = 0;
  for (let m = RANGE_RE.exec(text); m; m = RANGE_RE.exec(text)) {
    const start = parsePoint(m[1]);
    const end = m[2] ? parsePoint(m[2]) : null;
    if (!start || (m[2] && !end)) continue;
    if (end && end.year * 12 + (end.month ?? 12) <= toStart(start)) continue;
    const current = !m[2];
    out.push({ start, end, current, text: m[0].trim(), index: m.index, months: countMonths(start, end, now) });
  }
  SINCE_RE.lastIndex = 0;
  for (let m = SINCE_RE.exec(text); m; m = SINCE_RE.exec(text)) {
    const start = parsePoint(m[1]);
    if (!start || out.some((r) => Math.abs(r.index - m!.index) < 12)) continue;
    out.push({ start, end: null, current: true, text: m[0], index: m.index, months: countMonths(start, null, now) });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Single dates chrono understands ("5 June 2021", "le 3 mars 2020"), for lines the range rules missed. */
export function findLooseDates(text: string, language: string, now: Date = new Date()): { text: string; index: number; date: Date }[] {
  const parser = language === "de" ? chrono.de : language === "fr" ? chrono.fr : language === "es" ? chrono.es : chrono.en;
  return parser.parse(text, now).map((r) => ({ text: r.text, index: r.index, date: r.start.date() }));
}

/** Total years covered by ranges with overlaps merged (two parallel jobs do not count twice). */
export function mergeYears(ranges: DateRange[], now: Date = new Date()): number {
  const spans = ranges
    .map((r) => [toStart(r.start), toEndExclusive(r.start, r.end, now)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let cur: number[] | null = null;
  for (const s of spans) {
    if (cur && s[0] <= cur[1]) cur[1] = Math.max(cur[1], s[1]);
    else {
      if (cur) total += cur[1] - cur[0];
      cur = [...s];
    }
  }
  if (cur) total += cur[1] - cur[0];
  return Math.round((total / 12) * 10) / 10;
}

/**
 * Years after the latest date a CV writes within which "Present" is still believed. Public CV collections
 * hold CVs written years ago: "08/2003 – Current" on a CV whose every other date is 2003 or earlier was
 * current when it was written, not twenty years later. A CV that names nothing newer than its latest year
 * plus this horizon is read as written then. An estimate, not fitted: 2-4 years ranked the old dev CVs
 * better but shortened real current CVs ("Jan 2019 – Present" with no later year, read in 2025); 8 keeps
 * those and still caps the 30- and 40-year careers that old livecareer CVs read as today.
 */
export const PRESENT_HORIZON_YEARS = 8;
const WRITTEN_YEAR = /(?<![\p{L}\d$£€.,])(19[5-9]\d|20[0-4]\d)(?![\d%])/gu;

/**
 * The date an open range ("– Present") ends at for this text: the request date, unless the latest year the
 * text writes (up to the request year) is more than PRESENT_HORIZON_YEARS before it; then the end of that
 * year plus the horizon. A text that writes no year keeps the request date.
 */
export function presentAsOf(text: string, asOf: Date): Date {
  const asOfYear = asOf.getUTCFullYear();
  let latest = 0;
  WRITTEN_YEAR.lastIndex = 0;
  for (let m = WRITTEN_YEAR.exec(text); m; m = WRITTEN_YEAR.exec(text)) {
    const y = Number(m[1]);
    if (y <= asOfYear && y > latest) latest = y;
  }
  if (!latest || latest + PRESENT_HORIZON_YEARS >= asOfYear) return asOf;
  return new Date(Date.UTC(latest + PRESENT_HORIZON_YEARS, 11, 1));
}
