// Web Worker: loads embed-v1 (USE-lite on the tfjs WASM backend, the 512→384 projection and the concept
// channel's lexicon) from the app's
// /models/embed-v1/ route and embeds texts off the main thread. Started by use-browser-embedder.ts.
import {
  applyConceptChannel,
  compileConceptLexicon,
  type ConceptLexicon,
  type ConceptLexiconJson,
} from "@/lib/models/embeddings/concept-channel";
import { projectVector } from "@/lib/models/embeddings/vector-math";
import { fetchFilesWithProgress } from "./fetch-with-progress";
import { loadCommonJs, type ModuleExports } from "./load-commonjs";
import { parseBrowserProjection, type BrowserProjection, type ProjectionJson } from "./projection-math";
import type { ModelFileEntry, ModelManifestJson } from "./model-manifest";
import { selectBrowserFiles } from "./model-manifest";
import type { WorkerRequest, WorkerResponse } from "./worker-protocol";

// The subset of @energetic-ai/core (tfjs) and @energetic-ai/embeddings this worker calls.
interface WeightGroup {
  paths: string[];
  weights: unknown[];
}
interface CoreApi {
  setWasmPaths(map: Record<string, string>): void;
  ready(): Promise<void>;
  getBackend(): string;
  loadGraphModel(handler: { load(): Promise<unknown> }): Promise<unknown>;
  io: { getModelArtifactsForJSON(json: unknown, load: (m: WeightGroup[]) => Promise<[unknown[], ArrayBuffer]>): Promise<unknown> };
}
interface UseModel {
  embed(texts: string[]): Promise<number[][]>;
}
interface EmbeddingsApi {
  EmbeddingsModel: new (data: { model: unknown; vocabulary: unknown }) => UseModel;
}

