import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The `onnx` embedding provider: a sentence-transformers model exported to ONNX (e.g. all-MiniLM-L6-v2) that the
 * operator puts in a local folder named by EMBED_MODEL_PATH, run with @huggingface/transformers on onnxruntime-node.
 * Nothing is downloaded: remote models are switched off and the folder must hold config.json, tokenizer.json,
 * tokenizer_config.json and onnx/model.onnx. Vectors are the attention-masked mean of the last hidden state,
 * L2-normalised (what sentence-transformers' mean-pooling models do). It is a separate model, served under its own
 * name, never a silent substitute for embed-v1: vectors of different models are not comparable.
 */
export const ONNX_MODEL_ID = "embed-onnx";

export class OnnxModelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OnnxModelUnavailableError";
  }
}

export interface OnnxEmbedder {
  /** hidden size of the model: the vector length */
  dim: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** The configured model folder, or null when the operator has not brought one. */
export function resolveOnnxModelPath(): string | null {
  const p = process.env.EMBED_MODEL_PATH?.trim();
  return p ? path.resolve(p) : null;
}

const REQUIRED_FILES = ["config.json", "tokenizer.json", "tokenizer_config.json", "onnx/model.onnx"];

interface TensorLike {
  dims: number[];
  data: ArrayLike<number | bigint>;
}

/** Masked mean over the sequence, then L2 normalisation; `hidden` is [batch, seq, dim], `mask` [batch, seq]. */
export function meanPoolNormalise(hidden: TensorLike, mask: TensorLike): Float32Array[] {
  const [batch, seq, dim] = hidden.dims;
  const out: Float32Array[] = [];
  for (let b = 0; b < batch; b++) {
    const v = new Float32Array(dim);
    let count = 0;
    for (let t = 0; t < seq; t++) {
      if (Number(mask.data[b * seq + t]) === 0) continue;
      count++;
      const base = (b * seq + t) * dim;
      for (let d = 0; d < dim; d++) v[d] += Number(hidden.data[base + d]);
    }
    let n = 0;
    for (let d = 0; d < dim; d++) {
      v[d] /= Math.max(1, count);
      n += v[d] * v[d];
    }
    n = Math.sqrt(n);
    if (n > 0) for (let d = 0; d < dim; d++) v[d] /= n;
    out.push(v);
  }
  return out;
}

/**
 * Loads the tokenizer and the ONNX model from `dir` (local files only). `maxLength` truncates long inputs
 * (all-MiniLM-L6-v2 was trained on 256 word pieces); `batchSize` bounds one model call.
 */
export async function loadOnnxEmbedder(dir: string, opts: { maxLength?: number; batchSize?: number } = {}): Promise<OnnxEmbedder> {
  const missing = REQUIRED_FILES.filter((f) => !existsSync(path.join(dir, f)));
  if (missing.length) throw new OnnxModelUnavailableError(`EMBED_MODEL_PATH ${dir} lacks ${missing.join(", ")}`);
  const tf = await import("@huggingface/transformers");
  // Never reach for the network: the operator's folder is the only source.
  tf.env.allowRemoteModels = false;
  tf.env.allowLocalModels = true;
  tf.env.localModelPath = `${path.dirname(dir)}${path.sep}`;
  const id = path.basename(dir);
  const tokenizer = await tf.AutoTokenizer.from_pretrained(id, { local_files_only: true });
  const model = await tf.AutoModel.from_pretrained(id, { local_files_only: true, dtype: "fp32", device: "cpu" });
  const config = model.config as unknown as { hidden_size?: number };
  const maxLength = opts.maxLength ?? 256;
  const batchSize = opts.batchSize ?? 32;
  const embedBatch = async (texts: string[]): Promise<Float32Array[]> => {
    const inputs = tokenizer(texts, { padding: true, truncation: true, max_length: maxLength }) as Record<string, TensorLike>;
    const outputs = (await model(inputs)) as Record<string, TensorLike>;
    const hidden = outputs.last_hidden_state ?? outputs[Object.keys(outputs)[0]];
    return meanPoolNormalise(hidden, inputs.attention_mask);
  };
  return {
    dim: config.hidden_size ?? 0,
    async embed(texts: string[]): Promise<Float32Array[]> {
      const out: Float32Array[] = [];
      // Blank text would tokenise to [CLS][SEP] only; it is embedded like the server's embed-v1 stand-in.
      const prepared = texts.map((t) => (t.trim() === "" ? "." : t));
      for (let i = 0; i < prepared.length; i += batchSize) out.push(...(await embedBatch(prepared.slice(i, i + batchSize))));
      return out;
    },
  };
}

const holder = globalThis as unknown as { __csOnnxEmbedder?: { dir: string; loading: Promise<OnnxEmbedder> } };

/** The process's onnx model (loaded once per EMBED_MODEL_PATH); throws OnnxModelUnavailableError when not configured. */
export function getOnnxEmbedder(): Promise<OnnxEmbedder> {
  const dir = resolveOnnxModelPath();
  if (!dir) return Promise.reject(new OnnxModelUnavailableError("no onnx model is configured (EMBED_MODEL_PATH is not set)"));
  if (holder.__csOnnxEmbedder?.dir !== dir) {
    const loading = loadOnnxEmbedder(dir);
    // A failed load is retried by the next call instead of failing forever.
    loading.catch(() => {
      if (holder.__csOnnxEmbedder?.loading === loading) holder.__csOnnxEmbedder = undefined;
    });
    holder.__csOnnxEmbedder = { dir, loading };
  }
  return holder.__csOnnxEmbedder.loading;
}
