/**
 * One wrapper per request: `serve(operation, handler)` binds an operation of lib/contracts/operations to a
 * handler and answers every other method with the family's JSON 405, so a route file is
 *
 *   export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.cvScore, ({ body }) => scoreCv(body));
 *
 * The operation says which pipeline runs (key, tier, limits, envelope); the route file only says what to call.
 */
import type { z } from "zod";
import type { Operation } from "@/lib/contracts/operations";
import { HTTP_METHODS, type HttpMethod } from "@/lib/contracts/operations/table";
import type { KeyAuth } from "@/lib/platform/key-store";
import type { RouteParams } from "./pipeline";
import {
  developerRoute,
  embedRoute,
  methodNotAllowed,
  notFoundRoute,
  openRoute,
  publicRoute,
  transformerRoute,
  type TransformerResult,
} from "./route";

type Route = (req: Request, ctx: RouteParams) => Promise<Response>;

type Body<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** What the handler gets beside the body: the caller's key, or for public routes the client IP. */
type CallerOf<O extends Operation> = O["access"] extends "none"
  ? { ip: string }
  : O["family"] extends "transformer"
    ? O["access"] extends "key"
      ? { auth: KeyAuth }
      : { auth: KeyAuth | null }
    : { auth: KeyAuth };

/** Transformer routes return `{ data, confidence? }` for the envelope; the others their body (or a Response). */
type ResultOf<O extends Operation> = O["family"] extends "transformer"
  ? O["access"] extends "none"
    ? unknown
    : TransformerResult
  : unknown;

export type ServeHandler<O extends Operation> = (
  ctx: {
    req: Request;
    body: Body<O["request"]>;
    params: Record<string, string>;
    requestId: string;
    /** the model that served the request, for the usage log */
    setModel: (model: string) => void;
  } & CallerOf<O>,
) => Promise<ResultOf<O>> | ResultOf<O>;

export type Methods = Record<HttpMethod, Route>;

export function serve<O extends Operation>(op: O, handler: ServeHandler<O>): Methods {
  // The per-family wrappers type their handlers by family, not by operation; CallerOf/ResultOf above match
  // what each of them passes and expects, and the cast bridges the two.
  const served = bindPipeline(op, handler as never);
  const notAllowed = methodNotAllowed(op.family === "transformer" ? "transformer" : "developer", [op.method]);
  return Object.fromEntries(HTTP_METHODS.map((m) => [m, m === op.method ? served : notAllowed])) as Methods;
}

function bindPipeline(op: Operation, h: never): Route {
  if (op.access === "none") return publicRoute(op.request, { endpoint: op.path, status: op.status }, h);
  if (op.family === "embed") return embedRoute(op.request, { endpoint: op.path }, h);
  if (op.family === "developer") {
    return developerRoute(
      op.request,
      { endpoint: op.path, minTier: op.minTier, status: op.status, countsQuota: op.countsQuota, openaiErrors: op.openaiErrors },
      h,
    );
  }
  const opts = { endpoint: op.path, taskType: op.taskType, countsQuota: op.countsQuota };
  return op.access === "key" ? transformerRoute(op.request, opts, h) : openRoute(op.request, opts, h);
}

/** A catch-all under an API prefix: every method answers the family's JSON 404, never an HTML page. */
export function serveNotFound(family: "developer" | "transformer"): Methods {
  const route = notFoundRoute(family);
  return Object.fromEntries(HTTP_METHODS.map((m) => [m, route])) as Methods;
}
