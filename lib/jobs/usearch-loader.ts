import { createRequire } from "node:module";
import path from "node:path";

/** The part of usearch's `Index` this project uses (usearch ships its own types; this keeps the seam small). */
export interface UsearchIndex {
  add(keys: BigUint64Array, vectors: Float32Array, threads?: number): void;
  search(vector: Float32Array, k: number, threads?: number): { keys: BigUint64Array; distances: Float32Array };
  size(): number;
  /** usearch ≥ 2: reads a graph written by save() (the background build hands its graph over this way) */
  load?(path: string): void;
}

export interface UsearchModule {
  Index: new (config: {
    metric: "cos";
    dimensions: number;
    connectivity: number;
    expansion_add: number;
    expansion_search: number;
  }) => UsearchIndex;
}

export type UsearchLoader = () => UsearchModule | null;

const holder = globalThis as unknown as { __csUsearch?: { loaded: boolean; mod: UsearchModule | null } };
let warned = false;

/** Logs a fallback reason once per process: a missing native module must not flood the logs per request. */
export function warnOnce(message: string): void {
  if (warned) return;
  warned = true;
  console.warn(`[vector-index] ${message}; using the exact scan`);
}

function requireUsearch(): unknown {
  try {
    // A literal specifier so Next.js sees the package (listed in serverExternalPackages) and leaves a plain Node require.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy, optional native addon cannot be a static import
    return require("usearch");
  } catch (err) {
    if (typeof require === "function") throw err;
    // ESM runners without a CommonJS `require` (vitest): resolve from the project root instead.
    return createRequire(path.join(process.cwd(), "package.json"))("usearch");
  }
}

/**
 * Loads usearch lazily (a native addon: only processes that reach the HNSW threshold pay for it) and
 * remembers the outcome; returns null when it cannot load, after logging why once.
 */
export function loadUsearch(): UsearchModule | null {
  const cached = holder.__csUsearch;
  if (cached?.loaded) return cached.mod;
  let mod: UsearchModule | null = null;
  try {
    mod = requireUsearch() as UsearchModule;
    if (typeof mod?.Index !== "function") throw new Error("usearch exports no Index class");
  } catch (err) {
    mod = null;
    warnOnce(`usearch could not be loaded (${err instanceof Error ? err.message : String(err)})`);
  }
  holder.__csUsearch = { loaded: true, mod };
  return mod;
}

/** Tests: forget the cached module and the one-time warning. */
export function resetUsearchForTests(): void {
  holder.__csUsearch = undefined;
  warned = false;
}
