import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  developerErrors,
  envelope,
  ErrorBody,
  jsonBody,
  jsonResponse,
  numberish,
  listish,
  TransformerErrorBody,
  transformerErrors,
} from "./common";

const Percentiles = z
  .object({ p10: z.number(), p25: z.number(), p50: z.number().describe("the median"), p75: z.number(), p90: z.number() })
  .meta({ id: "SalaryPercentiles", description: "Lognormal band, strictly increasing, in `currency`." });

const Confidence = z
  .enum(["high", "medium", "low"])
  .describe(
    "high: a pay scale or a verified official occupation median for this country and a clear role match; medium: one weakness " +
      "(occupation level modelled, official figure an estimate, or a fuzzy role match); low: two or more, or Global. " +
      "The first `evidence` line names the pay basis used.",
  );

const Suggestions = z.array(z.string()).describe("unknown_role only: the nearest known roles (up to 3), also named in the message.");

/** Developer error shape; a 400 `unknown_role` adds `suggestions` inside `error` (param `role`). */
const SalaryError = ErrorBody.extend({ error: ErrorBody.shape.error.extend({ suggestions: Suggestions.optional() }) }).meta({
  id: "SalaryError",
  description: "Developer error shape; `400 unknown_role` (param `role`) adds `suggestions`.",
});

/** Transformer error shape; a 400 naming `field: "role"` (code unknown_role) adds `suggestions`. */
const SalaryHeadError = TransformerErrorBody.extend({ suggestions: Suggestions.optional() }).meta({
  id: "SalaryHeadError",
  description:
    'Transformer error shape; a role the engine does not recognise gives 400 with `field: "role"`, `code: "unknown_role"` and `suggestions`.',
});

// ------------------------------------------------------------------ developer API: POST /v1/career/salary/benchmark

export const SalaryBenchmarkRequest = z
  .object({
    role: z.string().trim().min(1, "role is required").max(200).describe('Job title or career path, e.g. "Senior Backend Engineer".'),
    country: z
      .string()
      .trim()
      .max(60)
      .optional()
      .describe('ISO 3166-1 alpha-2 (196 countries); default GB. "Global" gives a world-median estimate.'),
    city: z.string().trim().max(100).optional().describe("City for a local adjustment, e.g. London, München, São Paulo."),
    years_experience: z.number().min(0).max(60).optional(),
    skills: z.array(z.string().trim().min(1).max(100)).max(50).optional().describe("Skills for which premiums are computed."),
    options: z
      .object({ currency: z.string().trim().max(10).optional().describe("ISO 4217 output currency; default the local currency.") })
      .optional(),
    context_id: z
      .string()
      .optional()
      .describe("Fills role (target_role), country (target_country), years_experience and skills from a stored context."),
  })
  .meta({ id: "SalaryBenchmarkRequest" });
export type SalaryBenchmarkRequest = z.infer<typeof SalaryBenchmarkRequest>;

export const SalaryBenchmarkResponse = z
  .object({
    salary_range: z.object({
      low: z.number().describe("25th percentile"),
      median: z.number(),
      high: z.number().describe("75th percentile"),
    }),
    currency: z.string(),
    usd_equivalent: z.object({ median: z.number() }),
    skill_premiums: z.array(z.object({ skill: z.string(), premium_percent: z.number(), basis: z.string() })),
    negotiation_target: z.number(),
    negotiation_script: z.string(),
    confidence: Confidence,
    percentiles: Percentiles,
    total_compensation: z.object({ base: z.number(), bonus: z.number(), equity: z.number(), total: z.number() }),
    comparable_roles: z.array(z.object({ occupation_id: z.string(), title: z.string(), median: z.number() })),
    role: z.object({ input: z.string(), occupation_id: z.string().nullable(), title: z.string(), match_score: z.number() }),
    country: z.string(),
    local_currency: z.string(),
    evidence: z.array(z.string()).describe("Every step of the computation with its figure and source."),
    model: z.string(),
    request_id: z.string(),
  })
  .meta({ id: "SalaryBenchmarkResponse" });

// ------------------------------------------------------------------ transformer head 2: POST /cstm/salary

