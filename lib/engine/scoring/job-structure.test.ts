import { describe, expect, it } from "vitest";
import { findOccupation } from "@/lib/knowledge/occupations";
import { analyzeJob, qualificationsIn, roleMentions } from "./job-structure";

describe("roleMentions", () => {
  it("reads the role an ad names inside a sentence, cut at its first function word", () => {
    expect(
      roleMentions([
        "We are looking for an ambitious Senior Mechanical Engineer with water industry experience.",
        "You will take on the role of restaurant supervisor within a busy team.",
        "If you are a Subsea Engineering professional, apply.",
      ]),
    ).toEqual(["ambitious Senior Mechanical Engineer", "restaurant supervisor", "Subsea Engineering professional"]);
  });

  it("finds nothing in sentences that name no role after a cue", () => {
    expect(roleMentions(["Manage budgets and report weekly.", "Apply now."])).toEqual([]);
  });
});

describe("analyzeJob: an ad without a title", () => {
  it("reads its profession from the role its sentences name, not from generic skills alone", () => {
    const ad =
      "Prepare tenders and proposals for clients, with sales, negotiation, account management and customer relationship management. " +
      "Present to clients and grow key accounts. If you are a Pipeline Engineer with subsea experience, apply.";
    const job = analyzeJob(ad);
    expect(job.title).toBe("");
    expect(job.profession.top[0].occupation.id).toBe("petroleum-engineer");
  });
});

describe("analyzeJob: nice-to-have cues in other languages", () => {
  const req = (ad: string, label: string) => analyzeJob(ad).keywords.find((k) => k.label === label)?.requirement;
  it("reads 'wünschenswert', 'serait un plus' and 'se valorará' as nice to have under a requirements heading", () => {
    const de =
      "Pflegefachkraft (m/w/d)\nKlinikum Nord, Hamburg\n\nIhr Profil\n- Python erforderlich\n- Erfahrung in der Intensivpflege wünschenswert";
    expect(req(de, "Critical care nursing")).toBe("nice");
    expect(req(de, "Python")).toBe("required");
    const fr = "Data Analyst\nAcme SA, Paris\n\nVotre profil\n- Python indispensable\n- La connaissance de SQL serait un plus";
    expect(req(fr, "SQL")).toBe("nice");
    expect(req(fr, "Python")).toBe("required");
    const es = "Data Analyst\nAcme SL, Madrid\n\nRequisitos\n- Python\n- Se valorará SQL";
    expect(req(es, "SQL")).toBe("nice");
  });
  it("keeps English cues: 'desirable' is nice, a requirement under 'Requirements' is required", () => {
    const en = "Data Analyst\nAcme Ltd, London\n\nRequirements\n- Python\n- SQL desirable";
    expect(req(en, "SQL")).toBe("nice");
    expect(req(en, "Python")).toBe("required");
  });
});

describe("analyzeJob: a qualification named by its occupation", () => {
  it("reads 'Ausbildung als Pflegefachkraft / Gesundheits- und Krankenpfleger' as a required nursing qualification", () => {
    const job = analyzeJob(
      "Pflegefachkraft (m/w/d)\nKlinikum Nord, Hamburg\n\nIhr Profil\n- Abgeschlossene Ausbildung als Pflegefachkraft / Gesundheits- und Krankenpfleger",
    );
    const kw = job.keywords.find((k) => k.id === "occupation:registered-nurse");
    expect(kw?.requirement).toBe("required");
    expect(qualificationsIn("Ausbildung zum Elektroniker").map((q) => q.occupation.id)).toEqual([
      findOccupation("Elektroniker")?.occupation.id,
    ]);
    expect(qualificationsIn("Sie haben eine Ausbildung mit Berufserfahrung")).toEqual([]);
  });
});
