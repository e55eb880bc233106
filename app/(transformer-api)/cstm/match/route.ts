import { MatchHeadRequest } from "@/lib/contracts/scoring";
import { matchHeadRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { openRoute, methodNotAllowed } from "@/lib/http/route";
import { now } from "@/lib/platform/clock";

// POST /cstm/match — head 1: full match with strengths, gaps, hook, ATS analysis, red flags.
export const POST = openRoute(MatchHeadRequest, { endpoint: "/cstm/match", taskType: "match" }, async ({ body }) => {
  try {
    return matchHeadRequest(body, new Date(now()));
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
