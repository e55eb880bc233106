// GET /v1/career/models — the models this key's tier may use, OpenAI list format (not counted).
import { ops } from "@/lib/contracts/operations";
import { listModelsForTier } from "@/lib/api/writing";
import { serve } from "@/lib/http/serve";

export const { GET, POST, PUT, PATCH, DELETE } = serve(ops.listModels, ({ auth }) => listModelsForTier(auth.tier));
