import type { OfficialPayRow } from "./types";

/**
 * Netherlands: Statistics Netherlands (CBS), StatLine table 85517NED "Werknemers; uurloon en beroep", 2022: the
 * median (50th percentile) gross hourly wage of employees aged 15-75, by occupation group of the BRC 2014
 * (Beroepenindeling ROA-CBS 2014, the Dutch grouping of ISCO-08 unit groups). CBS compiles the table from the
 * Labour Force Survey (occupation) and the Polisadministratie (wages). Cells CBS leaves empty (too few
 * observations) are absent.
 *
 * Annual = hourly × 1,976 (38 hours × 52 weeks, a usual Dutch full-time week). CBS's hourly median covers full- and
 * part-time employees alike, so the annual figure is what the group's median hourly pay comes to over a full-time
 * year, not a median of full-time annual pay. The national figure in national.ts is on the same basis.
 *
 * Provenance: the figures were read from a CSV export of the CBS OData query for 2022 (columns BRC code, title,
 * employees, p25, p50, p75) published in a public repository with the query URL and SHA-256 of the export, and
 * cross-checked against the cbs.nl page of table 85517NED: every 2022 median shown there (total 22.20; groups
 * 0111-0115, 0121, 0131, 0221, 0311, 0321, 0331-0334, 0411-0415) matches the export to the cent.
 * Crosswalk: CBS "Schakelschema ISCO2008 - BRC2014" (ISCO-08 unit group → BRC group); each row lists the
 * occupations whose ISCO unit group CBS places in that BRC group and whose work the group describes.
 *
 * Left out on purpose: 0333 cashiers (€9.00), 1122 kitchen helpers (€8.80) and 1221 loaders and shelf fillers
 * (€8.60), whose medians sit below the adult statutory minimum wage because most of them are young part-timers on
 * youth rates, so a full-time annual figure would misstate an adult's pay; and 1011 "Artsen", which puts doctors in
 * training, general practitioners and specialists together with dentists, pharmacists and vets.
 */
const SOURCE = "Statistics Netherlands (CBS), StatLine";
const TABLE =
  "85517NED Werknemers; uurloon en beroep, 2022: bruto uurloon, 50e percentiel (mediaan), employees aged 15-75, by BRC 2014 occupation group";
export const NL_ANNUAL_HOURS = 38 * 52;
const YOUTH =
  "the group has many young part-time employees on youth minimum rates, which pull the hourly median down; an adult full-time worker usually earns more";

function nl(code: string, title: string, hourly: number, occupations: string[], isco: string, note?: string): OfficialPayRow {
  return {
    country: "NL",
    code,
    classification: "BRC 2014 (beroepsgroep)",
    isco,
    title,
    median: Math.round(hourly * NL_ANNUAL_HOURS),
    basis: `€${hourly.toFixed(2)} per hour × 38 hours × 52 weeks`,
    occupations,
    source: SOURCE,
    table: TABLE,
    year: 2022,
    ...(note ? { note } : {}),
  };
}

