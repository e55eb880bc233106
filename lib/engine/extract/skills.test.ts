import { describe, expect, it } from "vitest";
import { extractEntities } from "./index";

const skills = (text: string) => extractEntities(text, { entityTypes: ["SKILL"] }).entities.map((e) => e.text);

describe("SKILL from the layout of skills sections", () => {
  it("takes every item of a one-line CV's skills section, known to the taxonomy or not", () => {
    const cv =
      "   Summary     Site engineer.      Skills          Effective communication  Project estimation and bidding  Strong team player  " +
      "Knowledgeable in Excel, CMiC, Bluebeam, P6  Written and Oral Communication      Work History      Site Engineer  ,   02/2014   to   11/2015";
    expect(skills(cv)).toEqual([
      "communication",
      "Project estimation",
      "bidding",
      "Excel",
      "CMiC",
      "Bluebeam",
      "P6",
      "Written and Oral Communication",
    ]);
  });

  it("reads the subjects of Skill Details lines, misspelt as the source wrote them", () => {
    const cv = "Skill Details \nMicrosft office and excell, power point- Exprience - 120 monthsCompany Details \ncompany - Indian Navy";
    expect(skills(cv)).toEqual(["Microsft office", "excell", "power point"]);
  });

  it("names a skill without its qualifier, the word skills or certification", () => {
    expect(skills("Languages: German (native), English (C1)\nExcellent communication skills and a PMP certification.")).toEqual([
      "German",
      "English",
      "communication",
      "PMP",
    ]);
  });

  it("skips traits, degree subjects and words that only look like skills", () => {
    expect(skills("Highlights   Self-motivated  Detail oriented  Team player   ")).toEqual([]);
    expect(skills("Education      Bachelor of Science  :   Computer Science   2014     Riverside College")).toEqual([]);
    expect(skills("Python- Exprience - Less than 1 year months")).toEqual(["Python"]);
  });
});

describe("SKILL in prose: named competences, not fields passed by", () => {
  it("leaves out the word skills even when the taxonomy name carries it", () => {
    expect(skills("Excellent organizational skills and strong interpersonal skills.")).toEqual(["organizational", "interpersonal"]);
  });

  it("does not tag a field of work mentioned in passing, but does when listed, claimed or named as experience", () => {
    expect(skills("Versatile professional who coordinated trade shows for the branch.")).toEqual([]);
    expect(skills("Skills: trade shows, branding, Excel")).toEqual(["trade shows", "branding", "Excel"]);
    expect(skills("Delivered superior customer service to residents.")).toEqual(["customer service"]);
    expect(skills("Two years of customer service experience required.")).toEqual(["customer service"]);
  });

  it("reads HR as a department, not a skill, outside a skills list", () => {
    expect(skills("HR Specialist, US HR Operations. Maintained HR files for 110 employees.")).toEqual([]);
  });

  it("takes both conjuncts when a skill is coordinated with another skill", () => {
    expect(skills("Coordinated trade shows and brand management for the firm.")).toEqual(["trade shows", "brand management"]);
    expect(skills("Responsible for reconciling and monitoring accounts.")).toEqual([]);
  });
});

describe("SKILL items of skills sections: names, not topics or clauses", () => {
  it("reads a name and its abbreviation in brackets as two skills, without splitting the name at &", () => {
    expect(
      skills("Skills     Logistics Information Warehouse (LIW), SSN-LIN Automated Management & Integrating System (SLAMIS), MS Word"),
    ).toEqual(["Logistics Information Warehouse", "LIW", "SSN-LIN Automated Management & Integrating System", "SLAMIS", "MS Word"]);
  });

  it("drops what was trained, the level reached and a generic noun after a known skill", () => {
    expect(skills("Skills: German A1 Level, Data Entry Process, Supply Policies, Multi-site Operations")).toEqual(["German", "Data Entry"]);
  });

  it("rejects clauses, traits with a noun, and topics of a product", () => {
    expect(
      skills(
        "Skills     Budgeting, Planning future operations and managing current operations, Self-motivated professional, Python Cache, Maintenance of Projects",
      ),
    ).toEqual(["Budgeting", "Python"]);
  });
});

