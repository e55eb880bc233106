// POST /v1/career/chat/completions — OpenAI-compatible chat, JSON or SSE stream.
import { ops } from "@/lib/contracts/operations";
import { createChatCompletion } from "@/lib/api/writing";
import { serve } from "@/lib/http/serve";
import { toSseResponse } from "@/lib/models/gateway/sse";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.chatCompletions, async ({ body, auth, requestId, setModel }) => {
  const out = await createChatCompletion(body, auth.tier, requestId);
  setModel(out.model);
  return out.kind === "stream" ? toSseResponse(out.chunks) : out.body;
});