export const NL_CBS_ROWS: OfficialPayRow[] = [
  // Education
  nl("0111", "Docenten hoger onderwijs en hoogleraren", 34.1, ["university-lecturer"], "2310"),
  nl("0113", "Docenten algemene vakken secundair onderwijs", 31.5, ["secondary-teacher", "middle-school-teacher"], "2330"),
  nl("0114", "Leerkrachten basisonderwijs", 28.9, ["elementary-teacher", "special-education-teacher"], "2341"),
  nl("0115", "Onderwijskundigen en overige docenten", 30.3, ["instructional-coordinator", "esl-teacher"], "2351"),
  nl("0121", "Sportinstructeurs", 16.3, ["fitness-trainer", "coach"], "3423"),
  nl("0131", "Leidsters kinderopvang en onderwijsassistenten", 18.8, ["childcare-worker", "teaching-assistant"], "5311"),
  // Creative and commercial
  nl(
    "0221",
    "Grafisch vormgevers en productontwerpers",
    22.3,
    ["graphic-designer", "multimedia-artist", "industrial-designer", "fashion-designer"],
    "2166",
  ),
  nl(
    "0311",
    "Adviseurs marketing, public relations en sales",
    28.2,
    [
      "marketing-coordinator",
      "digital-marketing-specialist",
      "market-research-analyst",
      "seo-specialist",
      "marketing-operations-specialist",
      "public-relations-specialist",
      "social-media-manager",
      "fundraiser",
      "account-manager",
      "technical-sales-representative",
      "sales-engineer",
    ],
    "2431",
  ),
  nl("0321", "Vertegenwoordigers en inkopers", 27.4, ["sales-representative", "purchasing-agent", "insurance-agent"], "3322"),
  nl("0331", "Winkeliers en teamleiders detailhandel", 17.0, ["retail-supervisor"], "5222"),
  nl("0332", "Verkoopmedewerkers detailhandel", 13.2, ["retail-salesperson"], "5223", YOUTH),
  // Business and administration
  nl("0411", "Accountants", 33.1, ["accountant", "auditor", "tax-advisor"], "2411"),
  nl(
    "0412",
    "Financieel specialisten en economen",
    31.3,
    ["financial-analyst", "financial-advisor", "credit-analyst", "economist"],
    "2413",
  ),
  nl("0413", "Bedrijfskundigen en organisatieadviseurs", 32.4, ["management-analyst", "business-analyst", "project-manager"], "2421"),
  nl("0414", "Beleidsadviseurs", 35.1, ["policy-analyst"], "2422"),
  nl(
    "0415",
    "Specialisten personeels- en loopbaanontwikkeling",
    27.6,
    ["hr-specialist", "recruiter", "training-specialist", "compensation-analyst", "labor-relations-specialist"],
    "2423",
  ),
  nl(
    "0421",
    "Boekhouders",
    24.5,
    ["loan-officer", "claims-adjuster"],
    "3313",
    "the group is mostly financial administrators (ISCO 3313); CBS also places loan officers and claims adjusters in it",
  ),
  nl("0422", "Zakelijke dienstverleners", 25.6, ["real-estate-agent", "event-planner", "customs-broker"], "3334"),
  nl(
    "0423",
    "Directiesecretaresses",
    23.4,
    ["executive-assistant", "office-manager", "legal-secretary", "medical-secretary", "legislative-assistant"],
    "3343",
  ),
  nl("0431", "Administratief medewerkers", 19.4, ["hr-assistant", "bank-teller"], "4110"),
  nl("0432", "Secretaresses", 21.3, ["administrative-assistant", "data-entry-clerk", "transcriptionist"], "4120"),
  nl(
    "0433",
    "Receptionisten en telefonisten",
    18.3,
    ["receptionist", "customer-service-representative", "hotel-front-desk", "travel-agent", "concierge"],
    "4226",
  ),
  nl("0434", "Boekhoudkundig medewerkers", 21.2, ["bookkeeper", "accounts-payable-clerk", "payroll-specialist"], "4311"),
  nl("0435", "Transportplanners en logistiek medewerkers", 20.9, ["inventory-controller", "shipping-clerk", "dispatcher"], "4321"),
  // Managers
  nl(
    "0521",
    "Managers zakelijke en administratieve dienstverlening",
    40.7,
    ["financial-manager", "hr-manager", "administrative-services-manager"],
    "1211",
  ),
  nl("0522", "Managers verkoop en marketing", 41.4, ["marketing-manager", "sales-manager", "advertising-manager"], "1221"),
  nl("0531", "Managers productie", 38.7, ["production-manager", "construction-manager"], "1321"),
  nl("0542", "Managers detail- en groothandel", 24.7, ["store-manager"], "1420"),
  // Public administration, security and law
  nl("0612", "Overheidsambtenaren", 26.5, ["tax-examiner"], "3352"),
  nl(
    "0621",
    "Juristen",
    33.8,
    ["lawyer"],
    "2611",
    "all employed jurists: lawyers, company and government jurists; judges are in the group too",
  ),
  nl("0632", "Politie en brandweer", 26.0, ["police-officer", "firefighter"], "5412"),
  nl("0633", "Beveiligingspersoneel", 19.6, ["security-guard", "correctional-officer"], "5414"),
  // Technical
  nl("0711", "Biologen en natuurwetenschappers", 27.1, ["chemist", "biochemist", "microbiologist", "environmental-scientist"], "2131"),
  nl(
    "0712",
    "Ingenieurs (geen elektrotechniek)",
    29.0,
    ["civil-engineer", "mechanical-engineer", "industrial-engineer", "chemical-engineer", "environmental-engineer"],
    "2142",
  ),
  nl("0714", "Architecten", 29.9, ["architect", "urban-planner", "landscape-architect", "surveyor"], "2161"),
  nl(
    "0721",
    "Technici bouwkunde en natuur",
    24.6,
    ["engineering-technician", "chemical-technician", "mechanical-drafter", "biological-technician"],
    "3112",
  ),
  nl("0722", "Productieleiders industrie en bouw", 27.4, ["production-supervisor", "construction-supervisor"], "3122"),
  nl("0731", "Bouwarbeiders ruwbouw", 19.9, ["mason"], "7112"),
  nl("0732", "Timmerlieden", 21.3, ["carpenter"], "7115"),
  nl("0743", "Automonteurs", 18.1, ["auto-mechanic", "diesel-mechanic"], "7231"),
  nl("0744", "Machinemonteurs", 21.5, ["industrial-mechanic", "maintenance-technician"], "7233"),
  nl("0761", "Elektriciens en elektronicamonteurs", 21.0, ["electrician"], "7411"),
  nl("0771", "Productiemachinebedieners", 20.4, ["machine-operator", "packaging-operator", "food-processing-worker"], "8189"),
  nl("0781", "Hulpkrachten bouw en industrie", 14.2, ["construction-worker"], "9313"),
  // ICT
  nl(
    "0811",
    "Software- en applicatieontwikkelaars",
    30.4,
    [
      "software-developer",
      "full-stack-developer",
      "frontend-developer",
      "web-developer",
      "mobile-developer",
      "computer-programmer",
      "qa-engineer",
      "systems-analyst",
    ],
    "2512",
  ),
  nl(
    "0812",
    "Databank- en netwerkspecialisten",
    29.5,
    ["database-administrator", "systems-administrator", "network-administrator", "information-security-analyst"],
    "2522",
  ),
  nl("0821", "Gebruikersondersteuning ICT", 23.2, ["it-support-specialist", "network-support-specialist"], "3512"),
  // Care and welfare
  nl(
    "1012",
    "Gespecialiseerd verpleegkundigen",
    29.2,
    ["registered-nurse", "midwife"],
    "2221",
    "nurses with a bachelor's-level (hbo) or specialist qualification (ISCO 2221) and midwives; vocationally trained (mbo) nurses are group 1033",
  ),
  nl(
    "1013",
    "Fysiotherapeuten",
    27.3,
    ["physical-therapist", "dietitian", "speech-language-pathologist", "occupational-therapist"],
    "2264",
  ),
  nl("1021", "Maatschappelijk werkers", 25.4, ["social-worker", "mental-health-counselor"], "2635"),
  nl("1022", "Psychologen en sociologen", 31.7, ["clinical-psychologist", "psychologist-io", "sociologist"], "2634"),
  nl("1031", "Laboranten", 24.9, ["medical-lab-scientist", "radiologic-technologist"], "3212"),
  nl("1033", "Verpleegkundigen (mbo)", 25.0, ["licensed-practical-nurse"], "3221"),
  nl("1034", "Medisch praktijkassistenten", 21.3, ["medical-assistant", "dental-assistant", "veterinary-technician"], "3256"),
  nl("1035", "Medisch vakspecialisten", 24.4, ["paramedic", "surgical-technologist", "optician", "medical-records-specialist"], "3258"),
  nl("1041", "Sociaal werkers, groeps- en woonbegeleiders", 22.8, ["social-care-worker"], "3412"),
  nl("1051", "Verzorgenden", 21.9, ["nursing-assistant", "home-health-aide"], "5321"),
  // Services
  nl("1112", "Koks", 15.8, ["cook", "chef"], "5120", "mostly cooks (ISCO 5120); CBS also places head chefs (3434) in the group"),
  nl("1113", "Kelners en barpersoneel", 12.4, ["waiter", "bartender", "barista", "host"], "5131", YOUTH),
  nl("1115", "Conciërges en teamleiders schoonmaak", 18.8, ["cleaning-supervisor"], "5151"),
  nl("1121", "Schoonmakers", 15.3, ["janitor", "housekeeper"], "9112"),
  // Transport
  nl("1212", "Chauffeurs auto's, taxi's en bestelwagens", 15.3, ["taxi-driver", "delivery-driver"], "8322"),
  nl("1214", "Vrachtwagenchauffeurs", 18.7, ["truck-driver"], "8332"),
  nl("1215", "Bedieners mobiele machines", 19.4, ["forklift-operator", "heavy-equipment-operator", "crane-operator"], "8344"),
];
