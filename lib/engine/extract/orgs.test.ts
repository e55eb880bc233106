import { describe, expect, it } from "vitest";
import { isDepartmentName } from "./guards";
import { extractEntities } from "./index";

const typed = (text: string) => extractEntities(text).entities.map((e) => `${e.type}:${e.text}`);
const orgs = (text: string) => typed(text).filter((e) => e.startsWith("EMPLOYER:") || e.startsWith("RECRUITER:"));

describe("employers versus the other organisations a CV names", () => {
  const cv = `Registered with the Nursing & Midwifery Council and certified by the Resuscitation Council UK.
Staff Nurse, St Mary's Hospital, London | Jan 2019 – Present
MSc Nursing, King's College London, 2016
Proficient in Microsoft Excel and Adobe Photoshop; Software Engineer at Microsoft, Seattle | 2012 – 2018`;

  it("keeps employers and drops regulators, places of study and vendors named for their products", () => {
    expect(orgs(cv)).toEqual(["EMPLOYER:St Mary's Hospital", "EMPLOYER:Microsoft"]);
    expect(typed(cv)).toEqual(expect.arrayContaining(["SKILL:Microsoft Excel", "SKILL:Adobe Photoshop"]));
  });

  it("drops training providers, event hosts and certifying bodies", () => {
    const text =
      "Completed ESD program conducted by Zensar Technologies, Pune in 2017. Attended a 3 day workshop at VIT. Member of AHIMA. NAHB Green Building Certified.";
    expect(orgs(text)).toEqual([]);
  });

  it("finds the employer line of PDF-extracted CVs and the other mentions of the same name", () => {
    const text =
      "Company Details \ncompany - Push Engineering Pvt ltd\ndescription - I work as a design engineer in Push engineering Pvt ltd. We design ice plants.";
    expect(orgs(text)).toEqual(["EMPLOYER:Push Engineering Pvt ltd", "EMPLOYER:Push engineering Pvt ltd"]);
  });

  it("reads every mention of an employer introduced with a ticker", () => {
    const text =
      "About Brightwell\nBrightwell (NYSE: BRW) serves hospitals in 12 countries. Housekeepers follow all of Brightwell's safety policies.";
    expect(orgs(text)).toEqual(["EMPLOYER:Brightwell", "EMPLOYER:Brightwell", "EMPLOYER:Brightwell"]);
  });
});

describe("recruitment agencies", () => {
  it("are RECRUITER when they advertise, with evidence", () => {
    const text =
      "Code Blue Recruitment are recruiting on behalf of our client, a family-run care home in Leeds. White Recruitment Ltd is acting as an " +
      "Employment Agency in relation to this vacancy. Based in London, Trident are a specialist, boutique real estate recruitment consultancy. " +
      "Trident are always keen to hear from you.";
    const r = extractEntities(text).entities.filter((e) => e.type === "RECRUITER");
    expect(r.map((e) => e.text)).toEqual(["Code Blue Recruitment", "White Recruitment Ltd", "Trident", "Trident"]);
    expect(r[2].evidence).toContain("described as a recruitment agency");
  });

  it("are RECRUITER when the poster of an ad for a client, and their short name follows", () => {
    const text = "The Judge Group is actively seeking a QA Analyst for a permanent opportunity with our client located in Denver, CO.";
    expect(orgs(text)).toEqual(["RECRUITER:The Judge Group"]);
    const signed =
      "Apply now. Recruitment Manager, leads the team for Clear Selection. Clear Selection Recruitment is part of the Clear Selection Group.";
    expect(orgs(signed)).toEqual([
      "RECRUITER:Recruitment Manager",
      "RECRUITER:Clear Selection",
      "RECRUITER:Clear Selection Recruitment",
      "RECRUITER:Clear Selection Group",
    ]);
  });

  it("stay the recruiter's EMPLOYER when a recruiter names the agency they work at", () => {
    expect(orgs("I'm a headhunter with Hays working on a Head of Finance search.")).toEqual(["RECRUITER:headhunter", "EMPLOYER:Hays"]);
  });

  it("are not made of sector names or an employer whose clients are its customers", () => {
    expect(orgs("Sectors covered include Professional Recruitment, IT Recruitment and Sales Recruitment.")).toEqual([]);
    expect(
      orgs("Care Support Workers. Pulse Community Healthcare is recruiting carers to support our clients in their own homes."),
    ).toEqual(["EMPLOYER:Pulse Community Healthcare"]);
  });
});

