/**
 * Mode 21 — Wrong Path Alert. Method: an early-warning score (0-100) summing weighted signals:
 * dissatisfaction 4 × (7 − satisfaction) × tenure factor (unhappiness that persists past 2 years weighs more),
 * plateau (tenure beyond the typical promotion interval of the level reached, from the trajectory model),
 * AI pressure (AI exposure above 0.5), shrinking demand (negative 10-year growth), and recent changes
 * (lexicon below, signed: a promotion lowers the score). Bands: < 30 on track, < 55 watch, < 75 warning, else alert.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { numberIn, optionalList, rating10, requiredText } from "../core/schema";
import { clamp, round } from "../core/random";
import { resolveCareer } from "../knowledge";

export const WrongPathInput = z.object({
  career: requiredText(),
  yearsIn: numberIn(0, 60),
  satisfaction: rating10,
  recentChanges: optionalList.default([]),
});

const CHANGES: [RegExp, number, string][] = [
  [/missed promotion|passed over|no promotion|denied/, 10, "missed promotion"],
  [/laid off|layoff|redundan|fired/, 12, "job loss"],
  [/pay cut|salary cut|frozen|freeze/, 8, "pay cut or freeze"],
  [/new manager|reorg|restructur/, 5, "reorganisation"],
  [/bored|boring|stagnat|no growth|dead end/, 8, "stagnation"],
  [/burn|exhaust|stress/, 7, "strain"],
  [/promot|raise|bonus/, -8, "promotion or raise"],
  [/new skill|course|certif|degree/, -4, "learning investment"],
  [/new role|new job|transfer/, -3, "fresh start"],
];

// typical years before a promotion at each stage (inverse of the trajectory model's hazards 30/12/8/5%)
const PROMOTION_INTERVAL = [3.3, 8.3, 12.5, 20];

export const wrongPathAlertMode = defineMode(21, WrongPathInput, (input) => {
  const career = resolveCareer(input.career);
  const tenureFactor = input.yearsIn < 1 ? 0.5 : input.yearsIn < 2 ? 0.8 : 1 + Math.min(0.5, (input.yearsIn - 2) * 0.1);
  const dissatisfaction = Math.max(0, 4 * (7 - input.satisfaction)) * tenureFactor;
  const stage = input.yearsIn < 3 ? 0 : input.yearsIn < 7 ? 1 : input.yearsIn < 12 ? 2 : 3;
  const changes = input.recentChanges.map((c) => {
    const hit = CHANGES.find(([re]) => re.test(c.toLowerCase()));
    return { change: c, reading: hit?.[2] ?? "unclassified", points: hit?.[1] ?? 2 };
  });
  const plateau = changes.some((c) => c.reading === "promotion or raise") ? 0 : clamp((input.yearsIn - PROMOTION_INTERVAL[stage]) * 2, 0, 12);
  const aiPressure = Math.max(0, career.aiExposure - 0.5) * 30;
  const demand = career.growthPercent < 0 ? Math.min(10, -career.growthPercent * 1.5) : 0;
  const signals = [
    { signal: `satisfaction ${input.satisfaction}/10 over ${input.yearsIn} years`, points: round(dissatisfaction, 1) },
    { signal: `tenure vs typical promotion interval (${PROMOTION_INTERVAL[stage]} y)`, points: round(plateau, 1) },
    { signal: `AI exposure ${career.aiExposure}`, points: round(aiPressure, 1) },
    { signal: `10-year employment growth ${career.growthPercent}%`, points: round(demand, 1) },
    ...changes.map((c) => ({ signal: `recent: ${c.change} (${c.reading})`, points: c.points })),
  ];
  const score = round(clamp(signals.reduce((s, x) => s + x.points, 0), 0, 100), 0);
  const band = score < 30 ? "on track" : score < 55 ? "watch" : score < 75 ? "warning" : "alert";
  const top = [...signals].filter((s) => s.points > 0).sort((a, b) => b.points - a.points);
  const actions = [
    ...(dissatisfaction >= 12 ? ["Name what drives the low satisfaction (work, people, pay, growth) and test one change within 90 days."] : []),
    ...(plateau > 0 ? ["Ask for a promotion plan with dated criteria, or scan adjacent roles where your tenure counts."] : []),
    ...(aiPressure > 3 ? [`Shift toward the tasks of ${career.title} that AI exposes least (judgement, client contact, integration).`] : []),
    ...(career.next.length ? [`Adjacent next steps in the knowledge base: ${career.next.slice(0, 3).join(", ")}.`] : []),
  ];
  return {
    summary: `Wrong-path score ${score}/100 (${band}) after ${input.yearsIn} years as ${career.title}. ` + (top[0] ? `Strongest signal: ${top[0].signal}.` : "No warning signals."),
    alertScore: score,
    band,
    signals,
    actions,
    recheckInMonths: band === "alert" ? 1 : band === "warning" ? 3 : band === "watch" ? 6 : 12,
    career: { title: career.title, aiExposure: career.aiExposure, growthPercent: career.growthPercent },
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * 0.85,
    assumptions: [
      "Dissatisfaction = 4 points per point of satisfaction below 7, × 0.5 in the first year up to × 1.5 after 7 years.",
      "Plateau: 2 points per year beyond the typical promotion interval of the stage (from the trajectory model's hazards), capped at 12; a recent promotion clears it.",
      "AI pressure = 30 × (exposure − 0.5) when positive; shrinking demand = 1.5 per percent of projected decline (max 10).",
      "Recent changes: lexicon weights −8…+12; unclassified changes add 2.",
    ],
  };
});
