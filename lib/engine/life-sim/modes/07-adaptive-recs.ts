/**
 * Mode 7 — Adaptive Career Recs. Method: every occupation of the knowledge base is scored
 * 0.3 × personality fit + 0.3 × value fit + 0.3 × skill overlap + 0.1 × outlook (growth, AI exposure),
 * after removing occupations that hit an avoidance (title, sector, skills, or the cue map below).
 */
import { z } from "zod";
import { defineMode } from "../core/define";
import { listInput, optionalList } from "../core/schema";
import { fitTraits, scoreLexicon, SECTOR_TRAITS, toScores } from "../core/big-five";
import { careerAttributes, SECTOR_PROFILES, type SectorKey } from "../core/sectors";
import { scoreValueFit, weighValues } from "../core/values";
import { clamp, round } from "../core/random";
import { isSameSkill, listCareerProfiles, type CareerProfile } from "../knowledge";

const textOrList = z
  .union([z.string().trim().min(1).max(2000), z.array(z.string().trim().max(200)).min(1).max(50)])
  .transform((v) => (Array.isArray(v) ? v.join(", ") : v));

export const AdaptiveRecsInput = z.object({
  personality: textOrList,
  values: listInput,
  skills: listInput,
  avoidances: optionalList.default([]),
});

// Avoidances that name a condition rather than a job: which sectors they rule out (authored; rationale in comments).
const AVOID_CUES: [RegExp, SectorKey[]][] = [
  [/night|shift|weekend/, ["healthcare", "hospitality"]], // round-the-clock staffing
  [/blood|patient|hospital/, ["healthcare"]],
  [/sell|selling|quota|cold call/, ["sales"]],
  [/coding|programming|code/, ["tech", "data"]],
  [/math|numbers|spreadsheet/, ["finance", "data"]],
  [/kids|children|classroom/, ["education"]],
  [/manual|physical|outdoor/, ["trades"]],
  [/office|desk|corporate/, ["admin", "finance", "business"]],
];

function avoidanceHit(c: CareerProfile, avoid: string): string | null {
  const a = avoid.toLowerCase();
  if (c.title.toLowerCase().includes(a) || a.includes(c.title.toLowerCase())) return "title";
  if (c.sector.toLowerCase().includes(a)) return "sector";
  for (const [re, sectors] of AVOID_CUES)
    if (re.test(a) && sectors.includes(c.sectorKey)) return `"${avoid}" rules out ${SECTOR_PROFILES[c.sectorKey].label}`;
  if (c.skills.some((s) => s.importance === "core" && s.name.toLowerCase() === a)) return "core skill";
  return null;
}

export const adaptiveRecsMode = defineMode(7, AdaptiveRecsInput, (input) => {
  const lex = scoreLexicon(input.personality);
  const traits = toScores(lex.traits);
  const vw = weighValues(input.values);
  const excluded: { title: string; reason: string }[] = [];
  const scored = listCareerProfiles()
    .flatMap((c) => {
      for (const a of input.avoidances) {
        const hit = avoidanceHit(c, a);
        if (hit) {
          excluded.push({ title: c.title, reason: `avoid "${a}": ${hit}` });
          return [];
        }
      }
      const personality = fitTraits(traits, SECTOR_TRAITS[c.sectorKey]).score;
      const values = Math.min(100, scoreValueFit(vw.weights, careerAttributes(c).attributes).score * 1.4);
      const weightOf = { core: 3, important: 2, nice: 1 } as const;
      const total = c.skills.reduce((s, k) => s + weightOf[k.importance], 0) || 1;
      const matched = c.skills.filter((k) => input.skills.some((u) => isSameSkill(u, k.name)));
      const skills = (100 * matched.reduce((s, k) => s + weightOf[k.importance], 0)) / total;
      const outlook = clamp(50 + 2 * c.growthPercent - 40 * (c.aiExposure - 0.4), 0, 100);
      const score = 0.3 * personality + 0.3 * values + 0.3 * skills + 0.1 * outlook;
      return [
        {
          title: c.title,
          occupationId: c.occupationId,
          sector: c.sector,
          score: round(score, 1),
          components: { personality, values: round(values, 1), skills: round(skills, 1), outlook: round(outlook, 1) },
          matchedSkills: matched.map((m) => m.name),
          skillsToAdd: c.skills
            .filter((k) => k.importance === "core" && !matched.includes(k))
            .map((k) => k.name)
            .slice(0, 4),
          nextSteps: c.next.slice(0, 3),
        },
      ];
    })
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
  const top = scored.slice(0, 8);
  return {
    summary: top.length
      ? `Top match: ${top[0].title} (${top[0].score}/100; skills ${top[0].components.skills}, values ${top[0].components.values}, personality ${top[0].components.personality}). ` +
        `${excluded.length} occupations excluded by your avoidances; ${scored.length} ranked.`
      : "Every occupation was excluded by the avoidances.",
    recommendations: top,
    excludedCount: excluded.length,
    excludedSample: excluded.slice(0, 10),
    personalityRead: lex.traits.map((t) => ({ trait: t.trait, score: t.score, evidence: t.evidence })),
    valueWeights: vw.weights,
    confidence: round(clamp(0.4 + 0.04 * lex.cues + 0.05 * vw.matched.length + 0.03 * input.skills.length, 0.3, 0.85), 2),
    assumptions: [
      "Score = 0.3 personality fit + 0.3 value fit + 0.3 skill overlap (core 3, important 2, nice 1) + 0.1 outlook.",
      "Outlook = 50 + 2 × 10-year growth % − 40 × (AI exposure − 0.4), clamped 0-100 (estimate).",
      "Avoidances exclude occupations whose title, sector or a core skill matches, or whose sector a condition (night shifts, selling, coding…) rules out.",
      "Candidates are the occupations in the knowledge base; careers outside it cannot be recommended.",
    ],
  };
});
