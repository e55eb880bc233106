// GET /v1/career/context/:id — another developer's context is 404.
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { getContextOrThrow } from "@/lib/platform/contexts";

export const { GET, POST, PUT, PATCH, DELETE } = serve(ops.getContext, ({ auth, params }) => getContextOrThrow(auth.accountId, params.id));
