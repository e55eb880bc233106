/**
 * A failed API call as the playground shows it: the API's code and message, links to what fixes it
 * (the plan page for tier and quota errors, the keys page for key errors, the error reference always),
 * and whether a retry can help — only for per-minute limits, server failures and network errors.
 */
export interface Failure {
  status: number;
  code: string | null;
  message: string;
  retryable: boolean;
  links: { href: string; label: string }[];
}

type Json = Record<string, unknown>;

/** `code` and message of either error shape: developer `{error:{code,message}}`, transformer `{error, code}`. */
export function errorParts(body: unknown): { code: string | null; message: string | null } {
  if (!body || typeof body !== "object") return { code: null, message: null };
  const b = body as Json;
  if (typeof b.error === "string") return { code: typeof b.code === "string" ? b.code : null, message: b.error };
  const e = b.error && typeof b.error === "object" ? (b.error as Json) : null;
  return { code: typeof e?.code === "string" ? e.code : null, message: typeof e?.message === "string" ? e.message : null };
}

export function describeFailure(res: { status: number; body: unknown } | null): Failure {
  if (!res || res.status === 0) {
    return {
      status: 0,
      code: "network_error",
      message: "The API could not be reached. Check your connection.",
      retryable: true,
      links: [],
    };
  }
  const { code, message } = errorParts(res.body);
  const links: Failure["links"] = [];
  if (code === "tier_required" || code === "daily_limit_exceeded")
    links.push({ href: "/dashboard/plan", label: code === "tier_required" ? "Compare plans" : "Raise your daily quota" });
  if (code === "invalid_api_key" || code === "unauthorized" || code === "key_limit_reached")
    links.push({ href: "/dashboard/keys", label: "Manage keys" });
  if (code) links.push({ href: `/docs/errors#${code}`, label: `About ${code}` });
  const retryable = res.status >= 500 || code === "rate_limit_exceeded" || (res.status === 429 && code !== "daily_limit_exceeded");
  return { status: res.status, code, message: message ?? `The API answered ${res.status}.`, retryable, links };
}
