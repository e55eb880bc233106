/**
 * Mode 6 — Personality Deep Profile. Method: ten numeric answers (1-5) are scored with the TIPI key
 * (Gosling et al. 2003; item i ↔ trait in core/big-five.ts TIPI_KEY); any other answers are read as
 * statements and scored with the Big Five lexicon. Percentiles assume scores ~ N(50, 20) in the population
 * (estimate). Fit to the career and to every sector profile uses fitTraits.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { listInput } from "../core/schema";
import { fitTraits, scoreLexicon, scoreTipi, SECTOR_TRAITS, TIPI_KEY, toScores, type Trait } from "../core/big-five";
import { SECTOR_PROFILES, type SectorKey } from "../core/sectors";
import { resolveCareer } from "../knowledge";

const isNumeric = (s: string) => /^\d+(\.\d+)?$/.test(s.trim());

export const PersonalityInput = z.object({
  // numeric answers may arrive as JSON numbers: turn them into strings before the list parser
  answers: z
    .preprocess(
      (v) => (Array.isArray(v) ? v.map((x) => (typeof x === "number" ? String(x) : x)) : typeof v === "number" ? String(v) : v),
      listInput,
    )
    .pipe(z.array(z.string()).min(1))
    .superRefine((answers, ctx) => {
      if (answers.every(isNumeric)) {
        if (answers.length !== 10)
          ctx.addIssue({ code: "custom", message: `numeric answers must be the 10 TIPI items (got ${answers.length})` });
        else if (answers.some((a) => Number(a) < 1 || Number(a) > 5))
          ctx.addIssue({ code: "custom", message: "numeric answers must be between 1 and 5" });
      }
    }),
  career: z.string().trim().max(200).optional(),
});

const IMPLICATIONS: Record<Trait, [string, string, string]> = {
  openness: ["prefers proven methods and clear scope", "balances novelty and routine", "drawn to novel problems, ideas and change"],
  conscientiousness: [
    "works in bursts; benefits from external structure",
    "reliable with moderate planning",
    "plans, finishes and follows through; suits high-accountability roles",
  ],
  extraversion: [
    "recharges alone; suits deep-focus work",
    "comfortable both in teams and alone",
    "energised by people, pitching and leading groups",
  ],
  agreeableness: [
    "direct and comfortable with conflict; suits negotiation",
    "cooperative yet able to push back",
    "supportive and trusted; suits care and team roles",
  ],
  neuroticism: [
    "steady under pressure",
    "typical stress reactivity",
    "feels stress strongly; benefits from predictable, low-conflict settings",
  ],
};

function percentile(score: number): number {
  // normal CDF via the Abramowitz-Stegun erf approximation, N(50, 20)
  const x = (score - 50) / 20 / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return Math.round(50 * (1 + Math.sign(x) * erf));
}

export const personalityProfileMode = defineMode(6, PersonalityInput, (input) => {
  const numeric = input.answers.every(isNumeric);
  const lex = numeric ? null : scoreLexicon(input.answers.join(". "));
  const traits = numeric ? scoreTipi(input.answers.map(Number)) : (lex?.traits ?? []);
  const scores = toScores(traits);
  const profile = traits.map((t) => ({
    ...t,
    percentile: percentile(t.score),
    implication: IMPLICATIONS[t.trait][t.level === "low" ? 0 : t.level === "average" ? 1 : 2],
  }));
  const sectorFits = (Object.keys(SECTOR_TRAITS) as SectorKey[])
    .filter((k) => k !== "general")
    .map((k) => ({ sector: SECTOR_PROFILES[k].label, fit: fitTraits(scores, SECTOR_TRAITS[k]).score }))
    .sort((a, b) => b.fit - a.fit);
  const career = input.career ? resolveCareer(input.career) : null;
  const careerFit = career ? { title: career.title, ...fitTraits(scores, SECTOR_TRAITS[career.sectorKey]) } : null;
  const top = [...profile].sort((a, b) => Math.abs(b.score - 50) - Math.abs(a.score - 50)).slice(0, 2);
  return {
    summary:
      `Most distinctive: ${top.map((t) => `${t.level} ${t.trait} (${t.score}/100)`).join(" and ")}. ` +
      `Best-fitting sectors: ${sectorFits
        .slice(0, 3)
        .map((s) => s.sector)
        .join(", ")}.` +
      (careerFit ? ` Fit with ${careerFit.title}: ${careerFit.score}/100.` : ""),
    method: numeric ? "TIPI (10 items, 1-5)" : "statement lexicon",
    traits: profile,
    careerFit,
    sectorFits: sectorFits.slice(0, 6),
    itemKey: numeric ? TIPI_KEY : undefined,
    confidence: numeric ? 0.7 : Math.min(0.7, 0.3 + 0.05 * (lex?.cues ?? 0)) * (career ? confidenceFromMatch(career.matchScore) / 0.9 : 1),
    assumptions: [
      "TIPI scoring: trait = mean of its two items (reversed item = 6 − answer), mapped 1..5 → 0..100. TIPI is a brief screen, not a clinical assessment.",
      "Statements: 50 baseline ±15 per lexicon cue, negations flip; fewer cues mean lower confidence.",
      "Percentiles assume N(50, 20) population scores (estimate).",
      "Sector trait profiles are estimates from Big Five–vocational-interest research.",
    ],
  };
});
