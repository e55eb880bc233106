/**
 * Current skill level (L0-L4) inferred from a CV and/or a declared skills list, by the rules of
 * docs/skill-levels.md. Every level carries the reason it was given.
 */
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import type { Skill, SkillLevel } from "@/lib/knowledge/types";
import { analyzeCv } from "./cv-structure";

export interface InferredLevel {
  skill: Skill;
  level: SkillLevel;
  reason: string;
}

const QUALIFIERS: [RegExp, SkillLevel][] = [
  [/\b(expert|mastery|master|native|authority|l4|level 4)\b/i, 4],
  [/\b(advanced|proficient|strong|fluent|extensive|l3|level 3)\b/i, 3],
  [/\b(intermediate|working|good|competent|solid|l2|level 2)\b/i, 2],
  [/\b(basic|beginner|familiar|familiarity|awareness|exposure|learning|elementary|l1|level 1)\b/i, 1],
];
const OWNERSHIP = /\b(led|lead|architected|designed|mentored|owned|headed|established|taught|trained|pioneered|spearheaded)\b/i;

/**
 * `/\s*[(:\-–—].*$/` in linear time: `.*$` fails for every separator followed by a line break, so a separator
 * with an earlier one on its line is skipped at once (the second lookbehind); leading whitespace is taken only
 * from the start of its run (the first).
 */
const DECLARED_TAIL = /(?:(?<!\s)\s+)?[(:\-–—](?<![(:\-–—].*?[(:\-–—]).*$/;

/** "Python (advanced)", "SQL - 4 years", "Excel: L3" → name and level hint. */
export function parseDeclaredSkill(item: string): { name: string; level: SkillLevel | null; reason: string | null } {
  const name = item.replace(DECLARED_TAIL, "").trim() || item.trim();
  const tail = item.slice(name.length);
  for (const [re, level] of QUALIFIERS) if (re.test(tail)) return { name, level, reason: `declared "${item.trim()}"` };
  const years = /(?<!\d)(\d+(\.\d+)?)\s*(?:\+\s*)?(years|yrs|y)\b/i.exec(tail);
  if (years) {
    const y = Number(years[1]);
    return { name, level: y >= 5 ? 4 : y >= 3 ? 3 : y >= 1 ? 2 : 1, reason: `declared ${y} years` };
  }
  return { name, level: null, reason: null };
}

function raise(map: Map<string, InferredLevel>, skill: Skill, level: SkillLevel, reason: string) {
  const cur = map.get(skill.id);
  if (!cur || level > cur.level) map.set(skill.id, { skill, level, reason });
}

export function inferSkillLevels(input: { cvText?: string; currentSkills?: string[]; asOf?: Date }): Map<string, InferredLevel> {
  const out = new Map<string, InferredLevel>();
  for (const item of input.currentSkills ?? []) {
    const d = parseDeclaredSkill(item);
    const skill = resolveSkill(d.name) ?? resolveSkill(item);
    if (!skill) continue;
    raise(out, skill, d.level ?? 2, d.reason ?? "listed as a current skill (self-declared working level)");
  }
  if (input.cvText?.trim()) {
    const cv = analyzeCv(input.cvText, input.asOf);
    for (const ev of cv.skills.values()) {
      const lines = ev.experienceLines;
      const owned = lines.some((l) => OWNERSHIP.test(l));
      const qualifier = cv.lines.find(
        (l) => !l.isHeading && l.text.toLowerCase().includes(ev.skill.name.toLowerCase()) && QUALIFIERS.some(([re]) => re.test(l.text)),
      );
      const q = qualifier ? QUALIFIERS.find(([re]) => re.test(qualifier.text)) : undefined;
      let level: SkillLevel;
      let reason: string;
      if (ev.inExperience >= 3 && owned)
        [level, reason] = [
          4,
          `used in ${ev.inExperience} experience lines, with ownership ("${lines.find((l) => OWNERSHIP.test(l))?.slice(0, 60)}")`,
        ];
      else if (ev.inExperience >= 2 || (ev.inExperience === 1 && owned))
        [level, reason] = [3, `used in ${ev.inExperience} experience line(s)${owned ? " with ownership" : ""}`];
      else if (ev.inExperience === 1 || ev.inSummary > 0)
        [level, reason] = [2, ev.inExperience ? `used in "${lines[0].slice(0, 60)}"` : "named in the profile summary"];
      else [level, reason] = [1, "listed without experience behind it"];
      // A qualifier on the same line ("familiar with Go", "expert in SQL") overrides list-only guesses.
      if (q && (level <= 2 || q[1] < level)) [level, reason] = [q[1], `qualified in the CV: "${qualifier!.text.slice(0, 60)}"`];
      raise(out, ev.skill, level, reason);
    }
  }
  // Adjacent skills transfer: someone fluent in a related skill starts at awareness, not zero.
  for (const inf of [...out.values()]) {
    if (inf.level < 2) continue;
    for (const rid of inf.skill.related) {
      const rel = getSkill(rid);
      if (rel && !out.has(rel.id)) out.set(rel.id, { skill: rel, level: 1, reason: `transfers from ${inf.skill.name} (related skill)` });
    }
  }
  return out;
}

export function levelLabel(level: number): "L0" | "L1" | "L2" | "L3" | "L4" {
  return `L${Math.max(0, Math.min(4, Math.round(level)))}` as "L0" | "L1" | "L2" | "L3" | "L4";
}
