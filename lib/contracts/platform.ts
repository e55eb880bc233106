import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { developerErrors, envelope, jsonBody, jsonResponse, transformerErrors } from "./common";

export const RegisterRequest = z
  .object({
    email: z.string().trim().max(254).email(),
    name: z.string().trim().max(200).optional(),
    company: z.string().trim().max(200).optional(),
    use_case: z.string().trim().max(2000).optional(),
  })
  .meta({ id: "RegisterRequest" });

export const RegisterResponse = z
  .object({
    developer_id: z.string(),
    api_key: z.string().describe("Shown once."),
    key_id: z.string(),
    tier: z.string(),
    daily_limit: z.number().int().nullable(),
    docs: z.string(),
  })
  .meta({ id: "RegisterResponse" });

export const TiersResponse = z
  .object({
    tiers: z.array(
      z.object({
        name: z.string(),
        daily_limit: z.number().int().nullable().describe("null = unlimited"),
        rpm: z.number().int(),
        models: z.array(z.string()),
        endpoints: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: "TiersResponse" });

export const UsageResponse = z
  .object({
    developer_id: z.string(),
    tier: z.string(),
    requests_today: z.number().int(),
    remaining_today: z.number().int().nullable(),
    daily_limit: z.number().int().nullable(),
    rpm_limit: z.number().int(),
    recent_calls: z.array(
      z.object({
        endpoint: z.string(),
        model: z.string().nullable(),
        status: z.number().int(),
        latency_ms: z.number().int(),
        livemode: z.boolean(),
        at: z.string(),
      }),
    ),
    keys: z.array(
      z.object({
        key_id: z.string(),
        prefix: z.string(),
        status: z.string(),
        created_at: z.string(),
        last_used_at: z.string().nullable(),
        livemode: z.boolean().describe("false for csk_test_v1_ sandbox keys"),
      }),
    ),
    livemode: z.boolean().describe("false when the calling key is a csk_test_v1_ sandbox key"),
    request_id: z.string(),
  })
  .meta({ id: "UsageResponse" });

export const RotateRequest = z.object({ grace_seconds: z.number().int().min(0).max(86_400).optional() }).meta({ id: "RotateRequest" });

export const RotateResponse = z
  .object({
    key_id: z.string(),
    api_key: z.string(),
    previous_key_id: z.string(),
    previous_key_expires_at: z.string(),
    request_id: z.string(),
  })
  .meta({ id: "RotateResponse" });

const text = (max: number) => z.string().max(max);

/** A context's free-form `preferences`, serialised: enough for any real profile, not a storage locker. */
export const MAX_PREFERENCES_BYTES = 16 * 1024;

export const ContextFields = z.object({
  full_name: text(200).optional(),
  cv_text: text(100_000).optional(),
  target_role: text(200).optional(),
  target_country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 code")
    .optional(),
  years_experience: z.number().min(0).max(70).optional(),
  skills: z.array(text(200)).max(200).optional(),
  salary_expectation: z.number().min(0).optional(),
  preferences: z
    .record(z.string(), z.unknown())
    .refine(
      (v) => new TextEncoder().encode(JSON.stringify(v)).length <= MAX_PREFERENCES_BYTES,
      `must be at most ${MAX_PREFERENCES_BYTES / 1024} KB as JSON`,
    )
    .optional()
    .describe(`Free-form object (e.g. location, remote), at most ${MAX_PREFERENCES_BYTES / 1024} KB as JSON (UTF-8).`),
});

export const ContextRequest = ContextFields.meta({ id: "ContextRequest" });

export const ContextResponse = ContextFields.extend({
  context_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  model: z.string(),
  request_id: z.string(),
}).meta({ id: "ContextResponse" });

export const TransformerUsageData = z
  .object({
    plan: z.object({
      tier: z.string(),
      used: z.number().int(),
      limit: z.number().int().nullable(),
      rpm: z.number().int(),
      resetsAt: z.string(),
    }),
    key: z.object({ id: z.string(), prefix: z.string(), keyType: z.string() }),
    today: z.object({
      date: z.string(),
      byEndpoint: z.array(
        z.object({ endpoint: z.string(), requests: z.number().int(), errors: z.number().int(), avgLatencyMs: z.number().int() }),
      ),
    }),
    history: z.array(z.object({ date: z.string(), requests: z.number().int(), errors: z.number().int() })),
  })
  .meta({ id: "TransformerUsage" });

export const ModelsDocResponse = z
  .object({
    families: z.array(
      z.object({
        family: z.string(),
        key_prefix: z.string(),
        auth: z.string(),
        models: z.array(z.string()),
        endpoints: z.array(z.object({ method: z.string(), path: z.string() })),
      }),
    ),
  })
  .meta({ id: "ModelsDoc" });

const devKey = [{ developerKey: [] }];

export const paths: ZodOpenApiPathsObject = {
  "/v1/developer/register": {
    post: {
      summary: "Register a developer and receive a FREE key (shown once)",
      tags: ["Developer platform"],
      requestBody: jsonBody(RegisterRequest),
      responses: { "201": jsonResponse(RegisterResponse, "Created"), ...developerErrors(400, 409, 413, 429) },
    },
  },
  "/v1/developer/tiers": {
    get: {
      summary: "Tiers, limits, models and endpoints",
      tags: ["Developer platform"],
      responses: { "200": jsonResponse(TiersResponse), ...developerErrors(500) },
    },
  },
  "/v1/developer/usage/{developerId}": {
    get: {
      summary: "Today's usage, limits, 10 newest calls and the developer's keys",
      description: "Not counted against the daily quota; subject to the per-minute limit.",
      tags: ["Developer platform"],
      security: devKey,
      requestParams: { path: z.object({ developerId: z.string() }) },
      responses: { "200": jsonResponse(UsageResponse), ...developerErrors(401, 403, 429) },
    },
  },
  "/v1/developer/keys/{id}/rotate": {
    post: {
      summary: "Rotate a developer key, optionally keeping the old one valid for a grace period",
      description:
        "Only developer keys of the caller's account: any other id (another account's key, or a transformer, embed or secret key) is 404 not_found. " +
        "The new key shares the old key's per-minute window and the account's daily quota. A key in its grace period is active until it expires and counts " +
        "against the 5 active keys per family: a rotation with grace_seconds at the cap is 409 key_limit_reached (a rotation without grace is allowed). " +
        "A grace period never extends an old key's earlier expiry.",
      tags: ["Developer platform"],
      security: devKey,
      requestParams: { path: z.object({ id: z.string() }) },
      requestBody: jsonBody(RotateRequest),
      responses: { "200": jsonResponse(RotateResponse), ...developerErrors(400, 401, 404, 409, 429) },
    },
  },
  "/v1/career/context": {
    post: {
      summary: "Save a candidate context",
      description:
        "At most 100 saved contexts per developer on FREE and 1,000 on PRO and above; the next is 409 context_limit_reached " +
        "(contexts cannot be deleted, reuse a context_id). `preferences` is at most 16 KB as JSON (400 invalid_request, param `preferences`).",
      tags: ["Career"],
      security: devKey,
      requestBody: jsonBody(ContextRequest),
      responses: { "201": jsonResponse(ContextResponse, "Created"), ...developerErrors(400, 401, 409, 413, 429) },
    },
  },
  "/v1/career/context/{id}": {
    get: {
      summary: "Read a candidate context",
      tags: ["Career"],
      security: devKey,
      requestParams: { path: z.object({ id: z.string() }) },
      responses: { "200": jsonResponse(ContextResponse), ...developerErrors(401, 404, 429) },
    },
  },
  "/transformer/v1/usage": {
    get: {
      summary: "Quota use of the calling key: today by endpoint and a 30-day history",
      tags: ["Transformer"],
      security: [{ transformerKey: [] }],
      responses: { "200": jsonResponse(envelope(TransformerUsageData, false)), ...transformerErrors(401, 429) },
    },
  },
  "/docs/models": {
    get: {
      summary: "Every key family, its models and endpoints",
      tags: ["Embedding"],
      responses: { "200": jsonResponse(ModelsDocResponse), ...developerErrors(500) },
    },
  },
};
