import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTinyBert } from "@/tests/fixtures/embeddings/tiny-bert";
import { loadOnnxEmbedder, meanPoolNormalise, OnnxModelUnavailableError, type OnnxEmbedder } from "./onnx-provider";

const HIDDEN = 8;

let dir = "";
let embedder: OnnxEmbedder;

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "onnx-embed-"));
  dir = path.join(root, "tiny-bert");
  writeTinyBert(dir, HIDDEN);
  embedder = await loadOnnxEmbedder(dir, { batchSize: 2 });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(path.dirname(dir), { recursive: true, force: true });
});

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

describe("onnx provider on a generated BERT-shaped model", () => {
  it("loads from the local folder and returns one unit vector of the model's hidden size per text", async () => {
    expect(embedder.dim).toBe(HIDDEN);
    const [v] = await embedder.embed(["registered nurse on the ward"]);
    expect(v).toHaveLength(HIDDEN);
    expect(Math.sqrt(dot(v, v))).toBeCloseTo(1, 5);
  });

  it("tokenises (lower-case, word pieces): a text and its upper-case form give the same vector", async () => {
    const [a, b] = await embedder.embed(["Software Engineer", "SOFTWARE ENGINEER"]);
    expect(Array.from(a)).toEqual(Array.from(b));
    const [c] = await embedder.embed(["chef kitchen"]);
    expect(dot(a, c)).toBeLessThan(0.999);
  });

  it("mean-pools over real tokens only: padding in a batch does not change a vector", async () => {
    const [alone] = await embedder.embed(["chef"]);
    const [, padded] = await embedder.embed(["registered nurse on the ward electrician software", "chef"]);
    for (let i = 0; i < HIDDEN; i++) expect(padded[i]).toBeCloseTo(alone[i], 5);
  });

  it("is deterministic and batches larger inputs than one model call", async () => {
    const texts = ["nurse", "electrician", "chef", "software engineer", "the ward"];
    const first = await embedder.embed(texts);
    const second = await embedder.embed(texts);
    expect(first).toHaveLength(5);
    expect(first.map((v) => Array.from(v))).toEqual(second.map((v) => Array.from(v)));
  });

  it("refuses a folder without the model files, naming what is missing", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "onnx-empty-"));
    await expect(loadOnnxEmbedder(empty)).rejects.toBeInstanceOf(OnnxModelUnavailableError);
    await expect(loadOnnxEmbedder(empty)).rejects.toThrow(/onnx\/model\.onnx/);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe("meanPoolNormalise", () => {
  it("averages unmasked positions and normalises", () => {
    const hidden = { dims: [1, 3, 2], data: new Float32Array([3, 0, 0, 4, 100, 100]) };
    const mask = { dims: [1, 3], data: [1n, 1n, 0n] };
    const [v] = meanPoolNormalise(hidden, mask);
    expect(v[0]).toBeCloseTo(0.6, 6);
    expect(v[1]).toBeCloseTo(0.8, 6);
  });
});
