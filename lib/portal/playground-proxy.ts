import { getSessionAccount } from "@/lib/auth/session";
import { runAsKey } from "@/lib/http/as-key";
import { ApiError } from "@/lib/http/errors";
import { resolveParams, runPipeline, type PipelineState, type RouteParams } from "@/lib/http/pipeline";
import type { KeyFamily } from "@/lib/platform/tiers";
import { KEY_ID_HEADER } from "./console-routes";
import { keyAuthForAccount } from "./key-auth";
import { assertSameOrigin } from "./route";

type RouteHandler = (req: Request, ctx: RouteParams) => Promise<Response>;
type RouteModule = Partial<Record<string, unknown>>;

/** One API route the playground may call as a key: its path pattern (`:id` segments) and its module. */
export interface ProxyTarget {
  path: string;
  load: () => Promise<RouteModule>;
}

/** Which key family a path's routes take; "open" routes (/cstm, life simulation) take an optional transformer key. */
export function familyOfPath(path: string): KeyFamily | "open" | null {
  if (path.startsWith("/v1/embed/")) return "embed";
  if (path.startsWith("/v1/")) return "developer";
  if (path.startsWith("/transformer/v1/")) return "transformer";
  if (/^\/(cstm|future-self|life-intel|life-sim)\//.test(path)) return "open";
  return null;
}

/** The key family a route accepts when called through the proxy. */
export function keyFamilyForPath(path: string): KeyFamily | null {
  const f = familyOfPath(path);
  return f === "open" ? "transformer" : f;
}

const KEY_NAME: Record<KeyFamily, string> = {
  developer: "a developer key",
  transformer: "a transformer key",
  embed: "an embedding key",
  secret: "a secret key",
};

const PARAM = /^(?!\.+$)[\w.-]{1,128}$/;

export function matchTarget(targets: readonly ProxyTarget[], path: string): { target: ProxyTarget; params: Record<string, string> } | null {
  const parts = path.split("/").filter(Boolean);
  for (const target of targets) {
    const pattern = target.path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      if (!seg.startsWith(":")) return seg === parts[i];
      if (!PARAM.test(parts[i])) return false;
      params[seg.slice(1)] = parts[i];
      return true;
    });
    if (ok) return { target, params };
  }
  return null;
}

/** Request headers the API routes read besides auth; everything else (cookies, keys) stays behind. */
const FORWARDED = ["content-type", "accept", "x-context-id", "x-forwarded-for", "x-real-ip"];

/**
 * /api/playground/<API path>: calls an API route for the signed-in account as one of its keys, named by
 * id in X-Playground-Key-Id. The route runs its own pipeline (tier gate, limits, validation, usage
 * event), so the call counts against that key exactly as a direct call with the key would; its response
 * (a stream for chat completions) is returned unchanged. Errors before the route runs use the portal shape.
 */
export function playgroundProxy(targets: readonly ProxyTarget[]) {
  return (req: Request, ctx: RouteParams) =>
    runPipeline(req, "portal", "/api/playground/*", async (state: PipelineState) => {
      const account = await getSessionAccount();
      if (!account) throw new ApiError("unauthorized", "Sign in to call the API with your keys from the playground.");
      assertSameOrigin(req);
      const path = `/${(await resolveParams(ctx)).path ?? ""}`;
      const found = matchTarget(targets, path);
      const family = keyFamilyForPath(path);
      if (!found || !family) throw new ApiError("not_found", `The playground cannot call ${req.method} ${path}.`);
      const keyId = req.headers.get(KEY_ID_HEADER)?.trim();
      if (!keyId) throw new ApiError("invalid_request", `Name the key to call as in the ${KEY_ID_HEADER} header.`, { param: "keyId" });
      const auth = await keyAuthForAccount(account.id, keyId);
      if (auth.family !== family) {
        throw new ApiError("invalid_request", `${path} takes ${KEY_NAME[family]}; the selected key is ${KEY_NAME[auth.family]}.`, {
          param: "keyId",
        });
      }
      const mod = await found.target.load();
      const handler = mod[req.method] as RouteHandler | undefined;
      if (typeof handler !== "function") throw new ApiError("method_not_allowed", `${req.method} is not supported on ${path}.`);

      const headers = new Headers();
      for (const h of FORWARDED) {
        const v = req.headers.get(h);
        if (v !== null) headers.set(h, v);
      }
      // One request id for both hops: the id the caller sees is the one in the usage log.
      headers.set("x-request-id", state.requestId);
      const url = new URL(req.url);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const inner = new Request(new URL(path + url.search, url.origin), {
        method: req.method,
        headers,
        body: hasBody ? req.body : undefined,
        // @ts-expect-error -- undici needs duplex for a streamed request body; the DOM RequestInit type lacks it
        duplex: hasBody ? "half" : undefined,
      });
      return runAsKey(auth, () => handler(inner, { params: Promise.resolve(found.params) }));
    });
}
