import { describe, expect, it } from "vitest";
import { allStrings, differences, matchesAny, verdicts, VERDICT_TIMEOUT_MS } from "@/tests/redos/rewrite-checks";
import { SENTENCE_START_BEFORE } from "./find-people";

// The pattern before the rewrite: every end mark rescanned the whitespace after it.
const OLD_SENTENCE_START_BEFORE = /(?:^|[\n.!?])\s*$/;

describe("find-people: the sentence-start check before a sign-off", () => {
  it("answers as the old pattern did on every short text of the characters that matter", () => {
    // isSignOff only asks whether it matches (it may now match from a later mark)
    const texts = allStrings(["a", " ", "\t", "\r", "\n", ".", "!", "?"], 5);
    expect(texts.length).toBeGreaterThan(30_000);
    expect(differences(OLD_SENTENCE_START_BEFORE, SENTENCE_START_BEFORE, texts, matchesAny)).toEqual([]);
  });

  it("finishes on the old worst case (a run of 100,000 line breaks) with the same answer", () => {
    expect(SENTENCE_START_BEFORE.test(`\u0000${"\n".repeat(100_000)}!`)).toBe(true);
    expect(SENTENCE_START_BEFORE.test(`\u0000${"\n".repeat(100_000)}x`)).toBe(false);
    expect(SENTENCE_START_BEFORE.test(`${". ".repeat(50_000)}x`)).toBe(false);
  });

  it(
    "recheck: the old pattern is super-linear, the new one is not",
    async () => {
      expect(await verdicts(OLD_SENTENCE_START_BEFORE, SENTENCE_START_BEFORE)).toEqual({ old: "vulnerable", now: "safe" });
    },
    VERDICT_TIMEOUT_MS,
  );
});
