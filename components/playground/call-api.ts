import type { AuthFamily } from "@/lib/portal/snippets";
import { KEY_ID_HEADER } from "@/lib/portal/console-routes";

/** One request a console sends: the API route, its body, and the key (by id) it runs as, if any. */
export interface ConsoleRequest {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  /** whose auth header the route reads; "open" routes take none (or an optional transformer key) */
  family: AuthFamily;
  /** the account's key to call as (through /api/playground); null calls the route directly, without a key */
  keyId: string | null;
}

export interface ApiCallResult<T = unknown> {
  status: number;
  ok: boolean;
  body: T;
  ms: number;
  requestId: string | null;
  request: ConsoleRequest;
}

/**
 * Opens the request: as a key through the portal's proxy (the key never reaches the browser), or
 * straight to the route when no key is needed. Returns the raw Response (chat reads it as a stream).
 */
export function openRequest(req: ConsoleRequest, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (req.body !== undefined) headers["content-type"] = "application/json";
  if (req.keyId) headers[KEY_ID_HEADER] = req.keyId;
  return fetch(req.keyId ? `/api/playground${req.path}` : req.path, {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    credentials: "same-origin",
    signal,
  });
}

/** Sends a console request and reads the JSON answer (or the text, if it is not JSON). */
export async function sendRequest<T = unknown>(req: ConsoleRequest, signal?: AbortSignal): Promise<ApiCallResult<T>> {
  const started = performance.now();
  const res = await openRequest(req, signal);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // non-JSON bodies (should not happen on our API) are returned as text
  }
  return {
    status: res.status,
    ok: res.ok,
    body: body as T,
    ms: Math.round(performance.now() - started),
    requestId: res.headers.get("x-request-id"),
    request: req,
  };
}
