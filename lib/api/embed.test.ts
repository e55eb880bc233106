import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { countTokens, embedForApi } from "./embed";

describe("countTokens", () => {
  it("counts word runs and punctuation marks across inputs", () => {
    expect(countTokens(["Senior React developer"])).toBe(3);
    expect(countTokens(["Hello, world!", "C++ dev"])).toBe(4 + 4);
    expect(countTokens(["Müller & Söhne"])).toBe(3);
    expect(countTokens([""])).toBe(0);
  });
});

describe("embedForApi", () => {
  const saved = process.env.EMBED_PROJECTION_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.EMBED_PROJECTION_PATH;
    else process.env.EMBED_PROJECTION_PATH = saved;
  });

  it("answers 404 model_not_found for another model", async () => {
    await expect(embedForApi({ input: "x", model: "text-embedding-3-small" })).rejects.toMatchObject({
      code: "model_not_found",
      status: 404,
      param: "model",
    });
  });

  it("answers 503 model_unavailable when the model cannot be loaded (no fallback)", async () => {
    process.env.EMBED_PROJECTION_PATH = "/nonexistent/projection.json";
    const err = await embedForApi({ input: "x" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: "model_unavailable", status: 503 });
  });
});
