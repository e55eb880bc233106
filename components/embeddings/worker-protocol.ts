/** Messages between the playground page and embed.worker.ts. */

export type WorkerRequest = { type: "load"; base: string } | { type: "embed"; id: number; texts: string[] };

export type LoadStage = "manifest" | "download" | "runtime" | "model" | "warmup";

export type WorkerResponse =
  | { type: "progress"; stage: LoadStage; loaded: number; total: number; file?: string }
  | { type: "ready"; ms: number; bytes: number; backend: string; wasm: string; version: string }
  | { type: "load-error"; message: string }
  /** vectors: texts.length × dim floats, row-major (one transferable buffer instead of many arrays). */
  | { type: "vectors"; id: number; dim: number; vectors: Float32Array; ms: number }
  | { type: "embed-error"; id: number; message: string };
