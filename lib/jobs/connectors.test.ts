import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONNECTORS } from "./connectors";
import type { SourceKind } from "./types";

const NOW = Date.UTC(2026, 10, 22);
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.resolve(process.cwd(), "tests/fixtures/job-feeds", `${name}.json`), "utf8"));
const parse = (kind: SourceKind, board?: string) => CONNECTORS[kind].parse(fixture(kind), { kind, board }, NOW);

describe("connectors", () => {
  it("build the documented endpoints", () => {
    expect(CONNECTORS.greenhouse.endpoint({ kind: "greenhouse", board: "acme" })).toBe(
      "https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true",
    );
    expect(CONNECTORS.lever.endpoint({ kind: "lever", board: "acme" })).toBe("https://api.lever.co/v0/postings/acme?mode=json");
    expect(CONNECTORS.ashby.endpoint({ kind: "ashby", board: "acme" })).toBe(
      "https://api.ashbyhq.com/posting-api/job-board/acme?includeCompensation=true",
    );
  });

  it("greenhouse: unescapes and strips HTML content, canonicalises URLs, reads company_name", () => {
    const [first] = parse("greenhouse", "northbeam");
    expect(first).toMatchObject({
      source: "greenhouse:northbeam",
      company: "Northbeam",
      countryCode: "DE",
      url: "https://boards.greenhouse.io/northbeam/jobs/4012001",
    });
    expect(first.description).not.toMatch(/<|&lt;/);
    expect(first.postedAt).toBe(Date.parse("2026-11-12T10:00:00-05:00"));
  });

  it("lever: uses the country field, workplaceType and salaryRange; company from the board token", () => {
    const rows = parse("lever", "northbeam");
    expect(rows[1]).toMatchObject({
      company: "Northbeam",
      countryCode: "CA",
      remote: true,
      salary: { min: 42, max: 55, currency: "CAD", interval: "hour" },
    });
    expect(rows[2]).toMatchObject({ countryCode: "IE", remote: false, salary: null });
  });

  it("ashby: skips unlisted jobs and reads the salary component", () => {
    const rows = parse("ashby", "tulipworks");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: "Tulipworks",
      countryCode: "NL",
      salary: { min: 60000, max: 72000, currency: "EUR", interval: "year" },
    });
  });

  it("remotive, arbeitnow and remoteok: remote flags, salary text and the legal-notice row", () => {
    const remotive = parse("remotive");
    expect(remotive[0]).toMatchObject({ countryCode: "US", remote: true, salary: { min: 140000, max: 170000, currency: "USD" } });
    expect(remotive[1]).toMatchObject({ countryCode: null, salary: null });
    const arbeitnow = parse("arbeitnow");
    expect(arbeitnow[0]).toMatchObject({ countryCode: "DE", remote: false, postedAt: 1795257600000 });
    expect(arbeitnow[1]).toMatchObject({ countryCode: null, remote: true });
    const remoteok = parse("remoteok");
    expect(remoteok).toHaveLength(2);
    expect(remoteok[0]).toMatchObject({
      title: "Data Scientist",
      url: "https://remoteok.com/remote-jobs/remote-data-scientist-fraudline-110001",
      salary: { min: 120000, max: 150000 },
    });
    expect(remoteok[1]).toMatchObject({ countryCode: "GB", salary: null });
  });

  it("survives malformed bodies", () => {
    for (const kind of Object.keys(CONNECTORS) as SourceKind[]) {
      expect(CONNECTORS[kind].parse(null, { kind }, NOW)).toEqual([]);
      expect(CONNECTORS[kind].parse({ jobs: "nope", data: 3 }, { kind }, NOW)).toEqual([]);
    }
  });
});
