/**
 * Property tests of the 21 modes over generated inputs, driven by the one direction table (directions.ts):
 * every input is in the table; each numeric, graded and ordered input moves its output only in the documented
 * direction; texts and categories change the result; results stay in bounds and are deterministic.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { directionRows, INPUT_EFFECTS, readPath, writePath, type InputEffect, type ModeEffects } from "./directions";
import { readGrade } from "./core/inputs";
import { InputError } from "@/lib/errors";
import { LIFE_SIM_MODES, getModeOrThrow, runMode } from "./index";

// Monte Carlo modes take tens of milliseconds a run; they get fewer generated cases than the closed-form ones.
const SLOW = new Set([1, 2, 3, 5, 8, 11, 14, 15]);
const runs = (mode: number, fast: number) => (SLOW.has(mode) ? Math.max(3, Math.round(fast / 4)) : fast);

/** Object keys a schema accepts, with nested object keys as "parent.child" (unions, defaults and pipes unwrapped). */
function inputKeys(schema: z.ZodType, prefix = ""): string[] {
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([k, v]) => {
      const nested = inputKeys(v, `${prefix}${k}.`);
      return nested.length ? [`${prefix}${k}`, ...nested] : [`${prefix}${k}`];
    });
  }
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap((o) => inputKeys(o, prefix));
  for (const inner of ["innerType", "in", "schema"]) if (def[inner] instanceof z.ZodType) return inputKeys(def[inner] as z.ZodType, prefix);
  return [];
}

const GRADES: unknown[] = ["very low", "low", "medium", "high", "very high", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "7/10", "3"];

/** A generated request: the table's base with the mode's other inputs drawn from their rows. */
function requestArb(m: ModeEffects, except: InputEffect | null): fc.Arbitrary<Record<string, unknown>> {
  const rows = m.effects.filter((e) => !except || e.input !== except.input);
  const seen = new Set<string>();
  const picks = rows
    .filter((e) => !seen.has(e.input) && seen.add(e.input))
    .map((e) => {
      const arb: fc.Arbitrary<unknown> =
        e.kind === "number" && e.range
          ? fc.integer({ min: e.range[0], max: e.range[1] })
          : e.kind === "graded"
            ? fc.constantFrom(...GRADES)
            : fc.constantFrom(...(e.values ?? [undefined]));
      return fc.tuple(fc.constant(e.input), fc.boolean(), arb);
    });
  return fc.tuple(...picks).map((chosen) => {
    let body = m.base;
    for (const [input, use, value] of chosen) if (use && value !== undefined) body = writePath(body, input, value);
    for (const key of except?.without ?? []) body = writePath(body, key, undefined);
    return body;
  });
}

