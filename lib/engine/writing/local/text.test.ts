import { describe, expect, it } from "vitest";
import { countTokens, countWords, fitParagraphsToWords, truncateToTokens } from "./text";

describe("word counting rule", () => {
  it.each([
    ["", 0],
    ["Hello world", 2],
    ["I don't co-own the 3.5 TB, 1,200-seat set-up.", 8],
    ["- Reduced costs by £310k (40%) — fast.", 6],
    ["Sehr geehrte Damen und Herren,", 5],
    ["« Réduit de 40 % »", 3],
    ["e-mail: a@b.com", 3],
  ])("%s → %d", (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

describe("tokens", () => {
  it("counts word pieces and punctuation", () => {
    expect(countTokens("Hi!")).toBe(2);
    expect(countTokens("internationalisation")).toBe(5);
  });

  it("truncates at a piece boundary within the budget", () => {
    const t = truncateToTokens("one two six ten five", 3);
    expect(t).toEqual({ text: "one two six", truncated: true });
    expect(truncateToTokens("short", 10)).toEqual({ text: "short", truncated: false });
  });
});

describe("fitting paragraphs to a word limit", () => {
  const paragraphs = [
    "Dear team,",
    "Opening sentence here. Second opening sentence.",
    "Middle one. Middle two. Middle three.",
    "Closing line here.",
    "Kind regards,\nAna",
  ];
  it("drops middle sentences first and keeps the frame", () => {
    const out = fitParagraphsToWords(paragraphs, 16, 2, 2);
    expect(countWords(out.join("\n\n"))).toBeLessThanOrEqual(16);
    expect(out[0]).toBe("Dear team,");
    expect(out[out.length - 1]).toBe("Kind regards,\nAna");
    expect(out[1]).toBe(paragraphs[1]);
  });

  it("cuts words when the frame alone is over the limit", () => {
    const out = fitParagraphsToWords(paragraphs, 5, 2, 2);
    expect(countWords(out.join("\n\n"))).toBeLessThanOrEqual(5);
  });
});
