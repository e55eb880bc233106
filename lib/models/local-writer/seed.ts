/**
 * Deterministic variety: every choice the writer makes comes from a PRNG seeded by the input,
 * so equal requests give equal text while different candidates read differently.
 */

/** FNV-1a 32-bit hash of a string. */
export function hashFnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough to vary sentence patterns. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
