/**
 * Mode 21 — Wrong Path Alert. Method: an early-warning score (0-100) summing weighted signals:
 * dissatisfaction 5 × (7 − satisfaction) × tenure factor (0.8 at the start up to 1.5 after 7 years: unhappiness
 * that persists weighs more), plateau (years in the career beyond the typical wait for a first promotion on its
 * ladder, data/progression.ts), AI pressure (AI exposure above 0.5), shrinking demand (negative 10-year growth),
 * and recent changes (lexicon below, signed: a promotion lowers the score). Bands: < 30 on track, < 55 watch,
 * < 75 warning, else alert. Low satisfaction sets a floor whatever the other signals say: at 4/10 or below the band
 * is at least "watch", at 2/10 or below at least "warning" — someone that unhappy is never told they are on track.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { numberIn, optionalList, rating10, requiredText } from "../core/schema";
import { collectTexts, resolveMarket } from "../core/market";
import { findLadderSpec } from "../data/progression";
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

const BANDS = [
  { band: "on track", from: 0 },
  { band: "watch", from: 30 },
  { band: "warning", from: 55 },
  { band: "alert", from: 75 },
] as const;

/** The lowest band a satisfaction level allows (0 = on track). */
function satisfactionFloor(satisfaction: number): number {
  return satisfaction <= 2 ? 2 : satisfaction <= 4 ? 1 : 0;
}

export const wrongPathAlertMode = defineMode(21, WrongPathInput, (input) => {
  const career = resolveCareer(input.career);
  const ladder = findLadderSpec(career.occupationId, resolveMarket(undefined, collectTexts(input)).code);
  // typical wait for a first promotion on this ladder: the median of the entry rung's yearly odds, ln 2 / −ln(1 − p)
  // (4 years on the generic ladder, about 8 for an NHS staff nurse)
  const interval = round(Math.log(0.5) / Math.log(1 - Math.min(0.9, Math.max(0.02, ladder.rungs[0].promotion))), 1);
  const tenureFactor = 0.8 + Math.min(0.7, 0.1 * input.yearsIn);
  const dissatisfaction = Math.max(0, 5 * (7 - input.satisfaction)) * tenureFactor;
  const changes = input.recentChanges.map((c) => {
    const hit = CHANGES.find(([re]) => re.test(c.toLowerCase()));
    return { change: c, reading: hit?.[2] ?? "unclassified", points: hit?.[1] ?? 2 };
  });
  const plateau = changes.some((c) => c.reading === "promotion or raise") ? 0 : clamp((input.yearsIn - interval) * 2, 0, 12);
  const aiPressure = Math.max(0, career.aiExposure - 0.5) * 30;
  const demand = career.growthPercent < 0 ? Math.min(10, -career.growthPercent * 1.5) : 0;
  const signals = [
    { signal: `satisfaction ${input.satisfaction}/10 over ${input.yearsIn} years`, points: round(dissatisfaction, 1) },
    { signal: `tenure vs the typical wait for a first promotion (${interval} y, ${ladder.name})`, points: round(plateau, 1) },
    { signal: `AI exposure ${career.aiExposure}`, points: round(aiPressure, 1) },
    { signal: `10-year employment growth ${career.growthPercent}%`, points: round(demand, 1) },
    ...changes.map((c) => ({ signal: `recent: ${c.change} (${c.reading})`, points: c.points })),
  ];
  const summed = round(
    clamp(
      signals.reduce((s, x) => s + x.points, 0),
      0,
      100,
    ),
    0,
  );
  const floor = satisfactionFloor(input.satisfaction);
  const score = Math.max(summed, BANDS[floor].from);
  const band = [...BANDS].reverse().find((b) => score >= b.from)?.band ?? "on track";
  const top = [...signals].filter((s) => s.points > 0).sort((a, b) => b.points - a.points);
  const actions = [
    ...(dissatisfaction >= 12 || floor > 0
      ? ["Name what drives the low satisfaction (work, people, pay, growth) and test one change within 90 days."]
      : []),
    ...(plateau > 0 ? ["Ask for a promotion plan with dated criteria, or scan adjacent roles where your tenure counts."] : []),
    ...(aiPressure > 3
      ? [`Shift toward the tasks of ${career.title} that AI exposes least (judgement, client contact, integration).`]
      : []),
    ...(career.next.length ? [`Adjacent next steps in the knowledge base: ${career.next.slice(0, 3).join(", ")}.`] : []),
  ];
  return {
    summary:
      `Wrong-path score ${score}/100 (${band}) after ${input.yearsIn} years as ${career.title}. ` +
      (top[0] ? `Strongest signal: ${top[0].signal}.` : "No warning signals."),
    alertScore: score,
    band,
    satisfactionFloor:
      floor > 0 ? `satisfaction ${round(input.satisfaction, 1)}/10 keeps the band at "${BANDS[floor].band}" or above` : null,
    signals,
    actions,
    recheckInMonths: band === "alert" ? 1 : band === "warning" ? 3 : band === "watch" ? 6 : 12,
    career: { title: career.title, aiExposure: career.aiExposure, growthPercent: career.growthPercent },
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * 0.85,
    assumptions: [
      "Dissatisfaction = 5 points per point of satisfaction below 7, × 0.8 at the start rising 0.1 a year to × 1.5 after 7 years.",
      'Satisfaction floors: at 4/10 or below the band is at least "watch" (score ≥ 30), at 2/10 or below at least "warning" (score ≥ 55).',
      `Plateau: 2 points per year beyond the typical wait for a first promotion (${interval} years: the median wait at the entry rung's yearly odds on the ${ladder.name}), capped at 12; a recent promotion clears it.`,
      "AI pressure = 30 × (exposure − 0.5) when positive; shrinking demand = 1.5 per percent of projected decline (max 10).",
      "Recent changes: lexicon weights −8…+12; unclassified changes add 2.",
    ],
  };
});
