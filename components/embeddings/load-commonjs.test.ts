import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCommonJs } from "./load-commonjs";

describe("loadCommonJs", () => {
  it("evaluates a CommonJS module with the given dependencies", () => {
    const m = loadCommonJs('const dep = require("dep"); exports.twice = (x) => dep.k * x; module.exports.name = "m";', "m.js", {
      dep: { k: 2 },
    });
    expect((m.twice as (x: number) => number)(21)).toBe(42);
    expect(m.name).toBe("m");
  });
  it("gives Node-only modules as empty objects and refuses anything else", () => {
    expect(loadCommonJs('exports.fs = require("fs");', "a.js").fs).toEqual({});
    expect(() => loadCommonJs('require("left-pad");', "b.js")).toThrow(/b\.js requires "left-pad"/);
  });
  it("loads the real @energetic-ai/embeddings bundle against a provided core", () => {
    const src = readFileSync(path.resolve(process.cwd(), "node_modules/@energetic-ai/embeddings/dist/index.js"), "utf8");
    const m = loadCommonJs(src, "energetic-ai-embeddings.js", { "@energetic-ai/core": {} });
    expect(typeof m.EmbeddingsModel).toBe("function");
    expect(typeof m.initModel).toBe("function");
  });
});
