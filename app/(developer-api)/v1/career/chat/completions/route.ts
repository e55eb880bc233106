// POST /v1/career/chat/completions — OpenAI-compatible chat, JSON or SSE stream (FREE)
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { ChatCompletionRequest } from "@/lib/contracts/writing";
import { createChatCompletion } from "@/lib/engine/writing";
import { toSseResponse } from "@/lib/models/gateway/sse";

export const POST = developerRoute(ChatCompletionRequest, { endpoint: "/v1/career/chat/completions", minTier: "FREE", openaiErrors: true }, async ({ body, auth, requestId, setModel }) => {
  const out = await createChatCompletion(body, auth.tier, requestId);
  setModel(out.model);
  return out.kind === "stream" ? toSseResponse(out.chunks) : out.body;
});

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
