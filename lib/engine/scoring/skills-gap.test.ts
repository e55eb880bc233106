import { describe, expect, it } from "vitest";
import { findLearningResources, listUnresolvedResourceKeys } from "@/lib/knowledge/learning-resources";
import { planCareerPath } from "./career-path";
import { inferSkillLevels, parseDeclaredSkill } from "./skill-levels";
import { InputError } from "@/lib/errors";
import { analyzeSkillsGap, estimateLearningHours } from "./skills-gap";
import { SYNONYM_CV } from "./test-samples";

describe("skill levels", () => {
  it("parses declared levels", () => {
    expect(parseDeclaredSkill("Python (advanced)").level).toBe(3);
    expect(parseDeclaredSkill("SQL - 6 years").level).toBe(4);
    expect(parseDeclaredSkill("Excel: L1").level).toBe(1);
    expect(parseDeclaredSkill("Docker").level).toBeNull();
  });

  it("infers L1 for list-only skills and higher for skills used in experience", () => {
    const cv = `Experience\nEngineer, X — Jan 2020 – Present\n- Built Python services for 3 clients\n- Led the Python migration of 40 scripts\nSkills\nPython, Rust`;
    const lv = inferSkillLevels({ cvText: cv });
    expect(lv.get("python")!.level).toBe(3);
    expect(lv.get("rust")!.level).toBe(1);
    expect(inferSkillLevels({ currentSkills: ["Docker"] }).get("docker")!.level).toBe(2);
  });
});

