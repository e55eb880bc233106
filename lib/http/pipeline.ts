import type { z } from "zod";
import { newId } from "@/lib/ids";
import { now } from "@/lib/platform/clock";
import { getLimiter, type LimitResult } from "@/lib/platform/limiter";
import { recordUsage, waitForUsageRoom } from "@/lib/platform/usage";
import type { KeyAuth } from "@/lib/platform/key-store";
import type { Limits } from "@/lib/platform/tiers";
import { readJsonBody } from "./body";
import { describeError } from "@/lib/db/errors";
import { ApiError, toApiError } from "./errors";
import { renderError, type Family } from "./render";
import { parseOrThrow } from "./validate";

export type RouteParams = { params: Promise<Record<string, string | string[]>> };

export interface Caller {
  auth: KeyAuth | null;
  subject: string;
  dailySubject: string;
  limits: Limits;
  accountId: string | null;
  livemode: boolean;
}

export interface PipelineState {
  requestId: string;
  started: number;
  headers: Record<string, string>;
  caller: Caller | null;
  limit: LimitResult | null;
  /** the limiter counted this request against the daily quota, at this time (for a refund if it is then refused) */
  countedDailyAt: number | null;
  model: string | null;
  /** the error a failed request answered with (for the usage log) */
  error?: { code: string; message: string } | null;
  /** a response `run` built with every header of `headers` already in it (see render), so none is set twice */
  rendered?: Response;
}

/** Refusals: they never cost daily quota, even when the refusal comes after the limiter counted the request. */
const REFUSED = new Set([401, 403, 429]);

/**
 * Per-minute window and daily quota, before the body is read. Undefined when the limiter decided at once (the
 * common case: no promise, no tick), else a promise to await; both throw `tooMany(r)` for a refused request.
 */
export function applyLimits(
  state: PipelineState,
  caller: Caller,
  countsDaily: boolean,
  tooMany: (r: LimitResult) => ApiError,
): Promise<void> | undefined {
  const at = now();
  const limiter = getLimiter();
  const opts = { now: at, countsDaily, dailySubject: caller.dailySubject };
  const r = limiter.hitNow?.(caller.subject, caller.limits, opts);
  if (r) {
    settleLimits(state, r, at, countsDaily, tooMany);
    return undefined;
  }
  return limiter.hit(caller.subject, caller.limits, opts).then((res) => settleLimits(state, res, at, countsDaily, tooMany));
}

function settleLimits(state: PipelineState, r: LimitResult, at: number, countsDaily: boolean, tooMany: (r: LimitResult) => ApiError): void {
  state.limit = r;
  state.countedDailyAt = countsDaily && r.allowed ? at : null;
  const h = state.headers;
  h["X-RateLimit-Limit"] = String(r.rpmLimit);
  h["X-RateLimit-Remaining"] = String(Math.max(0, r.rpmRemaining));
  h["X-RateLimit-Reset"] = String(r.rpmResetAt);
  if (!r.allowed) throw tooMany(r);
}

export async function readBody<S extends z.ZodType>(
  req: Request,
  schema: S | null,
  fill?: (raw: Record<string, unknown>) => Promise<Record<string, unknown>>,
): Promise<z.infer<S>> {
  if (!schema) return undefined as z.infer<S>;
  let raw: unknown = req.method === "GET" || req.method === "HEAD" || req.method === "DELETE" ? {} : await readJsonBody(req);
  if (fill && raw && typeof raw === "object" && !Array.isArray(raw)) raw = await fill(raw as Record<string, unknown>);
  return parseOrThrow(schema, raw);
}

export function resolveParams(ctx: RouteParams | undefined): Promise<Record<string, string>> {
  // Not an async function: one promise less per request on the hot path.
  return ctx?.params ? ctx.params.then(flattenParams) : Promise.resolve({});
}

function flattenParams(p: Record<string, string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k in p) {
    const v = p[k];
    out[k] = Array.isArray(v) ? v.join("/") : v;
  }
  return out;
}

/** Adds our headers to a handler's own Response (e.g. a stream) without touching its body. */
export function withHeaders(res: Response, headers: Record<string, string>): Response {
  try {
    // Responses we construct have mutable headers: no second Response object on the hot path.
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
    return res;
  } catch {
    // immutable headers (e.g. a proxied fetch response): copy
  }
  const h = new Headers(res.headers);
  for (const [k, v] of Object.entries(headers)) h.set(k, v);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: h });
}

let unavailableLoggedAt = 0;
let unavailableSkipped = 0;

/** A database outage fails every request alike: one line per 10 s says so without flooding the log. */
function unavailableLogDue(): boolean {
  const t = Date.now();
  if (t - unavailableLoggedAt < 10_000) {
    unavailableSkipped++;
    return false;
  }
  if (unavailableSkipped) console.error(`(${unavailableSkipped} more request(s) failed the same way in the last 10 s)`);
  unavailableLoggedAt = t;
  unavailableSkipped = 0;
  return true;
}

/**
 * Runs one request through the family's pipeline; `run` does auth → limits → body → handler and returns
 * the success Response. Errors are rendered in the family's shape; a usage event is recorded for every
 * request with a known caller, after the response is built.
 */
export async function runPipeline(
  req: Request,
  family: Family,
  endpoint: string,
  run: (state: PipelineState) => Promise<Response>,
  opts: { openaiErrors?: boolean; billable?: boolean } = {},
): Promise<Response> {
  const state: PipelineState = {
    requestId: req.headers.get("x-request-id")?.match(/^[\w.-]{8,64}$/)?.[0] ?? newId("req"),
    started: performance.now(),
    headers: {},
    caller: null,
    limit: null,
    countedDailyAt: null,
    model: null,
  };
  state.headers["X-Request-Id"] = state.requestId;
  let res: Response;
  try {
    // Back-pressure from the usage log (bounded memory): refused before anything is counted or recorded.
    const room = waitForUsageRoom();
    if (room) await room;
    const out = await run(state);
    res = out === state.rendered ? out : withHeaders(out, state.headers);
  } catch (e) {
    const err = toApiError(e);
    state.error = { code: err.code, message: err.message };
    // Unexpected failures, and database failures that became 503: logged by request id. describeError never
    // writes a database error's message or parameters (they hold password hashes, key hashes, CV text).
    if (err.status >= 500 && (err.code === "internal_error" || (err !== e && unavailableLogDue()))) {
      console.error(`[${state.requestId}] ${req.method} ${endpoint} failed: ${describeError(e)}`);
    }
    res = renderError(family, err, state.requestId, state.headers, { openai: opts.openaiErrors });
  }
  const c = state.caller;
  const refused = REFUSED.has(res.status);
  if (c && refused && state.countedDailyAt !== null) {
    // e.g. a model above the tier (403) or a full embedding queue (429), found after the quota was counted
    await getLimiter()
      .refundDaily(c.dailySubject, state.countedDailyAt)
      .catch(() => undefined);
  }
  if (c) {
    recordUsage({
      accountId: c.accountId,
      keyId: c.auth?.keyId ?? null,
      subject: c.dailySubject,
      family: c.auth?.family ?? family,
      endpoint,
      method: req.method,
      status: res.status,
      latencyMs: Math.round(performance.now() - state.started),
      model: state.model,
      livemode: c.livemode,
      billable: (opts.billable ?? true) && state.countedDailyAt !== null && !refused,
      at: now(),
      requestId: state.requestId,
      errorCode: state.error?.code ?? null,
      // Our own messages, bounded: the log shows what the caller was told, never more.
      errorMessage: state.error ? state.error.message.slice(0, 300) : null,
    });
  }
  return res;
}
