/**
 * Career ladders of the trajectory model: the rungs a career climbs, the yearly odds of moving up a rung, and how
 * much individual pay varies around the rung's pay. Pay itself is never written here: every rung's pay comes from
 * the salary engine (`benchmarkSalary`) for the rung's title or seniority level, in the simulated country, at each
 * year of experience — so pay scales (NHS Agenda for Change bands, teachers' pay ranges, TVöD groups) shape the
 * trajectory wherever the engine knows them.
 *
 * Every figure is marked: `estimate: true` where it is our own calibration to the published pattern named in
 * `source`, rather than a number read from that source.
 */

export interface RungSpec {
  key: string;
  label: string;
  /** title sent to the salary engine for this rung; the career's own title when absent */
  role?: string;
  /** occupations the engine may answer with for `role`; otherwise the career's title and `level` are used instead */
  occupations?: string[];
  /** seniority word sent to the engine ("junior" … "principal") */
  level?: string;
  /** words in a career text that place someone on this rung ("Band 6", "senior") */
  match?: RegExp;
  /** yearly chance of moving up from this rung, before the skill and organisation adjustments; 0 on the top rung */
  promotion: number;
  /** counted in "senior or above" shares */
  senior?: boolean;
  /**
   * Published pay range of the rung where a national scale sets it (lowest and highest point, local currency, a
   * year). The engine's pay for the rung is kept inside it, so a scale-paid career never leaves its grade's range.
   */
  payRange?: [number, number];
}

export interface LadderSpec {
  id: string;
  name: string;
  /** ISO countries where the ladder applies (empty: everywhere) */
  countries: string[];
  /** occupations it applies to (empty: every occupation) */
  occupations: string[];
  rungs: RungSpec[];
  /** σ of log individual pay around the rung's pay at the start (personal premium or discount) */
  personalSpread: number;
  /** σ of the yearly change of individual pay */
  yearlyNoise: number;
  /** yearly chance of a pay-raising move to another employer, and its mean raise */
  moveRate: number;
  movePremium: number;
  /** base yearly chance of an involuntary job loss, before AI exposure, demand and organisation type */
  layoffBase: number;
  /** yearly real (inflation-adjusted) drift of the ladder's pay */
  realGrowth: number;
  source: string;
  /** where the rungs' pay ranges come from, when there are any */
  payRangeSource?: string;
  estimate: boolean;
}

const GENERIC: LadderSpec = {
  id: "generic",
  name: "Professional ladder (junior → principal)",
  countries: [],
  occupations: [],
  rungs: [
    { key: "junior", label: "junior", level: "junior", match: /\b(junior|jr|graduate|grad|entry[- ]level|trainee|apprentice)\b/i, promotion: 0.16 },
    { key: "mid", label: "mid", level: "mid", match: /\b(mid[- ]?level|intermediate)\b/i, promotion: 0.08 },
    { key: "senior", label: "senior", level: "senior", match: /\b(senior|sr|snr|experienced)\b/i, promotion: 0.05, senior: true },
    { key: "lead", label: "lead", level: "lead", match: /\b(lead|team lead|head of|supervisor)\b/i, promotion: 0.03, senior: true },
    { key: "principal", label: "principal", level: "principal", match: /\b(principal|distinguished)\b|\bstaff (software |data |ml |machine learning |product |security )?(engineer|scientist|developer|architect|designer)\b/i, promotion: 0, senior: true },
  ],
  personalSpread: 0.12,
  yearlyNoise: 0.03,
  moveRate: 0.08,
  movePremium: 0.06,
  layoffBase: 0.02,
  realGrowth: 0.008,
  source:
    "Yearly promotion odds 16/8/5/3 % (junior/mid/senior/lead) are calibrated so that a workforce spread evenly over 40 years " +
    "of experience sits about 15 % junior, 30 % mid, 30 % senior, 18 % lead and 6 % principal — a grade pyramid of the shape " +
    "reported for internal labour markets (Baker, Gibbs & Holmström, 1994, QJE 109(4)); the pyramid itself is our estimate. " +
    "Constant odds cannot also match how fast the keenest climb (a median 4 years to the first promotion here). Job-to-job " +
    "moves 8 %/yr with a 6 % raise, job loss 2 %/yr (BLS Displaced Worker Survey rates are 2-4 %/yr); real pay drift 0.8 %/yr " +
    "(OECD average real wage growth 2000-2019 was about 1 %/yr). All are estimates.",
  estimate: true,
};

