import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { getContextOrThrow } from "@/lib/platform/contexts";

// GET /v1/career/context/:id — another developer's context is 404.
export const GET = developerRoute(null, { endpoint: "/v1/career/context/:id", minTier: "FREE" }, ({ auth, params }) =>
  getContextOrThrow(auth.accountId, params.id),
);

const notAllowed = methodNotAllowed("developer", ["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
