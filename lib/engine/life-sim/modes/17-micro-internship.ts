/**
 * Mode 17 — Micro-Internship. Method: a task brief for the career's archetype (core/work-profiles.ts TASK_BRIEFS)
 * scaled to the level: time box, scope, skills drawn from the occupation's skill list at or below the level's
 * reach, and a rubric whose criteria weights shift with seniority (juniors are graded more on execution, seniors
 * and leads more on judgement and communication). The scenario context is drawn from the seed.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { levelInput, normalizeLevel, requiredText, type Level } from "../core/schema";
import { createRng, round } from "../core/random";
import { ARCHETYPE_OF, TASK_BRIEFS } from "../core/work-profiles";
import { resolveCareer } from "../knowledge";

export const MicroInternshipInput = z.object({
  career: requiredText(),
  task: requiredText(500),
  level: levelInput,
});

const LEVEL_SPEC: Record<Level, { hours: number; reach: number; pass: number; expectation: string; scope: string }> = {
  intern: {
    hours: 3,
    reach: 1,
    pass: 55,
    expectation: "follows the brief with the hints provided",
    scope: "one well-defined part of the task, with hints",
  },
  junior: {
    hours: 4,
    reach: 2,
    pass: 60,
    expectation: "completes the task independently with minor gaps",
    scope: "the whole task with a clear spec",
  },
  mid: {
    hours: 6,
    reach: 3,
    pass: 65,
    expectation: "delivers complete, sound work and flags risks",
    scope: "the whole task plus one ambiguity to resolve",
  },
  senior: {
    hours: 8,
    reach: 4,
    pass: 70,
    expectation: "anticipates edge cases and trade-offs and explains them",
    scope: "the task, its trade-offs and a plan for others to follow",
  },
  lead: {
    hours: 8,
    reach: 4,
    pass: 75,
    expectation: "frames the problem, aligns stakeholders and sets the standard",
    scope: "the task as a small project: plan, delegation and review",
  },
};

const CONTEXTS = [
  "a 40-person startup two weeks before a launch",
  "a 2,000-person established company with strict review processes",
  "a public-sector team with a fixed budget",
  "a fast-growing scale-up expanding to a new market",
  "a small agency serving three clients at once",
  "a nonprofit with volunteers and limited tools",
];

const BANDS = ["needs work", "meets", "strong", "exceptional"] as const;

export const microInternshipMode = defineMode(17, MicroInternshipInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const level = normalizeLevel(input.level);
  const spec = LEVEL_SPEC[level];
  const archetype = ARCHETYPE_OF[career.sectorKey];
  const brief = TASK_BRIEFS[archetype];
  const rng = createRng(seed);
  const context = CONTEXTS[Math.floor(rng() * CONTEXTS.length)];
  const skills = career.skills
    .filter((s) => s.level <= spec.reach)
    .sort((a, b) => (a.importance === "core" ? -1 : 0) - (b.importance === "core" ? -1 : 0))
    .slice(0, 4);
  // seniority moves weight from execution criteria (first two) to judgement criteria (last two)
  const tilt = { intern: -0.1, junior: -0.05, mid: 0, senior: 0.05, lead: 0.1 }[level];
  const rubric = brief.criteria.map((criterion, k) => {
    const weight = round(0.25 + (k < 2 ? -tilt : tilt), 2);
    return {
      criterion,
      weight,
      maxPoints: Math.round(weight * 100),
      bands: BANDS.map((band, b) => ({
        band,
        points: Math.round(weight * 100 * [0.3, 0.6, 0.85, 1][b]),
        descriptor:
          b === 0
            ? `${criterion} is missing or incorrect`
            : b === 1
              ? `${criterion} is adequate for a ${level}: ${spec.expectation}`
              : b === 2
                ? `${criterion} goes beyond the ${level} bar with clear reasoning`
                : `${criterion} would pass at the next level up`,
      })),
    };
  });
  return {
    summary: `${level} micro-internship for ${career.title}: "${input.task}" in ${context}. Deliver ${brief.deliverable} within ${spec.hours} hours; pass mark ${spec.pass}/100 on a ${rubric.length}-criterion rubric.`,
    brief: {
      title: input.task,
      level,
      context,
      timeBoxHours: spec.hours,
      scope: spec.scope,
      deliverable: brief.deliverable,
      steps: [
        `Read the context: ${context}.`,
        `Clarify the goal of "${input.task}" in two sentences.`,
        `Produce ${brief.deliverable}.`,
        `Check it against the rubric (${brief.criteria.join(", ")}).`,
        "Write a 5-line note on what you would do with more time.",
      ],
      skillsExercised: skills.map((s) => ({ skill: s.name, expectedLevel: `L${Math.min(s.level, spec.reach)}` })),
    },
    rubric,
    passMark: spec.pass,
    selfCheck: brief.criteria.map((c) => `Could a reviewer find evidence of ${c} in under a minute?`),
    archetype,
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * 0.85,
    assumptions: [
      "Time boxes by level: intern 3 h, junior 4 h, mid 6 h, senior/lead 8 h; pass marks 55-75.",
      "Rubric criteria come from the archetype; weights start at 0.25 each and tilt ±0.05 per level from execution toward judgement.",
      "Skills are the occupation's skills whose required level is within the level's reach (L1 intern … L4 senior/lead).",
    ],
  };
});
