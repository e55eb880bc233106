// POST /cstm/skill-gap — head 5: readiness, difficulty, months and learning path.
import { analyzeSkillGapForHead } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.headSkillGap, ({ body }) => analyzeSkillGapForHead(body));
