/**
 * Adapter between the 21 life-simulation routes and the engine: runs a mode on the parsed body and shapes the
 * transformer result. Bad input is the engine's InputError (`role` for a role it does not recognise, per
 * CONTRACT.md, with the nearest known roles), which the wrapper renders as it is.
 */
import { toTransformerResult, type LifeSimMode } from "@/lib/engine/life-sim";

export function runLifeSimMode(mode: LifeSimMode, body: unknown) {
  return toTransformerResult(mode.run(body));
}
