/**
 * What kind of organisation a name denotes, for telling an employer from the other organisations CVs and ads
 * name: regulators and professional bodies (they license or admit people), places of study, vendors whose
 * products are used, and recruitment agencies (they hire on behalf of a client). Names come from ./lists.
 */
import { foldCase } from "@/lib/knowledge/skills/normalize";
import { AGENCIES, AGENCY_WORDS, CREDENTIALS, EDUCATION_WORDS, PRODUCT_WORDS, REGULATORS, VENDORS } from "./lists";

export type OrgKind = "regulator" | "education" | "vendor" | "agency" | "credential";

const split = (list: string) =>
  list
    .split("|")
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
/** Lower-case, apostrophes unified, "and" for "&", single spaces: "Nursing & Midwifery Council" = "nursing and midwifery council". */
export function orgKey(name: string): string {
  return foldCase(name).replace(/[’‘`]/g, "'").replace(/&/g, " and ").replace(/[.,]/g, " ").replace(/\s+/g, " ").trim();
}

const REGULATOR_KEYS = new Set(split(REGULATORS).map(orgKey));
const VENDOR_KEYS = new Set(split(VENDORS).map(orgKey));
const AGENCY_KEYS = new Set(split(AGENCIES).map(orgKey));
// Case-sensitive: "PA" and "PT" are credentials, "Pa" and "Pt" are not.
const CREDENTIAL_FORMS = new Set(split(CREDENTIALS));
const AGENCY_WORD_SET = new Set(split(AGENCY_WORDS).map(foldCase));
const EDUCATION_WORD_SET = new Set(split(EDUCATION_WORDS).map(foldCase));
export const PRODUCT_WORD_SET = new Set(split(PRODUCT_WORDS).map(foldCase));
/** First words of vendor names, so a tokenised scan can test one token before building phrases. */
export const VENDOR_FIRST_WORDS = new Set(split(VENDORS).map((v) => foldCase(v.split(" ")[0])));

// Professional bodies by their form: "Royal College of …", "Chartered Institute of …", "… Association", "… Society".
const BODY_HEAD = new Set(["association", "society", "federation", "registry", "register", "guild", "union", "chamber"]);
// "… Council" / "… Board" / "… Commission" are regulators when a profession or standard is named before them;
// "Manchester City Council" or "a school board" employ people.
const REGULATOR_TAIL = new Set(["council", "board", "commission", "authority", "agency", "administration"]);
const PROFESSION_WORDS = new Set([
  "nursing",
  "midwifery",
  "medical",
  "dental",
  "pharmaceutical",
  "optical",
  "osteopathic",
  "chiropractic",
  "resuscitation",
  "professions",
  "care",
  "quality",
  "engineering",
  "teaching",
  "accounting",
  "accountancy",
  "standards",
  "regulatory",
  "safety",
  "licensing",
  "certification",
  "examination",
  "examining",
  "nursing",
  "state",
  "secondary",
  "higher",
  "education",
  "registered",
  "polysomnographic",
  "technologists",
  "professional",
  "conduct",
]);

function words(key: string): string[] {
  return key.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
}

// Names recur across requests (employers, agencies, universities): answers are kept, up to a bound.
const CACHE = new Map<string, OrgKind | null>();
const CACHE_MAX = 20_000;

/** The kind of a named organisation, or null for an ordinary company or public employer. */
const HOSPITAL_WORDS = new Set(["hospital", "hospitals", "clinic", "clinics", "infirmary", "klinikum"]);

/** The name ends in a hospital word ("… University Hospital", "… Hospitals Birmingham", "… Medical Center"). */
function isHospitalName(w: string[]): boolean {
  const last = w[w.length - 1];
  const before = w[w.length - 2];
  if (HOSPITAL_WORDS.has(last) || (before !== undefined && HOSPITAL_WORDS.has(before))) return true;
  return (last === "center" || last === "centre") && (before === "medical" || before === "health" || before === "cancer");
}

export function classifyOrg(name: string): OrgKind | null {
  let kind = CACHE.get(name);
  if (kind === undefined) {
    kind = classifyUncached(name);
    if (CACHE.size >= CACHE_MAX) CACHE.clear();
    CACHE.set(name, kind);
  }
  return kind;
}

function classifyUncached(name: string): OrgKind | null {
  const key = orgKey(name);
  if (!key) return null;
  if (CREDENTIAL_FORMS.has(name.trim())) return "credential";
  if (AGENCY_KEYS.has(key)) return "agency";
  if (REGULATOR_KEYS.has(key)) return "regulator";
  if (VENDOR_KEYS.has(key)) return "vendor";
  const w = words(key);
  if (w.length === 0) return null;
  const last = w[w.length - 1];
  const agencyAt = AGENCY_WORD_SET.has(last)
    ? w.length - 1
    : w.length >= 2 &&
        AGENCY_WORD_SET.has(w[w.length - 2]) &&
        /^(ltd|limited|group|gmbh|ag|inc|llc|services|solutions|partners|uk|international)$/.test(last)
      ? w.length - 2
      : -1;
  // An agency is a firm's own name before the agency word ("Code Blue Recruitment"), not a sector ("IT Recruitment").
  if (agencyAt > 0 && !w.slice(0, agencyAt).every((x) => GENERIC.has(x))) return "agency";
  if (agencyAt >= 0) return null;
  // "Stanford University Hospital", "University Medical Center": a hospital a university runs employs staff like any
  // hospital; the education words do not make it a place of study.
  if (w.some((x) => EDUCATION_WORD_SET.has(x)) && !isHospitalName(w)) return "education";
  if (w[0] === "royal" && w[1] === "college") return "regulator";
  if (w[0] === "chartered" && (w[1] === "institute" || w[1] === "association")) return "regulator";
  if (BODY_HEAD.has(last) && w.length >= 2) return "regulator";
  if (REGULATOR_TAIL.has(last) && w.slice(0, -1).some((x) => PROFESSION_WORDS.has(x))) return "regulator";
  if (w[0] === "board" && w[1] === "of") return "regulator";
  // "Nursing & Midwifery Council UK", "Resuscitation Council (UK)": a regulator name with a country after it.
  if (w.length >= 3 && /^(uk|us|usa|india|england|scotland|wales)$/.test(last)) return classifyUncached(w.slice(0, -1).join(" "));
  // A vendor's product line keeps the vendor's kind: "Microsoft Office", "Adobe Photoshop", "SAP ERP".
  if (VENDOR_KEYS.has(w[0]) && w.length >= 2 && PRODUCT_WORD_SET.has(w[1])) return "vendor";
  return null;
}

// Sector and level words: "Professional Recruitment", "IT Recruitment", "Graduate Recruitment" name a field, not a firm.
const GENERIC = new Set([
  "professional",
  "sales",
  "it",
  "medical",
  "executive",
  "graduate",
  "technical",
  "finance",
  "financial",
  "engineering",
  "legal",
  "hr",
  "healthcare",
  "health",
  "nursing",
  "education",
  "teacher",
  "teaching",
  "industrial",
  "commercial",
  "specialist",
  "national",
  "international",
  "global",
  "local",
  "permanent",
  "temporary",
  "contract",
  "interim",
  "internal",
  "in-house",
  "inhouse",
  "direct",
  "online",
  "digital",
  "retail",
  "hospitality",
  "construction",
  "public",
  "private",
  "senior",
  "junior",
  "trainee",
  "campus",
  "volume",
  "candidate",
  "agency",
  "the",
  "our",
  "your",
  "recruitment",
  "staffing",
  "and",
  "&",
  "of",
  "care",
  "social",
  "office",
  "driving",
  "catering",
  "accountancy",
  "banking",
  "technology",
  "telecoms",
  "media",
  "energy",
  "pharmaceutical",
  "search",
  "supply",
  "chain",
]);

/** A sector or level word rather than part of a firm's own name. */
export function isGenericWord(word: string): boolean {
  return GENERIC.has(foldCase(word));
}
