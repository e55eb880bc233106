import { RenameKeyRequest } from "@/lib/portal/contracts";
import { renamePortalKey, revokePortalKey } from "@/lib/portal/keys";
import { sessionRoute } from "@/lib/portal/route";

// DELETE /api/keys/:id — permanent revocation; another account's key is 404.
export const DELETE = sessionRoute(null, { endpoint: "/api/keys/:id" }, ({ caller, params }) => revokePortalKey(caller.id, params.id));

// PATCH /api/keys/:id — rename; the name is only a label, so revoked keys may be renamed too.
export const PATCH = sessionRoute(RenameKeyRequest, { endpoint: "/api/keys/:id" }, ({ caller, params, body }) =>
  renamePortalKey(caller, params.id, body.name),
);
