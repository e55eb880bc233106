import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ProjectionMatrix } from "./vector-math";

/** Output width of embed-v1. */
export const EMBED_DIM = 384;

/**
 * The committed linear projection that turns raw 512-d USE-lite vectors into embed-v1's 384 dimensions:
 * y = M · (x − mean), then L2-normalised. M's rows are the top 384 principal directions of the fit
 * corpus (orthonormal), written by scripts/fit-embed-projection.ts.
 */
export interface ProjectionFile {
  model: string;
  base: string;
  inputDim: number;
  outputDim: number;
  corpusSize: number;
  explainedVariance: number;
  fittedWith: string;
  /** base64 of little-endian Float32, inputDim values. */
  mean: string;
  /** base64 of little-endian Float32, outputDim × inputDim values, row-major. */
  matrix: string;
}

export interface Projection extends ProjectionMatrix {
  meta: Omit<ProjectionFile, "mean" | "matrix">;
}

export function encodeFloat32(values: ArrayLike<number>): string {
  const f = Float32Array.from(values);
  return Buffer.from(f.buffer, f.byteOffset, f.byteLength).toString("base64");
}

export function decodeFloat32(b64: string): Float32Array {
  const buf = Buffer.from(b64, "base64");
  const out = new Float32Array(buf.byteLength / 4);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

export function resolveProjectionPath(): string {
  return process.env.EMBED_PROJECTION_PATH ?? path.resolve(process.cwd(), "lib/models/embeddings/projection.json");
}

export function parseProjection(file: ProjectionFile): Projection {
  const mean = decodeFloat32(file.mean);
  const matrix = decodeFloat32(file.matrix);
  if (mean.length !== file.inputDim || matrix.length !== file.inputDim * file.outputDim) {
    throw new Error("projection file is corrupt: sizes do not match its header");
  }
  const { mean: _m, matrix: _x, ...meta } = file;
  return { inputDim: file.inputDim, outputDim: file.outputDim, mean, matrix, meta };
}

let cached: Projection | undefined;

/** Loaded once per process; throws when the file is missing (the routes then answer 503). */
export function loadProjection(): Projection {
  if (!cached) {
    const file = resolveProjectionPath();
    if (!existsSync(file)) throw new Error(`projection file missing: ${file}`);
    cached = parseProjection(JSON.parse(readFileSync(file, "utf8")) as ProjectionFile);
  }
  return cached;
}
