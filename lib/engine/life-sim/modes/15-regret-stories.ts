/**
 * Mode 15 — Career Regret Stories. Method: the decision and its alternative (parsed from the decision text, or the
 * career's typical next step) are simulated on 1,000 paired worlds with per-path traces. Worlds are ranked by the
 * utility gap (decision − alternative); the stories are the 10th, 50th and 90th percentile worlds, narrated from
 * that world's own events (promotions, moves, disruptions, salaries). Nothing is canned: every sentence carries
 * the simulated numbers of its world.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, numberIn, requiredText } from "../core/schema";
import { simulateCareerOutcome, scorePathUtilities, summarizeEarnings, type CareerOutcome } from "../core/outcomes";
import { collectTexts, marketField, resolveMarket } from "../core/market";
import { orgPhrase, readDecisionOrgs, type OrgType } from "../core/org-types";
import { asProbability, PROBABILITY_NOTE } from "../core/probability";
import { experienceFrom } from "../core/trajectory";
import { DIMENSIONS, type Attributes } from "../core/sectors";
import { formatMoney, withArticle } from "../core/format";
import { round } from "../core/random";
import { findCareer, resolveCareer, type CareerProfile } from "../knowledge";

export const RegretStoriesInput = z.object({
  career: requiredText(),
  decision: requiredText(500),
  age: numberIn(14, 90),
  years: numberIn(3, 40).default(10),
  country: countryInput,
});

const EQUAL: Attributes = Object.fromEntries(DIMENSIONS.map((d) => [d, 1 / DIMENSIONS.length])) as Attributes;

interface Road {
  profile: CareerProfile;
  org: OrgType | null;
  switchedRole: boolean;
}

/**
 * What the decision chooses and what it gives up. A role named after "to/into/become/as" is a career switch; an
 * organisation type ("join a startup", "move to the NHS", "go freelance") is the same career somewhere else; with
 * neither, the alternative is the career's first typical next role.
 */
function readDecision(decision: string, career: CareerProfile): { chosen: Road; other: Road; frame: "stayed" | "left"; reading: string } {
  const stays = /\b(stay|keep|remain)\b|don'?t (leave|switch|quit)/i.test(decision);
  const orgs = readDecisionOrgs(decision);
  // the words after the last "to / into / become / as / for", without leading verbs and articles ("to become a teacher")
  let targetText = /^.*\b(?:to|into|become|as|for)\s+([a-z][a-z /&-]{2,60})$/i.exec(decision.trim())?.[1];
  for (let i = 0; i < 3 && targetText; i++)
    targetText = targetText.replace(/^(?:become|be|join|work as|work in|go into|train as|retrain as|an?|the)\s+/i, "");
  const targetRole = targetText ? findCareer(targetText) : null;
  const here: Road = { profile: career, org: orgs.from ?? career.org, switchedRole: false };
  const fallback = (career.next[0] ? findCareer(career.next[0]) : null) ?? career;
  let elsewhere: Road;
  let reading: string;
  if (targetRole && targetRole.occupationId !== career.occupationId) {
    elsewhere = { profile: targetRole, org: orgs.to ?? targetRole.org, switchedRole: true };
    reading = `a switch to ${targetRole.title}${elsewhere.org ? ` ${orgPhrase(elsewhere.org)}` : ""}`;
  } else if (orgs.to) {
    elsewhere = { profile: career, org: orgs.to, switchedRole: false };
    reading = `the same career (${career.title}) ${orgPhrase(orgs.to)}`;
  } else {
    elsewhere = { profile: fallback, org: null, switchedRole: fallback.occupationId !== career.occupationId };
    reading = `no role or organisation named after "to/into/become", so the alternative is the typical next role, ${fallback.title}`;
  }
  return stays
    ? { chosen: here, other: elsewhere, frame: "stayed", reading: `staying; the road not taken is ${reading}` }
    : { chosen: elsewhere, other: here, frame: "left", reading };
}

function narrate(o: CareerOutcome, idx: number, age: number, currency: string): string[] {
  const trace = o.sim.traces?.[idx];
  if (!trace) return [];
  const lines = trace.events.slice(0, 5).map((e) => {
    const pay = formatMoney(trace.salaries[e.year], currency);
    if (e.kind === "promotion") return `At ${age + e.year}, promoted to ${e.rung} as ${withArticle(o.profile.title)} (${pay}).`;
    if (e.kind === "move") return `At ${age + e.year}, moved employer for a raise (${pay}).`;
    return `At ${age + e.year}, a layoff or restructuring forced a move at lower pay (${pay}).`;
  });
  if (lines.length === 0)
    lines.push(`No promotions or moves; pay drifted to ${formatMoney(trace.salaries[trace.salaries.length - 1], currency)}.`);
  return lines;
}

