/**
 * Career path: next roles from the occupation graph (typical next steps and adjacent roles), ranked by
 * skill overlap, years of experience and the stated goals. Probabilities share one pool with "staying
 * put", so they sum to less than 1; the model and its constants are described in docs/scoring.md.
 */
import { InputError } from "@/lib/errors";
import { AI_EXPOSURE_SOURCE, getOccupation, inferSeniority, OCCUPATIONS, type Seniority } from "@/lib/knowledge/occupations";
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import type { Occupation } from "@/lib/knowledge/types";
import { inferSkillLevels } from "./skill-levels";
import { estimateLearningHours, resolveOccupationOrThrow, suggestTitles, unknownRoleError } from "./skills-gap";
import { round3 } from "./text-utils";

export interface CareerStep {
  title: string;
  occupationId: string;
  probability: number;
  timelineMonths: { min: number; max: number };
  skillsNeeded: string[];
  evidence: string[];
}

export interface CareerPathResult {
  current: { title: string; occupationId: string; inferredFrom: "role" | "skills" };
  primaryNextRole: CareerStep;
  alternatives: CareerStep[];
  aiDisruptionRisk: { level: "low" | "medium" | "high"; score: number; source: string };
}

export const EDGE_PRIOR = { next: 1, related: 0.55 } as const;
export const STAY_WEIGHT = 0.4;
const STUDY_HOURS_PER_WEEK = 8;
const TYPICAL_YEARS: Record<Seniority, number> = { intern: 0, junior: 1, mid: 3, senior: 5, lead: 8, principal: 10, executive: 12 };

const GOAL_RULES: { re: RegExp; label: string; fit: (t: Occupation, cur: Occupation) => number }[] = [
  {
    re: /\b(manag\w*|lead\w*|people|team|director|executive)\b/i,
    label: "leadership",
    fit: (t) => (/manager|lead|director|head|chief|officer|cto|cio|ciso/i.test(t.title) ? 1 : 0.2),
  },
  {
    re: /\b(technical|hands-on|engineer\w*|build\w*|coding|craft|specialis\w*|architect\w*)\b/i,
    label: "technical depth",
    fit: (t) => (/manager|director|chief|officer/i.test(t.title) ? 0.2 : 1),
  },
  {
    re: /\b(money|salary|pay|earn\w*|income|compensation)\b/i,
    label: "pay",
    fit: (t, c) => (t.usMedianWage && c.usMedianWage ? Math.min(1, Math.max(0, 0.5 + (t.usMedianWage / c.usMedianWage - 1) * 2)) : 0.5),
  },
  {
    re: /\b(stab\w*|secur\w*|safe|growth|demand|future-proof)\b/i,
    label: "job security",
    fit: (t) => Math.min(1, Math.max(0, 0.5 + (t.growthPercent ?? 0) / 30 - (t.aiExposure - 0.5))),
  },
];

function topicFit(goals: string, t: Occupation): number {
  const words = goals
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 3);
  const hay = `${t.title} ${t.alternateTitles.join(" ")} ${t.sector} ${t.skills.map((s) => s.skill).join(" ")}`.toLowerCase();
  const hits = words.filter((w) => hay.includes(w));
  return words.length ? hits.length / Math.min(words.length, 4) : 0;
}

function inferFromSkills(skills: string[]): Occupation | null {
  const ids = new Set(skills.map((s) => resolveSkill(s)?.id).filter(Boolean));
  let best: { o: Occupation; s: number } | null = null;
  for (const o of OCCUPATIONS) {
    const s = o.skills.filter((k) => ids.has((getSkill(k.skill) ?? resolveSkill(k.skill))?.id)).length / o.skills.length;
    if (s > 0 && (!best || s > best.s)) best = { o, s };
  }
  return best && best.s >= 0.25 ? best.o : null;
}

