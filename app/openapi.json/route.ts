import { buildOpenApi } from "@/lib/contracts/openapi";

// GET /openapi.json — generated from the zod contracts.
export async function GET() {
  return Response.json(buildOpenApi(), { headers: { "cache-control": "public, max-age=60" } });
}
