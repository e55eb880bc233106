import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as usage } from "@/app/(transformer-api)/transformer/v1/usage/route";
import { GET as models } from "@/app/(embed-api)/docs/models/route";
import { GET as unknownCstm } from "@/app/(transformer-api)/cstm/[...slug]/route";
import { openRoute, transformerRoute, embedRoute } from "@/lib/http/route";
import { numberish, listish } from "@/lib/contracts/common";
import { revokeApiKey } from "@/lib/platform/key-store";
import { call, makeKey, useTestApp } from "./helpers";

const Echo = z.object({ text: z.string().min(1), years: numberish.optional(), skills: listish.optional() });
const echoKeyed = transformerRoute(Echo, { endpoint: "/transformer/v1/echo", taskType: "echo" }, async ({ body }) => ({
  data: body,
  confidence: 0.8,
}));
const echoOpen = openRoute(Echo, { endpoint: "/cstm/echo", taskType: "echo" }, async ({ body }) => ({ data: body, confidence: 0.8 }));
const echoEmbed = embedRoute(Echo, { endpoint: "/v1/embed/echo" }, async ({ body }) => ({ echo: body.text, model: "embed-v1" }));

describe("transformer, open and embed pipelines", () => {
  useTestApp();

  it("requires X-API-Key on transformer routes, in the transformer error shape", async () => {
    const r = await call(usage, "/transformer/v1/usage");
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, error: expect.any(String), requestId: expect.any(String) });
    const dev = await makeKey({ family: "developer" });
    expect((await call(usage, "/transformer/v1/usage", { key: dev.key, family: "transformer" })).status).toBe(401);
    const embed = await makeKey({ family: "embed" });
    expect((await call(usage, "/transformer/v1/usage", { key: embed.key, family: "transformer" })).status).toBe(401);
    const t = await makeKey({ family: "transformer" });
    await revokeApiKey(t.accountId, t.keyId);
    expect((await call(usage, "/transformer/v1/usage", { key: t.key, family: "transformer" })).status).toBe(401);
  });

  it("accepts the header in any case and wraps data in the envelope with meta", async () => {
    const t = await makeKey({ family: "transformer", tier: "free" });
    const r = await call(echoKeyed, "/transformer/v1/echo", {
      headers: { "x-api-key": t.key },
      body: { text: "hi", years: "5", skills: "Python, SQL\nGo" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      data: { text: "hi", years: 5, skills: ["Python", "SQL", "Go"] },
      requestId: expect.stringMatching(/^req_/),
      usageToday: 1,
      dailyLimit: 100,
      meta: {
        apiVersion: "v1",
        taskType: "echo",
        confidence: 0.8,
        model: expect.any(String),
        inferenceMs: expect.any(Number),
        knowledgeCutoff: expect.any(String),
      },
    });
    expect(r.headers.get("x-ratelimit-limit")).toBe("10");
  });

  it("names the field on 400 and rejects bad JSON", async () => {
    const t = await makeKey({ family: "transformer" });
    const r = await call(echoKeyed, "/transformer/v1/echo", { key: t.key, family: "transformer", body: { years: 3 } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, field: "text" });
    const j = await call(echoKeyed, "/transformer/v1/echo", { key: t.key, family: "transformer", rawBody: "{]" });
    expect(j.status).toBe(400);
    expect(j.body).toMatchObject({ success: false, code: "invalid_json" });
  });

  it("answers 429 with tier, used, limit, retryAfter, upgrade and Retry-After", async () => {
    const t = await makeKey({ family: "transformer", tier: "free" });
    for (let i = 0; i < 10; i++)
      expect((await call(echoKeyed, "/transformer/v1/echo", { key: t.key, family: "transformer", body: { text: "x" } })).status).toBe(200);
    const r = await call(echoKeyed, "/transformer/v1/echo", { key: t.key, family: "transformer", body: { text: "x" } });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({
      success: false,
      error: expect.stringContaining("resets at"),
      tier: "free",
      used: 10,
      limit: 10,
      retryAfter: expect.any(Number),
      upgrade: expect.stringContaining("http"),
    });
    expect(Number(r.headers.get("retry-after"))).toBe(r.body.retryAfter);
  });

  it("reports the key's usage: plan, today by endpoint, 30-day history", async () => {
    const t = await makeKey({ family: "transformer", tier: "pro" });
    for (let i = 0; i < 3; i++) await call(echoKeyed, "/transformer/v1/echo", { key: t.key, family: "transformer", body: { text: "x" } });
    const r = await call(usage, "/transformer/v1/usage", { key: t.key, family: "transformer" });
    expect(r.status).toBe(200);
    const data = r.body.data as {
      plan: { used: number; limit: number };
      today: { byEndpoint: { endpoint: string; requests: number }[] };
      history: unknown[];
    };
    expect(data.plan).toMatchObject({ used: 3, limit: 10000, tier: "pro" });
    expect(data.today.byEndpoint).toEqual([expect.objectContaining({ endpoint: "/transformer/v1/echo", requests: 3 })]);
    expect(data.history).toHaveLength(30);
    expect(r.body.meta).toBeUndefined();
  });

  it("lets anonymous callers use open routes, limited per IP, and counts a presented key instead", async () => {
    for (let i = 0; i < 60; i++) expect((await call(echoOpen, "/cstm/echo", { body: { text: "x" }, ip: "203.0.113.5" })).status).toBe(200);
    const over = await call(echoOpen, "/cstm/echo", { body: { text: "x" }, ip: "203.0.113.5" });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ tier: "anonymous", limit: 60 });
    expect((await call(echoOpen, "/cstm/echo", { body: { text: "x" }, ip: "203.0.113.6" })).status).toBe(200);
    const t = await makeKey({ family: "transformer", tier: "free" });
    const keyed = await call(echoOpen, "/cstm/echo", { body: { text: "x" }, ip: "203.0.113.5", key: t.key, family: "transformer" });
    expect(keyed.status).toBe(200);
    expect(keyed.body).toMatchObject({ usageToday: 1, dailyLimit: 100 });
    const bad = await call(echoOpen, "/cstm/echo", { body: { text: "x" }, key: "csk_live_nope", family: "transformer" });
    expect(bad.status).toBe(401);
  });

  it("embedding routes take Bearer cstm_em_ keys only, in the developer error shape", async () => {
    const e = await makeKey({ family: "embed" });
    expect((await call(echoEmbed, "/v1/embed/echo", { key: e.key, family: "embed", body: { text: "x" } })).status).toBe(200);
    const dev = await makeKey({ family: "developer" });
    const wrong = await call(echoEmbed, "/v1/embed/echo", { key: dev.key, family: "embed", body: { text: "x" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: { code: "invalid_api_key" } });
    const none = await call(echoEmbed, "/v1/embed/echo", { body: { text: "x" } });
    expect(none.status).toBe(401);
    const header = await call(echoEmbed, "/v1/embed/echo", { key: e.key, family: "developer", body: { text: "x" } });
    expect(header.status).toBe(401);
  });

  it("lists every family and route at /docs/models", async () => {
    const r = await call(models, "/docs/models");
    const fams = r.body.families as { family: string; key_prefix: string; endpoints: { path: string }[] }[];
    expect(fams.map((f) => f.family)).toEqual(
      expect.arrayContaining(["developer", "embedding", "transformer", "intelligence-heads", "life-simulation"]),
    );
    const paths = fams.flatMap((f) => f.endpoints.map((e) => e.path));
    expect(paths).toEqual(
      expect.arrayContaining(["/v1/embed/match-jobs", "/cstm/skill-gap", "/life-intel/wrong-path-alert", "/v1/career/chat/completions"]),
    );
    expect(paths.filter((p) => /^\/(future-self|life-intel|life-sim)\//.test(p))).toHaveLength(21);
  });

  it("lists embed-onnx beside embed-v1 only when the operator configured EMBED_MODEL_PATH", async () => {
    const embedModels = async () =>
      ((await call(models, "/docs/models")).body.families as { family: string; models: string[] }[]).find((f) => f.family === "embedding")
        ?.models;
    const saved = process.env.EMBED_MODEL_PATH;
    try {
      delete process.env.EMBED_MODEL_PATH;
      expect(await embedModels()).toEqual(["embed-v1"]);
      process.env.EMBED_MODEL_PATH = "/srv/models/all-MiniLM-L6-v2";
      expect(await embedModels()).toEqual(["embed-v1", "embed-onnx"]);
    } finally {
      if (saved === undefined) delete process.env.EMBED_MODEL_PATH;
      else process.env.EMBED_MODEL_PATH = saved;
    }
  });

  it("answers unknown transformer-family paths with the transformer 404 shape", async () => {
    const r = await call(unknownCstm, "/cstm/nope", { body: {}, params: { slug: "nope" } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: "not_found" });
  });
});
