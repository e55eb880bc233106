/**
 * "SBI BANK AS A OFFICE ASSISTENCE FOR 1 YEAR", "Worked with Mahal Pvt Ltd. as Sr. Sales Executive",
 * "1year in SANARCO ENGINEERING PVT. LTD. As a mechanical design engineer": the "<organisation> as (a) <role>" lines
 * of CVs written without a layout (common in CVs extracted from PDF/DOCX). The organisation stands between a line
 * start or an employment cue ("with", "in", "at", "for") and "as"; the role runs from "as (a/an)" to a duration, a
 * preposition or the end of the clause. Both sides have to read as what they are, or nothing is proposed.
 */
import { findPlace } from "@/lib/engine/parse/places";
import { isHeadNounAt, resolveSkillCached, tokenAt, type Doc } from "./context";
import { trimEndOf } from "./guards";
import type { Candidate } from "./types";

const AS_RE = /(?<=\S)\s+(?:as|AS|As)\s+(?:(?:a|an|A|AN|An)\s+)?(?=[A-Za-z])/g;
const CUES = new Set(["with", "in", "at", "for"]);
// Lower-case words that may stand inside or end an organisation's name ("ICICI Merchant services", "Pvt ltd").
const ORG_LOWER = new Set([
  "pvt",
  "pvt.",
  "ltd",
  "ltd.",
  "limited",
  "private",
  "services",
  "service",
  "and",
  "&",
  "of",
  "bank",
  "technologies",
  "solutions",
  "engineering",
  "finance",
  "capital",
  "components",
  "industries",
  "motors",
  "group",
]);
// Words that open a clause rather than name an organisation ("Worked as", "Joined as", "Currently as").
const NOT_ORG = new Set([
  "i",
  "we",
  "he",
  "she",
  "they",
  "worked",
  "working",
  "work",
  "joined",
  "served",
  "currently",
  "employed",
  "experience",
  "responsible",
  "role",
  "position",
  "job",
  "also",
  "then",
  "and",
  "the",
  "my",
  "our",
  "present",
  "company",
  "description",
  "project",
  "team",
  "same",
  "such",
  "well",
  "known",
  "act",
  "acted",
  "acting",
]);
// Words that end the role on the right ("… Sales Manager for 1 year", "… engineer in Pune").
const ROLE_STOP = new Set([
  "for",
  "in",
  "at",
  "with",
  "from",
  "since",
  "till",
  "until",
  "to",
  "and",
  "where",
  "who",
  "which",
  "on",
  "of",
  "by",
  "during",
  "since",
]);
// A bullet, a list number, or the "description -" label of PDF-extracted CVs before the name.
const BULLET_LEAD = /^[\s*•·\-–>»\d.)â¢]*$|^\s*description\s?[-–:]\s*$/i;

interface Word {
  raw: string;
  start: number;
  end: number;
}

function wordsOf(text: string, offset: number): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) out.push({ raw: m[0], start: offset + m.index!, end: offset + m.index! + m[0].length });
  return out;
}

const isCap = (w: string) => /^[A-Z0-9]/.test(w) && /[A-Za-z]/.test(w);
const isAllCaps = (w: string) => /[A-Z]/.test(w) && w === w.toUpperCase();

