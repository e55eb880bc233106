/** POST /v1/career/interview/questions: model gate, content policy, then the local question writer. */
import type { z } from "zod";
import type { InterviewQuestionsRequest } from "@/lib/contracts/writing";
import { assertContentAllowed, JOB_AD_RULES, RECORD_RULES, resolveModelOrThrow } from "@/lib/models/gateway";
import { writeInterviewQuestions, type InterviewQuestion } from "@/lib/engine/writing/local/interview";

type Body = z.infer<typeof InterviewQuestionsRequest>;

export function generateInterviewQuestions(body: Body, tier: string): { questions: InterviewQuestion[]; model: string } {
  const model = resolveModelOrThrow(body.model, tier, "lm-standard");
  assertContentAllowed([
    { param: "role", text: body.role },
    { param: "company_name", text: body.company_name },
    { param: "job_description", text: body.job_description, rules: JOB_AD_RULES },
    { param: "cv_text", text: body.cv_text, rules: RECORD_RULES },
  ]);
  const questions = writeInterviewQuestions({
    role: body.role,
    companyName: body.company_name,
    jobDescription: body.job_description,
    cvText: body.cv_text,
    count: body.count,
    types: body.types,
  });
  return { questions, model: model.id };
}
