import { SkillGapHeadRequest } from "@/lib/contracts/scoring";
import { skillGapHeadRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { openRoute } from "@/lib/http/route";

// POST /cstm/skill-gap — head 5: readiness, difficulty, months and learning path.
export const POST = openRoute(SkillGapHeadRequest, { endpoint: "/cstm/skill-gap", taskType: "skill-gap" }, async ({ body }) => {
  try {
    return skillGapHeadRequest(body);
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});
