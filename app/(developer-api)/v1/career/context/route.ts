import { ContextRequest } from "@/lib/contracts/platform";
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { createContext } from "@/lib/platform/contexts";
import { isDeveloperTier } from "@/lib/platform/tiers";

// POST /v1/career/context — 201 with context_id; the profile personalises every career endpoint.
// At most CONTEXT_LIMITS per developer (409 context_limit_reached).
export const POST = developerRoute(ContextRequest, { endpoint: "/v1/career/context", minTier: "FREE", status: 201 }, ({ auth, body }) =>
  createContext(auth.accountId, body, isDeveloperTier(auth.tier) ? auth.tier : "FREE"),
);

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
