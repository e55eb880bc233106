import type { z } from "zod";
import { authenticateKey, cachedKeyAuth, type KeyAuth } from "@/lib/platform/key-store";
import { getContextOrThrow, mergeContext } from "@/lib/platform/contexts";
import { nextUtcMidnight, now } from "@/lib/platform/clock";
import { ANONYMOUS_LIMITS, meetsTier, isDeveloperTier, type DeveloperTier } from "@/lib/platform/tiers";
import { delegatedKeyAuth } from "./as-key";
import { clientIp } from "./client-ip";
import { ApiError, publicOrigin } from "./errors";
import { applyLimits, readBody, resolveParams, runPipeline, type Caller, type PipelineState, type RouteParams } from "./pipeline";
import { json } from "./render";
import type { LimitResult } from "@/lib/platform/limiter";

type Handler<S extends z.ZodType | null, C, R> = (
  ctx: {
    req: Request;
    body: S extends z.ZodType ? z.infer<S> : undefined;
    params: Record<string, string>;
    requestId: string;
    /** the model that served the request, for the usage log */
    setModel: (model: string) => void;
  } & C,
) => Promise<R>;

type Route = (req: Request, ctx: RouteParams) => Promise<Response>;

function keyCaller(auth: KeyAuth): Caller {
  return {
    auth,
    subject: auth.subject,
    dailySubject: auth.dailySubject,
    limits: auth.limits,
    accountId: auth.accountId,
    livemode: auth.livemode,
  };
}

function developerTooMany(r: LimitResult): ApiError {
  return r.reason === "daily"
    ? new ApiError("daily_limit_exceeded", `Daily limit of ${r.dailyLimit} requests reached; it resets at 00:00 UTC.`, {
        retryAfter: r.retryAfter,
      })
    : new ApiError("rate_limit_exceeded", `Per-minute limit of ${r.rpmLimit} requests reached. Retry in ${r.retryAfter} s.`, {
        retryAfter: r.retryAfter,
      });
}

// ---------------------------------------------------------------- developer API (document 1)

export interface DeveloperOptions {
  endpoint: string;
  /** null: any valid developer key (usage, rotate) */
  minTier: DeveloperTier | null;
  status?: number;
  /** false for GET usage/tiers: per-minute limit only (CONTRACT.md) */
  countsQuota?: boolean;
  /** OpenAI error members `type` and `param` (chat completions) */
  openaiErrors?: boolean;
}

/** A presented developer key this process verified a moment ago (no hashing, no await), else undefined. */
function developerAuthNow(req: Request): KeyAuth | undefined {
  const presented = developerKeyFrom(req);
  return presented ? (cachedKeyAuth(presented, "developer") ?? undefined) : undefined;
}

async function developerAuth(req: Request): Promise<KeyAuth> {
  const presented = developerKeyFrom(req);
  if (!presented) throw new ApiError("invalid_api_key", "Missing API key. Send it in the X-Api-Key header.");
  const auth = await authenticateKey(presented, "developer");
  if (!auth) throw new ApiError("invalid_api_key", "Invalid API key: not found, malformed or revoked.");
  return auth;
}

function developerKeyFrom(req: Request): string | null {
  const h = req.headers.get("x-api-key")?.trim();
  if (h) return h;
  const m = /^Bearer\s+(csk_\S+)$/i.exec(req.headers.get("authorization")?.trim() ?? "");
  return m ? m[1] : null;
}

export function developerRoute<S extends z.ZodType | null, R>(
  schema: S,
  opts: DeveloperOptions,
  handler: Handler<S, { auth: KeyAuth }, R | Response>,
): Route {
  const isCareer = opts.endpoint.startsWith("/v1/career/");
  return (req, ctx) =>
    runPipeline(
      req,
      "developer",
      opts.endpoint,
      async (state) => {
        // The common case (a key verified a moment ago, a subject the limiter knows) runs without an await
        // until the handler.
        const auth = delegatedKeyAuth("developer") ?? developerAuthNow(req) ?? (await developerAuth(req));
        state.caller = keyCaller(auth);
        const allowed = !opts.minTier || meetsTier(isDeveloperTier(auth.tier) ? auth.tier : "FREE", opts.minTier);
        // A refused tier still passes the minute window (so its response carries the X-RateLimit-* headers
        // like every keyed response) but spends no daily quota.
        const limited = applyLimits(state, state.caller, allowed && (opts.countsQuota ?? true), developerTooMany);
        if (limited) await limited;
        if (!allowed) {
          throw new ApiError("tier_required", `This endpoint needs the ${opts.minTier} tier or higher; your tier is ${auth.tier}.`);
        }
        const body = schema ? await readBody(req, schema, isCareer ? (raw) => fillFromContext(req, raw, auth) : undefined) : undefined;
        const out = await handler({
          req,
          body: body as never,
          params: await resolveParams(ctx),
          requestId: state.requestId,
          setModel: (m) => (state.model = m),
          auth,
        });
        if (out instanceof Response) return out;
        const payload = { ...(out as Record<string, unknown>) };
        if (isCareer && typeof payload.model !== "string") payload.model = state.model ?? "lm-flash";
        if (typeof payload.model === "string") state.model = payload.model;
        payload.request_id = state.requestId;
        return (state.rendered = json(payload, opts.status ?? 200, state.headers));
      },
      { openaiErrors: opts.openaiErrors, billable: opts.countsQuota ?? true },
    );
}

