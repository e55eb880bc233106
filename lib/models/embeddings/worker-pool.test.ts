import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddingTimeoutError, RAW_DIM, WorkerPool } from "./worker-pool";

// A stand-in worker with the real protocol: vector i is filled with the length of text i;
// "crash" kills the thread, "hang" never answers.
const FAKE = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", (m) => {
  if (m.type === "warm") return parentPort.postMessage({ id: m.id, ok: true });
  if (m.texts.includes("crash")) process.exit(3);
  if (m.texts.includes("hang")) return;
  if (m.texts.includes("fail")) return parentPort.postMessage({ id: m.id, ok: false, error: "bad input" });
  const out = new Float32Array(m.texts.length * ${RAW_DIM});
  m.texts.forEach((t, i) => out.fill(t.length, i * ${RAW_DIM}, (i + 1) * ${RAW_DIM}));
  parentPort.postMessage({ id: m.id, ok: true, vectors: out }, [out.buffer]);
});`;

describe("WorkerPool", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cs-pool-"));
  const file = path.join(dir, "fake-worker.cjs");
  writeFileSync(file, FAKE);
  const pool = new WorkerPool(2, file, 3_000); // generous: a busy CI machine starts workers slowly
  afterAll(() => pool.close());

  it("round-trips texts through a worker", async () => {
    await pool.warm();
    const flat = await pool.embedRaw(["ab", "abcd"]);
    expect(flat.length).toBe(2 * RAW_DIM);
    expect(flat[0]).toBe(2);
    expect(flat[RAW_DIM]).toBe(4);
  });

  it("passes worker errors to the caller", async () => {
    await expect(pool.embedRaw(["fail"])).rejects.toThrow("bad input");
  });

  it("rejects the in-flight call when a worker dies, then keeps serving", async () => {
    await expect(pool.embedRaw(["crash"])).rejects.toThrow(/exited/);
    const flat = await pool.embedRaw(["abc"]);
    expect(flat[0]).toBe(3);
  });

  it("times out a call that never returns", async () => {
    await expect(pool.embedRaw(["hang"])).rejects.toBeInstanceOf(EmbeddingTimeoutError);
    expect((await pool.embedRaw(["x"]))[0]).toBe(1);
  });
});
