import { SkillsGapRequest } from "@/lib/contracts/scoring";
import { skillsGapRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { now } from "@/lib/platform/clock";

// POST /v1/career/skills/gap — L0-L4 gap, learning hours, free resources, salary return (PRO).
export const POST = developerRoute(SkillsGapRequest, { endpoint: "/v1/career/skills/gap", minTier: "PRO" }, async ({ body }) => {
  try {
    return skillsGapRequest(body, new Date(now()));
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