export const SalaryHeadRequest = z
  .object({
    role: z.string().trim().min(1, "role is required").max(200),
    country: z.string().trim().max(60).optional().describe('ISO alpha-2 or "Global" (default).'),
    level: z.string().trim().max(60).optional().describe('Free text, e.g. "senior", "entry level".'),
    experienceYears: numberish.pipe(z.number().min(0).max(60)).optional().describe("String or number."),
    city: z.string().trim().max(100).optional(),
    skills: listish.optional(),
    currency: z.string().trim().max(10).optional(),
  })
  .meta({ id: "SalaryHeadRequest" });
export type SalaryHeadRequest = z.infer<typeof SalaryHeadRequest>;

export const SalaryHeadData = z
  .object({
    currency: z.string(),
    percentiles: Percentiles,
    negotiationAdvice: z.object({ script: z.string(), target: z.number(), targetPercentile: z.number().optional() }),
    totalCompensation: z.object({ base: z.number(), bonus: z.number(), equity: z.number(), total: z.number() }),
    comparableRoles: z.array(z.object({ title: z.string(), median: z.number(), occupationId: z.string() })),
    confidence: Confidence,
    evidence: z.array(z.string()),
    role: z.object({ input: z.string(), occupationId: z.string().nullable(), title: z.string(), matchScore: z.number() }),
    country: z.string(),
    usdEquivalent: z.object({ median: z.number() }),
    skillPremiums: z.array(z.object({ skill: z.string(), premiumPercent: z.number() })),
  })
  .meta({ id: "SalaryHeadData" });

export const paths: ZodOpenApiPathsObject = {
  "/v1/career/salary/benchmark": {
    post: {
      summary: "Salary benchmark for a role in one of 196 countries (PRO tier)",
      description:
        "The median comes from, in order: the pay scale that governs the job when the title implies one (NHS Agenda for Change " +
        "band, England teacher pay range, TVöD-P, US General Schedule; grade and step from the title and years of experience); the " +
        "official occupation median for the country (BLS OEWS May 2024, ONS ASHE 2025 provisional Table 14.7a, BA Entgeltstatistik, " +
        "MOM Occupational Wages, CBS, Dares, JSA, Job Bank, MHLW); otherwise a model (official or GDP-per-capita national median × the country's pay structure " +
        "fitted on official occupation medians). Then experience, city and skill adjustments, lognormal percentiles and a negotiation " +
        "target; `evidence` names the pay basis and every source. Unknown country → 400 param `country`; unknown currency → 400 " +
        "param `options.currency`; a role it does not recognise → 400 `unknown_role` (param `role`) with the nearest known roles in " +
        "`error.suggestions`.",
      tags: ["Developer API"],
      security: [{ developerKey: [] }],
      requestBody: jsonBody(SalaryBenchmarkRequest),
      responses: {
        "200": jsonResponse(SalaryBenchmarkResponse),
        ...developerErrors(400, 401, 403, 413, 429),
        "400": {
          description: "invalid_json, invalid_request (param names the field) or unknown_role (param `role`, with `suggestions`)",
          content: { "application/json": { schema: SalaryError } },
        },
      },
    },
  },
  "/cstm/salary": {
    post: {
      summary: "Intelligence head 2: salary percentiles, negotiation advice, total compensation",
      description:
        "No key needed (per-IP limits); an X-API-Key counts against the key. country defaults to Global (world median over 196 countries, USD). " +
        "Same engine and precedence as /v1/career/salary/benchmark (pay scale → official occupation median → model). A role the engine " +
        'does not recognise → 400 with `field: "role"`, `code: "unknown_role"` and `suggestions` (the nearest known roles).',
      tags: ["Transformer API"],
      requestBody: jsonBody(SalaryHeadRequest),
      responses: {
        "200": jsonResponse(envelope(SalaryHeadData)),
        ...transformerErrors(400, 429),
        "400": {
          description: "invalid_json, invalid_request (field names the input) or unknown_role (field `role`, with `suggestions`)",
          content: { "application/json": { schema: SalaryHeadError } },
        },
      },
    },
  },
};
