/**
 * Evidence about an organisation mention from its surroundings: what says "this organisation employs or hires
 * here" (a role header, "company - X", "worked at", a hiring verb, a stock ticker) and what says it does not
 * (a training provider, an event, a certification, a generic description, a product of a vendor).
 */
import { foldCase } from "@/lib/knowledge/skills/normalize";
import { PRODUCT_WORD_SET } from "@/lib/knowledge/orgs";
import { matchPlaceAt } from "@/lib/engine/parse/places";
import { isCapitalized, type Doc } from "./context";

/** "Direktvermittlung", "on behalf of our client": the ad is placed by an agency for someone else. */
const AGENCY_DOC =
  /\b(?:our|my) client\b|\bone of (?:our|my) clients\b|\bon behalf of\b|\bemployment (?:agency|business)\b|\brecruitment (?:agency|consultancy|business)\b|\bdirektvermittlung\b|\bpersonalvermittlung\b|\barbeitnehmerüberlassung\b|\bim auftrag (?:unseres|eines) kunden\b|\bfor a client\b|\bretained client\b/i;

// Word stems without their first letter, so both cases of it match without lower-casing the text.
const AGENCY_HINTS = [
  "lient",
  "ehalf",
  "gency",
  "mployment",
  "ecruitment",
  "ermittlung",
  "berlassung",
  "uftrag",
  "LIENT",
  "EHALF",
  "GENCY",
];

export function isAgencyDoc(text: string): boolean {
  // The pattern is an alternation scanned over the whole text: look for one of its words first.
  return AGENCY_HINTS.some((h) => text.includes(h)) && AGENCY_DOC.test(text);
}

/** Words of the same sentence before a mention that make it a training provider, an event or a membership. */
const NOT_EMPLOYER_CONTEXT = new Set(
  [
    "workshop",
    "workshops",
    "seminar",
    "seminars",
    "training",
    "trainings",
    "course",
    "courses",
    "competition",
    "competitions",
    "conference",
    "event",
    "events",
    "program",
    "programme",
    "festival",
    "hackathon",
    "contest",
    "olympiad",
    "fest",
    "student",
    "students",
    "scholarship",
    "member",
    "membership",
    "volunteer",
    "volunteered",
    "certified",
    "certification",
    "certificate",
    "accredited",
    "sponsorship",
    "sponsored",
    "idea",
    "conducted",
    "organized",
    "organised",
    "recognized",
    "recognised",
    "awarded",
    "graduated",
    "studied",
    "studying",
    "degree",
    "diploma",
    "bachelor",
    "master",
    "coursework",
  ].map(foldCase),
);
/** Words right after a mention that make it a credential or an award, not an organisation that employs. */
const CREDENTIAL_AFTER = new Set([
  "certified",
  "certification",
  "certificate",
  "license",
  "licence",
  "licensed",
  "training",
  "course",
  "program",
  "programme",
  "scholarship",
  "award",
  "exam",
  "standards",
  "standard",
  "guidelines",
  "regulations",
  "compliance",
  "registration",
  "pin",
]);
const EMPLOYED_BEFORE =
  /\b(?:worked|working|work|employed|joined|joining|served|serving|currently|lecturer|teacher|professor|instructor|tutor|nurse|engineer|manager|assistant|officer|intern|internship|trainee|apprentice)\b[^.\n]{0,40}$/i;
const TICKER_AFTER = /^\s?\((?:NYSE|NASDAQ|Nasdaq|LSE|FTSE|TSX|ASX|NSE|BSE|XETRA|ETR|OTC)\s?:\s?[A-Z.]{1,6}\)/;

/** Start of the sentence containing `at` (after the last ". ", "! ", "? " or line break, at most 160 back). */
const isSpaceCode = (c: number) => c === 32 || c === 160 || c === 0x2028 || c === 0x2029 || c === 9;

function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - 160);
  for (let k = at - 1; k >= from; k--) {
    const c = text.charCodeAt(k);
    if (c === 10) return k + 1;
    // ". " after a lower-case letter, digit or ")" ends a sentence; "St. " and "U.S. " do not.
    // The space may be a no-break or line-separator space, as text pasted from web pages has ("growth.\u00a0ABOUT").
    if ((c === 46 || c === 33 || c === 63) && isSpaceCode(text.charCodeAt(k + 1)) && k > 0) {
      const p = text.charCodeAt(k - 1);
      if ((p >= 97 && p <= 122) || (p >= 48 && p <= 57) || p === 41) return k + 2;
    }
  }
  return from;
}

/** "(NYSE: ARMK)" follows the name. */
export function hasTickerAfter(text: string, endOffset: number): boolean {
  const c = text.charCodeAt(endOffset) === 32 ? text.charCodeAt(endOffset + 1) : text.charCodeAt(endOffset);
  return c === 40 && TICKER_AFTER.test(text.slice(endOffset, endOffset + 24));
}

