import { describe, expect, it } from "vitest";
import { extractEntities } from "./index";

const TEXT = `Hi Tom,
I'm Sarah Klein, a Talent Acquisition Partner at Siemens Healthineers. We're looking for a Staff Backend Engineer in Munich (hybrid) with strong Kotlin and Kafka experience. The range is €95k–€115k plus 0.1% equity.
You have 5+ years of experience. Start: March 2026.`;

describe("extractEntities", () => {
  const result = extractEntities(TEXT);
  const find = (type: string, text: string) => result.entities.find((e) => e.type === type && e.text === text);

  it("finds all eight entity types", () => {
    expect(find("EMPLOYEE", "Tom")).toBeDefined();
    expect(find("RECRUITER", "Sarah Klein")).toBeDefined();
    expect(find("RECRUITER", "Talent Acquisition Partner")).toBeDefined();
    expect(find("EMPLOYER", "Siemens Healthineers")).toBeDefined();
    expect(find("JOB", "Staff Backend Engineer")).toBeDefined();
    expect(find("LOCATION", "Munich")?.normalized).toBe("DE");
    expect(find("SKILL", "Kotlin")?.normalized).toBe("kotlin");
    expect(find("SALARY", "€95k–€115k")?.normalized).toBe("EUR 95000-115000/year");
    expect(find("SALARY", "0.1% equity")).toBeDefined();
    expect(find("DATE", "5+ years")).toBeDefined();
    expect(find("DATE", "March 2026")).toBeDefined();
  });

  it("gives offsets, calibrated-range confidences and evidence", () => {
    for (const e of result.entities) {
      expect(TEXT.slice(e.start, e.end)).toBe(e.text);
      expect(e.confidence).toBeGreaterThanOrEqual(0.5);
      expect(e.confidence).toBeLessThanOrEqual(1);
      expect(e.evidence.length).toBeGreaterThan(0);
    }
    // Confidence comes from features, not a per-type constant.
    const skills = result.entities.filter((e) => e.type === "SKILL").map((e) => e.confidence);
    const all = new Set(result.entities.map((e) => e.confidence));
    expect(all.size).toBeGreaterThan(3);
    expect(skills.length).toBeGreaterThan(1);
  });

  it("links entities with typed relationships", () => {
    const rel = (type: string, a: string, b: string) =>
      result.relationships.some((r) => r.type === type && result.entities[r.source].text === a && result.entities[r.target].text === b);
    expect(
      rel("recruits_for", "Talent Acquisition Partner", "Siemens Healthineers") ||
        rel("recruits_for", "Sarah Klein", "Siemens Healthineers"),
    ).toBe(true);
    expect(rel("salary_of", "€95k–€115k", "Staff Backend Engineer")).toBe(true);
    expect(rel("has_skill", "Tom", "Kotlin")).toBe(true);
    for (const r of result.relationships) {
      expect(result.entities[r.source]).toBeDefined();
      expect(result.entities[r.target]).toBeDefined();
    }
  });

  it("filters by type and confidence and keeps relationship indices valid", () => {
    const onlySkills = extractEntities(TEXT, { entityTypes: ["SKILL"] });
    expect(onlySkills.entities.every((e) => e.type === "SKILL")).toBe(true);
    expect(onlySkills.metadata.byType.SKILL).toBe(onlySkills.entities.length);
    expect(onlySkills.metadata.byType.JOB).toBe(0);
    const strict = extractEntities(TEXT, { minConfidence: 0.85 });
    expect(strict.entities.length).toBeLessThan(result.entities.length);
    expect(strict.entities.every((e) => e.confidence >= 0.85)).toBe(true);
    for (const r of strict.relationships) expect(strict.entities[r.target]).toBeDefined();
  });

  it("reports metadata", () => {
    expect(result.metadata).toMatchObject({ entityCount: result.entities.length, characters: TEXT.length, language: "en" });
  });

  it("is deterministic and survives other languages and odd input", () => {
    expect(extractEntities(TEXT)).toEqual(result);
    const de = extractEntities(
      "Die SAP SE sucht in Walldorf einen Softwareentwickler (m/w/d) mit 3 Jahren Erfahrung in Java. 65.000 € brutto.",
    );
    expect(de.entities.map((e) => `${e.type}:${e.text}`)).toEqual(
      expect.arrayContaining(["EMPLOYER:SAP SE", "LOCATION:Walldorf", "JOB:Softwareentwickler", "SKILL:Java", "SALARY:65.000 € brutto"]),
    );
    expect(de.metadata.language).toBe("de");
    expect(extractEntities("").entities).toEqual([]);
    expect(() => extractEntities("🙂 ### ((( ))) 2019–")).not.toThrow();
  });

  it("does not invent entities in plain prose", () => {
    const prose = extractEntities("We go to the market every day and excel at reading.");
    expect(prose.entities).toEqual([]);
  });
});
