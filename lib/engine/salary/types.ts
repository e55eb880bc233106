import type { Percentiles } from "./distribution";

export type { Percentiles } from "./distribution";
export type SalaryConfidence = "high" | "medium" | "low";

export interface SalaryBenchmarkInput {
  role: string;
  /** ISO alpha-2, or "Global" for a world-median estimate; default "GB" */
  country?: string;
  city?: string;
  yearsExperience?: number;
  /** free-text level, e.g. "senior", "entry level" */
  level?: string;
  skills?: string[];
  /** ISO 4217 output currency; default the country's currency (USD for Global) */
  currency?: string;
}

export interface SalaryBenchmark {
  role: { input: string; occupationId: string | null; title: string; matchScore: number; matchedOn: string | null };
  /** alpha-2 code, or "Global" */
  country: string;
  countryName: string;
  /** currency of every amount below */
  currency: string;
  localCurrency: string;
  percentiles: Percentiles;
  salaryRange: { low: number; median: number; high: number };
  usdEquivalent: { median: number };
  skillPremiums: { skill: string; premiumPercent: number; basis: string }[];
  negotiationTarget: number;
  negotiationScript: string;
  confidence: SalaryConfidence;
  totalCompensation: { base: number; bonus: number; equity: number; total: number; bonusPercent: number; equityPercent: number };
  comparableRoles: { occupationId: string; title: string; median: number }[];
  seniority: string | null;
  /** where the median came from: a pay scale, an official occupation median, the model, or the world median */
  payBasis: "scale" | "official" | "model" | "global";
  evidence: string[];
}

/** Internal options (the evaluation uses them; the API never passes them). */
export interface SalaryEngineOptions {
  /** official rows (country:code) to ignore, so the model answers for them */
  excludeOfficialKeys?: ReadonlySet<string>;
}
