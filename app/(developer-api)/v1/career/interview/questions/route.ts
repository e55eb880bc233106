// POST /v1/career/interview/questions — role- and company-specific questions with STAR answers (PRO)
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { InterviewQuestionsRequest } from "@/lib/contracts/writing";
import { generateInterviewQuestions } from "@/lib/engine/writing";

export const POST = developerRoute(InterviewQuestionsRequest, { endpoint: "/v1/career/interview/questions", minTier: "PRO" }, async ({ body, auth }) =>
  generateInterviewQuestions(body, auth.tier),
);

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
