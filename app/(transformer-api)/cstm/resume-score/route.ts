import { ResumeScoreRequest } from "@/lib/contracts/scoring";
import { resumeScoreRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { openRoute, methodNotAllowed } from "@/lib/http/route";
import { now } from "@/lib/platform/clock";

// POST /cstm/resume-score — head 4: overall/ATS score and weak-bullet rewrites.
export const POST = openRoute(ResumeScoreRequest, { endpoint: "/cstm/resume-score", taskType: "resume-score" }, async ({ body }) => {
  try {
    return resumeScoreRequest(body, new Date(now()));
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
