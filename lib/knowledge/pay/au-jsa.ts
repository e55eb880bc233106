import type { OfficialPayRow } from "./types";

/**
 * Australia: Jobs and Skills Australia (JSA) occupation profiles, ANZSCO unit groups (4-digit), "median weekly
 * earnings" = the median weekly pay of full-time non-managerial adult employees before tax and salary sacrifice,
 * from the ABS Survey of Employee Earnings and Hours (SEEH), May 2025. Annual = weekly × 52. JSA prints the
 * all-occupations figure on the same basis beside every profile: $1,852 a week (≈ $96,300 a year), about 9 % above
 * the ABS household-survey median of all full-time employees on file in national.ts ($1,700, August 2024), so
 * these rows sit a little high against the national anchor by construction (later date, non-managerial adults).
 *
 * Provenance: the figures were read from a third-party transcription of the JSA profile pages (an Australian pay
 * guide site's source, which cites each jobsandskills.gov.au profile URL and records the reading date), not from
 * the JSA pages or the ABS data cube themselves, which could not be opened from here. Every row is therefore marked
 * `estimate: true` until someone checks it against jobsandskills.gov.au; estimates are served with confidence
 * `medium` and are never used to fit the pay structure (calibration.ts).
 * Crosswalk: ANZSCO unit group → ISCO-08 unit group → our occupation ids.
 */
const SOURCE = "Jobs and Skills Australia, occupation profiles (ABS Survey of Employee Earnings and Hours)";
const TABLE = "Median weekly earnings, full-time non-managerial adult employees, ABS SEEH May 2025, by ANZSCO unit group";
const NOTE =
  "estimate: read from a third-party transcription of the JSA occupation profile (which cites ABS SEEH May 2025), " +
  "not checked against jobsandskills.gov.au from here; JSA's median covers full-time non-managerial adult employees";

function au(code: string, title: string, weekly: number, occupations: string[], isco: string, extra?: string): OfficialPayRow {
  return {
    country: "AU",
    code,
    classification: "ANZSCO 2013 v1.3 (unit group)",
    isco,
    title,
    median: weekly * 52,
    basis: `A$${weekly.toLocaleString("en-US")} per week × 52`,
    occupations,
    source: SOURCE,
    table: TABLE,
    year: 2025,
    estimate: true,
    note: extra ? `${NOTE}; ${extra}` : NOTE,
  };
}

