import { RotateKeyRequest } from "@/lib/portal/contracts";
import { rotatePortalKey } from "@/lib/portal/keys";
import { portalRoute } from "@/lib/portal/route";

// POST /api/keys/:id/rotate — with a session, or X-API-Key csk_secret_… (transformer and embed keys).
export const POST = portalRoute(RotateKeyRequest, { endpoint: "/api/keys/:id/rotate", allowSecretKey: true }, ({ caller, params, body }) =>
  rotatePortalKey(caller, params.id, body.graceSeconds ?? 0),
);
