import { findSkillsInTokens } from "@/lib/knowledge/skills";
import { SKILL_CUE_WORDS } from "@/lib/knowledge/skills/context-rules";
import { sectionOf, tokenAt, type Doc } from "./context";
import { TRAITS } from "./find-skill-lists";
import type { Candidate } from "./types";

// "communication skills", "PMP certification": the skill is named without these words.
const TRAILING_WORDS = new Set(["skills", "skill", "certification", "certified", "certificate"]);
const EXPERIENCE_AFTER = new Set(["experience", "skills", "skill", "knowledge", "background", "expertise", "qualification", "certified", "training"]);
const LIST_GAP = /^\s*[,;/|•·]\s*$|^\s*(?:and|or|und|oder|et|ou|y|o)\s*$/i;

/** LIST_GAP, answering the usual single space without running the pattern. */
function isListGap(gap: string): boolean {
  return gap !== " " && LIST_GAP.test(gap);
}

/** SKILL candidates from the taxonomy matcher, scored by how list-like and specific the mention is. */
export function findSkillCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  for (const m of findSkillsInTokens(doc.text, doc.tokens)) {
    const features: [string, number][] = [["skill taxonomy match", 1.1]];
    const i = tokenAt(doc, m.start);
    const jm = tokenAt(doc, m.end) - 1;
    let j = jm;
    let end = m.end;
    const lower = m.text.toLowerCase();
    // Traits are not skills ("team player", "detail oriented"); "Less than 1 year" is no stylesheet language.
    if (TRAITS.has(lower)) continue;
    if (doc.text.startsWith(" than", m.end)) continue;
    // "communication skills" → "communication", "PMP certification" → "PMP" ("Forklift certification" is a name).
    if (j > i && TRAILING_WORDS.has(doc.tokens[j].key) && lower !== m.skill.name.toLowerCase()) {
      j--;
      end = doc.tokens[j].end;
    }
    const tokenCount = j - i + 1;
    if (tokenCount > 1 || m.text.length >= 6) features.push(["specific multi-character form", 0.6]);
    if (m.text === m.skill.name || m.skill.aliases.includes(m.text.toLowerCase())) features.push(["exact name or alias", 0.3]);
    const before = i > 0 ? doc.text.slice(doc.tokens[i - 1].end, m.start) : "";
    const after = jm + 1 < doc.tokens.length ? doc.text.slice(m.end, doc.tokens[jm + 1].start) : "";
    if (isListGap(before) || isListGap(after) || (before !== " " && /:\s*$/.test(before))) features.push(["in a list", 0.7]);
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
    const section = sectionOf(doc, m.start);
    // Degree subjects: "B.Sc. Computer Science", "M.Ed : Secondary Education".
    if (section === "education") features.push(["in an education section", -1.5]);
    const listed = features.some((f) => f[0] === "in a list");
    if (tokenCount === 1 && m.text === lower && !listed && !named && section !== "skills" && m.skill.category !== "language") features.push(["single lower-case word in prose", -1.0]);
    if (m.skill.textMatch === "strict" && m.skill.category !== "language") features.push(["rare language name", -0.6]);
    if (m.text.length <= 2) features.push(["very short form", -0.5]);
    if (m.skill.category === "soft") features.push(["soft skill (often prose)", -0.4]);
    out.push({ type: "SKILL", start: m.start, end, features, normalized: m.skill.id });
  }
  return out;
}