describe("SKILL coverage of the professions in real CVs", () => {
  it("knows clinical laboratory and teaching skills, whole ('medical microbiology', not 'microbiology')", () => {
    expect(
      skills(
        "Analyze blood for hematology, coagulation, and urinalysis. A, B, O typing and antibody identification, antigen typing, cross matching.",
      ),
    ).toEqual(["hematology", "coagulation", "urinalysis", "antibody identification", "antigen typing", "cross matching"]);
    expect(skills("Teach medical microbiology, chemistry, and physical science. Input grades into PowerSchool.")).toEqual([
      "medical microbiology",
      "chemistry",
      "physical science",
      "PowerSchool",
    ]);
  });

  it("knows midrange/ERP systems, construction tools and banking operations as real CVs spell them", () => {
    expect(skills("Supported AS400 programs of Movex/M3 ERP. Completed M3 Enterprise Collaborator (MEC) training.")).toEqual([
      "AS400",
      "Movex",
      "M3 ERP",
      "M3 Enterprise Collaborator",
      "MEC",
    ]);
    expect(
      skills(
        "Generated change orders using CMiC & Bluebeam. Processed Automated Clearing House (ACH) and Electronic Funds Transfer (EFT) payments.",
      ),
    ).toEqual(["CMiC", "Bluebeam", "Automated Clearing House", "ACH", "Electronic Funds Transfer", "EFT"]);
  });
});

describe("SKILL words that name a unit of an organisation", () => {
  it("does not tag a field named as an office or department", () => {
    expect(skills("Hand in lost articles to the Housekeeping Office to be logged.\nSkills: housekeeping")).toEqual(["housekeeping"]);
  });
});

describe("SKILL items that describe rather than name", () => {
  it("drops adjectives, a trait with an article, a dangling preposition and 'savvy'", () => {
    expect(
      skills(
        "Summary of Qualifications     A team player\nwith high level of dedication   Great  verbal and written skills   Social media savvy    Bilingual in  French  ",
      ),
    ).toEqual(["Social media", "French"]);
  });

  it("does not read an abbreviation before a state code as a city", () => {
    expect(extractEntities("Send the form to HR, MS Jones will review it.").entities.filter((e) => e.type === "LOCATION")).toEqual([]);
  });
});

describe("SKILL and degree subjects outside an education section", () => {
  it("does not tag the subject of a degree", () => {
    expect(
      skills(
        "Certification and Trainings: Completed Java training.\n M.Sc. Computer Science Pune University\n• Diploma in Electrical Engineering\n",
      ),
    ).toEqual(["Java"]);
  });
});

describe("SKILL items of livecareer-style skills lists", () => {
  it("names the skill without 'knowledge', 'expertise' or 'familiarity', and skips titles and stray conjunctions", () => {
    expect(
      skills(
        "Skills          PeopleSoft knowledge  Budget forecasting expertise  Inventory management familiarity  Supervisor  AND MARKETING  Peachtree",
      ),
    ).toEqual(["PeopleSoft", "Budget forecasting", "Inventory management", "MARKETING", "Peachtree"]);
  });
});

describe("SKILL: named tools in prose stay, everyday field words in passing go", () => {
  it("keeps a tool of any category in prose and drops 'Security' of a clearance", () => {
    expect(skills("Led migration of 40 services to Kubernetes on AWS, cutting costs by 30%.")).toEqual(["Kubernetes", "AWS"]);
    expect(
      skills("Job Availability Date: August 1, 2014  Citizenship: United States Citizen  Security Clearance: Secret (Active)"),
    ).toEqual([]);
  });
});

describe("SKILL items of title-cased generated lists", () => {
  it("splits 'And', drops 'Experience'/'proficient' tails and typing speeds", () => {
    expect(skills("Skills     Cpr And First Aid, Teaching Experience, MS Office proficient, 42 Wpm")).toEqual([
      "Cpr",
      "First Aid",
      "Teaching",
      "MS Office",
    ]);
  });
});

