// POST /life-sim/micro-internship — life-simulation mode 17, Micro-Internship. No key needed (per-IP limits); an X-API-Key counts against that key.
import { openRoute, methodNotAllowed } from "@/lib/http/route";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { runLifeSimMode } from "@/lib/api/life-sim";

const mode = getModeOrThrow(17);

export const POST = openRoute(mode.schema, { endpoint: "/life-sim/micro-internship", taskType: "life-sim" }, async ({ body }) => runLifeSimMode(mode, body));

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
