import { describe, expect, it } from "vitest";
import { extractEntities, type EntityType } from "./index";

const typed = (text: string, types?: EntityType[]) =>
  extractEntities(text, types ? { entityTypes: types } : {}).entities.map((e) => `${e.type}:${e.text}`);

describe("employers and roles in '<organisation> as (a) <role>' lines (issue 14)", () => {
  it("reads the organisation at a line start or after an employment cue, and the role after 'as'", () => {
    const text =
      "SBI BANK AS A OFFICE ASSISTENCE FOR 1 YEAR\nVODAFONE AS A TELLE CALLER 1 YEAR\n" +
      "Worked with Mahal Pvt Ltd. as Sr. Sales Executive.\n* Working in SURYA FITNESS as a design engineer.";
    expect(typed(text, ["EMPLOYER", "JOB"])).toEqual([
      "EMPLOYER:SBI BANK",
      "JOB:OFFICE ASSISTENCE",
      "EMPLOYER:VODAFONE",
      "JOB:TELLE CALLER",
      "EMPLOYER:Mahal Pvt Ltd.",
      "JOB:Sr. Sales Executive",
      "EMPLOYER:SURYA FITNESS",
      "JOB:design engineer",
    ]);
  });

  it("leaves a parenthesis after the name out and proposes nothing for skills, places or clause openers", () => {
    expect(typed("Worked with ICICI Merchant services (Hgs Payroll) As Sales Manager.", ["EMPLOYER"])).toEqual([
      "EMPLOYER:ICICI Merchant services",
    ]);
    expect(typed("I worked in Python as a developer. Served in Pune as a teacher. Responsible as a team lead.", ["EMPLOYER"])).toEqual([]);
  });
});

describe("titles and employers in real ad headers (issue 14)", () => {
  it("splits a title from a two-letter title abbreviation after a slash", () => {
    expect(typed("The ICU Nurse/RN will monitor pain management procedures.", ["JOB"])).toEqual(["JOB:ICU Nurse", "JOB:RN"]);
  });

  it("takes the employer after the spaced dash of a header, with its whole name", () => {
    expect(typed("Registered Nurse ICU Full Time Days - Kindred Hospital Town and Country ( Job Number: 259725 )", ["EMPLOYER"])).toEqual([
      "EMPLOYER:Kindred Hospital Town and Country",
    ]);
    expect(typed("Die Charité – Universitätsmedizin Berlin sucht ab sofort Pflegefachkräfte.", ["EMPLOYER"])).toEqual([
      "EMPLOYER:Charité – Universitätsmedizin Berlin",
    ]);
  });
});

describe("dates with days (issue 14)", () => {
  it("reads ranges of day-precise dates with ordinals and 'to till'", () => {
    expect(
      typed(
        "As Sales Manager. (16th Jan 2017 to till 30th Aug 2018) and since 6th July 2011 to till date: then (04th Mar 2016 to 03 Jan 2017)",
        ["DATE"],
      ),
    ).toEqual(["DATE:16th Jan 2017 to till 30th Aug 2018", "DATE:6th July 2011 to till date", "DATE:04th Mar 2016 to 03 Jan 2017"]);
  });
});

describe("layouts of one-line and PDF-extracted CVs (issue 14)", () => {
  it("reads a numbered skills list after a capitals heading, and a STRENGTHS heading ends it", () => {
    const text =
      "SKILLS 1. MS-Office 2. Knowledge of sales and marketing 3. Direct sales management STRENGTHS 1. Dedication and dependability 2. Flexibility";
    expect(typed(text, ["SKILL"])).toEqual(["SKILL:MS-Office", "SKILL:sales", "SKILL:marketing", "SKILL:Direct sales management"]);
  });

  it("reads a heading ending in 'EXPERIENCE' as an experience section, so a skills list stops there", () => {
    const text =
      "SKILLS: • Auto CAD • MSCIT STRENGTHS: • Quick Learner. INDUSTRIAL EXPERIENCE: • 10 Day's Industrial Training at Hingna Road, Nagpur.";
    expect(typed(text, ["SKILL"])).not.toContain("SKILL:Hingna Road");
    expect(typed(text, ["LOCATION"])).toEqual(["LOCATION:Nagpur"]);
  });

  it("drops 'company -' lines that answer 'No' or list several wished-for companies", () => {
    const text =
      "Company Details \ncompany - Tata motors, adani, maruti suzuki,jet airways. Air india.\ncompany - No\ndescription - English, Hindi";
    const orgs = typed(text, ["EMPLOYER"]);
    expect(orgs).not.toContain("EMPLOYER:No");
    expect(orgs.filter((o) => o.includes(","))).toEqual([]);
  });

  it("keeps one-word titles of a generated skills list out of JOB", () => {
    expect(typed("Skills    Account Management, Director, managing, Sales", ["JOB"])).toEqual([]);
  });
});