describe("analyzeSkillsGap", () => {
  it("computes hours from level distance × difficulty", () => {
    expect(estimateLearningHours(0, 2, 3)).toBe(50);
    expect(estimateLearningHours(2, 4, 3)).toBe(420);
    expect(estimateLearningHours(1, 2, 6)).toBe(80);
    expect(estimateLearningHours(3, 2, 3)).toBe(0);
  });

  it("shrinks the gap when the CV shows the role's skills", () => {
    const none = analyzeSkillsGap({ targetRole: "DevOps Engineer", currentSkills: [] });
    const some = analyzeSkillsGap({ targetRole: "DevOps Engineer", cvText: SYNONYM_CV });
    expect(none.gapScore).toBe(100);
    expect(some.gapScore).toBeLessThan(none.gapScore);
    expect(some.totalLearningHours).toBeLessThan(none.totalLearningHours);
    const k8s = some.gaps.find((g) => g.skill === "Kubernetes");
    expect(k8s?.currentLevel ?? 3).toBeGreaterThanOrEqual(2);
    for (const g of none.gaps) expect(g.freeResources[0].url).toMatch(/^https:\/\//);
  });

  it("credits the skills a current role implies, one level below its requirement", () => {
    const bare = analyzeSkillsGap({ targetRole: "Data Scientist", currentSkills: ["Excel"] });
    const analyst = analyzeSkillsGap({ targetRole: "Data Scientist", currentRole: "Data Analyst", currentSkills: ["Excel"] });
    expect(analyst.gapScore).toBeLessThan(bare.gapScore);
    const sql = [...analyst.gaps, ...analyst.met.map((m) => ({ skill: m.skill, evidence: m.evidence }))].find((g) => g.skill === "SQL");
    expect(sql?.evidence).toMatch(/implied by the current role Data Analyst/);
  });

  it("scales months with hours per week", () => {
    const slow = analyzeSkillsGap({ targetRole: "Data Scientist", hoursPerWeek: 5 });
    const fast = analyzeSkillsGap({ targetRole: "Data Scientist", hoursPerWeek: 20 });
    expect(slow.totalLearningHours).toBe(fast.totalLearningHours);
    expect(slow.estimatedMonths).toBeGreaterThan(fast.estimatedMonths * 3);
  });

  it("rejects an unknown role with close titles", () => {
    try {
      analyzeSkillsGap({ targetRole: "Zzqx Wrangler" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).code).toBe("unknown_role");
      expect((e as InputError).param).toBe("role");
      expect((e as InputError).suggestions).toHaveLength(3);
    }
  });
});

describe("learning resources", () => {
  it("resolves every keyed skill and falls back by category", () => {
    expect(listUnresolvedResourceKeys()).toEqual([]);
    expect(findLearningResources("python").basis).toBe("skill");
    expect(findLearningResources("totally unknown skill").basis).toBe("general");
  });
});

describe("planCareerPath", () => {
  it("ranks next roles from the occupation graph with bounded probabilities", () => {
    const r = planCareerPath({ currentRole: "Software Engineer", yearsExperience: 6, skills: ["Python", "AWS"] });
    expect(r.current.occupationId).toBe("software-developer");
    const all = [r.primaryNextRole, ...r.alternatives];
    const sum = all.reduce((s, x) => s + x.probability, 0);
    expect(sum).toBeLessThan(1);
    for (const s of all) expect(s.timelineMonths.max).toBeGreaterThan(s.timelineMonths.min);
    expect(r.aiDisruptionRisk.score).toBe(62);
    expect(r.aiDisruptionRisk.source).toMatch(/Eloundou/);
  });

  it("follows the goals: leadership favours a management step", () => {
    const lead = planCareerPath({ currentRole: "Software Engineer", yearsExperience: 8, goals: "I want to lead and manage a team" });
    const tech = planCareerPath({ currentRole: "Software Engineer", yearsExperience: 8, goals: "stay hands-on technical, architecture" });
    const rank = (r: ReturnType<typeof planCareerPath>, id: string) =>
      [r.primaryNextRole, ...r.alternatives].findIndex((s) => s.occupationId === id);
    expect(rank(lead, "engineering-manager")).toBeLessThan(rank(tech, "engineering-manager"));
  });

  it("infers the role from skills when the title is unknown", () => {
    const r = planCareerPath({ currentRole: "Qwxz", skills: ["Docker", "Kubernetes", "Terraform", "Linux", "CI/CD", "AWS"] });
    expect(r.current.inferredFrom).toBe("skills");
  });
});

describe("analyzeSkillsGap: held and implied skills are not gaps", () => {
  it("never reports SQL absent for a PostgreSQL user, nor CPR/BLS for an ACLS holder", () => {
    const dev = analyzeSkillsGap({ targetRole: "Data Analyst", currentSkills: ["PostgreSQL"] });
    const pg = dev.gaps.find((g) => g.skillId === "postgresql");
    const sql = [...dev.gaps, ...dev.met.map((m) => ({ ...m, skillId: "sql", currentLevel: m.level }))].find((g) => g.skill === "SQL")!;
    // SQL is held at PostgreSQL's level (it may still be below the role's required level, which is a real gap).
    expect(sql.currentLevel).toBeGreaterThan(0);
    expect(sql.evidence).toContain("implied by PostgreSQL");
    expect(pg?.currentLevel ?? 1).toBeGreaterThan(0);
    const rn = analyzeSkillsGap({ targetRole: "Registered Nurse", currentSkills: ["ACLS"] });
    expect(rn.gaps.map((g) => g.skill.toLowerCase())).not.toEqual(expect.arrayContaining([expect.stringMatching(/cardiopulmonary|^cpr$/)]));
    expect(rn.met.find((m) => m.skill === "Cardiopulmonary resuscitation")?.evidence).toContain("implied by");
  });

  it("credits a carpenter of 30 years with carpentry at the required level", () => {
    const cv = "John Smith\nExperience\nCarpenter, Smith Joinery — Jan 1995 – Present\n- Built staircases and roof frames for new homes\n";
    const r = analyzeSkillsGap({ targetRole: "Carpenter", cvText: cv, asOf: new Date(Date.UTC(2026, 0, 15)) });
    expect(r.gaps.map((g) => g.skill)).not.toContain("Carpentry");
    expect(r.met.find((m) => m.skill === "Carpentry")?.evidence).toMatch(/implied by \d+ years as Carpenter/);
  });

  it("reads a one-line CV's headline as a held role: a personal chef is not told to learn cooking", () => {
    const cv =
      "         OWNER, PERSONAL CHEF             Areas of Expertise          Catering  Event planning  Pricing      Experience      Owner   01/2012   to   Current     Company Name   City  ,   State       Cooked weekly meals for 12 families and catered private events.";
    const r = analyzeSkillsGap({ targetRole: "Chef", cvText: cv, asOf: new Date(Date.UTC(2026, 0, 15)) });
    const cooking = r.gaps.find((g) => g.skill === "Cooking");
    expect(cooking?.currentLevel ?? 1).toBeGreaterThan(0);
  });
});

describe("skills the CV shows through the work it names", () => {
  // Real-like texts: an Indian sales CV that names its telecalling job only by title (misspelt as PDF text
  // keeps it), and an electrical graduate who installed substations and distribution lines.
  const SALES_CV = `Sales manager\nSkill Details\nDIRECT SALES- Exprience - 36 months\nCompany Details\ncompany - Bajaj finance\ndescription - SBI BANK AS A OFFICE ASSISTENCE FOR 1 YEAR\nVODAFONE AS A TELLE CALLER 1 YEAR\nBajaj Finserv Ltd AS An Assistant Sales Manager 11 MONTH`;
  const POWER_CV = `Electrical Engineering\nSkill Details\nElectrical wiring, Solar power Plant\nCompany Details\ncompany - Enigma Business Advisor\ndescription - Transmission and Distribution Line\n1. Installation of 33/11 kV distribution substation equipment`;

  const levelOf = (r: ReturnType<typeof analyzeSkillsGap>, name: string) =>
    r.gaps.find((g) => g.skill === name)?.currentLevel ?? r.met.find((m) => m.skill === name)?.level ?? null;

  it("reads a telecaller job as prospecting work, not an absent skill", () => {
    const r = analyzeSkillsGap({ targetRole: "Sales Representative", cvText: SALES_CV });
    const level = levelOf(r, "Sales prospecting");
    expect(level).not.toBeNull();
    expect(level).toBeGreaterThanOrEqual(2);
    const gap = r.gaps.find((g) => g.skill === "Sales prospecting");
    if (gap) expect(gap.evidence).toMatch(/TELLE CALLER/);
  });

  it("reads substations and distribution lines as power-systems work", () => {
    const r = analyzeSkillsGap({ targetRole: "Electrical Engineer", cvText: POWER_CV });
    expect(levelOf(r, "Power systems")).toBeGreaterThanOrEqual(2);
    const without = analyzeSkillsGap({
      targetRole: "Electrical Engineer",
      cvText: "Electrical Engineering\nSkill Details\nElectrical wiring",
    });
    expect(levelOf(without, "Power systems")).toBe(0);
  });
});
