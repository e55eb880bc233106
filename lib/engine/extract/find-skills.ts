import { findSkillsInTokens } from "@/lib/knowledge/skills";
import { FORM_RULES, SKILL_CUE_WORDS } from "@/lib/knowledge/skills/context-rules";
import { gapBetween, isCapitalized, isSpaceGap, sectionOf, tokenAt, type Doc } from "./context";
import { TRAITS } from "./find-skill-lists";
import type { Candidate } from "./types";

// "communication skills", "PMP certification": the skill is named without these words.
const TRAILING_WORDS = new Set(["skills", "skill", "certification", "certified", "certificate"]);
const EXPERIENCE_AFTER = new Set([
  "experience",
  "skills",
  "skill",
  "knowledge",
  "background",
  "expertise",
  "qualification",
  "certified",
  "training",
]);
// Skills that are fields of work rather than named competences: a recruiter tags them in lists and when named as
// experience, not each time prose passes by them ("background in Marketing", "Security Clearance", "team building").
const CONCEPT_CATEGORIES = new Set(["business", "soft", "trade", "education"]);
// Department names read as skills only in a skills list of their own ("HR" in "US HR Operations" is a department).
const DEPARTMENTS = new Set(["hr"]);
// "excellent customer service", "strong bookkeeping": a quality adjective names the competence being claimed.
const QUALITY_BEFORE = new Set([
  "excellent",
  "superior",
  "strong",
  "outstanding",
  "exceptional",
  "good",
  "great",
  "effective",
  "solid",
  "proven",
  "sound",
  "extensive",
  "advanced",
]);
const ORG_UNITS = new Set(["office", "department", "dept", "team", "teams", "unit", "division", "committee", "group"]);
const COORDINATORS = new Set(["and", "or", "&"]);
const DISCIPLINE_RE =
  /^(?:mechanical|electrical|electronics?|civil|industrial|chemical|energy|computer|automotive|structural|production|instrumentation|aerospace|biomedical|environmental|manufacturing|electrical and electronics?)\s+engineering$/i;
const GENERIC_ACTIVITIES = new Set([
  "design",
  "documentation",
  "reporting",
  "analysis",
  "monitoring",
  "coding",
  "interviews",
  "interviewing",
  "drawing",
  "fulfilment",
  "fulfillment",
  "acting",
  "progress",
  "estimating",
  "typing",
  "interpretation",
]);
// "weekends 'on call'", "interacting with clients on call": a schedule or a phone call, not a skill.
const GENERIC_PHRASES = new Set(["on call", "on-call"]);
const LIST_GAP = /^\s*[,;/|•·]\s*$|^\s*(?:and|or|und|oder|et|ou|y|o)\s*$/i;

const DEGREE_WORDS = new Set([
  "bachelor",
  "bachelors",
  "master",
  "masters",
  "diploma",
  "degree",
  "mba",
  "bba",
  "phd",
  "bsc",
  "msc",
  "btech",
  "mtech",
  "bcom",
  "mcom",
  "bca",
  "mca",
  "beng",
  "meng",
]);
const DEGREE_CODES = new Set(["BE", "ME", "BS", "MS", "BA", "MA", "BSc", "MSc", "BEd", "MEd", "AA", "AS"]);
// Second halves of dotted degrees ("M.Sc.", "B.Tech", "M.Ed") after a lone "B" or "M".
const DEGREE_TAILS = new Set(["sc", "ed", "tech", "com", "s", "a", "e", "eng", "phil"]);

/** "M.Sc. Computer Science", "Diploma in Electrical Engineering": the skill is the subject of a degree. */
function followsDegree(doc: Doc, i: number): boolean {
  const line = doc.lineOf[i];
  for (let k = i - 1; k >= 0 && k >= i - 4 && doc.lineOf[k] === line; k--) {
    const t = doc.tokens[k];
    // "M.Sc. Computer Science": the dotted degree's own full stop.
    if (DEGREE_TAILS.has(t.key) && k > 0 && (doc.tokens[k - 1].raw === "B" || doc.tokens[k - 1].raw === "M")) return true;
    // A sentence ends between them: "MS Office. Photoshop".
    if (/[.;]\s/.test(doc.text.slice(t.end, doc.tokens[k + 1].start))) return false;
    // Two-letter codes are degrees only right before the subject ("BE Mechanical", "MS Computer Science").
    if (DEGREE_CODES.has(t.raw) && k >= i - 2) return true;
    if (DEGREE_WORDS.has(t.key) && isCapitalized(t.raw)) return true;
  }
  return false;
}

