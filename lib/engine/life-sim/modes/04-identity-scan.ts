/**
 * Mode 4 — Identity Alignment Scan. Method: alignment = 0.4 × personality fit (Big Five from the personality text,
 * lexicon in core/big-five.ts, against the sector's trait profile) + 0.4 × value fit (values vs career attributes)
 * + 0.2 × work-style fit (core/work-style.ts). Tensions are the largest gaps, strengths the best-matching parts.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { listInput, requiredText } from "../core/schema";
import { fitTraits, scoreLexicon, SECTOR_TRAITS, toScores } from "../core/big-five";
import { careerAttributes } from "../core/sectors";
import { scoreValueFit, weighValues } from "../core/values";
import { fitWorkStyle, parseWorkStyle, SECTOR_STYLE } from "../core/work-style";
import { resolveCareer } from "../knowledge";

const textOrList = z
  .union([requiredText(2000), z.array(z.string().trim().max(200)).min(1).max(50)])
  .transform((v) => (Array.isArray(v) ? v.join(", ") : v));

export const IdentityScanInput = z.object({
  career: requiredText(),
  personality: textOrList,
  values: listInput,
  workStyle: textOrList,
});

export const identityScanMode = defineMode(4, IdentityScanInput, (input) => {
  const career = resolveCareer(input.career);
  const lex = scoreLexicon(input.personality);
  const person = toScores(lex.traits);
  const traitFit = fitTraits(person, SECTOR_TRAITS[career.sectorKey]);
  const vw = weighValues(input.values);
  const valueFit = scoreValueFit(vw.weights, careerAttributes(career).attributes);
  // value fit is 0-100 of attribute levels; rescale so a perfect match (all 1) and a typical one (~0.55) spread out
  const valueScore = Math.round(Math.min(100, valueFit.score * 1.4));
  const style = parseWorkStyle(input.workStyle);
  const styleFit = fitWorkStyle(style.preferred, SECTOR_STYLE[career.sectorKey]);
  const overall = Math.round(0.4 * traitFit.score + 0.4 * valueScore + 0.2 * styleFit.score);
  const verdict =
    overall >= 75 ? "strong alignment" : overall >= 60 ? "workable alignment" : overall >= 45 ? "partial alignment" : "misaligned";
  const tensions = [
    ...traitFit.gaps.filter((g) => g.gap >= 20).map((g) => `${g.trait}: you ${g.person} vs typical ${g.ideal} for ${career.title}`),
    ...styleFit.axes
      .filter((a) => (a.gap ?? 0) >= 0.35)
      .map((a) => `work style ${a.axis}: you prefer ${a.preferred}, the career offers ${a.career}`),
    ...valueFit.contributions
      .filter((c) => c.weight >= 0.15 && c.attribute < 0.5)
      .map((c) => `value ${c.dimension} matters to you (weight ${c.weight}) but scores ${c.attribute} in this career`),
  ];
  const strengths = [
    ...traitFit.gaps.filter((g) => g.gap <= 10).map((g) => `${g.trait} matches (${g.person} vs ${g.ideal})`),
    ...valueFit.contributions
      .filter((c) => c.weight >= 0.15 && c.attribute >= 0.65)
      .map((c) => `career delivers on ${c.dimension} (${c.attribute})`),
  ];
  return {
    summary:
      `${career.title}: ${verdict} (${overall}/100) — personality ${traitFit.score}, values ${valueScore}, work style ${styleFit.score}. ` +
      (tensions.length ? `Main tension: ${tensions[0]}.` : "No major tension found."),
    alignmentScore: overall,
    verdict,
    components: {
      personality: {
        score: traitFit.score,
        weight: 0.4,
        traits: lex.traits,
        careerProfile: SECTOR_TRAITS[career.sectorKey],
        gaps: traitFit.gaps,
      },
      values: { score: valueScore, weight: 0.4, breakdown: valueFit.contributions, unrecognised: vw.unmatched },
      workStyle: { score: styleFit.score, weight: 0.2, axes: styleFit.axes, cues: style.cues },
    },
    tensions,
    strengths,
    career: { title: career.title, occupationId: career.occupationId, sector: career.sector },
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * (lex.cues > 0 ? 1 : 0.7),
    assumptions: [
      "Weights: personality 0.4, values 0.4, work style 0.2.",
      "Personality is read from the text with a Big Five adjective lexicon (±15 per cue from 50; negations flip). Sector trait profiles are estimates from Big Five–vocational-interest research.",
      "Value fit is rescaled ×1.4 (capped at 100) so typical careers land mid-scale.",
      "Work-style axes the text does not mention are left unscored (neutral 60 when none is mentioned).",
    ],
  };
});
