// POST /life-intel/identity/scan — life-simulation mode 4, Identity Alignment Scan. No key needed (per-IP limits); an X-API-Key counts against that key.
import { runLifeSimMode } from "@/lib/api/life-sim";
import { lifeSimOperation } from "@/lib/contracts/operations";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { serve } from "@/lib/http/serve";

const mode = getModeOrThrow(4);

export const { POST, GET, PUT, PATCH, DELETE } = serve(lifeSimOperation(mode.id), ({ body }) => runLifeSimMode(mode, body));
