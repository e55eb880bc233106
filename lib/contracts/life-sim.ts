/**
 * Contracts of the 21 life-simulation routes (spec 3 §2.9): request schemas are the modes' own zod schemas
 * (lib/engine/life-sim/modes/*), responses share the CONTRACT.md frame `{ mode: { id, name }, summary, …,
 * assumptions }` inside the transformer envelope with `meta`. No key is needed (per-IP limits); an X-API-Key counts
 * against that key.
 */
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { LIFE_SIM_MODES, type LifeSimMode } from "@/lib/engine/life-sim";
import { envelope, jsonBody, jsonResponse, transformerErrors, TransformerErrorBody } from "./common";

function pascal(slug: string): string {
  return slug
    .split("-")
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("");
}

export const LifeSimFrame = z
  .object({
    mode: z.object({ id: z.number().int().min(1).max(21), name: z.string() }),
    summary: z.string().describe("One-paragraph answer with the key numbers."),
    assumptions: z.array(z.string()).describe("Every modelling assumption and estimate behind the numbers."),
    confidence: z.number().min(0).max(1).describe("How well the inputs were recognised; also in meta.confidence."),
  })
  .catchall(z.unknown())
  .meta({ id: "LifeSimResult", description: "Common frame of every life-simulation response; mode-specific fields sit beside these." });

export const LifeSimResponse = envelope(LifeSimFrame).meta({ id: "LifeSimResponse" });

/** The life-simulation 400: the transformer error plus the nearest known roles when the role was not recognised. */
export const LifeSimError = TransformerErrorBody.extend({
  suggestions: z
    .array(z.string())
    .optional()
    .describe(
      'With field "role": the three nearest known roles (also named in the message, which says which body field carried the role).',
    ),
}).meta({
  id: "LifeSimError",
  description:
    'Life-simulation 400: `field` names the input — "role" for a role the engine does not recognise (whichever body field carried it), "country" for an unknown country, otherwise the body field.',
});

const lifeSimBadRequest = {
  description:
    'invalid_request: a missing or unreadable input (field names it), an unknown country (field "country") or an unrecognised role (field "role", with suggestions)',
  content: { "application/json": { schema: LifeSimError } },
};

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * The runtime schemas preprocess strings into numbers and text into lists, which JSON Schema renders as
 * "anything, optional"; this override states what clients may really send and which inputs are required,
 * from the same field list the playground uses.
 */
function describeWireFormat(mode: LifeSimMode) {
  return ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    jsonSchema.required = mode.fields.filter((f) => f.required).map((f) => f.name);
    jsonSchema.properties ??= {};
    for (const f of mode.fields) {
      if (f.graded)
        jsonSchema.properties[f.name] = {
          anyOf: [
            { type: "number", minimum: 0, maximum: 10 },
            { type: "string", description: 'a number, "7/10", "70%", or a word: low, medium, high, very low, very high' },
          ],
          description: f.label,
          examples: [f.defaultValue, "medium"],
        };
      else if (f.kind === "number")
        jsonSchema.properties[f.name] = {
          anyOf: [{ type: "number" }, { type: "string", pattern: "^-?\\d+(\\.\\d+)?$" }],
          description: f.label,
          examples: [f.defaultValue],
        };
      else if (f.kind === "list")
        jsonSchema.properties[f.name] = {
          anyOf: [
            { type: "array", items: { type: "string" } },
            { type: "string", description: "comma- or newline-separated" },
          ],
          description: f.label,
          examples: [f.defaultValue],
        };
      else if (jsonSchema.properties[f.name] && f.defaultValue && f.kind !== "json" && f.kind !== "preferences")
        (jsonSchema.properties[f.name] as Record<string, unknown>).examples = [f.defaultValue];
    }
  };
}

/** Request schema of each mode, registered under a PascalCase id for the OpenAPI document. */
export const LIFE_SIM_REQUESTS = Object.fromEntries(
  LIFE_SIM_MODES.map((m) => [
    m.slug,
    m.schema.meta({ id: `LifeSim${pascal(m.slug)}Request`, description: `${m.name}: ${m.description}`, override: describeWireFormat(m) }),
  ]),
);

export const paths: ZodOpenApiPathsObject = Object.fromEntries(
  LIFE_SIM_MODES.map((m) => [
    m.path,
    {
      post: {
        summary: `Mode ${m.id} — ${m.name}`,
        description:
          `${m.description} Deterministic: the same input gives the same output (seeded from the canonical input). ` +
          `Numbers may be sent as strings; graded inputs (riskTolerance, satisfaction) as low/medium/high; list inputs as arrays or comma/newline-separated text. ` +
          `Without \`country\`, the country is inferred from a city, currency or employer in the inputs and stated in assumptions; Global (a labelled world median) only when nothing implies one. ` +
          `No key needed; an X-API-Key counts against that key.`,
        tags: ["Life simulation"],
        requestBody: jsonBody(LIFE_SIM_REQUESTS[m.slug]),
        responses: { "200": jsonResponse(LifeSimResponse), ...transformerErrors(401, 413, 429), "400": lifeSimBadRequest },
      },
    },
  ]),
);
