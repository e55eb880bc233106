import { DEVELOPER_ENDPOINTS, MODELS } from "./tiers";

/** The life-simulation routes of spec 3 §2.9, in mode order. */
export const LIFE_SIM_PATHS = [
  "/future-self/simulate",
  "/future-self/regret",
  "/future-self/chat",
  "/life-intel/identity/scan",
  "/future-self/timeline",
  "/life-intel/personality/profile",
  "/life-intel/career/adaptive",
  "/life-sim/parallel",
  "/life-sim/stress-test",
  "/life-sim/skill-heatmap",
  "/life-sim/timing",
  "/life-sim/salary-sim",
  "/life-intel/burnout/predict",
  "/life-intel/meaning-money",
  "/life-intel/regret-stories",
  "/life-sim/reality-feed",
  "/life-sim/micro-internship",
  "/life-sim/shadow-day",
  "/life-sim/tradeoff",
  "/life-intel/identity/evolution",
  "/life-intel/wrong-path-alert",
] as const;

export const CSTM_PATHS = ["/cstm/match", "/cstm/salary", "/cstm/career-path", "/cstm/resume-score", "/cstm/skill-gap"] as const;

type Ep = { method: string; path: string };
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
        endpoints: [
          { method: "POST", path: "/v1/developer/register" },
          { method: "GET", path: "/v1/developer/tiers" },
          ...DEVELOPER_ENDPOINTS.map((e) => ({ method: e.method, path: e.path })),
        ],
      },
      {
        family: "embedding",
        key_prefix: "cstm_em_",
        auth: "Authorization: Bearer",
        models: ["embed-v1"],
        endpoints: [post("/v1/embed/embed"), post("/v1/embed/similarity"), post("/v1/embed/match-jobs"), { method: "GET", path: "/docs/models" }],
      },
      {
        family: "transformer",
        key_prefix: "csk_live_ | csk_test_",
        auth: "X-API-Key header",
        models: ["cstm-career-v1"],
        endpoints: [
          post("/transformer/v1/extract"),
          post("/transformer/v1/career-graph"),
          post("/transformer/v1/job-match"),
          { method: "GET", path: "/transformer/v1/usage" },
        ],
      },
      {
        family: "intelligence-heads",
        key_prefix: "none required (csk_live_ | csk_test_ optional)",
        auth: "none (per-IP limits) or X-API-Key",
        models: ["cstm-career-v1"],
        endpoints: CSTM_PATHS.map(post),
      },
      {
        family: "life-simulation",
        key_prefix: "none required (csk_live_ | csk_test_ optional)",
        auth: "none (per-IP limits) or X-API-Key",
        models: ["cstm-career-v1"],
        endpoints: LIFE_SIM_PATHS.map(post),
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
