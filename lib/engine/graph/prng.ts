/** Deterministic randomness for Louvain (the shared seeded PRNG). */
export { hashFnv1a, mulberry32 as createMulberry32 } from "@/lib/seeded-random";
