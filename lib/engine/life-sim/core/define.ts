import type { z } from "zod";
import { findModeInfo, type ModeInfo } from "../catalog";
import { seedFor } from "./random";
import type { LifeSimResult } from "./types";

export interface ModeOutput {
  summary: string;
  assumptions: string[];
  confidence: number;
  [field: string]: unknown;
}

export interface LifeSimMode<S extends z.ZodType = z.ZodType> extends ModeInfo {
  schema: S;
  /** runs on an already-parsed input (the route wrapper parses); deterministic for equal input */
  run(input: z.infer<S>): LifeSimResult;
}

/** The input without its numbers (nested too): what defines the simulated world, not the figures that move it. */
function worldOf(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(worldOf);
  if (input && typeof input === "object") {
    return Object.fromEntries(
      Object.entries(input as Record<string, unknown>)
        .filter(([, v]) => typeof v !== "number")
        .map(([k, v]) => [k, worldOf(v)]),
    );
  }
  return input;
}

/**
 * Wraps a mode's model: derives the seed and puts the common `{ mode, summary, …, assumptions }` frame around the
 * mode's own fields. The seed comes from the inputs that define which world is simulated — the texts, or the keys
 * in `seedKeys` — never from numeric or graded inputs: those move results only through the model (common random
 * numbers), so more savings or more experience can never look worse by luck of the draw.
 */
export function defineMode<S extends z.ZodType>(
  id: number,
  schema: S,
  compute: (input: z.infer<S>, seed: number) => ModeOutput,
  opts: { seedKeys?: string[] } = {},
): LifeSimMode<S> {
  const info = findModeInfo(id);
  if (!info) throw new Error(`life-sim mode ${id} is not in the catalogue`);
  const world = (input: z.infer<S>) =>
    opts.seedKeys ? Object.fromEntries(opts.seedKeys.map((k) => [k, (input as Record<string, unknown>)[k]])) : worldOf(input);
  return {
    ...info,
    schema,
    run(input) {
      const { summary, assumptions, confidence, ...fields } = compute(input, seedFor(id, world(input)));
      return { mode: { id: info.id, name: info.name }, summary, ...fields, assumptions, confidence: Math.round(confidence * 1000) / 1000 };
    },
  };
}

/** Confidence from how well the career(s) matched the knowledge base: 0.5 + 0.4 × the weakest match score. */
export function confidenceFromMatch(...scores: number[]): number {
  const m = scores.length ? Math.min(...scores) : 0;
  return m > 0 ? 0.5 + 0.4 * m : 0.35;
}

/** Confidence lost when pay is the world median rather than a country's (no country given or implied). */
export function marketConfidence(market: { code: string | null }): number {
  return market.code === null ? 0.75 : 1;
}
