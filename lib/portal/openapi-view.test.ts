import { describe, expect, it } from "vitest";
import { exampleFor, groupOperations, keyFamilyOf, resolve, typeLabel, type OpenApiDoc } from "./openapi-view";

const doc: OpenApiDoc = {
  paths: {
    "/v1/developer/register": {
      post: {
        tags: ["Developer platform"],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Reg" } } } },
      },
    },
    "/api/keys/{id}": { delete: { tags: ["Portal"], security: [{ sessionCookie: [] }] } },
    "/api/keys": { get: { tags: ["Portal"] }, post: { tags: ["Portal"] } },
  },
  components: {
    schemas: {
      Reg: {
        type: "object",
        required: ["email"],
        properties: {
          email: { type: "string", format: "email" },
          name: { type: "string", maxLength: 200 },
        },
      },
      Opt: {
        type: "object",
        properties: { days: { type: "integer", default: 30 }, family: { type: "string", enum: ["transformer", "embed"] } },
      },
    },
  },
};

describe("openapi view helpers", () => {
  it("groups operations by first tag in document order with unique anchor ids", () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.tag)).toEqual(["Developer platform", "Portal"]);
    const ids = groups.flatMap((g) => g.ops.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("delete-api-keys-id");
  });

  it("builds examples from required fields, or from all fields with defaults and enums", () => {
    expect(exampleFor(doc, { $ref: "#/components/schemas/Reg" })).toEqual({ email: "dev@example.com" });
    expect(exampleFor(doc, { $ref: "#/components/schemas/Opt" })).toEqual({ days: 30, family: "transformer" });
    expect(exampleFor(doc, { anyOf: [{ type: "null" }, { type: "array", items: { type: "string" } }] })).toEqual(["string"]);
  });

  it("labels types with readable bounds and hides zod's safe-integer bounds", () => {
    expect(typeLabel(doc, { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 })).toBe("integer");
    expect(typeLabel(doc, { type: "integer", minimum: 0, maximum: 100 })).toBe("integer (≥ 0, ≤ 100)");
    expect(typeLabel(doc, { anyOf: [{ type: "string" }, { type: "null" }] })).toBe("string | null");
    expect(typeLabel(doc, { type: "array", items: { $ref: "#/components/schemas/Reg" } })).toBe("object[]");
    expect(resolve(doc, { $ref: "#/components/schemas/Missing" })).toBeUndefined();
  });

  it("reads the key family from the security requirement", () => {
    expect(keyFamilyOf({ security: [{ developerKey: [] }] })).toBe("developer");
    expect(keyFamilyOf({ security: [{ embedKey: [] }] })).toBe("embed");
    expect(keyFamilyOf({ security: [{ sessionCookie: [] }, { secretKey: [] }] })).toBe("session");
    expect(keyFamilyOf({})).toBeNull();
  });
});
