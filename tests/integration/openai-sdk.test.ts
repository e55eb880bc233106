import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OpenAI from "openai";
import { POST as chat } from "@/app/(developer-api)/v1/career/chat/completions/route";
import { GET as models } from "@/app/(developer-api)/v1/career/models/route";
import { resetConfigForTests } from "@/lib/config";
import { makeKey, useTestApp } from "./helpers";
import { startAdapter, type RunningAdapter } from "./node-adapter";

describe("openai npm client against /v1/career", () => {
  useTestApp();
  let server: RunningAdapter;
  let free: OpenAI;
  let plus: OpenAI;

  beforeAll(async () => {
    delete process.env.LLM_BASE_URL;
    resetConfigForTests();
    server = await startAdapter([
      { method: "POST", path: "/v1/career/chat/completions", handler: chat },
      { method: "GET", path: "/v1/career/models", handler: models },
    ]);
    const baseURL = `${server.url}/v1/career`;
    free = new OpenAI({ apiKey: (await makeKey({ tier: "FREE" })).key, baseURL, maxRetries: 0 });
    plus = new OpenAI({ apiKey: (await makeKey({ tier: "PLUS" })).key, baseURL, maxRetries: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("creates a non-streaming completion in the OpenAI format", async () => {
    const r = await free.chat.completions.create({ model: "lm-flash", messages: [{ role: "user", content: "How long should my CV be?" }] });
    expect(r.id).toMatch(/^chatcmpl-/);
    expect(r.object).toBe("chat.completion");
    expect(r.model).toBe("lm-flash");
    expect(r.choices[0].message.role).toBe("assistant");
    expect(r.choices[0].message.content).toMatch(/two pages/i);
    expect(r.choices[0].finish_reason).toBe("stop");
    expect(r.usage!.total_tokens).toBe(r.usage!.prompt_tokens + r.usage!.completion_tokens);
    expect(r.usage!.completion_tokens).toBeGreaterThan(10);
  });

  it("streams chunks: role first, finish_reason last, usage chunk with include_usage", async () => {
    const stream = await plus.chat.completions.create({
      model: "lm-deep",
      messages: [{ role: "user", content: "What should a data analyst in Berlin earn?" }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const c of stream) chunks.push(c);
    expect(chunks[0].object).toBe("chat.completion.chunk");
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    const withChoices = chunks.filter((c) => c.choices.length);
    expect(withChoices[withChoices.length - 1].choices[0].finish_reason).toBe("stop");
    expect(withChoices.slice(0, -1).every((c) => c.choices[0].finish_reason === null)).toBe(true);
    const last = chunks[chunks.length - 1];
    expect(last.choices).toEqual([]);
    expect(last.usage!.completion_tokens).toBeGreaterThan(0);
    const text = withChoices.map((c) => c.choices[0].delta.content ?? "").join("");
    expect(text).toMatch(/EUR [\d,]+/);
  });

  it("supports the .stream() helper and finalChatCompletion()", async () => {
    const runner = free.chat.completions.stream({
      model: "lm-flash",
      messages: [{ role: "user", content: "How do I explain a gap in my CV?" }],
    });
    let deltas = "";
    runner.on("content", (d) => (deltas += d));
    const final = await runner.finalChatCompletion();
    expect(final.choices[0].message.content).toBe(deltas);
    expect(final.choices[0].message.content).toMatch(/gap/i);
    expect(final.choices[0].finish_reason).toBe("stop");
  });

  it("refuses a model above the tier with 403 tier_required", async () => {
    const err = await free.chat.completions.create({ model: "lm-deep", messages: [{ role: "user", content: "hi" }] }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(err.status).toBe(403);
    expect(err.code).toBe("tier_required");
    expect(err.param).toBe("model");
  });

  it("answers an unknown model with 404 model_not_found", async () => {
    const err = await free.chat.completions.create({ model: "gpt-9", messages: [{ role: "user", content: "hi" }] }).catch((e) => e);
    expect(err).toBeInstanceOf(OpenAI.NotFoundError);
    expect(err.code).toBe("model_not_found");
  });

  it("stops at max_tokens with finish_reason length, streaming and not", async () => {
    const q = { model: "lm-flash", messages: [{ role: "user" as const, content: "What can you do?" }], max_tokens: 8 };
    const r = await free.chat.completions.create(q);
    expect(r.choices[0].finish_reason).toBe("length");
    expect(r.usage!.completion_tokens).toBeLessThanOrEqual(8);
    const s = await free.chat.completions.create({ ...q, stream: true });
    let reason: string | null = null;
    for await (const c of s) reason = c.choices[0]?.finish_reason ?? reason;
    expect(reason).toBe("length");
  });

  it("caps max_tokens at the model maximum", async () => {
    const r = await free.chat.completions.create({
      model: "lm-flash",
      messages: [{ role: "user", content: "Please review my CV" }],
      max_tokens: 100_000,
    });
    expect(r.usage!.completion_tokens).toBeLessThanOrEqual(300);
  });

  it("works with the key in X-Api-Key (as spec 1 documents) instead of the bearer token", async () => {
    const { key } = await makeKey({ tier: "FREE" });
    const client = new OpenAI({
      apiKey: "not-used",
      baseURL: `${server.url}/v1/career`,
      defaultHeaders: { "X-Api-Key": key },
      maxRetries: 0,
    });
    const r = await client.chat.completions.create({
      model: "lm-flash",
      messages: [{ role: "user", content: "What should a nurse in Toronto earn?" }],
    });
    expect(r.choices[0].message.content).toMatch(/CAD [\d,]+/);
  });

  it("lists the tier's models", async () => {
    const list = await free.models.list();
    expect(list.data.map((m) => m.id)).toEqual(["lm-flash"]);
    const all = await plus.models.list();
    expect(all.data.map((m) => m.id)).toEqual(["lm-flash", "lm-standard", "lm-deep"]);
    expect(all.data[0]).toMatchObject({ object: "model", owned_by: "careerstack" });
  });
});
