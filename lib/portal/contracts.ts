import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { developerErrors, jsonBody, jsonResponse } from "@/lib/contracts/common";
import { SignupRequest, SignupResponse } from "@/lib/auth/signup";

/** Case-insensitive enum: "PRO" and "pro" both name the pro tier. */
const lower = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(values));

export const CreateKeyRequest = z
  .object({
    name: z.string().trim().max(100).optional(),
    family: lower(["transformer", "embed", "secret", "developer"] as const)
      .optional()
      .describe("default transformer"),
    tier: lower(["free", "pro", "enterprise"] as const)
      .optional()
      .describe("transformer/embed keys; default free; at most the tier your plan allows. Developer keys follow the account's plan."),
    keyType: lower(["live", "test"] as const)
      .optional()
      .describe("default live; test keys are sandbox keys (livemode false in usage)"),
  })
  .meta({ id: "CreateKeyRequest" });

export type CreateKeyRequest = z.infer<typeof CreateKeyRequest>;

export const ApiKeyView = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    family: z.enum(["developer", "transformer", "embed"]),
    tier: z.string().describe("developer keys: the account's plan (FREE…ENTERPRISE); others: the key's tier"),
    keyType: z.string(),
    prefix: z.string().describe("masked, e.g. csk_live_3fa9…"),
    status: z.enum(["active", "revoked"]),
    dailyLimit: z.number().int().nullable().describe("null = unlimited"),
    rpmLimit: z.number().int(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    expiresAt: z.string().nullable().describe("set while an old key is in its rotation grace period"),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "ApiKey" });

export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const KeyListResponse = z
  .object({
    keys: z.array(ApiKeyView),
    secretKey: z
      .object({ id: z.string(), createdAt: z.string() })
      .nullable()
      .describe("the account's active secret key (never its value or prefix), or null"),
    maxActivePerFamily: z.number().int(),
    activeCounts: z.object({ developer: z.number().int(), transformer: z.number().int(), embed: z.number().int() }),
    plan: z.object({ tier: z.string(), maxKeyTier: z.string() }),
  })
  .meta({ id: "KeyListResponse" });

export type KeyListResponse = z.infer<typeof KeyListResponse>;

export const CreatedKey = z
  .object({
    id: z.string(),
    key: z.string().describe("the plaintext key: shown in this response only"),
    prefix: z.string(),
    family: z.string(),
    tier: z.string(),
    keyType: z.string(),
    name: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "CreatedKey" });

export type CreatedKey = z.infer<typeof CreatedKey>;

export const RotateKeyRequest = z
  .object({
    graceSeconds: z
      .number()
      .int()
      .min(0)
      .max(86_400)
      .optional()
      .describe("keep the old key working this long; default 0 (revoked at once)"),
  })
  .meta({ id: "RotateKeyRequest" });

export const RotatedKey = CreatedKey.extend({
  previousKeyId: z.string(),
  previousKeyExpiresAt: z.string(),
}).meta({ id: "RotatedKey" });

export const RenameKeyRequest = z
  .object({ name: z.string().trim().max(100).nullable().describe("the new name; empty or null removes it") })
  .meta({ id: "RenameKeyRequest" });

export type RenameKeyRequest = z.infer<typeof RenameKeyRequest>;

export const RevokedKey = z.object({ id: z.string(), status: z.literal("revoked"), revokedAt: z.string() }).meta({ id: "RevokedKey" });

export const UsageQuery = z
  .object({
    days: z.coerce.number().int().min(1).max(90).default(30),
    keyId: z.string().max(64).optional(),
    family: lower(["developer", "transformer", "embed"] as const).optional(),
  })
  .meta({ id: "PortalUsageQuery" });

export type UsageQuery = z.infer<typeof UsageQuery>;

export const Quota = z.object({
  label: z.string(),
  family: z.string(),
  keyId: z.string().nullable().describe("null: the developer account's shared quota"),
  tier: z.string(),
  used: z.number().int(),
  dailyLimit: z.number().int().nullable(),
  rpmLimit: z.number().int(),
});

export type Quota = z.infer<typeof Quota>;

