import { describe, expect, it } from "vitest";
import { impliedSkills, skillImplies } from "./graph";

describe("skill graph", () => {
  it("implies broader skills transitively: ACLS ⇒ BLS ⇒ CPR, PostgreSQL ⇒ SQL, React ⇒ JavaScript", () => {
    expect([...impliedSkills("advanced-cardiac-life-support")]).toEqual(expect.arrayContaining(["basic-life-support", "cardiopulmonary-resuscitation"]));
    expect(skillImplies("postgresql", "sql")).toBe(true);
    expect(skillImplies("react", "javascript")).toBe(true);
  });

  it("does not imply in reverse or between unrelated skills", () => {
    expect(skillImplies("sql", "postgresql")).toBe(false);
    expect(skillImplies("cardiopulmonary-resuscitation", "advanced-cardiac-life-support")).toBe(false);
    expect(impliedSkills("carpentry").size).toBe(0);
  });
});
