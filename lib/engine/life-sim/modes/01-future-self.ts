/**
 * Mode 1 — Future Self Simulation. Method: 1,000 Monte Carlo paths (core/trajectory.ts) of salary, seniority and
 * skill relevance for `years`, started from the career's salary model in `country` and driven by the occupation's
 * projected growth and AI exposure; P10/P50/P90 per year, milestone probabilities, and the fit of the career to `values`.
 */
import { z } from "zod";
import { defineMode, confidenceFromMatch } from "../core/define";
import { countryInput, numberIn, optionalList, optionalNumberIn, requiredText } from "../core/schema";
import { levelFromYears, simulateTrajectories, LEVELS } from "../core/trajectory";
import { careerAttributes } from "../core/sectors";
import { scoreValueFit, weighValues } from "../core/values";
import { estimateSalary, resolveCareer } from "../knowledge";
import { round } from "../core/random";
import { formatMoney, withArticle } from "../core/format";

export const FutureSelfInput = z.object({
  career: requiredText(),
  years: numberIn(1, 40).default(10),
  age: optionalNumberIn(14, 90),
  values: optionalList,
  country: countryInput,
  yearsExperience: optionalNumberIn(0, 50),
});

export const futureSelfMode = defineMode(1, FutureSelfInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const experience = input.yearsExperience ?? (input.age !== undefined ? Math.max(0, Math.min(15, input.age - 23)) : 3);
  const salary = estimateSalary(career, input.country, 5);
  const startLevel = levelFromYears(experience);
  const sim = simulateTrajectories({
    medianSalary: salary.p50, years: input.years, startLevel, startAge: input.age, aiExposure: career.aiExposure, growthPercent: career.growthPercent, seed,
  });
  const first = sim.yearly[0];
  const last = sim.yearly[sim.yearly.length - 1];
  const doubled = sim.finalSalaries.filter((s) => s >= 2 * first.salary.p50).length / sim.paths;
  const lowRelevance = sim.finalRelevance.filter((r) => r < 0.6).length / sim.paths;
  const relevanceDip = sim.yearly.find((y) => y.skillRelevance.p50 < 0.7);
  const milestones = [
    ...sim.levelMilestones.filter((m) => m.share >= 0.05).map((m) => ({
      year: m.medianYear, event: `Promotion to ${m.level}`, probability: m.share,
      explanation: `${Math.round(m.share * 100)}% of paths reach ${m.level}; median year ${m.medianYear ?? "—"}`,
    })),
    { year: null, event: "At least one job disruption (layoff or forced move)", probability: sim.disruptionShare, explanation: "annual risk 2% + AI exposure × skill lag + shrinking demand" },
    { year: input.years, event: "Salary doubled vs today", probability: round(doubled, 3), explanation: `final salary ≥ 2 × ${formatMoney(first.salary.p50, salary.currency)}` },
    { year: input.years, event: "Skill relevance below 0.60 (reskilling needed)", probability: round(lowRelevance, 3), explanation: "share of paths whose skills lost more than 40% of their market relevance" },
    ...(relevanceDip ? [{ year: relevanceDip.year, event: "Median skill relevance drops below 0.70", probability: 0.5, explanation: "AI-driven task change outpaces typical learning" }] : []),
  ];
  const fit = input.values?.length ? scoreValueFit(weighValues(input.values).weights, careerAttributes(career).attributes) : null;
  const ageText = input.age !== undefined ? ` at age ${input.age + input.years}` : "";
  return {
    summary: `In ${input.years} years${ageText} as ${withArticle(career.title)} (${salary.country}), the median path earns ${formatMoney(last.salary.p50, salary.currency)} a year ` +
      `(P10 ${formatMoney(last.salary.p10, salary.currency)} – P90 ${formatMoney(last.salary.p90, salary.currency)}), ${Math.round(last.seniorOrAboveShare * 100)}% of paths are senior or above, ` +
      `and median skill relevance is ${last.skillRelevance.p50} (AI exposure ${career.aiExposure}).`,
    career: { title: career.title, occupationId: career.occupationId, matchScore: round(career.matchScore, 2), sector: career.sector, aiExposure: career.aiExposure, growthPercent: career.growthPercent },
    startingPoint: { level: LEVELS[startLevel], yearsExperience: experience, salary: first.salary, occupationMedian: salary },
    simulation: { paths: sim.paths, years: input.years, currency: salary.currency },
    trajectory: sim.yearly,
    finalLevelDistribution: sim.levelShares,
    milestones,
    valueFit: fit && { score: fit.score, contributions: fit.contributions },
    evidence: [...career.evidence, `salary: ${salary.method}`],
    confidence: confidenceFromMatch(career.matchScore),
    assumptions: [
      "Market raise 2.5%/yr nominal plus 0.3 × the occupation's projected annual employment growth, with N(0, 2%) noise (estimates).",
      "Promotion hazards per year: junior 30%, mid 12%, senior 8%, lead 5%, principal 3%, scaled by skill relevance; promotion raises pay by the level pay ratio (0.8/1.0/1.3/1.55/1.8/2.3 × median).",
      "Skill relevance decays 1.2%/yr plus AI exposure × a front-loaded adoption ramp (1 − e^(−t/5)); learning refreshes it with diminishing returns.",
      "Annual disruption risk 2% + 6% × AI exposure × (1 − relevance); a disruption cuts pay 5-20% (displaced-worker earnings losses).",
      `Start level inferred from ${experience} years of experience; salaries in ${salary.currency}, nominal, before tax.`,
      ...(career.occupationId ? [] : ["Career not recognised: all-occupation defaults used."]),
    ],
  };
});
