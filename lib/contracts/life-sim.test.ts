import { describe, expect, it } from "vitest";
import { createDocument } from "zod-openapi";
import { paths } from "@/lib/contracts/life-sim";
import { LIFE_SIM_MODES } from "@/lib/engine/life-sim";

describe("life-sim OpenAPI contract", () => {
  const doc = createDocument({ openapi: "3.1.0", info: { title: "life-sim", version: "1" }, paths });
  const schemas = (doc.components?.schemas ?? {}) as Record<string, { required?: string[]; properties?: Record<string, unknown> }>;

  it("documents all 21 paths as POST with 200 and 400 responses", () => {
    expect(Object.keys(doc.paths ?? {}).sort()).toEqual(LIFE_SIM_MODES.map((m) => m.path).sort());
    for (const m of LIFE_SIM_MODES) {
      const op = (doc.paths as Record<string, { post?: { responses?: Record<string, unknown> } }>)[m.path].post;
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "429"]));
    }
  });

  it("lists each mode's required inputs and accepts numbers as strings on the wire", () => {
    const burnout = schemas.LifeSimBurnoutRiskRequest;
    expect(burnout.required).toEqual(["career", "workHours", "satisfaction"]);
    expect(JSON.stringify(burnout.properties?.workHours)).toContain('"type":"string"');
    expect(schemas.LifeSimFutureSelfRequest.required).toEqual(["career"]);
  });
});

describe("life-sim OpenAPI: graded inputs and the role error", () => {
  const doc = createDocument({ openapi: "3.1.0", info: { title: "life-sim", version: "1" }, paths });
  const schemas = (doc.components?.schemas ?? {}) as Record<string, { properties?: Record<string, unknown> }>;

  it("documents riskTolerance and satisfaction as numbers or words", () => {
    for (const [schema, field] of [
      ["LifeSimStressTestRequest", "riskTolerance"],
      ["LifeSimBurnoutRiskRequest", "satisfaction"],
      ["LifeSimWrongPathAlertRequest", "satisfaction"],
    ]) {
      expect(JSON.stringify(schemas[schema].properties?.[field])).toMatch(/low, medium, high/);
    }
  });

  it("documents the 400 with field role and suggestions", () => {
    const bad = (
      doc.paths as Record<string, { post: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> } }>
    )["/future-self/simulate"].post.responses["400"];
    expect(bad.content["application/json"].schema.$ref).toBe("#/components/schemas/LifeSimError");
    expect(Object.keys(schemas.LifeSimError.properties ?? {})).toEqual(
      expect.arrayContaining(["success", "error", "field", "requestId", "suggestions"]),
    );
  });
});
