import { describe, expect, it } from "vitest";
import { LABEL_LANGUAGES, parseLabelTable } from "./label-table";
import { OCCUPATIONS } from "./occupations";
import { localizeJobTitle, OCCUPATION_LABELS, occupationLabel } from "./occupations/labels-i18n";
import { findSkillsInText, getSkill, resolveSkill } from "./skills";
import { SKILL_LABELS, skillLabel } from "./skills/labels-i18n";

/** Categories whose names are products or proper nouns: they read the same in every language and get no label. */
const PRODUCTS = new Set(["programming_language", "framework", "database", "cloud", "tool"]);
/** Practices the taxonomy files under "tool" or "framework" all the same. */
const NOT_A_PRODUCT = new Set(["quality-assurance", "web-development"]);

describe("language-tagged labels: coverage", () => {
  it("gives every occupation of the tables a label in all six languages, and nothing else", () => {
    for (const o of OCCUPATIONS) {
      const row = OCCUPATION_LABELS.get(o.id);
      expect(row, o.id).toBeDefined();
      for (const l of LABEL_LANGUAGES) expect(occupationLabel(o.id, l)?.length, `${o.id} ${l}`).toBeGreaterThan(1);
    }
    const ids = new Set(OCCUPATIONS.map((o) => o.id));
    for (const id of OCCUPATION_LABELS.keys()) expect(ids.has(id), id).toBe(true);
  });

  it("labels at least 300 taxonomy skills, none of them a product or tool name", () => {
    expect(SKILL_LABELS.size).toBeGreaterThanOrEqual(300);
    for (const id of SKILL_LABELS.keys()) {
      const skill = getSkill(id);
      expect(skill, id).toBeDefined();
      expect(PRODUCTS.has(skill!.category) && !NOT_A_PRODUCT.has(id), `${id} is a ${skill!.category}`).toBe(false);
    }
  });

  it("covers the generic skills letters use most", () => {
    for (const id of [
      "patient-care",
      "lesson-planning",
      "budgeting",
      "customer-service",
      "stakeholder-management",
      "people-management",
      "communication",
      "teamwork",
      "care-planning",
      "classroom-management",
      "project-management",
      "sales",
    ]) {
      expect(SKILL_LABELS.has(id), id).toBe(true);
    }
  });

  it("copies no English name: a loanword is marked '=' on purpose, and only a few are", () => {
    for (const [table, english] of [
      [OCCUPATION_LABELS, (id: string) => OCCUPATIONS.find((o) => o.id === id)!.title],
      [SKILL_LABELS, (id: string) => getSkill(id)!.name],
    ] as const) {
      for (const l of LABEL_LANGUAGES) {
        let same = 0;
        for (const [id, row] of table) {
          expect(row[l].toLowerCase(), `${id} ${l}`).not.toBe(english(id).toLowerCase());
          if (row[l] === "=") same++;
        }
        expect(same / table.size, `share of loanwords in ${l}`).toBeLessThan(0.1);
      }
    }
  });

  it("writes skills in lower case mid-sentence outside German (acronyms aside)", () => {
    for (const [id, row] of SKILL_LABELS) {
      for (const l of ["fr", "es", "nl", "it", "pt"] as const) {
        if (row[l] !== "=") expect(/^\p{Lu}\p{Ll}/u.test(row[l]), `${id} ${l}: ${row[l]}`).toBe(false);
      }
    }
  });

  it("adds no number a letter's checker would find in no input", () => {
    for (const [table, english] of [
      [OCCUPATION_LABELS, (id: string) => OCCUPATIONS.find((o) => o.id === id)!.title],
      [SKILL_LABELS, (id: string) => getSkill(id)!.name],
    ] as const) {
      for (const [id, row] of table)
        for (const l of LABEL_LANGUAGES) for (const n of row[l].match(/\d+/g) ?? []) expect(english(id), `${id} ${l}`).toContain(n);
    }
  });

  it("rejects a malformed table line at load", () => {
    expect(() => parseLabelTable("nurse|Pflegefachkraft|Infirmier", "test")).toThrow(/bad line/);
    expect(() => parseLabelTable("a|b|c|d|e|f|g\na|b|c|d|e|f|g", "test")).toThrow(/twice/);
  });
});

