// POST /cstm/career-path — head 3: next roles from the occupation graph and AI-disruption risk.
import { planCareerPathForHead } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.headCareerPath, ({ body }) => planCareerPathForHead(body));
