/**
 * The operation table's row type. Every route of the three API families is one row: its path, method, family,
 * who may call it and how it is counted. Route files, tier gating, the model catalogue, the OpenAPI document,
 * the portal and the contract tests all read these rows, so a fact about a route is written once.
 *
 * Rows are client-safe (no zod, no engine): the portal's plan page and consoles import them. The schemas are
 * bound to the rows server-side in ./index.ts.
 */
import type { DeveloperTier } from "@/lib/knowledge/plans";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export const HTTP_METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The API family: which keys it takes and which error envelope it answers with. */
export type ApiFamily = "developer" | "embed" | "transformer";

/** key: the family's key is required; optional: anonymous per client IP, or counted against a presented key; none: public. */
export type Access = "key" | "optional" | "none";

export interface RouteSpec {
  method: HttpMethod;
  /** the URL path, parameters as `:name` (as recorded in the usage log) */
  path: string;
  family: ApiFamily;
  access: Access;
  /** developer routes: the lowest tier allowed; null = any key (or no key needed) */
  minTier: DeveloperTier | null;
  summary: string;
  /** success status when not 200 */
  status?: number;
  /** false: per-minute window only, no daily quota (usage, models) */
  countsQuota?: boolean;
  /** OpenAI error members `type` and `param` (chat completions, models) */
  openaiErrors?: boolean;
  /** transformer intelligence routes: adds `meta` with this task type */
  taskType?: string;
}

export type Route<Id extends string = string> = RouteSpec & { id: Id };

/** Names each row after its key, so `routes.cvScore.id === "cvScore"`. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(rows: T): { [K in keyof T & string]: T[K] & { id: K } } {
  return Object.fromEntries(Object.entries(rows).map(([id, r]) => [id, { ...r, id }])) as { [K in keyof T & string]: T[K] & { id: K } };
}

/** `/v1/career/context/:id` → `/v1/career/context/{id}` (OpenAPI's form). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}");
}
