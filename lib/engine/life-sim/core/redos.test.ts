import { describe, expect, it } from "vitest";
import { allStrings, differences, verdicts, VERDICT_TIMEOUT_MS } from "@/tests/redos/rewrite-checks";
import { DEPENDENT_PATTERNS, readFinances, type MoneyContext } from "./finances";
import { NUMBER_WORD_RE, readMonths, SPAN_RE } from "./inputs";

// The patterns before the ReDoS rewrite: "\s*[:=]?\s*" and "\s*(?:-|\s)?\s*" split a run of spaces every way.
const OLD_COUNT_AFTER = new RegExp(String.raw`\b(?:dependents?|dependants?|kids?|children)\s*[:=]?\s*(\d+|${NUMBER_WORD_RE})\b`);
const OLD_SPAN = new RegExp(String.raw`\b(\d+(?:\.\d+)?|${NUMBER_WORD_RE})\s*(?:-|\s)?\s*(months?|mos?|weeks?|years?|yrs?)\b`);
const COUNT_AFTER = DEPENDENT_PATTERNS[1];
const gbp: MoneyContext = { annualGrossSalary: 50_000, currency: "GBP", convert: () => null };

describe("life-sim text readers after the ReDoS rewrite", () => {
  it("read the same dependant counts and time spans as the old patterns on every short text", () => {
    const counts = allStrings(["kids", "children", " ", "\t", ":", "=", "2", "two", "a couple", "x"], 5);
    const spans = allStrings(["6", "six", "a", "a few", " ", "\t", "-", "months", "year", "x"], 5);
    expect(counts.length + spans.length).toBeGreaterThan(200_000);
    expect(differences(OLD_COUNT_AFTER, COUNT_AFTER, counts)).toEqual([]);
    expect(differences(OLD_SPAN, SPAN_RE, spans)).toEqual([]);
  });

  it("finish on the old worst cases (a cue word, then 100,000 spaces) with the same answers", () => {
    const spaces = " ".repeat(100_000);
    expect(COUNT_AFTER.exec(`kid\t${spaces}\u0000`)).toBeNull();
    expect(readFinances(`kids${spaces}: 2`, gbp).dependents).toBe(2);
    expect(readMonths(`6${spaces}x`)).toBeNull();
    expect(readMonths(`six${spaces}- months`)).toBe(6);
  });

  it(
    "recheck: the old patterns are super-linear, the new ones are not",
    async () => {
      expect(await verdicts(OLD_COUNT_AFTER, COUNT_AFTER)).toEqual({ old: "vulnerable", now: "safe" });
      expect(await verdicts(OLD_SPAN, SPAN_RE)).toEqual({ old: "vulnerable", now: "safe" });
    },
    VERDICT_TIMEOUT_MS,
  );
});
