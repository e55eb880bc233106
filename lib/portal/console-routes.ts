import { DEVELOPER_ROUTES } from "@/lib/contracts/operations/developer";
import { MODELS, isDeveloperTier, meetsTier, type DeveloperTier } from "@/lib/platform/tiers";

/**
 * Which route a playground console calls for this visitor: the keyed route when their key and plan
 * allow it, else the open route that does the same job (/cstm, no key, per-IP limits), else nothing —
 * with the reason, so the console shows a lock and a link to the plan page instead of collecting a 403.
 */
export type KeyFamily = "developer" | "transformer" | "embed";

/**
 * The header naming the key (by id) a proxied call runs as. A header, not a query parameter, so a
 * cross-site link or form cannot make the browser spend one of the account's keys.
 */
export const KEY_ID_HEADER = "x-playground-key-id";

export interface ConsoleRoutes {
  family: KeyFamily;
  /** the route that takes the family's key */
  keyed: string;
  /** a route that answers without a key, when one exists */
  open?: string;
}

export interface RouteChoice {
  /** the path to call, or null when the console cannot run for this visitor */
  path: string | null;
  /** call it as the selected key (through the proxy) or without a key */
  withKey: boolean;
  /** the plan the keyed route needs when the visitor's is lower */
  needs: DeveloperTier | null;
  /** why the console cannot run, when path is null */
  blocked: "sign-in" | "no-key" | "tier" | null;
}

/** The plan a developer route needs (null: any key), from the operation table the API enforces. */
export function minTierOf(path: string): DeveloperTier | null {
  return Object.values(DEVELOPER_ROUTES).find((r) => r.path === path)?.minTier ?? null;
}

export function chooseRoute(routes: ConsoleRoutes, visitor: { signedIn: boolean; keyId: string | null; tier: string | null }): RouteChoice {
  const needs = routes.family === "developer" ? minTierOf(routes.keyed) : null;
  const tier = isDeveloperTier(visitor.tier) ? visitor.tier : "FREE";
  const tierOk = !needs || meetsTier(tier, needs);
  if (visitor.keyId && tierOk) return { path: routes.keyed, withKey: true, needs: null, blocked: null };
  const lacking = visitor.keyId && !tierOk ? needs : null;
  if (routes.open) return { path: routes.open, withKey: false, needs: lacking, blocked: null };
  if (lacking) return { path: null, withKey: false, needs: lacking, blocked: "tier" };
  return { path: null, withKey: false, needs: null, blocked: visitor.signedIn ? "no-key" : "sign-in" };
}

/** Models with the plan each needs; `locked` when the visitor's plan is below it. */
export function modelChoices(tier: string | null): { id: string; needs: DeveloperTier; locked: boolean }[] {
  const t = isDeveloperTier(tier) ? tier : "FREE";
  return MODELS.map((m) => ({ id: m.id, needs: m.minTier, locked: !meetsTier(t, m.minTier) }));
}