export const AU_JSA_ROWS: OfficialPayRow[] = [
  // Managers
  au("1421", "Retail Managers", 1_620, ["store-manager"], "1420"),
  // Professionals
  au("2211", "Accountants", 2_003, ["accountant"], "2411"),
  au("2241", "Actuaries, Mathematicians and Statisticians", 2_072, ["actuary", "statistician", "mathematician"], "2120"),
  au("2321", "Architects and Landscape Architects", 2_308, ["architect", "landscape-architect"], "2161"),
  au("2322", "Surveyors and Spatial Scientists", 2_300, ["surveyor", "cartographer"], "2165"),
  au("2332", "Civil Engineering Professionals", 2_217, ["civil-engineer"], "2142"),
  au("2333", "Electrical Engineers", 2_553, ["electrical-engineer"], "2151"),
  au("2335", "Industrial, Mechanical and Production Engineers", 2_614, ["mechanical-engineer", "industrial-engineer"], "2144"),
  au("2347", "Veterinarians", 2_413, ["veterinarian"], "2250"),
  au("2411", "Early Childhood (Pre-primary School) Teachers", 1_906, ["preschool-teacher"], "2342"),
  au("2511", "Nutrition Professionals", 1_667, ["dietitian"], "2265"),
  au("2512", "Medical Imaging Professionals", 2_360, ["radiologic-technologist", "sonographer"], "3211"),
  au("2515", "Pharmacists", 1_956, ["pharmacist"], "2262"),
  au("2525", "Physiotherapists", 1_888, ["physical-therapist"], "2264"),
  au("2527", "Audiologists and Speech Pathologists / Therapists", 2_003, ["speech-language-pathologist", "audiologist"], "2266"),
  au("2541", "Midwives", 2_114, ["midwife"], "2222"),
  au("2544", "Registered Nurses", 2_192, ["registered-nurse"], "2221"),
  au("2611", "ICT Business and Systems Analysts", 2_697, ["business-analyst", "systems-analyst"], "2511"),
  au(
    "2613",
    "Software and Applications Programmers",
    2_537,
    [
      "software-developer",
      "full-stack-developer",
      "web-developer",
      "frontend-developer",
      "mobile-developer",
      "game-developer",
      "computer-programmer",
    ],
    "2512",
  ),
  au(
    "2621",
    "Database and Systems Administrators, and ICT Security Specialists",
    2_461,
    ["database-administrator", "systems-administrator", "information-security-analyst"],
    "2521",
  ),
  au("2713", "Solicitors", 2_070, ["lawyer"], "2611"),
  au("2723", "Psychologists and Psychotherapists", 2_204, ["clinical-psychologist"], "2634"),
  au("2725", "Social Workers", 2_172, ["social-worker"], "2635"),
  // Technicians and trades workers
  au(
    "3112",
    "Medical Technicians",
    1_539,
    ["phlebotomist", "surgical-technologist"],
    "3212",
    "the unit group covers pathology collectors and anaesthetic, cardiac and laboratory technicians",
  ),
  au("3212", "Motor Mechanics", 1_622, ["auto-mechanic", "diesel-mechanic"], "7231"),
  au("3223", "Structural Steel and Welding Trades Workers", 1_688, ["welder", "ironworker"], "7212"),
  au("3232", "Metal Fitters and Machinists", 2_606, ["industrial-mechanic", "cnc-machinist"], "7233"),
  au("3311", "Bricklayers and Stonemasons", 2_317, ["mason"], "7112"),
  au("3312", "Carpenters and Joiners", 1_760, ["carpenter"], "7115"),
  au("3341", "Plumbers", 1_990, ["plumber"], "7126"),
  au("3411", "Electricians", 2_191, ["electrician"], "7411"),
  au("3513", "Chefs", 1_423, ["chef"], "3434"),
  au("3613", "Veterinary Nurses", 1_667, ["veterinary-technician"], "3240"),
  au("3911", "Hairdressers", 1_209, ["hairdresser"], "5141"),
  // Community and personal service workers
  au("4112", "Dental Hygienists, Technicians and Therapists", 2_210, ["dental-hygienist"], "3251"),
  au("4211", "Child Carers", 1_341, ["childcare-worker"], "5311"),
  au("4221", "Education Aides", 1_342, ["teaching-assistant"], "5312"),
  au("4231", "Aged and Disabled Carers", 1_761, ["home-health-aide"], "5322"),
  au("4232", "Dental Assistants", 1_211, ["dental-assistant"], "5329"),
  au("4311", "Bar Attendants and Baristas", 1_500, ["bartender", "barista"], "5132"),
  au("4422", "Security Officers and Guards", 1_818, ["security-guard"], "5414"),
  au("4521", "Fitness Instructors", 1_500, ["fitness-trainer"], "3423"),
  // Clerical and administrative workers
  au("5421", "Receptionists", 1_229, ["receptionist"], "4226"),
  au("5512", "Bookkeepers", 1_400, ["bookkeeper"], "4311"),
  au("5513", "Payroll Clerks", 1_606, ["payroll-specialist"], "4313"),
  au("5992", "Court and Legal Clerks", 1_345, ["paralegal"], "3411"),
  // Sales workers
  au("6121", "Real Estate Sales Agents", 1_504, ["real-estate-agent"], "3334"),
  au("6211", "Sales Assistants (General)", 1_241, ["retail-salesperson"], "5223"),
  // Machinery operators and drivers
  au("7121", "Crane, Hoist and Lift Operators", 3_411, ["crane-operator"], "8343"),
  au("7212", "Earthmoving Plant Operators", 1_900, ["heavy-equipment-operator"], "8342"),
  au("7213", "Forklift Drivers", 1_340, ["forklift-operator"], "8344"),
  au("7312", "Bus and Coach Drivers", 1_795, ["bus-driver"], "8331"),
  au("7331", "Truck Drivers", 1_960, ["truck-driver"], "8332"),
  // Labourers
  au("8112", "Commercial Cleaners", 1_254, ["janitor"], "9112"),
];
