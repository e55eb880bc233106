// POST /v1/career/job/match — five-dimension match and apply recommendation.
import { matchJob } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.jobMatch, ({ body }) => matchJob(body));
