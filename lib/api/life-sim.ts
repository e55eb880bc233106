/**
 * Adapter between the 21 life-simulation routes and the engine: runs a mode on the parsed body and turns the
 * engine's one input error into the transformer 400 — `field` names the input (`role` for a role the engine does
 * not recognise, per CONTRACT.md), the message says which body field carried it, and `suggestions` lists the
 * nearest known roles.
 */
import { LifeSimInputError, toTransformerResult, type LifeSimMode } from "@/lib/engine/life-sim";
import { ApiError } from "@/lib/errors";

export function runLifeSimMode(mode: LifeSimMode, body: unknown) {
  try {
    return toTransformerResult(mode.run(body));
  } catch (e) {
    if (e instanceof LifeSimInputError) {
      const code = e.field === "role" && e.suggestions.length ? "unknown_role" : "invalid_request";
      throw new ApiError(code, e.message, { param: e.field, ...(e.suggestions.length ? { details: { suggestions: e.suggestions } } : {}) });
    }
    throw e;
  }
}
