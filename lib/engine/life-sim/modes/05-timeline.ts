/**
 * Mode 5 — Career Timeline Map. Method: (1) promotions inside the current role come from the trajectory Monte
 * Carlo (median year and share of paths reaching each level); (2) moves toward `career` follow the shortest chain
 * of next/related occupations in the knowledge base, each hop timed by its skill gap (core/learning.ts) at
 * 6 learning hours a week plus a 3-month job search, with a P10-P90 window (0.6× to 1.8× the median). Promotions use
 * the current role's ladder in the market the inputs give or imply (an NHS nurse climbs AfC bands).
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, numberIn, requiredText } from "../core/schema";
import { simulateTrajectories } from "../core/trajectory";
import { buildPayLadder } from "../core/ladder";
import { collectTexts, marketField, resolveMarket } from "../core/market";
import { asProbability, PROBABILITY_NOTE } from "../core/probability";
import { hoursForGap, monthsAt } from "../core/learning";
import { compareRoleSkills, findRolePath, resolveCareer } from "../knowledge";
import { round } from "../core/random";

export const TimelineInput = z.object({
  career: requiredText(),
  currentRole: requiredText(),
  yearsExperience: numberIn(0, 50),
  years: numberIn(1, 40).default(15),
  country: countryInput,
});

const LEARNING_HOURS_PER_WEEK = 6;
const SEARCH_MONTHS = 3;

export const timelineMode = defineMode(5, TimelineInput, (input, seed) => {
  const current = resolveCareer(input.currentRole, "currentRole");
  const target = resolveCareer(input.career, "career");
  const market = resolveMarket(input.country, collectTexts(input));
  const ladder = buildPayLadder(current, market);
  const sim = simulateTrajectories({
    ladder,
    years: input.years,
    experience: input.yearsExperience,
    aiExposure: current.aiExposure,
    growthPercent: current.growthPercent,
    org: current.org ?? undefined,
    seed,
  });
  const last = sim.yearly[sim.yearly.length - 1];
  const startRung = Object.entries(sim.startRungShares).sort((a, b) => b[1] - a[1])[0][0];
  const events: {
    role: string;
    level: string | null;
    kind: "promotion" | "transition";
    atMonths: { p10: number; p50: number; p90: number };
    probability: number;
    explanation: string;
  }[] = [];
  for (const m of sim.milestones) {
    if (m.medianYear === null || m.byEnd < 0.1 || m.atStart >= 0.5) continue;
    events.push({
      role: current.title,
      level: m.rung,
      kind: "promotion",
      atMonths: { p10: Math.max(6, (m.medianYear - 1) * 12), p50: m.medianYear * 12, p90: (m.medianYear + 2) * 12 },
      probability: asProbability(m.byEnd),
      explanation: `${Math.round(m.byEnd * 100)}% of ${sim.paths} simulated paths are on ${m.rung} or above within ${input.years} years (${Math.round(m.atStart * 100)}% at the start)`,
    });
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
    const hop = {
      from: prev.title,
      to: role.title,
      learningHours: hours,
      months,
      skillsToBuild: gaps.slice(0, 6).map((g) => `${g.skill} L${g.from}→L${g.to}`),
    };
    events.push({
      role: role.title,
      level: null,
      kind: "transition",
      atMonths: { p10: round(cursor * 0.6, 0), p50: round(cursor, 0), p90: round(cursor * 1.8, 0) },
      probability: round(Math.max(0.15, 0.85 - 0.12 * index - hours / 5000), 2),
      explanation: `${hours} learning hours at ${LEARNING_HOURS_PER_WEEK} h/week + ${SEARCH_MONTHS} months search`,
    });
    prev = role;
    return hop;
  });
  events.sort((a, b) => a.atMonths.p50 - b.atMonths.p50);
  const reachTarget = events.find((e) => e.kind === "transition" && e.role === target.title);
  return {
    summary:
      `From ${current.title} (${input.yearsExperience} y, most likely ${startRung}) ` +
      (hops.length
        ? `to ${target.title}: ${hops.length} move${hops.length > 1 ? "s" : ""} (${hops.map((h) => h.title).join(" → ")}), median ${reachTarget ? Math.round(reachTarget.atMonths.p50) : "?"} months. `
        : `you are already in ${target.title}. `) +
      `${events.filter((e) => e.kind === "promotion").length} promotion milestones are likely within ${input.years} years; ${Math.round(last.seniorOrAboveShare * 100)}% of paths end on a senior rung or above.`,
    currentRole: { title: current.title, level: startRung, startingRungs: sim.startRungShares, occupationId: current.occupationId },
    targetRole: { title: target.title, occupationId: target.occupationId },
    route: path ? path.map((p) => p.title) : hops.length ? [current.title, target.title] : [current.title],
    routeSource: path ? "knowledge-base next/related links" : "direct switch (no linked route found)",
    timeline: events,
    transitions,
    levelOutlook: sim.rungShares,
    seniorOrAboveAtHorizon: last.seniorOrAboveShare,
    ladder: { name: ladder.spec.name, source: ladder.spec.source },
    market: marketField(market),
    evidence: [...current.evidence, ...target.evidence, ...ladder.evidence],
    confidence: confidenceFromMatch(current.matchScore, target.matchScore) * (path ? 1 : 0.8) * marketConfidence(market),
    assumptions: [
      market.assumption,
      `Learning pace ${LEARNING_HOURS_PER_WEEK} h/week; hours per skill level = 20 × difficulty × level (estimate); plus ${SEARCH_MONTHS} months of job search per move.`,
      "Transition probability falls with the number of moves and the learning hours needed (estimate).",
      `Promotion timing comes from the ${ladder.spec.name}: yearly odds ${ladder.rungs
        .slice(0, -1)
        .map((r) => `${r.label} ${Math.round(r.promotion * 100)}%`)
        .join(", ")} (estimates; the starting rung is drawn from the years of experience).`,
      PROBABILITY_NOTE,
    ],
  };
});
