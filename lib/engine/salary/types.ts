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
  evidence: string[];
}

/** Thrown for inputs the engine cannot answer; routes turn it into 400 invalid_request with `param`. */
export class SalaryInputError extends Error {
  readonly param: "country" | "currency" | "role";
  constructor(param: "country" | "currency" | "role", message: string) {
    super(message);
    this.name = "SalaryInputError";
    this.param = param;
  }
}
