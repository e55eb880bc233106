// GET /v1/developer/usage/:developerId — own developer only; per-minute limit, no daily quota.
// CONTRACT.md: csk_test_v1_ sandbox keys are marked "livemode": false in usage — for the calling key
// (top level) and for each listed key (its prefix says which kind it is).
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { developerUsage } from "@/lib/platform/developer";

export const { GET, POST, PUT, PATCH, DELETE } = serve(ops.developerUsage, async ({ auth, params }) => {
  const usage = await developerUsage(auth, params.developerId);
  return {
    ...usage,
    livemode: auth.livemode,
    keys: usage.keys.map((k) => ({ ...k, livemode: !k.prefix.startsWith("csk_test_") })),
  };
});
