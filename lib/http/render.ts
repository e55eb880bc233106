import { docsUrl, type ApiError } from "./errors";

export type Family = "developer" | "embed" | "transformer" | "open" | "portal";

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

const OPENAI_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "invalid_request_error",
  409: "invalid_request_error",
  413: "invalid_request_error",
  422: "invalid_request_error",
  429: "rate_limit_error",
};

/** Developer, embed and portal families: `{ error: { code, message, docs, param? } }` (+ OpenAI `type`). */
export function developerErrorBody(err: ApiError, opts: { openai?: boolean } = {}) {
  const error: Record<string, unknown> = { code: err.code, message: err.message, docs: docsUrl(err.code) };
  if (err.param !== undefined) error.param = err.param;
  // Extra members (e.g. unknown_role's `suggestions`) go inside `error`, after the standard ones.
  if (err.details) for (const [k, v] of Object.entries(err.details)) if (!(k in error)) error[k] = v;
  if (opts.openai) {
    error.type = OPENAI_TYPES[err.status] ?? "api_error";
    error.param = err.param ?? null;
  }
  return { error };
}

/** Transformer family: `{ success: false, error, field?, requestId }` (+ 429 members of spec 3 §7). */
export function transformerErrorBody(err: ApiError, requestId: string) {
  const body: Record<string, unknown> = { success: false, error: err.message };
  if (err.param !== undefined) body.field = err.param;
  if (err.details) Object.assign(body, err.details);
  body.code = err.code;
  body.requestId = requestId;
  return body;
}

export function renderError(
  family: Family,
  err: ApiError,
  requestId: string,
  headers: Record<string, string>,
  opts: { openai?: boolean } = {},
): Response {
  const h = { ...headers, ...(err.headers ?? {}) };
  if (err.retryAfter !== undefined) h["Retry-After"] = String(err.retryAfter);
  const body = family === "transformer" || family === "open" ? transformerErrorBody(err, requestId) : developerErrorBody(err, opts);
  return json(body, err.status, h);
}