/** The organisation ending right before "as": [start, end) offsets, or null. */
function orgBefore(doc: Doc, lineStart: number, left: string): [number, number] | null {
  let text = left.trimEnd();
  // "ICICI Merchant services (Hgs Payroll) As Sales Manager": a parenthesis after the name is left out.
  if (text.endsWith(")")) {
    const open = text.lastIndexOf("(");
    if (open < 0 || text.length - open > 40) return null;
    text = text.slice(0, open).trimEnd();
  }
  const words = wordsOf(text, lineStart);
  let k = words.length - 1;
  const name: Word[] = [];
  let cue = false;
  for (; k >= 0 && name.length <= 6; k--) {
    const w = words[k].raw;
    const key = w.toLowerCase();
    if (CUES.has(key) && name.length > 0) {
      cue = true;
      break;
    }
    if (isCap(w) || ORG_LOWER.has(key) || (name.length > 0 && /^[a-z]{3,}$/.test(w) && k > 0 && isCap(words[k - 1].raw)))
      name.unshift(words[k]);
    else break;
  }
  if (name.length === 0 || name.length > 6) return null;
  // Without a cue the name has to open the line (after a bullet or a list number).
  if (!cue && !BULLET_LEAD.test(text.slice(0, name[0].start - lineStart))) return null;
  // "1year in SANARCO …": a duration before the cue is fine; any other lead-in needs the cue.
  const first = name[0].raw;
  if (!isCap(first) || NOT_ORG.has(first.toLowerCase())) return null;
  const last = name[name.length - 1].raw;
  if (!isCap(last) && !ORG_LOWER.has(last.toLowerCase())) return null;
  const start = name[0].start;
  const end = name[name.length - 1].end;
  const span = doc.text.slice(start, end);
  // One capitalised word at a line start is too weak unless written in capitals ("VODAFONE AS A TELLE CALLER").
  if (!cue && name.length === 1 && !isAllCaps(first)) return null;
  for (let i = tokenAt(doc, start); i < doc.tokens.length && doc.tokens[i].start < end; i++) if (isHeadNounAt(doc, i)) return null;
  if (resolveSkillCached(span) || resolveSkillCached(first)) return null;
  const place = name.length <= 3 ? findPlace(span) : null;
  if (place && span.startsWith(place.name.split(" ")[0])) return null;
  return [start, end];
}

/** The role after "as (a/an)": [start, end, has a title head noun], or null. */
function roleAfter(doc: Doc, from: number, right: string): [number, number, boolean] | null {
  const words = wordsOf(right, from);
  const role: Word[] = [];
  for (const w of words) {
    let raw = w.raw;
    if (/^\d/.test(raw) || ROLE_STOP.has(raw.toLowerCase()) || role.length >= 5) break;
    // "Sales Manager." / "engineer," end the role; "Sr." is an abbreviation inside it.
    const punct = /[.,;:)(]$/.test(raw) && !/^(?:Sr|Jr|Asst|Snr)\.$/i.test(raw);
    if (punct) raw = trimEndOf(raw, ".,;:)(");
    if (!/^[A-Za-z][\w.'&/+-]*$/.test(raw)) break;
    role.push({ raw, start: w.start, end: w.start + raw.length });
    if (punct) break;
  }
  if (role.length === 0) return null;
  // The role ends at its last head noun ("mechanical design engineer"); without one it must be written in capitals.
  let lastHead = -1;
  for (let r = 0; r < role.length; r++) {
    const i = tokenAt(doc, role[r].start);
    let head = false;
    for (let j = i; j < doc.tokens.length && doc.tokens[j].start < role[r].end; j++) head ||= isHeadNounAt(doc, j);
    if (head) lastHead = r;
    else if (lastHead >= 0) break;
  }
  if (lastHead >= 0) return [role[0].start, role[lastHead].end, true];
  if (role.length <= 3 && role.every((w) => isAllCaps(w.raw) && w.raw.length > 1)) return [role[0].start, role[role.length - 1].end, false];
  return null;
}

const CACHE = new WeakMap<Doc, Candidate[]>();

/** EMPLOYER and JOB candidates of "<organisation> as (a) <role>" clauses, computed once per document. */
export function findAsRoleCandidates(doc: Doc): Candidate[] {
  const hit = CACHE.get(doc);
  if (hit) return hit;
  const out: Candidate[] = [];
  if (/\sas\s/i.test(doc.text)) {
    for (let l = 0; l < doc.lines.length; l++) {
      const line = doc.lines[l];
      if (line.length > 400 || !/\sas\s/i.test(line)) continue;
      const lineStart = doc.lineStarts[l];
      for (const m of line.matchAll(AS_RE)) {
        const roleFrom = m.index! + m[0].length;
        const role = roleAfter(doc, lineStart + roleFrom, line.slice(roleFrom));
        if (!role) continue;
        const org = orgBefore(doc, lineStart, line.slice(0, m.index!));
        if (!org) continue;
        out.push({ type: "EMPLOYER", start: org[0], end: org[1], features: [['organisation before "as (a)" and a role', 2.2]] });
        out.push({
          type: "JOB",
          start: role[0],
          end: role[1],
          features: [['role after an organisation and "as (a)"', role[2] ? 2.0 : 1.7]],
        });
      }
    }
  }
  CACHE.set(doc, out);
  return out;
}
