import { describe, expect, it } from "vitest";
import { extractEntities } from "./index";

const jobs = (text: string) => extractEntities(text, { entityTypes: ["JOB", "RECRUITER"] }).entities.map((e) => `${e.type}:${e.text}`);

describe("JOB on real documents", () => {
  it("does not take adjectives, verbs or schedule words into a title", () => {
    expect(jobs("Dedicated Sales Coordinator with 5+ years. Assisted HR Generalist in new hire orientation.")).toEqual([
      "JOB:Sales Coordinator",
      "JOB:HR Generalist",
    ]);
    expect(jobs("We have postions for Part Time Weekend Home Care Workers, mornings and evenings.")).toEqual(["JOB:Home Care Workers"]);
    expect(jobs("ARE YOU AN EXPERIENCED RECRUITMENT CONSULTANT, SALES OR BUSINESS DEVELOPMENT EXECUTIVE?")).toEqual([
      "RECRUITER:RECRUITMENT CONSULTANT",
      "JOB:BUSINESS DEVELOPMENT EXECUTIVE",
    ]);
  });

  it("splits two titles joined by a slash and keeps grades and modifiers", () => {
    expect(jobs("Associate/Senior Associate\nA position as an adjunct teacher/professor.")).toEqual([
      "JOB:Associate",
      "JOB:Senior Associate",
      "JOB:adjunct teacher",
      "JOB:professor",
    ]);
    expect(jobs("Accountant II  ,     09/2013   to   Current")).toEqual(["JOB:Accountant II"]);
  });

  it("keeps coordinated fields of one role in its title, not ranks or two titles", () => {
    expect(jobs("Collaborated with the Food and Beverage Director.\nHuman Resources and Compliance Assistant  05/2010")).toEqual([
      "JOB:Food and Beverage Director",
      "JOB:Human Resources and Compliance Assistant",
    ]);
    expect(jobs("Hiring Junior and Trainee Consultants.")).toEqual(["JOB:Trainee Consultants"]);
    expect(jobs("Specializing in Residential and Commercial construction.")).not.toContain("JOB:Residential and Commercial");
    expect(jobs("Worked on AS400 and Stream serve developer tasks.")).toEqual(["JOB:Stream serve developer"]);
  });

  it("reads titles whose head ends occupation titles of the gazetteer", () => {
    expect(jobs("Radiology Technologist   05/2008   to   09/2008")).toEqual(["JOB:Radiology Technologist"]);
    expect(jobs("Worked as team leader for the claims unit.")).toEqual(["JOB:team leader"]);
    expect(jobs("We are a market leader.")).toEqual([]);
  });

  it("reads the value of a title field and a title alone in a field of a one-line CV", () => {
    expect(jobs("World Vision Armenia\nTITLE:  Driver\nLOCATION:  Yerevan, Armenia")).toEqual(["JOB:Driver"]);
    const cv =
      "Experience     Maintained CRJ-700,900 IAW FAA standards and procedures and trained for the A&P license under supervision.  " +
      "Repaired and replaced Avionics equipment as required for proper functionality of aircraft.     " +
      "Avionics shift supervisor, Avionics technician    January 2006   to   January 2012     Company Name";
    expect(jobs(cv)).toEqual(["JOB:Avionics shift supervisor", "JOB:Avionics technician"]);
  });

  it("reads the pronoun it and degree abbreviations as no part of a title", () => {
    expect(jobs("Our promise is to serve the education community, be it Teachers, Schools or Students alike.")).toEqual(["JOB:Teachers"]);
    expect(jobs("IT Teachers wanted.")).toEqual(["JOB:IT Teachers"]);
    expect(extractEntities("Salary:  BA/BS $15.89/hr;  MA/MS $16.88/hr").entities.map((e) => `${e.type}:${e.text}`)).toEqual([
      "SALARY:$15.89/hr",
      "SALARY:$16.88/hr",
    ]);
  });

  it("keeps degrees, fields across gaps, verbs and noun modifiers out of titles", () => {
    expect(jobs("Education      Associate of Science  :   Construction Management  ,   10/2013")).toEqual([]);
    expect(jobs("Work History      Teacher     02/2003")).toEqual(["JOB:Teacher"]);
    expect(jobs("Worked as a M3 Java developer of Movex. Leads the Recruitment Team. Stream Server development of Movex.")).toEqual([
      "JOB:M3 Java developer",
    ]);
  });
});

describe("JOB titles in real experience lines", () => {
  const jobs = (text: string) => extractEntities(text, { entityTypes: ["JOB"] }).entities.map((e) => e.text);

  it("keeps a software product in a title written in lower case", () => {
    expect(jobs("Worked as a M3 Java developer and Stream serve developer of Movex/M3 ERP for 1 year.")).toEqual([
      "M3 Java developer",
      "Stream serve developer",
    ]);
  });

  it("does not read an office, lower-case gazetteer words or society roles as jobs", () => {
    expect(jobs("Responsible for turning in all lost and found articles to the Housekeeping Office to be logged.")).toEqual([]);
    expect(jobs("Preparing market research on general private real estate investments.")).toEqual([]);
    expect(jobs("Extra Curricular Activities\nCoordinator of MESA as a treasurer.\n")).toEqual([]);
  });
});

describe("JOB is not a field of work named alone", () => {
  it("skips one-word gazetteer hits without a title head that name a field ('Sales'), keeps titles ('Treasurer')", () => {
    expect(
      extractEntities("Sectors covered include Sales Recruitment and Catering. Treasurer in IEEE student branch.", {
        entityTypes: ["JOB"],
      }).entities.map((e) => e.text),
    ).toEqual(["Treasurer"]);
  });
});

describe("JOB edges on real CV lines", () => {
  const jobs = (text: string) => extractEntities(text, { entityTypes: ["JOB"] }).entities.map((e) => e.text);

  it("does not start a title with 'Experience' nor join 'or' after a slash", () => {
    expect(jobs("Sendss Case Management, VHN   Experience Disease Intervention Specialist (DIS)  ")).toEqual([
      "Disease Intervention Specialist",
    ]);
    expect(jobs("Coordinated authorizations with physicians/or case managers.")).not.toContain("physicians/or");
  });
});

describe("JOB: not leads, not adjectives", () => {
  const jobs = (text: string) => extractEntities(text, { entityTypes: ["JOB"] }).entities.map((e) => e.text);

  it("reads lower-case 'leads' as prospects and skips 'Responsible' before a title", () => {
    expect(jobs("Used tracking and reporting systems for sales leads and appointments. Generating leads daily.")).toEqual([]);
    expect(jobs("Responsible Special Education Teacher for grades 6-8.")).toEqual(["Special Education Teacher"]);
  });
});
