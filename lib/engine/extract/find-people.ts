import { gapBetween, isCapitalized, isHeadNounAt, isSpaceGap, type Doc } from "./context";
import { FIRST_NAMES } from "./gazetteers";
import { foldCase } from "@/lib/knowledge/skills/normalize";
import type { Candidate } from "./types";

const FIRST = new Set(FIRST_NAMES.split(/\s+/).filter(Boolean).map(foldCase));
const INSTITUTION_WORDS = new Set([
  "facility",
  "center",
  "centre",
  "hospital",
  "clinic",
  "school",
  "university",
  "college",
  "institute",
  "foundation",
  "house",
  "library",
  "museum",
  "park",
  "building",
  "hall",
  "stadium",
  "academy",
  "memorial",
  "medical",
  "elementary",
  "high",
  "middle",
  "airport",
  "bridge",
  "plant",
  "station",
  "company",
  "corporation",
  "inc",
  "llc",
]);

/** The name's later words or up to five capitalised words after it (initials allowed) end in an institution word. */
function namesAnInstitution(doc: Doc, start: number, end: number): boolean {
  const t = doc.tokens;
  for (let k = start + 1; k <= end; k++) if (INSTITUTION_WORDS.has(t[k].key)) return true;
  for (let k = end + 1; k < t.length && k <= end + 5 && doc.lineOf[k] === doc.lineOf[end]; k++) {
    const gap = doc.text.slice(t[k - 1].end, t[k].start);
    if (gap !== " " && gap !== ". ") return false;
    if (!isCapitalized(t[k].raw)) return false;
    if (INSTITUTION_WORDS.has(t[k].key)) return true;
  }
  return false;
}

const HONORIFIC = new Set(
  ["mr", "mrs", "ms", "miss", "dr", "frau", "herr", "madame", "mme", "monsieur", "señor", "señora", "sr", "sra", "prof"].map(foldCase),
);
const GREETING = new Set(
  ["hi", "hello", "dear", "hey", "hallo", "bonjour", "hola", "liebe", "lieber", "guten", "cher", "chère", "estimado", "estimada"].map(
    foldCase,
  ),
);
const SELF_INTRO = /(?:i'm|i am|my name is|mein name ist|ich bin|je suis|je m'appelle|me llamo|soy)\s+$/i;
const SIGN_OFF =
  /(?:best|regards|cheers|thanks|sincerely|kind regards|best regards|viele grüße|beste grüße|mit freundlichen grüßen|cordialement|bien à vous|saludos|atentamente|un saludo)[,!.]?\s*$/i;
const CANDIDATE_CUE = /(?:candidate|candidat|kandidat|candidata?|applicant|bewerber(?:in)?)[,:]?\s*$/i;
const RECRUITER_CONTEXT =
  /recruit|talent acquisition|headhunt|personalberater|recrutement|reclut|sourcer|hr business partner|hiring manager/i;
