// POST /v1/developer/keys/:id/rotate — the new key is returned once; the old one ends now or after grace_seconds.
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { rotateDeveloperKey } from "@/lib/platform/developer";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.rotateKey, ({ auth, params, body }) =>
  rotateDeveloperKey(auth, params.id, body.grace_seconds ?? 0),
);
