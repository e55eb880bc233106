import { clamp, round } from "./random";

/**
 * Shares of simulated lives are reported as probabilities within [0.01, 0.99]: a thousand simulated paths cannot show
 * that something never or always happens, so an observed 0 or 1 is the limit of the simulation, not a certainty.
 * Exactly 0 or 1 is kept only where the inputs decide the outcome (`certain`), e.g. income that already covers costs.
 */
export const PROBABILITY_BOUNDS = [0.01, 0.99] as const;

export const PROBABILITY_NOTE =
  "Simulated shares are reported as probabilities within [0.01, 0.99] (1,000 simulated lives cannot show that something never or always happens); 0 or 1 appears only where the inputs make the outcome certain.";

export function asProbability(share: number, certain = false): number {
  if (!Number.isFinite(share)) return PROBABILITY_BOUNDS[0];
  return round(certain ? clamp(share, 0, 1) : clamp(share, PROBABILITY_BOUNDS[0], PROBABILITY_BOUNDS[1]), 3);
}
