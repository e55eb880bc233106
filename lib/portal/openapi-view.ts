/** The slice of OpenAPI 3.1 the reference renders; everything else in the document is ignored. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDoc {
  info?: { title?: string; version?: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export const METHODS = ["get", "post", "put", "patch", "delete"] as const;

export interface Op {
  id: string;
  method: string;
  path: string;
  tag: string;
  op: Operation;
}

/** Operations grouped by their first tag, in document order. */
export function groupOperations(doc: OpenApiDoc): { tag: string; ops: Op[] }[] {
  const groups = new Map<string, Op[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "Other";
      const id = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/(?<!-)-+$/, "");
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ id, method, path, tag, op });
    }
  }
  return [...groups.entries()].map(([tag, ops]) => ({ tag, ops }));
}

export function resolve(doc: OpenApiDoc, s: Schema | undefined, depth = 0): Schema | undefined {
  if (!s?.$ref || depth > 8) return s;
  const name = s.$ref.replace("#/components/schemas/", "");
  return resolve(doc, doc.components?.schemas?.[name], depth + 1);
}

export function refName(s: Schema | undefined): string | null {
  return s?.$ref ? s.$ref.replace("#/components/schemas/", "") : null;
}

const SAFE_INT = 9_007_199_254_740_991;

/** A short human type: "string", "integer ≥ 0", "string[]", "object", "string | null". */
export function typeLabel(doc: OpenApiDoc, raw: Schema | undefined): string {
  const s = resolve(doc, raw);
  if (!s) return "any";
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map((v) => typeLabel(doc, v)).join(" | ");
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(" | ");
  const t = Array.isArray(s.type) ? s.type.join(" | ") : (s.type ?? (s.properties ? "object" : "any"));
  if (t === "array") return `${typeLabel(doc, s.items)}[]`;
  const bounds: string[] = [];
  if (s.minimum !== undefined && Math.abs(s.minimum) < SAFE_INT) bounds.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined && Math.abs(s.maximum) < SAFE_INT) bounds.push(`≤ ${s.maximum}`);
  if (s.maxLength !== undefined) bounds.push(`≤ ${s.maxLength.toLocaleString("en")} chars`);
  return bounds.length ? `${t} (${bounds.join(", ")})` : t;
}

/** A plausible request body from a schema: required fields (or all, when none are required), defaults first. */
export function exampleFor(doc: OpenApiDoc, raw: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, raw);
  if (!s || depth > 5) return null;
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return exampleFor(doc, variants.find((v) => resolve(doc, v)?.type !== "null") ?? variants[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "object" || s.properties) {
    const props = Object.entries(s.properties ?? {});
    const req = new Set(s.required ?? []);
    const chosen = req.size ? props.filter(([k]) => req.has(k)) : props;
    return Object.fromEntries(chosen.map(([k, v]) => [k, exampleFor(doc, v, depth + 1)]));
  }
  if (type === "array") return [exampleFor(doc, s.items, depth + 1)];
  if (type === "integer" || type === "number") return s.minimum !== undefined && Math.abs(s.minimum) < SAFE_INT ? s.minimum : 1;
  if (type === "boolean") return false;
  if (s.format === "email") return "dev@example.com";
  if (s.format === "uri") return "https://example.com";
  return "string";
}

/** Which key a call needs, from the operation's security requirement. */
export function keyFamilyOf(op: Operation): "developer" | "transformer" | "embed" | "secret" | "session" | null {
  const names = (op.security ?? []).flatMap((r) => Object.keys(r));
  if (names.includes("developerKey")) return "developer";
  if (names.includes("embedKey")) return "embed";
  if (names.includes("transformerKey")) return "transformer";
  if (names.includes("sessionCookie")) return "session";
  if (names.includes("secretKey")) return "secret";
  return null;
}
