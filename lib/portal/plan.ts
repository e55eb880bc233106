import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/http/errors";
import { setAccountTier } from "@/lib/platform/accounts";
import { endpointsForTier } from "@/lib/contracts/operations/endpoints";
import {
  DEVELOPER_LIMITS,
  DEVELOPER_TIERS,
  PLATFORM_LIMITS,
  PLATFORM_TIERS,
  modelsForTier,
  type DeveloperTier,
} from "@/lib/platform/tiers";
import type { SessionAccount } from "@/lib/auth/session";
import { capKeyTiers } from "./keys";
import { MAX_KEY_TIER, PLAN_FOR_KEY_TIER } from "./plan-limits";

/** GET /api/plan: the account's plan beside the full tier table (spec 1 §2.3, spec 3 §8). */
export function describePlan(tier: DeveloperTier) {
  const billingMode = getConfig().BILLING_MODE;
  return {
    tier,
    billingMode,
    canSwitch: billingMode === "demo",
    maxKeyTier: MAX_KEY_TIER[tier],
    developerTiers: DEVELOPER_TIERS.map((name) => ({
      name,
      dailyLimit: DEVELOPER_LIMITS[name].daily,
      rpm: DEVELOPER_LIMITS[name].rpm,
      models: modelsForTier(name).map((m) => m.id),
      endpoints: endpointsForTier(name),
    })),
    keyTiers: PLATFORM_TIERS.map((name) => ({
      name,
      dailyLimit: PLATFORM_LIMITS[name].daily,
      rpm: PLATFORM_LIMITS[name].rpm,
      requiresPlan: PLAN_FOR_KEY_TIER[name],
    })),
  };
}

/** POST /api/plan: only in BILLING_MODE=demo, since there is no payment integration to charge for it. */
export async function switchPlan(account: SessionAccount, tier: DeveloperTier) {
  if (getConfig().BILLING_MODE !== "demo") {
    throw new ApiError(
      "forbidden",
      "Plan changes are disabled on this server (BILLING_MODE is not demo). Ask the operator to run `npm run admin -- set-tier`.",
    );
  }
  await setAccountTier(account.id, tier);
  await capKeyTiers(account.id, tier);
  return describePlan(tier);
}
