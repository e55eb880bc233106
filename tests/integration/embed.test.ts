import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as embed } from "@/app/(embed-api)/v1/embed/embed/route";
import { POST as similarity } from "@/app/(embed-api)/v1/embed/similarity/route";
import { POST as matchJobs } from "@/app/(embed-api)/v1/embed/match-jobs/route";
import { resetFeedCacheForTests } from "@/lib/jobs/feed";
import { getJobsDb } from "@/lib/jobs/store";
import { embedModelFingerprint, pendingEmbeddingTokens, shutdownEmbeddings, warmEmbeddings } from "@/lib/models/embeddings";
import { getLimiter } from "@/lib/platform/limiter";
import { writeTinyBert } from "@/tests/fixtures/embeddings/tiny-bert";
import { call, DIALECTS, makeKey, useTestApp } from "./helpers";

type Body = Record<string, unknown>;
const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

const CV = [
  "Registered nurse with six years on an acute medical ward and two in intensive care.",
  "Medication administration, clinical assessment, wound care, triage and infection control.",
  "Preceptor for newly qualified nurses; BLS certified.",
].join("\n");

describe.each(DIALECTS)("embedding API on %s", (dialect) => {
  useTestApp(dialect);
  let key = "";
  let devKey = "";

  beforeAll(async () => {
    resetFeedCacheForTests();
    await warmEmbeddings();
    key = (await makeKey({ family: "embed", tier: "enterprise" })).key;
    devKey = (await makeKey({ family: "developer", tier: "PRO" })).key;
  });

  it("embeds a string and an array into 384-d unit vectors", async () => {
    const one = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { input: "Senior React developer" } });
    expect(one.status).toBe(200);
    expect(one.body.object).toBe("list");
    expect(one.body.model).toBe("embed-v1");
    const data = one.body.data as { object: string; index: number; embedding: number[] }[];
    expect(data).toHaveLength(1);
    expect(data[0].object).toBe("embedding");
    expect(data[0].embedding).toHaveLength(384);
    expect(norm(data[0].embedding)).toBeCloseTo(1, 4);
    expect((one.body.usage as { tokens: number }).tokens).toBe(3);
    expect(typeof one.body.request_id === "string" || one.headers.get("x-request-id")).toBeTruthy();

    const many = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { input: ["nurse", "chef", "welder"] } });
    const rows = many.body.data as { index: number; embedding: number[] }[];
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2]);
    for (const r of rows) expect(norm(r.embedding)).toBeCloseTo(1, 4);
  });

  it("accepts `text` as an alias of `input` and gives the same vector", async () => {
    const a = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { text: "Warehouse forklift driver" } });
    const b = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { input: "Warehouse forklift driver" } });
    expect(a.status).toBe(200);
    const va = (a.body.data as { embedding: number[] }[])[0].embedding;
    const vb = (b.body.data as { embedding: number[] }[])[0].embedding;
    expect(va).toEqual(vb);
  });

  it("rejects 97 inputs, an over-long input, a missing input and an unknown model", async () => {
    const tooMany = await call<Body>(embed, "/v1/embed/embed", {
      key,
      family: "embed",
      body: { input: Array.from({ length: 97 }, (_, i) => `text ${i}`) },
    });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body.error as Body).code).toBe("invalid_request");
    expect((tooMany.body.error as Body).param).toBe("input");
    const tooLong = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { input: "x".repeat(8001) } });
    expect(tooLong.status).toBe(400);
    const missing = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: {} });
    expect(missing.status).toBe(400);
    expect((missing.body.error as Body).param).toBe("input");
    const model = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { input: "a", model: "embed-v9" } });
    expect(model.status).toBe(404);
    expect((model.body.error as Body).code).toBe("model_not_found");
  });

  it("serves an operator's local ONNX model as embed-onnx, and 404s that name when none is configured", async () => {
    const notConfigured = await call<Body>(embed, "/v1/embed/embed", {
      key,
      family: "embed",
      body: { input: "nurse", model: "embed-onnx" },
    });
    expect(notConfigured.status).toBe(404);
    expect((notConfigured.body.error as Body).code).toBe("model_not_found");
    const root = mkdtempSync(path.join(tmpdir(), "onnx-route-"));
    writeTinyBert(path.join(root, "tiny-bert-384"), 384);
    process.env.EMBED_MODEL_PATH = path.join(root, "tiny-bert-384");
    try {
      const r = await call<Body>(embed, "/v1/embed/embed", {
        key,
        family: "embed",
        body: { input: ["registered nurse", "chef"], model: "embed-onnx" },
      });
      expect(r.status).toBe(200);
      expect(r.body.model).toBe("embed-onnx");
      const data = r.body.data as { embedding: number[] }[];
      expect(data).toHaveLength(2);
      expect(data[0].embedding).toHaveLength(384);
      expect(norm(data[0].embedding)).toBeCloseTo(1, 4);
      // embed-v1 stays the default and is untouched by the configured onnx model.
      const v1 = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { input: "registered nurse" } });
      expect(v1.body.model).toBe("embed-v1");
    } finally {
      delete process.env.EMBED_MODEL_PATH;
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("similarity is in [0,1], ≈1 for identical texts and higher for related than unrelated texts", async () => {
    const same = await call<Body>(similarity, "/v1/embed/similarity", {
      key,
      family: "embed",
      body: { text_a: "Data analyst with SQL", text_b: "Data analyst with SQL" },
    });
    expect(same.status).toBe(200);
    expect(same.body.model).toBe("embed-v1");
    expect(same.body.similarity as number).toBeGreaterThan(0.999);
    const related = await call<Body>(similarity, "/v1/embed/similarity", {
      key,
      family: "embed",
      body: { text_a: "Registered nurse on a hospital ward", text_b: "Staff nurse caring for patients" },
    });
    const unrelated = await call<Body>(similarity, "/v1/embed/similarity", {
      key,
      family: "embed",
      body: { text_a: "Registered nurse on a hospital ward", text_b: "Kubernetes and Terraform infrastructure automation" },
    });
    for (const r of [related, unrelated]) {
      expect(r.body.similarity as number).toBeGreaterThanOrEqual(0);
      expect(r.body.similarity as number).toBeLessThanOrEqual(1);
    }
    expect(related.body.similarity as number).toBeGreaterThan(unrelated.body.similarity as number);
    const bad = await call<Body>(similarity, "/v1/embed/similarity", { key, family: "embed", body: { text_a: "only one" } });
    expect(bad.status).toBe(400);
    expect((bad.body.error as Body).param).toBe("text_b");
  });

  it("match-jobs returns 10 by default, 25 at limit 25, 400 at limit 26", async () => {
    const r = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { cv_text: CV } });
    expect(r.status).toBe(200);
    const matches = r.body.matches as Body[];
    expect(matches).toHaveLength(10);
    expect(r.body.model).toBe("embed-v1");
    expect(r.body.scoped_to_country).toBe(false);
    expect(r.body.total_candidates_considered as number).toBeGreaterThanOrEqual(5000);
    expect(r.body.data_freshness as string).toMatch(/^oldest listing considered is \d+ days? old \(posted \d{4}-\d{2}-\d{2}\)$/);
    for (const m of matches) {
      expect(m.matchScore as number).toBeGreaterThanOrEqual(0);
      expect(m.matchScore as number).toBeLessThanOrEqual(100);
      expect(m.source).toBe("demo");
      expect(m.url as string).toMatch(/^https:\/\/jobs\.example\.com\//);
      expect(typeof m.title).toBe("string");
      expect(typeof m.company).toBe("string");
    }
    const scores = matches.map((m) => m.matchScore as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // A nursing CV should be matched to care work, not to software.
    expect(matches[0].title as string).toMatch(/nurse|care|doctor|physician|pharmac/i);
    // Every match says why: similarity, the listing's requirements split into met and missing, level and place.
    for (const m of matches) {
      const why = m.reasons as Body;
      expect(typeof why.semantic_similarity).toBe("number");
      expect(typeof why.title_similarity).toBe("number");
      expect(Array.isArray(why.matched_requirements) && Array.isArray(why.missing_requirements)).toBe(true);
      expect((why.seniority as Body).listing).toMatch(/^(intern|junior|mid|senior|lead|principal|executive)$/);
      expect(why.location_fit).toBe(1);
      expect(typeof why.summary).toBe("string");
    }
    expect(matches.some((m) => ((m.reasons as Body).matched_requirements as string[]).length > 0)).toBe(true);

    const r25 = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { cv_text: CV, limit: 25 } });
    expect(r25.body.matches as Body[]).toHaveLength(25);
    const r26 = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { cv_text: CV, limit: 26 } });
    expect(r26.status).toBe(400);
    expect((r26.body.error as Body).param).toBe("limit");
    const noCv = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { limit: 5 } });
    expect(noCv.status).toBe(400);
    expect((noCv.body.error as Body).param).toBe("cv_text");
  });

  it("re-embeds stored listing vectors made by another model fingerprint before searching them", async () => {
    const { db, t } = await getJobsDb();
    // Simulate vectors stored before the concept channel (plain "embed-v1", sentence channel only).
    await db.update(t.jobListings).set({ embeddingModel: "embed-v1" });
    resetFeedCacheForTests();
    const r = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { cv_text: CV, limit: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.total_candidates_considered as number).toBeGreaterThanOrEqual(5000);
    const models = await db.selectDistinct({ m: t.jobListings.embeddingModel }).from(t.jobListings);
    expect(models.map((x) => x.m)).toEqual([embedModelFingerprint()]);
  });

  it("scopes to a country that has listings and falls back to the global pool otherwise", async () => {
    const de = await call<Body>(matchJobs, "/v1/embed/match-jobs", {
      key,
      family: "embed",
      body: { cv_text: CV, country_code: "de", limit: 25 },
    });
    expect(de.status).toBe(200);
    expect(de.body.scoped_to_country).toBe(true);
    const deMatches = de.body.matches as Body[];
    expect(deMatches.length).toBeGreaterThan(0);
    for (const m of deMatches) expect(m.country_code).toBe("DE");
    // The German pool only: 24 hand-written + 96 taxonomy listings, far fewer than the 5,000+ of the global pool.
    expect(de.body.total_candidates_considered as number).toBeLessThan(200);

    const none = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { cv_text: CV, country_code: "IS" } });
    expect(none.status).toBe(200);
    expect(none.body.scoped_to_country).toBe(false);
    expect(none.body.total_candidates_considered as number).toBeGreaterThanOrEqual(5000);
    const bad = await call<Body>(matchJobs, "/v1/embed/match-jobs", {
      key,
      family: "embed",
      body: { cv_text: CV, country_code: "Germany" },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.error as Body).param).toBe("country_code");
  });

  it("refuses a developer key, a missing bearer and a malformed key with 401", async () => {
    const dev = await call<Body>(embed, "/v1/embed/embed", { key: devKey, family: "embed", body: { input: "x" } });
    expect(dev.status).toBe(401);
    expect((dev.body.error as Body).code).toBe("invalid_api_key");
    const devHeader = await call<Body>(embed, "/v1/embed/embed", { key: devKey, family: "developer", body: { input: "x" } });
    expect(devHeader.status).toBe(401);
    const none = await call<Body>(similarity, "/v1/embed/similarity", { body: { text_a: "a", text_b: "b" } });
    expect(none.status).toBe(401);
    expect((none.body.error as Body).code).toBe("invalid_api_key");
    const malformed = await call<Body>(matchJobs, "/v1/embed/match-jobs", {
      key: "cstm_em_nothex",
      family: "embed",
      body: { cv_text: CV },
    });
    expect(malformed.status).toBe(401);
  });
});

