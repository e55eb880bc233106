import { describe, expect, it } from "vitest";
import { buildDedupeKey, canonicaliseUrl, detectRemote, parseSalaryText, parseTime, resolveCountryCode, stripHtml } from "./normalise";

describe("resolveCountryCode", () => {
  it.each([
    ["Berlin, Germany", "DE"],
    ["Austin, TX", "US"],
    ["Toronto, ON", "CA"],
    ["Remote - UK", "GB"],
    ["London", "GB"],
    ["São Paulo", "BR"],
    ["Sydney, NSW", "AU"],
    ["Amsterdam, The Netherlands", "NL"],
    ["Worldwide", null],
    ["", null],
  ])("%s → %s", (loc, code) => {
    expect(resolveCountryCode(loc)).toBe(code);
  });
});

describe("canonicaliseUrl", () => {
  it("drops tracking parameters, fragments and trailing slashes and forces https", () => {
    expect(canonicaliseUrl("http://Jobs.Example.com/a/b/?utm_source=x&id=3#apply")).toBe("https://jobs.example.com/a/b?id=3");
    expect(canonicaliseUrl("https://boards.greenhouse.io/acme/jobs/1?gh_src=abc")).toBe("https://boards.greenhouse.io/acme/jobs/1");
  });
  it("keeps loopback http (tests) as it is", () => {
    expect(canonicaliseUrl("http://127.0.0.1:4000/x")).toBe("http://127.0.0.1:4000/x");
  });
});

describe("buildDedupeKey", () => {
  it("ignores word order, case, (m/f/d) and legal suffixes", () => {
    const a = buildDedupeKey("Senior Backend Engineer (m/f/d)", "Acme GmbH", "DE", "Berlin");
    const b = buildDedupeKey("backend engineer, senior", "ACME", "DE", "Berlin, Germany");
    expect(a).toBe(b);
  });
  it("separates different companies and countries", () => {
    const a = buildDedupeKey("Backend Engineer", "Acme", "DE", "Berlin");
    expect(buildDedupeKey("Backend Engineer", "Other", "DE", "Berlin")).not.toBe(a);
    expect(buildDedupeKey("Backend Engineer", "Acme", "FR", "Paris")).not.toBe(a);
  });
});

describe("parseSalaryText", () => {
  it("reads ranges with k suffixes and symbols", () => {
    expect(parseSalaryText("$120k - $150k")).toEqual({ min: 120000, max: 150000, currency: "USD", interval: "year" });
  });
  it("reads thousands separators, currency codes and intervals", () => {
    expect(parseSalaryText("EUR 4,500 – 5,200 per month")).toEqual({ min: 4500, max: 5200, currency: "EUR", interval: "month" });
    expect(parseSalaryText("£18/hour")).toEqual({ min: 18, max: 18, currency: "GBP", interval: "hour" });
  });
  it("returns null without numbers", () => {
    expect(parseSalaryText("Competitive")).toBeNull();
    expect(parseSalaryText("")).toBeNull();
  });
});

describe("helpers", () => {
  it("detects remote wording", () => {
    expect(detectRemote("Remote (EU)")).toBe(true);
    expect(detectRemote("Berlin", "Backend Engineer")).toBe(false);
  });
  it("strips HTML to text", () => {
    expect(stripHtml("<p>Hello&nbsp;<b>world</b></p><ul><li>A &amp; B</li></ul>")).toBe("Hello world\nA & B");
  });
  it("parses epoch seconds, epoch ms and ISO strings", () => {
    expect(parseTime(1_700_000_000, 0)).toBe(1_700_000_000_000);
    expect(parseTime(1_700_000_000_000, 0)).toBe(1_700_000_000_000);
    expect(parseTime("2026-11-10T00:00:00Z", 0)).toBe(Date.UTC(2026, 10, 10));
    expect(parseTime("not a date", 42)).toBe(42);
  });
});