export const regretStoriesMode = defineMode(15, RegretStoriesInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const alt = readDecision(input.decision, career);
  const market = resolveMarket(input.country, collectTexts(input));
  const experience = experienceFrom(undefined, input.age);
  const opts = { market, years: input.years, age: input.age, experience, seed, trace: true };
  // a role switch restarts near junior level in the new career (as mode 8's "switch" decision); a move to another
  // kind of organisation keeps the experience
  const sim = (road: Road) =>
    simulateCareerOutcome(road.profile, { ...opts, org: road.org, experience: road.switchedRole ? 1 : experience });
  const chosen = sim(alt.chosen);
  const other = sim(alt.other);
  const uc = scorePathUtilities(chosen, EQUAL, seed, 1);
  const uo = scorePathUtilities(other, EQUAL, seed, 2);
  const order = uc.map((u, i) => ({ i, gap: (u - uo[i]) * 100 })).sort((a, b) => a.gap - b.gap);
  const pick = (q: number) => order[Math.min(order.length - 1, Math.floor(q * order.length))];
  const endAge = input.age + input.years;
  const cur = chosen.ladder.currency;
  const named = (o: CareerOutcome) => `${o.profile.title}${o.org ? ` ${orgPhrase(o.org)}` : ""}`;
  const stories = [
    { kind: "worst", q: 0.1 },
    { kind: "median", q: 0.5 },
    { kind: "best", q: 0.9 },
  ].map(({ kind, q }) => {
    const w = pick(q);
    const mine = chosen.sim.traces?.[w.i];
    const theirs = other.sim.traces?.[w.i];
    const endMine = mine ? mine.salaries[mine.salaries.length - 1] : 0;
    const endTheirs = theirs ? theirs.salaries[theirs.salaries.length - 1] : 0;
    const verdict =
      w.gap < -2
        ? `At ${endAge} you regret it: the other road looks ${Math.abs(round(w.gap, 1))} points better.`
        : w.gap > 2
          ? `At ${endAge} you are glad: ${round(w.gap, 1)} points better than the other road.`
          : `At ${endAge} it is close to a draw (${round(w.gap, 1)} points).`;
    return {
      kind,
      percentile: Math.round(q * 100),
      world: w.i,
      utilityGap: round(w.gap, 1),
      title: `${w.gap < -2 ? "The road you miss" : w.gap > 2 ? "The road that paid off" : "Two roads, one outcome"} (${kind} world): age ${input.age} → ${endAge}`,
      story: [
        `You ${alt.frame === "stayed" ? `stayed ${withArticle(named(chosen))}` : `went for ${named(chosen)}`} ("${input.decision}").`,
        ...narrate(chosen, w.i, input.age, cur),
        `By ${endAge} you earn ${formatMoney(endMine, cur)}; in the same world, as ${withArticle(named(other))}, you would earn ${formatMoney(endTheirs, other.ladder.currency)}.`,
        verdict,
      ],
      otherRoad: narrate(other, w.i, input.age, other.ladder.currency),
    };
  });
  const regretShare = order.filter((o) => o.gap < -2).length / order.length;
  return {
    summary: `After "${input.decision}", ${Math.round(asProbability(regretShare) * 100)}% of simulated lives end (age ${endAge}) wishing for ${named(other)}; three of them are told below — the 10th, 50th and 90th percentile worlds.`,
    decision: { text: input.decision, chosenRoad: named(chosen), otherRoad: named(other), readAs: alt.reading },
    horizon: { startAge: input.age, endAge },
    roads: [chosen, other].map((o, k) => ({
      road: k === 0 ? "chosen" : "other",
      title: o.profile.title,
      organisationType: o.org?.label ?? null,
      earnings: summarizeEarnings(o),
    })),
    yourCareerNow: ((o) => ({ title: o.profile.title, organisationType: o.org?.label ?? null, earnings: summarizeEarnings(o) }))(
      alt.frame === "stayed" ? chosen : other,
    ),
    market: marketField(market),
    regretProbability: asProbability(regretShare),
    stories,
    evidence: [...chosen.profile.evidence.slice(0, 1), ...other.profile.evidence.slice(0, 1)],
    confidence: confidenceFromMatch(chosen.profile.matchScore, other.profile.matchScore) * 0.85 * marketConfidence(market),
    assumptions: [
      market.assumption,
      `Decision read as ${alt.reading}. A role named after 'to/into/become' is a career switch; an organisation type (startup, NHS, public sector, charity, self-employed…) is the same career somewhere else; otherwise the alternative is the career's first typical next role.`,
      "Utility weighs the seven life dimensions equally; money comes from each world's earnings (log scale).",
      "Stories are the 10th/50th/90th percentile worlds of the utility gap (worst, median, best), narrated from their simulated events (first five shown).",
      "A role switch starts the new career at about one year of experience; staying, or moving to another kind of organisation, keeps the experience implied by age (age − 22).",
      PROBABILITY_NOTE,
    ],
  };
});
