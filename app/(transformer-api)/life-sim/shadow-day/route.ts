// POST /life-sim/shadow-day — life-simulation mode 18, Shadow Day AI. No key needed (per-IP limits); an X-API-Key counts against that key.
import { runLifeSimMode } from "@/lib/api/life-sim";
import { lifeSimOperation } from "@/lib/contracts/operations";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { serve } from "@/lib/http/serve";

const mode = getModeOrThrow(18);

export const { POST, GET, PUT, PATCH, DELETE } = serve(lifeSimOperation(mode.id), ({ body }) => runLifeSimMode(mode, body));
