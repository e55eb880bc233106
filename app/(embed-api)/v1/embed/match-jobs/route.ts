// POST /v1/embed/match-jobs — current listings ranked against a CV (country pool, else global)
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { matchJobsForApi } from "@/lib/api/embed";

export const runtime = "nodejs";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.matchJobs, ({ body, auth }) => matchJobsForApi(body, auth));
