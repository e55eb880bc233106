import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import {
  buildRecognizer,
  buildTitleIndex,
  MAX_UNEXPLAINED_SHARE,
  matchTitle,
  RECOGNITION_THRESHOLD,
  recognizeTitle,
} from "@/lib/knowledge/occupations/match";
import { benchmarkSalary, recognizeRole } from "./index";
import { InputError } from "@/lib/errors";

interface Fixture {
  real: { title: string; expect?: string }[];
  junk: string[];
}
const fixture = JSON.parse(readFileSync(path.resolve(process.cwd(), "tests/fixtures/salary/role-titles.json"), "utf8")) as Fixture;

describe("role recognition threshold", () => {
  it("has at least 60 real titles and 15 junk strings to check", () => {
    expect(fixture.real.length).toBeGreaterThanOrEqual(60);
    expect(fixture.junk.length).toBeGreaterThanOrEqual(15);
  });

  it("recognises every real title in tests/fixtures/salary/role-titles.json, as the expected occupation where pinned", () => {
    const missed: string[] = [];
    for (const { title, expect: id } of fixture.real) {
      const r = recognizeRole(title);
      if (!r.match) missed.push(`${title}: ${r.reason}`);
      else if (id && r.match.occupation.id !== id) missed.push(`${title}: ${r.match.occupation.id}, expected ${id}`);
    }
    expect(missed).toEqual([]);
  });

  it("recognises every occupation's own title as that occupation, even where another role has it as an alias", () => {
    const wrong = OCCUPATIONS.filter((o) => recognizeRole(o.title).match?.occupation.id !== o.id).map((o) => o.id);
    expect(wrong).toEqual([]);
    expect(recognizeRole("Office Manager").match?.occupation.id).toBe("office-manager");
  });

  it("rejects every junk string, each with three nearest known roles", () => {
    for (const junk of fixture.junk) {
      const r = recognizeRole(junk);
      expect(r.match, junk).toBeNull();
      expect(r.suggestions, junk).toHaveLength(3);
    }
  });

  it("rejects a fuzzy match below the threshold even though matchTitle finds one", () => {
    const index = buildTitleIndex(OCCUPATIONS);
    // "xyz project manager of nothing" shares "project manager" with a title: matchTitle alone would price it.
    expect(matchTitle(index, "xyz project manager of nothing")).not.toBeNull();
    const rec = recognizeTitle(buildRecognizer(index), "xyz project manager of nothing");
    expect(rec.match).toBeNull();
    expect(rec.unexplained).toEqual(["xyz", "nothing"]);
    expect(2 / 4).toBeGreaterThan(MAX_UNEXPLAINED_SHARE);
    // A real title whose fuzzy score clears the threshold is accepted.
    const real = recognizeTitle(buildRecognizer(index), "HGV Class 1 Driver");
    expect(real.match?.occupation.id).toBe("truck-driver");
    expect(real.match?.score).toBeGreaterThanOrEqual(RECOGNITION_THRESHOLD);
  });

  it("makes benchmarkSalary throw unknown_role with the suggestions in the message", () => {
    let err: unknown;
    try {
      benchmarkSalary({ role: "asdfgh", country: "GB" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    const e = err as InputError;
    expect(e.code).toBe("unknown_role");
    expect(e.param).toBe("role");
    expect(e.suggestions).toHaveLength(3);
    for (const s of e.suggestions) expect(e.message).toContain(s);
  });
});
