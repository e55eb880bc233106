/**
 * The openai-compatible provider: POST {base}/chat/completions with fetch. Failures map to the API's
 * codes: no answer within the timeout → 504 request_timeout; unreachable, 5xx or an unusable reply →
 * 503 model_unavailable. The abort controller is always released, so a hung backend leaves no socket.
 */
import { ApiError } from "@/lib/errors";

export interface WireMessage {
  role: string;
  content: string;
}

export interface RemoteRequest {
  baseUrl: string;
  apiKey?: string;
  model: string;
  messages: WireMessage[];
  maxTokens: number;
  temperature?: number;
  topP?: number;
  stop?: string[];
  timeoutMs: number;
}

export interface RemoteResult {
  content: string;
  finishReason: string;
  usage: { prompt_tokens: number; completion_tokens: number } | null;
}

export interface RemoteDelta {
  content?: string;
  finishReason?: string;
}

function body(req: RemoteRequest, stream: boolean): string {
  return JSON.stringify({
    model: req.model,
    messages: req.messages,
    max_tokens: req.maxTokens,
    ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
    ...(req.topP !== undefined ? { top_p: req.topP } : {}),
    ...(req.stop?.length ? { stop: req.stop } : {}),
    stream,
  });
}

function timeoutError(ms: number): ApiError {
  return new ApiError("request_timeout", `Model inference exceeded ${Math.round(ms / 1000) || ms / 1000} s and was stopped.`);
}

function unavailable(detail: string): ApiError {
  return new ApiError("model_unavailable", `The model gateway is temporarily unreachable (${detail}). Retry shortly.`, { retryAfter: 5 });
}

async function post(req: RemoteRequest, stream: boolean, controller: AbortController): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${req.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: stream ? "text/event-stream" : "application/json",
        ...(req.apiKey ? { authorization: `Bearer ${req.apiKey}` } : {}),
      },
      body: body(req, stream),
      signal: controller.signal,
    });
  } catch (e) {
    if (controller.signal.aborted) throw timeoutError(req.timeoutMs);
    throw unavailable(
      e instanceof Error && "cause" in e && e.cause instanceof Error
        ? ((e.cause as NodeJS.ErrnoException).code ?? "connection failed")
        : "connection failed",
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 408 || res.status === 504) throw timeoutError(req.timeoutMs);
    throw unavailable(`backend answered ${res.status}`);
  }
  return res;
}

export async function completeRemote(req: RemoteRequest): Promise<RemoteResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), req.timeoutMs);
  try {
    const res = await post(req, false, controller);
    let data: unknown;
    try {
      data = await res.json();
    } catch {
      if (controller.signal.aborted) throw timeoutError(req.timeoutMs);
      throw unavailable("unreadable reply");
    }
    const choice = (data as { choices?: { message?: { content?: unknown }; finish_reason?: unknown }[] }).choices?.[0];
    if (!choice || typeof choice.message?.content !== "string") throw unavailable("reply without a message");
    const usage = (data as { usage?: { prompt_tokens?: number; completion_tokens?: number } }).usage;
    return {
      content: choice.message.content,
      finishReason: typeof choice.finish_reason === "string" ? choice.finish_reason : "stop",
      usage:
        usage && typeof usage.prompt_tokens === "number" && typeof usage.completion_tokens === "number"
          ? { prompt_tokens: usage.prompt_tokens, completion_tokens: usage.completion_tokens }
          : null,
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens a streaming completion. Resolves once the backend has answered with headers (so failures
 * before the first byte still become a proper 503/504); the generator then yields content deltas.
 */
export async function openRemoteStream(req: RemoteRequest): Promise<AsyncGenerator<RemoteDelta>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), req.timeoutMs);
  let res: Response;
  try {
    res = await post(req, true, controller);
  } catch (e) {
    clearTimeout(timer);
    throw e;
  }
  async function* deltas(): AsyncGenerator<RemoteDelta> {
    const reader = res.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          throw controller.signal.aborted ? timeoutError(req.timeoutMs) : unavailable("stream interrupted");
        }
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let nl: number;
        while ((nl = buffer.indexOf("\n")) >= 0) {
          const line = buffer.slice(0, nl).trim();
          buffer = buffer.slice(nl + 1);
          if (!line.startsWith("data:")) continue;
          const payload = line.slice(5).trim();
          if (payload === "[DONE]") return;
          let parsed: { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[] };
          try {
            parsed = JSON.parse(payload);
          } catch {
            continue;
          }
          const c = parsed.choices?.[0];
          if (!c) continue;
          const out: RemoteDelta = {};
          if (typeof c.delta?.content === "string" && c.delta.content) out.content = c.delta.content;
          if (typeof c.finish_reason === "string") out.finishReason = c.finish_reason;
          if (out.content !== undefined || out.finishReason !== undefined) yield out;
        }
      }
    } finally {
      clearTimeout(timer);
      controller.abort();
      reader.releaseLock();
    }
  }
  return deltas();
}
