import { describe, expect, it } from "vitest";
import { classifyOrg, isGenericWord } from "./index";

describe("classifyOrg", () => {
  it("knows regulators and professional bodies by name and by form", () => {
    for (const name of [
      "Nursing & Midwifery Council",
      "Nursing and Midwifery Council",
      "NMC",
      "Resuscitation Council UK",
      "Care Quality Commission",
      "Royal College of Nursing",
      "Chartered Institute of Personnel and Development",
      "OSHA",
      "Maharashtra State Board",
      "American Nurses Association",
    ]) {
      expect(classifyOrg(name), name).toBe("regulator");
    }
  });

  it("tells places of study, vendors, agencies and credentials apart", () => {
    expect(classifyOrg("King's College London")).toBe("education");
    expect(classifyOrg("Savitribai Phule Pune University")).toBe("education");
    expect(classifyOrg("Princess Anne High School")).toBe("education");
    expect(classifyOrg("Microsoft")).toBe("vendor");
    expect(classifyOrg("Adobe Photoshop")).toBe("vendor");
    expect(classifyOrg("SAP technologies")).toBe("vendor");
    expect(classifyOrg("Code Blue Recruitment")).toBe("agency");
    expect(classifyOrg("White Recruitment Ltd")).toBe("agency");
    expect(classifyOrg("Hays")).toBe("agency");
    expect(classifyOrg("Acme Staffing")).toBe("agency");
    expect(classifyOrg("RPSGT")).toBe("credential");
  });

  it("leaves employers alone, including councils and trusts that employ people", () => {
    for (const name of [
      "Manchester City Council",
      "Guy's and St Thomas' NHS Foundation Trust",
      "Siemens Healthineers",
      "Pulse Community Healthcare",
      "Indian Navy",
    ]) {
      expect(classifyOrg(name), name).toBeNull();
    }
  });

  it("reads sector words before an agency word as a field, not a firm", () => {
    expect(classifyOrg("IT Recruitment")).toBeNull();
    expect(classifyOrg("Professional Recruitment")).toBeNull();
    expect(isGenericWord("Graduate")).toBe(true);
    expect(isGenericWord("Blue")).toBe(false);
  });
});