describe("language-tagged labels: lookups", () => {
  it("finds an occupation's title by id and language", () => {
    expect(occupationLabel("registered-nurse", "de")).toBe("Pflegefachkraft");
    expect(occupationLabel("registered-nurse", "fr")).toBe("Infirmier");
    expect(occupationLabel("elementary-teacher", "es")).toBe("Maestro de educación primaria");
    expect(occupationLabel("software-developer", "nl")).toBe("Softwareontwikkelaar");
    expect(occupationLabel("registered-nurse", "en")).toBe("Registered Nurse");
    // "=": the English title is the usual one.
    expect(occupationLabel("scrum-master", "it")).toBe("Scrum Master");
  });

  it("returns null for an unknown occupation or language", () => {
    expect(occupationLabel("dragon-tamer", "de")).toBeNull();
    expect(occupationLabel("registered-nurse", "sv")).toBeNull();
  });

  it("finds a skill's label by id, name or alias", () => {
    expect(skillLabel("patient-care", "de")).toBe("Patientenversorgung");
    expect(skillLabel("Lesson planning", "fr")).toBe("préparation des cours");
    expect(skillLabel("customer support", "es")).toBe("atención al cliente");
    expect(skillLabel("budgeting", "pt")).toBe("gestão orçamental");
    expect(skillLabel("marketing", "de")).toBe("Marketing");
    expect(skillLabel("Marketing", "it")).toBe("marketing");
  });

  it("returns null for a product, an unknown skill or language", () => {
    expect(skillLabel("Python", "de")).toBeNull();
    expect(skillLabel("Microsoft Excel", "fr")).toBeNull();
    expect(skillLabel("underwater basket weaving", "de")).toBeNull();
    expect(skillLabel("patient care", "sv")).toBeNull();
  });
});

describe("language-tagged labels: written job titles", () => {
  it("translates a title that names an occupation exactly, placing the level per language", () => {
    expect(localizeJobTitle("Staff Nurse", "de")?.label).toBe("Pflegefachkraft");
    expect(localizeJobTitle("Senior Software Developer", "de")?.label).toBe("Senior Softwareentwickler");
    expect(localizeJobTitle("Senior Software Developer", "fr")?.label).toBe("Développeur logiciel senior");
    expect(localizeJobTitle("Junior Accountant", "es")?.label).toBe("Contable júnior");
    expect(localizeJobTitle("Junior Accountant", "nl")?.label).toBe("Junior boekhouder");
  });

  it("returns the qualifier it cannot translate instead of dropping it silently", () => {
    const t = localizeJobTitle("Senior Staff Nurse – Acute Medicine", "de");
    expect(t).toMatchObject({ label: "Senior Pflegefachkraft", occupationId: "registered-nurse", leftOut: "Acute Medicine" });
    expect(localizeJobTitle("Chef (Nights)", "fr")).toMatchObject({ label: "Chef de cuisine", leftOut: "Nights" });
  });

  it("does not translate a fuzzy match, a dropped rank or a one-word umbrella title", () => {
    expect(localizeJobTitle("Paediatric Staff Nurse", "de")).toBeNull();
    expect(localizeJobTitle("Lead Developer", "de")).toBeNull();
    expect(localizeJobTitle("Engineer", "de")).toBeNull();
    expect(localizeJobTitle("Registered Nurse", "sv")).toBeNull();
  });
});

describe("language-tagged labels: read in CVs and adverts", () => {
  const found = (text: string) => findSkillsInText(text).map((m) => m.skill.id);
  it("reads a skill by its label in another language", () => {
    expect(found("Kenntnisse: Wundmanagement, Medikamentengabe, Dokumentation")).toEqual(
      expect.arrayContaining(["wound-care", "medication-administration", "documentation"]),
    );
    expect(found("Compétences : soins aux patients, administration des médicaments")).toEqual(
      expect.arrayContaining(["patient-care", "medication-administration"]),
    );
    expect(found("Teamfähigkeit und Belastbarkeit")).toEqual(expect.arrayContaining(["teamwork", "resilience"]));
  });
  it("reads a one-word German label only as German writes it, capitalised", () => {
    expect(found("Disposition und Tourenplanung")).toContain("dispatching");
    expect(found("A calm disposition and a friendly manner")).not.toContain("dispatching");
  });
  it("resolves a label to its skill, so a letter can write it in another language", () => {
    expect(resolveSkill("Elektrotechnik")?.id).toBe("electrical-engineering");
    expect(skillLabel("Medikamentengabe", "fr")).toBe("administration des médicaments");
  });
  it("keeps English names and aliases with their own skills", () => {
    expect(found("Python, SQL and stakeholder management")).toEqual(expect.arrayContaining(["python", "sql", "stakeholder-management"]));
  });
});
