/**
 * Mode 15 — Career Regret Stories. Method: the decision and its alternative (parsed from the decision text, or the
 * career's typical next step) are simulated on 1,000 paired worlds with per-path traces. Worlds are ranked by the
 * utility gap (decision − alternative); the stories are the 10th, 50th and 90th percentile worlds, narrated from
 * that world's own events (promotions, moves, disruptions, salaries). Nothing is canned: every sentence carries
 * the simulated numbers of its world.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { numberIn, requiredText } from "../core/schema";
import { simulateCareerOutcome, scorePathUtilities, type CareerOutcome } from "../core/outcomes";
import { DIMENSIONS, type Attributes } from "../core/sectors";
import { formatMoney, withArticle } from "../core/format";
import { round } from "../core/random";
import { resolveCareer } from "../knowledge";

export const RegretStoriesInput = z.object({
  career: requiredText(),
  decision: requiredText(500),
  age: numberIn(14, 90),
  years: numberIn(3, 40).default(10),
  country: z.string().trim().max(80).optional().default("Global"),
});

const EQUAL: Attributes = Object.fromEntries(DIMENSIONS.map((d) => [d, 1 / DIMENSIONS.length])) as Attributes;

function alternativeOf(decision: string, careerText: string): { chosen: string; other: string; frame: string } {
  const target = /(?:to|into|become|as an?|for)\s+(?:an?\s+)?([a-z][a-z /&-]{2,60})$/i.exec(decision.trim());
  const stays = /stay|keep|remain|don'?t (leave|switch|quit)/i.test(decision);
  const profile = resolveCareer(careerText);
  const fallback = profile.next[0] ?? profile.related[0] ?? "a different career";
  if (stays) return { chosen: careerText, other: target?.[1] ?? fallback, frame: "stayed" };
  return { chosen: target?.[1] ?? fallback, other: careerText, frame: "left" };
}

function narrate(o: CareerOutcome, idx: number, age: number, currency: string): string[] {
  const trace = o.sim.traces?.[idx];
  if (!trace) return [];
  const lines = trace.events.slice(0, 5).map((e) => {
    const pay = formatMoney(trace.salaries[e.year], currency);
    if (e.kind === "promotion") return `At ${age + e.year}, promoted to ${e.level} ${o.profile.title} (${pay}).`;
    if (e.kind === "move") return `At ${age + e.year}, moved employer for a raise (${pay}).`;
    return `At ${age + e.year}, a layoff or restructuring forced a move at lower pay (${pay}).`;
  });
  if (lines.length === 0) lines.push(`No promotions or moves; pay drifted to ${formatMoney(trace.salaries[trace.salaries.length - 1], currency)}.`);
  return lines;
}

export const regretStoriesMode = defineMode(15, RegretStoriesInput, (input, seed) => {
  const alt = alternativeOf(input.decision, input.career);
  const opts = { country: input.country, years: input.years, age: input.age, seed, trace: true };
  // a switch restarts near junior level in the new career (as mode 8's "switch" decision)
  const chosen = simulateCareerOutcome(alt.chosen, alt.frame === "left" ? { ...opts, yearsExperience: 1 } : opts);
  const other = simulateCareerOutcome(alt.other, opts);
  const uc = scorePathUtilities(chosen, EQUAL, seed ^ 0x9e3779b9);
  const uo = scorePathUtilities(other, EQUAL, seed ^ 0x9e3779b9);
  const order = uc.map((u, i) => ({ i, gap: (u - uo[i]) * 100 })).sort((a, b) => a.gap - b.gap);
  const pick = (q: number) => order[Math.min(order.length - 1, Math.floor(q * order.length))];
  const endAge = input.age + input.years;
  const cur = chosen.salary.currency;
  const stories = [
    { kind: "worst", q: 0.1 }, { kind: "median", q: 0.5 }, { kind: "best", q: 0.9 },
  ].map(({ kind, q }) => {
    const w = pick(q);
    const mine = chosen.sim.traces?.[w.i];
    const theirs = other.sim.traces?.[w.i];
    const endMine = mine ? mine.salaries[mine.salaries.length - 1] : 0;
    const endTheirs = theirs ? theirs.salaries[theirs.salaries.length - 1] : 0;
    const verdict = w.gap < -2 ? `At ${endAge} you regret it: the other road looks ${Math.abs(round(w.gap, 1))} points better.` : w.gap > 2 ? `At ${endAge} you are glad: ${round(w.gap, 1)} points better than the other road.` : `At ${endAge} it is close to a draw (${round(w.gap, 1)} points).`;
    return {
      kind, percentile: Math.round(q * 100), world: w.i, utilityGap: round(w.gap, 1),
      title: `${w.gap < -2 ? "The road you miss" : w.gap > 2 ? "The road that paid off" : "Two roads, one outcome"} (${kind} world): age ${input.age} → ${endAge}`,
      story: [
        `You ${alt.frame === "stayed" ? `stayed ${withArticle(chosen.profile.title)}` : `went ${alt.frame === "left" ? "for" : "to"} ${chosen.profile.title}`} ("${input.decision}").`,
        ...narrate(chosen, w.i, input.age, cur),
        `By ${endAge} you earn ${formatMoney(endMine, cur)}; in the same world, as ${other.profile.title}, you would earn ${formatMoney(endTheirs, other.salary.currency)}.`,
        verdict,
      ],
      otherRoad: narrate(other, w.i, input.age, other.salary.currency),
    };
  });
  const regretShare = order.filter((o) => o.gap < -2).length / order.length;
  return {
    summary: `After "${input.decision}", ${Math.round(regretShare * 100)}% of simulated lives end (age ${endAge}) wishing for ${other.profile.title}; three of them are told below — the 10th, 50th and 90th percentile worlds.`,
    decision: { text: input.decision, chosenRoad: chosen.profile.title, otherRoad: other.profile.title },
    regretProbability: round(regretShare, 3),
    stories,
    evidence: [...chosen.profile.evidence.slice(0, 1), ...other.profile.evidence.slice(0, 1)],
    confidence: confidenceFromMatch(chosen.profile.matchScore, other.profile.matchScore) * 0.85,
    assumptions: [
      "The alternative is the career named after 'to/into/become' in the decision, else the career's first typical next role.",
      "Utility weighs the seven life dimensions equally; money comes from each world's earnings (log scale).",
      "Stories are the 10th/50th/90th percentile worlds of the utility gap (worst, median, best), narrated from their simulated events (first five shown).",
      "A switch starts the new career at about one year of experience; staying keeps the experience implied by age.",
    ],
  };
});
