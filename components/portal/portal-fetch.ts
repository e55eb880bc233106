/** An error answer of a portal route, carrying the documented code so the UI can explain it. */
export class PortalApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = "PortalApiError";
  }
}

/** fetch for the session routes (/api/*): JSON in, JSON out, errors as PortalApiError. */
export async function portalFetch<T>(
  path: string,
  opts: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      headers: { "content-type": "application/json", ...(opts.headers ?? {}) },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: "same-origin",
    });
  } catch {
    throw new PortalApiError(0, "network_error", "Could not reach the server. Check your connection and retry.");
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // a proxy error page: reported below with the status
  }
  if (!res.ok) {
    const e = (body as { error?: { code?: string; message?: string; param?: string } } | null)?.error;
    throw new PortalApiError(res.status, e?.code ?? "http_error", e?.message ?? `The server answered ${res.status}.`, e?.param);
  }
  return body as T;
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : "Something went wrong.";
}
