// POST /life-intel/personality/profile — life-simulation mode 6, Personality Deep Profile. No key needed (per-IP limits); an X-API-Key counts against that key.
import { openRoute, methodNotAllowed } from "@/lib/http/route";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { runLifeSimMode } from "@/lib/api/life-sim";

const mode = getModeOrThrow(6);

export const POST = openRoute(mode.schema, { endpoint: "/life-intel/personality/profile", taskType: "life-sim" }, async ({ body }) => runLifeSimMode(mode, body));

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
