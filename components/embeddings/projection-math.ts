/**
 * Browser-safe copy of embed-v1's projection maths (the server's lives in lib/models/embeddings/projection.ts and
 * uses Node's Buffer). The loop order and accumulator types match the server exactly, so a browser vector differs
 * from the server's only by what the two tfjs WASM kernels differ by (float rounding).
 */

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

export interface BrowserProjection {
  inputDim: number;
  outputDim: number;
  mean: Float32Array;
  matrix: Float32Array;
}

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

export function normaliseInPlace(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] /= n;
  return v;
}

/** y = M · (x − mean), L2-normalised: one raw 512-d USE-lite vector to one embed-v1 vector. */
export function projectVector(raw: ArrayLike<number>, p: BrowserProjection): Float32Array {
  if (raw.length !== p.inputDim) throw new Error(`expected a ${p.inputDim}-d raw vector, got ${raw.length}`);
  const centred = new Float32Array(p.inputDim);
  for (let j = 0; j < p.inputDim; j++) centred[j] = raw[j] - p.mean[j];
  const out = new Float32Array(p.outputDim);
  for (let i = 0; i < p.outputDim; i++) {
    let s = 0;
    const base = i * p.inputDim;
    for (let j = 0; j < p.inputDim; j++) s += p.matrix[base + j] * centred[j];
    out[i] = s;
  }
  return normaliseInPlace(out);
}

/** Same formula as the server's cosine (lib/models/embeddings/index.ts). */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`cosine: length mismatch ${a.length} vs ${b.length}`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  const denom = Math.sqrt(na * nb);
  return denom === 0 ? 0 : dot / denom;
}

/** What POST /v1/embed/similarity answers for two vectors: cosine clamped to [0, 1], 6 decimals. */
export function similarityScore(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return Number(Math.max(0, Math.min(1, cosine(a, b))).toFixed(6));
}

export function vectorNorm(v: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  return Math.sqrt(n);
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
