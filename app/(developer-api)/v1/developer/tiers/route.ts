// GET /v1/developer/tiers — public.
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { listTiers } from "@/lib/api/developer";

export const { GET, POST, PUT, PATCH, DELETE } = serve(ops.tiers, () => listTiers());
