import { z } from "zod";
import type { FieldBounds } from "./form-checks";

type JsonSchema = {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

/**
 * The numeric and length limits of each top-level field of a request schema, so a form can check them
 * before the round trip. Read from the schema the route validates with, so the two cannot disagree.
 */
export function fieldBounds(schema: z.ZodType): Record<string, FieldBounds> {
  const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  const out: Record<string, FieldBounds> = {};
  for (const [name, prop] of Object.entries(json.properties ?? {})) {
    // A field may accept several shapes (text or an object): only limits every shape shares would be safe,
    // so unions are checked by the server alone.
    if (prop.anyOf) continue;
    const b: FieldBounds = {};
    if (prop.type === "number" || prop.type === "integer") {
      if (prop.minimum !== undefined && Number.isFinite(prop.minimum) && Math.abs(prop.minimum) < Number.MAX_SAFE_INTEGER)
        b.min = prop.minimum;
      if (prop.maximum !== undefined && Number.isFinite(prop.maximum) && Math.abs(prop.maximum) < Number.MAX_SAFE_INTEGER)
        b.max = prop.maximum;
      if (prop.type === "integer") b.integer = true;
    }
    if (prop.type === "string" && prop.maxLength !== undefined) b.maxLength = prop.maxLength;
    if (Object.keys(b).length) out[name] = b;
  }
  return out;
}
