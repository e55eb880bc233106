/**
 * The head of a job ad read into title, company and location. Adverts usually open with one line that
 * packs all three ("Data Analyst — Globex Insights, London (hybrid)"); explicit "Job title:", "Company:"
 * and "Location:" lines win over that line. A segment counts as the title only if it reads as a job title,
 * so a first sentence ("We need someone.") is not mistaken for one.
 */
import { findPlace, findSalaries, scoreTitlePhrase, TOWN_STATE } from "@/lib/engine/parse";
import { findOccupation } from "@/lib/knowledge/occupations";

export interface JobHeader {
  title: string;
  company: string | null;
  location: string | null;
}

/**
 * Separators between header parts: dashes, bars, middots, "at"/"@", commas. Leading whitespace is taken only
 * from the start of a whitespace run (the lookbehinds): trying every space of a long run was quadratic.
 */
const SEGMENT_SPLIT = /(?<!\s)\s+[—–|@·•]\s+|(?<!\s)\s+-\s+|(?:(?<!\s)\s+)?,\s+|(?<!\s)\s+at\s+/i;
/** Lines of the ad that may still hold the header (title line, then e.g. "Globex · London · Hybrid"). */
const HEADER_LINES = 3;
const REMOTE_WORD = /^(remote|hybrid|on-?site|in[- ]office|fully remote|full[- ]time|part[- ]time|permanent|contract|temporary)$/i;

/**
 * `/\([^)]*\)/g`, but a "(" after an unclosed "(" is skipped at once: the earlier one found no ")", so neither
 * can this one. Scanning to the end from every "(" was quadratic.
 */
const PARENTHESISED = /\((?<!\([^)]*?\()[^)]*\)/g;

