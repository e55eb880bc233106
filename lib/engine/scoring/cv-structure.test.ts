import { describe, expect, it } from "vitest";
import { analyzeCv, isSectionHeading } from "./cv-structure";

describe("analyzeCv: headings in other languages", () => {
  it("reads German, French and Spanish section headings", () => {
    for (const h of ["Berufserfahrung", "Ausbildung", "Kenntnisse", "Formation", "Compétences", "Experiencia profesional", "Idiomas"])
      expect(isSectionHeading(h), h).toBe(true);
    expect(isSectionHeading("Pflege von Patienten")).toBe(false);
  });
  it("counts no training course under 'Ausbildung' as a role", () => {
    const cv = analyzeCv(
      "Anna Beispiel\n\nBerufserfahrung\nPflegefachkraft, Klinikum Süd    04/2019 – heute\n- Pflege von 10 Patienten\n\nAusbildung\nAusbildung zur Pflegefachkraft, Klinikum Nord, 2016 – 2019\n\nKenntnisse\nWundmanagement, Medikamentengabe",
      new Date(Date.UTC(2026, 0, 15)),
    );
    expect(cv.roles.map((r) => r.title)).toEqual(["Pflegefachkraft"]);
    expect(cv.skills.has("medication-administration")).toBe(true);
  });
});
