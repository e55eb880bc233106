/**
 * Mode 13 — Burnout Risk Predictor. Method: a logistic score in the spirit of the Job Demands-Resources model:
 * z = −2.2 + sector demand + 0.06/h above 40 h + 0.04/h above 55 h (WHO/ILO 2021 flags ≥ 55 h as a health
 * risk) + 0.35 × (5 − satisfaction) + stress-factor weights (lexicon below); risk = 100 / (1 + e^−z).
 * Weights are estimates chosen so a 40-hour, satisfaction-7 week with no stressors is low risk (~10%).
 * "What lowers it" re-runs the score with one change at a time.
 */
import { z } from "zod";
import { withArticle } from "../core/format";
import { confidenceFromMatch, defineMode } from "../core/define";
import { numberIn, optionalList, rating10, requiredText } from "../core/schema";
import { round } from "../core/random";
import { SECTOR_PROFILES, type SectorKey } from "../core/sectors";
import { resolveCareer } from "../knowledge";

export const BurnoutInput = z.object({
  career: requiredText(),
  workHours: numberIn(0, 120),
  satisfaction: rating10,
  stressFactors: optionalList.default([]),
});

const SECTOR_DEMAND: Partial<Record<SectorKey, number>> = {
  healthcare: 0.5,
  social: 0.45,
  education: 0.45,
  hospitality: 0.3,
  legal: 0.3,
  entrepreneur: 0.3,
  sales: 0.2,
  finance: 0.15,
  tech: 0.1,
  data: 0.05,
};

const STRESS_LEXICON: [RegExp, string, number][] = [
  [/toxic|bully|abusive|bad (boss|manager)/, "toxic management", 0.5],
  [/understaff|short-?staff|too much work|workload|overload/, "workload / understaffing", 0.45],
  [/night|shift|rota/, "night or shift work", 0.4],
  [/micromanag|no control|lack of control|no autonomy/, "lack of control", 0.4],
  [/on-?call|pager|always available|after hours|weekend/, "on-call / after-hours", 0.35],
  [/conflict|politic|harass/, "conflict", 0.35],
  [/layoff|insecur|redundan|restructur/, "job insecurity", 0.35],
  [/patient|emotional|trauma|grief|client abuse/, "emotional labour", 0.3],
  [/unfair|underpaid|recognition|unappreciated/, "unfair reward", 0.3],
  [/caregiv|kids|childcare|family|parent/, "caregiving load", 0.3],
  [/deadline|pressure|target|quota/, "deadline pressure", 0.25],
  [/commute|travel/, "commute / travel", 0.2],
  [/isolat|lonely|alone/, "isolation", 0.2],
  [/meeting|interrupt|context switch/, "fragmented attention", 0.15],
];

function stressWeight(factor: string): { label: string; weight: number } {
  const f = factor.toLowerCase();
  const hit = STRESS_LEXICON.find(([re]) => re.test(f));
  return hit ? { label: hit[1], weight: hit[2] } : { label: factor, weight: 0.2 };
}

interface Drivers {
  sector: number;
  hours: number;
  longHours: number;
  satisfaction: number;
  stress: { factor: string; label: string; weight: number }[];
}

function computeDrivers(sector: SectorKey, hours: number, satisfaction: number, factors: readonly string[]): Drivers {
  return {
    sector: SECTOR_DEMAND[sector] ?? 0,
    hours: 0.06 * Math.max(0, hours - 40),
    longHours: 0.04 * Math.max(0, hours - 55),
    satisfaction: 0.35 * (5 - satisfaction),
    stress: factors.map((f) => ({ factor: f, ...stressWeight(f) })),
  };
}

function riskOf(d: Drivers): number {
  const z = -2.2 + d.sector + d.hours + d.longHours + d.satisfaction + d.stress.reduce((s, x) => s + x.weight, 0);
  return round(100 / (1 + Math.exp(-z)), 1);
}

export const burnoutRiskMode = defineMode(13, BurnoutInput, (input) => {
  const career = resolveCareer(input.career);
  const drivers = computeDrivers(career.sectorKey, input.workHours, input.satisfaction, input.stressFactors);
  const risk = riskOf(drivers);
  const level = risk < 25 ? "low" : risk < 50 ? "moderate" : risk < 75 ? "high" : "severe";
  const contributions = [
    { driver: `sector demands (${SECTOR_PROFILES[career.sectorKey].label})`, points: drivers.sector },
    { driver: `${input.workHours} weekly hours`, points: round(drivers.hours + drivers.longHours, 2) },
    { driver: `satisfaction ${input.satisfaction}/10`, points: round(drivers.satisfaction, 2) },
    ...drivers.stress.map((s) => ({ driver: `stress: ${s.label}`, points: s.weight })),
  ]
    .filter((c) => c.points > 0)
    .sort((a, b) => b.points - a.points);
  const levers: { change: string; newRisk: number; reduction: number }[] = [];
  const tryLever = (change: string, hours: number, sat: number, factors: readonly string[]) => {
    const r = riskOf(computeDrivers(career.sectorKey, hours, sat, factors));
    if (r < risk) levers.push({ change, newRisk: r, reduction: round(risk - r, 1) });
  };
  if (input.workHours > 40)
    tryLever(
      `cut hours to ${Math.max(40, input.workHours - 10)}/week`,
      Math.max(40, input.workHours - 10),
      input.satisfaction,
      input.stressFactors,
    );
  if (input.satisfaction < 10)
    tryLever(
      "raise satisfaction by 2 points (role crafting, recognition, team change)",
      input.workHours,
      Math.min(10, input.satisfaction + 2),
      input.stressFactors,
    );
  const sortedStress = [...drivers.stress].sort((a, b) => b.weight - a.weight);
  if (sortedStress.length)
    tryLever(
      `remove "${sortedStress[0].factor}"`,
      input.workHours,
      input.satisfaction,
      input.stressFactors.filter((f) => f !== sortedStress[0].factor),
    );
  levers.sort((a, b) => b.reduction - a.reduction);
  const weeklyHours = SECTOR_PROFILES[career.sectorKey].weeklyHours;
  return {
    summary:
      `Burnout risk ${risk}% (${level}) for ${withArticle(career.title)} working ${input.workHours} h/week at satisfaction ${input.satisfaction}/10. ` +
      `Main driver: ${contributions[0]?.driver ?? "none"}.` +
      (levers[0] ? ` Biggest lever: ${levers[0].change} (→ ${levers[0].newRisk}%).` : ""),
    riskScore: risk,
    riskLevel: level,
    drivers: contributions,
    whatLowersIt: levers,
    benchmarks: {
      typicalWeeklyHours: weeklyHours,
      yourHoursVsTypical: round(input.workHours - weeklyHours, 1),
      healthRiskThresholdHours: 55,
    },
    career: { title: career.title, sector: career.sector },
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * 0.85,
    assumptions: [
      "Logistic model: z = −2.2 + sector demand + 0.06 per hour above 40 + 0.04 per hour above 55 + 0.35 × (5 − satisfaction) + stress-factor weights (0.15-0.5; unknown factors 0.2). Weights are estimates.",
      "Sector demand reflects emotional and workload demands reported for health, social care and teaching (estimates).",
      "A screening estimate, not a diagnosis; it does not replace the Maslach Burnout Inventory or a clinician.",
    ],
  };
});
