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

/**
 * Wraps a mode's model: derives the seed from the canonical parsed input and puts the common
 * `{ mode, summary, …, assumptions }` frame around the mode's own fields.
 */
export function defineMode<S extends z.ZodType>(id: number, schema: S, compute: (input: z.infer<S>, seed: number) => ModeOutput): LifeSimMode<S> {
  const info = findModeInfo(id);
  if (!info) throw new Error(`life-sim mode ${id} is not in the catalogue`);
  return {
    ...info,
    schema,
    run(input) {
      const { summary, assumptions, confidence, ...fields } = compute(input, seedFor(id, input));
      return { mode: { id: info.id, name: info.name }, summary, ...fields, assumptions, confidence: Math.round(confidence * 1000) / 1000 };
    },
  };
}

/** Confidence from how well the career(s) matched the knowledge base: 0.35 unmatched … 0.9 exact. */
export function confidenceFromMatch(...scores: number[]): number {
  const m = scores.length ? Math.min(...scores) : 0;
  return m > 0 ? 0.5 + 0.4 * m : 0.35;
}
