import type { KeyFamily } from "./api-key";

export interface ApiCallResult<T = unknown> {
  status: number;
  ok: boolean;
  body: T;
  ms: number;
  requestId: string | null;
}

/** Calls our own API from the browser with the family's auth header. */
export async function callApi<T = unknown>(
  path: string,
  opts: { method?: string; body?: unknown; key?: string; family?: KeyFamily; signal?: AbortSignal } = {},
): Promise<ApiCallResult<T>> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (opts.key) {
    if (opts.family === "embed") headers.authorization = `Bearer ${opts.key}`;
    else headers["x-api-key"] = opts.key;
  }
  const started = performance.now();
  const res = await fetch(path, {
    method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // non-JSON bodies (should not happen on our API) are returned as text
  }
  return { status: res.status, ok: res.ok, body: body as T, ms: Math.round(performance.now() - started), requestId: res.headers.get("x-request-id") };
}

/** The message of either error shape (developer `{error:{message}}` or transformer `{error}`). */
export function errorMessage(body: unknown): string {
  if (body && typeof body === "object") {
    const e = (body as { error?: unknown }).error;
    if (typeof e === "string") return e;
    if (e && typeof e === "object" && typeof (e as { message?: unknown }).message === "string") return (e as { message: string }).message;
  }
  return "Request failed";
}

/** The `code` of a developer/embed error body, when there is one. */
function errorCode(body: unknown): string | null {
  const e = body && typeof body === "object" ? (body as { error?: unknown }).error : null;
  return e && typeof e === "object" && typeof (e as { code?: unknown }).code === "string" ? (e as { code: string }).code : null;
}

/**
 * A failed call as a sentence a first-time user can act on: the status and the API's own message, plus what to
 * do next for the failures a console user can fix (wrong key, plan too low, rate limit).
 */
export function failureMessage(res: { status: number; body: unknown }, opts: { keyOptional?: boolean } = {}): string {
  const base = `${res.status}: ${errorMessage(res.body)}`;
  if (res.status === 401) {
    return opts.keyOptional
      ? `${base} Check the key on the Keys page, or clear the key field to use the free no-key route.`
      : `${base} Check the key on the Keys page (a key is shown only once, when it is created).`;
  }
  if (res.status === 403 && errorCode(res.body) === "tier_required") return `${base} The Plan page lists what each tier includes.`;
  if (res.status === 429) return `${base} Wait a moment, then retry.`;
  if (res.status >= 500) return `${base} The server failed; retry, and if it persists check the server log for this request id.`;
  return base;
}