const NHS_NURSING: LadderSpec = {
  id: "nhs-afc-nursing",
  name: "NHS Agenda for Change nursing bands (5 → 8b)",
  countries: ["GB"],
  occupations: ["registered-nurse", "nurse-manager", "nurse-practitioner", "midwife", "nurse-educator"],
  rungs: [
    { key: "band-5", payRange: [31_049, 37_796], label: "Band 5 (staff nurse)", role: "Staff Nurse", occupations: ["registered-nurse"], level: "junior",
      match: /\bband\s*5\b|\bstaff nurse\b|\bnewly qualified\b|\bpreceptee\b|\bnqn\b/i, promotion: 0.08 },
    { key: "band-6", payRange: [38_682, 46_580], label: "Band 6 (senior staff nurse, specialist)", role: "Senior Staff Nurse", occupations: ["registered-nurse"], level: "senior",
      match: /\bband\s*6\b|\bsenior staff nurse\b|\bcharge nurse\b|\bdeputy (ward )?(sister|manager)\b|\bspecialist nurse\b|\bsenior nurse\b/i, promotion: 0.06, senior: true },
    { key: "band-7", payRange: [47_810, 54_710], label: "Band 7 (ward manager, sister, CNS)", role: "Ward Manager", occupations: ["nurse-manager", "nurse-practitioner"], level: "lead",
      match: /\bband\s*7\b|\bward (manager|sister)\b|\bsister\b|\bnurse manager\b|\bclinical nurse specialist\b|\badvanced (nurse|clinical) practitioner\b/i, promotion: 0.05, senior: true },
    { key: "band-8a", payRange: [55_690, 62_682], label: "Band 8a (matron)", role: "Matron", occupations: ["nurse-manager"], level: "lead", match: /\bband\s*8\s*a\b|\bmatron\b/i, promotion: 0.03, senior: true },
    { key: "band-8b", payRange: [64_455, 74_896], label: "Band 8b (consultant nurse, senior matron)", role: "Consultant Nurse", occupations: ["nurse-manager"], level: "principal",
      match: /\bband\s*8\s*[b-d]\b|\b(nurse consultant|consultant nurse)\b/i, promotion: 0, senior: true },
  ],
  personalSpread: 0.02,
  yearlyNoise: 0.005,
  moveRate: 0,
  movePremium: 0,
  layoffBase: 0.005,
  realGrowth: 0,
  source:
    "Registered nurses in NHS England sit roughly 40 % in Band 5, 35 % in Band 6, 18 % in Band 7 and 7 % in Band 8a or above (NHS England " +
    "Workforce Statistics by AfC band, rounded — estimate); yearly odds 8/6/5/3 % reproduce that mix (38/34/19/9 %) for nurses spread " +
    "evenly over 30 years of experience. Constant odds put the median time to Band 6 at about 8 years, slower than for nurses who seek " +
    "it early; that is the cost of matching the published mix with one rate. Pay within a band follows the scale's pay points, so " +
    "individual pay barely varies (σ 2 %), moving trust does not raise pay, and scales are assumed to keep pace with prices (0 % real " +
    "drift; 2010-2023 saw real falls). Estimates.",
  payRangeSource: "NHS Terms and Conditions (AfC) pay scales 2025/26, England: first and top pay point of each band (published figures).",
  estimate: true,
};