describe("names with possessives, dotted abbreviations and armed forces (issue 14)", () => {
  it("keeps a possessive inside a title", () => {
    expect(typed("Work History  PHARMACEUTICAL SALES REPRESENTATIVE, Women's Healthcare Specialist    Company Name", ["JOB"])).toEqual([
      "JOB:PHARMACEUTICAL SALES REPRESENTATIVE",
      "JOB:Women's Healthcare Specialist",
    ]);
  });

  it("takes the final full stop of 'U.S.' into the place", () => {
    expect(typed("the largest healthcare facilities in the U.S., including", ["LOCATION"])).toEqual(["LOCATION:U.S."]);
  });

  it("reads armed forces as employers, not as titles ending in 'Guard'", () => {
    expect(typed("Name the project, and the Army National Guard builds it.", ["EMPLOYER", "JOB"])).toEqual([
      "EMPLOYER:Army National Guard",
    ]);
  });

  it("knows the towns real CVs and ads name", () => {
    expect(typed("Location: Basingstoke. Offices in Accrington and Tacoma, WA. Studied in Bhopal, Madhya Pradesh.", ["LOCATION"])).toEqual(
      expect.arrayContaining(["LOCATION:Basingstoke", "LOCATION:Accrington", "LOCATION:Tacoma", "LOCATION:Bhopal"]),
    );
  });
});

describe("ads exported from job boards (issue 14)", () => {
  it("reads US month/day/year dates and the years of named awards, not product versions or counts", () => {
    expect(typed("Maintenance Worker Job Closes 05/24/16 ABOUT US", ["DATE"])).toEqual(["DATE:05/24/16"]);
    expect(
      typed("accolades including Storage Award Finalist 2011, CRN Systems Distributor 2010 and more. Representative of the year 2003", [
        "DATE",
      ]),
    ).toEqual(["DATE:2011", "DATE:2010", "DATE:2003"]);
    expect(typed("Must have AutoCAD 2009 or later. We shipped 2019 units.", ["DATE"])).toEqual([]);
  });

  it("ends an organisation's name before the label of the next field", () => {
    expect(typed("Organization : 4814 - Kindred Hospital-Town & Country Shift : Day", ["EMPLOYER"])).toEqual([
      "EMPLOYER:Kindred Hospital-Town & Country",
    ]);
  });

  it("reads the organisation an ad describes as leading, and its other mentions, apart from a location field before it", () => {
    expect(
      typed("Location: Stoke MicroP is one of the leading B2B distributors in the UK. MicroP's stock holding gives MicroP a platform.", [
        "EMPLOYER",
        "LOCATION",
      ]),
    ).toEqual(["LOCATION:Stoke", "EMPLOYER:MicroP", "LOCATION:UK", "EMPLOYER:MicroP", "EMPLOYER:MicroP"]);
  });
});

describe("skills the taxonomy does not know, named as experience (issue 14)", () => {
  it("proposes product-like names after an experience or knowledge cue", () => {
    const skills = typed(
      "Experience with Engine Management and Vehicle systems (J1939, CAN)·  Experience in OpenGL,  OpenVG, or other drawing systems",
      ["SKILL"],
    );
    expect(skills).toEqual(expect.arrayContaining(["SKILL:J1939", "SKILL:CAN", "SKILL:OpenGL", "SKILL:OpenVG"]));
  });

  it("proposes no places, codes of countries or ordinary words after the cue", () => {
    expect(typed("Experience in UK, Berlin or the IT sector; experience with various clients.", ["SKILL"])).toEqual([]);
  });
});