async function fillFromContext(req: Request, raw: Record<string, unknown>, auth: KeyAuth) {
  const fromBody = typeof raw.context_id === "string" ? raw.context_id : null;
  const id = fromBody ?? req.headers.get("x-context-id")?.trim() ?? null;
  if (!id) return raw;
  const context = await getContextOrThrow(auth.accountId, id, "context_id");
  return mergeContext(raw, context);
}

// ---------------------------------------------------------------- embedding API (document 2)

export function embedRoute<S extends z.ZodType | null, R>(
  schema: S,
  opts: { endpoint: string },
  handler: Handler<S, { auth: KeyAuth }, R | Response>,
): Route {
  return (req, ctx) =>
    runPipeline(req, "embed", opts.endpoint, async (state) => {
      const auth = delegatedKeyAuth("embed") ?? (await embedAuth(req));
      state.caller = keyCaller(auth);
      const limited = applyLimits(state, state.caller, true, developerTooMany);
      if (limited) await limited;
      const body = await readBody(req, schema);
      const out = await handler({
        req,
        body: body as never,
        params: await resolveParams(ctx),
        requestId: state.requestId,
        setModel: (mm) => (state.model = mm),
        auth,
      });
      if (out instanceof Response) return out;
      const payload = out as Record<string, unknown>;
      if (typeof payload.model === "string") state.model = payload.model;
      return json(payload);
    });
}

async function embedAuth(req: Request): Promise<KeyAuth> {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization")?.trim() ?? "");
  if (!m) throw new ApiError("invalid_api_key", "Missing API key. Send Authorization: Bearer cstm_em_….");
  const auth = await authenticateKey(m[1], "embed");
  if (!auth) throw new ApiError("invalid_api_key", "Invalid API key: embedding keys start with cstm_em_ and must be active.");
  return auth;
}

// ---------------------------------------------------------------- transformer API (document 3)

export const TRANSFORMER_MODEL = "cstm-career-v1";
export const KNOWLEDGE_CUTOFF = "2025-12";

export interface TransformerResult {
  data: unknown;
  /** 0..1, how sure the engine is of this answer (meta.confidence) */
  confidence?: number;
  model?: string;
}

export interface TransformerOptions {
  endpoint: string;
  /** set for intelligence routes: adds `meta` */
  taskType?: string;
  countsQuota?: boolean;
}

function transformerTooMany(r: LimitResult, tier: string): ApiError {
  const resetAt = r.reason === "daily" ? new Date(nextUtcMidnight(now())).toISOString() : new Date(r.rpmResetAt * 1000).toISOString();
  const what = r.reason === "daily" ? `Daily limit of ${r.dailyLimit} requests` : `Per-minute limit of ${r.rpmLimit} requests`;
  return new ApiError(r.reason === "daily" ? "daily_limit_exceeded" : "rate_limit_exceeded", `${what} reached; resets at ${resetAt}.`, {
    retryAfter: r.retryAfter,
    details: {
      tier,
      used: r.reason === "daily" ? r.dailyUsed : r.rpmLimit,
      limit: r.reason === "daily" ? r.dailyLimit : r.rpmLimit,
      retryAfter: r.retryAfter,
      upgrade: `${publicOrigin()}/dashboard/plan`,
    },
  });
}

async function transformerAuth(req: Request, required: boolean): Promise<KeyAuth | null> {
  const delegated = delegatedKeyAuth("transformer");
  if (delegated) return delegated;
  const presented = req.headers.get("x-api-key")?.trim();
  if (!presented) {
    if (required) throw new ApiError("unauthorized", "Authentication required: send your key in the X-API-Key header.");
    return null;
  }
  const auth = await authenticateKey(presented, "transformer");
  if (!auth) throw new ApiError("unauthorized", "Invalid API key: not found, malformed, revoked or of another family.");
  return auth;
}