export function planCareerPath(input: {
  currentRole?: string;
  yearsExperience?: number;
  skills?: string[];
  goals?: string;
}): CareerPathResult {
  let current: Occupation;
  let inferredFrom: "role" | "skills" = "role";
  try {
    current = resolveOccupationOrThrow(input.currentRole ?? "").occupation;
  } catch (e) {
    const guess = inferFromSkills(input.skills ?? []);
    if (!guess) throw e instanceof InputError ? e : unknownRoleError(input.currentRole ?? "", suggestTitles(input.currentRole ?? ""));
    current = guess;
    inferredFrom = "skills";
  }
  const years = Math.max(0, input.yearsExperience ?? 0);
  // Holding the current role implies its skills at about the listed level (one lower in the first two years).
  const levels = inferSkillLevels({ currentSkills: input.skills });
  const have = (id: string | undefined, name: string): number => {
    const own = id ? (levels.get(id)?.level ?? 0) : 0;
    const fromRole = current.skills.find((s) => s.skill === name)?.level ?? 0;
    return Math.max(own, years < 2 ? Math.max(0, fromRole - 1) : fromRole);
  };

  const edges = new Map<string, { occ: Occupation; prior: number; kind: "next" | "related" }>();
  for (const [ids, kind] of [
    [current.next, "next"],
    [current.related, "related"],
  ] as const) {
    for (const id of ids) {
      const occ = getOccupation(id);
      if (occ && occ.id !== current.id && !edges.has(id)) edges.set(id, { occ, prior: EDGE_PRIOR[kind], kind });
    }
  }
  const goals = input.goals?.trim() ?? "";
  const rules = GOAL_RULES.filter((g) => g.re.test(goals));
  const scored = [...edges.values()].map(({ occ, prior, kind }) => {
    let need = 0;
    let got = 0;
    let hours = 0;
    const missing: { name: string; w: number }[] = [];
    for (const req of occ.skills) {
      const sk = getSkill(req.skill) ?? resolveSkill(req.skill);
      const cur = have(sk?.id, req.skill);
      const w = req.importance === "core" ? 3 : req.importance === "important" ? 2 : 1;
      need += w;
      got += w * Math.min(1, cur / req.level);
      if (cur < req.level) {
        hours += estimateLearningHours(cur, req.level, sk?.difficulty ?? 3);
        missing.push({ name: sk?.name ?? req.skill, w });
      }
    }
    const skillFit = need ? got / need : 0;
    const typYears = TYPICAL_YEARS[inferSeniority(occ.title)];
    const yearsFit = Math.min(1, (years + 1) / (typYears + 1));
    const goalParts = rules.map((g) => g.fit(occ, current));
    const topic = goals ? topicFit(goals, occ) : 0;
    const goalFit = goals
      ? Math.min(1, (goalParts.length ? goalParts.reduce((a, b) => a + b, 0) / goalParts.length : 0.5) * 0.7 + topic * 0.3)
      : 0.5;
    const score = prior * (0.45 * skillFit + 0.3 * yearsFit + 0.25 * goalFit);
    const learningMonths = hours / (STUDY_HOURS_PER_WEEK * 4.345);
    const shortfall = Math.max(0, typYears - years) * 12;
    const min = Math.round(Math.max(3, Math.max(learningMonths, shortfall) * 0.75));
    const max = Math.round(Math.max(min + 6, (learningMonths + shortfall) * 1.25 + 6));
    const evidence = [
      `${kind === "next" ? "typical next step" : "adjacent role"} from ${current.title} (prior ${prior})`,
      `skill overlap ${Math.round(skillFit * 100)}% of weighted requirements`,
      `${years} years vs about ${typYears} usual for ${occ.title}`,
      goals
        ? `goals fit ${Math.round(goalFit * 100)}%${rules.length ? ` (${rules.map((r) => r.label).join(", ")})` : ""}`
        : "no goals given: neutral",
      `about ${Math.round(hours)} learning hours at ${STUDY_HOURS_PER_WEEK} h/week`,
    ];
    missing.sort((a, b) => b.w - a.w);
    return { occ, score, timeline: { min, max }, skillsNeeded: missing.slice(0, 5).map((m) => m.name), evidence };
  });
  if (!scored.length) throw unknownRoleError(current.title, []);
  scored.sort((a, b) => b.score - a.score || a.occ.title.localeCompare(b.occ.title));
  const pool = scored.reduce((s, x) => s + x.score, 0) + STAY_WEIGHT;
  const steps: CareerStep[] = scored.map((x) => ({
    title: x.occ.title,
    occupationId: x.occ.id,
    probability: round3(x.score / pool),
    timelineMonths: x.timeline,
    skillsNeeded: x.skillsNeeded,
    evidence: x.evidence,
  }));
  const exposure = current.aiExposure;
  return {
    current: { title: current.title, occupationId: current.id, inferredFrom },
    primaryNextRole: steps[0],
    alternatives: steps.slice(1, 5),
    aiDisruptionRisk: {
      level: exposure < 0.35 ? "low" : exposure < 0.6 ? "medium" : "high",
      score: Math.round(exposure * 100),
      source: AI_EXPOSURE_SOURCE,
    },
  };
}
