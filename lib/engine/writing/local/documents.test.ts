import { describe, expect, it } from "vitest";
import { readCandidate } from "./documents";
import { extractCandidateFacts } from "./facts";

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

  // Issue 15: CV lines that would read as broken sentences once "I" stands before them are dropped, not quoted.
  const texts = (cv: string) => readCandidate({ cvText: `Experience\n${cv}` }).achievements.map((a) => a.text);
  const keep = "Managed a budget of £2m for four departments across the county.";

  it("drops a gerund that names something ('Balancing of ending cash totals')", () => {
    const t = texts(`Balancing of ending cash totals for all the branches.\n${keep}`);
    expect(t.join(" | ")).not.toMatch(/Balanc\w+ of/);
    expect(t.length).toBe(1);
  });

  it("drops a gerund joined to a noun phrase ('Engineering and educational background in IT')", () => {
    expect(texts(`Engineering and educational background in IT and data.\n${keep}`).join(" | ")).not.toMatch(/Engineer/);
  });

  it("drops a gerund that is the subject of its own verb, keeps one with a clause after it", () => {
    const t = texts(
      "Handling critical situations has always been my specialty.\nMaintaining files for the plant and ensured proper documentation once the job was completed.",
    ).join(" | ");
    expect(t).not.toMatch(/Handl\w+ critical/);
    expect(t).toContain("Maintained files for the plant and ensured proper documentation once the job was completed");
  });

  it("reads both gerunds of 'Developing and maintaining' in the past", () => {
    expect(texts("Developing and maintaining engineering standards through periodic review.")).toContain(
      "Developed and maintained engineering standards through periodic review",
    );
  });

  it("drops a past verb joined to a gerund ('Prepared and performing the induction training')", () => {
    expect(texts(`Prepared and performing the induction training for new employees.\n${keep}`).join(" | ")).not.toMatch(/Prepared and/);
  });

  it("drops opening verbs that run into 'of' ('Developed and maintained of engineering standards')", () => {
    expect(texts(`Developed and maintained of engineering/operating standards through periodic review.\n${keep}`).join(" | ")).not.toMatch(
      /maintained of/,
    );
  });

  it("drops an opening verb followed by a finite verb ('Designed includes design of…')", () => {
    expect(
      texts(`Designed includes design of pressure vessel, condenser and conveyor with 3D modelling software.\n${keep}`).join(" | "),
    ).not.toMatch(/Designed includes/);
  });

  it("drops 'by' followed by a past form ('by closely adhered to lesson plans')", () => {
    expect(texts(`Promoted a high level of participation by closely adhered to lesson plans.\n${keep}`).join(" | ")).not.toMatch(/adhered/);
    expect(texts("Increased repeat orders by improved customer retention across the region.")).toContain(
      "Increased repeat orders by improved customer retention across the region",
    );
    expect(texts(`Raised attendance by worked with parents on weekly plans.\n${keep}`).join(" | ")).not.toMatch(/by worked/);
  });

  it("drops a capitalised skills phrase glued after the last comma, keeps a place there", () => {
    const t = texts(
      "Control wiring and protection circuitry, Customer service skills.\nDirected a SCADA system upgrade for a tunnel in Melbourne, Australia.",
    ).join(" | ");
    expect(t).not.toMatch(/Customer service skills/);
    expect(t).toContain("Directed a SCADA system upgrade for a tunnel in Melbourne, Australia");
  });
});

describe("the candidate's name from the CV's first line", () => {
  it("accepts a middle initial and signs a name written in capitals as a name is written", () => {
    expect(extractCandidateFacts({ cvText: "JAMES T. OKAFOR\nColumbus, OH" }).name).toBe("James T. Okafor");
    expect(extractCandidateFacts({ cvText: "MARY-ANNE O'BRIEN\nLeeds" }).name).toBe("Mary-Anne O'Brien");
    expect(extractCandidateFacts({ cvText: "Sarah McDonald\nLeeds" }).name).toBe("Sarah McDonald");
    expect(extractCandidateFacts({ cvText: "John A.\nLeeds" }).name).toBeNull();
  });
});

describe("inThePast", () => {
  it("puts a present duty's opening verbs in the past and leaves the rest as written", async () => {
    const { inThePast } = await import("./documents");
    expect(inThePast("Teach chemistry and physical science to grades 9-12")).toBe("Taught chemistry and physical science to grades 9-12");
    expect(inThePast("Plan and deliver lessons for 30 pupils")).toBe("Planned and delivered lessons for 30 pupils");
    expect(inThePast("Plan, deliver and assess science lessons")).toBe("Planned, delivered and assessed science lessons");
    expect(inThePast("Input grade information into PowerSchool")).toBe("Input grade information into PowerSchool");
    expect(inThePast("Respond to sales calls and leads")).toBe("Responded to sales calls and leads");
    // A line that opens in the past and goes on in the present is told in the past throughout.
    expect(inThePast("Managed and resolve customer complaints")).toBe("Managed and resolved customer complaints");
    expect(inThePast("Trained and mentor new staff on the ward")).toBe("Trained and mentored new staff on the ward");
    expect(inThePast("Managed a budget and planning for four sites")).toBe("Managed a budget and planning for four sites");
  });
});

describe("education lines in a letter", () => {
  it("read as qualification from institution (year), without the town", async () => {
    const { educationPhrase } = await import("./letter-frames");
    expect(educationPhrase("High School Diploma — Whetstone High School, Columbus, OH (2018)")).toBe(
      "High School Diploma from Whetstone High School (2018)",
    );
    expect(educationPhrase("BSc Accounting and Finance, University of Leeds, 2015")).toBe(
      "BSc Accounting and Finance from the University of Leeds (2015)",
    );
    // Not a qualification + institution: kept as written.
    expect(educationPhrase("Coursework in statistics and econometrics")).toBe("Coursework in statistics and econometrics");
  });
});
