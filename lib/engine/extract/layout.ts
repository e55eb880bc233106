/**
 * Document layout the finders need beyond lines: CV section headings (also when a whole CV arrives on one line,
 * where headings sit between runs of spaces), the section each offset falls in, and spans no entity may use
 * (URLs, e-mail addresses, "[NAME REMOVED]"-style markers, the headings themselves).
 */
import type { Token } from "@/lib/knowledge/skills";

export type SectionKind = "experience" | "education" | "skills" | "certifications" | "summary" | "activities" | "other";

const HEADINGS: [SectionKind, string[]][] = [
  [
    "experience",
    [
      "experience",
      "work experience",
      "professional experience",
      "work history",
      "employment history",
      "employment",
      "career history",
      "company details",
      "experience details",
      "relevant experience",
      "berufserfahrung",
      "other employment information",
    ],
  ],
  [
    "education",
    [
      "education",
      "education details",
      "education and training",
      "educational qualification",
      "educational qualifications",
      "academic qualifications",
      "academic qualification",
      "academics",
      "academic details",
      "academic background",
      "education & training",
      "education and certifications",
      "ausbildung",
    ],
  ],
  [
    "skills",
    [
      "skills",
      "skill details",
      "technical skills",
      "skill highlights",
      "highlights",
      "core qualifications",
      "summary of qualifications",
      "key skills",
      "computer skills",
      "computer skilles",
      "technical expertise",
      "core competencies",
      "areas of expertise",
      "areas of expertise include",
      "expertise",
      "softwares skills",
      "software skills",
      "it skills",
      "skills summary",
      "languages",
      "technical skills / responsibilities",
      "kenntnisse",
    ],
  ],
  [
    "certifications",
    [
      "certifications",
      "certification",
      "certification and trainings",
      "certifications and trainings",
      "licenses",
      "licenses and certifications",
      "certificates",
      "training attended",
      "trainings attended",
      "workshops attended",
      "trainings",
      "training",
      "courses",
    ],
  ],
  [
    "summary",
    [
      "summary",
      "professional summary",
      "career overview",
      "executive profile",
      "profile",
      "objective",
      "career objective",
      "professional profile",
      "executive summary",
    ],
  ],
  [
    "activities",
    [
      "accomplishments",
      "affiliations",
      "interests",
      "achievements",
      "awards",
      "extra curricular activity",
      "extra curricular activities",
      "personal attributes",
      "personal atributes",
      "volunteer experience",
      "volunteer work",
      "hobbies",
      "references",
      "publications",
      "memberships",
      "professional affiliations",
      "honors",
      "honours",
      "strengths",
      "key strengths",
      "personal strengths",
      "extra cricular activity",
    ],
  ],
  [
    "other",
    [
      "additional information",
      "personal details",
      "personal information",
      "projects",
      "aufgaben",
      "anforderungen",
      "job description",
      "job responsibilities",
      "required qualifications",
      "nature of work",
    ],
  ],
];

/** Lower-case heading text → section kind. */
export const HEADING_KIND = new Map<string, SectionKind>();
for (const [kind, names] of HEADINGS) for (const n of names) HEADING_KIND.set(n, kind);
const FIRST_WORDS = new Set([...HEADING_KIND.keys()].map((h) => h.split(" ")[0]));
const MAX_HEADING_WORDS = 5;

export interface Heading {
  start: number;
  end: number;
  kind: SectionKind;
}

/** Whitespace around a heading: a line edge, a tab, two spaces, or the colon of "Skills:". */
function isBreakBefore(text: string, at: number): boolean {
  if (at === 0) return true;
  const c = text[at - 1];
  if (c === "\n" || c === "\t") return true;
  // "â¢ SOFTWARES SKILLS" / "• Skills": a bullet glyph before a heading.
  if (c === " " && (at < 2 || /[\s•·¢]/.test(text[at - 2]))) return true;
  // PDF text glues a heading to the line before it: "Exprience - 6 monthsCompany Details".
  const p = text.charCodeAt(at - 1);
  return p >= 97 && p <= 122;
}

function isBreakAfter(text: string, at: number): boolean {
  if (at >= text.length) return true;
  const c = text[at];
  if (c === "\n" || c === "\r" || c === "\t" || c === ":") return true;
  if (c === " ") {
    const d = text[at + 1];
    // "SKILLS 1. MS-Office 2. …": a numbered list starts right after the heading.
    if (d === "1" && text[at + 2] === "." && text[at + 3] === " ") return true;
    return d === undefined || d === " " || d === "\n" || d === "\r" || d === "\t" || d === ":";
  }
  return false;
}

const EXPERIENCE_TAILS = new Set(["experience", "experiences", "history"]);

/**
 * "INDUSTRIAL EXPERIENCE:", "Clinical Experience⏎", "PRE-PROFESSIONAL TEACHING EXPERIENCE": a heading of up to four
 * words ending in "experience"/"history", in capitals or closed by a colon or a line break, is an experience section
 * whatever field names it. Returns the index of the last token, or -1.
 */
