/**
 * Regular expressions recheck flags or cannot decide, kept on purpose. Each is linear for a reason recheck's
 * model does not see, written here, and each is still run on its attack strings (100,000 characters) by the
 * adversarial-input test with the same timeout as every entry point. Keep this list short: rewrite instead.
 */
export interface AllowedPattern {
  file: string;
  source: string;
  flags: string;
  reason: string;
  /** texts that make the pattern do the most work it can */
  attacks: string[];
}

const LONG = 100_000;
const repeat = (unit: string, tail = "\u0000") => unit.repeat(Math.floor((LONG - tail.length) / unit.length)) + tail;

export const ALLOWED_PATTERNS: AllowedPattern[] = [
  {
    file: "lib/engine/parse/cv.ts",
    source: String.raw`\b(?:as|als|comme|como)\s+(?:(?:an?|une?|una?|eine?n?)\s*)?([\p{L}][\p{L} '-]{2,60}?)(?=\s*(?:[,.;()]|\bthen\b|\bat\b|\bfor\b|\bin\b|\bfrom\b|\bbei\b|$))`,
    flags: "u",
    reason:
      "the lazy title is bounded to 61 characters: each cue word tries at most 60 lengths, each looking ahead past one whitespace run",
    attacks: [repeat("as "), repeat("as a x "), `as x${" ".repeat(LONG - 5)}y`],
  },
  {
    file: "lib/engine/writing/local/facts.ts",
    source: String.raw`(?:[£$€¥₹]\s?\d[\d,.]*\s?(?:k|m|bn|million|billion)?|\d[\d,.]*\s?(?:%|percent|k\b|m\b|bn\b|million|billion|x\b)|\b\d[\d,.]*\+?(?=\s+[a-z]))`,
    flags: "i",
    reason:
      "quadratic in a run of digits, but only ever run on achievement lines of 12 to 260 characters (parseAchievements returns before)",
    attacks: [repeat("0,").slice(0, 260), repeat("0").slice(0, 260)],
  },
];
