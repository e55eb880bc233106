// POST /v1/career/context — 201 with context_id; the profile personalises every career endpoint.
// At most CONTEXT_LIMITS per developer (409 context_limit_reached).
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { createContext } from "@/lib/platform/contexts";
import { isDeveloperTier } from "@/lib/platform/tiers";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.createContext, ({ auth, body }) =>
  createContext(auth.accountId, body, isDeveloperTier(auth.tier) ? auth.tier : "FREE"),
);
