import { buildOpenApi } from "@/lib/contracts/openapi";
import { minTierOf } from "./console-routes";
import { API_GROUPS, apiGroupOf, authOf, operationName, operationSlug } from "./api-groups";
import { requestExample, responseExample, type RequestExample } from "./docs-examples";
import { METHODS, resolve, type OpenApiDoc, type Operation, type Parameter, type Schema } from "./openapi-view";

/** One operation as the docs sidebar and search list it. */
export interface OpSummary {
  slug: string;
  method: string;
  path: string;
  name: string;
  summary: string;
  /** summary and description, for search */
  text: string;
  groupId: string;
  sectionId: string;
  auth: ReturnType<typeof authOf>;
}

/** Everything one operation page shows; schemas are self-contained (no $ref), so the page needs no document. */
export interface OpDetail extends OpSummary {
  description: string;
  minTier: string | null;
  parameters: Parameter[];
  body: Schema | null;
  responses: { status: string; description: string; schema: Schema | null }[];
  example: RequestExample;
  response: { status: number; body: unknown } | null;
}

const doc = () => buildOpenApi() as unknown as OpenApiDoc;

let index: OpSummary[] | null = null;

/** Every operation in family order (the group and section order of API_GROUPS), then document order. */
export function listOperations(): OpSummary[] {
  if (index) return index;
  const d = doc();
  const out: OpSummary[] = [];
  for (const [path, item] of Object.entries(d.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const { group, section } = apiGroupOf(path);
      out.push({
        slug: operationSlug(method, path),
        method,
        path,
        name: operationName(method, path, op.summary),
        summary: op.summary ?? "",
        text: `${op.summary ?? ""} ${op.description ?? ""}`,
        groupId: group.id,
        sectionId: section.id,
        auth: authOf(path),
      });
    }
  }
  const order = API_GROUPS.flatMap((g) => g.sections.map((s) => s.id));
  index = out.sort((a, b) => order.indexOf(a.sectionId) - order.indexOf(b.sectionId));
  return index;
}

/** A schema with its $refs replaced by what they point to (bounded depth: recursive schemas stop as "object"). */
export function inlineRefs(d: OpenApiDoc, raw: Schema | undefined, depth = 0): Schema | undefined {
  if (!raw) return undefined;
  if (depth > 8) return { type: "object", description: raw.description };
  const s = raw.$ref ? { ...resolve(d, raw), description: raw.description ?? resolve(d, raw)?.description } : raw;
  if (!s) return undefined;
  const out: Schema = { ...s };
  delete out.$ref;
  if (s.properties)
    out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, inlineRefs(d, v, depth + 1) ?? {}]));
  if (s.items) out.items = inlineRefs(d, s.items, depth + 1);
  for (const k of ["anyOf", "oneOf", "allOf"] as const) if (s[k]) out[k] = s[k]!.map((v) => inlineRefs(d, v, depth + 1) ?? {});
  if (s.additionalProperties && typeof s.additionalProperties === "object")
    out.additionalProperties = inlineRefs(d, s.additionalProperties, depth + 1);
  return out;
}

export function findOperation(slug: string): OpDetail | null {
  const summary = listOperations().find((o) => o.slug === slug);
  if (!summary) return null;
  const d = doc();
  const op = d.paths[summary.path][summary.method as (typeof METHODS)[number]] as Operation;
  return {
    ...summary,
    description: op.description ?? "",
    minTier: summary.auth === "developer" ? minTierOf(summary.path.replace(/\{(\w+)\}/g, ":$1")) : null,
    parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: inlineRefs(d, p.schema) })),
    body: inlineRefs(d, op.requestBody?.content?.["application/json"]?.schema) ?? null,
    responses: Object.entries(op.responses ?? {}).map(([status, r]) => ({
      status,
      description: r.description ?? "",
      schema: inlineRefs(d, r.content?.["application/json"]?.schema) ?? null,
    })),
    example: requestExample(summary.method, summary.path),
    response: responseExample(summary.method, summary.path),
  };
}
