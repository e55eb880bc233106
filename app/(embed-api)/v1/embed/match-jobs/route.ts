// POST /v1/embed/match-jobs — current listings ranked against a CV (country pool, else global)
import { MatchJobsRequest } from "@/lib/contracts/embed";
import { embedRoute, methodNotAllowed } from "@/lib/http/route";
import { matchJobsForApi } from "@/lib/models/embeddings/api";

export const runtime = "nodejs";

export const POST = embedRoute(MatchJobsRequest, { endpoint: "/v1/embed/match-jobs" }, async ({ body, auth }) => matchJobsForApi(body, auth));

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
