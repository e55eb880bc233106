import type { z } from "zod";
import { getSessionAccount, type SessionAccount } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { readBody, resolveParams, runPipeline, type RouteParams } from "@/lib/http/pipeline";
import { json } from "@/lib/http/render";
import { parseOrThrow } from "@/lib/http/validate";
import { authenticateKey, type KeyAuth } from "@/lib/platform/key-store";

/** Who is calling a portal route: a signed-in session, or (rotation only) the account's secret key. */
export type PortalCaller = { kind: "session"; account: SessionAccount } | { kind: "secret"; accountId: string; key: KeyAuth };

export interface PortalOptions<Q extends z.ZodType | null> {
  endpoint: string;
  status?: number;
  /** query-string schema (GET routes) */
  query?: Q;
  /** rotation also accepts `X-API-Key: csk_secret_…` without a session */
  allowSecretKey?: boolean;
}

type Handler<S extends z.ZodType | null, Q extends z.ZodType | null, C, R> = (ctx: {
  req: Request;
  body: S extends z.ZodType ? z.infer<S> : undefined;
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
  params: Record<string, string>;
  caller: C;
}) => Promise<R>;

/**
 * Session routes act on a cookie, so a state-changing request must come from our own pages. SameSite=lax
 * already keeps the cookie off cross-site POSTs; checking Origin as well covers sibling subdomains and old browsers.
 */
export function assertSameOrigin(req: Request): void {
  if (req.method === "GET" || req.method === "HEAD") return;
  const origin = req.headers.get("origin");
  if (!origin) return; // non-browser clients (curl, SDKs) send none and carry no ambient cookie risk
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new ApiError("forbidden", "Cross-site request refused.");
  }
  const allowed = new Set([req.headers.get("x-forwarded-host"), req.headers.get("host"), new URL(req.url).host].filter(Boolean));
  if (process.env.PUBLIC_ORIGIN) allowed.add(new URL(process.env.PUBLIC_ORIGIN).host);
  if (!allowed.has(host))
    throw new ApiError("forbidden", "Cross-site request refused: portal routes only accept requests from this site's pages.");
}

async function resolveCaller(req: Request, allowSecret: boolean): Promise<PortalCaller> {
  const presented = req.headers.get("x-api-key")?.trim();
  if (allowSecret && presented) {
    // An explicit key decides, even beside a session: the caller asked to act as that key.
    const key = await authenticateKey(presented, "secret");
    if (!key) throw new ApiError("invalid_api_key", "Invalid secret key: it must be an active csk_secret_ key of this account.");
    return { kind: "secret", accountId: key.accountId, key };
  }
  const account = await getSessionAccount();
  if (account) assertSameOrigin(req);
  if (!account) {
    throw new ApiError("unauthorized", allowSecret ? "Sign in, or send your secret key in X-API-Key." : "Sign in to use this route.");
  }
  return { kind: "session", account };
}

function parseQuery<Q extends z.ZodType>(req: Request, schema: Q): z.infer<Q> {
  const params = new URL(req.url).searchParams;
  const raw: Record<string, string> = {};
  for (const [k, v] of params) if (v !== "") raw[k] = v;
  return parseOrThrow(schema, raw);
}

/**
 * Portal routes behind the session (CONTRACT.md "Portal routes"): errors in the developer shape
 * `{error:{code,message,docs}}`, 401 without a session. Portal calls are not usage events.
 */
export function portalRoute<S extends z.ZodType | null, Q extends z.ZodType | null, R>(
  schema: S,
  opts: PortalOptions<Q>,
  handler: Handler<S, Q, PortalCaller, R>,
) {
  return (req: Request, ctx: RouteParams) =>
    runPipeline(req, "portal", opts.endpoint, async () => {
      const caller = await resolveCaller(req, opts.allowSecretKey ?? false);
      const query = opts.query ? parseQuery(req, opts.query) : undefined;
      const body = await readBody(req, schema);
      const out = await handler({ req, body: body as never, query: query as never, params: await resolveParams(ctx), caller });
      return json(out, opts.status ?? 200);
    });
}

/** Same, for routes that only a session may call. */
export function sessionRoute<S extends z.ZodType | null, Q extends z.ZodType | null, R>(
  schema: S,
  opts: Omit<PortalOptions<Q>, "allowSecretKey">,
  handler: Handler<S, Q, SessionAccount, R>,
) {
  return portalRoute(schema, { ...opts, allowSecretKey: false }, (ctx) => {
    if (ctx.caller.kind !== "session") throw new ApiError("unauthorized", "Sign in to use this route.");
    return handler({ ...ctx, caller: ctx.caller.account });
  });
}
