import { describe, expect, it } from "vitest";
import { LIFE_SIM_MODES, MODE_CATALOG, getModeOrThrow, runMode } from "../index";

function defaultBody(id: number): Record<string, unknown> {
  const info = MODE_CATALOG.find((m) => m.id === id);
  if (!info) throw new Error(`no mode ${id}`);
  const body: Record<string, unknown> = {};
  for (const f of info.fields) {
    if (f.kind === "preferences" || f.kind === "json") body[f.name] = JSON.parse(f.defaultValue);
    else if (f.defaultValue !== "") body[f.name] = f.defaultValue;
  }
  return body;
}

describe("life-sim registry", () => {
  it("has the 21 modes of spec 3 §2.9 with unique ids, slugs and paths", () => {
    expect(LIFE_SIM_MODES.map((m) => m.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(new Set(LIFE_SIM_MODES.map((m) => m.slug)).size).toBe(21);
    expect(new Set(LIFE_SIM_MODES.map((m) => m.path)).size).toBe(21);
    expect(getModeOrThrow("/life-sim/parallel").name).toBe("Parallel Life Simulator");
    expect(getModeOrThrow(13).path).toBe("/life-intel/burnout/predict");
    expect(() => getModeOrThrow(99)).toThrow();
  });
});

describe.each(LIFE_SIM_MODES.map((m) => [m.id, m.slug] as const))("mode %i (%s)", (id) => {
  const mode = getModeOrThrow(id);

  it("is deterministic: the same input gives deep-equal output", () => {
    const a = runMode(id, defaultBody(id));
    const b = runMode(id, defaultBody(id));
    expect(a).toEqual(b);
  });

  it("returns the common frame with a summary, assumptions and a 0..1 confidence", () => {
    const r = runMode(id, defaultBody(id));
    expect(r.mode).toEqual({ id, name: mode.name });
    expect(r.summary.length).toBeGreaterThan(20);
    expect(r.assumptions.length).toBeGreaterThan(0);
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
    expect(JSON.stringify(r)).not.toMatch(/\bNaN\b|\bundefined\b|lorem ipsum/);
  });

  it("marks exactly the schema's required inputs as required in the form catalogue", () => {
    for (const f of mode.fields) {
      const body = defaultBody(id);
      delete body[f.name];
      expect({ field: f.name, accepted: mode.schema.safeParse(body).success }).toEqual({ field: f.name, accepted: !f.required });
    }
  });

  it("rejects a missing key input, naming the field", () => {
    const required = mode.fields.find((f) => f.required);
    if (!required) throw new Error("no required field");
    const body = defaultBody(id);
    delete body[required.name];
    const parsed = mode.schema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path[0]).toBe(required.name);
  });
});
