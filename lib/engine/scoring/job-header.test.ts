import { describe, expect, it } from "vitest";
import { readJobHeader } from "./job-header";

describe("readJobHeader", () => {
  it("reads title, company and city from a packed first line", () => {
    const h = readJobHeader("Data Analyst — Globex Insights (fictional), London (hybrid)\n\nYou will turn data into decisions.");
    expect(h).toEqual({ title: "Data Analyst", company: "Globex Insights", location: "London" });
  });

  it("takes the part that names an organisation as the employer, not the ward before it", () => {
    const h = readJobHeader("Band 5 Staff Nurse - Paediatrics, Sheffield Children's Hospital. You will provide paediatric nursing care.");
    expect(h.title).toBe("Band 5 Staff Nurse");
    expect(h.company).toBe("Sheffield Children's Hospital");
  });

  it("reads a pay grade after the title as no employer, and the organisation line under it as the employer", () => {
    const h = readJobHeader(
      "Pharmacy Technician – Band 5\nYork and Scarborough Teaching Hospitals NHS Foundation Trust\nLocation: York Hospital\nWe dispense.",
    );
    expect(h).toEqual({
      title: "Pharmacy Technician",
      company: "York and Scarborough Teaching Hospitals NHS Foundation Trust",
      location: "York Hospital",
    });
    expect(readJobHeader("Staff Nurse - AfC Band 6\nWe are a busy ward.").company).toBeNull();
    // A line that is not an organisation's name stays out.
    expect(readJobHeader("Staff Nurse - Grade 7\nIntensive Care Unit\nWe are a busy ward.").company).toBeNull();
  });

  it("reads a town with its US state code as the place, and an employer that 'is hiring'", () => {
    const h = readJobHeader(
      "Warehouse Supervisor - 2nd Shift\nKroger Distribution Center | Delaware, OH\nKroger is hiring a Warehouse Supervisor.",
    );
    expect(h).toEqual({ title: "Warehouse Supervisor", company: "Kroger", location: "Delaware, OH" });
  });

  it("counts a city after a comma in the first line as the location", () => {
    expect(readJobHeader("Data Analyst, London.\nWe need SQL and Python.").location).toBe("London");
    expect(readJobHeader("Data Analyst, London (hybrid)\nSQL").location).toBe("London");
  });

  it("does not take a sentence or a section heading for the title", () => {
    const h = readJobHeader("We need someone.\nRequirements\n- SQL");
    expect(h.title).toBe("");
    expect(h.company).toBeNull();
    expect(h.location).toBeNull();
  });

  it("prefers labelled lines over the head line", () => {
    const h = readJobHeader("Great opportunity\nJob title: Software Engineer\nCompany: Initech Ltd\nLocation: Berlin, Germany");
    expect(h).toEqual({ title: "Software Engineer", company: "Initech Ltd", location: "Berlin, Germany" });
  });

  it("finds a place named in prose near the top", () => {
    expect(readJobHeader("Nurse\nA ward role based in Manchester with rotating shifts.").location).toBe("Manchester");
  });
});

describe("readJobHeader on an opening line that runs into the first sentence", () => {
  it("reads title, company and place from the head before the sentence", () => {
    expect(readJobHeader("Senior Data Analyst — Globex (London, hybrid). You will turn commercial data into decisions.")).toEqual({
      title: "Senior Data Analyst",
      company: "Globex",
      location: "London",
    });
  });
  it("leaves a plain opening sentence alone", () => {
    expect(readJobHeader("We are a friendly team. You will join our ward.").company).toBeNull();
  });

  it("reads German, French and Spanish heads: a gender tag is dropped and the organisation part of the next line is the employer", () => {
    expect(readJobHeader("Pflegefachkraft (m/w/d) Intensivstation\nAsklepios Klinik St. Georg, Hamburg\nVollzeit, unbefristet")).toEqual({
      title: "Pflegefachkraft Intensivstation",
      company: "Asklepios Klinik St. Georg",
      location: "Hamburg",
    });
    expect(readJobHeader("Infirmier (H/F) – Hôpital Saint-Louis, Paris\nVos missions")).toEqual({
      title: "Infirmier",
      company: "Hôpital Saint-Louis",
      location: "Paris",
    });
    expect(readJobHeader("Enfermera - Hospital Universitario La Paz, Madrid\nFunciones").company).toBe("Hospital Universitario La Paz");
    expect(readJobHeader("Softwareentwickler (m/w/d)\nMusterfirma GmbH, Berlin\nIhre Aufgaben").company).toBe("Musterfirma GmbH");
    expect(readJobHeader("Pflegefachkraft (w/m/d)\nUniversitätsklinikum Eppendorf\nIhre Aufgaben").company).toBe(
      "Universitätsklinikum Eppendorf",
    );
  });

  it("lets an organisation line replace a ward guessed from the title line, never an employer the title line names", () => {
    expect(readJobHeader("Staff Nurse – Acute Medicine\nLeeds Teaching Hospitals NHS Trust\nWe are a busy ward.").company).toBe(
      "Leeds Teaching Hospitals NHS Trust",
    );
    expect(readJobHeader("Data Analyst — Globex Ltd\nAcme Hospital, Leeds\nYou will").company).toBe("Globex Ltd");
    expect(readJobHeader("Staff Nurse - Grade 7\nIntensive Care Unit\nWe are a busy ward.").company).toBeNull();
  });
});
