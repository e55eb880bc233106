import { publicRoute } from "@/lib/http/route";
import { listTiers } from "@/lib/platform/developer";

// GET /v1/developer/tiers — public.
export const GET = publicRoute(null, { endpoint: "/v1/developer/tiers" }, async () => listTiers());
