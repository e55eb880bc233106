// POST /future-self/chat — life-simulation mode 3, AI Future Self Chat. No key needed (per-IP limits); an X-API-Key counts against that key.
import { openRoute, methodNotAllowed } from "@/lib/http/route";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { runLifeSimMode } from "@/lib/api/life-sim";

const mode = getModeOrThrow(3);

export const POST = openRoute(mode.schema, { endpoint: "/future-self/chat", taskType: "life-sim" }, async ({ body }) => runLifeSimMode(mode, body));

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
