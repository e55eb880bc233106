import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { developerErrors, jsonBody, jsonResponse } from "./common";

/** Limits of the embedding API (CONTRACT.md "Embedding API details"). */
export const MAX_EMBED_INPUTS = 96;
export const MAX_EMBED_CHARS = 8000;
export const MAX_CV_CHARS = 50_000;
export const MATCH_LIMIT_DEFAULT = 10;
export const MATCH_LIMIT_MAX = 25;

/**
 * Model work per embedding key tier, in usage.tokens units. `perRequest`: the most one /v1/embed/embed call may
 * send (more → 400 invalid_request, param input); `queued`: the most one account may have waiting or being
 * embedded at once across its calls (more → 429 rate_limit_exceeded with Retry-After). One worker thread embeds
 * on the order of 5,000 tokens a second, so a FREE call is at most a few seconds of it.
 */
export const EMBED_TOKEN_BUDGETS = {
  free: { perRequest: 20_000, queued: 40_000 },
  pro: { perRequest: 60_000, queued: 120_000 },
  enterprise: { perRequest: 150_000, queued: 300_000 },
} as const;

const budgetText =
  `Per request at most ${EMBED_TOKEN_BUDGETS.free.perRequest.toLocaleString("en-US")} tokens (usage.tokens units) on free keys, ` +
  `${EMBED_TOKEN_BUDGETS.pro.perRequest.toLocaleString("en-US")} on pro and ${EMBED_TOKEN_BUDGETS.enterprise.perRequest.toLocaleString("en-US")} on enterprise ` +
  "(400 invalid_request, param input, naming the limit). Requests of all callers are embedded in turn, one text per account per turn; " +
  `an account with more than ${EMBED_TOKEN_BUDGETS.free.queued.toLocaleString("en-US")} (free), ${EMBED_TOKEN_BUDGETS.pro.queued.toLocaleString("en-US")} (pro) ` +
  `or ${EMBED_TOKEN_BUDGETS.enterprise.queued.toLocaleString("en-US")} (enterprise) tokens still waiting gets 429 rate_limit_exceeded with Retry-After.`;

const EmbedText = z.string().min(1, "must not be empty").max(MAX_EMBED_CHARS, `at most ${MAX_EMBED_CHARS} characters per input`);
const EmbedInput = z.union([
  EmbedText,
  z.array(EmbedText).min(1, "must hold at least one text").max(MAX_EMBED_INPUTS, `at most ${MAX_EMBED_INPUTS} inputs per request`),
]);

export const EmbedRequest = z
  .object({
    input: EmbedInput.optional().describe("A text or up to 96 texts (8,000 characters each), within the key tier's token budget."),
    text: EmbedInput.optional().describe("Alias of `input`; used when `input` is absent."),
    model: z
      .string()
      .optional()
      .describe(
        "embed-v1 (default). embed-onnx when the server's operator has installed a local 384-d sentence-transformers ONNX model (EMBED_MODEL_PATH); any other value, or embed-onnx on a server without one, is 404 model_not_found.",
      ),
  })
  .superRefine((v, ctx) => {
    if (v.input === undefined && v.text === undefined) ctx.addIssue({ code: "custom", path: ["input"], message: "input is required." });
  })
  .meta({ id: "EmbedRequest" });

export const EmbeddingObject = z
  .object({
    object: z.literal("embedding"),
    index: z.number().int(),
    embedding: z.array(z.number()).length(384).describe("384 floats, L2-normalised."),
  })
  .meta({ id: "EmbeddingObject" });

export const EmbedResponse = z
  .object({
    object: z.literal("list"),
    data: z.array(EmbeddingObject),
    model: z.enum(["embed-v1", "embed-onnx"]).describe("The model that made the vectors: embed-v1 unless embed-onnx was asked for."),
    usage: z.object({
      tokens: z.number().int().describe("Word and punctuation tokens across all inputs (Unicode letters/digits runs + single symbols)."),
    }),
  })
  .meta({ id: "EmbedResponse" });

export const SimilarityRequest = z
  .object({
    text_a: EmbedText,
    text_b: EmbedText,
  })
  .meta({ id: "SimilarityRequest" });

export const SimilarityResponse = z
  .object({
    similarity: z.number().min(0).max(1).describe("Cosine of the two embed-v1 vectors, clamped to [0, 1]."),
    model: z.literal("embed-v1"),
  })
  .meta({ id: "SimilarityResponse" });

