// POST /v1/embed/embed — 384-d embed-v1 vectors for one or up to 96 texts
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { embedForApi } from "@/lib/api/embed";

export const runtime = "nodejs";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.embed, ({ body, auth }) => embedForApi(body, auth));
