/**
 * Helpers for the unit tests of rewritten patterns (test-only): that a rewrite matches what the old pattern
 * matched, and recheck's verdict on both. recheck decides by counting the steps of its own backtracking matcher
 * on attack strings it generates, so the verdicts hold on a loaded machine and no test reads the clock.
 */
import { check } from "recheck";
import { classifyPattern, DETERMINISTIC, type Verdict } from "./recheck-runner";

/** Every string of `alphabet` characters up to `maxLength` long, the empty string first. */
export function allStrings(alphabet: string[], maxLength: number): string[] {
  const out = [""];
  let layer = [""];
  for (let n = 1; n <= maxLength; n++) {
    layer = layer.flatMap((s) => alphabet.map((c) => s + c));
    for (const s of layer) out.push(s);
  }
  return out;
}

/** Every match (index, text and groups) of a pattern in a text: all of them when global, else the first. */
export function matchesOf(re: RegExp, text: string): string {
  const copy = new RegExp(re.source, re.flags);
  const list = copy.global ? [...text.matchAll(copy)] : [copy.exec(text)].filter((m) => m !== null);
  return JSON.stringify(list.map((m) => [m.index, ...m]));
}

/** Where each match starts and what it covers, groups left out: for callers that only replace or test matches. */
export function spansOf(re: RegExp, text: string): string {
  const copy = new RegExp(re.source, re.flags);
  const list = copy.global ? [...text.matchAll(copy)] : [copy.exec(text)].filter((m) => m !== null);
  return JSON.stringify(list.map((m) => [m.index, m[0]]));
}

/** Whether a pattern matches at all: what a caller that only calls `.test` sees. */
export const matchesAny = (re: RegExp, text: string): string => String(new RegExp(re.source, re.flags).test(text));

/**
 * The texts on which two patterns differ in what `seen` reads of them (by default every match with its groups):
 * empty when the rewrite keeps the old behaviour.
 */
export function differences(old: RegExp, now: RegExp, texts: string[], seen: (re: RegExp, text: string) => string = matchesOf): string[] {
  return texts.filter((t) => seen(old, t) !== seen(now, t)).map((t) => JSON.stringify(t));
}

/**
 * The old pattern's verdict: the scan's, and when that finds no attack, the automaton checker's without its time
 * limit. On a busy machine the scan's 300 ms automaton pass can give up and leave the pattern to the fuzzer, which
 * misses some attacks ("^x+|x+$" is one); the automaton decides these small patterns exactly.
 */
async function oldVerdict(re: RegExp): Promise<Verdict["status"]> {
  const scan = await classifyPattern(re.source, re.flags);
  if (scan.status === "vulnerable") return scan.status;
  return (await check(re.source, re.flags, { ...DETERMINISTIC, checker: "automaton", timeout: null })).status;
}

/** recheck's verdicts on the old and the new pattern (the new one as the scan decides), as "vulnerable" / "safe" / "unknown". */
export async function verdicts(old: RegExp, now: RegExp): Promise<{ old: Verdict["status"]; now: Verdict["status"] }> {
  const [a, b] = await Promise.all([oldVerdict(old), classifyPattern(now.source, now.flags)]);
  return { old: a, now: b.status };
}

/** Generous: a verdict takes well under a second on an idle machine; two busy cores are shared by other work. */
export const VERDICT_TIMEOUT_MS = 120_000;
