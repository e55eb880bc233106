import { publicRoute, methodNotAllowed } from "@/lib/http/route";
import { listTiers } from "@/lib/platform/developer";

// GET /v1/developer/tiers — public.
export const GET = publicRoute(null, { endpoint: "/v1/developer/tiers" }, async () => listTiers());

const notAllowed = methodNotAllowed("developer", ["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