const ENGLAND_TEACHERS: LadderSpec = {
  id: "england-teachers",
  name: "Teachers' pay ranges in England (main → upper → leadership)",
  countries: ["GB"],
  occupations: ["elementary-teacher", "middle-school-teacher", "secondary-teacher", "special-education-teacher", "school-principal"],
  rungs: [
    { key: "main", payRange: [32_916, 45_352], label: "main pay range (M1-M6)", role: "Teacher", occupations: ["elementary-teacher", "middle-school-teacher", "secondary-teacher", "special-education-teacher"], level: "junior",
      match: /\b(m[1-6]|mpr|main pay range|ect|nqt|early career teacher)\b/i, promotion: 0.12 },
    { key: "upper", payRange: [47_472, 51_048], label: "upper pay range (U1-U3)", role: "Teacher UPR", occupations: ["elementary-teacher", "middle-school-teacher", "secondary-teacher", "special-education-teacher"], level: "senior",
      match: /\b(u[1-3]|upr|upper pay range)\b/i, promotion: 0.06, senior: true },
    { key: "middle-leader", label: "middle leader (TLR: head of department or year)", role: "Head of Department", occupations: [], level: "lead",
      match: /\b(head of (department|year|subject)|tlr|subject lead(er)?)\b/i, promotion: 0.04, senior: true },
    { key: "senior-leader", label: "assistant or deputy head", role: "Deputy Headteacher", occupations: ["school-principal"], level: "lead",
      match: /\b(assistant|deputy) head(teacher)?\b/i, promotion: 0.04, senior: true },
    { key: "head", label: "headteacher", role: "Headteacher", occupations: ["school-principal"], level: "principal", match: /\bhead ?teacher\b|\bschool principal\b/i, promotion: 0, senior: true },
  ],
  personalSpread: 0.02,
  yearlyNoise: 0.005,
  moveRate: 0,
  movePremium: 0,
  layoffBase: 0.005,
  realGrowth: 0,
  source:
    "Movement to the upper pay range is by application, typically after about five years on the main range; roughly a tenth of teachers in " +
    "England hold leadership posts (DfE School Workforce in England, 2023 — rounded, estimate). Odds 12/6/4/4 % put 12 % in leadership " +
    "grades for teachers spread evenly over 35 years of experience; pay " +
    "within a range follows the published points, so individual pay barely varies. Estimates.",
  payRangeSource: "School Teachers' Pay and Conditions Document 2025, England and Wales excluding London: M1-M6 and U1-U3 (published figures; London areas pay more).",
  estimate: true,
};

const TVOED_NURSING: LadderSpec = {
  id: "tvoed-p-nursing",
  name: "TVöD care groups for nurses in Germany (P7 → P12)",
  countries: ["DE"],
  occupations: ["registered-nurse", "nurse-manager", "nurse-practitioner"],
  rungs: [
    { key: "p7", label: "P7 (Pflegefachkraft)", role: "Registered Nurse TVöD P7", occupations: ["registered-nurse"], level: "junior", match: /\bp\s?7\b|\bpflegefachkraft\b/i, promotion: 0.08 },
    { key: "p8", label: "P8 (specialist nurse)", role: "Registered Nurse TVöD P8", occupations: ["registered-nurse"], level: "senior", match: /\bp\s?8\b|\bfachkrankenpfleger(in)?\b/i, promotion: 0.05, senior: true },
    { key: "p9", label: "P9 (nurse with extra duties, e.g. practice instructor)", role: "Registered Nurse TVöD P9", occupations: ["registered-nurse"], level: "lead", match: /\bp\s?9\b|\bpraxisanleit/i, promotion: 0.04, senior: true },
    { key: "p12", label: "P12 (ward manager, Stationsleitung)", role: "Nurse Manager TVöD P12", occupations: ["nurse-manager"], level: "lead", match: /\bp\s?1[0-2]\b|\bstationsleit/i, promotion: 0, senior: true },
  ],
  personalSpread: 0.02,
  yearlyNoise: 0.005,
  moveRate: 0,
  movePremium: 0,
  layoffBase: 0.005,
  realGrowth: 0,
  source:
    "Most hospital nurses in Germany are paid in P7, specialist qualifications lead to P8/P9 and ward management to about P12 (TVöD " +
    "P-Tabelle group descriptions); the yearly odds are estimates of that spread. Pay within a group follows its steps.",
  estimate: true,
};

/** Ladders in order of preference: the first whose country and occupation lists match is used. */
export const LADDERS: readonly LadderSpec[] = [NHS_NURSING, ENGLAND_TEACHERS, TVOED_NURSING, GENERIC];

export function findLadderSpec(occupationId: string, country: string | null): LadderSpec {
  return LADDERS.find((l) => (!l.countries.length || (country !== null && l.countries.includes(country))) && (!l.occupations.length || l.occupations.includes(occupationId))) ?? GENERIC;
}
