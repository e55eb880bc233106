import { CareerPathRequest } from "@/lib/contracts/scoring";
import { careerPathRequest, ScoringParamError } from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/http/errors";
import { openRoute, methodNotAllowed } from "@/lib/http/route";

// POST /cstm/career-path — head 3: next roles from the occupation graph and AI-disruption risk.
export const POST = openRoute(CareerPathRequest, { endpoint: "/cstm/career-path", taskType: "career-path" }, async ({ body }) => {
  try {
    return careerPathRequest(body);
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
});

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
