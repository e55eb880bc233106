export type Seniority = "intern" | "junior" | "mid" | "senior" | "lead" | "principal" | "executive";

// Ordered most specific first: "senior vice president" must be executive, not senior.
const TITLE_RULES: [RegExp, Seniority][] = [
  [
    /\b(chief|c[etfoi]o|cto|cfo|ciso|cmo|chro|vp|vice president|svp|evp|president|managing director|founder|managing partner|head of)\b/i,
    "executive",
  ],
  [/\b(intern|internship|trainee|apprentice|praktikant|stagiaire|working student|werkstudent|placement)\b/i, "intern"],
  // "Staff Accountant"/"Staff Nurse" are entry titles; only engineering-ladder "staff" means principal.
  [
    /\b(principal|distinguished|fellow|staff (software |data |ml |machine learning |product |security |frontend |backend )?(engineer|scientist|designer|developer|architect))\b/i,
    "principal",
  ],
  // Kitchen brigade: the executive/head chef runs the kitchen, a chef de partie or commis is an entry rung.
  [/\b(executive chef|head chef|chef de cuisine)\b/i, "lead"],
  [/\b(chef de partie|commis|demi chef|line cook|prep cook)\b/i, "junior"],
  [
    /\b(lead|director|head|supervisor|foreman|forewoman|team lead|chief|(engineering|general|operations|plant|store|branch|regional|it|department|development|unit|ward|home|care) manager)\b/i,
    "lead",
  ],
  [/\b(senior|sr\.?|snr|experienced|iii|iv|expert|specialist ii)\b/i, "senior"],
  [/\b(junior|jr\.?|entry[- ]level|graduate|grad|associate|i)\b/i, "junior"],
  [/\b(mid[- ]?level|intermediate|ii)\b/i, "mid"],
];

/**
 * Seniority from the title's words, else from years of experience
 * (bands: 0-2 junior, 3-5 mid, 6-9 senior, 10-14 lead, 15+ principal).
 * Title words win because "Junior Developer" with 8 years is still hired as junior.
 */
export function inferSeniority(title: string, years?: number): Seniority {
  for (const [re, level] of TITLE_RULES) if (re.test(title)) return level;
  if (years === undefined || !Number.isFinite(years)) return "mid";
  if (years < 3) return "junior";
  if (years < 6) return "mid";
  if (years < 10) return "senior";
  if (years < 15) return "lead";
  return "principal";
}

/** Words removed before matching a title to an occupation. */
export const SENIORITY_WORDS = new Set([
  "senior",
  "sr",
  "snr",
  "junior",
  "jr",
  "lead",
  "principal",
  "staff",
  "chief",
  "head",
  "intern",
  "trainee",
  "graduate",
  "grad",
  "entry",
  "level",
  "mid",
  "ii",
  "iii",
  "iv",
  "i",
  "experienced",
  "apprentice",
  "expert",
  "of",
  "the",
  "and",
  "a",
  "an",
  "in",
  "for",
  "remote",
  "hybrid",
  "contract",
  "freelance",
  "temporary",
  "part",
  "time",
  "full",
  "m",
  "f",
  "d",
  "w",
  "x",
]);