describe("SKILL items whose last word may be part of the name", () => {
  it("keeps 'Employee training' whole, and drops 'training' after a named skill", () => {
    expect(skills("Skills     Employee training, CSS training, German A1 Level")).toEqual(["Employee training", "CSS", "German"]);
  });
});

describe("SKILL in German trade ads", () => {
  it("knows the trade competences German ads ask for", () => {
    expect(
      skills(
        "Anforderungen:\n• Erfahrung im Bereich der Montage\n• Staplerschein und Führerschein Klasse B\n• Kenntnisse in Hydraulik und Pneumatik",
      ),
    ).toEqual(["Montage", "Staplerschein", "Führerschein Klasse B", "Hydraulik", "Pneumatik"]);
  });
});

describe("SKILL next to degree codes and product names", () => {
  it("does not read 'MS Office. Photoshop' as a degree subject, nor 'SQL Server' as a job", () => {
    expect(
      extractEntities("IT Skills: MS Office. Photoshop. SQL Server.Education Details ").entities.map((e) => `${e.type}:${e.text}`),
    ).toEqual(["SKILL:MS Office", "SKILL:Photoshop", "SKILL:SQL Server"]);
  });

  it("reads UK nursing registrations as qualifications", () => {
    expect(skills("Registered Mental Health Nurse (RMN) or RNLD welcome; RGN qualified.")).toEqual(["RMN", "RNLD", "RGN"]);
  });
});

describe("SKILL: 'Linear' the adjective", () => {
  it("does not read 'Linear and nonlinear finite element analysis' as the Linear tool", () => {
    expect(skills("You will need experience in: Linear and nonlinear finite element analysis")).not.toContain("Linear");
  });
});

describe("SKILL: everyday 'safe' and column-merged capitals", () => {
  it("needs SAFe's own casing and skips capitals rows that merge two columns", () => {
    expect(skills("Maintained a safe, clean and sanitary work environment. Skills: SAFe, Jira")).toEqual(["SAFe", "Jira"]);
    expect(skills("Skills     LEADERSHIP SUPPORT EVENT PLANNING, OUTBOUND CALLING PROSPECTING")).not.toContain(
      "LEADERSHIP SUPPORT EVENT PLANNING",
    );
  });
});

describe("SKILL: one-letter languages", () => {
  it("reads no C in A/C or D/C, nor in a generated list of a non-technical CV", () => {
    expect(skills("Electronic Technician with extensive knowledge in A/C and D/C theory and troubleshooting skills.")).not.toContain("C");
    expect(skills("Skills   Attention to detail, budget, C, color, cost control, customer service, POS")).not.toContain("C");
  });

  it("keeps C beside other technical skills", () => {
    expect(skills("Experience in C, C++ and Java.")).toEqual(["C", "C++", "Java"]);
    expect(skills("5 ans d'expérience en C et RTOS")).toContain("C");
  });
});

describe("SKILL: competences named after an experience or knowledge cue", () => {
  it("reads noun phrases that end in a competence noun, coordinated modifiers included", () => {
    expect(
      skills(
        "6 months experience in performing energy audits in industrial facilities, 6 months experience in conducting utility bill analysis, " +
          "experience in heat gain and loss calculations.",
      ),
    ).toEqual(["energy audits", "utility bill analysis", "heat gain and loss calculations"]);
    expect(skills("Candidates must have a good knowledge of the national curriculum.")).toEqual(["national curriculum"]);
    // An ad whose line breaks were lost: the next sentence starts with a capital after lower-case words.
    expect(
      skills(
        "Extensive experience of scoping and feasibility studies Extensive experience of detailed mechanical design work within water areas",
      ),
    ).toEqual(["scoping", "feasibility studies", "mechanical design"]);
    expect(skills("We need extensive experience of optioneering, scoping and feasibility studies.")).toEqual([
      "optioneering",
      "scoping",
      "feasibility studies",
    ]);
    // A lone activity word without a cued skill beside it stays out.
    expect(skills("Experience in coordinating.")).toEqual([]);
  });

  it("leaves settings, clauses and topics of a product alone", () => {
    expect(skills("Experience in a similar role. Knowledge of the property industry. Experience in an acute-care setting.")).toEqual([]);
    expect(skills("Experience to provide high quality care.")).not.toContain("provide high quality care");
    expect(skills("Experience in Python and MySQL development.")).not.toContain("MySQL development");
  });
});

