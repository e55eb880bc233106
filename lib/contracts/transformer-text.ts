import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { ENTITY_TYPES, RELATIONSHIP_TYPES } from "@/lib/engine/extract/types";
import { envelope, jsonBody, jsonResponse, numberish, transformerErrors } from "./common";

const EntityTypeSchema = z.enum(ENTITY_TYPES).meta({ id: "EntityType", description: "Spec 3 §2.1 entity types." });

/** Accepts ["SKILL","job"] or "SKILL, JOB": case-insensitive. */
const entityTypeList = z.preprocess((v) => {
  const list = typeof v === "string" ? v.split(/[,\n;]/) : v;
  return Array.isArray(list) ? list.map((x) => (typeof x === "string" ? x.trim().toUpperCase() : x)).filter((x) => x !== "") : list;
}, z.array(EntityTypeSchema).max(8));

export const ExtractRequest = z
  .object({
    text: z.string({ error: "text is required" }).min(1, "text is required").max(10_000, "text must be at most 10,000 characters"),
    options: z
      .object({
        entityTypes: entityTypeList.optional().describe("Only these types (array or comma-separated string); omit for all."),
        minConfidence: numberish.pipe(z.number().min(0).max(1)).optional().describe("0..1; entities below are dropped."),
      })
      .optional(),
  })
  .meta({ id: "ExtractRequest" });
export type ExtractRequest = z.infer<typeof ExtractRequest>;

const Entity = z
  .object({
    type: EntityTypeSchema,
    text: z.string(),
    confidence: z
      .number()
      .min(0)
      .max(1)
      .describe("From the features that fired; about 90% of entities above 0.9 are correct on the dev set."),
    start: z.number().int().describe("UTF-16 offset into text"),
    end: z.number().int().describe("exclusive"),
    normalized: z.string().optional().describe('skill id, occupation id, ISO country code, ISO date range or "EUR 65000-80000/year"'),
    evidence: z.string().describe("the features behind the entity with their weights"),
  })
  .meta({ id: "Entity" });

const Relationship = z
  .object({
    type: z.enum(RELATIONSHIP_TYPES),
    source: z.number().int().describe("index into entities"),
    target: z.number().int().describe("index into entities"),
    confidence: z.number().min(0).max(1),
  })
  .meta({
    id: "Relationship",
    description:
      "works_at, has_role, located_in, salary_of, during, has_skill, recruits_for. When no candidate is named, a JOB stands in as the source.",
  });

export const ExtractData = z
  .object({
    entities: z.array(Entity),
    relationships: z.array(Relationship),
    metadata: z.object({
      entityCount: z.number().int(),
      characters: z.number().int(),
      language: z.string().describe("en, de, fr, es, it, pt, nl or unknown"),
      byType: z.record(EntityTypeSchema, z.number().int()),
    }),
  })
  .meta({ id: "ExtractData" });

export const CareerGraphRequest = z
  .object({
    text: z.string({ error: "text is required" }).min(1, "text is required").max(20_000, "text must be at most 20,000 characters"),
  })
  .meta({ id: "CareerGraphRequest", description: "CV or profile text. Limit 20,000 characters (the spec does not fix one)." });
export type CareerGraphRequest = z.infer<typeof CareerGraphRequest>;

export const CareerGraphData = z
  .object({
    nodes: z.array(z.object({ id: z.string(), type: z.enum(["skill", "role", "employer"]), label: z.string(), weight: z.number() })),
    edges: z.array(
      z.object({
        source: z.string(),
        target: z.string(),
        type: z.enum(["uses", "co_occurs", "related", "at", "next"]),
        weight: z.number(),
      }),
    ),
    clusters: z.array(z.object({ id: z.string(), label: z.string(), nodes: z.array(z.string()), cohesion: z.number().min(0).max(1) })),
    careerScore: z.object({
      overall: z.number().min(0).max(100),
      components: z.array(z.object({ name: z.string(), score: z.number(), weight: z.number(), evidence: z.string() })),
    }),
    modularity: z.number().describe("Louvain modularity of the clustering (seeded, deterministic)"),
  })
  .meta({ id: "CareerGraphData" });

export const paths: ZodOpenApiPathsObject = {
  "/transformer/v1/extract": {
    post: {
      summary: "Extract career entities",
      description:
        "Finds EMPLOYEE, EMPLOYER, RECRUITER, JOB, SKILL, LOCATION, DATE and SALARY entities with confidences, evidence and relationships. Requires X-API-Key (csk_live_/csk_test_).",
      tags: ["Transformer"],
      requestBody: jsonBody(ExtractRequest),
      responses: { "200": jsonResponse(envelope(ExtractData)), ...transformerErrors(400, 401, 413, 429) },
    },
  },
  "/transformer/v1/career-graph": {
    post: {
      summary: "Build a career graph",
      description:
        "Skills, roles and employers as a weighted graph with Louvain clusters and an explained career score. Requires X-API-Key.",
      tags: ["Transformer"],
      requestBody: jsonBody(CareerGraphRequest),
      responses: { "200": jsonResponse(envelope(CareerGraphData)), ...transformerErrors(400, 401, 413, 429) },
    },
  },
};
