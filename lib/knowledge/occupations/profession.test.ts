import { describe, expect, it } from "vitest";
import { inferProfession, occupationAffinity, neighbourOverlap, professionFit, skillOverlap } from "./profession";
import { getOccupation } from "./index";

const NURSE_CV = `Jane Doe
Registered Nurse, St Mary's Hospital — 2018 – Present
- Administered medication and monitored vital signs for 28 patients on a surgical ward
- Wrote care plans and handed over to the night shift
Skills: patient assessment, infection control, BLS, ACLS`;
const NURSING_AD = `Staff Nurse (Band 5)
We are looking for a registered nurse to join our medical ward. NMC registration required.
You will assess patients, administer medication and keep care plans up to date.`;
const ELECTRICIAN_AD = `Electrician
Doncaster | 25000 to 28000 per year
Qualified electrician (18th Edition) for commercial installations: wiring, fault finding, testing and inspection.`;
const SOFTWARE_CV = `Sam Lee
Software Engineer, Acme — 2019 – Present
- Built REST APIs in Python and Django, deployed with Docker and Kubernetes
Skills: Python, JavaScript, React, PostgreSQL`;

describe("inferProfession", () => {
  it("reads a nurse CV and a nursing ad as registered nurses, with the phrases that said so", () => {
    const cv = inferProfession({ titles: ["Registered Nurse"], text: NURSE_CV });
    expect(cv.top[0].occupation.id).toBe("registered-nurse");
    expect(cv.top[0].evidence).toContain("registered nurse");
    expect(inferProfession({ titles: ["Staff Nurse (Band 5)"], text: NURSING_AD }).top[0].occupation.id).toBe("registered-nurse");
  });

  it("reads a title's own head word inside a longer title as that title, not as a second occupation", () => {
    const d = inferProfession({ titles: ["Horizontal Construction Engineer"], text: "" });
    expect(d.top[0].occupation.id).toBe("heavy-equipment-operator");
    expect(d.top.map((s) => s.occupation.id)).not.toContain("engineering-technician");
    expect(inferProfession({ titles: ["Engineer"], text: "" }).top.map((s) => s.occupation.id)).toContain("engineering-technician");
  });

  it("returns an empty distribution with zero strength for text naming no profession", () => {
    const d = inferProfession({ text: "Lorem ipsum dolor sit amet." });
    expect(d.top).toEqual([]);
    expect(d.strength).toBe(0);
  });

  it("does not count everyday words such as 'server' or 'director' outside a title", () => {
    const d = inferProfession({ text: "I moved the mail server and reported to the director." });
    expect(d.top.map((s) => s.occupation.id)).not.toContain("waiter");
    expect(inferProfession({ titles: ["Server"], text: "" }).top.length).toBeGreaterThan(0);
  });
});

describe("inferProfession: titles naming no occupation of ours", () => {
  it("reads 'Logistics Specialist' and 'Driver II' by their field words", () => {
    const logi = inferProfession({ titles: ["Logistics Specialist"], text: "" });
    expect(logi.top.length).toBeGreaterThan(0);
    expect(logi.top.every((s) => s.occupation.sector === "logistics and transport")).toBe(true);
    expect(logi.top[0].evidence).toContain("logistics");
    const driver = inferProfession({ titles: ["Driver II"], text: "" });
    expect(driver.top.map((s) => s.occupation.id)).toContain("truck-driver");
  });

  it("puts a logistics ad that also asks for languages in logistics, not language teaching", () => {
    const ad =
      "Logistics Specialist\nTo arrange logistics for shipment goods and imports. Fluent knowledge of Armenian, Russian, English and Persian. Knowledge of computer literacy.";
    const d = inferProfession({ titles: ["Logistics Specialist"], text: ad });
    expect(d.sectors.get("logistics and transport") ?? 0).toBeGreaterThan(0.5);
  });

  it("ignores title words that name no field ('Print', 'Online', 'Specialist')", () => {
    expect(inferProfession({ titles: ["Medienberater Print und Online"], text: "" }).top).toEqual([]);
    expect(inferProfession({ titles: ["Specialist"], text: "" }).top).toEqual([]);
  });
});