function experienceHeadingEnd(text: string, tokens: Token[], i: number): number {
  for (let k = i; k < Math.min(tokens.length, i + 4); k++) {
    if (k > i) {
      const gap = text.slice(tokens[k - 1].end, tokens[k].start);
      if (gap !== " " && gap !== "-") return -1;
    }
    const raw = tokens[k].raw;
    if (!isUpperAt(text, tokens[k].start)) return -1;
    if (k > i && EXPERIENCE_TAILS.has(tokens[k].key)) {
      const caps = text.slice(tokens[i].start, tokens[k].end) === text.slice(tokens[i].start, tokens[k].end).toUpperCase();
      const after = text[tokens[k].end];
      const closed = after === undefined || after === ":" || after === "\n" || after === "\r";
      if (!isBreakBefore(text, tokens[i].start)) return caps && after === ":" ? k : -1;
      return (caps && isBreakAfter(text, tokens[k].end)) || closed ? k : -1;
    }
    if (raw.length < 2) return -1;
  }
  return -1;
}

/**
 * Headings: a known heading phrase starting with a capital, standing between breaks ("Work History      Assistant
 * Project Manager", "Education Details \n", "Skills: Python"). Walks the document's tokens, so it stays linear.
 */
export function findHeadings(text: string, allTokens: Token[]): Heading[] {
  const out: Heading[] = [];
  const tokens = splitGlued(allTokens);
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i];
    // "…hardworking. INDUSTRIAL EXPERIENCE: • 10 Day's…": in capitals and closed by a colon it needs no break before.
    if (
      !FIRST_WORDS.has(w.key) &&
      isUpperAt(text, w.start) &&
      (isBreakBefore(text, w.start) || (w.raw.length > 3 && w.raw === w.raw.toUpperCase()))
    ) {
      const last = experienceHeadingEnd(text, tokens, i);
      if (last > i) {
        out.push({ start: w.start, end: tokens[last].end, kind: "experience" });
        i = last;
      }
      continue;
    }
    if (!FIRST_WORDS.has(w.key) || !isUpperAt(text, w.start)) continue;
    // "… Direct sales management STRENGTHS 1. Dedication", "… milling STRENGTHS: • Strong": a heading in capitals
    // inside a one-line CV, opening a numbered list or closed by a colon, needs no break before it.
    const inline = !isBreakBefore(text, w.start);
    if (inline && !(w.raw.length > 3 && w.raw === w.raw.toUpperCase() && text[w.start - 1] === " ")) continue;
    let best: Heading | null = null;
    let phrase = w.key;
    for (let k = i; k < Math.min(tokens.length, i + MAX_HEADING_WORDS); k++) {
      if (k > i) {
        const gap = text.slice(tokens[k - 1].end, tokens[k].start);
        if (gap !== " " && gap !== " / " && gap !== " & " && gap !== "/") break;
        phrase += gap + tokens[k].key;
      }
      const kind = HEADING_KIND.get(phrase);
      const at = tokens[k].end;
      const opens = inline
        ? (text.startsWith(" 1. ", at) || text[at] === ":") && text.slice(w.start, at) === text.slice(w.start, at).toUpperCase()
        : isBreakAfter(text, at);
      if (kind && opens) best = { start: w.start, end: at, kind };
    }
    if (best) {
      out.push(best);
      while (i + 1 < tokens.length && tokens[i + 1].start < best.end) i++;
    }
  }
  return out;
}

/**
 * Tokens with glued words split where a lower-case letter meets a capital ("monthsCompany" → "months", "Company"),
 * the way PDF extraction joins a line to the next heading. Only tokens that contain such a seam are copied.
 */
export function splitGlued(tokens: Token[]): Token[] {
  let out: Token[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    let seam = -1;
    for (let k = 1; k < t.raw.length - 2; k++) {
      const a = t.raw.charCodeAt(k - 1);
      const b = t.raw.charCodeAt(k);
      if (a >= 97 && a <= 122 && b >= 65 && b <= 90 && t.raw.charCodeAt(k + 1) >= 97) {
        seam = k;
        break;
      }
    }
    if (seam < 0) {
      out?.push(t);
      continue;
    }
    out ??= tokens.slice(0, i);
    const left = t.raw.slice(0, seam);
    const right = t.raw.slice(seam);
    out.push({ raw: left, key: left.toLowerCase(), start: t.start, end: t.start + seam });
    out.push({ raw: right, key: right.toLowerCase(), start: t.start + seam, end: t.end });
  }
  return out ?? tokens;
}

function isUpperAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c >= 65 && c <= 90;
}

/** Section kind at each heading boundary; `sectionAt` answers by binary search. */
export function sectionAt(headings: Heading[], offset: number): SectionKind | null {
  let lo = 0;
  let hi = headings.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (headings[mid].start <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : headings[found].kind;
}

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"]{1,300}|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}/gi;
const MARKER_RE = /\[[^\]\n]{1,60}\]/g;

/** Spans no entity may overlap: URLs, e-mail addresses, bracketed editorial markers ("[NAME REMOVED]"). */
export function findBlockedSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  if (text.includes("www.") || text.includes("://") || text.includes("@")) {
    for (const m of text.matchAll(URL_RE)) out.push([m.index!, m.index! + m[0].length]);
  }
  if (text.includes("[")) {
    for (const m of text.matchAll(MARKER_RE)) {
      // Only markers, not "[C++]"-style content: upper-case words or a placeholder in brackets.
      if (/REMOVED|REDACTED|NAME|CONTACT|program\]|Company|Software/i.test(m[0])) out.push([m.index!, m.index! + m[0].length]);
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}
