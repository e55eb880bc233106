import { describe, expect, it } from "vitest";
import { capText } from "./text-cap.mjs";

describe("capText", () => {
  it("normalises line ends and blank runs and keeps short text whole", () => {
    expect(capText("  a\r\nb\r\rc\n\n\n\nd  ", 100)).toEqual({ text: "a\nb\n\nc\n\nd", cut: false });
  });

  it("cuts at the cap on a word boundary", () => {
    const text = Array.from({ length: 100 }, (_, i) => `w${i}`).join(" ");
    const out = capText(text, 50);
    expect(out.cut).toBe(true);
    expect(out.text.length).toBeLessThanOrEqual(50);
    expect(text.startsWith(`${out.text} `)).toBe(true);
  });

  it("says cut when the parser returned far more than twice the cap, even if it was blank", () => {
    expect(capText("word" + "\n".repeat(1000), 100)).toEqual({ text: "word", cut: true });
  });
});
