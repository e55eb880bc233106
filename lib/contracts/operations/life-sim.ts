/** The 21 life-simulation routes, one row per mode of the (client-safe) mode catalogue, in mode order. */
import { MODE_CATALOG } from "@/lib/engine/life-sim/catalog";
import type { Route } from "./table";

export type LifeSimRoute = Route<`lifeSim${number}`> & { modeId: number; slug: string };

export const LIFE_SIM_ROUTES: readonly LifeSimRoute[] = MODE_CATALOG.map((m) => ({
  id: `lifeSim${m.id}` as const,
  modeId: m.id,
  slug: m.slug,
  method: "POST",
  path: m.path,
  family: "transformer",
  access: "optional",
  minTier: null,
  taskType: "life-sim",
  summary: `Mode ${m.id} — ${m.name}`,
}));

export function findLifeSimRoute(modeId: number): LifeSimRoute | undefined {
  return LIFE_SIM_ROUTES.find((r) => r.modeId === modeId);
}
