import { ApiError } from "@/lib/http/errors";
import type { z } from "zod";
import type { EmbedRequest, MatchJobsRequest, SimilarityRequest } from "@/lib/contracts/embed";
import { matchJobs, type MatchJobsResult } from "@/lib/jobs/match-jobs";
import { cosine, EMBED_MODEL_ID, EmbeddingsUnavailableError, EmbeddingTimeoutError, embedTexts } from "./index";

/** Handlers of the three /v1/embed routes: contract in, response body out, failures as ApiError. */

/** usage.tokens: runs of letters/digits plus single punctuation marks, summed over every input. */
export function countTokens(texts: string[]): number {
  let n = 0;
  for (const t of texts) n += t.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}\s]/gu)?.length ?? 0;
  return n;
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof EmbeddingsUnavailableError) {
      throw new ApiError("model_unavailable", "The embedding model is not available on this server right now. Retry later.", { retryAfter: 5 });
    }
    if (e instanceof EmbeddingTimeoutError) {
      throw new ApiError("request_timeout", "Embedding took too long. Retry with fewer or shorter inputs.");
    }
    throw e;
  }
}

export async function embedForApi(body: z.infer<typeof EmbedRequest>) {
  if (body.model !== undefined && body.model !== EMBED_MODEL_ID) {
    throw new ApiError("model_not_found", `Model '${body.model}' does not exist; the embedding model is ${EMBED_MODEL_ID}.`, { param: "model" });
  }
  const raw = body.input ?? body.text ?? [];
  const texts = typeof raw === "string" ? [raw] : raw;
  const vectors = await guard(() => embedTexts(texts));
  return {
    object: "list" as const,
    data: vectors.map((v, index) => ({ object: "embedding" as const, index, embedding: Array.from(v) })),
    model: EMBED_MODEL_ID,
    usage: { tokens: countTokens(texts) },
  };
}

export async function similarityForApi(body: z.infer<typeof SimilarityRequest>) {
  const [a, b] = await guard(() => embedTexts([body.text_a, body.text_b]));
  const sim = Math.max(0, Math.min(1, cosine(a, b)));
  return { similarity: Number(sim.toFixed(6)), model: EMBED_MODEL_ID };
}

export async function matchJobsForApi(body: z.infer<typeof MatchJobsRequest>): Promise<MatchJobsResult> {
  return guard(() => matchJobs(body));
}
