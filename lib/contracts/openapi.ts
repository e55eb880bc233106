import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { paths as embed } from "./embed";
import { paths as lifeSim } from "./life-sim";
import { paths as platform } from "./platform";
import { paths as salary } from "./salary";
import { paths as scoring } from "./scoring";
import { paths as writing } from "./writing";
import { paths as transformerText } from "./transformer-text";
import { developerErrors, envelope, jsonBody, jsonResponse, transformerErrors } from "./common";
import { allOperations, openApiPath, type Operation } from "./operations";
import { paths as portal } from "@/lib/portal/contracts";
import { API_GROUPS, apiGroupOf, authOf } from "@/lib/portal/api-groups";

/** What the contract modules write about each operation beyond its row: descriptions, examples, error lists. */
const OPERATION_DOCS: ZodOpenApiPathsObject[] = [platform, embed, salary, scoring, writing, transformerText, lifeSim];

type OperationDoc = Record<string, unknown>;

/**
 * The three APIs' paths, one per row of the operation tables and in their order: the row gives path, method,
 * summary and operationId, the contract module the rest. A module documenting a route no table has is an error
 * (the document would otherwise publish a route nobody serves).
 */
export function operationPaths(operations: Operation[] = allOperations()): ZodOpenApiPathsObject {
  const docs = new Map<string, OperationDoc>();
  for (const documented of OPERATION_DOCS) {
    for (const [path, item] of Object.entries(documented)) {
      for (const [method, op] of Object.entries(item as Record<string, OperationDoc>)) docs.set(`${method.toUpperCase()} ${path}`, op);
    }
  }
  const paths: Record<string, Record<string, OperationDoc>> = {};
  for (const op of operations) {
    const path = openApiPath(op.path);
    const key = `${op.method} ${path}`;
    const doc = docs.get(key) ?? defaultDoc(op);
    docs.delete(key);
    (paths[path] ??= {})[op.method.toLowerCase()] = { ...doc, operationId: op.id, summary: op.summary };
  }
  if (docs.size) throw new Error(`documented but in no operation table: ${[...docs.keys()].join(", ")}`);
  return paths as ZodOpenApiPathsObject;
}

/** A row no contract module describes: request and success schemas from the row, the family's usual errors. */
function defaultDoc(op: Operation): OperationDoc {
  const ok = String(op.status ?? 200);
  if (op.family === "transformer") {
    const errors = transformerErrors(...(op.request ? [400] : []), ...(op.access === "key" ? [401] : []), 413, 429);
    return {
      ...(op.request ? { requestBody: jsonBody(op.request) } : {}),
      responses: { [ok]: jsonResponse(envelope(op.response, Boolean(op.taskType))), ...errors },
    };
  }
  const errors = developerErrors(
    ...(op.request ? [400] : []),
    ...(op.access === "key" ? [401] : []),
    ...(op.minTier ? [403] : []),
    413,
    429,
  );
  return { ...(op.request ? { requestBody: jsonBody(op.request) } : {}), responses: { [ok]: jsonResponse(op.response), ...errors } };
}

let cached: ReturnType<typeof createDocument> | undefined;

/** The OpenAPI 3.1 document served at /openapi.json: the operation tables, then the portal's session routes. */
export function buildOpenApi() {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = { ...operationPaths() };
  for (const [path, item] of Object.entries(portal)) paths[path] = { ...(paths[path] ?? {}), ...item };
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
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "next-auth.session-token",
          description: "portal session (sign in at /signin)",
        },
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
