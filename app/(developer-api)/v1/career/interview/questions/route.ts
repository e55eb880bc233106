// POST /v1/career/interview/questions — role- and company-specific questions with STAR answers.
import { ops } from "@/lib/contracts/operations";
import { generateInterviewQuestions } from "@/lib/api/writing";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.interviewQuestions, ({ body, auth }) =>
  generateInterviewQuestions(body, auth.tier),
);
