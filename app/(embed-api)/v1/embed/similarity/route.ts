// POST /v1/embed/similarity — cosine of two texts' embed-v1 vectors, clamped to [0, 1]
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { similarityForApi } from "@/lib/api/embed";

export const runtime = "nodejs";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.similarity, ({ body, auth }) => similarityForApi(body, auth));
