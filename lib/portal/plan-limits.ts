import {
  DEVELOPER_LIMITS,
  PLATFORM_LIMITS,
  PLATFORM_TIERS,
  isDeveloperTier,
  isPlatformTier,
  type DeveloperTier,
  type Limits,
  type PlatformTier,
} from "@/lib/platform/tiers";

/**
 * The highest transformer/embed key tier a plan may create. Key tiers are per key (spec 3 §2.8), but
 * without this cap any free account could mint enterprise keys and quotas would mean nothing.
 * PLUS has no transformer counterpart, so it maps to pro.
 */
export const MAX_KEY_TIER: Record<DeveloperTier, PlatformTier> = {
  FREE: "free",
  PRO: "pro",
  PLUS: "pro",
  ENTERPRISE: "enterprise",
};

/** The plan a key tier needs at least (shown on the plan page). */
export const PLAN_FOR_KEY_TIER: Record<PlatformTier, DeveloperTier> = { free: "FREE", pro: "PRO", enterprise: "ENTERPRISE" };

export function keyTierAllowed(plan: DeveloperTier, tier: PlatformTier): boolean {
  return PLATFORM_TIERS.indexOf(tier) <= PLATFORM_TIERS.indexOf(MAX_KEY_TIER[plan]);
}

/** Limits that apply to a key of a family: developer keys follow the account's plan. */
export function limitsFor(family: string, keyTier: string, accountTier: string): Limits {
  if (family === "developer") return DEVELOPER_LIMITS[isDeveloperTier(accountTier) ? accountTier : "FREE"];
  return PLATFORM_LIMITS[isPlatformTier(keyTier) ? keyTier : "free"];
}
