import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { paths as embed } from "./embed";
import { paths as lifeSim } from "./life-sim";
import { paths as platform } from "./platform";
import { paths as salary } from "./salary";
import { paths as scoring } from "./scoring";
import { paths as writing } from "./writing";
import { paths as transformerText } from "./transformer-text";
import { paths as portal } from "@/lib/portal/contracts";
import { API_GROUPS, apiGroupOf, authOf } from "@/lib/portal/api-groups";

/** Every contract module's paths, merged into one OpenAPI 3.1 document (served at /openapi.json). */
const ALL_PATHS: ZodOpenApiPathsObject[] = [platform, embed, salary, scoring, writing, transformerText, lifeSim, portal];

let cached: ReturnType<typeof createDocument> | undefined;

export function buildOpenApi() {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = {};
  for (const p of ALL_PATHS) {
    for (const [path, item] of Object.entries(p)) paths[path] = { ...(paths[path] ?? {}), ...item };
  }
  normaliseOperations(paths);
  cached = createDocument({
    openapi: "3.1.0",
    info: {
      title: "CareerStack API",
      version: "1.0.0",
      description:
        "Three APIs on one origin: the developer API (/v1, X-Api-Key csk_…_v1_ keys), the embedding API " +
        "(/v1/embed, Authorization: Bearer cstm_em_ keys) and the transformer API (/transformer/v1 with X-API-Key " +
        "csk_live_/csk_test_ keys; /cstm and life-simulation routes without a key, limited per IP). " +
        "Errors: developer and embedding families `{error:{code,message,docs,param?}}`; transformer family " +
        "`{success:false,error,field?,requestId}`. Every response carries X-Request-Id; keyed responses carry " +
        "X-RateLimit-Limit/Remaining/Reset; 429 adds Retry-After (seconds).\n\n" +
        "Deliberate choices where the specification is silent or loose: " +
        "(1) unlimited tiers (ENTERPRISE, enterprise) report `daily_limit`, `remaining_today`, `dailyLimit` and `plan.limit` as null; " +
        "(2) transformer-family errors also carry a machine-readable `code` beside `error`, and 429 bodies add `tier`, `used`, `limit`, `retryAfter`, `upgrade`; " +
        "(3) bodies may carry more members than the specification names (e.g. `evidence`; `request_id` on chat completions and the models list) — clients must ignore unknown members; " +
        "(4) 403 tier_required is decided before the per-minute window, so it carries X-Request-Id but no X-RateLimit headers and uses no quota; " +
        "(5) cover-letter `word_count` counts words (runs of letters or digits), not stand-alone dashes or symbols; " +
        "(6) developer usage `keys[].last_used_at` is written when usage events are flushed (within seconds), and `livemode` is false for csk_test_v1_ keys; " +
        "(7) anonymous /cstm and life-simulation calls report the caller IP's `usageToday`/`dailyLimit` (1,000 per day, 60 per minute).",
    },
    servers: [{ url: "/" }],
    tags: API_GROUPS.map((g) => ({ name: g.title, description: `${g.sections.map((x) => x.title).join("; ")}. Auth: ${g.auth}.` })),
    components: {
      securitySchemes: {
        developerKey: { type: "apiKey", in: "header", name: "X-Api-Key", description: "csk_(live|test|free)_v1_ + 48 hex" },
        transformerKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "csk_live_ / csk_test_ + 48 hex" },
        embedKey: { type: "http", scheme: "bearer", description: "cstm_em_ + 48 hex" },
        secretKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "csk_secret_ + 48 hex; rotation only" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token", description: "portal session (sign in at /signin)" },
      },
    },
    paths,
  });
  return cached;
}

const SECURITY = { developer: "developerKey", embed: "embedKey", transformer: "transformerKey" } as const;

/**
 * One tag per API family, whatever each contract module wrote, so tools group operations the way the docs
 * do; and the key requirement on keyed routes whose module left it out.
 */
function normaliseOperations(paths: ZodOpenApiPathsObject): void {
  for (const [path, item] of Object.entries(paths)) {
    for (const op of Object.values(item as Record<string, { tags?: string[]; security?: unknown } | undefined>)) {
      if (!op || typeof op !== "object") continue;
      op.tags = [apiGroupOf(path).group.title];
      const auth = authOf(path);
      if (!op.security && (auth === "developer" || auth === "embed" || auth === "transformer")) op.security = [{ [SECURITY[auth]]: [] }];
    }
  }
}
