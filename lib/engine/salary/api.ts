import { InputError } from "@/lib/errors";
import { benchmarkSalary } from "./benchmark";
import type { SalaryBenchmark } from "./types";

/** The currency sits in a different body field on each surface; the engine's error names the surface's field. */
function run(input: Parameters<typeof benchmarkSalary>[0], currencyParam: string): SalaryBenchmark {
  try {
    return benchmarkSalary(input);
  } catch (e) {
    if (e instanceof InputError && e.param === "currency") throw e.named(currencyParam);
    throw e;
  }
}

/** Developer API (doc 1 §2.6) response body in snake_case. */
export function benchmarkSalaryForApi(body: {
  role: string;
  country?: string;
  city?: string;
  years_experience?: number;
  skills?: string[];
  options?: { currency?: string };
}) {
  const r = run(
    {
      role: body.role,
      country: body.country,
      city: body.city,
      yearsExperience: body.years_experience,
      skills: body.skills,
      currency: body.options?.currency,
    },
    "options.currency",
  );
  return {
    salary_range: r.salaryRange,
    currency: r.currency,
    usd_equivalent: r.usdEquivalent,
    skill_premiums: r.skillPremiums.map((p) => ({ skill: p.skill, premium_percent: p.premiumPercent, basis: p.basis })),
    negotiation_target: r.negotiationTarget,
    negotiation_script: r.negotiationScript,
    confidence: r.confidence,
    percentiles: r.percentiles,
    total_compensation: {
      base: r.totalCompensation.base,
      bonus: r.totalCompensation.bonus,
      equity: r.totalCompensation.equity,
      total: r.totalCompensation.total,
    },
    comparable_roles: r.comparableRoles.map((c) => ({ occupation_id: c.occupationId, title: c.title, median: c.median })),
    role: { input: r.role.input, occupation_id: r.role.occupationId, title: r.role.title, match_score: r.role.matchScore },
    country: r.country,
    local_currency: r.localCurrency,
    evidence: r.evidence,
  };
}

const CONFIDENCE_SCORE = { high: 0.85, medium: 0.65, low: 0.4 } as const;

/** Transformer head 2 (/cstm/salary) data plus the meta confidence. Country defaults to Global. */
export function benchmarkSalaryForHead(body: {
  role: string;
  country?: string;
  level?: string;
  experienceYears?: number;
  city?: string;
  skills?: string[];
  currency?: string;
}) {
  const r = run(
    {
      role: body.role,
      country: body.country || "Global",
      level: body.level,
      yearsExperience: body.experienceYears,
      city: body.city,
      skills: body.skills,
      currency: body.currency,
    },
    "currency",
  );
  return {
    data: {
      currency: r.currency,
      percentiles: r.percentiles,
      negotiationAdvice: { script: r.negotiationScript, target: r.negotiationTarget },
      totalCompensation: {
        base: r.totalCompensation.base,
        bonus: r.totalCompensation.bonus,
        equity: r.totalCompensation.equity,
        total: r.totalCompensation.total,
      },
      comparableRoles: r.comparableRoles,
      confidence: r.confidence,
      evidence: r.evidence,
      role: { input: r.role.input, occupationId: r.role.occupationId, title: r.role.title, matchScore: r.role.matchScore },
      country: r.country,
      usdEquivalent: r.usdEquivalent,
      skillPremiums: r.skillPremiums.map((p) => ({ skill: p.skill, premiumPercent: p.premiumPercent })),
    },
    confidence: CONFIDENCE_SCORE[r.confidence],
  };
}
