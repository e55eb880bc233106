import { resolveSkillCached, type Doc } from "./context";
import { findPayCandidates } from "./find-pay";
import type { Candidate } from "./types";

const NUMBER_WORDS =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|zwei|drei|vier|fünf|sechs|zehn|deux|trois|quatre|cinq|dix|dos|tres|cuatro|cinco|diez";
// Durations are found from their unit word backwards: scanning every position for number words is slow.
// A unit glued to the next heading still ends there ("6 monthsCompany Details"): only a lower-case letter continues it.
// (Case variants are spelt out: with the "i" flag, \p{Ll} would match capitals too.)
const DURATION_UNIT_RE =
  /(?<![\p{L}])(?:[Yy]ears?|YEARS?|[Yy]rs?|YRS?|[Mm]onths?|MONTHS?|[Ww]eeks?|WEEKS?|Jahre[n]?|JAHREN?|Monate[n]?|Wochen|ans|années|mois|semaines|años|meses|semanas)(?![\p{Ll}])/gu;
export const DURATION_HEAD_RE = new RegExp(
  `(?<![\\p{L}\\d.,])(?:\\d{1,3}(?:\\s?[-–]\\s?\\d{1,2})?\\s?\\+?|${NUMBER_WORDS})\\s?(?:\\+\\s?)?$`,
  "iu",
);
// "…problem solving skillsTwo years experience": a capitalised number word glued to the word before it.
const CAPITAL_NUMBER_WORDS = NUMBER_WORDS.split("|")
  .map((w) => w[0].toUpperCase() + w.slice(1))
  .join("|");
export const GLUED_HEAD_RE = new RegExp(`(?<=\\p{Ll})(?:${CAPITAL_NUMBER_WORDS})\\s?$`, "u");
const AGE_BEFORE = /\bag(?:e|ed|es)\b/i;
const MONTHS =
  "Spring|Summer|Fall|Autumn|Winter|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Januar|Februar|März|Juni|Juli|Oktober|Dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";
// "March 2021": checked backwards from each year, which is far cheaper than a month alternation at every position.
export const MONTH_BEFORE_YEAR_RE = new RegExp(`(?<![\\p{L}])(?:\\d{1,2}\\.?\\s)?(?:${MONTHS})\\.?\\s(?:\\d{1,2},?\\s)?$`, "iu");
const YEAR_RE = /(?<![\d.,/-])(?:19[6-9]\d|20[0-4]\d)(?![\d%])/g;
const YEAR_CUE =
  /\b(?:in|since|from|until|by|seit|depuis|desde|en|im|graduated|joined|founded|class of|certified|licensed|awarded|completed)\s*$/i;
