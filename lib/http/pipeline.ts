import type { z } from "zod";
import { newId } from "@/lib/ids";
import { now } from "@/lib/platform/clock";
import { getLimiter, type LimitResult } from "@/lib/platform/limiter";
import { recordUsage } from "@/lib/platform/usage";
import type { KeyAuth } from "@/lib/platform/key-store";
import type { Limits } from "@/lib/platform/tiers";
import { readJsonBody } from "./body";
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
  model: string | null;
  /** the request spent daily quota (the limiter counted it): what makes its usage event billable */
  countedDaily?: boolean;
  /** the error a failed request answered with (for the usage log) */
  error?: { code: string; message: string } | null;
}

export function rateHeaders(r: LimitResult): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(r.rpmLimit),
    "X-RateLimit-Remaining": String(Math.max(0, r.rpmRemaining)),
    "X-RateLimit-Reset": String(r.rpmResetAt),
  };
}

/** Per-minute window and daily quota, before the body is read. */
export async function applyLimits(state: PipelineState, caller: Caller, countsDaily: boolean, tooMany: (r: LimitResult) => ApiError) {
  const r = await getLimiter().hit(caller.subject, caller.limits, { now: now(), countsDaily, dailySubject: caller.dailySubject });
  state.limit = r;
  state.countedDaily = countsDaily && r.allowed;
  Object.assign(state.headers, rateHeaders(r));
  if (!r.allowed) throw tooMany(r);
}

export async function readBody<S extends z.ZodType>(req: Request, schema: S | null, fill?: (raw: Record<string, unknown>) => Promise<Record<string, unknown>>): Promise<z.infer<S>> {
  if (!schema) return undefined as z.infer<S>;
  let raw: unknown = req.method === "GET" || req.method === "HEAD" || req.method === "DELETE" ? {} : await readJsonBody(req);
  if (fill && raw && typeof raw === "object" && !Array.isArray(raw)) raw = await fill(raw as Record<string, unknown>);
  return parseOrThrow(schema, raw);
}

export async function resolveParams(ctx: RouteParams | undefined): Promise<Record<string, string>> {
  const p = ctx?.params ? await ctx.params : {};
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
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
    model: null,
  };
  state.headers["X-Request-Id"] = state.requestId;
  let res: Response;
  try {
    res = withHeaders(await run(state), state.headers);
  } catch (e) {
    const err = toApiError(e);
    state.error = { code: err.code, message: err.message };
    if (err.status >= 500 && err.code === "internal_error") {
      console.error(`[${state.requestId}] ${req.method} ${endpoint} failed:`, e);
    }
    res = renderError(family, err, state.requestId, state.headers, { openai: opts.openaiErrors });
  }
  const c = state.caller;
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
      // Billable exactly when the limiter counted the request against the daily quota, so a quota rebuilt
      // from the log (countEventsForDay) matches the live count: refused tiers and usage GETs are not.
      billable: (opts.billable ?? true) && state.countedDaily === true,
      at: now(),
      requestId: state.requestId,
      errorCode: state.error?.code ?? null,
      // Our own messages, bounded: the log shows what the caller was told, never more.
      errorMessage: state.error ? state.error.message.slice(0, 300) : null,
    });
  }
  return res;
}