describe("fields of study, generic words and traits are no skills (issue 14)", () => {
  it("keeps engineering disciplines and one generic activity word out of SKILL", () => {
    expect(
      typed("I am student of mechanical engineering. Masters degree in Energy Engineering. Perform design work and documentation.", [
        "SKILL",
      ]),
    ).toEqual([]);
  });

  it("ends a skills list at a capitals STRENGTHS heading closed by a colon", () => {
    const skills = typed(
      "SKILLS: • Knowledge of software / computer: Auto CAD • MSCIT • CNC Programming - milling STRENGTHS: • Positive thinking and self-confidence. • Honest, discipline and hardworking.",
      ["SKILL"],
    );
    expect(skills).toEqual(expect.arrayContaining(["SKILL:Auto CAD", "SKILL:MSCIT"]));
    expect(skills.filter((s) => /thinking|confidence|discipline/.test(s))).toEqual([]);
  });

  it("reads spellings of tools as written in real CVs", () => {
    expect(typed("MS SQL SERVER- Exprience - 6 months\nGit hub for code deployment", ["SKILL"])).toEqual([
      "SKILL:MS SQL SERVER",
      "SKILL:Git hub",
    ]);
  });
});

describe("employers, people and owners in PDF-extracted CVs and construction ads (issue 14)", () => {
  it("reads '<org> as a <role>' after the 'description -' label and legal suffixes in lower case", () => {
    const text =
      "company - Bajaj finance\ndescription - SBI BANK AS A OFFICE ASSISTENCE FOR 1 YEAR\nPython Developer - Arsys Inovics pvt ltd";
    expect(typed(text, ["EMPLOYER"])).toEqual(["EMPLOYER:Bajaj finance", "EMPLOYER:SBI BANK", "EMPLOYER:Arsys Inovics pvt ltd"]);
  });

  it("reads a glued 'Dr.' as no honorific and the project's owner as no title", () => {
    expect(typed(" BE   Dr.BAMU,Aurangabad\nContact Dr. Maria Lopez today.", ["EMPLOYEE"])).toEqual(["EMPLOYEE:Dr. Maria Lopez"]);
    expect(typed("Support the Senior Engineer in communications with the Owner.", ["JOB"])).toEqual(["JOB:Senior Engineer"]);
  });
});

describe("plural occupation mentions (issue 14)", () => {
  it("reads one-word plurals of known occupations, not vague groups or head counts", () => {
    expect(typed("Supervised warehouse associates and support workers.", ["JOB"])).toEqual([
      "JOB:warehouse associates",
      "JOB:support workers",
    ]);
    expect(
      typed(
        "Performed audits of ATM machines and tellers. Assisted external auditors. The senior managers and directors met. Supervise a team of 12 nurses.",
        ["JOB"],
      ),
    ).toEqual(["JOB:tellers", "JOB:auditors"]);
  });
});

describe("junk of generated skill lists (issue 14)", () => {
  it("drops generic business nouns and unknown plain plurals, keeps products", () => {
    expect(
      typed(
        "Skills    Account Management, Acquisitions, Contracts, Clientele, Customer, Market, Mergers, Communicator, Jenkins, Bluebeam",
        ["SKILL"],
      ),
    ).toEqual(["SKILL:Account Management", "SKILL:Jenkins", "SKILL:Bluebeam"]);
  });
});

describe("employers named by a job seeker or a staffing recruiter (issue 14)", () => {
  it("reads the organisation after 'a position with' and a university's hospital as employers", () => {
    expect(typed("Seeking a position with Abbott for the Territory Sales Position.", ["EMPLOYER"])).toEqual(["EMPLOYER:Abbott"]);
    expect(
      typed(
        "Created staffing partnerships with facilities in the U.S., including Stanford University Hospital, Florida Hospital, and more.",
        ["EMPLOYER"],
      ),
    ).toEqual(["EMPLOYER:Stanford University Hospital", "EMPLOYER:Florida Hospital"]);
    expect(typed("MSc Nursing, King's College London, 2016", ["EMPLOYER"])).toEqual([]);
  });
});