const NAME_TOKEN = /^\p{Lu}[\p{L}'’-]+$/u;
// Last words of the cue phrases above (self-introductions, sign-offs, candidate labels).
const CUE_TRIGGERS = new Set(
  [
    "m",
    "am",
    "is",
    "ist",
    "bin",
    "suis",
    "appelle",
    "llamo",
    "soy",
    "best",
    "regards",
    "cheers",
    "thanks",
    "sincerely",
    "grüße",
    "grüßen",
    "cordialement",
    "vous",
    "saludos",
    "atentamente",
    "saludo",
    "candidate",
    "candidat",
    "kandidat",
    "candidata",
    "candidato",
    "applicant",
    "bewerber",
    "bewerberin",
  ].map(foldCase),
);
const NOT_NAME_START = new Set([
  ...GREETING,
  "the",
  "our",
  "we",
  "i",
  "experience",
  "skills",
  "languages",
  "summary",
  "profile",
  "this",
  "that",
  "these",
  "about",
  "if",
  "please",
  "thank",
  "thanks",
  "job",
  "jobs",
  "position",
  "contact",
  "when",
  "while",
  "your",
  "you",
  "are",
  "is",
  "do",
  "does",
  "have",
  "has",
  "all",
  "any",
  "an",
  "a",
  "in",
  "on",
  "at",
  "for",
  "with",
  "and",
]);
// "San Luis Obispo", "Santa Maria", "Fort Collins": a first name inside a place name.
const PLACE_PREFIX = new Set([
  "san",
  "santa",
  "santo",
  "são",
  "sao",
  "st",
  "saint",
  "sainte",
  "los",
  "las",
  "new",
  "fort",
  "port",
  "mount",
  "mt",
  "lake",
  "el",
  "la",
]);

function nameRun(doc: Doc, i: number, max = 3): number {
  const t = doc.tokens;
  let end = i;
  for (let k = i + 1; k < t.length && k - i < max; k++) {
    const space = isSpaceGap(doc, k - 1, k);
    // "O'Connor": an apostrophe joins a one-letter prefix to the surname.
    if (!space && /^['’]$/.test(gapBetween(doc, k - 1, k)) && t[k - 1].raw.length === 1 && /^\p{Lu}/u.test(t[k].raw)) {
      end = k;
      continue;
    }
    if (doc.lineOf[k] !== doc.lineOf[i] || !space || !(NAME_TOKEN.test(t[k].raw) || /^\p{Lu}$/u.test(t[k].raw)) || isHeadNounAt(doc, k))
      break;
    end = k;
  }
  return end;
}

/**
 * Text that ends where a sentence or line starts: only whitespace, or an end mark then whitespace. The run after
 * the mark excludes "\n" so that each mark starts one scan (a later line break is itself the mark): with "\s*",
 * every mark rescanned the whitespace after it. Exported for its unit test.
 */
export const SENTENCE_START_BEFORE = /(?:^|[\n.!?])[^\S\n]*$/;

/**
 * "Best,⏎Sarah", "Kind regards, James Miller": a sign-off word that starts its line or sentence, then a comma or a
 * line break before the name ("the best for the best. If you…" is no sign-off).
 */
function isSignOff(before: string): boolean {
  const m = SIGN_OFF.exec(before);
  if (!m) return false;
  const lead = before.slice(0, m.index);
  const tail = before.slice(m.index);
  const starts = lead.length === 0 || SENTENCE_START_BEFORE.test(lead.slice(-3)) || lead.endsWith("\n");
  return starts && /[,\n]/.test(tail);
}

/** Token i starts its line, or follows a "Name:"-style label that does. */
function isLineFirstToken(doc: Doc, i: number): boolean {
  const t = doc.tokens;
  return (
    i === 0 ||
    doc.lineOf[i - 1] !== doc.lineOf[i] ||
    (t[i - 2] !== undefined && doc.lineOf[i - 2] !== doc.lineOf[i] && /[-–:]\s*$/.test(doc.text.slice(t[i - 1].end, t[i].start)))
  );
}

/** EMPLOYEE and RECRUITER person names: honorifics, greetings, sign-offs, CV headers, first-name list. */
export function findPersonCandidates(doc: Doc): Candidate[] {
  const t = doc.tokens;
  const out: Candidate[] = [];
  const recruiterDoc = RECRUITER_CONTEXT.test(doc.text);
  const firstContentLine = doc.lines.findIndex((l) => l.trim().length > 0);
  for (let i = 0; i < t.length; i++) {
    const raw = t[i].raw;
    // Both branches below need an upper-case first letter or an honorific: skip plain lower-case ASCII words early.
    const c0 = raw.charCodeAt(0);
    if (c0 < 128 && !(c0 >= 65 && c0 <= 90) && !HONORIFIC.has(t[i].key)) continue;
    const features: [string, number][] = [];
    let start = i;
    let end = i;
    // "Dr.BAMU,Aurangabad" (a university's short name) is no "Dr. Name": the honorific is followed by a space.
    const honorific =
      HONORIFIC.has(t[i].key) &&
      !(raw.length <= 3 && raw === raw.toUpperCase() && doc.text[t[i].end] !== ".") &&
      !(doc.text[t[i].end] === "." && t[i + 1] !== undefined && t[i + 1].start === t[i].end + 1);
    if (honorific && t[i + 1] && NAME_TOKEN.test(t[i + 1].raw) && doc.lineOf[i + 1] === doc.lineOf[i]) {
      end = nameRun(doc, i + 1, 2);
      features.push(["honorific + name", 1.8]);
    } else if ((NAME_TOKEN.test(raw) || /^\p{Lu}{2,}$/u.test(raw)) && !NOT_NAME_START.has(t[i].key) && !isHeadNounAt(doc, i)) {
      const lower = t[i].key;
      // "MA/MS", "ED": two or three capitals are an abbreviation (a degree, a department), not a first name.
      const isFirst = FIRST.has(lower) && !(raw.length <= 3 && /^\p{Lu}+$/u.test(raw));
      const prev = t[i - 1];
      if (prev && PLACE_PREFIX.has(prev.key) && isCapitalized(prev.raw) && doc.lineOf[i - 1] === doc.lineOf[i]) continue;
      const greeted = prev !== undefined && GREETING.has(prev.key) && doc.lineOf[i - 1] === doc.lineOf[i];
      // Without a known first name only the header line, a greeting or a cue phrase can make a name: skip the rest.
      if (!isFirst && doc.lineOf[i] !== firstContentLine && !greeted && !(prev && CUE_TRIGGERS.has(prev.key))) continue;
      end = /^\p{Lu}{2,}$/u.test(raw)
        ? i + (t[i + 1] && /^\p{Lu}{2,}$/u.test(t[i + 1].raw) && doc.lineOf[i + 1] === doc.lineOf[i] ? 1 : 0)
        : nameRun(doc, i);
      const lineText = doc.lines[doc.lineOf[i]];
      // The cue regexes only matter after a trigger word; skipping them elsewhere keeps this pass cheap.
      const before = prev && CUE_TRIGGERS.has(prev.key) ? doc.text.slice(Math.max(0, t[i].start - 40), t[i].start) : "";
      const header =
        doc.lineOf[i] === firstContentLine &&
        end > i &&
        lineText.length > 0 &&
        isLineFirstToken(doc, i) &&
        !/\d|@/.test(doc.text.slice(t[i].start, t[end].end));
      if (isFirst) features.push(["known first name", 0.9]);
      if (end > i && isFirst) features.push(["first name + surname", 0.8]);
      if (header) features.push(["CV header name", 1.4]);
      if (greeted) features.push(["greeting addressee", 1.2]);
      // The three cue patterns cannot match an empty string.
      if (before && SELF_INTRO.test(before)) features.push(["self-introduction", 1.3]);
      if (before && isSignOff(before)) features.push(["sign-off", 1.2]);
      if (before && CANDIDATE_CUE.test(before)) features.push(["candidate cue", 1.2]);
      if (!isFirst && !header && features.length === 0) continue;
      if (!isFirst && end === i && features.every((f) => f[0] === "known first name")) continue;
      if (features.length === 1 && features[0][0] === "known first name" && end === i) features.push(["lone first name", -1.6]);
    } else {
      continue;
    }
    // "Robert W. Hite Treatment Facility", "Ronald McDonald House": a person's name that opens an institution's name.
    if (namesAnInstitution(doc, start, end)) continue;
    const text = doc.text.slice(t[start].start, t[end].end);
    const before =
      t[start - 1] && CUE_TRIGGERS.has(t[start - 1].key) ? doc.text.slice(Math.max(0, t[start].start - 40), t[start].start) : "";
    const after = doc.text.slice(t[end].end, t[end].end + 60);
    const selfOrSign = SELF_INTRO.test(before) || isSignOff(before);
    const recruiter =
      (recruiterDoc && selfOrSign) || /^,?\s*(?:an?\s+)?[\w\s]{0,25}(recruit|talent acquisition|headhunt|personalberater)/i.test(after);
    out.push({
      type: recruiter ? "RECRUITER" : "EMPLOYEE",
      start: t[start].start,
      end: t[end].end,
      features: recruiter ? [...features, ["recruiter context", 0.4]] : features,
      normalized: text,
    });
    i = end;
    start = end;
  }
  return out;
}
