import { describe, expect, it } from "vitest";
import { readCandidate } from "./documents";

describe("readCandidate achievements", () => {
  it("reads a duty written as a gerund as the same fact in the past tense", () => {
    const doc = readCandidate({ cvText: "Experience\nManaging a budget of £2m for four departments across the county." });
    expect(doc.achievements.map((a) => a.text)).toContain("Managed a budget of £2m for four departments across the county");
  });

  it("does not turn a gerund that names something into a verb ('Nursing Executive', 'Performing Arts')", () => {
    const doc = readCandidate({
      cvText:
        "Summary\nNursing Executive with ten years in acute wards and theatres.\nPerforming Arts teacher for three local schools and colleges.",
    });
    const texts = doc.achievements.map((a) => a.text).join(" | ");
    expect(texts).not.toMatch(/Nursed Executive|Performed Arts/);
  });

  it("reads a line that names a degree as education, not as a result", () => {
    const doc = readCandidate({ cvText: "Experience\nApplied Associates Degree of Science Respiratory Therapy at the county college." });
    expect(doc.achievements.map((a) => a.text).join(" | ")).not.toMatch(/Associates Degree/);
  });

  it("does not read 'Research and Development of …' as a duty in the present", () => {
    const doc = readCandidate({ cvText: "Experience\nResearch and Development of components for the broadcasters in three countries." });
    expect(doc.achievements.map((a) => a.text).join(" | ")).not.toMatch(/Research and Development/);
  });
});
