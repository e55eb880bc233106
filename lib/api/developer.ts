import { endpointsForTier } from "@/lib/contracts/operations/endpoints";
import { DEVELOPER_TIERS, modelsForTier } from "@/lib/knowledge/plans";
import { DEVELOPER_LIMITS } from "@/lib/platform/tiers";

/** GET /v1/developer/tiers: each tier's limits, models and endpoints, read from the plan data and the operation table. */
export function listTiers() {
  return {
    tiers: DEVELOPER_TIERS.map((name) => ({
      name,
      daily_limit: DEVELOPER_LIMITS[name].daily,
      rpm: DEVELOPER_LIMITS[name].rpm,
      models: modelsForTier(name).map((m) => m.id),
      endpoints: endpointsForTier(name),
    })),
  };
}
