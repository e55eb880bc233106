import { CreateKeyRequest } from "@/lib/portal/contracts";
import { createPortalKey, listPortalKeys } from "@/lib/portal/keys";
import { sessionRoute } from "@/lib/portal/route";

// GET /api/keys — the account's keys (never secret keys, never plaintext).
export const GET = sessionRoute(null, { endpoint: "/api/keys" }, ({ caller }) => listPortalKeys(caller));

// POST /api/keys — 201 with the plaintext key, shown once; the 6th active key of a family is 409.
export const POST = sessionRoute(CreateKeyRequest, { endpoint: "/api/keys", status: 201 }, ({ caller, body }) =>
  createPortalKey(caller, body),
);
