// POST /v1/career/cv/score — ATS score, keyword match, section scores and quoted suggestions.
import { scoreCv } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.cvScore, ({ body }) => scoreCv(body));
