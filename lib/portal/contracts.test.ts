import { describe, expect, it } from "vitest";
import { createDocument } from "zod-openapi";
import { paths as platform } from "@/lib/contracts/platform";
import { CreateKeyRequest, PlanRequest, UsageQuery, paths } from "./contracts";

describe("portal contracts", () => {
  it("merge into the platform OpenAPI document without clashing component ids", () => {
    const doc = createDocument({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths: { ...platform, ...paths } });
    expect(Object.keys(doc.paths ?? {})).toEqual(
      expect.arrayContaining(["/api/auth/signup", "/api/keys", "/api/keys/{id}", "/api/keys/{id}/rotate", "/api/usage", "/api/plan"]),
    );
    const schemas = Object.keys(doc.components?.schemas ?? {});
    expect(schemas).toEqual(
      expect.arrayContaining(["CreateKeyRequest", "CreatedKey", "KeyListResponse", "PortalUsageResponse", "PlanResponse", "Error"]),
    );
    expect(doc.paths?.["/api/keys"]?.post?.responses?.["409"]).toBeDefined();
  });

  it("accepts tiers and families in any case and refuses unknown ones", () => {
    expect(CreateKeyRequest.parse({ family: "Embed", tier: "PRO", keyType: "Test" })).toEqual({
      family: "embed",
      tier: "pro",
      keyType: "test",
    });
    expect(CreateKeyRequest.safeParse({ family: "admin" }).success).toBe(false);
    expect(PlanRequest.parse({ tier: "plus" })).toEqual({ tier: "PLUS" });
    expect(PlanRequest.safeParse({ tier: "GOLD" }).success).toBe(false);
  });

  it("reads usage filters from query strings with a 30-day default and a 90-day cap", () => {
    expect(UsageQuery.parse({})).toEqual({ days: 30 });
    expect(UsageQuery.parse({ days: "7", family: "transformer" })).toEqual({ days: 7, family: "transformer" });
    expect(UsageQuery.safeParse({ days: "91" }).success).toBe(false);
  });
});
