import { JobMatchRequest } from "@/lib/contracts/scoring";
import { matchJobRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { now } from "@/lib/platform/clock";

// POST /v1/career/job/match — five-dimension match and apply recommendation (PRO).
export const POST = developerRoute(JobMatchRequest, { endpoint: "/v1/career/job/match", minTier: "PRO" }, async ({ body }) => {
  try {
    return matchJobRequest(body, new Date(now()));
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
