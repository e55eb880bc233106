import { foldCase } from "@/lib/knowledge/skills/normalize";
import { matchOccupationAt, TITLE_MODIFIERS } from "@/lib/engine/parse/titles";
import { gapBetween, isCapitalized, isHeadNounAt, isSpaceGap, resolveSkillCached, sectionOf, type Doc } from "./context";
import type { Candidate } from "./types";

const RECRUITER_RE =
  /recruit|talent acquisition|headhunt|sourcer|personalberater|recrutement|recruteu?r|reclutador|selecci[oó]n de personal|hr business partner|personalreferent/i;
const INTRO_WORDS = new Set(
  [
    "is",
    "was",
    "am",
    "are",
    "worked",
    "works",
    "work",
    "employed",
    "als",
    "as",
    "hiring",
    "seeking",
    "seeks",
    "for",
    "hire",
    "position",
    "role",
    "suchen",
    "sucht",
    "recherchons",
    "recherche",
    "busca",
    "buscamos",
    "join",
    "become",
    "title",
    "als",
    "comme",
    "como",
    "new",
    "our",
  ].map(foldCase),
);
const WEAK_HEADS = new Set(
  [
    "lead",
    "head",
    "partner",
    "pilot",
    "cook",
    "guard",
    "crane",
    "owner",
    "principal",
    "associate",
    "driver",
    "agent",
    "rep",
    "worker",
    "handler",
    "operator",
    "assistant",
    "officer",
    "executive",
    "president",
    "captain",
    "deputy",
    "founder",
    "trainer",
    "coach",
    "tester",
    "producer",
    "planner",
    "buyer",
    "advisor",
    "adviser",
    "aide",
    "jefe",
    "responsable",
    "chargé",
    "chargée",
    "commercial",
    "technique",
    "associates",
    "staff",
    "analyst",
    "controller",
    "leader",
    "author",
    "member",
  ].map(foldCase),
);
// French/Spanish put qualifiers after the head noun: "Développeur Full Stack", "Comptable senior".
const ROMANCE_TAIL = new Set(
  [
    "senior",
    "junior",
    "confirmé",
    "confirmée",
    "full",
    "stack",
    "comptable",
    "commercial",
    "commerciale",
    "systèmes",
    "embarqués",
    "embarqué",
    "logiciel",
    "données",
    "web",
    "mobile",
    "principal",
    "principale",
    "jefe",
    "sénior",
  ].map(foldCase),
);
const DEGREE = /^(?:associate|bachelor|master|doctor)(?:'?s)? (?:of|in)\b/i;
// Degree abbreviations: "BA/BS $15.89/hr; MA/MS $16.88/hr" pays by degree; "BA" alone may be a business analyst.
const DEGREE_ABBREVIATIONS = new Set(
  "ba bs bsc ma ms msc mba phd bed med beng meng btech mtech bcom mcom bba llb llm aa as aas bfa mfa bsn msn".split(" "),
);
// Nouns after a one-word "title" that make it a modifier of something else ("Stream Server development", "Printer Files").
const COMPOUND_NEXT = new Set([
  "development",
  "files",
  "file",
  "management",
  "support",
  "systems",
  "system",
  "operations",
  "programs",
  "program",
  "administration",
  "services",
  "department",
  "staff",
  "training",
  "room",
  "software",
  "equipment",
  "tools",
  "duties",
  "rotation",
  "desk",
  "station",
  "module",
  "modules",
  "logs",
  "log",
  "queue",
  "queues",
  "settings",
  // "Baker University", "Butler College", "Fisher Scientific Inc": a surname that names an organisation.
  "university",
  "college",
  "institute",
  "school",
  "academy",
  "hospital",
  "inc",
  "corporation",
  "company",
  "foundation",
]);
const DETERMINERS = new Set(["the", "a", "an", "all", "our", "your", "their", "his", "her", "its", "this", "these", "those"]);
const OF_HEADS = new Set([
  "head",
  "director",
  "directors",
  "president",
  "vp",
  "chief",
  "officer",
  "dean",
  "professor",
  "manager",
  "lead",
  "secretary",
  "minister",
  "chair",
  "chairman",
  "chairwoman",
  "principal",
  "controller",
  "superintendent",
  "commissioner",
]);
/**
 * A title modifier as written: the pronoun "it" is not the field "IT" ("be it Teachers, Schools or Students"), so a
 * lower-case "it" modifies nothing.
 */
function isModifier(tok: Doc["tokens"][number]): boolean {
  return TITLE_MODIFIERS.has(tok.key) && (tok.key !== "it" || tok.raw === "IT");
}

const CONNECT_RIGHT = new Set(["of", "de", "für", "du", "des", "del", "de la"].map(foldCase));
const CONNECT_OK_GAP = /^[ \t]?$|^\s?[-/]\s?$|^\s?\/\s?$/;

/** CONNECT_OK_GAP between tokens a and b, with the single-space fast path. */
function connects(doc: Doc, a: number, b: number): boolean {
  if (isSpaceGap(doc, a, b)) return true;
  const gap = gapBetween(doc, a, b);
  // "Women's Healthcare Specialist": the possessive "s" after an apostrophe continues the word before it.
  return CONNECT_OK_GAP.test(gap) || ((gap === "'" || gap === "’") && doc.tokens[b].key === "s");
}

/** Expands left over title modifiers and capitalised words on the same line. */
function expandLeft(doc: Doc, i: number): number {
  let s = i;
  for (let k = i - 1; k >= 0 && i - k <= 4; k--) {
    if (doc.lineOf[k] !== doc.lineOf[i] || !connects(doc, k, k + 1)) break;
    const t = doc.tokens[k];
    // "Women's Healthcare Specialist": a capitalised possessive is one word of the title.
    if (t.key === "s" && k > 0 && connects(doc, k - 1, k) && isCapitalized(doc.tokens[k - 1].raw) && doc.tokens[k - 1].raw.length > 1) {
      s = k - 1;
      k--;
      continue;
    }
    // "Dedicated Sales Coordinator", "Assisted HR Generalist", "Part Time Weekend Home Care Workers": adjectives,
    // verbs and schedule words before a title are not part of it.
    if (!isModifier(t) && (NOT_TITLE_WORDS.has(t.key) || (t.key.length > 4 && t.key.endsWith("ed")))) break;
    // In capitals every word looks capitalised: only title modifiers join ("EXPERIENCED RECRUITMENT CONSULTANT").
    const shouting = t.raw.length > 1 && t.raw === t.raw.toUpperCase() && /\p{L}/u.test(t.raw);
    if (
      isModifier(t) ||
      LEFT_MODIFIERS.has(t.key) ||
      (isCapitalized(t.raw) &&
        !/^\d/.test(t.raw) &&
        t.raw.length > 1 &&
        !STOP_CAPS.has(t.key) &&
        !(shouting && !isHeadNounAt(doc, k) && !CAPS_DOMAIN.has(t.key)))
    )
      s = k;
    else break;
  }
  return s;
}

// Words that never begin a title, whatever their case.
const NOT_TITLE_WORDS = new Set(
  [
    "time",
    "weekend",
    "weekends",
    "part",
    "full",
    "temporary",
    "permanent",
    "contract",
    "exciting",
    "experienced",
    "dedicated",
    "confident",
    "motivated",
    "successful",
    "ideal",
    "right",
    "immediate",
    "compassionate",
    "enthusiastic",
    "passionate",
    "driven",
    "dynamic",
    "talented",
    "skilled",
    "highly",
    "results",
    "or",
    "and",
    "as",
    "supported",
    "assisted",
    "worked",
    "served",
    "currently",
    "former",
    "previous",
    "our",
    "your",
    "their",
    "my",
    "experience",
    "responsible",
    "energetic",
    "ambitious",
    "creative",
    "reliable",
    "organized",
    "organised",
    "hardworking",
    "hard-working",
    "proactive",
    "friendly",
    "versatile",
    "accomplished",
    "seasoned",
    "innovative",
    "diligent",
    "committed",
    "detail-oriented",
    "results-driven",
    "self-motivated",
    "resourceful",
    "personable",
  ].map(foldCase),
);
// Lower-case title modifiers that the shared list does not carry ("adjunct professor").
const LEFT_MODIFIERS = new Set(["adjunct", "visiting", "assistant", "associate", "staff", "senior", "junior", "head", "chief", "lead"]);
// Field words that do belong to a title written in capitals ("BUSINESS DEVELOPMENT EXECUTIVE").
const CAPS_DOMAIN = new Set([
  "business",
  "development",
  "account",
  "accounts",
  "recruitment",
  "design",
  "engineering",
  "customer",
  "service",
  "care",
  "health",
  "nursing",
  "office",
  "unit",
  "home",
  "regional",
  "area",
  "branch",
  "store",
  "restaurant",
  "kitchen",
]);
/** Extends left over title modifiers only ("adjunct teacher", "senior accountant"), for gazetteer matches. */
function expandLeftModifiers(doc: Doc, i: number): number {
  let s = i;
  for (let k = i - 1; k >= 0 && i - k <= 2; k--) {
    if (doc.lineOf[k] !== doc.lineOf[i] || !connects(doc, k, k + 1)) break;
    if (
      LEFT_MODIFIERS.has(doc.tokens[k].key) ||
      (isModifier(doc.tokens[k]) && isCapitalized(doc.tokens[k].raw) === isCapitalized(doc.tokens[i].raw))
    )
      s = k;
    else break;
  }
  return s;
}

const STOP_CAPS = new Set(
  [
    "the",
    "a",
    "an",
    "our",
    "we",
    "i",
    "you",
    "hiring",
    "job",
    "position",
    "role",
    "new",
    "die",
    "der",
    "or",
    "das",
    "le",
    "la",
    "el",
    "los",
    "un",
    "une",
    "una",
    "is",
    "at",
    "as",
    "and",
    "for",
    "with",
    "from",
    "to",
    "hi",
    "hello",
    "dear",
    "seeking",
    "wir",
    "nous",
    "we're",
    "i'm",
    "ich",
    "ihr",
    "sie",
    "je",
  ].map(foldCase),
);

/** Extends right over "of Finance", "de Partie", "de Datos", "/a" on the same line. */
function expandRight(doc: Doc, j: number): number {
  let e = j;
  const t = doc.tokens;
  // "Entwickler/in", "Koch/Köchin"-style suffixes, not "physicians/or case managers".
  if (t[e + 1] && doc.text.slice(t[e].end, t[e + 1].start) === "/" && t[e + 1].raw.length <= 2 && t[e + 1].key !== "or") e++;
  // "Accountant II", "Engineer III": a grade after the title.
  if (t[e + 1] && /^(?:I|II|III|IV|V)$/.test(t[e + 1].raw) && isSpaceGap(doc, e, e + 1) && !(t[e + 2] && isSpaceGap(doc, e + 1, e + 2)))
    e++;
  const next = t[e + 1];
  const after = t[e + 2];
  // English "of" belongs to heads that take it ("Head of Finance", "Director of Sales"), not to "developer of Movex".
  const takesOf = next?.key !== "of" || OF_HEADS.has(t[e].key);
  if (
    next &&
    after &&
    takesOf &&
    CONNECT_RIGHT.has(next.key) &&
    doc.lineOf[e + 2] === doc.lineOf[e] &&
    (isCapitalized(after.raw) ||
      TITLE_MODIFIERS.has(after.key) ||
      /^(datos|partie|projet|projets|quirófano|finance|sales|engineering|marketing|operations|product|data|ventas|recherche)$/i.test(
        after.raw,
      ))
  ) {
    e += 2;
    // "Head of Data Science", "Director of Product Marketing": one more capitalised word.
    if (
      t[e + 1] &&
      doc.lineOf[e + 1] === doc.lineOf[e] &&
      isCapitalized(t[e + 1].raw) &&
      isSpaceGap(doc, e, e + 1) &&
      !STOP_CAPS.has(t[e + 1].key)
    )
      e++;
  }
  return e;
}

// Heads a tool or technology names the speciality of ("Stream serve developer", "SAP consultant").
const PRACTITIONER_HEADS = new Set([
  "developer",
  "developers",
  "programmer",
  "programmers",
  "engineer",
  "engineers",
  "consultant",
  "consultants",
  "administrator",
  "administrators",
  "architect",
  "architects",
  "specialist",
  "specialists",
  "analyst",
  "analysts",
  "tester",
  "testers",
  "technician",
  "technicians",
]);
const TOOL_CATEGORIES = new Set(["tool", "programming_language", "framework", "database", "cloud"]);

/**
 * Extends a title left over a software product written in any case ("Stream serve developer", "AS400 programmer"),
 * which the capitalised-word expansion stops at. Only tools, languages and platforms: fields of work before a head
 * are read by the modifier rules.
 */
function expandLeftOverTool(doc: Doc, start: number, end: number): number {
  if (!PRACTITIONER_HEADS.has(doc.tokens[end].key)) return start;
  for (let n = 3; n >= 1; n--) {
    const k = start - n;
    if (k < 0 || doc.lineOf[k] !== doc.lineOf[start]) continue;
    let joined = true;
    for (let m = k; m < start && joined; m++) joined = isSpaceGap(doc, m, m + 1);
    if (!joined) continue;
    const skill = resolveSkillCached(doc.text.slice(doc.tokens[k].start, doc.tokens[start - 1].end));
    if (skill && TOOL_CATEGORIES.has(skill.category)) return k;
  }
  return start;
}

// Rank words: "Junior and Trainee Consultants" coordinates two titles, so the complete one is the last.
const RANK_MODIFIERS = new Set(
  "senior junior lead principal staff chief head associate assistant deputy executive general interim acting sr jr trainee graduate entry-level mid-level"
    .split(" ")
    .map(foldCase),
);

/**
 * Extends a capitalised title left over coordinated fields of the same role: "Food and Beverage Director",
 * "Human Resources and Compliance Assistant", "IT, Marketing and Communications Co-op". Not over a head noun
 * ("Nurses and Midwives" are two titles) or a rank ("Junior and Trainee Consultants").
 */
function expandLeftOverCoordinatedFields(doc: Doc, start: number): number {
  const t = doc.tokens;
  const field = (k: number) =>
    k >= 0 &&
    doc.lineOf[k] === doc.lineOf[start] &&
    isCapitalized(t[k].raw) &&
    t[k].raw.length > 1 &&
    !isHeadNounAt(doc, k) &&
    !RANK_MODIFIERS.has(t[k].key) &&
    !STOP_CAPS.has(t[k].key) &&
    !NOT_TITLE_WORDS.has(t[k].key) &&
    !(t[k].key.length > 4 && t[k].key.endsWith("ed")) &&
    !/\d/.test(t[k].raw) &&
    !TOOL_CATEGORIES.has(resolveSkillCached(t[k].raw)?.category ?? "");
  if (!isCapitalized(t[start].raw) || RANK_MODIFIERS.has(t[start].key)) return start;
  const k = start - 1;
  let first: number;
  // "Food and Beverage", "Health & Safety": the conjunction is a token or the gap itself.
  if (k >= 1 && t[k].key === "and" && isSpaceGap(doc, k, start) && isSpaceGap(doc, k - 1, k) && field(k - 1)) first = k - 1;
  else if (k >= 0 && /^ & $/.test(gapBetween(doc, k, start)) && field(k)) first = k;
  else return start;
  // A field of two words ("Human Resources and …"), and earlier fields of title words after commas ("IT, Marketing and …").
  if (first >= 1 && isSpaceGap(doc, first - 1, first) && field(first - 1) && !isModifier(t[first - 1])) first--;
  for (let m = first - 1; m >= 0 && gapBetween(doc, m, first) === ", " && field(m) && isModifier(t[m]); m--) first = m;
  return first;
}

const TITLE_LABELS = new Set(["title", "position", "designation", "role", "jobtitle"]);
const FIELD_GAP = /\s{3,}|\n|\|/;

/** Tokens [start, end] sit in a field of at most 10 tokens, bounded by runs of three spaces, line breaks or pipes. */
function shortField(doc: Doc, start: number, end: number): boolean {
  let n = end - start + 1;
  for (let k = start; k > 0 && !FIELD_GAP.test(gapBetween(doc, k - 1, k)); k--) if (++n > 10) return false;
  for (let k = end; k + 1 < doc.tokens.length && !FIELD_GAP.test(gapBetween(doc, k, k + 1)); k++) if (++n > 10) return false;
  return true;
}

function anyHeadNoun(doc: Doc, from: number, to: number): boolean {
  for (let k = from; k <= to; k++) if (isHeadNounAt(doc, k)) return true;
  return false;
}

const RANK_WORDS = new Set(["senior", "junior", "regional", "area", "local", "other", "key", "middle", "top", "general", "executive"]);
// Plurals that name a vague group of people rather than an occupation ("senior managers", "directors", "staff").
const VAGUE_PLURALS = new Set([
  "managers",
  "directors",
  "officers",
  "leaders",
  "members",
  "executives",
  "employees",
  "workers",
  "associates",
  "partners",
  "heads",
  "owners",
  "leads",
  "agents",
  "assistants",
  "administrators",
  "supervisors",
  "analysts",
  "specialists",
  "consultants",
  "representatives",
  "coordinators",
  "professionals",
  "developers",
  "engineers",
  "controllers",
]);

/**
 * "tellers", "auditors", "RNs": a one-word plural of an occupation the gazetteer knows in the singular. Generic group
 * words are left out (VAGUE_PLURALS): the labelled sets do not count "managers" or "directors" as titles.
 */
function pluralOccupationAt(t: Doc["tokens"], i: number): [number, string] | null {
  const raw = t[i].raw;
  if (raw.length < 4 || !raw.endsWith("s") || VAGUE_PLURALS.has(t[i].key)) return null;
  const forms = raw.endsWith("es") && !raw.endsWith("ees") ? [raw.slice(0, -1), raw.slice(0, -2)] : [raw.slice(0, -1)];
  for (const form of forms) {
    const hit = matchOccupationAt([{ ...t[i], raw: form, key: form.toLowerCase() }], 0);
    if (hit && hit[0] === 0) return [i, hit[1]];
  }
  return null;
}

/** JOB and RECRUITER candidates: occupation gazetteer hits and head-noun phrases. */
export function findJobCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const t = doc.tokens;
  let lastEnd = -1;
  for (let i = 0; i < t.length; i++) {
    if (i <= lastEnd) continue;
    // The "s" of a possessive starts nothing: the word before it does.
    if (t[i].key === "s" && i > 0 && /^['’]$/.test(gapBetween(doc, i - 1, i))) continue;
    // A title does not start with an adjective, a verb or a schedule word ("Dedicated …", "Assisted …", "Part Time …").
    if (!isModifier(t[i]) && (NOT_TITLE_WORDS.has(t[i].key) || (t[i].key.length > 4 && t[i].key.endsWith("ed"))) && !isHeadNounAt(doc, i))
      continue;
    // "a team of 12 nurses": a plural after a number counts people rather than naming a role.
    let gaz = matchOccupationAt(t, i) ?? ((i > 0 && /^\d/.test(t[i - 1].raw)) || !isHeadNounAt(doc, i) ? null : pluralOccupationAt(t, i));
    // The gazetteer matches tokens whatever separates them: "Work History      Teacher" is two fields, not a title.
    for (let k = i; gaz && k < gaz[0]; k++) if (doc.lineOf[k + 1] !== doc.lineOf[k] || !connects(doc, k, k + 1)) gaz = null;
    let headEnd = -1;
    // A head noun within the next few tokens anchors phrases like "Senior Backend Engineer".
    for (let k = i; k < Math.min(t.length, i + 5); k++) {
      if (doc.lineOf[k] !== doc.lineOf[i] || (k > i && !connects(doc, k - 1, k))) break;
      if (STOP_CAPS.has(t[k].key)) break;
      if (isHeadNounAt(doc, k)) {
        headEnd = k;
        break;
      }
      if (!(isModifier(t[k]) || isCapitalized(t[k].raw) || (k > i && t[k].key === "s" && connects(doc, k - 1, k)))) break;
    }
    if (!gaz && headEnd < 0) continue;
    let start = i;
    let end = Math.max(gaz ? gaz[0] : -1, headEnd);
    // Continue over a second head noun ("Software Engineer Lead") or modifiers up to a head noun.
    while (
      end + 1 < t.length &&
      doc.lineOf[end + 1] === doc.lineOf[i] &&
      connects(doc, end, end + 1) &&
      (isHeadNounAt(doc, end + 1) ||
        ROMANCE_TAIL.has(t[end + 1].key) ||
        (isCapitalized(t[start].raw) && isCapitalized(t[end + 1].raw) && isModifier(t[end + 1])))
    )
      end++;
    if (gaz === null && headEnd === i) start = expandLeft(doc, i);
    else start = expandLeftModifiers(doc, i);
    start = expandLeftOverTool(doc, start, end);
    // Only from a title of two words or more: "Residential and Commercial" is no title with "Commercial" as head.
    if (end > start && anyHeadNoun(doc, start, end)) start = expandLeftOverCoordinatedFields(doc, start);
    end = expandRight(doc, end);
    const spanTokens = t.slice(start, end + 1);
    const text = doc.text.slice(t[start].start, t[end].end);
    const features: [string, number][] = [];
    if (gaz) features.push(["occupation gazetteer", (gaz[0] - i + 1) / spanTokens.length >= 0.5 ? 1.3 : 0.8]);
    if (anyHeadNoun(doc, start, end)) features.push(["job-title head noun", 0.7]);
    // The "s" of a possessive ("Women's") counts with the capitalised word it belongs to.
    const capitalised = spanTokens.filter((x, n) => isCapitalized(x.raw) || (n > 0 && x.key === "s")).length;
    if (capitalised === spanTokens.length) features.push(["title case", 0.5]);
    if (spanTokens.length >= 2) features.push(["multi-word title", 0.4]);
    const prev = t[start - 1];
    if (prev && INTRO_WORDS.has(prev.key)) features.push(["introduced as a role", 0.6]);
    if (
      prev &&
      ["a", "an", "un", "une", "una", "eine", "einen", "ein"].includes(prev.key) &&
      t[start - 2] &&
      INTRO_WORDS.has(t[start - 2].key)
    )
      features.push(["introduced as a role", 0.6]);
    const lineTokens = doc.lineTokenCount[doc.lineOf[start]];
    if (lineTokens <= 10) features.push(["short header line", 0.4]);
    // A CV that arrives as one line keeps its header fields apart by runs of spaces ("   Avionics technician   Jan 2012").
    else if (shortField(doc, start, end)) features.push(["short field between runs of spaces", 0.4]);
    // "TITLE:  Driver", "Position: Chief Financial Officer": the value of a record's title field.
    if (start >= 1 && TITLE_LABELS.has(t[start - 1].key) && /^\s*:\s*$/.test(gapBetween(doc, start - 1, start)))
      features.push(["value of a title field", 1.4]);
    if (spanTokens.length === 1 && !isCapitalized(spanTokens[0].raw)) features.push(["single lower-case word", -0.7]);
    if (spanTokens.length === 1 && WEAK_HEADS.has(spanTokens[0].key)) features.push(["ambiguous head word", -1.6]);
    if (features.reduce((s, f) => s + f[1], 0) < 0.6) continue;
    lastEnd = end;
    // Degrees ("Associate of Science", "Master of Arts") and verbs ("Leads the team", "Manages a store").
    if (DEGREE.test(text)) continue;
    if (spanTokens.length >= 2 && spanTokens.every((x) => DEGREE_ABBREVIATIONS.has(x.key) && x.raw !== x.key)) continue;
    // "Generating leads", "sales leads and appointments": lower-case "leads" are prospects, not team leads.
    if (t[end].raw === "leads") continue;
    // "Our client is a leading fund manager who…", "the multi fund manager has investments": a lower-case title
    // described as leading or as holding investments names a firm, not a role.
    if (capitalised === 0 && start > 0 && t[start - 1].key === "leading") continue;
    // "Dean's List", "President's Award": a one-word title in the possessive names an honour, not a role.
    const possessive = t[end + 1];
    if (
      spanTokens.length === 1 &&
      possessive?.key === "s" &&
      /^['’]$/.test(gapBetween(doc, end, end + 1)) &&
      t[end + 2] &&
      isCapitalized(t[end + 2].raw)
    )
      continue;
    // "senior managers", "regional directors": a vague group written in lower case, not a title.
    if (!gaz && capitalised === 0 && VAGUE_PLURALS.has(t[end].key) && spanTokens.slice(0, -1).every((x) => RANK_WORDS.has(x.key))) continue;
    // "the Owner", "Owners and Architects": the client of a construction project; an owner is a title only when
    // introduced as one ("as Owner", "Owner of …" is read as a head that takes "of").
    if (
      spanTokens.length === 1 &&
      (t[end].key === "owner" || t[end].key === "owners") &&
      !features.some((f) => f[0] === "introduced as a role")
    )
      continue;
    // "Army National Guard", "Coast Guard": armed forces named after a guard are organisations, not titles.
    if (t[end].key === "guard" && end > start && (t[end - 1].key === "national" || t[end - 1].key === "coast")) continue;
    const headless = !anyHeadNoun(doc, start, end);
    // "Housekeeping Office", "Dispatch Desk": a place named after a kind of work, not a title.
    if (headless && spanTokens.length > 1 && (COMPOUND_NEXT.has(t[end].key) || t[end].key === "office")) continue;
    // "Sales", "Catering": one word without a title head that the skills taxonomy knows names a field of work.
    if (headless && spanTokens.length === 1 && resolveSkillCached(spanTokens[0].raw)) continue;
    // "SQL Server", "Windows Server": the word ends a product's name.
    if (
      headless &&
      spanTokens.length === 1 &&
      start > 0 &&
      isSpaceGap(doc, start - 1, start) &&
      resolveSkillCached(`${t[start - 1].raw} ${t[start].raw}`)
    )
      continue;
    // "general private real estate": lower-case words that only the gazetteer reads as a title.
    if (headless && capitalised === 0 && !features.some((f) => f[0] === "introduced as a role")) continue;
    const nextTok = t[end + 1];
    if (spanTokens.length === 1 && nextTok && isSpaceGap(doc, end, end + 1)) {
      if (DETERMINERS.has(nextTok.key)) continue;
      // "Stream Server development", "Printer Files": a noun modifying the word after it.
      if (COMPOUND_NEXT.has(nextTok.key)) continue;
    }
    const section = sectionOf(doc, t[start].start);
    if (section === "education") features.push(["in an education section", -1.2]);
    // "Strategic  Director  Managing", "LEADERSHIP, Director, managing": one word of a generated skills list.
    if (section === "skills" && spanTokens.length === 1) features.push(["one word in a skills section", -2.2]);
    // Roles in student societies and hobbies ("Coordinator of MESA as a treasurer") are not jobs held.
    if (section === "activities") features.push(["in an activities section", -1.2]);
    const emit = (a: number, b: number, extra: [string, number][]) => {
      const spanText = doc.text.slice(t[a].start, t[b].end);
      const recruiter = RECRUITER_RE.test(spanText);
      const f: [string, number][] = [...features, ...extra];
      if (recruiter) f.push(["recruiter role words", 0.6]);
      out.push({
        type: recruiter ? "RECRUITER" : "JOB",
        start: t[a].start,
        end: t[b].end,
        features: f,
        normalized: gaz && a === start ? gaz[1] : undefined,
      });
    };
    // "Associate/Senior Associate", "HR Administrator/Marketing Associate": two titles joined by a slash.
    let slash = -1;
    for (let k = start; k < end && slash < 0; k++) {
      const gap = gapBetween(doc, k, k + 1);
      // "ICU Nurse/RN": a two-letter title abbreviation after the slash counts when it is a title on its own.
      const shortTitle = (x: number) =>
        x === end && t[x].raw.length === 2 && t[x].raw === t[x].raw.toUpperCase() && matchOccupationAt(t, x)?.[0] === x;
      if (gap.trim() === "/" && t[k].raw.length > 2 && (t[k + 1].raw.length > 2 || shortTitle(k + 1))) slash = k;
    }
    // "Verkaufstalent /Medienberater": a slash with a space beside it separates two titles whatever their words.
    const spacedSlash = slash >= 0 && gapBetween(doc, slash, slash + 1) !== "/";
    if (slash >= 0 && (anyHeadNoun(doc, start, slash) || spacedSlash)) {
      emit(start, slash, [["one of two titles joined by a slash", 1.0]]);
      emit(slash + 1, end, [["one of two titles joined by a slash", 1.0]]);
    } else emit(start, end, []);
  }
  return out;
}
