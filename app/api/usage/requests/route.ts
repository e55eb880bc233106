import { RequestLogQuery } from "@/lib/portal/contracts";
import { sessionRoute } from "@/lib/portal/route";
import { portalRequestLog } from "@/lib/portal/usage";

// GET /api/usage/requests?status=error&keyId=&endpoint=&code=&cursor= — the request log, newest first, paged.
export const GET = sessionRoute(null, { endpoint: "/api/usage/requests", query: RequestLogQuery }, ({ caller, query }) =>
  portalRequestLog(caller, query),
);