describe("inferProfession: the discipline a graduate studied", () => {
  it("reads a degree's discipline as its profession ('B.E. Mechanical engineering', logistics, accounting)", () => {
    expect(inferProfession({ text: "Education: B.E. Mechanical engineering, 2018." }).top[0].occupation.id).toBe("mechanical-engineer");
    expect(inferProfession({ text: "MBA in logistics. Handled logistics for imports and exports." }).top[0].occupation.sector).toBe(
      "logistics and transport",
    );
    expect(inferProfession({ text: "B.Com in accounting; three years of accounting work." }).top[0].occupation.sector).toBe(
      "finance and accounting",
    );
  });
});

describe("professionFit", () => {
  it("scores a nurse CV far closer to a nursing ad than to an electrician ad", () => {
    const cv = inferProfession({ titles: ["Registered Nurse"], text: NURSE_CV });
    const nurse = professionFit(cv, inferProfession({ titles: ["Staff Nurse"], text: NURSING_AD }));
    const elec = professionFit(cv, inferProfession({ titles: ["Electrician"], text: ELECTRICIAN_AD }));
    expect(nurse.fit).toBeGreaterThan(0.8);
    expect(elec.fit).toBeLessThan(0.2);
    expect(nurse.evidence).toContain("Registered Nurse");
  });

  it("scores a software CV low against a Registered Nurse target", () => {
    const cv = inferProfession({ titles: ["Software Engineer"], text: SOFTWARE_CV });
    expect(professionFit(cv, inferProfession({ titles: ["Registered Nurse"], text: "" })).fit).toBeLessThan(0.2);
  });

  it("is neutral (0.5) when one side names no profession", () => {
    const cv = inferProfession({ titles: ["Registered Nurse"], text: NURSE_CV });
    expect(professionFit(cv, inferProfession({ text: "" })).fit).toBe(0.5);
  });
});

describe("occupationAffinity", () => {
  it("ranks same > related > same sector > unrelated", () => {
    const rn = getOccupation("registered-nurse")!;
    const same = occupationAffinity(rn, rn);
    const related = occupationAffinity(rn, getOccupation("licensed-practical-nurse")!);
    const electrician = occupationAffinity(rn, getOccupation("electrician")!);
    expect(same).toBe(1);
    expect(related).toBeLessThan(same);
    expect(related).toBeGreaterThan(electrician);
    expect(electrician).toBe(0);
  });

  it("treats trades and logistics as neighbours (plant and forklift operators, drivers), not strangers", () => {
    const plant = getOccupation("heavy-equipment-operator")!;
    expect(occupationAffinity(plant, getOccupation("forklift-operator")!)).toBeGreaterThan(0.1);
    expect(occupationAffinity(plant, getOccupation("forklift-operator")!)).toBeLessThan(
      occupationAffinity(plant, getOccupation("construction-worker")!),
    );
    expect(occupationAffinity(plant, getOccupation("chef")!)).toBe(0);
  });
});

