// POST /cstm/resume-score — head 4: overall/ATS score and weak-bullet rewrites.
import { scoreResumeForHead } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.headResumeScore, ({ body }) => scoreResumeForHead(body));
