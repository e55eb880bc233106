// POST /v1/embed/embed — 384-d embed-v1 vectors for one or up to 96 texts
import { EmbedRequest } from "@/lib/contracts/embed";
import { embedRoute, methodNotAllowed } from "@/lib/http/route";
import { embedForApi } from "@/lib/models/embeddings/api";

export const runtime = "nodejs";

export const POST = embedRoute(EmbedRequest, { endpoint: "/v1/embed/embed" }, async ({ body, auth }) => embedForApi(body, auth));

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
