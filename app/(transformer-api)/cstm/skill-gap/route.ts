import { SkillGapHeadRequest } from "@/lib/contracts/scoring";
import { skillGapHeadRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { openRoute, methodNotAllowed } from "@/lib/http/route";

// POST /cstm/skill-gap — head 5: readiness, difficulty, months and learning path.
export const POST = openRoute(SkillGapHeadRequest, { endpoint: "/cstm/skill-gap", taskType: "skill-gap" }, async ({ body }) => {
  try {
    return skillGapHeadRequest(body);
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
