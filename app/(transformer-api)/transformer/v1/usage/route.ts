import { transformerRoute, methodNotAllowed } from "@/lib/http/route";
import { getLimiter } from "@/lib/platform/limiter";
import { now } from "@/lib/platform/clock";
import { transformerUsage } from "@/lib/platform/transformer-usage";

// GET /transformer/v1/usage — counts against the per-minute window only.
export const GET = transformerRoute(null, { endpoint: "/transformer/v1/usage", countsQuota: false }, async ({ auth }) => ({
  data: await transformerUsage(auth!, await getLimiter().dailyCount(auth!.dailySubject, now())),
}));

const notAllowed = methodNotAllowed("transformer", ["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
