import { ApiError } from "@/lib/errors";
import type { z } from "zod";
import { EMBED_TOKEN_BUDGETS, type EmbedRequest, type MatchJobsRequest, type SimilarityRequest } from "@/lib/contracts/embed";
import { matchJobs, type MatchJobsResult } from "@/lib/jobs/match-jobs";
import {
  EMBED_MODEL_ID,
  EmbeddingsUnavailableError,
  EmbeddingTimeoutError,
  embedTexts,
  QueueFullError,
  type EmbedOptions,
} from "@/lib/models/embeddings";
import { EMBED_DIM } from "@/lib/models/embeddings/projection";
import { similarityScore } from "@/lib/models/embeddings/vector-math";
import { getOnnxEmbedder, ONNX_MODEL_ID, resolveOnnxModelPath } from "@/lib/models/embeddings/onnx-provider";
import { countTokens } from "@/lib/models/embeddings/tokens";

/** Handlers of the three /v1/embed routes: contract in, response body out, failures as ApiError. */

export { countTokens };

/** Who is asking: the account shares one turn in the fair queue across its keys; the key's tier sets the budgets. */
export interface EmbedCaller {
  accountId: string;
  tier: string;
}

type Tier = keyof typeof EMBED_TOKEN_BUDGETS;

function tierOf(caller: EmbedCaller | undefined): Tier {
  return caller && caller.tier in EMBED_TOKEN_BUDGETS ? (caller.tier as Tier) : "free";
}

function queueOptions(caller: EmbedCaller | undefined): EmbedOptions {
  return { caller: caller ? `acct:${caller.accountId}` : "internal", maxQueuedTokens: EMBED_TOKEN_BUDGETS[tierOf(caller)].queued };
}

async function guard<T>(work: () => Promise<T>, caller?: EmbedCaller): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof QueueFullError) {
      throw new ApiError(
        "rate_limit_exceeded",
        `This account already has ${e.queuedTokens.toLocaleString("en-US")} tokens of embedding work waiting; the ${tierOf(caller)} tier allows ${e.limitTokens.toLocaleString("en-US")}. Retry in ${e.retryAfter} s.`,
        { retryAfter: e.retryAfter },
      );
    }
    if (e instanceof EmbeddingsUnavailableError) {
      throw new ApiError("model_unavailable", "The embedding model is not available on this server right now. Retry later.", {
        retryAfter: 5,
      });
    }
    if (e instanceof EmbeddingTimeoutError) {
      throw new ApiError("request_timeout", "Embedding took too long. Retry with fewer or shorter inputs.");
    }
    throw e;
  }
}

export async function embedForApi(body: z.infer<typeof EmbedRequest>, caller?: EmbedCaller) {
  const onnx = body.model === ONNX_MODEL_ID && resolveOnnxModelPath() !== null;
  if (body.model !== undefined && body.model !== EMBED_MODEL_ID && !onnx) {
    throw new ApiError("model_not_found", `Model '${body.model}' does not exist; the embedding model is ${EMBED_MODEL_ID}.`, {
      param: "model",
    });
  }
  const raw = body.input ?? body.text ?? [];
  const texts = typeof raw === "string" ? [raw] : raw;
  const tokens = countTokens(texts);
  const tier = tierOf(caller);
  const budget = EMBED_TOKEN_BUDGETS[tier].perRequest;
  if (tokens > budget) {
    throw new ApiError(
      "invalid_request",
      `The input has ${tokens.toLocaleString("en-US")} tokens; a ${tier} key may send at most ${budget.toLocaleString("en-US")} per request. Split it into several requests.`,
      { param: body.input !== undefined ? "input" : "text" },
    );
  }
  const vectors = onnx ? await embedWithOnnx(texts) : await guard(() => embedTexts(texts, queueOptions(caller)), caller);
  return {
    object: "list" as const,
    data: vectors.map((v, index) => ({ object: "embedding" as const, index, embedding: Array.from(v) })),
    model: onnx ? ONNX_MODEL_ID : EMBED_MODEL_ID,
    usage: { tokens },
  };
}

/**
 * The operator's ONNX model, served under its own name. It runs in this process (no worker pool or fair queue):
 * a small model on modest traffic. Only a 384-d model is served, the width the API promises.
 */
async function embedWithOnnx(texts: string[]): Promise<Float32Array[]> {
  try {
    const model = await getOnnxEmbedder();
    if (model.dim !== EMBED_DIM) throw new Error(`the onnx model is ${model.dim}-d, not ${EMBED_DIM}-d`);
    return await model.embed(texts);
  } catch (e) {
    console.warn(`[embed-onnx] ${e instanceof Error ? e.message : String(e)}`);
    throw new ApiError("model_unavailable", "The embed-onnx model is not available on this server right now. Retry later.", {
      retryAfter: 5,
    });
  }
}

// Two texts of at most 8,000 characters each stay under every tier's per-request budget; only the queue cap applies.
export async function similarityForApi(body: z.infer<typeof SimilarityRequest>, caller?: EmbedCaller) {
  const [a, b] = await guard(() => embedTexts([body.text_a, body.text_b], queueOptions(caller)), caller);
  return { similarity: similarityScore(a, b), model: EMBED_MODEL_ID };
}

// A CV is embedded as at most 24 chunks of ≤ 400 characters (lib/jobs/match-jobs.ts): under every per-request budget.
export async function matchJobsForApi(body: z.infer<typeof MatchJobsRequest>, caller?: EmbedCaller): Promise<MatchJobsResult> {
  return guard(() => matchJobs(body, Date.now(), queueOptions(caller)), caller);
}