function clean(segment: string): string {
  return segment
    .replace(PARENTHESISED, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(/^[-–—:|]+/, "")
    .replace(/(?<![.:;!,])[.:;!,]+$/, "")
    .trim();
}

function reads(segment: string): "place" | "mode" | "title" | "other" {
  if (!segment) return "other";
  if (REMOTE_WORD.test(segment)) return "mode";
  // A short segment that starts with a capitalised place is a location ("London", "Greater London", "Berlin Mitte").
  const place = findPlace(segment);
  // Regions without a country ("EMEA", "Europe") describe a remote zone, not a place to commute to.
  if (
    place &&
    (place.kind !== "region" || place.countryCode) &&
    segment.split(/\s+/).length <= 3 &&
    segment.toLowerCase().startsWith(place.name.toLowerCase().split(/\s+/)[0])
  )
    return "place";
  if (isJobTitle(segment)) return "title";
  return "other";
}

/** A phrase that names a job: the title scorer's threshold, or a known occupation. */
export function isJobTitle(phrase: string): boolean {
  if (!phrase || phrase.split(/\s+/).length > 8) return false;
  // Fuzzy occupation matches below 0.8 are word overlaps ("Requirements" ~ "requirements analyst").
  return scoreTitlePhrase(phrase).score >= 0.6 || (findOccupation(phrase)?.score ?? 0) >= 0.8;
}

/**
 * A word that makes a header part an organisation's name rather than a ward, team or specialty, in English,
 * German, French, Spanish, Dutch, Italian and Portuguese. German compounds end in the word ("Universitätsklinikum",
 * "Stadtkrankenhaus"), so those match as a word's end. Letter boundaries are Unicode-aware ("Université").
 */
const ORGANISATION_WORD =
  /(?<![\p{L}\p{N}])(?:ltd|limited|inc|llc|plc|gmbh|ggmbh|ag|kg|e\.v|corp|corporation|company|group|holdings|hospitals?|trust|council|university|college|schools?|academy|bank|clinic|nhs|foundation|authority|institute|ministry|universität|hochschule|gymnasium|stiftung|stadtwerke|landkreis|gemeinde|sparkasse|bundesagentur|hôpital|clinique|université|école|lycée|collège|mairie|chu|sas|sarl|hospital|clínica|universidad|colegio|ayuntamiento|fundación|s\.l|s\.a|ziekenhuis|universiteit|gemeente|hogeschool|b\.v|ospedale|università|comune|azienda|s\.p\.a|s\.r\.l|srl|universidade|hospitalar|ltda)(?![\p{L}\p{N}])|(?:klinik(?:um|en)?|krankenhaus|spital|kliniek|schule)(?![\p{L}\p{N}])/iu;

/**
 * A sentence break inside a header line (". You will"), but not the full stop of an abbreviation inside a name
 * ("Asklepios Klinik St. Georg", "Dr. Schmidt GmbH").
 */
const SENTENCE_BREAK = /(?<!(?<![\p{L}])(?:St|Dr|Prof|Mt|Ft|Co|Nr|Str|Jr|Sr))[.!?]\s+\p{Lu}/u;

/**
 * A gender tag after a German, Austrian, French or Spanish job title: "(m/w/d)", "(w/m/d)", "(m/f/d)", "(f/m/x)",
 * "(H/F)", "(gn)", "(all genders)". It is part of neither the title nor the employer.
 */
const GENDER_TAG = /\(\s*(?:[mwfdxhd*](?:\s*\/\s*[mwfdxhd*]){1,3}|gn\*?|all genders|alle geschlechter)\s*\)/giu;

/**
 * A pay grade or reference, not a name: "Band 5", "AfC Band 6", "Grade 7", "GS-12", "Scale 6", "Level 3", "Ref 123".
 * Public-sector ads put it after the title ("Pharmacy Technician – Band 5").
 */
const PAY_GRADE =
  /^(?:(?:nhs|afc|agenda for change)[ \t:]*)?(?:band|grade|scale|level|step|pay band|gs|ref(?:erence)?|job ref|vacancy ref)[ \t:.-]*(?:no\.?[ \t]*)?[\w/-]{0,12}$/i;

/**
 * A header line that is an organisation's name: capitalised words ending in, or led by, an organisation word
 * ("York and Scarborough Teaching Hospitals NHS Foundation Trust", "Leeds City Council", "University of Kent").
 */
function organisationLine(line: string): string | null {
  const t = clean(line);
  const words = t.split(/\s+/);
  // Full stops of abbreviations ("St. Georg", "e.V.", "S.A.") are part of a name; other stops and colons are not.
  const bare = t.replace(/(?<![\p{L}])(?:St|Dr|Prof|Mt|Ft|Co|Nr|Str)\.(?=\s)/gu, "").replace(/(?<![\p{L}])(?:\p{L}\.){1,3}\p{L}?\.?$/u, "");
  if (words.length < 2 || words.length > 10 || !ORGANISATION_WORD.test(t) || /[.!?:]/.test(bare) || isJobTitle(t)) return null;
  const lower = words.filter(
    (w) =>
      !/^[\p{Lu}\d]/u.test(w) &&
      !/^(?:and|of|for|the|&|upon|on|in|und|für|der|die|des|am|an|de|du|la|le|les|del|y|et|van|het|di|da|do|dos|das)$/i.test(w),
  );
  return lower.length ? null : t;
}

/** The part of a header line that is an organisation's name ("Asklepios Klinik St. Georg, Hamburg" → the clinic). */
function organisationPart(parts: string[]): string | null {
  for (const p of parts) {
    const org = organisationLine(p);
    if (org) return org;
  }
  return null;
}

/** "Royal Valley Hospital is a teaching hospital", "Kroger is hiring …", "Join Globex": the employer named in prose. */
const PROSE_COMPANY = [
  /^([A-Z][\w&.'-]*(?:[ \t]+[A-Z][\w&.'-]*){0,3})[ \t]+(?:is|are)[ \t]+(?:a|an|the)\b/m,
  // "Kroger is hiring a Warehouse Supervisor", "Acme Ltd are looking for …"
  /^([A-Z][\w&.'-]*(?:[ \t]+[A-Z][\w&.'-]*){0,3})[ \t]+(?:is|are)[ \t]+(?:currently[ \t]+)?(?:hiring|looking[ \t]+for|seeking|recruiting)\b/m,
  /\bjoin[ \t]+([A-Z][\w&.'-]*(?:[ \t]+[A-Z][\w&.'-]*){0,3})(?=[ \t]*[,.!\n]|[ \t]+(?:as|and|in|to)\b)/,
];

function companyInProse(text: string): string | null {
  for (const re of PROSE_COMPANY) {
    const name = re.exec(text)?.[1]?.trim();
    if (name && !/^(We|Our|The|You|This|Us|It|Who|What)$/.test(name) && !isJobTitle(name)) return name;
  }
  return null;
}

/**
 * "Label: value" at the start of a line. Only spaces and tabs may precede the label on its line: `\s*` after
 * "\n" let every newline of a long blank run rescan the rest of it (quadratic); the captured value is the same.
 */
function labelledLine(label: RegExp): RegExp {
  return new RegExp(`(?:^|\\n)[^\\S\\n]*(?:${label.source})\\s*:\\s*([^\\n]+)`, "i");
}

/** Built once; exported so the ReDoS test checks the built patterns. */
export const LABELLED_LINES = {
  title: labelledLine(/(?:job\s+)?title|position|role/),
  company: labelledLine(/company|employer|organisation|organization/),
  location: labelledLine(/location|based in|office/),
};

