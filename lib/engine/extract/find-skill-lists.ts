/**
 * SKILL candidates from the layout of skills sections, for skills the taxonomy does not know ("CMiC", "Bluebeam",
 * "Movex", "PBUSE"): each item of a skills section (items separated by commas, bullets, line breaks or runs of
 * spaces, as one-line CVs write them) and each subject of a "Skill Details" line ("Autocad- Exprience - 6 months")
 * is a skill when it has the shape of one — a short noun phrase, not a sentence, a trait or a job title.
 */
import { foldCase } from "@/lib/knowledge/skills/normalize";
import { isHeadNoun } from "@/lib/engine/parse/titles";
import { resolveSkillCached, type Doc } from "./context";
import type { Candidate } from "./types";

/** Personal traits and attitudes listed among skills; a recruiter does not tag them as skills. */
export const TRAITS = new Set(
  [
    "team player",
    "strong team player",
    "self-motivated",
    "self motivated",
    "detail oriented",
    "detail-oriented",
    "hardworking",
    "hard working",
    "hard-working",
    "quick learner",
    "fast learner",
    "results oriented",
    "result oriented",
    "results-oriented",
    "result-oriented",
    "people person",
    "positive attitude",
    "work ethic",
    "strong work ethic",
    "motivated",
    "dedicated",
    "enthusiastic",
    "punctual",
    "reliable",
    "honest",
    "self-starter",
    "self starter",
    "go-getter",
    "multitasker",
    "multi-tasker",
    "good multitasker",
    "skilled multi-tasker",
    "flexible",
    "adaptable",
    "committed",
    "passionate",
    "energetic",
    "proactive",
    "innovation",
    "integrity",
    "professionalism",
    "discretion",
    "confidentiality",
    "team work",
    "teamwork",
    "analytical",
    "critical",
    "creative",
    "organized",
    "organised",
    "detail",
    "dependable",
    "friendly",
    "courteous",
    "polite",
    "loyal",
    "responsible",
    "honesty",
    "creativity",
    "enthusiasm",
    "dedication",
    "passion",
    "professional demeanor",
    "professional demeanour",
    "self-directed",
    "service-minded",
  ].map(foldCase),
);
// First words of clauses that generated lists split into items ("manage time effectively", "with high level of …").
export const CLAUSE_START = new Set([
  "manage",
  "handle",
  "provide",
  "prepare",
  "assist",
  "maintain",
  "develop",
  "create",
  "perform",
  "coordinate",
  "ensure",
  "work",
  "use",
  "make",
  "build",
  "lead",
  "gather",
  "responsible",
  "with",
  "in",
  "on",
  "at",
  "for",
  "to",
  "from",
  "by",
  "as",
  "and",
  "or",
  "of",
  "the",
  "a",
  "an",
  "able",
  "ability",
  "can",
  "will",
  "must",
  "good",
  "very",
]);
const LEAD_PHRASES = [
  "completed internal",
  "complete internal",
  "completed",
  "experience working with",
  "experience working",
  "knowledgeable in",
  "knowledge of",
  "navigate through",
  "proficient in",
  "proficient with",
  "experience with",
  "experience in",
  "familiar with",
  "skilled in",
  "expertise in",
  "trained in",
  "working knowledge of",
];
const ADJECTIVES = new Set([
  "strong",
  "excellent",
  "effective",
  "good",
  "great",
  "advanced",
  "superior",
  "exceptional",
  "solid",
  "proven",
  "basic",
  "working",
  "sound",
  "extensive",
  "fluent",
  "high",
  "outstanding",
  "very",
  "expert",
  "superb",
]);
// Items of generated skill lists that are not skills by themselves.
export const JUNK = new Set([
  "skills",
  "skill",
  "office",
  "money",
  "progress",
  "policies",
  "personnel",
  "materials",
  "material",
  "content",
  "stories",
  "articles",
  "website",
  "clients",
  "delivery",
  "ads",
  "works",
  "managing",
  "strategic",
  "real-time",
  "quality",
  "credit",
  "bi",
  "layout",
  "posters",
  "graphics",
  "graphic",
  "newsletter",
  "video",
  "publications",
  "researching",
  "reporting",
  "documentation",
  "insurance",
  "benefits",
  "inventory",
  "services",
  "service",
  "planning",
  "program",
  "programs",
  "maintenance",
  "operations",
  "management",
  "processes",
  "procedures",
  "concepts",
  "principles",
  "other",
  "etc",
  "various",
  "and",
  "or",
  "the",
  "n/a",
  "na",
  "none",
  "reports",
  "hr",
  "development",
  // Generic business nouns of generated skill lists ("Customer", "Market", "Clientele", "Communicator").
  "customer",
  "customers",
  "market",
  "clientele",
  "communicator",
  "prioritize",
  "director",
  "interpretation",
  "client",
]);
// Words that describe a skill without naming one ("Great", "verbal and written").
const DESCRIBING = new Set(["verbal", "written", "oral", "and", "or", "&"]);
const FUNCTION_WORDS = new Set(["in", "with", "of", "and", "or", "to", "for", "at", "on", "by", "the", "a", "an"]);