describe("organisation names and honours that look like titles (issue 14)", () => {
  it("reads a surname before 'University' and a possessive honour as no title, and no suffix starts a name", () => {
    expect(
      typed("Business Administration    Baker University   －   City  ,   State. GPA 3.87 Dean's List (2011 - 2015)", ["JOB"]),
    ).toEqual([]);
    expect(typed("Reconciled balance sheets for LLC, Cargill Inc.  and GP", ["EMPLOYER"])).toEqual(["EMPLOYER:Cargill Inc"]);
  });

  it("leaves trait adjectives out of a title", () => {
    expect(typed("Energetic Recruiter with 5 years in staffing.", ["JOB", "RECRUITER"])).toEqual(["RECRUITER:Recruiter"]);
  });
});

describe("two titles joined by a spaced slash (issue 14)", () => {
  it("splits German compound titles at ' /'", () => {
    expect(
      typed("Verkaufstalent /Medienberater Print und Online (m/w)\nSüdkurier Anzeigenservice GmbH Medienhaus – Konstanz", ["JOB"]),
    ).toEqual(["JOB:Verkaufstalent", "JOB:Medienberater"]);
  });
});

describe("people's names inside institutions' names (issue 14)", () => {
  it("reads no person in a facility or house named after one", () => {
    const text =
      "Maria Lopez\nWe convey wastewater to the 220 MGD Robert W. Hite Treatment Facility (RWHTF). Volunteer at Ronald McDonald House.";
    expect(typed(text, ["EMPLOYEE"])).toEqual(["EMPLOYEE:Maria Lopez"]);
  });
});

describe("taxonomy additions (issue 14)", () => {
  it("knows embedded operating systems and the BCLS spelling of basic life support", () => {
    expect(
      typed("Experience coding for the QNX Operating System or VxWorks. The nurse will have a BCLS certification; ACLS preferred.", [
        "SKILL",
      ]),
    ).toEqual(["SKILL:QNX", "SKILL:VxWorks", "SKILL:BCLS", "SKILL:ACLS"]);
  });
});

describe("modifiers and schedules that are no places or skills (issue 14)", () => {
  it("reads a country code before a lower-case noun as a modifier, not a place", () => {
    expect(typed("Have knowledge of current UK water industry regulations. Offices in the UK alone. UK based role.", ["LOCATION"])).toEqual(
      ["LOCATION:UK", "LOCATION:UK"],
    );
  });

  it("drops 'on call', 'interpretation' and a capitalised generic 'Design' in a list", () => {
    expect(
      typed(
        "Mon  Fri, 8am  5pm, with weekends 'on call'. Union contract interpretation, and hiring. The projects including Design, Development, and Deployment.",
        ["SKILL"],
      ),
    ).toEqual([]);
  });
});

describe("firms described by a title word (issue 14)", () => {
  it("reads 'a leading fund manager' as a firm, 'a fund manager' as a title", () => {
    expect(typed("Our client is a leading fund manager who focusses on Europe. She is a fund manager.", ["JOB"])).toEqual([
      "JOB:fund manager",
    ]);
  });
});

describe("process and equipment names ending in 'Services'/'Systems' (issue 14)", () => {
  it("needs more than the word to read them as employers, unless a sector word precedes it", () => {
    expect(
      typed("Performed monthly Preventive Maintenance Checks and Services (PMCS). Handled Strategic Weapons Systems material.", [
        "EMPLOYER",
      ]),
    ).toEqual([]);
    expect(
      typed("Partnerships with large facilities, including Florida Hospital, Inova Health Systems, and Adventist Healthcare.", [
        "EMPLOYER",
      ]),
    ).toEqual(["EMPLOYER:Florida Hospital", "EMPLOYER:Inova Health Systems", "EMPLOYER:Adventist Healthcare"]);
  });
});
