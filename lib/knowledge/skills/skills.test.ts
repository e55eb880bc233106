import { describe, expect, it } from "vitest";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { SKILLS, findSkillsInText, getSkill, organisationNameSpans, resolveSkill } from "./index";

const ids = (text: string) => findSkillsInText(text).map((m) => m.skill.id);

describe("skills taxonomy", () => {
  it("holds at least 3,000 skills with unique kebab-case ids", () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(3000);
    const seen = new Set(SKILLS.map((s) => s.id));
    expect(seen.size).toBe(SKILLS.length);
    for (const s of SKILLS) expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("covers every sector the product serves", () => {
    for (const name of [
      "Kubernetes",
      "Patient assessment",
      "Lesson planning",
      "IFRS",
      "Forklift operation",
      "Welding",
      "Bartending",
      "Contract drafting",
      "Recruitment",
      "Figma",
      "Spanish",
      "Negotiation",
      "CISSP",
      "Certified Public Accountant",
      "PMP",
      "Supply chain management",
      "Lean manufacturing",
      "SEO",
    ]) {
      expect(resolveSkill(name), name).not.toBeNull();
    }
  });

  it("links related skills by id", () => {
    const react = getSkill("react");
    expect(react?.related).toContain("javascript");
    for (const rid of react?.related ?? []) expect(getSkill(rid)).toBeDefined();
  });

  it("resolves aliases, spellings and versions", () => {
    expect(resolveSkill("JS")?.id).toBe("javascript");
    expect(resolveSkill("k8s")?.id).toBe("kubernetes");
    expect(resolveSkill("MS Excel")?.id).toBe("microsoft-excel");
    expect(resolveSkill("ReactJS")?.id).toBe("react");
    expect(resolveSkill("react.js")?.id).toBe("react");
    expect(resolveSkill("Python 3.11")?.id).toBe("python");
    expect(resolveSkill("golang")?.id).toBe("go");
    expect(resolveSkill("C#")?.id).toBe("c-sharp");
    expect(resolveSkill("no such skill at all")).toBeNull();
  });

  it("resolves every skill the occupation tables name", () => {
    const missing = new Set<string>();
    for (const o of OCCUPATIONS) for (const s of o.skills) if (!resolveSkill(s.skill)) missing.add(s.skill);
    expect([...missing]).toEqual([]);
  });

  it("resolves language and certification names across languages", () => {
    expect(resolveSkill("Deutsch")?.id).toBe("german");
    expect(resolveSkill("Farsi")?.id).toBe("persian");
    expect(resolveSkill("Wundversorgung")?.id).toBe("wound-care");
    expect(resolveSkill("CKA")?.id).toBe("certified-kubernetes-administrator");
  });

  it("marks premiums as estimates", () => {
    for (const s of SKILLS.filter((x) => x.premiumPercent !== undefined)) expect(s.estimate).toBe(true);
  });
});

describe("findSkillsInText", () => {
  it("finds multi-word skills with offsets", () => {
    const text = "Led CI/CD with GitHub Actions and Amazon Web Services.";
    const mentions = findSkillsInText(text);
    const gha = mentions.find((m) => m.skill.id === "github-actions");
    expect(gha && text.slice(gha.start, gha.end)).toBe("GitHub Actions");
    expect(mentions.map((m) => m.skill.id)).toEqual(["ci-cd", "github-actions", "amazon-web-services"]);
  });

  it("prefers the longest match", () => {
    expect(ids("Built apps in React Native")).toEqual(["react-native"]);
    expect(ids("Node.js and nodejs")).toEqual(["node-js", "node-js"]);
  });

  it("reads SEND only in capitals, not the verb 'Send in your CV'", () => {
    expect(ids("Send in your CV now")).toEqual([]);
    expect(ids("Experience of SEND pupils")).toContain("special-educational-needs");
  });

  it("reads Acting as the performing art, not 'acting with integrity' or an acting head", () => {
    expect(ids("growing organically, acting with ethical integrity every step")).toEqual([]);
    expect(ids("Acting as a liaison between teams")).toEqual([]);
    expect(ids("Acting Head of Department for two terms")).toEqual([]);
    expect(ids("Drama teacher: Acting, Voice and Stagecraft")).toContain("acting");
  });

  it("reads Monday as a weekday, the tool only as monday.com", () => {
    expect(ids("Shifts Monday to Friday, 8am to 4pm")).toEqual([]);
  });

  it("keeps ambiguous short forms out of plain prose", () => {
    expect(ids("We go to the office and excel in teamwork")).toEqual(["teamwork"]);
    expect(ids("Head of R&D, reporting to the C-suite")).toEqual([]);
    expect(ids("Offices in San Francisco, CA and Paris")).toEqual([]);
    expect(ids("Red flags were raised")).toEqual([]);
  });

  it("accepts ambiguous forms in a skills context", () => {
    expect(ids("Languages: Python, Go, R and SQL")).toEqual(["python", "go", "r", "sql"]);
    expect(ids("Advanced Excel and Word")).toContain("advanced-excel");
  });

  it("needs a language cue for spoken languages", () => {
    expect(ids("Fluent German, native English")).toEqual(["german", "english"]);
    expect(ids("A German car maker")).toEqual([]);
  });
});

describe("tokenize", () => {
  it("matches the reference token pattern on arbitrary text", async () => {
    const fc = await import("fast-check");
    const { tokenize, TOKEN_PATTERN } = await import("./matcher");
    const alphabet = fc.constantFrom("a", "Z", "9", "é", "ß", "中", "𝒜", "😀", ".", "+", "#", "-", " ", "\n", "'", "/", "\u0301");
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 40 }).map((a) => a.join("")),
        (text) => {
          const reference = [...text.matchAll(TOKEN_PATTERN)].map((m) => [m.index, m.index + m[0].length]);
          expect(tokenize(text).map((t) => [t.start, t.end])).toEqual(reference);
        },
      ),
      { numRuns: 2000, seed: 42 },
    );
  });
});

