import { describe, expect, it } from "vitest";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { listingEmbeddingText } from "../embedding-text";
import { generateDemoFeed } from "./demo-feed";
import { findDemoSentenceVector } from "./demo-vectors";

describe("generateDemoFeed", () => {
  const now = Date.UTC(2026, 10, 22);
  const feed = generateDemoFeed(now);

  it("has at least 5,000 listings across at least 40 countries, covering nearly every taxonomy occupation", () => {
    expect(feed.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(feed.map((l) => l.countryCode)).size).toBeGreaterThanOrEqual(40);
    const titles = new Set(feed.map((l) => l.title.replace(/^(Junior|Senior|Lead) /, "")));
    expect(OCCUPATIONS.filter((o) => titles.has(o.title)).length).toBeGreaterThanOrEqual(OCCUPATIONS.length * 0.95);
  });

  it("ships a sentence vector for every listing, so seeding needs no model call", () => {
    const missing = feed.filter((l) => !findDemoSentenceVector(listingEmbeddingText(l)));
    expect(missing.map((l) => l.title)).toEqual([]);
  });

  it("is marked as demo data with fictional companies and example.com URLs", () => {
    for (const l of feed) {
      expect(l.source).toBe("demo");
      expect(l.company).toMatch(/\(fictional\)$/);
      expect(l.url).toMatch(/^https:\/\/jobs\.example\.com\/[a-z]{2}\//);
      if (l.salary) expect(l.salary.min).toBeLessThanOrEqual(l.salary.max ?? 0);
    }
    expect(new Set(feed.map((l) => l.url)).size).toBe(feed.length);
  });

  it("is deterministic and posts within the last four weeks", () => {
    expect(generateDemoFeed(now)).toEqual(feed);
    for (const l of feed) {
      expect(l.postedAt).toBeLessThanOrEqual(now);
      expect(now - l.postedAt).toBeLessThan(29 * 86_400_000);
    }
  });
});
