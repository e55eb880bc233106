import { RotateRequest } from "@/lib/contracts/platform";
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { rotateDeveloperKey } from "@/lib/platform/developer";

// POST /v1/developer/keys/:id/rotate — the new key is returned once; the old one ends now or after grace_seconds.
export const POST = developerRoute(RotateRequest, { endpoint: "/v1/developer/keys/:id/rotate", minTier: null }, ({ auth, params, body }) =>
  rotateDeveloperKey(auth, params.id, body.grace_seconds ?? 0),
);

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
