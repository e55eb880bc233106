import type { ProxyTarget } from "@/lib/portal/playground-proxy";

/**
 * Every API route the playground proxy may call as one of the account's keys, loaded on first use.
 * Not here: routes that take no key (register, tiers, /docs/models, /health, /openapi.json) — the browser
 * calls those directly. targets.test.ts fails when a route file is added without a decision here.
 */
export const PROXY_TARGETS: ProxyTarget[] = [
  { path: "/v1/career/chat/completions", load: () => import("@/app/(developer-api)/v1/career/chat/completions/route") },
  { path: "/v1/career/context/:id", load: () => import("@/app/(developer-api)/v1/career/context/[id]/route") },
  { path: "/v1/career/context", load: () => import("@/app/(developer-api)/v1/career/context/route") },
  { path: "/v1/career/cover-letter/generate", load: () => import("@/app/(developer-api)/v1/career/cover-letter/generate/route") },
  { path: "/v1/career/cv/score", load: () => import("@/app/(developer-api)/v1/career/cv/score/route") },
  { path: "/v1/career/interview/questions", load: () => import("@/app/(developer-api)/v1/career/interview/questions/route") },
  { path: "/v1/career/job/match", load: () => import("@/app/(developer-api)/v1/career/job/match/route") },
  { path: "/v1/career/models", load: () => import("@/app/(developer-api)/v1/career/models/route") },
  { path: "/v1/career/salary/benchmark", load: () => import("@/app/(developer-api)/v1/career/salary/benchmark/route") },
  { path: "/v1/career/skills/gap", load: () => import("@/app/(developer-api)/v1/career/skills/gap/route") },
  { path: "/v1/developer/keys/:id/rotate", load: () => import("@/app/(developer-api)/v1/developer/keys/[id]/rotate/route") },
  { path: "/v1/developer/usage/:developerId", load: () => import("@/app/(developer-api)/v1/developer/usage/[developerId]/route") },
  { path: "/v1/embed/embed", load: () => import("@/app/(embed-api)/v1/embed/embed/route") },
  { path: "/v1/embed/match-jobs", load: () => import("@/app/(embed-api)/v1/embed/match-jobs/route") },
  { path: "/v1/embed/similarity", load: () => import("@/app/(embed-api)/v1/embed/similarity/route") },
  { path: "/cstm/career-path", load: () => import("@/app/(transformer-api)/cstm/career-path/route") },
  { path: "/cstm/match", load: () => import("@/app/(transformer-api)/cstm/match/route") },
  { path: "/cstm/resume-score", load: () => import("@/app/(transformer-api)/cstm/resume-score/route") },
  { path: "/cstm/salary", load: () => import("@/app/(transformer-api)/cstm/salary/route") },
  { path: "/cstm/skill-gap", load: () => import("@/app/(transformer-api)/cstm/skill-gap/route") },
  { path: "/future-self/chat", load: () => import("@/app/(transformer-api)/future-self/chat/route") },
  { path: "/future-self/regret", load: () => import("@/app/(transformer-api)/future-self/regret/route") },
  { path: "/future-self/simulate", load: () => import("@/app/(transformer-api)/future-self/simulate/route") },
  { path: "/future-self/timeline", load: () => import("@/app/(transformer-api)/future-self/timeline/route") },
  { path: "/life-intel/burnout/predict", load: () => import("@/app/(transformer-api)/life-intel/burnout/predict/route") },
  { path: "/life-intel/career/adaptive", load: () => import("@/app/(transformer-api)/life-intel/career/adaptive/route") },
  { path: "/life-intel/identity/evolution", load: () => import("@/app/(transformer-api)/life-intel/identity/evolution/route") },
  { path: "/life-intel/identity/scan", load: () => import("@/app/(transformer-api)/life-intel/identity/scan/route") },
  { path: "/life-intel/meaning-money", load: () => import("@/app/(transformer-api)/life-intel/meaning-money/route") },
  { path: "/life-intel/personality/profile", load: () => import("@/app/(transformer-api)/life-intel/personality/profile/route") },
  { path: "/life-intel/regret-stories", load: () => import("@/app/(transformer-api)/life-intel/regret-stories/route") },
  { path: "/life-intel/wrong-path-alert", load: () => import("@/app/(transformer-api)/life-intel/wrong-path-alert/route") },
  { path: "/life-sim/micro-internship", load: () => import("@/app/(transformer-api)/life-sim/micro-internship/route") },
  { path: "/life-sim/parallel", load: () => import("@/app/(transformer-api)/life-sim/parallel/route") },
  { path: "/life-sim/reality-feed", load: () => import("@/app/(transformer-api)/life-sim/reality-feed/route") },
  { path: "/life-sim/salary-sim", load: () => import("@/app/(transformer-api)/life-sim/salary-sim/route") },
  { path: "/life-sim/shadow-day", load: () => import("@/app/(transformer-api)/life-sim/shadow-day/route") },
  { path: "/life-sim/skill-heatmap", load: () => import("@/app/(transformer-api)/life-sim/skill-heatmap/route") },
  { path: "/life-sim/stress-test", load: () => import("@/app/(transformer-api)/life-sim/stress-test/route") },
  { path: "/life-sim/timing", load: () => import("@/app/(transformer-api)/life-sim/timing/route") },
  { path: "/life-sim/tradeoff", load: () => import("@/app/(transformer-api)/life-sim/tradeoff/route") },
  { path: "/transformer/v1/career-graph", load: () => import("@/app/(transformer-api)/transformer/v1/career-graph/route") },
  { path: "/transformer/v1/extract", load: () => import("@/app/(transformer-api)/transformer/v1/extract/route") },
  { path: "/transformer/v1/job-match", load: () => import("@/app/(transformer-api)/transformer/v1/job-match/route") },
  { path: "/transformer/v1/usage", load: () => import("@/app/(transformer-api)/transformer/v1/usage/route") },
];

/** Routes deliberately left out, with the reason (read by targets.test.ts). */
export const NOT_PROXIED: Record<string, string> = {
  "/v1/developer/register": "public: creates an account and returns its first key",
  "/v1/developer/tiers": "public, no key",
  "/docs/models": "public, no key",
  "/health": "public, no key",
  "/openapi.json": "public, no key",
};
