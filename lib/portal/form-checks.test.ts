import { describe, expect, it } from "vitest";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { fieldBounds } from "./field-bounds";
import { checkValue } from "./form-checks";

describe("form checks from the route's schema", () => {
  it("read number ranges and text limits from the life-simulation schemas", () => {
    const stress = fieldBounds(getModeOrThrow(9).schema);
    expect(stress.riskTolerance).toEqual({ min: 0, max: 10 });
    expect(stress.career).toEqual({ maxLength: 200 });
    expect(stress.financialSituation).toBeUndefined(); // text or an object: left to the server
    expect(fieldBounds(getModeOrThrow(13).schema).workHours).toEqual({ min: 0, max: 120 });
  });

  it("explain out-of-range, non-numeric, missing, too long and malformed values by field name", () => {
    const hours = { label: "Weekly work hours", kind: "number", required: true };
    expect(checkValue(hours, "150", { min: 0, max: 120 })).toBe("Weekly work hours must be between 0 and 120.");
    expect(checkValue(hours, "-1", { min: 0 })).toBe("Weekly work hours must be at least 0.");
    expect(checkValue(hours, "lots", { min: 0, max: 120 })).toBe("Weekly work hours must be a number.");
    expect(checkValue(hours, " ", {})).toBe("Weekly work hours is required.");
    expect(checkValue(hours, "2.5", { integer: true })).toBe("Weekly work hours must be a whole number.");
    expect(checkValue(hours, "40", { min: 0, max: 120 })).toBeNull();
    expect(checkValue({ label: "Career", kind: "text", required: true }, "x".repeat(201), { maxLength: 200 })).toBe(
      "Career is 201 characters; at most 200 are accepted.",
    );
    expect(checkValue({ label: "History", kind: "json", required: false }, "[{", {})).toBe("History is not valid JSON.");
    expect(checkValue({ label: "Age", kind: "number", required: false }, "", { min: 16 })).toBeNull();
  });

  it("agree with the server: every value the form accepts in range parses, every one it refuses fails", () => {
    const mode = getModeOrThrow(13);
    const b = fieldBounds(mode.schema);
    for (const hours of ["-5", "0", "60", "120", "121"]) {
      const formOk = checkValue({ label: "h", kind: "number", required: true }, hours, b.workHours) === null;
      expect(mode.schema.safeParse({ career: "Nurse", workHours: hours, satisfaction: 5 }).success, hours).toBe(formOk);
    }
  });
});