// "03/2019", "5 2011": a month number and a year standing alone (CV education lines).
const MONTH_YEAR_RE = /(?<![\d/.,:-])(?:0?[1-9]|1[0-2])(?:\/| )(?:19[6-9]\d|20[0-4]\d)(?![\d/%])/g;
// "Job Closes 05/24/16", "Posted 3/7/2016": a US month/day/year date.
const MDY_RE = /(?<![\d/.,-])(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/(?:(?:19|20)\d{2}|\d{2})(?![\d/%])/g;
// "2017-18": a year range written with the last two digits of its end.
const SHORT_RANGE_RE = /(?<![\d/.,-])((?:19|20)\d{2})\s?[-–]\s?(\d{2})(?![\d/%-]|\.\d)/g;

// "16th Jan 2017 to till 30th Aug 2018", "6th July 2011 to till date": ranges of day-precise dates, which Indian CVs
// write with ordinals; the shared range rules read only the month-year inside them. Checked from each "to"/dash.
const DAY_DATE = `\\d{1,2}(?:st|nd|rd|th)?\\s(?:${MONTHS})\\.?,?\\s(?:19|20)\\d{2}`;
export const DAY_RANGE_RE = new RegExp(
  `(?<![\\p{L}\\d])${DAY_DATE}\\s?(?:to\\s(?:till\\s)?|till\\s|[-–]\\s?)(?:${DAY_DATE}|(?:till\\s)?date|present|current)(?![\\p{L}\\d])`,
  "giu",
);

/** Whitespace that separates fields: a line edge, a tab or two spaces (the layout of one-line CVs). */
function isFieldBreak(text: string, at: number, dir: -1 | 1): boolean {
  const c = text[at];
  if (c === undefined || c === "\n" || c === "\r" || c === "\t") return true;
  return c === " " && (text[at + dir] === " " || text[at + dir] === "\t" || text[at + dir] === "\n" || text[at + dir] === undefined);
}

/**
 * "Storage Award Finalist 2011,", "Avishkar 2017 …", "Representative of the year 2003": a year right after a name (a
 * capitalised word that is no product the skills taxonomy knows: "AutoCAD 2009" is a version) or after "the year".
 */
function isEventYear(text: string, at: number, before: string): boolean {
  if (/\bthe year\s$/i.test(before)) return true;
  const word = /(?:^|[\s(])(\p{Lu}[\p{L}'’-]{2,})\s$/u.exec(before);
  if (!word || MONTH_WORD_RE.test(word[1])) return false;
  const after = text.slice(at + 4, at + 6);
  if (after !== "" && !/^(?:[,.;)]|\s\p{Ll}|\s\p{Lu}|\s$|\s[&-])/u.test(after)) return false;
  // "… 2019 units": a number before a lower-case noun is a count.
  if (/^\s\p{Ll}/u.test(after) && !/^\s(?:and|to|in|at|for|award|winner)\b/.test(text.slice(at + 4, at + 14))) return false;
  return resolveSkillCached(word[1]) === null;
}
export const MONTH_WORD_RE = new RegExp(`^(?:${MONTHS})$`, "i");

/** DATE and SALARY candidates: pay (./find-pay), the shared date-range rules, durations and single dates. */
export function findFigureCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const text = doc.text;
  out.push(...findPayCandidates(doc));
  const taken = (a: number, b: number) => out.some((c) => a < c.end && b > c.start);
  // Only texts with an ordinal or a day before a month can hold one; the digit test keeps the common case cheap.
  if (/\d(?:st|nd|rd|th)?\s\p{L}/u.test(text)) {
    for (const m of text.matchAll(DAY_RANGE_RE)) {
      if (/^\d{1,2}(?:st|nd|rd|th)?\s(?:spring|summer|fall|autumn|winter)/i.test(m[0]) || taken(m.index!, m.index! + m[0].length)) continue;
      out.push({ type: "DATE", start: m.index!, end: m.index! + m[0].length, features: [["date range with days", 2.8]], normalized: m[0] });
    }
  }
  for (const r of doc.dateRanges) {
    let start = r.index + (r.text.length ? text.slice(r.index).indexOf(r.text) : 0);
    let rangeText = r.text;
    // "2016 - 2017. 3. Project…": the list number after a year is no month ("2017. 3" read as March 2017).
    const listNumber = /\.\s\d{1,2}$/.exec(rangeText);
    if (listNumber) rangeText = rangeText.slice(0, listNumber.index);
    // The entity is the range itself: "from 2016 - 2017" → "2016 - 2017".
    const lead = /^(?:from|von|de|du|desde)\s/i.exec(rangeText);
    if (lead) {
      start += lead[0].length;
      rangeText = rangeText.slice(lead[0].length).trimStart();
      start = r.index + text.slice(r.index).indexOf(rangeText);
    }
    if (taken(start, start + rangeText.length)) continue;
    const features: [string, number][] = [["date range", 2.2]];
    if (r.start.month !== null) features.push(["month precision", 0.4]);
    const iso = (p: { year: number; month: number | null }) => `${p.year}${p.month ? `-${String(p.month).padStart(2, "0")}` : ""}`;
    out.push({
      type: "DATE",
      start,
      end: start + rangeText.length,
      features,
      normalized: `${iso(r.start)}/${r.end ? iso(r.end) : "present"}`,
    });
  }
  for (const u of text.matchAll(DURATION_UNIT_RE)) {
    const end = u.index! + u[0].length;
    const before = text.slice(Math.max(0, u.index! - 14), u.index!);
    const head = before.match(DURATION_HEAD_RE) ?? before.match(GLUED_HEAD_RE);
    if (!head) continue;
    const start = u.index! - head[0].length;
    if (taken(start, end)) continue;
    // "adults aged 18 – 65 years": an age, not a period.
    if (AGE_BEFORE.test(text.slice(Math.max(0, start - 16), start))) continue;
    const span = text.slice(start, end);
    out.push({ type: "DATE", start, end, features: [["duration (years/months)", 2.0]], normalized: span });
  }
  for (const y of text.matchAll(YEAR_RE)) {
    const before = text.slice(Math.max(0, y.index! - 24), y.index!).match(MONTH_BEFORE_YEAR_RE);
    if (!before) continue;
    const start = y.index! - before[0].length;
    const end = y.index! + 4;
    if (taken(start, end)) continue;
    out.push({ type: "DATE", start, end, features: [["month and year", 2.2]], normalized: text.slice(start, end) });
  }
  for (const m of text.matchAll(SHORT_RANGE_RE)) {
    const end = m.index! + m[0].length;
    if (Number(m[2]) <= Number(m[1].slice(2)) || taken(m.index!, end)) continue;
    out.push({
      type: "DATE",
      start: m.index!,
      end,
      features: [["year range with a short end", 2.0]],
      normalized: `${m[1]}/${m[1].slice(0, 2)}${m[2]}`,
    });
  }
  if (text.includes("/")) {
    for (const m of text.matchAll(MDY_RE)) {
      const end = m.index! + m[0].length;
      if (taken(m.index!, end)) continue;
      out.push({ type: "DATE", start: m.index!, end, features: [["month/day/year date", 2.0]], normalized: m[0] });
    }
  }
  for (const m of text.matchAll(MONTH_YEAR_RE)) {
    const end = m.index! + m[0].length;
    if (taken(m.index!, end)) continue;
    const slash = m[0].includes("/");
    // "5 2011" needs the field layout of a CV line ("Business Administration  ,   5 2011"); "03/2019" does not.
    const prevChar = text.slice(0, m.index!).trimEnd().slice(-1);
    if (!slash && !(prevChar === "," || prevChar === ":" || prevChar === "" || isFieldBreak(text, m.index! - 1, -1))) continue;
    out.push({ type: "DATE", start: m.index!, end, features: [["month number and year", slash ? 2.0 : 1.6]], normalized: m[0] });
  }
  for (const m of text.matchAll(YEAR_RE)) {
    if (taken(m.index!, m.index! + 4)) continue;
    const before = text.slice(Math.max(0, m.index! - 15), m.index!);
    const features: [string, number][] = [["four-digit year", 0.6]];
    if (YEAR_CUE.test(before)) features.push(["year preposition", 1.2]);
    else if (isFieldBreak(text, m.index! - 1, -1) && isFieldBreak(text, m.index! + 4, 1))
      features.push(["year standing alone as a field", 1.2]);
    else if (isEventYear(text, m.index!, before)) features.push(["year of a named event or award", 1.1]);
    else features.push(["bare number", -0.6]);
    out.push({ type: "DATE", start: m.index!, end: m.index! + 4, features, normalized: m[0] });
  }
  return out;
}
