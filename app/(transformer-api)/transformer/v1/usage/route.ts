// GET /transformer/v1/usage — counts against the per-minute window only.
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { getLimiter } from "@/lib/platform/limiter";
import { now } from "@/lib/platform/clock";
import { transformerUsage } from "@/lib/platform/transformer-usage";

export const { GET, POST, PUT, PATCH, DELETE } = serve(ops.transformerUsage, async ({ auth }) => ({
  data: await transformerUsage(auth, await getLimiter().dailyCount(auth.dailySubject, now())),
}));
