import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { developerUsage } from "@/lib/platform/developer";

// GET /v1/developer/usage/:developerId — own developer only; per-minute limit, no daily quota.
// CONTRACT.md: csk_test_v1_ sandbox keys are marked "livemode": false in usage — for the calling key
// (top level) and for each listed key (its prefix says which kind it is).
export const GET = developerRoute(
  null,
  { endpoint: "/v1/developer/usage/:developerId", minTier: null, countsQuota: false },
  async ({ auth, params }) => {
    const usage = await developerUsage(auth, params.developerId);
    return {
      ...usage,
      livemode: auth.livemode,
      keys: usage.keys.map((k) => ({ ...k, livemode: !k.prefix.startsWith("csk_test_") })),
    };
  },
);

const notAllowed = methodNotAllowed("developer", ["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
