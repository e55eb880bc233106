/**
 * Worst-case complexity of regular expressions with recheck (https://makenowjust-labs.github.io/recheck/).
 * Test-only. Attacks are confirmed by step counts, never by wall-clock time (the timing-based limits are off), and
 * the fuzzer has a fixed seed. One clock remains: the automaton pass below gives up after 300 ms, so on a very
 * busy machine a pattern it would have decided goes to the fuzzer instead, which can miss an attack it would have
 * found ("^x+|x+$" is one): a verdict can turn from "vulnerable" to "safe" under load, never the other way.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { check, type Parameters } from "recheck";

export type Verdict =
  { status: "safe" } | { status: "vulnerable"; complexity: string; attack: string } | { status: "unknown"; error: string };

// Attack strings of 30,000 characters with a budget of 1.5e8 steps keep recheck's ratio of 5,000 steps per
// character (a quadratic pattern still exceeds it threefold) while a vulnerable pattern is confirmed in well
// under a second.
export const DETERMINISTIC: Parameters = {
  randomSeed: 1,
  incubationTimeout: null,
  attackTimeout: null,
  seedingTimeout: null,
  maxAttackStringSize: 30_000,
  attackLimit: 150_000_000,
};

/**
 * The automaton checker decides small patterns exactly and fast; it gives up (timeout, lookaround) on the rest,
 * which the fuzzer then searches for an attack string. The last pass has no time limit (its work is bounded by
 * the iteration count), so a slow, busy machine makes the check slower but never turns a verdict into "unknown".
 */
const PASSES: Parameters[] = [
  { ...DETERMINISTIC, checker: "automaton", timeout: 300 },
  { ...DETERMINISTIC, checker: "fuzz", maxIteration: 3, timeout: 5_000 },
  { ...DETERMINISTIC, checker: "fuzz", maxIteration: 3, timeout: null },
];

const VERSION: string = createRequire(import.meta.url)("recheck/package.json").version;

/**
 * "safe" verdicts are kept between runs in the temp directory, keyed by the recheck version, the passes and the
 * exact pattern: a changed pattern is a new key and is checked again. REDOS_RECHECK_CACHE=0 checks everything.
 */
const CACHE_FILE = path.join(os.tmpdir(), "careerstack-redos", "recheck-safe.json");
const useCache = process.env.REDOS_RECHECK_CACHE !== "0";

function keyOf(source: string, flags: string): string {
  return createHash("sha256")
    .update(JSON.stringify([VERSION, PASSES, flags, source]))
    .digest("hex");
}

function loadCache(): Set<string> {
  if (!useCache) return new Set();
  try {
    return new Set(JSON.parse(readFileSync(CACHE_FILE, "utf8")) as string[]);
  } catch {
    return new Set();
  }
}

function saveCache(keys: Set<string>): void {
  if (!useCache) return;
  mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  const tmp = `${CACHE_FILE}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify([...keys]));
  renameSync(tmp, CACHE_FILE);
}

/**
 * One pattern's verdict, uncached. Unit tests of rewritten patterns use it to show the old source is super-linear
 * and the new one is not: recheck counts the steps of its backtracking matcher on attack strings, no clock.
 */
export async function classifyPattern(source: string, flags: string): Promise<Verdict> {
  let last = "";
  for (const params of PASSES) {
    const d = await check(source, flags, params);
    if (d.status === "safe") return { status: "safe" };
    if (d.status === "vulnerable") return { status: "vulnerable", complexity: d.complexity.summary, attack: d.attack.pattern };
    last = `${d.error.kind}${"message" in d.error ? `: ${d.error.message}` : ""}`;
  }
  return { status: "unknown", error: last };
}

/** Verdict per distinct (source, flags), `parallel` checks at a time. */
export async function classifyAll(patterns: { source: string; flags: string }[], parallel = 2): Promise<Map<string, Verdict>> {
  const distinct = new Map(patterns.map((p) => [`${p.flags}/${p.source}`, p]));
  const cache = loadCache();
  const out = new Map<string, Verdict>();
  const todo: [string, { source: string; flags: string }][] = [];
  for (const [k, p] of distinct) {
    if (cache.has(keyOf(p.source, p.flags))) out.set(k, { status: "safe" });
    else todo.push([k, p]);
  }
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const [k, p] = todo[next++];
      const v = await classifyPattern(p.source, p.flags);
      out.set(k, v);
      if (v.status === "safe") cache.add(keyOf(p.source, p.flags));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  saveCache(cache);
  return out;
}

export function verdictKey(p: { source: string; flags: string }): string {
  return `${p.flags}/${p.source}`;
}
