// POST /v1/embed/similarity — cosine of two texts' embed-v1 vectors, clamped to [0, 1]
import { SimilarityRequest } from "@/lib/contracts/embed";
import { embedRoute, methodNotAllowed } from "@/lib/http/route";
import { similarityForApi } from "@/lib/models/embeddings/api";

export const runtime = "nodejs";

export const POST = embedRoute(SimilarityRequest, { endpoint: "/v1/embed/similarity" }, async ({ body, auth }) => similarityForApi(body, auth));

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