describe("SKILL: versions and durations", () => {
  it("keeps a version number in a product's name and leaves a duration or a list number out", () => {
    expect(skills("Technical skills: Angular 6, HTML, Core Java 6.0 and Microsoft Office 98.")).toEqual(
      expect.arrayContaining(["Angular 6", "Core Java 6.0", "Microsoft Office 98"]),
    );
    expect(skills("Skills   Windows 7, Excel 2 years, SQL 10+")).toEqual(["Windows 7", "Excel", "SQL"]);
    expect(skills("Skills: 1. MS-Office 2. Good Communication skills")).toContain("MS-Office");
  });
});

describe("SKILL: certification fields", () => {
  it("reads the value of a certification field with its abbreviation, a credential's own name whole", () => {
    const cv =
      "Education      Certification   :   Six Sigma Lean Professional (SSLP)  ,   2014     Management and Strategy Institute LLC     " +
      "Certification   :   HIPAA Certified Professional (HCP)  ,   2013";
    expect(skills(cv)).toEqual(["Six Sigma Lean Professional", "SSLP", "HIPAA Certified Professional", "HCP"]);
  });
});

describe("SKILL: names spelt out before their abbreviation", () => {
  it("reads the name and the abbreviation after a cue, not an organisation elsewhere", () => {
    expect(skills("Knowledge of emergency preferred and Incident Command Systems (ICS) in the field.")).toEqual([
      "Incident Command Systems",
      "ICS",
    ]);
    expect(skills("The United Methodist Committee on Relief (UMCOR) is seeking a coordinator.")).toEqual([]);
  });
});

describe("SKILL: listed names and manner words", () => {
  it("keeps field words and hyphenated activities in a list, and drops written/verbal before communication", () => {
    expect(skills("Skills     marketing plans, relationship-building, REPORTING")).toEqual(["marketing plans", "relationship-building"]);
    expect(skills("Highlights          Excellent written and verbal communication skills")).toEqual(["communication"]);
  });
});

describe("SKILL: other mentions of a cued name", () => {
  it("reads each mention of a competence an experience cue named", () => {
    const ad =
      "Perform utility bill analysis to determine energy efficiency. Requirements: 6 months experience in conducting utility bill analysis.";
    expect(skills(ad).filter((s) => s === "utility bill analysis")).toHaveLength(2);
  });
});

describe("SKILL: asterisk bullets, manner tails and traits", () => {
  it("splits asterisk bullets and drops ability and speaking tails and person-describing compounds", () => {
    const cv =
      "Areas of Expertise Include:     *leadership & Team Building     * Workplace Safety & Compliance  *Construction Planning & Scheduling     " +
      "Highlights     Time management ability  Service-minded  Self-directed      Skills     Spanish Speaking, PUBLIC SPEAKING";
    expect(skills(cv)).toEqual([
      "leadership",
      "Team Building",
      "Workplace Safety",
      "Compliance",
      "Construction Planning",
      "Scheduling",
      "Time management",
      "Spanish",
      "PUBLIC SPEAKING",
    ]);
  });
});

describe("SKILL: expertise lists", () => {
  it('reads competences after "Expertise includes" and the items of an Expertise section', () => {
    expect(skills("Expertise includes; cost estimating, disaster recovery planning, and technical program management.")).toEqual(
      expect.arrayContaining(["disaster recovery planning", "technical program management"]),
    );
    expect(skills("Expertise     Client management   Vendor management   Process improvement      Professional Experience")).toEqual([
      "Client management",
      "Vendor management",
      "Process improvement",
    ]);
  });
});

describe("SKILL: traits named as nouns", () => {
  it("reads no skill in creativity, enthusiasm or dedication", () => {
    expect(skills("I bring creativity, enthusiasm, dedication, hard work and a great attitude. Skills: Creativity, Excel")).toEqual([
      "Excel",
    ]);
  });
});
