import { describe, expect, it } from "vitest";
import { DUTY_TASKS, dutyTaskForms, inflectVerb, verbForms } from "./duty-tasks";
import { OCCUPATIONS } from "./occupations";

describe("duty task lexicon", () => {
  it("has at least 150 tasks with unique kebab-case ids, each linked to known occupations", () => {
    expect(DUTY_TASKS.length).toBeGreaterThanOrEqual(150);
    const ids = DUTY_TASKS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(OCCUPATIONS.map((o) => o.id));
    for (const t of DUTY_TASKS) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.occupations.length, t.id).toBeGreaterThan(0);
      for (const o of t.occupations) expect(known.has(o), `${t.id} → ${o}`).toBe(true);
      expect(dutyTaskForms(t).length, t.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("covers the professions the brief names", () => {
    const ids = new Set(DUTY_TASKS.map((t) => t.id));
    for (const id of [
      "order-picking",
      "stock-control",
      "patient-observations",
      "medication-administration",
      "lesson-planning",
      "classroom-management",
      "bookkeeping",
      "reconciliation",
      "payroll",
      "recruitment",
      "customer-service",
      "cold-calling",
      "site-safety",
      "preventive-maintenance",
      "electrical-installation",
      "food-preparation",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});

describe("verb forms", () => {
  it("inflects regular, doubling, -e, -y and irregular verbs", () => {
    expect(inflectVerb("pick")).toEqual(["pick", "picked", "picking"]);
    expect(inflectVerb("plan")).toEqual(["plan", "planned", "planning"]);
    expect(inflectVerb("edit")).toEqual(["edit", "edited", "editing"]);
    expect(inflectVerb("prepare")).toEqual(["prepare", "prepared", "preparing"]);
    expect(inflectVerb("tidy")).toEqual(["tidy", "tidied", "tidying"]);
    expect(inflectVerb("teach")).toEqual(["teach", "taught", "teaching"]);
    expect(inflectVerb("set")).toEqual(["set", "set", "setting"]);
  });

  it("inflects every verb of a phrase alike and leaves particles and modifiers alone", () => {
    expect(verbForms("pick and pack")).toEqual(["pick and pack", "picked and packed", "picking and packing"]);
    expect(verbForms("look after")).toEqual(["look after", "looked after", "looking after"]);
    expect(verbForms("cold call")).toEqual(["cold call", "cold called", "cold calling"]);
    expect(verbForms("plan and deliver lessons")).toContain("planned and delivered lessons");
  });

  it("combines verbs with objects, bare and after the, a or an, and adds -ies plurals", () => {
    const forms = dutyTaskForms({
      id: "x",
      occupations: ["bookkeeper"],
      verbs: ["answer"],
      objects: ["customer query", "enquiry"],
      phrases: ["query handling"],
    });
    expect(forms).toContain("query handling");
    expect(forms).toContain("answered customer queries");
    expect(forms).toContain("answering the customer query");
    expect(forms).toContain("answer an enquiry");
    expect(forms).not.toContain("answer a enquiry");
  });
});
