/**
 * Chat completions in the OpenAI wire format. The model is checked against the key's tier, input is
 * checked against the content policy, max_tokens is capped by the model, and the gateway picks the
 * provider (local career assistant or an OpenAI-compatible backend).
 */
import { InputError } from "@/lib/errors";
import { now } from "@/lib/platform/clock";
import { MODELS, meetsTier, isDeveloperTier } from "@/lib/platform/tiers";
import {
  assertContentAllowed,
  completeChat,
  depthOf,
  resolveModelOrThrow,
  streamChat,
  SYSTEM_PROMPT_RULES,
  type GatewayRequest,
  type WireMessage,
} from "@/lib/models/gateway";
import { answerCareerChat } from "@/lib/engine/writing/local/chat";
import { countTokens as countTokensSafe } from "@/lib/engine/writing/local/text";
import type { z } from "zod";
import type { ChatCompletionRequest } from "@/lib/contracts/writing";

type ChatBody = z.infer<typeof ChatCompletionRequest>;

export const CAREER_SYSTEM_PROMPT =
  "You are CareerStack's career assistant. Answer questions about jobs, CVs, salaries, skills, interviews and career moves " +
  "concretely and briefly. Never invent credentials, employers or figures about the user. Decline requests outside careers, " +
  "requests to screen people by protected characteristics, and requests for other users' data.";

function textOf(content: ChatBody["messages"][number]["content"]): string {
  if (content === null) return "";
  if (typeof content === "string") return content;
  return content.map((p) => (typeof p.text === "string" ? p.text : "")).join("");
}

export type ChatCompletionOutcome =
  | { kind: "json"; model: string; body: Record<string, unknown> }
  | { kind: "stream"; model: string; chunks: AsyncGenerator<Record<string, unknown>> };

export async function createChatCompletion(body: ChatBody, tier: string, requestId: string): Promise<ChatCompletionOutcome> {
  const model = resolveModelOrThrow(body.model, tier, "lm-flash", "model");
  const messages: WireMessage[] = body.messages.map((m) => ({ role: m.role, content: textOf(m.content) }));
  assertContentAllowed(
    messages.map((m, i) => ({
      param: `messages.${i}.content`,
      text: m.role === "assistant" || m.role === "tool" ? null : m.content,
      rules: m.role === "system" || m.role === "developer" ? SYSTEM_PROMPT_RULES : undefined,
    })),
  );
  if (!messages.some((m) => m.role === "user")) throw new InputError("messages", "messages must contain at least one user message.");
  const requested = body.max_completion_tokens ?? body.max_tokens ?? model.maxTokens;
  const stop = typeof body.stop === "string" ? [body.stop] : (body.stop ?? undefined);
  const depth = depthOf(model);
  const req: GatewayRequest = {
    model,
    messages: [{ role: "system", content: CAREER_SYSTEM_PROMPT }, ...messages],
    maxTokens: Math.min(requested, model.maxTokens),
    temperature: body.temperature ?? undefined,
    topP: body.top_p ?? undefined,
    stop,
    local: () => answerCareerChat(messages, depth),
  };
  const id = `chatcmpl-${requestId.replace(/^req_?/, "")}`;
  const created = Math.floor(now() / 1000);
  if (!body.stream) {
    const r = await completeChat(req);
    return {
      kind: "json",
      model: model.id,
      body: {
        id,
        object: "chat.completion",
        created,
        model: model.id,
        choices: [{ index: 0, message: { role: "assistant", content: r.content }, finish_reason: r.finishReason, logprobs: null }],
        usage: { prompt_tokens: r.promptTokens, completion_tokens: r.completionTokens, total_tokens: r.promptTokens + r.completionTokens },
        system_fingerprint: null,
      },
    };
  }
  const deltas = await streamChat(req);
  const includeUsage = body.stream_options?.include_usage === true;
  const promptTokens = req.messages.reduce((n, m) => n + 4 + countTokensSafe(m.content), 0);
  const base = { id, object: "chat.completion.chunk", created, model: model.id, system_fingerprint: null };
  async function* chunks(): AsyncGenerator<Record<string, unknown>> {
    let completion = "";
    let first = true;
    for await (const d of deltas) {
      if (d.content !== undefined) {
        completion += d.content;
        yield {
          ...base,
          choices: [
            {
              index: 0,
              delta: first ? { role: "assistant", content: d.content } : { content: d.content },
              logprobs: null,
              finish_reason: null,
            },
          ],
        };
        first = false;
      }
      if (d.finishReason) {
        if (first)
          yield { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, logprobs: null, finish_reason: null }] };
        yield { ...base, choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: d.finishReason }] };
      }
    }
    if (includeUsage) {
      const completionTokens = countTokensSafe(completion);
      yield {
        ...base,
        choices: [],
        usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      };
    }
  }
  return { kind: "stream", model: model.id, chunks: chunks() };
}

/** GET /v1/career/models: the models this tier may use, in OpenAI's list format. */
export function listModelsForTier(tier: string) {
  const t = isDeveloperTier(tier) ? tier : "FREE";
  // A fixed creation time per model (its release in this API) keeps the list stable between calls.
  const created = Date.UTC(2025, 0, 1) / 1000;
  return {
    object: "list" as const,
    data: MODELS.filter((m) => meetsTier(t, m.minTier)).map((m) => ({
      id: m.id,
      object: "model" as const,
      created,
      owned_by: "careerstack" as const,
    })),
  };
}
