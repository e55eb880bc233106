/**
 * Mode 10 — Skill Gap Heatmap. Method: rows are the target occupation's skills (knowledge base, with required
 * level L1-L4 and importance), columns are levels L1-L4. A listed skill counts as L2 unless a level is given
 * ("Python:3", "SQL (expert)"); a skill the taxonomy lists as related to one you have counts as L1.
 * Heat of a missing cell = importance weight (core 1, important 0.7, nice 0.4) × difficulty / 5.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { listInput, optionalNumberIn, requiredText } from "../core/schema";
import { hoursForGap, monthsAt } from "../core/learning";
import { round } from "../core/random";
import { areRelatedSkills, describeSkill, isSameSkill, resolveCareer } from "../knowledge";

export const SkillHeatmapInput = z.object({
  targetRole: requiredText(),
  currentSkills: listInput,
  hoursPerWeek: optionalNumberIn(1, 80),
});

const LEVEL_WORDS: [RegExp, number][] = [
  [/expert|master|l4/, 4],
  [/advanced|proficient|strong|senior|l3/, 3],
  [/intermediate|working|good|l2/, 2],
  [/beginner|basic|novice|learning|some|l1/, 1],
];
const IMPORTANCE_WEIGHT = { core: 1, important: 0.7, nice: 0.4 } as const;

// The shortest name never ends in whitespace (the first lookbehinds), so the whitespace before ":" or "(" is
// scanned once, not once per name length; a "(" after an earlier "(" on its line fails just as that one did (the
// second lookbehind) and is not rescanned to the end.
function parseOwned(entry: string): { name: string; level: number } {
  const explicit = /^(.*?)(?<!\s)\s*[:@=]\s*([1-4])\s*$/.exec(entry);
  if (explicit) return { name: explicit[1].trim(), level: Number(explicit[2]) };
  const paren = /^(.*?)(?<!\s)\s*\((?<!\(.*?\()(.*)\)\s*$/.exec(entry);
  if (paren) {
    const word = LEVEL_WORDS.find(([re]) => re.test(paren[2].toLowerCase()));
    if (word) return { name: paren[1].trim(), level: word[1] };
  }
  return { name: entry.trim(), level: 2 };
}

export const skillHeatmapMode = defineMode(10, SkillHeatmapInput, (input) => {
  const role = resolveCareer(input.targetRole);
  const owned = input.currentSkills.map(parseOwned);
  const hoursPerWeek = input.hoursPerWeek ?? 6;
  const rows = role.skills.map((req) => {
    const direct = owned.find((o) => isSameSkill(o.name, req.name));
    const related = direct ? undefined : owned.find((o) => areRelatedSkills(o.name, req.name));
    const current = direct ? direct.level : related ? 1 : 0;
    const hours = hoursForGap(req.difficulty, current, req.level);
    return {
      skill: req.name,
      importance: req.importance,
      difficulty: req.difficulty,
      required: req.level,
      current,
      basis: direct ? `you listed "${direct.name}"` : related ? `related to your "${related.name}" (counted L1)` : "not listed",
      learningHours: hours,
      months: monthsAt(hours, hoursPerWeek),
      heat: [1, 2, 3, 4].map((l) =>
        l <= current ? 0 : l <= req.level ? round((IMPORTANCE_WEIGHT[req.importance] * req.difficulty) / 5, 2) : null,
      ),
    };
  });
  const weightOf = (r: (typeof rows)[number]) => IMPORTANCE_WEIGHT[r.importance];
  const need = rows.reduce((s, r) => s + weightOf(r) * r.required, 0);
  const have = rows.reduce((s, r) => s + weightOf(r) * Math.min(r.current, r.required), 0);
  const readiness = need > 0 ? Math.round((100 * have) / need) : 0;
  const gaps = rows
    .filter((r) => r.current < r.required)
    .sort((a, b) => weightOf(b) * (b.required - b.current) - weightOf(a) * (a.required - a.current) || a.learningHours - b.learningHours);
  const totalHours = gaps.reduce((s, r) => s + r.learningHours, 0);
  const extras = owned.filter((o) => !role.skills.some((r) => isSameSkill(o.name, r.name))).map((o) => describeSkill(o.name).name);
  return {
    summary: rows.length
      ? `Readiness for ${role.title}: ${readiness}/100. ${gaps.length} of ${rows.length} skills below the required level; about ${totalHours} learning hours (${monthsAt(totalHours, hoursPerWeek)} months at ${hoursPerWeek} h/week). Start with ${
          gaps
            .slice(0, 2)
            .map((g) => g.skill)
            .join(" and ") || "—"
        }.`
      : `"${input.targetRole}" is not in the knowledge base, so no required-skill profile is available.`,
    targetRole: { title: role.title, occupationId: role.occupationId },
    readinessScore: readiness,
    levels: ["L1", "L2", "L3", "L4"],
    matrix: rows,
    priorities: gaps
      .slice(0, 6)
      .map((g, i) => ({ rank: i + 1, skill: g.skill, from: `L${g.current}`, to: `L${g.required}`, hours: g.learningHours })),
    totalLearningHours: totalHours,
    monthsToReady: monthsAt(totalHours, hoursPerWeek),
    transferableSkills: extras,
    evidence: role.evidence,
    confidence: confidenceFromMatch(role.matchScore) * (rows.length ? 1 : 0.5),
    assumptions: [
      "Levels: L1 awareness, L2 working, L3 proficient, L4 expert. A listed skill without a level counts as L2.",
      "Heat of a missing level = importance weight (core 1, important 0.7, nice 0.4) × difficulty/5; null cells are above the requirement.",
      "Learning hours per level step = 20 × difficulty × level (estimate).",
      "Readiness = importance-weighted share of required level steps already covered.",
    ],
  };
});
