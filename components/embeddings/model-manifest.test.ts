import { describe, expect, it } from "vitest";
import { selectBrowserFiles, type ModelManifestJson } from "./model-manifest";

const manifest: ModelManifestJson = {
  model: "embed-v1",
  version: "abc",
  outputDim: 384,
  files: [
    { name: "energetic-ai-core.js", role: "runtime", bytes: 10 },
    { name: "energetic-ai-embeddings.js", role: "runtime", bytes: 10 },
    { name: "tfjs-backend-wasm.wasm", role: "wasm", bytes: 30 },
    { name: "tfjs-backend-wasm-simd.wasm", role: "wasm", bytes: 40 },
    { name: "tfjs-backend-wasm-threaded-simd.wasm", role: "wasm", bytes: 50 },
    { name: "model.json", role: "graph", bytes: 5 },
    { name: "group1-shard1of1", role: "weights", bytes: 100 },
    { name: "vocab.json", role: "vocabulary", bytes: 7 },
    { name: "projection.json", role: "projection", bytes: 8 },
    { name: "concepts.json", role: "concepts", bytes: 9 },
  ],
};

describe("selectBrowserFiles", () => {
  it("downloads only the SIMD binary when SIMD is available, never the threaded one", () => {
    const { files, wasm } = selectBrowserFiles(manifest, true);
    expect(wasm).toBe("tfjs-backend-wasm-simd.wasm");
    expect(files.filter((f) => f.role === "wasm").map((f) => f.name)).toEqual(["tfjs-backend-wasm-simd.wasm"]);
    expect(files).toHaveLength(8);
  });
  it("falls back to the plain binary without SIMD", () => {
    expect(selectBrowserFiles(manifest, false).wasm).toBe("tfjs-backend-wasm.wasm");
  });
  it("refuses a manifest that lacks a required file", () => {
    const broken = { ...manifest, files: manifest.files.filter((f) => f.name !== "vocab.json") };
    expect(() => selectBrowserFiles(broken, true)).toThrow(/vocab\.json/);
  });
  it("refuses a manifest without the concept lexicon (the browser could not compute embed-v1)", () => {
    const broken = { ...manifest, files: manifest.files.filter((f) => f.name !== "concepts.json") };
    expect(() => selectBrowserFiles(broken, true)).toThrow(/concepts\.json/);
  });
});