describe("EMPLOYER is not a department of a role header", () => {
  const employers = (text: string) => extractEntities(text, { entityTypes: ["EMPLOYER"] }).entities.map((e) => e.text);

  it("drops segments that end in a department word or are only fields of work", () => {
    expect(
      employers("Experience     09/2015   to   Current     HR Specialist, US HR Operations    Company Name   －   City  ,   State"),
    ).toEqual([]);
    expect(isDepartmentName("Marketing and Communications")).toBe(true);
    expect(isDepartmentName("Boohoo Group")).toBe(false);
    expect(isDepartmentName("Push Engineering Pvt ltd")).toBe(false);
  });
});

describe("EMPLOYER in 'Company – City, ST' lines of real CVs", () => {
  it("reads the organisation before a dash and a place, on a dated header or the line under it", () => {
    expect(orgs("Sales Coordinator     Apr 2017   to   Current      Marriott International   －   Denver  ,   CO")).toEqual([
      "EMPLOYER:Marriott International",
    ]);
    expect(orgs("Teacher     02/2003 to Current     Riverside High School   –   Columbia  ,   SC")).toEqual([
      "EMPLOYER:Riverside High School",
    ]);
    expect(orgs("Staff Nurse | 2015 – 2019\nSt Mary's Hospital – London")).toEqual(["EMPLOYER:St Mary's Hospital"]);
  });

  it("does not read a place of study or a dataset mask as an employer", () => {
    expect(orgs("Education      B.S  :   Biology     1998     Univ. of South Carolina    -\n    State")).toEqual([]);
    expect(orgs("Teacher     02/2003 to Current      Company Name   –   City  ,   State")).toEqual([]);
  });
});

describe("EMPLOYER: brands listed in an ad", () => {
  it("does not take known companies listed as partner brands for employers", () => {
    expect(orgs("World class partner brands include Acer, Huawei, Samsung, Sony, Toshiba, Nokia and Netgear.")).toEqual([]);
    expect(orgs("She joined Accenture in 2022 and now builds dashboards.")).toEqual(["EMPLOYER:Accenture"]);
  });
});

describe("EMPLOYER placeholders in the possessive", () => {
  it('does not read "Employer\'s" as an organisation', () => {
    expect(orgs("** Work is at Employer’s headquarters in Denver.")).toEqual([]);
  });
});

describe("employers of job-board records", () => {
  const ad = `United Methodist Committee on Relief (UMCOR) Armenia Office
TITLE:  Logistics and Warehouse Coordinator
LOCATION:  Yerevan, Armenia
JOB DESCRIPTION:  The Coordinator will be responsible for all operations of UMCOR warehouses.
ABOUT COMPANY:  Acme Tyres CJSC was established in Armenia in 1943.`;

  it("reads the first line above the title field, its bracketed abbreviation and a founded organisation", () => {
    expect(orgs(ad)).toEqual(["EMPLOYER:United Methodist Committee on Relief", "EMPLOYER:UMCOR", "EMPLOYER:Acme Tyres CJSC"]);
    expect(typed(ad).filter((e) => e.startsWith("EMPLOYEE:"))).toEqual([]);
  });

  it("reads no record header when the second line is no title field", () => {
    expect(orgs("Maria Lopez\nSenior Nurse with 10 years in ICU.")).toEqual([]);
  });
});

describe("employers described in web-page text", () => {
  it("reads an organisation described as a network, glued to a capitals heading after a no-break space", () => {
    const ad =
      "You will grow.\u00a0ABOUT THE NETWORKThe Albany Charter School Network is\u2028 a family of charter schools in the city. " +
      "The Albany Charter School Network may be the place for you. JOB DESCRIPTION DETAILSPLAN Works with the leader.";
    expect(orgs(ad)).toEqual(["EMPLOYER:Albany Charter School Network", "EMPLOYER:Albany Charter School Network"]);
  });
});

describe("employers that offer pay or benefits", () => {
  it("reads the organisation that offers benefits as the employer", () => {
    expect(orgs("Benefits: Community Action offers excellent benefits including generous paid time off.")).toEqual([
      "EMPLOYER:Community Action",
    ]);
  });
});
