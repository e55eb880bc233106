import { describe, expect, it } from "vitest";
import { allStrings, differences, spansOf, verdicts, VERDICT_TIMEOUT_MS } from "@/tests/redos/rewrite-checks";
import { BRACKETED, cleanRoleText, cutRoleTail, EDGE_SEPARATORS, SCALE_WORDS, TAIL_CUE } from "./roles";

// The patterns of cleanRoleText before the ReDoS rewrite.
const OLD_TAIL = /\s+(?:at|in|for|with|within|@|based in|working (?:at|in|for))\s+.*$/i;
const OLD_BRACKETED = /\(.*?\)/g;
const OLD_EDGE_SEPARATORS = /^[\s,;:–-]+|[\s,;:–-]+$/g;
const OLD_SCALE_WORDS =
  /\b(afc|agenda for change)\b|\bband\s*[1-9]\s*[a-d]?\b|\bgs[-\s]?\d{1,2}\b(\s*(\/|,)?\s*step\s*\d{1,2})?|\b(tv[öo]e?d(-[a-z]+)?|tv-?l)\b|\b(entgeltgruppe\s*)?p\s?(5|6|7|8|9|1[0-6])\b|\b[mu][1-6]\b|\b(upr|mpr)\b/gi;

describe("cleanRoleText keeps its results after the ReDoS rewrite", () => {
  it("cuts the same tail as the old pattern from every short text of cues, words, spaces and line breaks", () => {
    const texts = allStrings(["Nurse", " ", "\t", "\n", "\r", "at", "AT", "with", "within", "@", "based in", "working at"], 5);
    const changed = texts.filter((t) => cutRoleTail(t) !== t.replace(OLD_TAIL, " ")).map((t) => JSON.stringify(t));
    expect(texts.length).toBeGreaterThan(250_000);
    expect(changed).toEqual([]);
  });

  it("removes the same bracketed asides as the old pattern", () => {
    const texts = allStrings(["(", ")", "a", " ", "\n", "\u2028"], 7);
    const changed = texts
      .filter((t) => t.replace(BRACKETED, (m) => (m.endsWith(")") ? " " : m)) !== t.replace(OLD_BRACKETED, " "))
      .map((t) => JSON.stringify(t));
    expect(changed).toEqual([]);
  });

  it("strips the same separators from the ends and the same scale words", () => {
    expect(differences(OLD_EDGE_SEPARATORS, EDGE_SEPARATORS, allStrings(["a", " ", "\t", ",", ";", ":", "–", "-"], 6), spansOf)).toEqual(
      [],
    );
    expect(
      differences(OLD_SCALE_WORDS, SCALE_WORDS, allStrings(["GS", "-", " ", "\t", "7", "/", ",", "step", "band", "x"], 5), spansOf),
    ).toEqual([]);
  });

  it("cleans titles as before", () => {
    expect(cleanRoleText("I am a Band 6 nurse (ICU) at the NHS in Leeds")).toBe("nurse");
    expect(cleanRoleText("GS-7 step 3 IT Specialist, working for a startup")).toBe("IT Specialist");
    expect(cleanRoleText("Software engineer (backend")).toBe("Software engineer (backend");
    expect(cleanRoleText("Teacher at a school\nin London")).toBe("Teacher at a school");
    expect(cleanRoleText("Data analyst –")).toBe("Data analyst");
  });
});

describe("cleanRoleText finishes on the old worst cases at 100,000 characters", () => {
  it("many cues on a line that a line break ends (the old tail rescanned the line after each)", () => {
    expect(cleanRoleText(`${" @ \t".repeat(25_000)}\n`)).toBe(Array(24_999).fill("@").join(" "));
  });

  it("an unclosed bracket run, a separator run and a scale word before a run of spaces", () => {
    expect(cleanRoleText(`${"(".repeat(100_000)}\n()`)).toBe("(".repeat(100_000));
    expect(cleanRoleText(`x${"-,".repeat(50_000)}x`)).toBe(`x${"-,".repeat(50_000)}x`);
    expect(cleanRoleText(`GS-7${" ".repeat(100_000)}x`)).toBe("x");
  });

  it(
    "recheck: the old patterns are super-linear, the new ones are not",
    async () => {
      const [bracketed, edges, scale] = await Promise.all([
        verdicts(OLD_BRACKETED, BRACKETED),
        verdicts(OLD_EDGE_SEPARATORS, EDGE_SEPARATORS),
        verdicts(OLD_SCALE_WORDS, SCALE_WORDS),
      ]);
      expect({ bracketed, edges, scale }).toEqual({
        bracketed: { old: "vulnerable", now: "safe" },
        edges: { old: "vulnerable", now: "safe" },
        scale: { old: "vulnerable", now: "safe" },
      });
      // The tail is now a cue pattern plus a check in code; only the cue pattern is left to backtrack.
      expect((await verdicts(OLD_TAIL, TAIL_CUE)).now).toBe("safe");
      expect((await verdicts(OLD_TAIL, TAIL_CUE)).old).toBe("vulnerable");
    },
    VERDICT_TIMEOUT_MS,
  );
});
