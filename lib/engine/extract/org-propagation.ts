/**
 * One name, one role per document: once an organisation is found as an employer or an agency with good evidence,
 * its other mentions are the same organisation ("About Aramark … Aramark's safety policies"), and an agency's name
 * without its "Recruitment" ("Leads the team for Clear Selection") is the agency too.
 */
import { isGenericWord } from "@/lib/knowledge/orgs";
import { sectionOf, type Doc } from "./context";
import type { Candidate } from "./types";

const AGENCY_TAIL = new Set([
  "recruitment",
  "recruiting",
  "staffing",
  "resourcing",
  "personnel",
  "group",
  "ltd",
  "limited",
  "plc",
  "gmbh",
  "ag",
  "inc",
  "llc",
  "uk",
]);
const MAX_MENTIONS = 30;
const ABBREVIATION_AFTER = /^\s{0,2}\(([A-Z][A-Z0-9&]{1,7})\)/;

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** "Clear Selection Recruitment" → "Clear Selection"; null when what is left is one short or generic word. */
function agencyCore(name: string): string | null {
  const words = name.split(" ");
  let n = words.length;
  while (n > 1 && AGENCY_TAIL.has(words[n - 1].toLowerCase())) n--;
  if (n === words.length) return null;
  const core = words.slice(0, n).join(" ");
  if (words.slice(0, n).every((w) => isGenericWord(w))) return null;
  return n >= 2 || core.length >= 6 ? core : null;
}

/**
 * Other mentions of `name`, case-insensitive ("Push Engineering Pvt ltd" … "Push engineering Pvt ltd"), word-bounded.
 * Found by the first word as written (names keep their first capital), then compared whole without case.
 */
function mentionsOf(text: string, name: string): number[] {
  const out: number[] = [];
  const space = name.indexOf(" ");
  const head = space < 0 ? name : name.slice(0, space);
  const lower = name.toLowerCase();
  for (let at = text.indexOf(head); at >= 0 && out.length < MAX_MENTIONS; at = text.indexOf(head, at + head.length)) {
    if (isWordChar(text[at - 1]) || isWordChar(text[at + name.length])) continue;
    const slice = text.slice(at, at + name.length);
    if (slice !== name && slice.toLowerCase() !== lower) continue;
    out.push(at);
  }
  return out;
}

export function propagateOrgNames(doc: Doc, candidates: Candidate[], confidence: (c: Candidate) => number): Candidate[] {
  const text = doc.text;
  const found = new Map<string, "EMPLOYER" | "RECRUITER">();
  // The mentions that gave the evidence: they are not boosted by their own name.
  const sources = new Set<string>();
  for (const c of candidates) {
    if (confidence(c) < 0.6 || (c.type !== "EMPLOYER" && c.type !== "RECRUITER")) continue;
    sources.add(`${c.start}:${c.end}`);
    const name = text.slice(c.start, c.end);
    if (name.length < 3 || name.includes("\n")) continue;
    if (!found.has(name) || c.type === "RECRUITER") found.set(name, c.type);
    const core = c.type === "RECRUITER" ? agencyCore(name) : null;
    if (core) found.set(core, "RECRUITER");
    // "United Methodist Committee on Relief (UMCOR)": the abbreviation in brackets names the same organisation.
    // The bracket itself stays with the name it follows ("Ernst & Young (EY) Ghana" is one mention).
    const abbreviation = ABBREVIATION_AFTER.exec(text.slice(c.end, c.end + 16));
    if (abbreviation && !found.has(abbreviation[1])) {
      found.set(abbreviation[1], c.type);
      sources.add(`${c.end + abbreviation[0].indexOf(abbreviation[1])}:${c.end + abbreviation[0].length - 1}`);
    }
  }
  if (found.size === 0) return candidates;
  const out = candidates.slice();
  const bySpan = new Map(candidates.map((c) => [`${c.start}:${c.end}`, c]));
  for (const [name, type] of found) {
    const feature: [string, number] = [
      type === "RECRUITER" ? "same name as an agency named in the text" : "same name as an employer named in the text",
      1.6,
    ];
    for (const at of mentionsOf(text, name)) {
      const end = at + name.length;
      // A longer candidate starting here ("Clear Selection Group") belongs to the same organisation.
      let covered = false;
      for (const c of out) {
        if (c.start > at || c.end < end || c.end - c.start <= end - at) continue;
        covered = true;
        if (c.start === at && type === "RECRUITER" && c.type === "EMPLOYER") {
          c.type = "RECRUITER";
          c.features = [...c.features, ["shares an agency's name", 1.0]];
        }
      }
      if (covered) continue;
      if (sources.has(`${at}:${end}`)) continue;
      const same = bySpan.get(`${at}:${end}`);
      if (same) {
        // The mention was already a candidate on weaker evidence: it is the same organisation.
        if (same.features.some((f) => f[0] === feature[0])) continue;
        // An agency stays an agency; an employer mention may turn out to be the agency's.
        if (same.type === type || (same.type === "EMPLOYER" && type === "RECRUITER")) {
          same.type = type;
          same.features = [...same.features, feature];
        }
        continue;
      }
      const features: [string, number][] = [feature];
      const section = sectionOf(doc, at);
      if (section === "education" || section === "skills" || section === "certifications" || section === "activities")
        features.push([`in a ${section} section`, -2.4]);
      const c: Candidate = { type, start: at, end, features };
      out.push(c);
      bySpan.set(`${at}:${end}`, c);
    }
  }
  return out;
}
