/**
 * embed-v1's vector maths, for the server and the browser worker alike (no Node APIs here): the projection
 * y = M · (x − mean) with L2 normalisation, cosine, and the similarity the API answers. One loop order and one
 * accumulator type on both sides, so a browser vector differs from the server's only by what the two tfjs
 * kernels differ by (float rounding), and the playground's browser similarity is the route's formula.
 */

/** The projection's numbers; the server's and the browser's loaders both produce this shape. */
export interface ProjectionMatrix {
  inputDim: number;
  outputDim: number;
  mean: Float32Array;
  /** outputDim × inputDim values, row-major */
  matrix: Float32Array;
}

export function vectorNorm(v: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  return Math.sqrt(n);
}

export function normaliseInPlace(v: Float32Array): Float32Array {
  const n = vectorNorm(v);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] /= n;
  return v;
}

/** y = M · (x − mean), L2-normalised: one raw 512-d USE-lite vector to one embed-v1 vector. */
export function projectVector(raw: ArrayLike<number>, p: ProjectionMatrix): Float32Array {
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

/** Cosine similarity; for embed-v1 vectors (unit length) this is their dot product. */
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
