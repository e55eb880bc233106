/**
 * Server-sent events for streamed completions: one `data: <json>` event per chunk, then `data: [DONE]`.
 * An error after the stream has started can no longer change the status, so it is sent as an
 * OpenAI-style `error` event (the openai SDK raises it) before the stream closes.
 */
import { isApiError } from "@/lib/errors";

export function toSseResponse(chunks: AsyncIterable<unknown>): Response {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
      } catch (e) {
        const code = isApiError(e) ? e.code : "internal_error";
        const message = isApiError(e) ? e.message : "The stream failed. Retry the request.";
        controller.enqueue(encoder.encode(`data: ${JSON.stringify({ error: { code, message, type: "api_error", param: null } })}\n\n`));
        controller.close();
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
