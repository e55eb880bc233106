import { describe, expect, it } from "vitest";
import { buildOpenApi } from "./openapi";

describe("the OpenAPI document", () => {
  const doc = buildOpenApi() as unknown as {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };

  it("is OpenAPI 3.1 with every documented route", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const p of [
      "/v1/developer/register",
      "/v1/developer/tiers",
      "/v1/developer/usage/{developerId}",
      "/v1/developer/keys/{id}/rotate",
      "/v1/career/context",
      "/transformer/v1/usage",
      "/docs/models",
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it("documents error responses on every keyed operation", () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (path === "/v1/developer/tiers" || path === "/docs/models") continue;
        const codes = Object.keys(op.responses);
        expect(
          codes.some((c) => c.startsWith("4")),
          `${method.toUpperCase()} ${path} lists no 4xx`,
        ).toBe(true);
      }
    }
  });
});

describe("the OpenAPI document's groups", () => {
  const doc = buildOpenApi() as unknown as {
    tags: { name: string }[];
    paths: Record<string, Record<string, { tags?: string[]; security?: Record<string, string[]>[] }>>;
  };

  it("tags every operation with one of the family groups, declared at the top", () => {
    const declared = doc.tags.map((t) => t.name);
    expect(declared).toEqual(["Developer API", "Embedding API", "Transformer API", "Portal (session)"]);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item))
        expect(op.tags?.length === 1 && declared.includes(op.tags[0]), `${method} ${path}: ${op.tags}`).toBe(true);
    }
    expect(doc.paths["/life-sim/tradeoff"].post.tags).toEqual(["Transformer API"]);
    expect(doc.paths["/v1/career/cv/score"].post.tags).toEqual(["Developer API"]);
  });

  it("states the key requirement of every keyed transformer route", () => {
    expect(doc.paths["/transformer/v1/extract"].post.security).toEqual([{ transformerKey: [] }]);
    expect(doc.paths["/transformer/v1/career-graph"].post.security).toEqual([{ transformerKey: [] }]);
    expect(doc.paths["/cstm/salary"].post.security).toBeUndefined();
  });
});