const Call = z.object({
  id: z.string(),
  requestId: z.string().nullable().describe("the X-Request-Id the caller got (null for calls logged before it was recorded)"),
  endpoint: z.string(),
  method: z.string(),
  family: z.string(),
  keyId: z.string().nullable(),
  keyName: z.string().nullable(),
  keyPrefix: z.string().nullable(),
  status: z.number().int(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  latencyMs: z.number().int(),
  model: z.string().nullable().describe("the model that served the call; the account owner sees it unmasked"),
  livemode: z.boolean(),
  at: z.string(),
});

const Split = { clientErrors: z.number().int().describe("4xx"), serverErrors: z.number().int().describe("5xx") };

export const PortalUsageResponse = z
  .object({
    days: z.number().int(),
    today: z.object({
      date: z.string(),
      requests: z.number().int(),
      errors: z.number().int(),
      ...Split,
      billable: z.number().int().describe("requests that counted against a daily quota today"),
      uncounted: z.number().int().describe("requests today that no quota counts: GET usage, refused by tier or by a limit"),
    }),
    quotas: z.array(Quota),
    history: z.array(z.object({ date: z.string(), requests: z.number().int(), errors: z.number().int(), ...Split })),
    hourly: z
      .array(z.object({ hour: z.number().int().min(0).max(23), requests: z.number().int(), ...Split }))
      .describe("today, by UTC hour"),
    byEndpoint: z.array(
      z.object({
        endpoint: z.string(),
        requests: z.number().int(),
        errors: z.number().int(),
        ...Split,
        p50LatencyMs: z.number().int().nullable(),
        p95LatencyMs: z.number().int().nullable(),
      }),
    ),
    breakdown: z
      .array(z.object({ keyId: z.string().nullable(), endpoint: z.string(), date: z.string(), requests: z.number().int(), ...Split }))
      .describe("per key × route × UTC day"),
    latencySample: z
      .number()
      .int()
      .describe("how many of the period's newest requests the percentiles and the hourly profile are computed from"),
    recentCalls: z.array(Call),
    keys: z.array(z.object({ id: z.string(), name: z.string().nullable(), prefix: z.string(), family: z.string(), status: z.string() })),
  })
  .meta({ id: "PortalUsageResponse" });

export type PortalUsageResponse = z.infer<typeof PortalUsageResponse>;

export const RequestLogQuery = z
  .object({
    days: z.coerce.number().int().min(1).max(90).default(7),
    keyId: z.string().max(64).optional(),
    family: lower(["developer", "transformer", "embed"] as const).optional(),
    endpoint: z.string().max(200).optional(),
    status: z.enum(["all", "ok", "error", "4xx", "5xx"]).default("all"),
    code: z
      .string()
      .max(60)
      .regex(/^[a-z_]+$/)
      .optional()
      .describe("an error code, e.g. tier_required"),
    cursor: z.string().max(200).optional().describe("nextCursor of the previous page"),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .meta({ id: "RequestLogQuery" });

export type RequestLogQuery = z.infer<typeof RequestLogQuery>;

export const RequestLogResponse = z
  .object({
    requests: z.array(Call),
    nextCursor: z.string().nullable().describe("pass as cursor for the next page; null on the last page"),
  })
  .meta({ id: "RequestLogResponse" });

export type RequestLogResponse = z.infer<typeof RequestLogResponse>;

export const PlanRequest = z
  .object({
    tier: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(["FREE", "PRO", "PLUS", "ENTERPRISE"])),
  })
  .meta({ id: "PlanRequest" });

export const PlanResponse = z
  .object({
    tier: z.string(),
    billingMode: z.enum(["none", "demo"]),
    canSwitch: z.boolean(),
    maxKeyTier: z.string().describe("highest transformer/embed key tier this plan allows"),
    developerTiers: z.array(
      z.object({
        name: z.string(),
        dailyLimit: z.number().int().nullable(),
        rpm: z.number().int(),
        models: z.array(z.string()),
        endpoints: z.array(z.string()),
      }),
    ),
    keyTiers: z.array(
      z.object({ name: z.string(), dailyLimit: z.number().int().nullable(), rpm: z.number().int(), requiresPlan: z.string() }),
    ),
  })
  .meta({ id: "PlanResponse" });

export type PlanResponse = z.infer<typeof PlanResponse>;

export const SignOutEverywhereResponse = z.object({ signedOut: z.literal(true) }).meta({ id: "SignOutEverywhereResponse" });

const session = [{ sessionCookie: [] }];
const tags = ["Portal"];

export const paths: ZodOpenApiPathsObject = {
  "/api/auth/signup": {
    post: {
      tags,
      summary: "Create a portal account (then sign in through /api/auth/callback/credentials)",
      description:
        "409 email_taken when the e-mail has an account (the contract requires it, so the answer does reveal that; every outcome costs the same " +
        "bcrypt work, so timing adds nothing). Per client address: REGISTER_LIMIT_PER_HOUR successful and 20 refused sign-ups per hour (429). " +
        "503 service_unavailable with Retry-After when the server's password-hashing queue is full.",
      requestBody: jsonBody(SignupRequest),
      responses: { "201": jsonResponse(SignupResponse, "Created"), ...developerErrors(400, 403, 409, 429, 503) },
    },
  },
  "/api/auth/sign-out-everywhere": {
    post: {
      tags,
      security: session,
      summary: "End every portal session of the account (all browsers and devices, this one included)",
      responses: { "200": jsonResponse(SignOutEverywhereResponse), ...developerErrors(401, 403) },
    },
  },
  "/api/keys": {
    get: {
      tags,
      security: session,
      summary: "List your keys (never secret keys, never plaintext)",
      responses: { "200": jsonResponse(KeyListResponse), ...developerErrors(401) },
    },
    post: {
      tags,
      security: session,
      summary: "Create a key; the plaintext is in this response only",
      requestBody: jsonBody(CreateKeyRequest),
      responses: { "201": jsonResponse(CreatedKey, "Created"), ...developerErrors(400, 401, 403, 409) },
    },
  },
  "/api/keys/{id}": {
    patch: {
      tags,
      security: session,
      summary: "Rename a key (active or revoked)",
      requestParams: { path: z.object({ id: z.string() }) },
      requestBody: jsonBody(RenameKeyRequest),
      responses: { "200": jsonResponse(ApiKeyView), ...developerErrors(400, 401, 404) },
    },
    delete: {
      tags,
      security: session,
      summary: "Revoke a key (permanent)",
      requestParams: { path: z.object({ id: z.string() }) },
      responses: { "200": jsonResponse(RevokedKey), ...developerErrors(401, 404) },
    },
  },
  "/api/keys/{id}/rotate": {
    post: {
      tags,
      security: [{ sessionCookie: [] }, { secretKey: [] }],
      summary: "Rotate a key: with a session, or with X-API-Key csk_secret_… for transformer and embed keys",
      description:
        "The new key keeps the old key's quota and per-minute window (one lineage). With graceSeconds the old key stays active until it expires " +
        "and counts against the 5 active keys per family: at the cap that is 409 key_limit_reached.",
      requestParams: { path: z.object({ id: z.string() }) },
      requestBody: jsonBody(RotateKeyRequest),
      responses: { "200": jsonResponse(RotatedKey), ...developerErrors(400, 401, 403, 404, 409) },
    },
  },
  "/api/usage": {
    get: {
      tags,
      security: session,
      summary: "Usage dashboard data: quotas, history, hourly today, per key × route × day, latency percentiles, recent calls",
      requestParams: { query: UsageQuery },
      responses: { "200": jsonResponse(PortalUsageResponse), ...developerErrors(400, 401, 404) },
    },
  },
  "/api/usage/requests": {
    get: {
      tags,
      security: session,
      summary: "The request log: newest first, paged, filtered by key, API, route, status or error code",
      requestParams: { query: RequestLogQuery },
      responses: { "200": jsonResponse(RequestLogResponse), ...developerErrors(400, 401, 404) },
    },
  },
  "/api/plan": {
    get: {
      tags,
      security: session,
      summary: "Your plan and the tier table",
      responses: { "200": jsonResponse(PlanResponse), ...developerErrors(401) },
    },
    post: {
      tags,
      security: session,
      summary: "Switch plan (only when BILLING_MODE=demo; there is no payment integration)",
      requestBody: jsonBody(PlanRequest),
      responses: { "200": jsonResponse(PlanResponse), ...developerErrors(400, 401, 403) },
    },
  },
};
