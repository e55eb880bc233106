import { developerRoute } from "@/lib/http/route";
import { developerUsage } from "@/lib/platform/developer";

// GET /v1/developer/usage/:developerId — own developer only; per-minute limit, no daily quota.
export const GET = developerRoute(
  null,
  { endpoint: "/v1/developer/usage/:developerId", minTier: null, countsQuota: false },
  ({ auth, params }) => developerUsage(auth, params.developerId),
);
