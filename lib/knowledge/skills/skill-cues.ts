/**
 * Work a CV names without naming the skill: a job title or the equipment worked on that shows a taxonomy
 * skill the matcher has no alias for ("Tele caller" at Vodafone shows telemarketing; installing distribution
 * substations and transmission lines is power-systems work). Read by the skills gap so it never prescribes
 * what the CV already shows. Each cue names the skill by its taxonomy name; one that does not resolve is
 * skipped. Patterns are literals with the g flag (linear: alternations of fixed words, no nested quantifiers).
 */
import type { Skill } from "@/lib/knowledge/types";
import { resolveSkill } from "./index";

export interface SkillCue {
  /** taxonomy name of the skill the cue shows */
  skill: string;
  pattern: RegExp;
}

export const SKILL_CUES: readonly SkillCue[] = [
  // "Tele caller", "telecaller", "TELLE CALLER" (a common spelling in Indian CVs): outbound calling work.
  { skill: "Telemarketing", pattern: /\btell?e[ -]?call(?:er|ers|ing)\b/gi },
  { skill: "Cold calling", pattern: /\bcold[ -]call(?:s|ed|ing)?\b/gi },
  // Substations, switchgear, HT/LT panels, transmission and distribution lines, power plants: power systems.
  {
    skill: "Power systems",
    pattern:
      /\b(?:sub[ -]?stations?|switch[ -]?gears?|switch[ -]?yards?|transmission (?:and|&) distribution|transmission lines?|distribution lines?|ht\/lt|power (?:plants?|stations?|distribution))\b/gi,
  },
];

export interface CuedSkill {
  skill: Skill;
  /** the words of the text that showed it */
  text: string;
  /** offset of the cue in the text */
  index: number;
}

let RESOLVED: { skill: Skill; pattern: RegExp }[] | null = null;

/** Every mention of a skill the text shows through a cue (patterns carry the g flag; matchAll keeps no state). */
export function findCuedSkills(text: string): CuedSkill[] {
  RESOLVED ??= SKILL_CUES.flatMap((c) => {
    const skill = resolveSkill(c.skill);
    return skill ? [{ skill, pattern: c.pattern }] : [];
  });
  const out: CuedSkill[] = [];
  for (const { skill, pattern } of RESOLVED) for (const m of text.matchAll(pattern)) out.push({ skill, text: m[0], index: m.index });
  return out;
}
