import { CvScoreRequest } from "@/lib/contracts/scoring";
import { scoreCvRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { now } from "@/lib/platform/clock";

// POST /v1/career/cv/score — ATS score, keyword match, section scores and quoted suggestions (FREE, spec 1 §2.5).
export const POST = developerRoute(CvScoreRequest, { endpoint: "/v1/career/cv/score", minTier: "FREE" }, async ({ body }) => {
  try {
    return scoreCvRequest(body, new Date(now()));
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
