// POST /life-intel/wrong-path-alert — life-simulation mode 21, Wrong Path Alert. No key needed (per-IP limits); an X-API-Key counts against that key.
import { openRoute, methodNotAllowed } from "@/lib/http/route";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { runLifeSimMode } from "@/lib/api/life-sim";

const mode = getModeOrThrow(21);

export const POST = openRoute(mode.schema, { endpoint: "/life-intel/wrong-path-alert", taskType: "life-sim" }, async ({ body }) => runLifeSimMode(mode, body));

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