export const MatchJobsRequest = z
  .object({
    cv_text: z.string().trim().min(1, "cv_text must not be empty").max(MAX_CV_CHARS),
    country_code: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as DE")
      .transform((s) => s.toUpperCase())
      .optional(),
    limit: z.number().int().min(1).max(MATCH_LIMIT_MAX, `limit is at most ${MATCH_LIMIT_MAX}`).default(MATCH_LIMIT_DEFAULT),
  })
  .meta({ id: "MatchJobsRequest" });

export const JobSalary = z
  .object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    currency: z.string().nullable(),
    interval: z.enum(["year", "month", "week", "day", "hour"]),
  })
  .meta({ id: "JobSalary" });

export const MatchReasons = z
  .object({
    semantic_similarity: z.number().describe("Cosine of the CV and listing embed-v1 vectors."),
    title_similarity: z.number().describe("Cosine of the CV vector and the listing title's vector."),
    requirement_coverage: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe(
        "Share of the listing's recognised skill requirements the CV states or implies; null when the listing names no recognised requirement or the CV no recognised skill.",
      ),
    matched_requirements: z.array(z.string()),
    missing_requirements: z.array(z.string()),
    seniority: z.object({
      cv: z.string().nullable().describe("Level read from the CV's first line and stated years; null when neither says."),
      listing: z.string(),
      fit: z.number().min(0).max(1),
    }),
    location_fit: z.number().min(0).max(1).describe("1 in the requested country (or none requested), 0.8 remote elsewhere, 0.4 otherwise."),
    summary: z.string().describe("The reasons above in one line."),
  })
  .meta({ id: "MatchReasons" });

export const JobMatch = z
  .object({
    title: z.string(),
    company: z.string(),
    matchScore: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe(
        "round(100 × (0.6 × similarity + 0.25 × requirement coverage + 0.1 × seniority fit + 0.05 × location fit)), where similarity = clamp((cosine − 0.05) / 0.65, 0, 1) and coverage falls back to similarity when the listing names no recognisable requirement.",
      ),
    url: z.string(),
    source: z.string().describe('Job board the listing came from ("greenhouse:acme", "remotive", …); "demo" for the bundled offline feed.'),
    location: z.string(),
    country_code: z.string().nullable(),
    remote: z.boolean(),
    posted_at: z.string().describe("ISO 8601"),
    salary: JobSalary.optional(),
    reasons: MatchReasons.optional().describe("Why the listing ranks where it does; always present in this version, optional for clients."),
  })
  .meta({ id: "JobMatch" });

export const MatchJobsResponse = z
  .object({
    matches: z.array(JobMatch),
    total_candidates_considered: z.number().int(),
    scoped_to_country: z.boolean().describe("false when country_code was omitted or has no listings (global pool)."),
    data_freshness: z.string().describe('e.g. "oldest listing considered is 12 days old (posted 2026-11-10)"'),
    model: z.literal("embed-v1"),
  })
  .meta({ id: "MatchJobsResponse" });

const embedKey = [{ embedKey: [] }];
const ERRORS = developerErrors(400, 401, 413, 429, 503);

export const paths: ZodOpenApiPathsObject = {
  "/v1/embed/embed": {
    post: {
      summary: "Embed one or more texts (384-d, embed-v1)",
      description: budgetText,
      tags: ["Embedding API"],
      security: embedKey,
      requestBody: jsonBody(EmbedRequest),
      responses: { "200": jsonResponse(EmbedResponse), ...ERRORS, ...developerErrors(404) },
    },
  },
  "/v1/embed/similarity": {
    post: {
      summary: "Cosine similarity of two texts, clamped to [0, 1]",
      tags: ["Embedding API"],
      security: embedKey,
      requestBody: jsonBody(SimilarityRequest),
      responses: { "200": jsonResponse(SimilarityResponse), ...ERRORS },
    },
  },
  "/v1/embed/match-jobs": {
    post: {
      summary: "Rank current job listings against a CV by embedding similarity",
      description:
        "Country pool when country_code has listings, else the global pool (scoped_to_country: false). " +
        'Without live sources configured the bundled demo feed (source "demo", fictional companies) is used.',
      tags: ["Embedding API"],
      security: embedKey,
      requestBody: jsonBody(MatchJobsRequest),
      responses: { "200": jsonResponse(MatchJobsResponse), ...ERRORS },
    },
  },
};