function labelled(text: string, re: RegExp): string | null {
  const m = re.exec(text);
  return m ? clean(m[1]) || null : null;
}

/** Place named in a "based in X" / "in X." phrase of the first lines, when no header segment names one. */
function placeInProse(lines: string[]): string | null {
  for (const line of lines) {
    const m = /\b(?:based in|located in|in)\s+(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)/u.exec(line);
    const place = m ? findPlace(m[1]) : null;
    if (place && place.kind !== "remote") return place.name;
  }
  return null;
}

/** The text before the first sentence break (". You"), or the whole line. */
function headBeforeSentence(line: string): string {
  const m = SENTENCE_BREAK.exec(line);
  // A head with labels ("Java Developer Location: Yorkshire Key Skills: …") is a flattened advert, not a header.
  return m && !line.slice(0, m.index).includes(":") ? line.slice(0, m.index) : line;
}

export function readJobHeader(text: string): JobHeader {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  let title = labelled(text, LABELLED_LINES.title) ?? "";
  // A sentence about the employer beats a guess from the head line ("Senior Staff Nurse – Acute Medicine" names a ward).
  let company = labelled(text, LABELLED_LINES.company) ?? companyInProse(text);
  let location = labelled(text, LABELLED_LINES.location);
  // A part of the title line taken as the employer only for want of a better one ("Pflegefachkraft (m/w/d)
  // Intensivstation" names a ward): an organisation's name on a line below wins over it.
  let guessed = false;

  const places: string[] = [];
  lines.slice(0, HEADER_LINES).forEach((whole, i) => {
    // The opening line may run on into the first sentence ("Data Analyst — Globex (London). You will…"): its head
    // up to that sentence is the header.
    let line = (i === 0 ? headBeforeSentence(whole) : whole)
      .replace(GENDER_TAG, " ")
      .replace(/\s{2,}/g, " ")
      .trim();
    // Only short lines are headers; a sentence's commas do not separate header parts.
    if (line.split(/\s+/).length > 12 || SENTENCE_BREAK.test(line)) return;
    // "Kroger Distribution Center | Delaware, OH": a town with its state code is one part, the comma inside it no separator.
    const town = TOWN_STATE.exec(line);
    const townPlace = town ? findPlace(town[0]) : null;
    if (town && townPlace) {
      places.push(townPlace.name);
      line = `${line.slice(0, town.index)} | ${line.slice(town.index + town[0].length)}`;
    }
    const others: string[] = [];
    // "(Remote, EMEA)" holds parts of its own; "(fictional)" becomes a lower-case part no rule takes.
    const parts = line
      .replace(/\(([^()]*)\)/g, ", $1, ")
      .split(SEGMENT_SPLIT)
      .map(clean)
      .filter(Boolean);
    // A line with a pay part ("Doncaster | 25000 to 28000 per year"): its short capitalised other part is the place.
    const payLine = parts.some((p) => findSalaries(p).length > 0);
    for (const seg of parts) {
      const kind = reads(seg);
      // "Sheffield Children's Hospital" starts with a city but names the employer.
      if (kind === "place" && !ORGANISATION_WORD.test(seg)) places.push(seg);
      else if (
        payLine &&
        kind === "other" &&
        i > 0 &&
        !findSalaries(seg).length &&
        /^\p{Lu}[\p{L}'-]{0,30}(?: \p{Lu}[\p{L}'-]{0,30}){0,2}$/u.test(seg)
      )
        places.push(seg);
      else if (kind === "title" && !title && i === 0) title = seg;
      else if (kind !== "mode") others.push(seg);
    }
    // The part after the title on the title line is the employer ("Data Analyst — Globex Insights"); a part that
    // names an organisation wins over a ward or specialty before it ("Staff Nurse - Paediatrics, Sheffield
    // Children's Hospital").
    if (i === 0 && title && !company) {
      const parts = others.filter((s) => s !== title && s.split(/\s+/).length <= 5 && /^\p{Lu}/u.test(s) && !PAY_GRADE.test(s));
      company = parts.find((s) => ORGANISATION_WORD.test(s)) ?? parts[0] ?? null;
      guessed = !!company && !ORGANISATION_WORD.test(company);
    }
    // The line under the title that is an organisation's name ("York and Scarborough Teaching Hospitals NHS
    // Foundation Trust"), or one of its parts ("Asklepios Klinik St. Georg, Hamburg").
    if (i > 0 && (!company || guessed)) {
      const org = organisationPart(others) ?? organisationLine(line);
      if (org) {
        company = org;
        guessed = false;
      }
    }
  });
  location ??= places.length ? places.join(", ") : placeInProse(lines.slice(0, HEADER_LINES));
  return { title, company, location };
}
