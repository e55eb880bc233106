// POST /transformer/v1/job-match — match score, verdict, hiring probability, ATS keywords (spec 3 §2.4).
import { matchJobForTransformer } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.transformerJobMatch, ({ body }) => matchJobForTransformer(body));
