/**
 * The browser's side of embed-v1's projection file (the server's loader, lib/models/embeddings/projection.ts, uses
 * Node's Buffer) and the browser-vs-server comparison. The maths itself is lib/models/embeddings/vector-math.ts,
 * shared with the server.
 */
import { cosine, type ProjectionMatrix } from "@/lib/models/embeddings/vector-math";

/** Shape of lib/models/embeddings/projection.json (only the fields the browser needs). */
export interface ProjectionJson {
  model: string;
  inputDim: number;
  outputDim: number;
  /** base64 of little-endian Float32, inputDim values. */
  mean: string;
  /** base64 of little-endian Float32, outputDim × inputDim values, row-major. */
  matrix: string;
}

export type BrowserProjection = ProjectionMatrix;

/** Default agreement bar between browser and server vectors (cosine). */
export const AGREEMENT_MIN_COSINE = 0.999;

/** base64 → Float32Array without Buffer (atob exists in browsers, workers and Node ≥ 16). */
export function decodeFloat32Base64(b64: string): Float32Array {
  const bin = atob(b64);
  if (bin.length % 4 !== 0) throw new Error("base64 payload is not a whole number of float32 values");
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  // Float32Array reads platform byte order; every browser and server we target is little-endian, as is the file.
  return new Float32Array(bytes.buffer);
}

export function parseBrowserProjection(file: ProjectionJson): BrowserProjection {
  const mean = decodeFloat32Base64(file.mean);
  const matrix = decodeFloat32Base64(file.matrix);
  if (mean.length !== file.inputDim || matrix.length !== file.inputDim * file.outputDim) {
    throw new Error("projection file is corrupt: sizes do not match its header");
  }
  return { inputDim: file.inputDim, outputDim: file.outputDim, mean, matrix };
}

export interface VectorAgreement {
  cosine: number;
  maxAbsDiff: number;
  /** Dimension where the largest difference sits (evidence for the number above). */
  maxAbsDiffIndex: number;
  meanAbsDiff: number;
  withinTolerance: boolean;
  minCosine: number;
}

/** How closely two vectors of the same text agree (browser vs server). */
export function compareVectors(a: ArrayLike<number>, b: ArrayLike<number>, minCosine = AGREEMENT_MIN_COSINE): VectorAgreement {
  const c = cosine(a, b);
  let maxAbsDiff = 0;
  let maxAbsDiffIndex = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i] - b[i]);
    sum += d;
    if (d > maxAbsDiff) {
      maxAbsDiff = d;
      maxAbsDiffIndex = i;
    }
  }
  return { cosine: c, maxAbsDiff, maxAbsDiffIndex, meanAbsDiff: a.length ? sum / a.length : 0, withinTolerance: c >= minCosine, minCosine };
}
