import { NATIONAL_MEDIANS } from "./national";
import type { OfficialPayRow } from "./types";

/**
 * France: Dares (the statistics directorate of the French labour ministry), "Portraits statistiques des métiers",
 * series "salaire médian": the median monthly NET pay of full-time employees (apprentices and trainees excluded), from
 * INSEE's Labour Force Survey (enquête Emploi), pooled over 2017-2019, by occupation family of the FAP 2009
 * nomenclature (225 detailed families). Read from the input file `salaire_median_3niv.csv` of Dares's own public
 * repository for the portraits (StatDares/PortraitStatMetiers); the FAP titles come from the same repository.
 *
 * Dares publishes net pay of an earlier period, while the national figure on file (national.ts) is INSEE's 2023
 * private-sector median converted to gross. So each row keeps Dares's RELATIVE pay and takes its level from the
 * national figure: annual = national median on file × (family's net median ÷ €1,800), where €1,800 is Dares's
 * all-occupation ("Ensemble") net median of the same series (2016-2018, the closest period the file gives an overall
 * median for). That is arithmetic on official figures, not a figure Dares publishes, so every row is an estimate:
 * served with confidence medium and never fitted. A single net→gross ratio is assumed for all families, which
 * understates managers' and professionals' gross pay a little (their contributions are a larger share).
 *
 * Crosswalk: FAP 2009 families are groupings of the French PCS occupations; each row lists the occupations whose work
 * the family describes, and `isco` names the ISCO-08 unit group closest to it. Families that mix very different jobs
 * (e.g. salaried doctors, "cadres dirigeants") or whose members are mostly self-employed are left out.
 */
const SOURCE = "Dares, Portraits statistiques des métiers (INSEE enquête Emploi)";
const TABLE =
  "Salaire mensuel net médian des salariés à temps complet (hors apprentis et stagiaires), 2017-2019, par famille professionnelle FAP 2009 (225 postes)";
/** Dares's all-occupation net median in the same series (2016-2018). */
export const FR_DARES_ALL_NET = 1_800;
const NOTE =
  "estimate: Dares publishes the family's median monthly net pay (2017-2019); the annual gross figure is that pay " +
  "relative to Dares's all-occupation median (€1,800 net) applied to the French national gross median on file (INSEE 2023)";

function fr(code: string, title: string, net: number, occupations: string[], isco: string, extra?: string): OfficialPayRow {
  const national = NATIONAL_MEDIANS.FR.median;
  return {
    country: "FR",
    code,
    classification: "FAP 2009 (225 familles)",
    isco,
    title,
    median: Math.round((national * net) / FR_DARES_ALL_NET),
    basis: `€${net.toLocaleString("en-US")} net per month ÷ €1,800 (all occupations) × €${national.toLocaleString("en-US")} (national gross median on file)`,
    occupations,
    source: SOURCE,
    table: TABLE,
    year: 2019,
    estimate: true,
    note: extra ? `${NOTE}; ${extra}` : NOTE,
  };
}