describe("inferProfession on real-world titles", () => {
  it("recognises common UK care, nursing, kitchen and driving titles, plurals included", () => {
    const top = (title: string, text = title) => inferProfession({ titles: [title], text }).top[0]?.occupation.id;
    expect(top("Part Time Weekend Home Care Workers")).toBe("home-health-aide");
    expect(top("RGN - Elderly Nursing Home")).toBe("registered-nurse");
    expect(top("Chef De Partie")).toBe("chef");
    expect(top("Class 1 Driver")).toBe("truck-driver");
    expect(top("Kitchen Porter")).toBe("food-prep-worker");
    expect(top("Senior Subsea Pipeline Integrity Engineer")).toBe("petroleum-engineer");
  });

  it("recognises UK school and logistics titles (subject teachers, SENCO, early years, depots, goods in)", () => {
    const top = (title: string) => inferProfession({ titles: [title], text: title }).top[0]?.occupation.id;
    expect(top("Maths Teacher")).toBe("secondary-teacher");
    expect(top("Head of Maths")).toBe("secondary-teacher");
    expect(top("SENCO")).toBe("special-education-teacher");
    expect(top("Early Years Practitioner")).toBe("preschool-teacher");
    expect(top("Nursery Nurse")).toBe("childcare-worker");
    expect(top("Multi-drop Driver")).toBe("delivery-driver");
    expect(top("Goods In Operative")).toBe("warehouse-worker");
    expect(top("Depot Manager")).toBe("logistics-manager");
    expect(top("Purchase Ledger Clerk")).toBe("accounts-payable-clerk");
  });

  it("lets a care ad's title outweigh 'manual handling' and lets the body plural name the role", () => {
    const ad =
      "We have positions for Part Time Weekend Home Care Workers. Using manual handling equipment as specified. Assisting with prescribed medication.";
    const d = inferProfession({ titles: ["We have positions for Part Time"], text: ad });
    expect(d.top[0].occupation.id).toBe("home-health-aide");
  });
});

describe("occupationAffinity: specialisms within a sector", () => {
  const aff = (a: string, b: string) => occupationAffinity(getOccupation(a)!, getOccupation(b)!);

  it("puts engineers of one ISCO-08 minor group (214x) closer than engineers of another group", () => {
    // mechanical 2144 and petroleum 2145 share minor group 214; a health and safety engineer (2263) does not.
    expect(aff("mechanical-engineer", "petroleum-engineer")).toBeGreaterThan(aff("mechanical-engineer", "health-safety-engineer"));
  });

  it("puts occupations with overlapping skill profiles closer than ones with none in common", () => {
    // a sales manager and a retail supervisor both list people management; a sales manager and a concierge share
    // no skill in the table.
    expect(skillOverlap(getOccupation("sales-manager")!, getOccupation("retail-supervisor")!)).toBeGreaterThan(0);
    expect(aff("sales-manager", "retail-supervisor")).toBeGreaterThan(aff("sales-manager", "concierge"));
  });

  it("puts trades that sit next to the same occupations closer (plant operator ~ carpenter, not electrician)", () => {
    // both a plant operator and a carpenter neighbour construction workers and supervisors in the table.
    expect(neighbourOverlap(getOccupation("heavy-equipment-operator")!, getOccupation("carpenter")!)).toBeGreaterThan(0.3);
    expect(aff("heavy-equipment-operator", "carpenter")).toBeGreaterThan(aff("heavy-equipment-operator", "electrician"));
  });

  it("keeps related occupations and the same occupation above any same-sector neighbour", () => {
    expect(aff("mechanical-engineer", "mechanical-engineer")).toBe(1);
    expect(aff("account-manager", "sales-manager")).toBeGreaterThan(aff("sales-manager", "retail-supervisor"));
  });
});

describe("inferProfession: a sector word in a title is weaker evidence than a specialism", () => {
  it("reads 'Healthcare Administration Intern' as administration, barely as a care assistant", () => {
    const d = inferProfession({
      titles: ["Healthcare Administration Intern"],
      text: "Healthcare Administration Intern. Scheduled appointments, billing and insurance verification for patients.",
    });
    expect(d.top[0].occupation.id).toBe("healthcare-administrator");
    const care = d.top.find((s) => s.occupation.id === "nursing-assistant")?.p ?? 0;
    expect(care).toBeLessThan(0.05);
  });
});

describe("inferProfession: German feminine titles", () => {
  it("reads 'Gesundheits- und Krankenpflegerin' as a nurse", () => {
    const p = inferProfession({ titles: ["Gesundheits- und Krankenpflegerin"], text: "Pflege von Patienten" });
    expect(p.top[0]?.occupation.id).toBe("registered-nurse");
  });
});
