import { revokePortalKey } from "@/lib/portal/keys";
import { sessionRoute } from "@/lib/portal/route";

// DELETE /api/keys/:id — permanent revocation; another account's key is 404.
export const DELETE = sessionRoute(null, { endpoint: "/api/keys/:id" }, ({ caller, params }) => revokePortalKey(caller.id, params.id));
