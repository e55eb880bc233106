import { describe, expect, it } from "vitest";
import { chunkCv, cosineToMatchScore, describeFreshness } from "./match-jobs";

describe("cosineToMatchScore", () => {
  it("maps the documented range linearly and clamps", () => {
    expect(cosineToMatchScore(0.05)).toBe(0);
    expect(cosineToMatchScore(0.7)).toBe(100);
    expect(cosineToMatchScore(0.375)).toBe(50);
    expect(cosineToMatchScore(-0.3)).toBe(0);
    expect(cosineToMatchScore(0.95)).toBe(100);
  });
});

describe("chunkCv", () => {
  it("groups lines up to the size limit", () => {
    const chunks = chunkCv("Line one.\nLine two.\nLine three.", 20);
    expect(chunks).toEqual(["Line one. Line two.", "Line three."]);
  });
  it("caps the number of chunks", () => {
    const text = Array.from({ length: 100 }, (_, i) => `Achievement number ${i} with a long explanation of impact`).join("\n");
    expect(chunkCv(text, 60, 5)).toHaveLength(5);
  });
});

describe("describeFreshness", () => {
  it("states the age and posting date of the oldest listing", () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(describeFreshness(Date.UTC(2026, 10, 10, 9), now)).toBe("oldest listing considered is 12 days old (posted 2026-11-10)");
    expect(describeFreshness(Date.UTC(2026, 10, 21, 10), now)).toBe("oldest listing considered is 1 day old (posted 2026-11-21)");
    expect(describeFreshness(null, now)).toBe("no listings considered");
  });
});
