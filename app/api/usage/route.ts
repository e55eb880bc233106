import { UsageQuery } from "@/lib/portal/contracts";
import { sessionRoute } from "@/lib/portal/route";
import { portalUsage } from "@/lib/portal/usage";

// GET /api/usage?days=30&keyId=&family= — the usage dashboard's data.
export const GET = sessionRoute(null, { endpoint: "/api/usage", query: UsageQuery }, ({ caller, query }) => portalUsage(caller, query));
