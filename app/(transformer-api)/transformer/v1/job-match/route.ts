import { TransformerJobMatchRequest } from "@/lib/contracts/scoring";
import { transformerJobMatchRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { transformerRoute, methodNotAllowed } from "@/lib/http/route";
import { now } from "@/lib/platform/clock";

// POST /transformer/v1/job-match — match score, verdict, hiring probability, ATS keywords (spec 3 §2.4).
export const POST = transformerRoute(TransformerJobMatchRequest, { endpoint: "/transformer/v1/job-match", taskType: "job-match" }, async ({ body }) => {
  try {
    return transformerJobMatchRequest(body, new Date(now()));
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
