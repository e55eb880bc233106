export { hashFnv1a, mulberry32 as createPrng } from "@/lib/seeded-random";
export function pickOne<T>(items: readonly T[], rand: () => number): T {
  return items[Math.floor(rand() * items.length) % items.length];
}

/** k distinct items in a seeded order. */
export function pickSome<T>(items: readonly T[], k: number, rand: () => number): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(k, copy.length));
}