export const FR_DARES_ROWS: OfficialPayRow[] = [
  // Agriculture
  fr("A0Z40", "Agriculteurs salariés", 1_400, ["farmworker"], "9211"),
  fr("A0Z42", "Bûcherons, sylviculteurs salariés et agents forestiers", 1_638, ["logger"], "6210"),
  fr("A1Z41", "Jardiniers salariés", 1_452, ["groundskeeper"], "9214"),
  // Building and public works
  fr("B0Z21", "Ouvriers non qualifiés du gros œuvre du bâtiment", 1_500, ["construction-worker"], "9313"),
  fr("B2Z40", "Maçons", 1_675, ["mason"], "7112"),
  fr("B2Z43", "Charpentiers (bois)", 1_740, ["carpenter"], "7115"),
  fr("B2Z44", "Couvreurs", 1_700, ["roofer"], "7121"),
  fr("B4Z41", "Plombiers, chauffagistes", 1_800, ["plumber", "hvac-technician"], "7126"),
  fr("B4Z43", "Électriciens du bâtiment", 1_716, ["electrician"], "7411"),
  fr("B4Z44", "Ouvriers qualifiés de la peinture et de la finition du bâtiment", 1_617, ["painter"], "7131"),
  fr("B5Z40", "Conducteurs d'engins du bâtiment et des travaux publics", 1_800, ["heavy-equipment-operator"], "8342"),
  fr("B6Z70", "Géomètres", 1_891, ["surveyor"], "2165"),
  fr("B6Z73", "Chefs de chantier, conducteurs de travaux (non cadres)", 2_250, ["construction-supervisor"], "3123"),
  fr("B7Z90", "Architectes", 2_640, ["architect"], "2161"),
  fr(
    "B7Z91",
    "Ingénieurs du BTP, chefs de chantier et conducteurs de travaux (cadres)",
    2_866,
    ["civil-engineer", "construction-manager"],
    "2142",
  ),
  // Metalwork, maintenance, industry
  fr("D1Z41", "Ouvriers qualifiés travaillant par enlèvement de métal", 1_837, ["cnc-machinist"], "7223"),
  fr("D2Z40", "Chaudronniers, tôliers, traceurs, serruriers, métalliers, forgerons", 1_778, ["sheet-metal-worker"], "7213"),
  fr("D2Z42", "Soudeurs", 1_746, ["welder"], "7212"),
  fr("D6Z71", "Dessinateurs en mécanique et travail des métaux", 2_056, ["mechanical-drafter"], "3118"),
  fr("G0A40", "Ouvriers qualifiés de la maintenance en mécanique", 1_888, ["industrial-mechanic", "maintenance-technician"], "7233"),
  fr("G0B40", "Carrossiers automobiles", 1_700, ["auto-body-technician"], "7213"),
  fr("G0B41", "Mécaniciens et électroniciens de véhicules", 1_600, ["auto-mechanic", "diesel-mechanic"], "7231"),
  fr("H0Z90", "Ingénieurs et cadres de fabrication et de la production", 3_431, ["production-manager"], "1321"),
  fr("H0Z92", "Ingénieurs des méthodes de production, du contrôle qualité", 2_800, ["industrial-engineer"], "2141"),
  fr(
    "N0Z90",
    "Ingénieurs et cadres d'étude, recherche et développement (industrie)",
    3_250,
    ["mechanical-engineer", "electrical-engineer", "electronics-engineer", "aerospace-engineer"],
    "2144",
  ),
  fr("N0Z91", "Chercheurs (sauf industrie et enseignement supérieur)", 2_600, ["research-scientist"], "2131"),
  // Transport and logistics
  fr("J0Z20", "Ouvriers non qualifiés de l'emballage et manutentionnaires", 1_380, ["warehouse-worker"], "9333"),
  fr("J1Z40", "Ouvriers qualifiés du magasinage et de la manutention", 1_550, ["forklift-operator"], "8344"),
  fr("J1Z80", "Responsables magasinage", 2_006, ["warehouse-supervisor"], "4323"),
  fr("J3Z40", "Conducteurs de véhicules légers", 1_600, ["taxi-driver"], "8322"),
  fr("J3Z41", "Conducteurs de transport en commun sur route", 1_833, ["bus-driver"], "8331"),
  fr("J3Z42", "Conducteurs et livreurs sur courte distance", 1_594, ["delivery-driver"], "8322"),
  fr("J3Z43", "Conducteurs routiers", 1_903, ["truck-driver"], "8332"),
  fr("J3Z44", "Conducteurs sur rails et d'engins de traction", 2_500, ["railroad-conductor"], "8311"),
  fr("J5Z60", "Agents et hôtesses d'accompagnement", 2_000, ["flight-attendant"], "5111"),
  fr("J6Z91", "Personnels navigants de l'aviation", 4_500, ["airline-pilot", "commercial-pilot"], "3153"),
  fr(
    "J6Z92",
    "Ingénieurs et cadres de la logistique, du planning et de l'ordonnancement",
    2_960,
    ["logistics-manager", "supply-chain-manager"],
    "1324",
  ),
  // Business administration
  fr("L0Z60", "Secrétaires bureautiques et assimilés", 1_551, ["administrative-assistant"], "4120"),
  fr("L1Z60", "Employés de la comptabilité", 1_733, ["bookkeeper", "accounts-payable-clerk"], "4311"),
  fr("L2Z60", "Agents d'accueil et d'information", 1_375, ["receptionist"], "4226"),
  fr("L3Z80", "Secrétaires de direction", 1_920, ["executive-assistant"], "3343"),
  fr("L4Z81", "Techniciens des services comptables et financiers", 2_050, ["payroll-specialist"], "3313"),
  fr("L5Z90", "Cadres administratifs, comptables et financiers (hors juristes)", 3_218, ["accountant", "auditor", "controller"], "2411"),
  fr(
    "L5Z91",
    "Juristes",
    3_531,
    ["compliance-officer", "contract-manager"],
    "2619",
    "company jurists; salaried avocats are in family P3Z90",
  ),
  fr("L5Z92", "Cadres des ressources humaines et du recrutement", 3_000, ["hr-specialist", "recruiter"], "2423"),
  // IT
  fr("M1Z80", "Techniciens d'étude et de développement en informatique", 1_950, ["computer-programmer"], "2514"),
  fr(
    "M1Z81",
    "Techniciens de production, d'exploitation, d'installation, et de maintenance, support et services aux utilisateurs en informatique",
    1_891,
    ["it-support-specialist", "network-support-specialist"],
    "3512",
  ),
  fr(
    "M2Z90",
    "Ingénieurs et cadres d'étude, recherche et développement en informatique, chefs de projets informatiques",
    3_100,
    ["software-developer", "full-stack-developer", "frontend-developer", "web-developer", "mobile-developer", "it-project-manager"],
    "2512",
  ),
  fr(
    "M2Z91",
    "Ingénieurs et cadres d'administration, maintenance en informatique",
    2_825,
    ["systems-administrator", "network-administrator", "database-administrator"],
    "2522",
  ),
  // Public administration, law, security
  fr("P0Z62", "Employés de la Poste et des télécommunications", 1_554, ["postal-carrier"], "4412"),
  fr(
    "P3Z90",
    "Professionnels du droit (hors juristes en entreprise)",
    3_718,
    ["lawyer"],
    "2611",
    "salaried members of the legal professions; most avocats are self-employed and not in the figure",
  ),
  fr("P3Z91", "Magistrats", 5_200, ["judge"], "2612"),
  fr("P4Z60", "Agents de sécurité et de l'ordre public", 2_100, ["police-officer", "firefighter"], "5412"),
  // Banking and insurance
  fr("Q0Z60", "Employés de la banque et des assurances", 1_850, ["bank-teller"], "4211"),
  fr("Q1Z80", "Techniciens de la banque", 2_127, ["loan-officer"], "3312"),
  fr("Q1Z81", "Techniciens des assurances", 2_000, ["claims-adjuster"], "3315"),
  fr("Q2Z90", "Cadres de la banque", 3_466, ["credit-analyst"], "2413"),
  // Commerce
  fr("R0Z61", "Caissiers", 1_300, ["cashier"], "5230"),
  fr("R1Z66", "Vendeurs généralistes", 1_325, ["retail-salesperson"], "5223"),
  fr("R2Z80", "Attachés commerciaux", 2_045, ["sales-representative"], "3322"),
  fr("R3Z80", "Maîtrise des magasins", 1_811, ["retail-supervisor"], "5222"),
  fr("R4Z90", "Cadres commerciaux, acheteurs et cadres de la mercatique", 3_450, ["sales-manager", "marketing-manager"], "1221"),
  fr("R4Z91", "Ingénieurs et cadres technico-commerciaux", 3_408, ["sales-engineer", "technical-sales-representative"], "2433"),
  fr("R4Z92", "Cadres des magasins", 2_751, ["store-manager"], "1420"),
  fr("R4Z93", "Agents immobiliers, syndics", 3_033, ["real-estate-agent", "property-manager"], "3334"),
  // Hotels, restaurants, food
  fr("S0Z40", "Bouchers", 1_590, ["butcher"], "7511"),
  fr("S0Z42", "Boulangers, pâtissiers", 1_558, ["baker"], "7512"),
  fr("S1Z20", "Aides de cuisine, apprentis de cuisine et employés polyvalents de la restauration", 1_270, ["food-prep-worker"], "9411"),
  fr("S1Z40", "Cuisiniers", 1_500, ["cook"], "5120"),
  fr("S1Z80", "Chefs cuisiniers", 1_803, ["chef"], "3434"),
  fr("S2Z61", "Serveurs de cafés restaurants", 1_350, ["waiter", "bartender"], "5131"),
  fr("S3Z90", "Cadres de l'hôtellerie et de la restauration", 2_500, ["hotel-manager", "restaurant-manager"], "1411"),
  // Services to people and communities
  fr("T0Z60", "Coiffeurs, esthéticiens", 1_298, ["hairdresser", "beauty-therapist"], "5141"),
  fr("T2A60", "Aides à domicile et aides ménagères", 1_290, ["home-health-aide"], "5322"),
  fr("T3Z61", "Agents de sécurité et de surveillance", 1_490, ["security-guard"], "5414"),
  fr("T4Z60", "Agents d'entretien de locaux", 1_441, ["janitor", "housekeeper"], "9112"),
  // Communication and arts
  fr("U0Z81", "Interprètes", 2_000, ["translator"], "2643"),
  fr("U0Z90", "Cadres de la communication", 3_099, ["public-relations-specialist"], "2432"),
  fr("U0Z92", "Journalistes et cadres de l'édition", 3_007, ["journalist", "editor"], "2642"),
  fr("U1Z81", "Photographes", 2_400, ["photographer"], "3431"),
  fr(
    "U1Z82",
    "Graphistes, dessinateurs, stylistes, décorateurs et créateurs de supports de communication visuelle",
    1_937,
    ["graphic-designer"],
    "2166",
  ),
  // Health and social work
  fr("V0Z60", "Aides-soignants", 1_549, ["nursing-assistant"], "5321"),
  fr("V1Z80", "Infirmiers", 2_025, ["registered-nurse"], "2221"),
  fr("V1Z81", "Sages-femmes", 2_309, ["midwife"], "2222"),
  fr("V2Z93", "Pharmaciens", 2_841, ["pharmacist"], "2262"),
  fr(
    "V3Z70",
    "Techniciens médicaux et préparateurs",
    1_808,
    ["medical-lab-scientist", "radiologic-technologist", "pharmacy-technician"],
    "3212",
  ),
  fr("V3Z80", "Autres professionnels para-médicaux", 1_854, ["physical-therapist", "occupational-therapist"], "2264"),
  fr("V3Z90", "Psychologues, psychothérapeutes", 2_280, ["clinical-psychologist"], "2634"),
  fr("V4Z83", "Éducateurs spécialisés", 1_770, ["social-care-worker"], "3412"),
  fr("V4Z85", "Professionnels de l'action sociale", 1_840, ["social-worker"], "2635"),
  fr("V5Z82", "Sportifs et animateurs sportifs", 1_603, ["fitness-trainer", "coach"], "3423"),
  // Teaching and training
  fr("W0Z80", "Professeurs des écoles", 2_148, ["elementary-teacher"], "2341"),
  fr("W0Z90", "Professeurs du secondaire", 2_320, ["secondary-teacher", "middle-school-teacher"], "2330"),
  fr("W0Z91", "Directeurs d'établissement scolaire et inspecteurs", 3_533, ["school-principal"], "1345"),
  fr("W0Z92", "Professeurs du supérieur", 3_000, ["university-lecturer"], "2310"),
  fr("W1Z80", "Formateurs", 1_780, ["training-specialist"], "2424"),
];
