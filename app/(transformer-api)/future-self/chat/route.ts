// POST /future-self/chat — life-simulation mode 3, AI Future Self Chat. No key needed (per-IP limits); an X-API-Key counts against that key.
import { runLifeSimMode } from "@/lib/api/life-sim";
import { lifeSimOperation } from "@/lib/contracts/operations";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { serve } from "@/lib/http/serve";

const mode = getModeOrThrow(3);

export const { POST, GET, PUT, PATCH, DELETE } = serve(lifeSimOperation(mode.id), ({ body }) => runLifeSimMode(mode, body));