interface Piece {
  start: number;
  end: number;
}

const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\u00a0";

/** Trims spaces, bullets and stray punctuation from both ends of [start, end). */
function trimPiece(text: string, start: number, end: number): Piece {
  while (start < end && /[\s•·*▪►■–—:\-,;.()"'¢â]/.test(text[start])) start++;
  while (end > start && /[\s•·*▪►■–—:\-,;(]/.test(text[end - 1])) end--;
  // An unmatched ")" or "." at the end: "Reservation System (ORS)" keeps its pair, "P6." loses the dot.
  while (end > start && (text[end - 1] === "." || (text[end - 1] === ")" && !text.slice(start, end).includes("(")))) end--;
  return { start, end };
}

/** Drops a lead phrase, leading adjectives and a trailing "skills" from an item ("Strong communication skills"). */
function coreOf(text: string, p: Piece): Piece {
  let { start, end } = p;
  const lower = text.slice(start, end).toLowerCase();
  for (const lead of LEAD_PHRASES) {
    if (lower.startsWith(`${lead} `)) {
      start += lead.length + 1;
      break;
    }
  }
  for (;;) {
    const sp = text.indexOf(" ", start);
    if (sp < 0 || sp >= end) break;
    if (!ADJECTIVES.has(text.slice(start, sp).toLowerCase())) break;
    start = sp + 1;
  }
  // "German (native)", "English (C1)": the qualifier in brackets is not part of the skill's name. An abbreviation in
  // brackets ("Logistics Information Warehouse (LIW)") is read separately by abbreviationOf.
  if (text[end - 1] === ")") {
    const open = text.lastIndexOf("(", end);
    if (open > start) end = open;
  }
  const tail = text.slice(start, end).toLowerCase().trimEnd();
  for (const word of [" skills", " skill"]) {
    if (tail.endsWith(word)) {
      end = start + tail.length - word.length;
      break;
    }
  }
  // "Excel 2 years", "SQL 10+": how long the skill was used is not part of its name.
  const duration = /\s\d{1,2}(?:\+|\+? ?(?:years?|yrs?|months?|mos?)\.?)$/i.exec(text.slice(start, end));
  if (duration) end = start + duration.index;
  // "CSS training", "German A1 Level": what was trained or the level reached is not part of the name.
  end = start + dropTail(text.slice(start, end));
  // "National Board Certified", "AP Bio certified 2015": the credential is named before "certified".
  // "HIPAA Certified Professional" is the credential's own name: "certified" cuts only at the end or before a year.
  const cert =
    /\scertifi(?:ed|cation|cate)\b(?=\s*(?:(?:in|since|summer|spring|fall|autumn|winter|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+)?(?:\d|$))/i.exec(
      text.slice(start, end),
    );
  if (cert && cert.index > 0) end = start + cert.index;
  return trimPiece(text, start, end);
}

const TAIL_WORDS = [
  " training",
  " course",
  " level",
  " savvy",
  " knowledge",
  " expertise",
  " expert",
  " familiarity",
  " proficiency",
  " proficient",
  " aptitude",
  " capability",
  " experience",
  " ability",
  " abilities",
  " speaking",
  " a1",
  " a2",
  " b1",
  " b2",
  " c1",
  " c2",
];

/** Length of an item without trailing "training", "course" and language levels ("German A1 Level" → "German"). */
function dropTail(item: string): number {
  let len = item.length;
  for (let changed = true; changed;) {
    changed = false;
    const lower = item.slice(0, len).toLowerCase();
    for (const w of TAIL_WORDS) {
      if (
        lower.endsWith(w) &&
        len > w.length &&
        (!NAMING_TAILS.has(w) || namesSkill(item.slice(0, len - w.length))) &&
        // "Spanish Speaking" → "Spanish", but "Public Speaking" is the name.
        (w !== " speaking" || resolveSkillCached(item.slice(0, len - w.length))?.category === "language")
      ) {
        len -= w.length;
        changed = true;
      }
    }
  }
  return len;
}

// Tails that can end a name ("Employee training" is a skill; "CSS training" names CSS): dropped only before a name.
const NAMING_TAILS = new Set([" training", " course", " level"]);

/** Whether what is left before a tail still names something: a known skill or a product-like name ("M3 ERP"). */
function namesSkill(rest: string): boolean {
  return resolveSkillCached(rest) !== null || /\p{Lu}/u.test(rest.slice(1)) || LEVEL_BEFORE.test(rest);
}
// "German A1" before " Level": the language is read on the next pass.
const LEVEL_BEFORE = / [ABC][12]$/;

const ABBREVIATION = /^[A-Z][A-Z0-9&]{1,7}$/;
const LEVELS = new Set(["A1", "A2", "B1", "B2", "C1", "C2"]);

/** The span of an abbreviation in brackets at the end of a piece ("… Enhanced (PBUSE)"), or null. */
function abbreviationOf(text: string, p: Piece): Piece | null {
  if (text[p.end - 1] !== ")") return null;
  const open = text.lastIndexOf("(", p.end);
  if (open <= p.start) return null;
  const inner = text.slice(open + 1, p.end - 1).trim();
  if (!ABBREVIATION.test(inner) || LEVELS.has(inner)) return null;
  const start = text.indexOf(inner, open);
  return { start, end: start + inner.length };
}

/** "Project estimation and bidding" → two items; "Written and Oral Communication" stays one (an adjective before "and"). */
function splitCoordinated(text: string, p: Piece): Piece[] {
  const s = text.slice(p.start, p.end);
  const out: Piece[] = [];
  let from = 0;
  const cut = (at: number, len: number) => {
    const left = s.slice(from, at).trim();
    if (/(?:en|al|ive|ic|ful|ous|ary|ed)$/i.test(left) && !left.includes(" ")) return;
    out.push(trimPiece(text, p.start + from, p.start + at));
    from = at + len;
  };
  for (let k = 0; k < s.length; k++) {
    // "Cpr And First Aid": title-cased lists capitalise the conjunction too.
    if (s.startsWith(" and ", k) || s.startsWith(" And ", k)) cut(k, 5);
    else if (s.startsWith(" & ", k)) cut(k, 3);
    else if (s[k] === "/" && k >= 4 && s.length - k - 1 >= 4 && /\p{L}/u.test(s[k - 1] ?? "") && /\p{L}/u.test(s[k + 1] ?? "")) cut(k, 1);
  }
  out.push(trimPiece(text, p.start + from, p.end));
  return out.filter((x) => x.end > x.start);
}

// Nouns that turn a skill into an area of work ("Supply Process", "Multi-site Operations", "Data Entry Process").
const GENERIC_TAIL = new Set([
  "process",
  "processes",
  "operations",
  "policies",
  "procedures",
  "programs",
  "programmes",
  "files",
  "flows",
  "standards",
  "structure",
  "teams",
  "organization",
  "organisation",
]);

/**
 * An item ending in a generic noun: the skill before it when the taxonomy knows it ("Data Entry Process" → "Data
 * Entry"), otherwise null ("Multi-site Operations" names no skill). Known names keep their tail ("Software
 * Development").
 */
function withoutGenericTail(text: string, p: Piece): Piece | null {
  const item = text.slice(p.start, p.end);
  const sp = item.lastIndexOf(" ");
  if (sp < 0 || !GENERIC_TAIL.has(item.slice(sp + 1).toLowerCase()) || resolveSkillCached(item)) return p;
  return resolveSkillCached(item.slice(0, sp)) ? { start: p.start, end: p.start + sp } : null;
}

// Named products that, as the first word of an unknown item, make it a topic of that product ("Python Cache").
const PRODUCT_CATEGORIES = new Set(["programming_language", "framework", "database", "cloud", "tool"]);

/** Whether an item has the shape of a skill name; returns the evidence weight, or null. */
function itemWeight(item: string, strongContext: boolean, abbreviated = false): [string, number][] | null {
  const words = item.split(/\s+/);
  const key = foldCase(item);
  // A name followed by its abbreviation may be long ("SSN-LIN Automated Management & Integrating System (SLAMIS)").
  const maxWords = abbreviated ? 8 : 5;
  if (item.length < 2 || item.length > maxWords * 10 - 2 || words.length > maxWords || !/\p{L}/u.test(item)) return null;
  // "Bilingual in" (its object is on the next line), "AND MARKETING", "Great", "verbal and written", "A team player".
  if (
    FUNCTION_WORDS.has(foldCase(words[words.length - 1])) ||
    (words.length > 1 && /^(?:and|or|of|to|in|for|with)$/i.test(words[0])) ||
    words.every((w) => ADJECTIVES.has(foldCase(w)) || DESCRIBING.has(foldCase(w)))
  )
    return null;
  if (words.length > 1 && /^(?:a|an|the)$/i.test(words[0]) && TRAITS.has(foldCase(words.slice(1).join(" ")))) return null;
  if (
    TRAITS.has(key) ||
    JUNK.has(key) ||
    // "Service-minded", "Goal-oriented", "Self-directed": a compound that describes a person.
    /^\p{L}+-(?:minded|oriented|directed|driven|motivated)$/iu.test(item) ||
    /^(?:ability|able|must|can|will|dedicated|focused|trained|awarded|completed|member)\b/i.test(item)
  )
    return null;
  // "Contracts", "Mergers", "Acquisitions", "Subfiles": one plain plural noun the taxonomy does not know names a kind of
  // thing handled, not a skill (names the taxonomy knows, as "Kubernetes" or "Jenkins", are kept).
  if (words.length === 1 && /^\p{Lu}?\p{Ll}+[^s]s$/u.test(item) && !resolveSkillCached(item)) return null;
  // "42 Wpm", "Typing 40 wpm": a speed, not a skill's name.
  if (/\bwpm\b/i.test(item)) return null;
  if (/[.!?]\s/.test(item) || (/\b(?:i|we|you|my|our|the)\b/i.test(item) && words.length > 2)) return null;
  // A job title among skills ("Project Manager", "Teacher Mentor") is left to the JOB finder.
  if (isHeadNoun(words[words.length - 1]) && (words.length >= 2 || /^\p{Lu}/u.test(item))) return null;
  const features: [string, number][] = [];
  const known = resolveSkillCached(item);
  if (known) features.push(["skill taxonomy name", 0.8]);
  const single = words.length === 1;
  const lowerWord = single && item === item.toLowerCase();
  // "progress", "banking": a lone lower-case word of a generated list is a skill only when the taxonomy knows it.
  // "relationship-building", "problem-solving": a hyphenated compound naming an activity is a skill's name.
  const compound = lowerWord && /^\p{Ll}{3,}-\p{Ll}{3,}(?:ing|ment|tion|sion)$/u.test(item);
  if (lowerWord && !known && !strongContext && !compound) return null;
  // "handling projects in SDLC", "SOW submission to customer": a clause of prose, not a name.
  if (
    !known &&
    !single &&
    /^\p{Ll}/u.test(item) &&
    !strongContext &&
    // A first word in -ing is a verb ("handling projects") unless it names a field itself ("marketing plans").
    (words.length > 3 || (/(?:ing|ed)$/.test(words[0]) && !resolveSkillCached(words[0])) || CLAUSE_START.has(words[0]))
  )
    return null;
  if (!known && / (?:to|from|in|as|on|at|for|with|by|of) /i.test(item)) return null;
  // "Planning future operations": a clause that starts with a verb form.
  if (!known && words.length >= 3 && /ing$/.test(words[0]) && words.slice(1).every((w) => /^\p{Ll}/u.test(w))) return null;
  // "Self-motivated professional": a trait with a noun after it.
  if (!known && !single && TRAITS.has(foldCase(words[0]))) return null;
  // "LEADERSHIP SUPPORT EVENT PLANNING": two columns of a capitals skills table read as one line.
  if (!known && words.length >= 3 && item === item.toUpperCase() && /\p{Lu}{2}/u.test(item)) return null;
  // "Python Cache", "Python GIT": a product and what was done with it; the taxonomy finder tags the product.
  if (!known && !single) {
    const first = resolveSkillCached(words[0]);
    if (first && words[0].length >= 3 && PRODUCT_CATEGORIES.has(first.category)) return null;
  }
  if ((/^[A-Z0-9][A-Za-z0-9+#./-]*$/.test(item) && /[A-Z]/.test(item.slice(1))) || /\d/.test(item))
    features.push(["product-like name", 0.3]);
  if (words.length >= 5 && !abbreviated) features.push(["long item", -0.4]);
  return features;
}

function pushItems(doc: Doc, piece: Piece, out: Candidate[], context: [string, number], strongContext: boolean): void {
  const text = doc.text;
  const trimmed = trimPiece(text, piece.start, piece.end);
  // "SSN-LIN Automated Management & Integrating System (SLAMIS)": a name with its abbreviation is one item.
  const abbreviation = abbreviationOf(text, trimmed);
  if (abbreviation) {
    const item = text.slice(abbreviation.start, abbreviation.end);
    if (!JUNK.has(foldCase(item)))
      out.push({
        type: "SKILL",
        start: abbreviation.start,
        end: abbreviation.end,
        features: [context, ["abbreviation of a listed name", 0.3]],
        normalized: resolveSkillCached(item)?.id,
      });
  }
  const core = coreOf(text, trimmed);
  const parts = abbreviation ? [core] : splitCoordinated(text, core);
  for (const part of parts) {
    const whole = coreOf(text, part);
    if (whole.end <= whole.start) continue;
    const core = withoutGenericTail(text, whole);
    if (!core) continue;
    const item = text.slice(core.start, core.end);
    if (item.includes("\n")) continue;
    // "Project estimation and bidding": a lone word coordinated with a skill is a skill too.
    const weights = itemWeight(item, strongContext || (parts.length > 1 && !item.includes(" ")), abbreviation !== null);
    if (!weights) continue;
    out.push({
      type: "SKILL",
      start: core.start,
      end: core.end,
      features: [context, ...weights],
      normalized: resolveSkillCached(item)?.id,
    });
  }
}

/** Splits [from, to) into items at commas, semicolons, bullets, line breaks, tabs and runs of two or more spaces. */
function splitItems(text: string, from: number, to: number): Piece[] {
  const out: Piece[] = [];
  let start = from;
  for (let k = from; k < to; k++) {
    const c = text[k];
    const sep =
      c === "," ||
      c === ";" ||
      c === "\n" ||
      c === "\t" ||
      c === "•" ||
      c === "·" ||
      c === "|" ||
      (c === " " && isSpace(text[k + 1])) ||
      (c === "â" && text[k + 1] === "¢") ||
      (c === "-" && text[k - 1] === " " && text[k + 1] === " ") ||
      // "*Permits & Building Codes  *Construction Planning": an asterisk bullet after a space.
      (c === "*" && (k === from || isSpace(text[k - 1])));
    if (!sep) {
      // "1. MS-Office 2. Good Communication skills 3. Knowledge of sales": list numbers inside one line separate items.
      if (c >= "0" && c <= "9" && text[k - 1] === " ") {
        const n = text[k + 1] === "." ? 1 : text[k + 1] >= "0" && text[k + 1] <= "9" && text[k + 2] === "." ? 2 : 0;
        if (n > 0 && text[k + n + 1] === " " && !(text[k + n + 2] >= "0" && text[k + n + 2] <= "9")) {
          if (k - 1 > start) out.push({ start, end: k - 1 });
          k += n + 1;
          start = k + 1;
        }
      }
      continue;
    }
    if (k > start) out.push({ start, end: k });
    while (k + 1 < to && (isSpace(text[k + 1]) || text[k + 1] === "\n" || text[k + 1] === "¢")) k++;
    start = k + 1;
  }
  if (to > start) out.push({ start, end: to });
  return out;
}

/** Offset of the last item separator in [from, to), or from when there is none. */
function lastSeparatorBefore(text: string, from: number, to: number): number {
  for (let k = to - 1; k > from; k--) {
    const c = text[k];
    if (c === "," || c === ";" || c === "\n" || c === "•" || c === "¢" || c === "|" || c === "\t") return k;
  }
  return from;
}

const EXPRIENCE = /-\s?Expe?rience\s?-/i;
const CERTIFICATION_FIELD = /\b(?:certifications?|certificates?|licen[cs]es?)[ \t]*:[ \t]*/gi;

export function findSkillListCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const text = doc.text;
  // "Skill Details" lines of PDF-extracted CVs: "Microsft office and excell, power point- Exprience - 120 months".
  if (/Expe?rience\s?-/i.test(text)) {
    for (let l = 0; l < doc.lines.length; l++) {
      const m = EXPRIENCE.exec(doc.lines[l]);
      if (!m || m.index === 0) continue;
      const lineStart = doc.lineStarts[l];
      for (const p of splitItems(text, lineStart, lineStart + m.index))
        pushItems(doc, p, out, ['subject of a "Skill Details" line', 1.8], true);
    }
  }
  // "Certification   :   Six Sigma Lean Professional (SSLP)  ,   2014": the value of a certification field names it.
  if (/certific|licen[cs]e/i.test(text)) {
    for (const m of text.matchAll(CERTIFICATION_FIELD)) {
      const from = m.index + m[0].length;
      const stop = /,|\n|\s{3,}|$/.exec(text.slice(from, from + 120));
      const to = from + (stop ? stop.index : Math.min(120, text.length - from));
      if (to > from) pushItems(doc, { start: from, end: to }, out, ["value of a certification field", 1.6], true);
    }
  }
  // Items of skills sections, up to the next heading (at most 1,500 characters: a section, not the rest of the CV).
  for (let h = 0; h < doc.headings.length; h++) {
    const heading = doc.headings[h];
    if (heading.kind !== "skills") continue;
    const sectionEnd = h + 1 < doc.headings.length ? doc.headings[h + 1].start : text.length;
    let to = Math.min(sectionEnd, heading.end + 1500);
    // Cut at the cap: the item the cap falls in is incomplete ("M3 ERP training (Techn: Java"), so it is left out.
    if (to < sectionEnd) to = Math.max(heading.end, lastSeparatorBefore(text, heading.end, to));
    // "Skills: Python, Go" on a line of an ordinary document: the list ends with its line.
    const lineEnd = text.indexOf("\n", heading.end);
    const lineStart = text.lastIndexOf("\n", heading.start) + 1;
    if (lineEnd > 0 && lineEnd - lineStart < 300 && /\S/.test(text.slice(heading.end, lineEnd).replace(/^[\s:]+/, "")))
      to = Math.min(to, lineEnd);
    // Line by line: "Skill Details" lines were read above.
    for (let from = heading.end; from < to;) {
      const nl = text.indexOf("\n", from);
      const lineTo = nl < 0 || nl > to ? to : nl;
      if (!EXPRIENCE.test(text.slice(from, lineTo))) {
        for (const p of splitItems(text, from, lineTo)) pushItems(doc, p, out, ["item of a skills section", 1.5], false);
      }
      from = lineTo + 1;
    }
  }
  return out;
}
