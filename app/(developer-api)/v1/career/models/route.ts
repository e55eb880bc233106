// GET /v1/career/models — the models this key's tier may use, OpenAI list format (FREE, not counted)
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { listModelsForTier } from "@/lib/engine/writing";

export const GET = developerRoute(null, { endpoint: "/v1/career/models", minTier: "FREE", countsQuota: false, openaiErrors: true }, async ({ auth }) =>
  listModelsForTier(auth.tier),
);

const notAllowed = methodNotAllowed("developer", ["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