describe("PLC: a company suffix as well as a skill", () => {
  const plc = (text: string) => findSkillsInText(text).some((m) => m.skill.name === "PLC programming");
  it("is the suffix right after a company name", () => {
    expect(plc("Join DCC PLC as a field sales executive covering the North West.")).toBe(false);
    expect(plc("Tesco plc is hiring store managers.")).toBe(false);
  });
  it("is the skill in a list, after a verb, or when automation words follow a vendor", () => {
    expect(plc("Skills: PLC, SCADA, HMI")).toBe(true);
    expect(plc("Programmed PLC logic for the packing line.")).toBe(true);
    expect(plc("Hands-on Siemens PLC programming and fault finding.")).toBe(true);
  });
});

describe("skills inside an organisation's name", () => {
  const names = (text: string) => findSkillsInText(text).map((m) => m.skill.name);
  it("are not the person's skills", () => {
    expect(names("Senior Technician, Leeds Teaching Hospitals NHS Trust")).not.toContain("Teaching");
    expect(names("York and Scarborough Teaching Hospitals NHS Foundation Trust")).toEqual([]);
    expect(organisationNameSpans("Royal College of Nursing member")).toEqual([[0, 24]]);
  });
  it("still count outside the name, and in names that say something of the person", () => {
    expect(names("Python Software Foundation; Python, SQL")).toContain("Python");
    expect(names("Taught Science and Teaching assistants, Leeds")).toContain("Teaching");
    expect(names("Hands-on Siemens PLC programming.")).toContain("PLC programming");
  });
});

describe("qualification levels", () => {
  const names = (text: string) => findSkillsInText(text).map((m) => m.skill.name);
  it("keep NVQ levels apart", () => {
    expect(names("Supervised apprentices through their NVQ Level 2")).toEqual(["NVQ Level 2"]);
    expect(names("BTEC/NVQ Level 3 in Pharmaceutical Science")).toEqual(["NVQ Level 3", "Pharmaceutical science"]);
    expect(names("medicines reconciliation on admission")).toEqual(["Medication reconciliation"]);
  });
});

describe("initialisms of single letters", () => {
  it("match only with the separators of the form", () => {
    const names = (text: string) => findSkillsInText(text).map((m) => m.skill.name);
    expect(names("Skills: M&E, logframes")).toContain("Program evaluation");
    expect(names("2005 S.S.C Baramati, Maharashtra M.E.S. Highschool")).toEqual([]);
    expect(resolveSkill("M.E")).toBeNull();
    expect(resolveSkill("ReactJS")?.name).toBe("React");
  });
});