// A one- or two-digit version after one space, not a count ("Excel 2 years", "Java 8+", "Python 3.x%").
const VERSION_AFTER = /^ \d{1,2}(?:\.\d{1,2})?(?!\.\s|[\d%+.,]?\d|[%+]| ?(?:years?|yrs?|months?|mos?|weeks?|days?|hours?|hrs?)\b)/i;
const HOW_BEFORE = /^(?:verbal|written|oral)\s+(?=communications?\b)/i;
const TECHNICAL = new Set(["programming_language", "framework", "database", "cloud", "devops", "ai_ml", "methodology"]);

/** Token i is joined by a bare slash to a single letter on either side ("A/C", "D/C", "I/O"). */
function slashLetterPair(doc: Doc, i: number): boolean {
  const t = doc.tokens;
  const letter = (k: number) => k >= 0 && k < t.length && t[k].raw.length === 1 && /\p{L}/u.test(t[k].raw);
  return (letter(i - 1) && gapBetween(doc, i - 1, i) === "/") || (letter(i + 1) && gapBetween(doc, i, i + 1) === "/");
}

/** LIST_GAP, answering the usual single space without running the pattern. */
function isListGap(gap: string): boolean {
  return gap !== " " && LIST_GAP.test(gap);
}

/** SKILL candidates from the taxonomy matcher, scored by how list-like and specific the mention is. */
export function findSkillCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const mentions = findSkillsInTokens(doc.text, doc.tokens);
  // Offsets where a mention starts or ends: "X and Y" is a list when both conjuncts are skills.
  const starts = new Set(mentions.map((m) => m.start));
  const ends = new Set(mentions.map((m) => m.end));
  for (const m of mentions) {
    const features: [string, number][] = [["skill taxonomy match", 1.1]];
    const i = tokenAt(doc, m.start);
    const jm = tokenAt(doc, m.end) - 1;
    let j = jm;
    let end = m.end;
    const lower = m.text.toLowerCase();
    // Traits are not skills ("team player", "detail oriented"); "Less than 1 year" is no stylesheet language.
    if (TRAITS.has(lower)) continue;
    if (doc.text.startsWith(" than", m.end)) continue;
    if (DEPARTMENTS.has(lower)) continue;
    // "Spanish Speaking": the word says how the language is used.
    if (
      lower === "speaking" &&
      i > 0 &&
      ends.has(doc.tokens[i - 1].end) &&
      mentions.some((o) => o.end === doc.tokens[i - 1].end && o.skill.category === "language")
    )
      continue;
    // "A/C and D/C theory", "I/O", "C/O": a letter glued by a slash to another single letter is an abbreviation.
    if (m.text.length <= 2 && i === jm && slashLetterPair(doc, i)) continue;
    // "budget, C, color" in a chef's generated list: a one-letter language needs another technical skill near it.
    if (
      m.text.length === 1 &&
      !mentions.some((o) => o !== m && TECHNICAL.has(o.skill.category) && o.text.length > 1 && Math.abs(o.start - m.start) < 300)
    )
      continue;
    // "communication skills" → "communication", "PMP certification" → "PMP" ("Forklift certification" is a name);
    // "skills" never belongs to the name ("organizational skills" → "organizational").
    const trailing = doc.tokens[j].key;
    if (j > i && TRAILING_WORDS.has(trailing) && (trailing === "skills" || trailing === "skill" || lower !== m.skill.name.toLowerCase())) {
      j--;
      end = doc.tokens[j].end;
    }
    // "Windows 7", "Angular 6", "Java 1.6", "Office 98": a version number belongs to a product's name.
    if (j === jm && m.skill.category !== "language" && m.skill.category !== "soft" && /^\p{Lu}/u.test(m.text)) {
      const v = VERSION_AFTER.exec(doc.text.slice(end, end + 24));
      if (v) end += v[0].length;
    }
    // "written and verbal communication skills" → "communication": how it is done is no part of the name.
    let startAt = m.start;
    const how = HOW_BEFORE.exec(m.text);
    if (how && i + 1 <= j) {
      const k = tokenAt(doc, m.start + how[0].length);
      if (k <= j) startAt = doc.tokens[k].start;
    }
    const tokenCount = j - i + 1;
    if (tokenCount > 1 || m.text.length >= 6) features.push(["specific multi-character form", 0.6]);
    if (m.text === m.skill.name || m.skill.aliases.includes(m.text.toLowerCase())) features.push(["exact name or alias", 0.3]);
    const before = i > 0 ? doc.text.slice(doc.tokens[i - 1].end, m.start) : "";
    const after = jm + 1 < doc.tokens.length ? doc.text.slice(m.end, doc.tokens[jm + 1].start) : "";
    // "chemistry, coagulation, and urinalysis": the last item of a serial list follows ", and".
    const serialLast =
      i > 1 && COORDINATORS.has(doc.tokens[i - 1].key) && /^,\s*$/.test(doc.text.slice(doc.tokens[i - 2].end, doc.tokens[i - 1].start));
    if (serialLast || isListGap(before) || isListGap(after) || (before !== " " && /:\s*$/.test(before))) features.push(["in a list", 0.7]);
    // "SEO, Google Ads and email marketing", "MIG and TIG welding": the conjunction is a token of its own, and the
    // other conjunct must be a skill too ("reconciling and monitoring" is a duty), and a lone lower-case word stays
    // doubtful ("A, B, O typing and antibody identification").
    else if (
      !(tokenCount === 1 && m.text === lower) &&
      ((i > 1 && COORDINATORS.has(doc.tokens[i - 1].key) && ends.has(doc.tokens[i - 2].end)) ||
        (jm + 2 < doc.tokens.length && COORDINATORS.has(doc.tokens[jm + 1].key) && starts.has(doc.tokens[jm + 2].start)))
    )
      features.push(["coordinated with another skill", 0.3]);
    let cue = false;
    for (let k = Math.max(0, i - 4); k <= Math.min(doc.tokens.length - 1, j + 3); k++) {
      if (SKILL_CUE_WORDS.has(doc.tokens[k].key)) {
        cue = true;
        break;
      }
    }
    if (cue) features.push(["skill cue word nearby", 0.4]);
    const next = doc.tokens[j + 1];
    const named = next !== undefined && next.start - end <= 1 && EXPERIENCE_AFTER.has(next.key);
    if (named) features.push(["named as experience or knowledge", 0.6]);
    // "Housekeeping Office", "Marketing department": the word names a unit of an organisation.
    if (named === false && next !== undefined && next.start - end === 1 && ORG_UNITS.has(next.key))
      features.push(["names an organisational unit", -0.6]);
    const qualified = i > 0 && isSpaceGap(doc, i - 1, i) && QUALITY_BEFORE.has(doc.tokens[i - 1].key);
    if (qualified) features.push(["claimed with a quality adjective", 0.3]);
    const section = sectionOf(doc, m.start);
    // Degree subjects: "B.Sc. Computer Science", "M.Ed : Secondary Education".
    if (section === "education") features.push(["in an education section", -1.5]);
    else if (followsDegree(doc, i)) features.push(["subject of a degree", -1.5]);
    const listed = features.some((f) => f[0] === "in a list" || f[0] === "coordinated with another skill");
    if (tokenCount === 1 && m.text === lower && !listed && !named && section !== "skills" && m.skill.category !== "language")
      features.push(["single lower-case word in prose", -1.0]);
    if (m.skill.textMatch === "strict" && m.skill.category !== "language") features.push(["rare language name", -0.6]);
    if (m.text.length <= 2) features.push(["very short form", -0.5]);
    if (m.skill.category === "soft") features.push(["soft skill (often prose)", -0.4]);
    // Everyday words the taxonomy only reads among skills ("security", "monitoring") are fields of work too.
    if (
      (CONCEPT_CATEGORIES.has(m.skill.category) || (Object.hasOwn(FORM_RULES, lower) && FORM_RULES[lower].anyCase === true)) &&
      !listed &&
      !named &&
      !qualified &&
      !cue &&
      section !== "skills"
    )
      features.push(["field of work named in passing", -1.2]);
    // "Mechanical engineering", "Masters degree in Energy Engineering": a discipline of study, not a skill.
    if (DISCIPLINE_RE.test(m.text)) features.push(["engineering discipline (a field of study)", -1.8]);
    // "design", "documentation", "REPORTING": one generic activity word is no named competence, listed or not.
    if ((tokenCount === 1 && GENERIC_ACTIVITIES.has(lower)) || GENERIC_PHRASES.has(lower)) features.push(["generic activity word", -2.5]);
    out.push({ type: "SKILL", start: startAt, end, features, normalized: m.skill.id });
  }
  return out;
}
