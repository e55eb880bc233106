import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET } from "./[...file]/route";
import { buildManifest, findModelFile, MODEL_FILES } from "./model-files";

const call = (name: string, headers: Record<string, string> = {}, query = "") =>
  GET(new Request(`http://localhost/models/embed-v1/${name}${query}`, { headers }), { params: Promise.resolve({ file: name.split("/") }) });

describe("embed-v1 model files", () => {
  it("every allow-listed file exists in the installed packages", () => {
    for (const f of MODEL_FILES) expect(statSync(f.locate()).isFile(), f.name).toBe(true);
  });

  it("the weight shards listed match the ones model.json names", () => {
    const modelJson = JSON.parse(readFileSync(findModelFile("model.json")!.locate(), "utf8")) as { weightsManifest: { paths: string[] }[] };
    const named = modelJson.weightsManifest.flatMap((g) => g.paths).sort();
    expect(
      MODEL_FILES.filter((f) => f.role === "weights")
        .map((f) => f.name)
        .sort(),
    ).toEqual(named);
  });

  it("the manifest states each file's real size and a stable version", () => {
    const m = buildManifest();
    expect(m.outputDim).toBe(384);
    expect(m.version).toMatch(/^[0-9a-f]{16}$/);
    expect(buildManifest().version).toBe(m.version);
    for (const f of m.files) expect(f.bytes).toBe(statSync(findModelFile(f.name)!.locate()).size);
  });
});

describe("GET /models/embed-v1/[...file]", () => {
  it("streams an allow-listed file with its type, length and a year-long cache when versioned", async () => {
    const res = await call("vocab.json", {}, "?v=abc");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toContain("immutable");
    const body = new Uint8Array(await res.arrayBuffer());
    const onDisk = readFileSync(findModelFile("vocab.json")!.locate());
    expect(Number(res.headers.get("content-length"))).toBe(onDisk.length);
    expect(Buffer.from(body).equals(onDisk)).toBe(true);
  });

  it("serves wasm as application/wasm and revalidates unversioned URLs", async () => {
    const res = await call("tfjs-backend-wasm-simd.wasm");
    expect(res.headers.get("content-type")).toBe("application/wasm");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    await res.body?.cancel();
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await call("model.json");
    await first.body?.cancel();
    const etag = first.headers.get("etag")!;
    const second = await call("model.json", { "if-none-match": etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
  });

  it("serves the manifest uncached", async () => {
    const res = await call("manifest.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const names = (await res.json()).files.map((f: { name: string }) => f.name);
    expect(names).toContain("projection.json");
    expect(names).toContain("concepts.json");
  });

  it.each(["package.json", "index.js", "../package.json", "dist/model.json", "model.json/x", "..%2Fmodel.json"])(
    "404s anything not allow-listed: %s",
    async (name) => {
      const res = await call(name);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    },
  );
});
