import { describe, expect, it } from "vitest";
import { extractEntities } from "./index";

const typed = (text: string, types?: ("EMPLOYER" | "JOB" | "DATE" | "SKILL" | "LOCATION" | "RECRUITER")[]) =>
  extractEntities(text, types ? { entityTypes: types } : {}).entities.map((e) => `${e.type}:${e.text}`);

describe("employers and roles in '<organisation> as (a) <role>' lines (issue 14)", () => {
  it("reads the organisation at a line start or after an employment cue, and the role after 'as'", () => {
    const text = "SBI BANK AS A OFFICE ASSISTENCE FOR 1 YEAR\nVODAFONE AS A TELLE CALLER 1 YEAR\n" +
      "Worked with Mahal Pvt Ltd. as Sr. Sales Executive.\n* Working in SURYA FITNESS as a design engineer.";
    expect(typed(text, ["EMPLOYER", "JOB"])).toEqual([
      "EMPLOYER:SBI BANK", "JOB:OFFICE ASSISTENCE", "EMPLOYER:VODAFONE", "JOB:TELLE CALLER",
      "EMPLOYER:Mahal Pvt Ltd.", "JOB:Sr. Sales Executive", "EMPLOYER:SURYA FITNESS", "JOB:design engineer",
    ]);
  });

  it("leaves a parenthesis after the name out and proposes nothing for skills, places or clause openers", () => {
    expect(typed("Worked with ICICI Merchant services (Hgs Payroll) As Sales Manager.", ["EMPLOYER"])).toEqual(["EMPLOYER:ICICI Merchant services"]);
    expect(typed("I worked in Python as a developer. Served in Pune as a teacher. Responsible as a team lead.", ["EMPLOYER"])).toEqual([]);
  });
});

describe("titles and employers in real ad headers (issue 14)", () => {
  it("splits a title from a two-letter title abbreviation after a slash", () => {
    expect(typed("The ICU Nurse/RN will monitor pain management procedures.", ["JOB"])).toEqual(["JOB:ICU Nurse", "JOB:RN"]);
  });

  it("takes the employer after the spaced dash of a header, with its whole name", () => {
    expect(typed("Registered Nurse ICU Full Time Days - Kindred Hospital Town and Country ( Job Number: 259725 )", ["EMPLOYER"]))
      .toEqual(["EMPLOYER:Kindred Hospital Town and Country"]);
    expect(typed("Die Charité – Universitätsmedizin Berlin sucht ab sofort Pflegefachkräfte.", ["EMPLOYER"])).toEqual(["EMPLOYER:Charité – Universitätsmedizin Berlin"]);
  });
});

describe("dates with days (issue 14)", () => {
  it("reads ranges of day-precise dates with ordinals and 'to till'", () => {
    expect(typed("As Sales Manager. (16th Jan 2017 to till 30th Aug 2018) and since 6th July 2011 to till date: then (04th Mar 2016 to 03 Jan 2017)", ["DATE"]))
      .toEqual(["DATE:16th Jan 2017 to till 30th Aug 2018", "DATE:6th July 2011 to till date", "DATE:04th Mar 2016 to 03 Jan 2017"]);
  });
});
