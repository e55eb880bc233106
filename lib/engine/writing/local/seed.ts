/**
 * Deterministic variety: every choice the writer makes comes from a PRNG seeded by the input,
 * so equal requests give equal text while different candidates read differently.
 */

import { hashFnv1a, mulberry32 as createRng } from "@/lib/seeded-random";

export { hashFnv1a, createRng };

export interface Chooser {
  pick<T>(items: readonly T[]): T;
  /** n distinct items in a seeded order */
  sample<T>(items: readonly T[], n: number): T[];
  next(): number;
}

export function createChooser(...parts: unknown[]): Chooser {
  const rng = createRng(hashFnv1a(JSON.stringify(parts)));
  return {
    next: rng,
    pick: (items) => items[Math.floor(rng() * items.length) % items.length],
    sample: (items, n) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.max(0, n));
    },
  };
}
