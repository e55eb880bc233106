import { describe, expect, it } from "vitest";
import { impliedSkills, skillImplies } from "./graph";

describe("skill graph", () => {
  it("implies broader skills transitively: ACLS ⇒ BLS ⇒ CPR, PostgreSQL ⇒ SQL, React ⇒ JavaScript", () => {
    expect([...impliedSkills("advanced-cardiac-life-support")]).toEqual(
      expect.arrayContaining(["basic-life-support", "cardiopulmonary-resuscitation"]),
    );
    expect(skillImplies("postgresql", "sql")).toBe(true);
    expect(skillImplies("react", "javascript")).toBe(true);
  });

  it("does not imply in reverse or between unrelated skills", () => {
    expect(skillImplies("sql", "postgresql")).toBe(false);
    expect(skillImplies("cardiopulmonary-resuscitation", "advanced-cardiac-life-support")).toBe(false);
    expect(impliedSkills("carpentry").size).toBe(0);
  });

  it("implies the general practice from the specific one in sales, recruiting, teaching and kitchens", () => {
    expect(skillImplies("contract-negotiation", "negotiation")).toBe(true);
    expect(skillImplies("account-management", "customer-relationship-management")).toBe(true);
    expect(skillImplies("telemarketing", "sales-prospecting")).toBe(true);
    expect(skillImplies("recruitment", "interviewing")).toBe(true);
    expect(skillImplies("teaching", "subject-knowledge")).toBe(true);
    expect(skillImplies("catering", "cooking")).toBe(true);
    expect(skillImplies("negotiation", "contract-negotiation")).toBe(false);
  });
});
