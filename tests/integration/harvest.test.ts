import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoFeed, resetFeedCacheForTests } from "@/lib/jobs/feed";
import { checkAllowedUrl, harvestJobs, type FetchFn } from "@/lib/jobs/harvester";
import { matchJobs } from "@/lib/jobs/match-jobs";
import { countActiveListings, getJobsDb } from "@/lib/jobs/store";
import type { JobSourcesFile, SourceConfig } from "@/lib/jobs/types";
import { warmEmbeddings } from "@/lib/models/embeddings";
import { DIALECTS, useTestApp } from "./helpers";

const FIXTURES = path.resolve(process.cwd(), "tests/fixtures/job-feeds");
const NOW = Date.UTC(2026, 10, 22);
const noSleep = async () => undefined;

/** Loopback server: /<kind> serves the fixture; /flaky fails twice then serves; /slow never answers in time. */
function startServer(): Promise<{ server: http.Server; base: string; hits: Map<string, number> }> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const name = (req.url ?? "/").split("?")[0].slice(1);
    hits.set(name, (hits.get(name) ?? 0) + 1);
    if (name === "flaky" && (hits.get(name) ?? 0) <= 2) {
      res.writeHead(503).end("busy");
      return;
    }
    if (name === "slow") {
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("[]"), 1500);
      return;
    }
    const file = name === "flaky" ? "remotive" : name;
    try {
      const body = readFileSync(path.join(FIXTURES, `${file}.json`));
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port;
      resolve({ server, base: `http://127.0.0.1:${port}`, hits });
    });
  });
}

