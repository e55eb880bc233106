import { describe, expect, it } from "vitest";
import { ApiError, InputError } from "@/lib/errors";
import { developerErrorBody, transformerErrorBody } from "./render";

describe("InputError in the family envelopes", () => {
  const unknownRole = new InputError("role", 'Unknown role "Zzqx".', { code: "unknown_role", suggestions: ["Chef", "Cook", "Baker"] });

  it("is an ApiError with a 400 status and the code it was given", () => {
    expect(unknownRole).toBeInstanceOf(ApiError);
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.code).toBe("unknown_role");
    expect(new InputError("cv_text", "cv_text is required", { code: "missing_cv_text" }).code).toBe("missing_cv_text");
    expect(new InputError("mode", "bad mode").code).toBe("invalid_request");
  });

  it("renders param and suggestions in the developer envelope, after the standard members", () => {
    const { error } = developerErrorBody(unknownRole);
    expect(Object.keys(error)).toEqual(["code", "message", "docs", "param", "suggestions"]);
    expect(error.param).toBe("role");
    expect(error.suggestions).toEqual(["Chef", "Cook", "Baker"]);
  });

  it("renders field and suggestions in the transformer envelope", () => {
    const body = transformerErrorBody(unknownRole, "req_1");
    expect(body).toEqual({
      success: false,
      error: 'Unknown role "Zzqx".',
      field: "role",
      suggestions: ["Chef", "Cook", "Baker"],
      code: "unknown_role",
      requestId: "req_1",
    });
    expect(Object.keys(body)).toEqual(["success", "error", "field", "suggestions", "code", "requestId"]);
  });

  it("carries no suggestions member when there are none", () => {
    const e = new InputError("country", "Unknown country");
    expect(developerErrorBody(e).error).not.toHaveProperty("suggestions");
    expect(transformerErrorBody(e, "r")).not.toHaveProperty("suggestions");
  });

  it("named() moves the error to another field and keeps code, message and suggestions", () => {
    const moved = unknownRole.named("target_role");
    expect(moved).toBeInstanceOf(InputError);
    expect([moved.param, moved.code, moved.message, moved.suggestions]).toEqual([
      "target_role",
      "unknown_role",
      unknownRole.message,
      unknownRole.suggestions,
    ]);
  });
});
