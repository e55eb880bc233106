// POST /v1/career/skills/gap — L0-L4 gap, learning hours, free resources, salary return.
import { analyzeSkillsGap } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.skillsGap, ({ body }) => analyzeSkillsGap(body));
