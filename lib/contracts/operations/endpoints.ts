import { meetsTier, type DeveloperTier } from "@/lib/knowledge/plans";
import { DEVELOPER_ROUTES } from "./developer";

/**
 * Keyed developer endpoints and their minimum tiers (spec 1 §4), from the developer operation table; the tiers
 * route and the plan page list them.
 */
export const DEVELOPER_ENDPOINTS: { method: string; path: string; minTier: DeveloperTier | null }[] = Object.values(DEVELOPER_ROUTES)
  .filter((r) => r.access === "key")
  .map((r) => ({ method: r.method, path: r.path, minTier: r.minTier }));

export function endpointsForTier(tier: DeveloperTier): string[] {
  return DEVELOPER_ENDPOINTS.filter((e) => e.minTier === null || meetsTier(tier, e.minTier)).map((e) => `${e.method} ${e.path}`);
}
