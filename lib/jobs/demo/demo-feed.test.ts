import { describe, expect, it } from "vitest";
import { generateDemoFeed } from "./demo-feed";

describe("generateDemoFeed", () => {
  const now = Date.UTC(2026, 10, 22);
  const feed = generateDemoFeed(now);

  it("has at least 500 listings across at least 20 countries and many professions", () => {
    expect(feed.length).toBeGreaterThanOrEqual(500);
    expect(new Set(feed.map((l) => l.countryCode)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(feed.map((l) => l.title.replace(/^(Junior|Senior|Lead) /, ""))).size).toBeGreaterThanOrEqual(60);
  });

  it("is marked as demo data with fictional companies and example.com URLs", () => {
    for (const l of feed) {
      expect(l.source).toBe("demo");
      expect(l.company).toMatch(/\(fictional\)$/);
      expect(l.url).toMatch(/^https:\/\/jobs\.example\.com\/[a-z]{2}\//);
      expect(l.salary?.min).toBeLessThanOrEqual(l.salary?.max ?? 0);
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
