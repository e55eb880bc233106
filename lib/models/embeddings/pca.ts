/**
 * PCA for the embedding projection: mean, covariance, a cyclic Jacobi eigen-solver for the symmetric
 * covariance matrix, and Gram–Schmidt so the committed rows are orthonormal to float precision.
 * Plain loops over Float64Array: the matrix is 512×512, small enough that a library is not worth it.
 */

export interface PcaResult {
  mean: Float64Array;
  /** k rows × dim columns, row-major; row i is the i-th principal direction. */
  components: Float64Array;
  /** Eigenvalues of the kept components, descending. */
  variances: number[];
  /** Share of total variance the kept components explain. */
  explained: number;
}

export function computeMean(rows: Float64Array[], dim: number): Float64Array {
  const mean = new Float64Array(dim);
  for (const r of rows) for (let j = 0; j < dim; j++) mean[j] += r[j];
  for (let j = 0; j < dim; j++) mean[j] /= rows.length;
  return mean;
}

export function computeCovariance(rows: Float64Array[], mean: Float64Array, dim: number): Float64Array {
  const cov = new Float64Array(dim * dim);
  const c = new Float64Array(dim);
  for (const r of rows) {
    for (let j = 0; j < dim; j++) c[j] = r[j] - mean[j];
    for (let i = 0; i < dim; i++) {
      const ci = c[i];
      const base = i * dim;
      for (let j = i; j < dim; j++) cov[base + j] += ci * c[j];
    }
  }
  const n = Math.max(1, rows.length - 1);
  for (let i = 0; i < dim; i++) {
    for (let j = i; j < dim; j++) {
      const v = cov[i * dim + j] / n;
      cov[i * dim + j] = v;
      cov[j * dim + i] = v;
    }
  }
  return cov;
}

/** Eigen-decomposition of a symmetric matrix (cyclic Jacobi). Returns eigenvalues and column eigenvectors. */
export function decomposeSymmetric(matrix: Float64Array, n: number, maxSweeps = 30): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q] * a[p * n + q];
    if (off < 1e-22) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q];
        if (Math.abs(apq) < 1e-300) continue;
        const app = a[p * n + p];
        const aqq = a[q * n + q];
        const theta = (aqq - app) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p];
          const akq = a[k * n + q];
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k];
          const aqk = a[q * n + k];
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p];
          const vkq = v[k * n + q];
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = a[i * n + i];
  return { values, vectors: v };
}

/** Modified Gram–Schmidt over the rows of a k×dim matrix, in place. */
export function orthonormaliseRows(rows: Float64Array, k: number, dim: number): void {
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < i; j++) {
      let dot = 0;
      for (let d = 0; d < dim; d++) dot += rows[i * dim + d] * rows[j * dim + d];
      for (let d = 0; d < dim; d++) rows[i * dim + d] -= dot * rows[j * dim + d];
    }
    let norm = 0;
    for (let d = 0; d < dim; d++) norm += rows[i * dim + d] ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dim; d++) rows[i * dim + d] /= norm;
  }
}

/** Top-k principal components of the rows, orthonormalised, each signed so its largest entry is positive. */
export function fitPca(rows: Float64Array[], dim: number, k: number): PcaResult {
  const mean = computeMean(rows, dim);
  const cov = computeCovariance(rows, mean, dim);
  const { values, vectors } = decomposeSymmetric(cov, dim);
  const order = Array.from({ length: dim }, (_, i) => i).sort((x, y) => values[y] - values[x]);
  const components = new Float64Array(k * dim);
  for (let r = 0; r < k; r++) {
    const col = order[r];
    let maxAbs = 0;
    let sign = 1;
    for (let d = 0; d < dim; d++) {
      const x = vectors[d * dim + col];
      if (Math.abs(x) > maxAbs) {
        maxAbs = Math.abs(x);
        sign = x < 0 ? -1 : 1;
      }
    }
    for (let d = 0; d < dim; d++) components[r * dim + d] = sign * vectors[d * dim + col];
  }
  orthonormaliseRows(components, k, dim);
  const total = Array.from(values).reduce((s, x) => s + Math.max(0, x), 0) || 1;
  const variances = order.slice(0, k).map((i) => values[i]);
  const explained = variances.reduce((s, x) => s + Math.max(0, x), 0) / total;
  return { mean, components, variances, explained };
}
