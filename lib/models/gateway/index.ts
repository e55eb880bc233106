/**
 * The model gateway: one entry point for every generated text, whichever provider serves the model.
 * It applies the same rules to both: stop sequences, the model's token cap (finish_reason "length"),
 * the banned-phrase list and the content policy on output.
 */
import type { ModelInfo } from "@/lib/knowledge/plans";
import { countTokens, splitStreamPieces, truncateToTokens } from "@/lib/engine/writing/local/text";
import { scrubBannedPhrases } from "@/lib/engine/writing/banned-phrases";
import { assertContentAllowed } from "./content-policy";
import { providerFor } from "./models";
import { completeRemote, openRemoteStream, type WireMessage } from "./openai-compatible";

export { resolveModelOrThrow, providerFor, parseModelMap, depthOf, type Provider } from "./models";
export { findBannedPhrases, scrubBannedPhrases, BANNED_PHRASES } from "@/lib/engine/writing/banned-phrases";
export {
  assertContentAllowed,
  findPolicyViolation,
  RECORD_RULES,
  JOB_AD_RULES,
  SYSTEM_PROMPT_RULES,
  type PolicyRule,
} from "./content-policy";
export type { WireMessage } from "./openai-compatible";

export type FinishReason = "stop" | "length";

export interface GatewayRequest {
  model: ModelInfo;
  messages: WireMessage[];
  /** already capped by the model's maximum */
  maxTokens: number;
  temperature?: number;
  topP?: number;
  stop?: string[];
  /** the built-in writer's answer; called only when the local provider serves the model */
  local: () => string;
}

export interface GatewayResult {
  content: string;
  finishReason: FinishReason;
  promptTokens: number;
  completionTokens: number;
  provider: "local" | "openai-compatible";
}

export interface GatewayDelta {
  content?: string;
  finishReason?: FinishReason;
}

export function countPromptTokens(messages: WireMessage[]): number {
  // 4 tokens of framing per message, as chat templates add role markers.
  return messages.reduce((n, m) => n + 4 + countTokens(m.content), 0);
}

function applyStop(text: string, stop: string[] | undefined): { text: string; stopped: boolean } {
  let cut = -1;
  for (const s of stop ?? []) {
    const i = s ? text.indexOf(s) : -1;
    if (i >= 0 && (cut < 0 || i < cut)) cut = i;
  }
  return cut >= 0 ? { text: text.slice(0, cut), stopped: true } : { text, stopped: false };
}

function finish(raw: string, req: GatewayRequest, upstreamLength: boolean): { text: string; finishReason: FinishReason } {
  const stopped = applyStop(scrubBannedPhrases(raw), req.stop);
  const cut = truncateToTokens(stopped.text, req.maxTokens);
  return { text: cut.text, finishReason: cut.truncated || (upstreamLength && !stopped.stopped) ? "length" : "stop" };
}

/** A whole completion from the model's provider. */
export async function completeChat(req: GatewayRequest): Promise<GatewayResult> {
  const provider = providerFor(req.model);
  const promptTokens = countPromptTokens(req.messages);
  if (provider.kind === "local") {
    const out = finish(req.local(), req, false);
    return { content: out.text, finishReason: out.finishReason, promptTokens, completionTokens: countTokens(out.text), provider: "local" };
  }
  const remote = await completeRemote({
    ...provider,
    model: provider.upstreamModel,
    messages: req.messages,
    maxTokens: req.maxTokens,
    temperature: req.temperature,
    topP: req.topP,
    stop: req.stop,
  });
  const out = finish(remote.content, req, remote.finishReason === "length");
  assertContentAllowed([{ param: "messages", text: out.text }]);
  return {
    content: out.text,
    finishReason: out.finishReason,
    promptTokens: remote.usage?.prompt_tokens ?? promptTokens,
    completionTokens: countTokens(out.text),
    provider: "openai-compatible",
  };
}

/** Longest banned phrase is under this many characters: holding this much back lets the scrubber see whole phrases. */
const HOLDBACK = 80;

/**
 * A streamed completion. Resolves after the provider has accepted the request (so 503/504 still
 * arrive as HTTP errors), then yields deltas. Remote text is scrubbed on the fly: the tail of the
 * buffer is held back until no banned phrase can straddle what has already been sent.
 */
export async function streamChat(req: GatewayRequest): Promise<AsyncGenerator<GatewayDelta>> {
  const provider = providerFor(req.model);
  if (provider.kind === "local") {
    const out = finish(req.local(), req, false);
    return (async function* () {
      for (const piece of splitStreamPieces(out.text)) yield { content: piece };
      yield { finishReason: out.finishReason };
    })();
  }
  const upstream = await openRemoteStream({
    ...provider,
    model: provider.upstreamModel,
    messages: req.messages,
    maxTokens: req.maxTokens,
    temperature: req.temperature,
    topP: req.topP,
    stop: req.stop,
  });
  return (async function* () {
    let raw = "";
    let sent = 0;
    let tokens = 0;
    let upstreamReason: string | undefined;
    let capped = false;
    const emit = function* (final: boolean): Generator<GatewayDelta> {
      const clean = applyStop(scrubBannedPhrases(raw), req.stop);
      let limit = final || clean.stopped ? clean.text.length : Math.max(sent, clean.text.length - HOLDBACK);
      if (!final && !clean.stopped) {
        const ws = clean.text.lastIndexOf(" ", limit);
        limit = ws > sent ? ws : sent;
      }
      const fresh = clean.text.slice(sent, limit);
      if (!fresh) return;
      const room = req.maxTokens - tokens;
      const cut = truncateToTokens(fresh, room);
      if (cut.text) yield { content: cut.text };
      tokens += countTokens(cut.text);
      sent += cut.text.length;
      if (cut.truncated) capped = true;
    };
    for await (const d of upstream) {
      if (d.content) raw += d.content;
      if (d.finishReason) upstreamReason = d.finishReason;
      yield* emit(false);
      if (capped) break;
    }
    if (!capped) yield* emit(true);
    yield { finishReason: capped || upstreamReason === "length" ? "length" : "stop" };
  })();
}
