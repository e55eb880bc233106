import {
  CSTM_ROUTES,
  DEVELOPER_ROUTES,
  EMBED_ROUTES,
  LIFE_SIM_ROUTES,
  TRANSFORMER_ROUTES,
  type Route,
} from "@/lib/contracts/operations/routes";
import { MODELS } from "@/lib/knowledge/plans";

type Ep = { method: string; path: string };
const endpoint = (r: Route): Ep => ({ method: r.method, path: r.path });
const post = (path: string): Ep => ({ method: "POST", path });

/** GET /docs/models: every family, its key prefix, auth scheme, models and routes. */
export function modelCatalog() {
  return {
    families: [
      {
        family: "developer",
        key_prefix: "csk_(live|test|free)_v1_",
        auth: "X-Api-Key header (or Authorization: Bearer on chat completions)",
        models: MODELS.map((m) => m.id),
        endpoints: Object.values(DEVELOPER_ROUTES).map(endpoint),
      },
      {
        family: "embedding",
        key_prefix: "cstm_em_",
        auth: "Authorization: Bearer",
        // embed-onnx only where the operator brought a model (EMBED_MODEL_PATH): elsewhere it answers 404.
        models: process.env.EMBED_MODEL_PATH?.trim() ? ["embed-v1", "embed-onnx"] : ["embed-v1"],
        endpoints: Object.values(EMBED_ROUTES).map(endpoint),
      },
      {
        family: "transformer",
        key_prefix: "csk_live_ | csk_test_",
        auth: "X-API-Key header",
        models: ["cstm-career-v1"],
        endpoints: Object.values(TRANSFORMER_ROUTES).map(endpoint),
      },
      {
        family: "intelligence-heads",
        key_prefix: "none required (csk_live_ | csk_test_ optional)",
        auth: "none (per-IP limits) or X-API-Key",
        models: ["cstm-career-v1"],
        endpoints: Object.values(CSTM_ROUTES).map(endpoint),
      },
      {
        family: "life-simulation",
        key_prefix: "none required (csk_live_ | csk_test_ optional)",
        auth: "none (per-IP limits) or X-API-Key",
        models: ["cstm-career-v1"],
        endpoints: LIFE_SIM_ROUTES.map(endpoint),
      },
      {
        family: "secret",
        key_prefix: "csk_secret_",
        auth: "X-API-Key header",
        models: [],
        endpoints: [post("/api/keys/{id}/rotate")],
      },
    ],
  };
}