function buildTransformer<S extends z.ZodType | null>(
  keyRequired: boolean,
  schema: S,
  opts: TransformerOptions,
  handler: Handler<S, { auth: KeyAuth | null }, TransformerResult>,
): Route {
  const family = keyRequired ? "transformer" : "open";
  return (req, ctx) =>
    runPipeline(req, family, opts.endpoint, async (state: PipelineState) => {
      const auth = await transformerAuth(req, keyRequired);
      state.caller = auth
        ? keyCaller(auth)
        : {
            auth: null,
            subject: `ip:${clientIp(req)}`,
            dailySubject: `ip:${clientIp(req)}`,
            limits: ANONYMOUS_LIMITS,
            accountId: null,
            livemode: true,
          };
      const tier = auth?.tier ?? "anonymous";
      const limited = applyLimits(state, state.caller, opts.countsQuota ?? true, (r) => transformerTooMany(r, tier));
      if (limited) await limited;
      const body = await readBody(req, schema);
      const t0 = performance.now();
      const out = await handler({
        req,
        body: body as never,
        params: await resolveParams(ctx),
        requestId: state.requestId,
        setModel: (m) => (state.model = m),
        auth,
      });
      const inferenceMs = Math.round(performance.now() - t0);
      state.model = out.model ?? (opts.taskType ? TRANSFORMER_MODEL : null);
      const envelope: Record<string, unknown> = {
        success: true,
        data: out.data,
        requestId: state.requestId,
        usageToday: state.limit?.dailyUsed ?? 0,
        dailyLimit: state.limit?.dailyLimit ?? null,
      };
      if (opts.taskType) {
        envelope.meta = {
          model: state.model,
          apiVersion: "v1",
          taskType: opts.taskType,
          requestId: state.requestId,
          inferenceMs,
          confidence: Math.round(Math.min(1, Math.max(0, out.confidence ?? 0.5)) * 1000) / 1000,
          knowledgeCutoff: KNOWLEDGE_CUTOFF,
        };
      }
      return json(envelope);
    });
}

/** /transformer/v1/*: X-API-Key (csk_live_/csk_test_) required. */
export function transformerRoute<S extends z.ZodType | null>(
  schema: S,
  opts: TransformerOptions,
  handler: Handler<S, { auth: KeyAuth | null }, TransformerResult>,
): Route {
  return buildTransformer(true, schema, opts, handler);
}

/** /cstm/* and life-simulation routes: anonymous per client IP, or counted against a presented key. */
export function openRoute<S extends z.ZodType | null>(
  schema: S,
  opts: TransformerOptions,
  handler: Handler<S, { auth: KeyAuth | null }, TransformerResult>,
): Route {
  return buildTransformer(false, schema, opts, handler);
}

// ---------------------------------------------------------------- public (no key, developer error shape)

export function publicRoute<S extends z.ZodType | null, R>(
  schema: S,
  opts: { endpoint: string; status?: number },
  handler: Handler<S, { ip: string }, R | Response>,
): Route {
  return (req, ctx) =>
    runPipeline(req, "developer", opts.endpoint, async (state) => {
      const body = await readBody(req, schema);
      const out = await handler({
        req,
        body: body as never,
        params: await resolveParams(ctx),
        requestId: state.requestId,
        setModel: () => undefined,
        ip: clientIp(req),
      });
      if (out instanceof Response) return out;
      return json(out, opts.status ?? 200);
    });
}

/** Methods a route does not serve: JSON 405 in the family's shape with an Allow header. */
export function methodNotAllowed(family: "developer" | "transformer", allow: string[]): Route {
  return (req) =>
    runPipeline(req, family, "method_not_allowed", async () => {
      throw new ApiError(
        "method_not_allowed",
        `${req.method} is not supported on ${new URL(req.url).pathname}; use ${allow.join(" or ")}.`,
        {
          headers: { Allow: allow.join(", ") },
        },
      );
    });
}

/** Unknown paths under an API prefix: JSON 404 in the family's shape. */
export function notFoundRoute(family: "developer" | "transformer"): Route {
  return (req) =>
    runPipeline(req, family, "unknown", async () => {
      throw new ApiError("not_found", `No route ${req.method} ${new URL(req.url).pathname}. See /openapi.json for every route.`);
    });
}
