/**
 * Rules every candidate must pass whatever finder produced it: no entity inside a URL, an e-mail address, an
 * editorial marker or a section heading; no entity across a line break; no dataset placeholder as an entity.
 */
import { isBlocked, resolveSkillCached, type Doc } from "./context";
import { HEADING_KIND } from "./layout";
import type { Candidate } from "./types";

/**
 * Anonymisation placeholders of public CV datasets ("Company Name － City , State") and template slots.
 * They stand where a name was removed, so they are never a name themselves.
 */
const PLACEHOLDERS = new Set([
  "company name",
  "company",
  "city",
  "state",
  "country",
  "city , state",
  "city, state",
  "name",
  "employer name",
  "employer",
  "address",
  "zip",
  "zip code",
  "phone",
  "email",
  "your name",
  "firstname lastname",
  "first name",
  "last name",
  "job title",
  "school name",
  "university name",
  "institution name",
  "location",
]);

/** Drops trailing characters of `chars` (a loop, not a `[…]+$` pattern, which backtracks on long runs). */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

/** Text of a candidate with separators collapsed, for the placeholder and heading tests. */
function plain(text: string): string {
  const key = trimEndOf(text.toLowerCase().replace(/\s+/g, " "), ": ").trim();
  // "Work is at Employer’s headquarters": the placeholder in the possessive.
  return key.endsWith("'s") || key.endsWith("’s") ? key.slice(0, -2) : key;
}

const DEPARTMENT_TAILS = new Set(["operations", "department", "dept", "division", "team"]);
const JOINERS = new Set(["and", "&", "of"]);

/**
 * "US HR Operations", "Marketing and Communications": a department named in a role header, not the employer — it ends
 * in a department word or consists only of fields of work the skills taxonomy knows.
 */
export function isDepartmentName(text: string): boolean {
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (DEPARTMENT_TAILS.has(words[words.length - 1].toLowerCase())) return true;
  const fields = words.filter((w) => !JOINERS.has(w.toLowerCase()));
  return fields.length > 0 && fields.every((w) => resolveSkillCached(w) !== null);
}

/** A comma separates [start, end) from its neighbour on either side. */
function isListItem(text: string, start: number, end: number): boolean {
  let a = start - 1;
  while (a >= 0 && text[a] === " ") a--;
  let b = end;
  while (b < text.length && text[b] === " ") b++;
  return text[a] === "," || text[b] === ",";
}

const RANGE_WORDS = ["to", "until", "till", "bis", "à", "al", "hasta"];

/** A date span cut at its first line break, or null when the first line holds no date ("1⏎year"). */
function firstLineDate(text: string): string | null {
  let cut = trimEndOf(text.slice(0, text.search(/[\r\n]/)), " \t,;:–—-");
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > 0 && RANGE_WORDS.includes(cut.slice(lastSpace + 1).toLowerCase())) cut = trimEndOf(cut.slice(0, lastSpace), " \t");
  return /(?:19|20)\d{2}/.test(cut) ? cut : null;
}

export function applyGuards(doc: Doc, candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    if (c.end <= c.start) continue;
    let text = doc.text.slice(c.start, c.end);
    if (text.includes("\n") || text.includes("\r")) {
      // A date range broken over two lines keeps its first line ("02/2003⏎   to Current" → "02/2003").
      const cut = c.type === "DATE" ? firstLineDate(text) : null;
      if (!cut) continue;
      c.end = c.start + cut.length;
      c.features = [...c.features, ["cut at a line break", -0.2]];
      text = cut;
    }
    // Placeholders and headings are short: longer spans skip building the lookup key.
    if (text.length <= 40) {
      const key = plain(text);
      if (PLACEHOLDERS.has(key) || HEADING_KIND.has(key)) continue;
    }
    if (c.type === "EMPLOYER" && isDepartmentName(text)) continue;
    // "partner brands include Acer, Huawei, Samsung": a known company in a list, with nothing saying it employs.
    if (
      c.type === "EMPLOYER" &&
      c.features.length === 1 &&
      c.features[0][0] === "employer gazetteer" &&
      isListItem(doc.text, c.start, c.end)
    )
      continue;
    if (isBlocked(doc, c.start, c.end)) continue;
    out.push(c);
  }
  return out;
}