/** Two values of the row's input in rising order. */
function pairArb(e: InputEffect): fc.Arbitrary<[unknown, unknown]> {
  if (e.kind === "number" && e.range)
    return fc
      .tuple(fc.integer({ min: e.range[0], max: e.range[1] }), fc.integer({ min: e.range[0], max: e.range[1] }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
  if (e.kind === "graded")
    return fc
      .tuple(fc.constantFrom(...GRADES), fc.constantFrom(...GRADES))
      .map(([a, b]) => ((readGrade(a) ?? 0) <= (readGrade(b) ?? 0) ? [a, b] : [b, a]));
  const values = e.values ?? [];
  return fc.tuple(fc.nat(values.length - 1), fc.nat(values.length - 1)).map(([i, j]) => [values[Math.min(i, j)], values[Math.max(i, j)]]);
}

const number = (v: unknown): number => {
  if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`expected a finite number, got ${JSON.stringify(v)}`);
  return v;
};

describe("the direction table", () => {
  it("has a row for every input of every mode (nested object members included)", () => {
    const missing: string[] = [];
    for (const mode of LIFE_SIM_MODES) {
      const rows = INPUT_EFFECTS.find((m) => m.mode === mode.id)?.effects ?? [];
      const covered = new Set(rows.map((e) => e.input));
      for (const key of inputKeys(mode.schema)) {
        const isParent = rows.some((e) => e.input.startsWith(`${key}.`));
        if (!covered.has(key) && !isParent) missing.push(`mode ${mode.id}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("finds the nested inputs it must cover", () => {
    expect(inputKeys(getModeOrThrow(9).schema)).toEqual(
      expect.arrayContaining(["financialSituation.savings", "financialSituation.dependents", "riskTolerance"]),
    );
    expect(inputKeys(getModeOrThrow(19).schema)).toEqual(expect.arrayContaining(["preferences.money", "preferences.growth"]));
  });

  it("names only inputs the modes accept, and every base request is valid", () => {
    for (const m of INPUT_EFFECTS) {
      const mode = getModeOrThrow(m.mode);
      const keys = new Set(inputKeys(mode.schema));
      for (const e of m.effects)
        expect({ mode: m.mode, input: e.input, known: keys.has(e.input) }).toEqual({ mode: m.mode, input: e.input, known: true });
      expect({ mode: m.mode, ok: mode.schema.safeParse(m.base).success }).toEqual({ mode: m.mode, ok: true });
    }
  });
});

const ordered = INPUT_EFFECTS.flatMap((m) =>
  m.effects.filter((e) => e.direction !== "changes").map((e) => [m.mode, e.input, e.direction, e.output, m, e] as const),
);
const changing = INPUT_EFFECTS.flatMap((m) =>
  m.effects.filter((e) => e.direction === "changes").map((e) => [m.mode, e.input, e.output, m, e] as const),
);

describe("monotonicity: each numeric or graded input moves its output only in the documented direction", { timeout: 60_000 }, () => {
  it.each(ordered)("mode %i: %s ↑ → %s %s", (mode, input, direction, output, m, e) => {
    fc.assert(
      fc.property(requestArb(m, e), pairArb(e), (body, [lo, hi]) => {
        const a = number(readPath(runMode(mode, writePath(body, input, lo)), output));
        const b = number(readPath(runMode(mode, writePath(body, input, hi)), output));
        if (direction === "up") expect(b).toBeGreaterThanOrEqual(a);
        else expect(b).toBeLessThanOrEqual(a);
      }),
      { numRuns: runs(mode, 20), seed: 20_261_123 },
    );
  });

  it.each(ordered.filter(([, , , , , e]) => e.kind !== "graded"))(
    "mode %i: %s is not ignored (its lowest and highest values give different results)",
    (mode, input, _d, output, m, e) => {
      const [lo, hi] = e.kind === "number" && e.range ? e.range : [e.values?.[0], e.values?.[(e.values?.length ?? 1) - 1]];
      let body = m.base;
      for (const key of e.without ?? []) body = writePath(body, key, undefined);
      const probe = e.probe ?? output;
      expect(readPath(runMode(mode, writePath(body, input, hi)), probe)).not.toEqual(
        readPath(runMode(mode, writePath(body, input, lo)), probe),
      );
    },
  );
});

describe("graded inputs accept words and numbers on one scale", { timeout: 60_000 }, () => {
  it.each(ordered.filter(([, , , , , e]) => e.kind === "graded"))(
    "mode %i: %s as low / medium / high moves %s %s",
    (mode, input, direction, output, m) => {
      const at = (v: unknown) => number(readPath(runMode(mode, writePath(m.base, input, v)), output));
      const [low, medium, high] = [at("low"), at("medium"), at("high")];
      if (direction === "up") expect([low <= medium, medium <= high, low < high]).toEqual([true, true, true]);
      else expect([low >= medium, medium >= high, low > high]).toEqual([true, true, true]);
      expect(at("medium")).toEqual(at(5));
      expect(at("5")).toEqual(at(5));
    },
  );
});

describe("texts and categories change the result", { timeout: 60_000 }, () => {
  it.each(changing)("mode %i: %s changes %s", (mode, input, output, m, e) => {
    fc.assert(
      fc.property(requestArb(m, e), (body) => {
        const outs = (e.values ?? []).map((v) => JSON.stringify(readPath(runMode(mode, writePath(body, input, v)), output)));
        expect(new Set(outs).size).toBeGreaterThan(1);
      }),
      { numRuns: runs(mode, 8), seed: 20_261_123 },
    );
  });
});

/** Every number in a result, with its path. */
function numbersIn(value: unknown, path = ""): [string, number][] {
  if (typeof value === "number") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}.${i}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => numbersIn(v, path ? `${path}.${k}` : k));
  return [];
}

describe("bounds and determinism over generated inputs", { timeout: 60_000 }, () => {
  it.each(INPUT_EFFECTS.map((m) => [m.mode, m] as const))(
    "mode %i: finite numbers, probabilities in [0, 1], scores in [0, 100], same input → same output",
    (mode, m) => {
      fc.assert(
        fc.property(requestArb(m, null), (body) => {
          const r = runMode(mode, body);
          for (const [path, x] of numbersIn(r)) {
            expect({ path, finite: Number.isFinite(x) }).toEqual({ path, finite: true });
            if (/probability$/i.test(path)) expect({ path, inUnit: x >= 0 && x <= 1 }).toEqual({ path, inUnit: true });
            if (/(Score|riskScore|alertScore|changeScore|readinessScore|resilienceScore)$/.test(path))
              expect({ path, inRange: x >= 0 && x <= 100 }).toEqual({ path, inRange: true });
          }
          expect(r.confidence).toBeGreaterThan(0);
          expect(r.confidence).toBeLessThanOrEqual(1);
          const reordered = Object.fromEntries(Object.entries(body).reverse());
          expect(runMode(mode, reordered)).toEqual(r);
        }),
        { numRuns: runs(mode, 12), seed: 20_261_123 },
      );
    },
  );
});

describe("robustness: any text in any text input gives a result or an input error (never a 500)", { timeout: 60_000 }, () => {
  const texts = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.constantFrom(
      "Startup",
      "the NHS",
      "£",
      "€0k",
      "1e309 months",
      "savings -5",
      "Band 9z nurse",
      "   ",
      "nurse in",
      "in London",
      "0/0",
      "NaN%",
      "a a a a",
      "ÉDUCATION NATIONALE",
    ),
  );
  const textRows = INPUT_EFFECTS.flatMap((m) =>
    m.effects.filter((e) => e.kind === "text" || e.kind === "graded").map((e) => [m.mode, e.input, m] as const),
  );

  it.each(textRows)("mode %i: %s", (mode, input, m) => {
    const schema = getModeOrThrow(mode).schema;
    fc.assert(
      fc.property(texts, (text) => {
        const parsed = schema.safeParse(writePath(m.base, input, text));
        if (!parsed.success) return; // a 400 naming the field
        try {
          const r = getModeOrThrow(mode).run(parsed.data);
          expect(typeof r.summary).toBe("string");
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: runs(mode, 25), seed: 20_261_124 },
    );
  });
});

describe("the documentation", () => {
  it("docs/life-simulation.md prints every row of the direction table, in order", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync(new URL("../../../docs/life-simulation.md", import.meta.url), "utf8");
    const rows = doc.split("\n").filter((l) => /^\| \d+ \| `/.test(l));
    expect(rows).toEqual(directionRows());
  });
});
