import { describe, expect, it } from "vitest";
import { extractCandidateFacts } from "./facts";

const body = "\n\nBerufserfahrung\nPflegefachkraft, Klinikum Nord    04/2019 – heute\n- Pflege von 10 Patienten pro Schicht";
const nameOf = (head: string) => extractCandidateFacts({ cvText: `${head}${body}` }).name;

describe("candidate facts: the name under a document title", () => {
  it("reads the name on the line after 'Lebenslauf', 'Curriculum Vitae', 'CV', 'Resume' or 'Résumé'", () => {
    for (const title of ["Lebenslauf", "Curriculum Vitae", "CV", "Resume", "Résumé", "LEBENSLAUF", "Curriculum vitae:"])
      expect(nameOf(`${title}\nAnna Schmidt\nHamburg | anna@example.de`), title).toBe("Anna Schmidt");
  });
  it("reads a name after the title on the same line ('CV — Jane Doe', 'Lebenslauf von Anna Schmidt')", () => {
    expect(nameOf("CV — Jane Doe")).toBe("Jane Doe");
    expect(nameOf("Lebenslauf von Anna Schmidt")).toBe("Anna Schmidt");
  });
  it("keeps reading the first line when it is no document title", () => {
    expect(nameOf("Anna Schmidt\nHamburg")).toBe("Anna Schmidt");
    // A line that only starts with the word is not the title ("Resume Writer" is a headline, "Curriculum Lead" too).
    expect(nameOf("Resume Writer\nAnna Schmidt")).toBeNull();
  });
  it("signs no heading: a title followed by a section heading gives no name", () => {
    expect(nameOf("Lebenslauf\nBerufserfahrung")).toBeNull();
  });
});
