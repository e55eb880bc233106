import { z } from "zod";

// The lenient input types are shared with the engine's own input schemas (life-sim), so they live there.
export { listish, numberish } from "@/lib/engine/lenient-input";

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      docs: z.string().url(),
      param: z.string().optional(),
    }),
  })
  .meta({ id: "Error", description: "Developer, embedding and portal error shape." });

export const TransformerErrorBody = z
  .object({
    success: z.literal(false),
    error: z.string(),
    field: z.string().optional(),
    code: z.string(),
    requestId: z.string(),
    tier: z.string().optional(),
    used: z.number().int().optional(),
    limit: z.number().int().nullable().optional(),
    retryAfter: z.number().int().optional(),
    upgrade: z.string().optional(),
  })
  .meta({
    id: "TransformerError",
    description: "Transformer, /cstm and life-simulation error shape; 429 adds tier, used, limit, retryAfter, upgrade.",
  });

export const Meta = z
  .object({
    model: z.string(),
    apiVersion: z.literal("v1"),
    taskType: z.string(),
    requestId: z.string(),
    inferenceMs: z.number().int(),
    confidence: z.number().min(0).max(1),
    knowledgeCutoff: z.string(),
  })
  .meta({ id: "Meta" });

/** The transformer success envelope around a route's `data`. */
export function envelope<T extends z.ZodType>(data: T, withMeta = true) {
  return z.object({
    success: z.literal(true),
    data,
    requestId: z.string(),
    usageToday: z.number().int(),
    dailyLimit: z.number().int().nullable().describe("null = unlimited"),
    ...(withMeta ? { meta: Meta } : {}),
  });
}

const errorContent = { "application/json": { schema: ErrorBody } };
const transformerErrorContent = { "application/json": { schema: TransformerErrorBody } };

/** Standard error responses for OpenAPI, per family. */
export function developerErrors(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [String(s), { description: ERROR_DESCRIPTIONS[s] ?? "Error", content: errorContent }]));
}

export function transformerErrors(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((s) => [String(s), { description: ERROR_DESCRIPTIONS[s] ?? "Error", content: transformerErrorContent }]),
  );
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "invalid_json, invalid_request (param names the field), missing_cv_text or unknown_role (with `suggestions`)",
  401: "invalid_api_key: missing, malformed, unknown, revoked or other-family key",
  403: "tier_required or forbidden",
  404: "not_found or model_not_found",
  409: "email_taken, key_limit_reached or context_limit_reached",
  413: "payload_too_large: body over 1 MB",
  422: "content_policy_violation",
  429: "rate_limit_exceeded or daily_limit_exceeded; Retry-After header in seconds",
  500: "internal_error: an unexpected failure; the message reveals no internals; retry after 2 to 3 seconds",
  503: "model_unavailable or service_unavailable",
  504: "request_timeout",
};

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description = "OK") {
  return { description, content: { "application/json": { schema } } };
}
