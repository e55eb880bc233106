// POST /life-sim/shadow-day — life-simulation mode 18, Shadow Day AI. No key needed (per-IP limits); an X-API-Key counts against that key.
import { openRoute, methodNotAllowed } from "@/lib/http/route";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { runLifeSimMode } from "@/lib/api/life-sim";

const mode = getModeOrThrow(18);

export const POST = openRoute(mode.schema, { endpoint: "/life-sim/shadow-day", taskType: "life-sim" }, async ({ body }) => runLifeSimMode(mode, body));

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
