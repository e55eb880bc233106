import { describe, expect, it } from "vitest";
import { extractEntities } from "./index";

const places = (text: string) => extractEntities(text, { entityTypes: ["LOCATION"] }).entities.map((e) => `${e.text}:${e.normalized}`);

describe("LOCATION on real documents", () => {
  it("knows first-level regions: US states, Indian states, UK counties", () => {
    expect(places("June 2014 to June 2018 BE Mechanical Engineering Pune, Maharashtra")).toEqual(["Pune:IN", "Maharashtra:IN"]);
    expect(places("RGN Unit Manager Job Cambridgeshire. Certified by the state of South Carolina.")).toEqual([
      "Cambridgeshire:GB",
      "South Carolina:US",
    ]);
  });

  it("leaves places inside organisation names and pronouns alone", () => {
    expect(
      places("B.Sc. Pune, Maharashtra Pune University. Work for the Govt. of India. CONTACT US today. US HR Operations team."),
    ).toEqual(["Pune:IN", "Maharashtra:IN"]);
  });

  it("finds towns the gazetteer does not know where a place must stand, and their other mentions", () => {
    expect(places("Support Worker Job Daventry. Location: Daventry. Care for clients within the Daventry area. Based in Widnes.")).toEqual([
      "Daventry:Daventry",
      "Daventry:Daventry",
      "Daventry:Daventry",
      "Widnes:Widnes",
    ]);
  });
});

describe("LOCATION inside country offices and associations", () => {
  it("leaves a place after an acronym or before an organisation word alone", () => {
    expect(
      places(
        "LOCATION:  Yerevan, Armenia\nKeep WV Armenia vehicles in good condition at the UMCOR  Armenia warehouses. Florida Restaurant Association award.",
      ),
    ).toEqual(["Yerevan:AM", "Armenia:AM"]);
    expect(places("DYNAMIC WORKING ENVIRONMENT  BASED IN Manchester today")).toContain("Manchester:GB");
  });
});

describe("LOCATION: work-mode words", () => {
  it("reads no work mode in a lower-case word that describes a noun", () => {
    expect(places("Managed a team of 20 onsite general contractors, making on-site personnel safety the top priority.")).toEqual([]);
    expect(places("This is a remote role. Work location: onsite.")).toEqual(["remote:remote", "onsite:onsite"]);
  });
});