// The queue in front of the model, with a stand-in worker (real protocol, 512 numbers per text, handles one message
// at a time like the real one). A batch holding a text with "HOLD:<name>" blocks the worker until the test creates the
// file <name> beside it, so what is queued behind it is known exactly: no timing involved.
const STAND_IN = `
const { existsSync } = require("node:fs");
const path = require("node:path");
const { parentPort } = require("node:worker_threads");
const pause = new Int32Array(new SharedArrayBuffer(4));
parentPort.on("message", (m) => {
  if (m.type === "warm") return parentPort.postMessage({ id: m.id, ok: true });
  for (const t of m.texts) {
    const hold = /HOLD:(\\w+)/.exec(t);
    if (hold) while (!existsSync(path.join(__dirname, hold[1]))) Atomics.wait(pause, 0, 0, 5);
  }
  const out = new Float32Array(m.texts.length * 512);
  m.texts.forEach((t, i) => { for (let j = 0; j < 512; j++) out[i * 512 + j] = Math.sin(t.length + j); });
  parentPort.postMessage({ id: m.id, ok: true, vectors: out }, [out.buffer]);
});`;

describe("embedding queue: token budgets, per-account cap and turn-taking", () => {
  useTestApp();
  const saved = process.env.EMBED_WORKER_PATH;
  const savedWorkers = process.env.EMBED_WORKERS;
  let dir = "";
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "cs-embed-"));
    const file = path.join(dir, "stand-in-worker.cjs");
    writeFileSync(file, STAND_IN);
    await shutdownEmbeddings();
    process.env.EMBED_WORKER_PATH = file;
    process.env.EMBED_WORKERS = "1";
  });
  afterAll(async () => {
    await shutdownEmbeddings();
    if (saved === undefined) delete process.env.EMBED_WORKER_PATH;
    else process.env.EMBED_WORKER_PATH = saved;
    if (savedWorkers === undefined) delete process.env.EMBED_WORKERS;
    else process.env.EMBED_WORKERS = savedWorkers;
  });

  /** n distinct texts of `words` tokens each (never cached between tests: `tag` differs) */
  const texts = (tag: string, n: number, words: number) =>
    Array.from({ length: n }, (_, i) => `${tag} ${i} ${"word ".repeat(words - 2)}`.trim());
  const release = (name: string) => writeFileSync(path.join(dir, name), "");
  /** Waits (no deadline of its own: the test timeout is the bound) until the account has exactly `tokens` queued. */
  async function queued(accountId: string, tokens: number) {
    while (pendingEmbeddingTokens(`acct:${accountId}`) !== tokens) await new Promise((r) => setTimeout(r, 5));
  }

  it("refuses a free key's request over 20,000 tokens with 400 naming input and the limit; pro takes it", async () => {
    const free = await makeKey({ family: "embed", tier: "free" });
    const input = texts("budget", 96, 220); // 21,120 tokens
    const r = await call<Body>(embed, "/v1/embed/embed", { key: free.key, family: "embed", body: { input } });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "invalid_request", param: "input" });
    expect((r.body.error as Body).message).toMatch(/21,120 tokens.*free key may send at most 20,000 per request/);
    const viaAlias = await call<Body>(embed, "/v1/embed/embed", { key: free.key, family: "embed", body: { text: input } });
    expect((viaAlias.body.error as Body).param).toBe("text");
    const pro = await makeKey({ family: "embed", tier: "pro" });
    const ok = await call<Body>(embed, "/v1/embed/embed", { key: pro.key, family: "embed", body: { input } });
    expect(ok.status).toBe(200);
    expect(ok.body.usage).toEqual({ tokens: 21_120 });
  });

  it("answers 429 with Retry-After when an account already has its queue full, and spends no quota on it", async () => {
    const free = await makeKey({ family: "embed", tier: "free" });
    // two calls of 19,200 tokens fit the free cap of 40,000 together; a third while they wait does not
    const held = [`HOLD:capRelease ${"word ".repeat(197)}`.trim(), ...texts("capA", 95, 200)]; // 96 × 200 tokens
    const first = call<Body>(embed, "/v1/embed/embed", { key: free.key, family: "embed", body: { input: held } });
    await queued(free.accountId, 19_200);
    const second = call<Body>(embed, "/v1/embed/embed", { key: free.key, family: "embed", body: { input: texts("capB", 96, 200) } });
    await queued(free.accountId, 38_400);
    const third = await call<Body>(embed, "/v1/embed/embed", { key: free.key, family: "embed", body: { input: texts("capC", 96, 200) } });
    expect(third.status).toBe(429);
    expect(third.body.error).toMatchObject({
      code: "rate_limit_exceeded",
      message: expect.stringMatching(/38,400 tokens of embedding work waiting; the free tier allows 40,000/),
    });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // another account is served meanwhile (its text waits for its turn, not for the cap)
    const other = await makeKey({ family: "embed", tier: "free" });
    const otherCall = call(embed, "/v1/embed/embed", { key: other.key, family: "embed", body: { input: "Welder" } });
    release("capRelease");
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await otherCall).status).toBe(200);
    // drained: the account is admitted again; the refused call cost no daily quota
    expect((await call(embed, "/v1/embed/embed", { key: free.key, family: "embed", body: { input: texts("capD", 1, 5) } })).status).toBe(
      200,
    );
    expect(await getLimiter().dailyCount(`key:${free.keyId}`, Date.now())).toBe(3);
  });

  it("takes accounts in turn: one account's 96 long texts do not hold back another account's single text", async () => {
    const big = await makeKey({ family: "embed", tier: "enterprise" });
    const small = await makeKey({ family: "embed", tier: "free" });
    const done: string[] = [];
    const input = ["HOLD:turnRelease", ...texts("turnBig", 95, 400)]; // the held text is 3 tokens: HOLD, ":", turnRelease
    const bigCall = call(embed, "/v1/embed/embed", { key: big.key, family: "embed", body: { input } }).then((r) => {
      done.push("big");
      return r;
    });
    await queued(big.accountId, 3 + 95 * 400);
    const smallCall = call(embed, "/v1/embed/embed", { key: small.key, family: "embed", body: { input: "Registered nurse" } }).then((r) => {
      done.push("small");
      return r;
    });
    await queued(small.accountId, 2);
    release("turnRelease");
    const [b, s] = await Promise.all([bigCall, smallCall]);
    expect([b.status, s.status]).toEqual([200, 200]);
    expect(done).toEqual(["small", "big"]);
  });
});
