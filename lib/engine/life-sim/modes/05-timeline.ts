/**
 * Mode 5 — Career Timeline Map. Method: (1) promotions inside the current role come from the trajectory Monte
 * Carlo (median year and share of paths reaching each level); (2) moves toward `career` follow the shortest chain
 * of next/related occupations in the knowledge base, each hop timed by its skill gap (core/learning.ts) at
 * 6 learning hours a week plus a 3-month job search, with a P10-P90 window (0.6× to 1.8× the median).
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { numberIn, requiredText } from "../core/schema";
import { levelFromYears, LEVELS, simulateTrajectories } from "../core/trajectory";
import { hoursForGap, monthsAt } from "../core/learning";
import { compareRoleSkills, estimateSalary, findRolePath, resolveCareer } from "../knowledge";
import { round } from "../core/random";

export const TimelineInput = z.object({
  career: requiredText(),
  currentRole: requiredText(),
  yearsExperience: numberIn(0, 50),
  years: numberIn(1, 40).default(15),
});

const LEARNING_HOURS_PER_WEEK = 6;
const SEARCH_MONTHS = 3;

export const timelineMode = defineMode(5, TimelineInput, (input, seed) => {
  const current = resolveCareer(input.currentRole);
  const target = resolveCareer(input.career);
  const startLevel = levelFromYears(input.yearsExperience);
  const salary = estimateSalary(current, "Global", input.yearsExperience);
  const sim = simulateTrajectories({ medianSalary: salary.p50, years: input.years, startLevel, aiExposure: current.aiExposure, growthPercent: current.growthPercent, seed });
  const events: { role: string; level: string | null; kind: "promotion" | "transition"; atMonths: { p10: number; p50: number; p90: number }; probability: number; explanation: string }[] = [];
  for (const m of sim.levelMilestones) {
    if (m.medianYear === null || m.share < 0.1) continue;
    events.push({ role: current.title, level: m.level, kind: "promotion", atMonths: { p10: Math.max(6, (m.medianYear - 1) * 12), p50: m.medianYear * 12, p90: (m.medianYear + 2) * 12 }, probability: m.share,
      explanation: `${Math.round(m.share * 100)}% of ${sim.paths} simulated paths reach ${m.level} within ${input.years} years` });
  }
  const path = findRolePath(current, target);
  const hops = path ? path.slice(1) : target.occupationId !== current.occupationId || !current.occupationId ? [target] : [];
  let cursor = 0;
  let prev = current;
  const transitions = hops.map((role, index) => {
    const gaps = compareRoleSkills(prev, role);
    const hours = gaps.reduce((s, g) => s + hoursForGap(g.difficulty, g.from, g.to), 0);
    const months = round(monthsAt(hours, LEARNING_HOURS_PER_WEEK) + SEARCH_MONTHS, 1);
    cursor += months;
    const hop = { from: prev.title, to: role.title, learningHours: hours, months, skillsToBuild: gaps.slice(0, 6).map((g) => `${g.skill} L${g.from}→L${g.to}`) };
    events.push({ role: role.title, level: null, kind: "transition", atMonths: { p10: round(cursor * 0.6, 0), p50: round(cursor, 0), p90: round(cursor * 1.8, 0) },
      probability: round(Math.max(0.15, 0.85 - 0.12 * index - hours / 5000), 2),
      explanation: `${hours} learning hours at ${LEARNING_HOURS_PER_WEEK} h/week + ${SEARCH_MONTHS} months search` });
    prev = role;
    return hop;
  });
  events.sort((a, b) => a.atMonths.p50 - b.atMonths.p50);
  const reachTarget = events.find((e) => e.kind === "transition" && e.role === target.title);
  return {
    summary: `From ${current.title} (${input.yearsExperience} y, ${LEVELS[startLevel]}) ` +
      (hops.length ? `to ${target.title}: ${hops.length} move${hops.length > 1 ? "s" : ""} (${hops.map((h) => h.title).join(" → ")}), median ${reachTarget ? Math.round(reachTarget.atMonths.p50) : "?"} months. ` : `you are already in ${target.title}. `) +
      `${events.filter((e) => e.kind === "promotion").length} promotion milestones are likely within ${input.years} years.`,
    currentRole: { title: current.title, level: LEVELS[startLevel], occupationId: current.occupationId },
    targetRole: { title: target.title, occupationId: target.occupationId },
    route: path ? path.map((p) => p.title) : hops.length ? [current.title, target.title] : [current.title],
    routeSource: path ? "knowledge-base next/related links" : "direct switch (no linked route found)",
    timeline: events,
    transitions,
    levelOutlook: sim.levelShares,
    evidence: [...current.evidence, ...target.evidence],
    confidence: confidenceFromMatch(current.matchScore, target.matchScore) * (path ? 1 : 0.8),
    assumptions: [
      `Learning pace ${LEARNING_HOURS_PER_WEEK} h/week; hours per skill level = 20 × difficulty × level (estimate); plus ${SEARCH_MONTHS} months of job search per move.`,
      "Transition probability falls with the number of moves and the learning hours needed (estimate).",
      "Promotion timing comes from the trajectory model's hazards (junior 30%/yr … principal 3%/yr).",
    ],
  };
});
