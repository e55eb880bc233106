/**
 * ReDoS regression test, part 1: no regular expression in the product code backtracks super-linearly.
 * Every regex literal and `new RegExp("literal")` under lib/ (and app/ route files), and every pattern built from
 * data at run time, is classified by recheck; "vulnerable" or undecided fails unless the pattern is on the short
 * allow-list (allow-list.ts) with its reason. Part 2 (adversarial-input.test.ts) runs the entry points.
 *
 * recheck runs in its own process; a cold run checks ~1,100 distinct patterns (1.5 to 2.5 minutes measured on two
 * cores busy with other work; CI always runs cold), later runs only the patterns that changed (see recheck-runner.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ALLOWED_PATTERNS } from "./allow-list";
import { builtPatterns, DYNAMIC_SITES, scanSource, type DynamicSite, type FoundPattern } from "./patterns";
import { classifyAll, verdictKey, type Verdict } from "./recheck-runner";

let literals: FoundPattern[] = [];
let dynamic: DynamicSite[] = [];
let built: FoundPattern[] = [];
let verdicts = new Map<string, Verdict>();

const isAllowed = (p: FoundPattern) =>
  ALLOWED_PATTERNS.some((a) => p.where.startsWith(`${a.file}:`) && a.source === p.source && a.flags === p.flags);

beforeAll(async () => {
  ({ literals, dynamic } = scanSource());
  built = builtPatterns();
  verdicts = await classifyAll([...literals, ...built].filter((p) => !isAllowed(p)));
}, 1_800_000);

function failures(patterns: FoundPattern[]): string[] {
  return patterns
    .filter((p) => !isAllowed(p))
    .map((p) => ({ p, v: verdicts.get(verdictKey(p))! }))
    .map(({ p, v }) =>
      v.status === "safe"
        ? null
        : v.status === "vulnerable"
          ? `${p.where} /${p.source}/${p.flags}: ${v.complexity}, attack ${v.attack}`
          : `${p.where} /${p.source}/${p.flags}: undecided (${v.error})`,
    )
    .filter((line): line is string => line !== null);
}

describe("ReDoS: regular expressions (recheck)", () => {
  it("finds the engine's patterns (the scan itself works)", () => {
    expect(literals.length).toBeGreaterThan(500);
    // Two patterns that must be found: a literal and one built from a word list.
    expect(literals.some((p) => p.where.startsWith("lib/engine/scoring/job-structure.ts:") && p.source.includes("(years|yrs)"))).toBe(true);
    expect(built.some((p) => p.where === "job-header LABELLED_LINES.location")).toBe(true);
  });

  it("no regex literal or literal new RegExp under lib/ and app/ route files is super-linear", () => {
    expect(failures(literals)).toEqual([]);
  });

  it("no pattern built from data at run time is super-linear", () => {
    expect(failures(built)).toEqual([]);
  });

  it("every new RegExp built from data is registered, so its built patterns are checked above", () => {
    const perFile: Record<string, number> = {};
    for (const d of dynamic) {
      const file = d.where.split(":")[0];
      perFile[file] = (perFile[file] ?? 0) + 1;
    }
    const unregistered = dynamic.filter((d) => (perFile[d.where.split(":")[0]] ?? 0) > (DYNAMIC_SITES[d.where.split(":")[0]] ?? 0));
    expect(unregistered.map((d) => `${d.where} ${d.code}`)).toEqual([]);
  });

  it("every allow-list entry still names a pattern in its file", () => {
    const stale = ALLOWED_PATTERNS.filter(
      (a) => !literals.some((p) => p.where.startsWith(`${a.file}:`) && p.source === a.source && p.flags === a.flags),
    );
    expect(stale.map((a) => `${a.file} /${a.source}/`)).toEqual([]);
  });
});
