import { publicRoute } from "@/lib/http/route";
import { modelCatalog } from "@/lib/platform/catalog";

// GET /docs/models — public JSON: every family, its models and endpoints.
export const GET = publicRoute(null, { endpoint: "/docs/models" }, async () => modelCatalog());