export interface OrgContext {
  /** words of the sentence before the mention name a course, event, membership or study */
  trainingContext: boolean;
  /** the next word is a credential word ("NAHB Green Building Certified", "CPR Training") */
  credentialAfter: boolean;
  /** "employed by", "worked at", or a job title within the same clause before the mention */
  employedBefore: boolean;
  /** "a"/"an" right before: a description ("an exclusive hotel"), not a name */
  indefinite: boolean;
  /** the next word names a product of the organisation ("Microsoft Excel", "SAP technologies", "IBM I series") */
  productAfter: boolean;
  /** "using", "with", "in", "on", "via" right before: a tool is meant ("proficient in Microsoft", "on Facebook") */
  toolBefore: boolean;
}

const TOOL_BEFORE = new Set(["using", "use", "used", "with", "in", "on", "via", "through", "of", "into", "knowledge"]);

export function readOrgContext(doc: Doc, firstToken: number, lastToken: number, endOffset: number): OrgContext {
  const t = doc.tokens;
  const text = doc.text;
  const start = t[firstToken].start;
  const s0 = sentenceStart(text, start);
  let trainingContext = false;
  for (let k = firstToken - 1; k >= 0 && t[k].start >= s0 && firstToken - k <= 14; k--) {
    if (NOT_EMPLOYER_CONTEXT.has(t[k].key)) {
      trainingContext = true;
      break;
    }
  }
  // "conducted by X", "at X in 2017" after a workshop: the clause before says so; "by"/"at" alone do not.
  const next = t[lastToken + 1];
  const sameLineNext = next !== undefined && doc.lineOf[lastToken + 1] === doc.lineOf[lastToken] && next.start - endOffset <= 2;
  const credentialAfter = sameLineNext && CREDENTIAL_AFTER.has(next.key);
  const prev = t[firstToken - 1];
  const sameLinePrev = prev !== undefined && doc.lineOf[firstToken - 1] === doc.lineOf[firstToken] && start - prev.end <= 2;
  const productAfter =
    sameLineNext &&
    /^ ?$/.test(text.slice(endOffset, next.start)) &&
    (PRODUCT_WORD_SET.has(next.key) || (isCapitalized(next.raw) && next.raw.length <= 3));
  return {
    trainingContext,
    credentialAfter,
    employedBefore: EMPLOYED_BEFORE.test(text.slice(Math.max(s0, start - 60), start)),
    indefinite: sameLinePrev && (prev.key === "a" || prev.key === "an"),
    productAfter,
    toolBefore: sameLinePrev && TOOL_BEFORE.has(prev.key),
  };
}

const AGENCY_DESCRIPTION =
  /\b(?:recruitment|recruiting|staffing|employment|resourcing|executive search|headhunting|personnel)\s(?:agency|agencies|consultancy|consultants|firm|company|business|specialists?|partner|group|services|provider)\b/i;

/** "Trident are a specialist, boutique real estate recruitment consultancy": the name describes itself as an agency. */
export function describesAgencyAfter(text: string, endOffset: number): boolean {
  const rest = text.slice(endOffset, endOffset + 140);
  const stop = rest.search(/[.!?\n]/);
  const clause = stop >= 0 ? rest.slice(0, stop) : rest;
  return /^\s(?:is|are)\s(?:an?|the|one)\s/i.test(clause) && AGENCY_DESCRIPTION.test(clause);
}

/** A recruiter's own words before an agency name ("a headhunter with Hays", "Personalberater bei Michael Page"). */
const RECRUITER_BEFORE =
  /(?:recruit|headhunt|personalberater|talent acquisition|sourcer|recruitment consultant|chargée? de recrutement)[^.\n]{0,30}$/i;

export function recruiterSpeaksBefore(text: string, start: number): boolean {
  return RECRUITER_BEFORE.test(text.slice(Math.max(0, start - 60), start));
}

const DASHES = new Set(["–", "—", "－", "-", "|"]);
// "Denver  ,   CO", "City , State": a capitalised word, a comma and a two-letter code or "State" (the datasets' mask).
const CITY_COMMA_CODE = /^\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*)? *, *(?:[A-Z]{2}|State)\b/u;

/**
 * "Marriott International   －   Denver  ,   CO": after the organisation's last token, a dash (as real CVs and their
 * PDF extraction write it) and a place — a known place or "City, ST". The "Company – City, State" line of a CV.
 */
/** A capitalised run [first, end] that reads on over " – City": the index of its last token before the dash. */
export function cutAtDashPlace(doc: Doc, first: number, end: number): number {
  for (let k = first; k < end; k++) {
    const from = doc.tokens[k].end;
    if (doc.tokens[k + 1].start - from === 3 && doc.text[from] === " " && DASHES.has(doc.text[from + 1]) && isDashPlaceAfter(doc, k, from))
      return k;
  }
  return end;
}

export function isDashPlaceAfter(doc: Doc, lastToken: number, endOffset: number): boolean {
  const text = doc.text;
  let k = endOffset;
  while (k < text.length && (text[k] === " " || text[k] === "\t")) k++;
  if (!DASHES.has(text[k]) || k === endOffset || text[k + 1] !== " ") return false;
  const next = lastToken + 1;
  if (next >= doc.tokens.length || doc.lineOf[next] !== doc.lineOf[lastToken]) return false;
  return matchPlaceAt(doc.tokens, next) !== null || CITY_COMMA_CODE.test(text.slice(doc.tokens[next].start, doc.tokens[next].start + 48));
}
