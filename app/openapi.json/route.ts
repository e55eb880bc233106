import { buildOpenApi } from "@/lib/contracts/openapi";
import { publicRoute } from "@/lib/http/route";

// GET /openapi.json — generated from the zod contracts. Through publicRoute so it carries X-Request-Id like every response.
export const GET = publicRoute(null, { endpoint: "/openapi.json" }, async () =>
  Response.json(buildOpenApi(), { headers: { "cache-control": "public, max-age=60" } }),
);
