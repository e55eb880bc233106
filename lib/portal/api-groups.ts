/**
 * One group per API family (the contract modules tagged the same family four different ways), with
 * sections inside, and a short name per operation for the docs sidebar and search. Client-safe.
 */
import { ALL_ROUTES, openApiPath } from "@/lib/contracts/operations/routes";

export type ApiFamily = "developer" | "embed" | "transformer" | "portal";

export interface ApiSection {
  id: string;
  title: string;
  match: (path: string) => boolean;
}

export interface ApiGroup {
  id: ApiFamily;
  title: string;
  /** the key the family's routes take, as a reader sees it */
  auth: string;
  sections: ApiSection[];
}

const LIFE_SIM = /^\/(future-self|life-intel|life-sim)\//;

export const API_GROUPS: ApiGroup[] = [
  {
    id: "developer",
    title: "Developer API",
    auth: "X-Api-Key: csk_(free|live|test)_v1_…",
    sections: [
      { id: "developer-account", title: "Account and usage", match: (p) => p.startsWith("/v1/developer/") },
      { id: "developer-career", title: "Career intelligence", match: (p) => p.startsWith("/v1/career/") },
    ],
  },
  {
    id: "embed",
    title: "Embedding API",
    auth: "Authorization: Bearer cstm_em_…",
    sections: [{ id: "embed", title: "Embeddings", match: (p) => p.startsWith("/v1/embed/") || p === "/docs/models" }],
  },
  {
    id: "transformer",
    title: "Transformer API",
    auth: "X-API-Key: csk_live_… / csk_test_… (optional on /cstm and life simulation)",
    sections: [
      { id: "transformer-v1", title: "Transformer v1", match: (p) => p.startsWith("/transformer/v1/") },
      { id: "transformer-cstm", title: "Intelligence heads (/cstm, no key)", match: (p) => p.startsWith("/cstm/") },
      { id: "transformer-life-sim", title: "Life simulation (21 modes, no key)", match: (p) => LIFE_SIM.test(p) },
    ],
  },
  {
    id: "portal",
    title: "Portal (session)",
    auth: "Signed-in session (cookie)",
    sections: [{ id: "portal", title: "Account, keys, usage and plan", match: (p) => p.startsWith("/api/") }],
  },
];

/** The group and section of a path; unknown paths fall in the portal group's section so none is lost. */
export function apiGroupOf(path: string): { group: ApiGroup; section: ApiSection } {
  for (const group of API_GROUPS) {
    const section = group.sections.find((s) => s.match(path));
    if (section) return { group, section };
  }
  const portal = API_GROUPS[API_GROUPS.length - 1];
  return { group: portal, section: portal.sections[0] };
}

/** Which key an operation takes: from the operation tables for the three APIs, else a portal route. */
export function authOf(path: string): "developer" | "embed" | "transformer" | "open" | "session" | "none" {
  const route = ALL_ROUTES.find((r) => openApiPath(r.path) === path);
  if (route) return route.access === "none" ? "none" : route.access === "optional" ? "open" : route.family;
  if (path === "/api/auth/signup") return "none";
  return "session";
}

const NAMES: Record<string, string> = {
  "POST /v1/developer/register": "Register a developer",
  "GET /v1/developer/tiers": "List tiers",
  "GET /v1/developer/usage/{developerId}": "Get developer usage",
  "POST /v1/developer/keys/{id}/rotate": "Rotate a developer key",
  "POST /v1/career/context": "Save a candidate context",
  "GET /v1/career/context/{id}": "Get a candidate context",
  "POST /v1/career/cv/score": "Score a CV",
  "POST /v1/career/job/match": "Match a CV to a job",
  "POST /v1/career/skills/gap": "Analyse a skills gap",
  "POST /v1/career/salary/benchmark": "Benchmark a salary",
  "POST /v1/career/cover-letter/generate": "Write a cover letter",
  "POST /v1/career/interview/questions": "Generate interview questions",
  "POST /v1/career/chat/completions": "Create a chat completion",
  "GET /v1/career/models": "List models",
  "POST /v1/embed/embed": "Embed texts",
  "POST /v1/embed/similarity": "Compare two texts",
  "POST /v1/embed/match-jobs": "Match jobs to a CV",
  "GET /docs/models": "List models of every family",
  "POST /transformer/v1/extract": "Extract entities",
  "POST /transformer/v1/career-graph": "Build a career graph",
  "POST /transformer/v1/job-match": "Match a candidate to a job",
  "GET /transformer/v1/usage": "Get key usage",
  "POST /cstm/match": "Match (head 1)",
  "POST /cstm/salary": "Salary (head 2)",
  "POST /cstm/career-path": "Career path (head 3)",
  "POST /cstm/resume-score": "Resume score (head 4)",
  "POST /cstm/skill-gap": "Skill gap (head 5)",
  "POST /api/auth/signup": "Create an account",
  "POST /api/auth/sign-out-everywhere": "Sign out everywhere",
  "GET /api/keys": "List keys",
  "POST /api/keys": "Create a key",
  "DELETE /api/keys/{id}": "Revoke a key",
  "PATCH /api/keys/{id}": "Rename a key",
  "POST /api/keys/{id}/rotate": "Rotate a key",
  "GET /api/usage": "Get usage",
  "GET /api/usage/requests": "List requests",
  "GET /api/plan": "Get plan",
  "POST /api/plan": "Switch plan",
};

/** A short, verb-first name: curated, else the life-simulation mode name, else the summary's first clause. */
export function operationName(method: string, path: string, summary?: string): string {
  const curated = NAMES[`${method.toUpperCase()} ${path}`];
  if (curated) return curated;
  const mode = /^Mode \d+ — (.+)$/.exec(summary ?? "");
  if (mode) return mode[1];
  return (summary ?? `${method.toUpperCase()} ${path}`).split(/[:(—;]/)[0].trim();
}

/**
 * Dashes at either end. The end run starts only where a run starts: "-+$" alone rescanned a run from each of its
 * dashes. Exported for the unit test.
 */
export const EDGE_DASHES = /^-+|(?<!-)-+$/g;

/** The docs page of an operation: /docs/api/post-v1-career-cv-score. */
export function operationSlug(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(EDGE_DASHES, "");
}