describe.each(DIALECTS)("job harvester on %s", (dialect) => {
  useTestApp(dialect);
  let srv: Awaited<ReturnType<typeof startServer>>;
  const src = (kind: SourceConfig["kind"], extra: Partial<SourceConfig> = {}): SourceConfig => ({
    kind,
    enabled: true,
    url: `${srv.base}/${kind}`,
    ...(kind === "greenhouse" || kind === "lever" || kind === "ashby" ? { board: "northbeam" } : {}),
    ...extra,
  });

  beforeAll(async () => {
    resetFeedCacheForTests();
    await warmEmbeddings();
    srv = await startServer();
  });
  afterAll(() => new Promise<void>((r) => srv.server.close(() => r())));

  it("refuses hosts outside the allow-list and non-https URLs", () => {
    expect(() => checkAllowedUrl("https://evil.example.net/jobs", ["api.lever.co"])).toThrow(/allowedHosts/);
    expect(() => checkAllowedUrl("http://api.lever.co/v0/postings/x", ["api.lever.co"])).toThrow(/refused http/);
    expect(() => checkAllowedUrl("https://user:pw@api.lever.co/", ["api.lever.co"])).toThrow(/credentials/);
    expect(checkAllowedUrl("https://api.lever.co/v0/postings/x?mode=json", ["api.lever.co"]).hostname).toBe("api.lever.co");
  });

  it("harvests all six formats, normalises, de-duplicates, expires stale listings and retires the demo feed", async () => {
    await ensureDemoFeed(NOW);
    expect(await countActiveListings()).toBeGreaterThanOrEqual(500);

    const file: JobSourcesFile = {
      allowedHosts: ["127.0.0.1"],
      timeoutMs: 1000,
      retries: 2,
      maxAgeDays: 60,
      sources: [
        src("greenhouse", { name: "greenhouse:northbeam" }),
        src("lever", { name: "lever:northbeam" }),
        src("ashby", { board: "tulipworks" }),
        src("remotive"),
        src("arbeitnow"),
        src("remoteok"),
        { kind: "remotive", enabled: false, url: `${srv.base}/remotive` },
      ],
    };
    const report = await harvestJobs(file, { now: NOW, sleep: noSleep });
    const by = Object.fromEntries(report.sources.map((s) => [s.source, s]));
    expect(report.sources).toHaveLength(6);
    expect(report.sources.every((s) => s.ok)).toBe(true);
    expect(by["greenhouse:northbeam"].fetched).toBe(3);
    // Lever's "Backend Engineer, Senior" at Northbeam in Germany is the Greenhouse posting again.
    expect(by["lever:northbeam"].duplicates).toBe(1);
    expect(by["lever:northbeam"].inserted).toBe(2);
    expect(by["ashby:tulipworks"].fetched).toBe(1);
    expect(by.remoteok.fetched).toBe(2);
    expect(report.expired).toBe(1);
    expect(report.demoRetired).toBeGreaterThanOrEqual(500);

    const { db, t } = await getJobsDb();
    const rows = await db.select().from(t.jobListings).where(eq(t.jobListings.status, "active"));
    // 13 fetched − 1 cross-posted duplicate − 1 expired (posted in August)
    expect(rows).toHaveLength(11);
    const gh = rows.find((r) => r.sourceId === "4012001");
    expect(gh).toMatchObject({
      title: "Senior Backend Engineer (m/f/d)",
      company: "Northbeam",
      countryCode: "DE",
      remote: false,
      url: "https://boards.greenhouse.io/northbeam/jobs/4012001",
      source: "greenhouse:northbeam",
    });
    expect(gh?.description).toContain("Design and build REST APIs");
    expect(gh?.embedding).toBeTruthy();
    const nurse = rows.find((r) => r.title.startsWith("Registered Nurse"));
    expect(nurse).toMatchObject({
      countryCode: "CA",
      remote: true,
      salaryMin: 42,
      salaryMax: 55,
      salaryCurrency: "CAD",
      salaryInterval: "hour",
    });
    expect(rows.find((r) => r.title === "Product Designer")).toMatchObject({
      countryCode: "NL",
      salaryMin: 60000,
      salaryCurrency: "EUR",
      salaryInterval: "year",
    });
    expect(rows.find((r) => r.title === "Senior DevOps Engineer")).toMatchObject({
      countryCode: "US",
      remote: true,
      salaryMin: 140000,
      salaryMax: 170000,
      salaryCurrency: "USD",
    });
    expect(rows.find((r) => r.title.startsWith("Lagerhelfer"))).toMatchObject({ countryCode: "DE", remote: false });
    expect(rows.find((r) => r.title === "Account Executive")).toMatchObject({ countryCode: "GB", salaryMin: null });
    expect(rows.some((r) => r.title === "Internal Placeholder Role")).toBe(false);

    // Matching now runs on the harvested feed, and the demo feed is not re-seeded.
    const result = await matchJobs(
      { cv_text: "Backend engineer: TypeScript, Node.js REST APIs and PostgreSQL tuning.", country_code: "DE", limit: 5 },
      NOW,
    );
    expect(result.scoped_to_country).toBe(true);
    expect(result.total_candidates_considered).toBe(2);
    expect(result.matches[0].source).toBe("greenhouse:northbeam");
    expect(result.data_freshness).toMatch(/^oldest listing considered is \d+ days old/);
    const global = await matchJobs({ cv_text: "ICU nurse, triage, patient care", limit: 3 }, NOW);
    expect(global.total_candidates_considered).toBe(11);
    expect(global.matches[0].title).toMatch(/Nurse/);
  });

  it("a re-harvest updates rather than duplicates", async () => {
    const file: JobSourcesFile = { allowedHosts: ["127.0.0.1"], retries: 0, sources: [src("remoteok")] };
    const report = await harvestJobs(file, { now: NOW, sleep: noSleep });
    expect(report.sources[0]).toMatchObject({ ok: true, inserted: 0, updated: 2 });
  });

  it("retries transient failures with back-off and reports failing sources without stopping the others", async () => {
    const waits: number[] = [];
    const file: JobSourcesFile = {
      allowedHosts: ["127.0.0.1"],
      timeoutMs: 300,
      retries: 2,
      sources: [
        { kind: "remotive", name: "flaky", enabled: true, url: `${srv.base}/flaky` },
        { kind: "lever", name: "missing", board: "x", enabled: true, url: `${srv.base}/missing` },
        { kind: "remotive", name: "slow", enabled: true, url: `${srv.base}/slow` },
        { kind: "greenhouse", name: "outside", board: "x", enabled: true, url: "https://boards-api.greenhouse.io/v1/boards/x/jobs" },
        src("arbeitnow"),
      ],
    };
    const calls: string[] = [];
    const fetchFn: FetchFn = (url, init) => {
      calls.push(url);
      return fetch(url, init);
    };
    const report = await harvestJobs(file, { now: NOW, fetchFn, sleep: async (ms) => void waits.push(ms) });
    const by = Object.fromEntries(report.sources.map((s) => [s.source, s]));
    expect(by.flaky).toMatchObject({ ok: true, attempts: 3 });
    expect(by.missing).toMatchObject({ ok: false, attempts: 1, error: "HTTP 404" });
    expect(by.slow).toMatchObject({ ok: false, attempts: 3, error: "timed out" });
    expect(by.outside.ok).toBe(false);
    expect(by.outside.error).toMatch(/allowedHosts/);
    expect(calls.some((u) => u.includes("greenhouse.io"))).toBe(false);
    expect(by.arbeitnow.ok).toBe(true);
    expect(waits.slice(0, 2)).toEqual([500, 1000]);
  });
});