// Workers have no DOM typings in this project's tsconfig; this is the part of the worker scope used here.
const scope = self as unknown as {
  postMessage(msg: WorkerResponse, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
};

const post = (msg: WorkerResponse, transfer: Transferable[] = []) => scope.postMessage(msg, transfer);

let loaded: Promise<{ model: UseModel; projection: BrowserProjection; lexicon: ConceptLexicon }> | null = null;

const text = (buf: ArrayBuffer) => new TextDecoder().decode(buf);

function concatShards(files: Map<string, ArrayBuffer>, groups: WeightGroup[]): ArrayBuffer {
  const parts = groups.flatMap((g) => g.paths.map((p) => files.get(p)));
  const size = parts.reduce((s, b) => s + (b?.byteLength ?? 0), 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const [i, b] of parts.entries()) {
    if (!b) throw new Error(`weight shard ${i} named in model.json was not served`);
    out.set(new Uint8Array(b), at);
    at += b.byteLength;
  }
  return out.buffer;
}

async function load(base: string) {
  const started = performance.now();
  post({ type: "progress", stage: "manifest", loaded: 0, total: 0 });
  const res = await fetch(`${base}manifest.json`, { cache: "no-cache" });
  if (!res.ok) throw new Error(`model manifest unavailable (HTTP ${res.status})`);
  const manifest = (await res.json()) as ModelManifestJson;
  const { files: wanted, wasm } = selectBrowserFiles(manifest, detectWasmSimd());
  const files = await fetchFilesWithProgress(base, manifest.version, wanted, (p) =>
    post({ type: "progress", stage: "download", loaded: p.loaded, total: p.total, file: p.file }),
  );
  const bytes = wanted.reduce((s, f: ModelFileEntry) => s + f.bytes, 0);

  post({ type: "progress", stage: "runtime", loaded: bytes, total: bytes });
  const core = loadCommonJs(text(files.get("energetic-ai-core.js")!), "energetic-ai-core.js") as unknown as CoreApi;
  // Must run in the same tick as the evaluation above: the bundle starts initialising the WASM backend on load
  // and reads these paths only after its first await. The chosen binary is already in memory (a blob URL); the
  // others point at the route in case tfjs's own SIMD check disagrees with ours.
  const wasmMap: Record<string, string> = {};
  for (const f of manifest.files.filter((x) => x.role === "wasm")) wasmMap[f.name] = `${base}${f.name}?v=${manifest.version}`;
  wasmMap[wasm] = URL.createObjectURL(new Blob([files.get(wasm)!], { type: "application/wasm" }));
  core.setWasmPaths(wasmMap);
  const embeddings = loadCommonJs(text(files.get("energetic-ai-embeddings.js")!), "energetic-ai-embeddings.js", {
    "@energetic-ai/core": core as unknown as ModuleExports,
  }) as unknown as EmbeddingsApi;
  await core.ready();

  post({ type: "progress", stage: "model", loaded: bytes, total: bytes });
  const modelJson = JSON.parse(text(files.get("model.json")!)) as { weightsManifest: WeightGroup[] };
  const graph = await core.loadGraphModel({
    load: () =>
      core.io.getModelArtifactsForJSON(modelJson, async (groups) => [groups.flatMap((g) => g.weights), concatShards(files, groups)]),
  });
  const vocabulary = JSON.parse(text(files.get("vocab.json")!)) as unknown;
  const model = new embeddings.EmbeddingsModel({ model: graph, vocabulary });
  const projection = parseBrowserProjection(JSON.parse(text(files.get("projection.json")!)) as ProjectionJson);
  if (projection.outputDim !== manifest.outputDim) throw new Error("projection and manifest disagree on the output size");
  const lexicon = compileConceptLexicon(JSON.parse(text(files.get("concepts.json")!)) as ConceptLexiconJson);
  if (lexicon.dim !== projection.outputDim) throw new Error("concept lexicon and projection disagree on the output size");

  post({ type: "progress", stage: "warmup", loaded: bytes, total: bytes });
  // Same warm-up as the server worker: the first call compiles the graph's kernels.
  await model.embed(["warm up"]);
  post({ type: "ready", ms: Math.round(performance.now() - started), bytes, backend: core.getBackend(), wasm, version: manifest.version });
  return { model, projection, lexicon };
}

/** The same 1-instruction SIMD probe tfjs uses (WASM_HAS_SIMD_SUPPORT), so we prefetch the binary it will pick. */
function detectWasmSimd(): boolean {
  const probe = [0, 97, 115, 109, 1, 0, 0, 0, 1, 4, 1, 96, 0, 0, 3, 2, 1, 0, 10, 9, 1, 7, 0, 65, 0, 253, 15, 26, 11];
  try {
    return WebAssembly.validate(new Uint8Array(probe));
  } catch {
    return false;
  }
}

async function embed(id: number, texts: string[]) {
  if (!loaded) throw new Error("model not loaded");
  const { model, projection, lexicon } = await loaded;
  const started = performance.now();
  // Blank text gets the server's stand-in (lib/models/embeddings/index.ts prepareText) so both sides agree.
  const raw = await model.embed(texts.map((t) => (t.trim() === "" ? "." : t)));
  const out = new Float32Array(texts.length * projection.outputDim);
  // The concept channel reads the text as given (a blank text names no concept), exactly as the server does.
  raw.forEach((r, i) => out.set(applyConceptChannel(projectVector(r, projection), texts[i], lexicon), i * projection.outputDim));
  post({ type: "vectors", id, dim: projection.outputDim, vectors: out, ms: Math.round(performance.now() - started) }, [out.buffer]);
}

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === "load") {
    if (!loaded) {
      loaded = load(msg.base);
      // A failed load can be retried with a new "load" message.
      loaded.catch((err: unknown) => {
        loaded = null;
        post({ type: "load-error", message: err instanceof Error ? err.message : String(err) });
      });
    }
    return;
  }
  embed(msg.id, msg.texts).catch((err: unknown) =>
    post({ type: "embed-error", id: msg.id, message: err instanceof Error ? err.message : String(err) }),
  );
};
