/**
 * A job ad cut into sentences, each with the ad section it sits in (intro, required, nice-to-have, duties,
 * benefits) and whether it is boilerplate: how to apply, the agency's own pitch, equal-opportunity text,
 * contact lines. Real ads often arrive as one line (scraped boards), so sections are also found inside a
 * line, at a capitalised heading word ("Essential", "Desirable", "Requirements:"). Requirement extraction and
 * the ad's profession read only the sentences that are not boilerplate. Vocabularies are tables, not rules
 * written for one document.
 */

export type AdSection = "intro" | "required" | "nice" | "duties" | "benefits";

export interface AdSentence {
  text: string;
  section: AdSection;
  /** how to apply, agency pitch, EEO text, contact lines: not requirements and no evidence of the profession */
  boilerplate: boolean;
  /** 0 (start of the ad) .. 1 (end) */
  position: number;
  /**
   * the employer describing itself ("MicroP is one of the leading B2B distributors", "main sites are in …",
   * "partner brands include …"): its sectors, brands and names are not the role's requirements
   */
  about: boolean;
}

/**
 * Heading words per section. A heading is a short line, or one of these phrases written capitalised inside a
 * line followed by ":" or by a capitalised word (one-line ads: "... Desirable Experience in ...").
 */
export const AD_HEADINGS: Record<Exclude<AdSection, "intro">, string[]> = {
  nice: [
    "Nice to have",
    "Nice-to-have",
    "Desirable",
    "Desireable",
    "Preferred",
    "Preferred Qualifications",
    "Bonus points",
    "Good to have",
    "Pluses",
    "Advantageous",
    "Wünschenswert",
    "Von Vorteil",
    "Idealerweise",
    "Pluspunkte",
    "Atouts",
    "Serait un plus",
    "Se valorará",
    "Deseable",
    "Valorable",
    "Gewenst",
    "Costituisce titolo preferenziale",
    "Desejável",
    "Diferenciais",
  ],
  required: [
    "Requirements",
    "Required",
    "Essential",
    "Essentials",
    "Must have",
    "Must-have",
    "Qualifications",
    "Required Experience",
    "Required Skills",
    "Key Requirements",
    "Job Requirements",
    "What you'll need",
    "What you will need",
    "What we're looking for",
    "What we are looking for",
    "About you",
    "The ideal candidate",
    "Skills and Experience",
    "Skills & Experience",
    "Knowledge, Skills, Experience",
    "Experience Required",
    "Person Specification",
    "Who you are",
    "Your profile",
    "Anforderungen",
    "Ihr Profil",
    "Dein Profil",
    "Was Sie mitbringen",
    "Was du mitbringst",
    "Votre profil",
    "Profil recherché",
    "Requisitos",
    "Lo que buscamos",
    "Uw profiel",
    "Jouw profiel",
    "Functie-eisen",
    "Requisiti",
    "Il tuo profilo",
    "O seu perfil",
    "Seu perfil",
    "Minimum Qualifications",
    "Basic Qualifications",
  ],
  duties: [
    "Responsibilities",
    "Key Responsibilities",
    "Duties",
    "Main Duties",
    "The role",
    "Your role",
    "What you'll do",
    "What you will do",
    "Day to day",
    "Job Summary",
    "Job Description",
    "Key Objectives",
    "Additional Responsibilities",
    "Essential Functions",
    "Aufgaben",
    "Ihre Aufgaben",
    "Deine Aufgaben",
    "Vos missions",
    "Vos responsabilités",
    "Tus funciones",
    "Responsabilidades",
    "Funciones",
    "Jouw taken",
    "Uw taken",
    "Mansioni",
    "Responsabilità",
    "Principais responsabilidades",
  ],
  benefits: [
    "Benefits",
    "Perks",
    "What we offer",
    "We offer",
    "About us",
    "About the company",
    "Why join",
    "Why join us",
    "Compensation",
    "Wir bieten",
    "Unser Angebot",
    "Wir bieten Ihnen",
    "Was wir bieten",
    "Nous offrons",
    "Ce que nous offrons",
    "Ofrecemos",
    "Beneficios",
    "Wat wij bieden",
    "Wij bieden",
    "Offriamo",
    "Oferecemos",
    "In return",
  ],
};

/**
 * Boilerplate cues (case-insensitive, whole words). Each names text no requirement lives in: applying,
 * contact, the recruiter's own business, equal-opportunity and legal notices.
 */
export const BOILERPLATE_CUES: string[] = [
  // applying and contact
  "apply",
  "applying",
  "application",
  "applications",
  "applicants",
  "press the apply button",
  "click",
  "send your cv",
  "send us your cv",
  "forward your cv",
  "submit your cv",
  "cv to",
  "www",
  "http",
  "https",
  "e-mail",
  "email",
  "contact removed",
  "recruiter name removed",
  "call us",
  "for more information",
  "further information",
  "interested candidates",
  "if you are interested",
  "due to the high volume",
  "only successful",
  "shortlisted",
  "no agencies",
  "closing date",
  "job closes",
  "job number",
  "reference number",
  "quote reference",
  // the agency's own business
  "recruitment agency",
  "recruitment business",
  "recruitment consultancy",
  "employment agency",
  "employment business",
  "staffing agency",
  "staffing firm",
  "acting as an",
  "is acting as",
  "we are a recruitment",
  "specialist recruitment",
  "leading recruitment",
  "job search",
  "job seekers",
  "live vacancy",
  "generic advertisement",
  "registered with us",
  "candidates will be contacted",
  // equal opportunities and legal notices
  "equal opportunity",
  "equal opportunities",
  "equal employment",
  "eoe",
  "affirmative action",
  "regardless of",
  "discriminate",
  "discrimination",
  "veteran status",
  "protected veteran",
  "sexual orientation",
  "gender identity",
  "national origin",
  "diversity and inclusion",
  "reasonable accommodation",
  "drug-free",
  "drug free",
  "background check",
  "e-verify",
  "nyse",
  "nasdaq",
  "fortune 500",
  "most admired",
  "learn more at",
];

/**
 * Cues of an employer describing itself (case-insensitive, whole words): its standing, size, history, sites,
 * brands and awards. A sentence with one of them and no word about the role or the candidate is "about us".
 */
export const ABOUT_EMPLOYER_CUES: string[] = [
  "one of the leading",
  "one of the largest",
  "one of the uk's",
  "is a leading",
  "are a leading",
  "is the leading",
  "market leader",
  "market leading",
  "market-leading",
  "marketleading",
  "world class",
  "world-class",
  "globally renowned",
  "internationally renowned",
  "award-winning",
  "award winning",
  "awards",
  "accolades",
  "finalist",
  "subsidiary",
  "parent company",
  "group of companies",
  "wholly owned",
  "revenues",
  "revenue of",
  "turnover",
  "profitability",
  "in excess of",
  "founded",
  "established in",
  "headquartered",
  "head office",
  "main sites",
  "sites are in",
  "offices in",
  "offices across",
  "employs over",
  "employees worldwide",
  "brands include",
  "partner brands",
  "clients include",
  "customers include",
  "we continue to",
  "our history",
  "testament to",
];
/**
 * Cues that make a sentence boilerplate only when the sentence names no requirement word: "our client" opens
 * many real requirement sentences ("our client is seeking an RGN with leadership experience").
 */
const SOFT_CUES = new Set(["application", "applications", "applicants", "email", "e-mail"]);
const REQUIREMENT_WORDS =
  /\b(?:experience|experienced|qualified|qualification|skills?|knowledge|degree|registered|registration|licen[cs]e|certified|must|essential|required|ability)\b/i;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Built once from the tables; exported so the ReDoS test can check them. */
export const AD_PATTERNS = (() => {
  const headings = Object.entries(AD_HEADINGS).flatMap(([section, list]) => list.map((h) => [h, section as AdSection] as const));
  // Longest first, so "Preferred Qualifications" wins over "Preferred".
  headings.sort((a, b) => b[0].length - a[0].length);
  const alt = (upper: boolean) => headings.map(([h]) => escape(upper ? h.toUpperCase() : h).replace(/ /g, "[ \\t]")).join("|");
  return {
    headingIndex: new Map(headings.map(([h, s]) => [h.toLowerCase(), s])),
    /** a heading inside a line: capitalised as written (or all caps), then ":" or a capitalised word */
    inlineHeading: new RegExp(`(?<![\\p{L}\\p{N}])(${alt(false)})(?=[ \\t]{0,3}:|[ \\t]{1,3}\\p{Lu})`, "gu"),
    inlineHeadingUpper: new RegExp(`(?<![\\p{L}\\p{N}])(${alt(true)})(?=[ \\t]{0,3}:)`, "gu"),
    aboutEmployer: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${ABOUT_EMPLOYER_CUES.map((c) => escape(c).replace(/ /g, "[ \\t]")).join("|")})(?![\\p{L}\\p{N}])`,
      "iu",
    ),
    boilerplate: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${BOILERPLATE_CUES.map((c) => escape(c).replace(/ /g, "[ \\t]")).join("|")})(?![\\p{L}\\p{N}])`,
      "giu",
    ),
    /** the last word of an agency's name ("In Touch Recruitment", "Clear Selection"); the capitalised words before it are read in code */
    agencyWord: /(?<![\p{L}\p{N}])(?:Recruitment|Recruiting|Staffing|Resourcing|Personnel|Appointments|Selection|Group)(?![\p{L}\p{N}])/gu,
    /** sentence ends: ". " / "! " / "? " before a capital or digit, a line break, or a run of 2+ spaces (PDF and scraped one-line ads) */
    sentenceEnd: /(?<=[.!?])[ \t](?=[\p{Lu}\d(])|\n+|(?<![ \t])[ \t]{2,}/u,
  };
})();

const CAPITALISED_WORD = /^\p{Lu}[\p{L}&'-]{0,30}$/u;

/**
 * The text with agency names blanked (same length, so offsets hold): an agency word written capitalised after
 * one to four capitalised words is a company's name, and its words are not skills ("In Touch Recruitment").
 */
export function maskAgencyNames(text: string): string {
  let out = text;
  AD_PATTERNS.agencyWord.lastIndex = 0;
  for (let m = AD_PATTERNS.agencyWord.exec(text); m; m = AD_PATTERNS.agencyWord.exec(text)) {
    let start = m.index;
    for (let k = 0; k < 4; k++) {
      const space = start - 1;
      if (space < 1 || (text[space] !== " " && text[space] !== "\t")) break;
      const from = Math.max(text.lastIndexOf(" ", space - 1), text.lastIndexOf("\t", space - 1)) + 1;
      if (!CAPITALISED_WORD.test(text.slice(from, space))) break;
      start = from;
    }
    if (start === m.index) continue;
    const end = m.index + m[0].length;
    out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  }
  return out;
}

/**
 * A sentence that states what the employer gives ("The successful candidate will benefit from an excellent
 * training and development plan", "In return we offer …") is a benefit wherever it stands: its skills words
 * are the employer's offer, not the role's requirements.
 */
const BENEFIT_SENTENCE =
  /\b(?:will benefit from|you will receive|you'll receive|in return(?: for)?[, ]+(?:we|you)|we (?:can )?offer|we will offer|benefits include|package includes|on offer is)\b/i;

export function isBenefitSentence(sentence: string): boolean {
  return BENEFIT_SENTENCE.test(sentence);
}

/** Words about the post or the person: a sentence with one is about the role even when it praises the firm. */
const ROLE_WORDS =
  /\b(?:you|your|candidate|candidates|role|position|post|vacancy|opportunity|successful|applicant|individual|experience|required|essential|must|responsib\w*|duties)\b/i;

export function isAboutEmployer(sentence: string): boolean {
  AD_PATTERNS.aboutEmployer.lastIndex = 0;
  return AD_PATTERNS.aboutEmployer.test(sentence) && !ROLE_WORDS.test(sentence);
}

export function isBoilerplate(sentence: string): boolean {
  AD_PATTERNS.boilerplate.lastIndex = 0;
  let soft = false;
  for (let m = AD_PATTERNS.boilerplate.exec(sentence); m; m = AD_PATTERNS.boilerplate.exec(sentence)) {
    if (!SOFT_CUES.has(m[0].toLowerCase().replace(/[ \t]+/g, " "))) return true;
    soft = true;
  }
  return soft && !REQUIREMENT_WORDS.test(sentence);
}

/**
 * Colons and whitespace that end a line. The run starts only where a run starts: "[:\s]+$" alone rescanned the
 * rest of a long run from each of its characters. Exported for the unit test.
 */
export const HEADING_END = /(?<![:\s])[:\s]+$/;

/**
 * Composite headings: a qualifier that sets the section ("Essential", "Desirable", "Main") before nouns that
 * only say a list follows ("criteria", "skills and experience", "duties and responsibilities"). NHS person
 * specifications and many public-sector ads head their lists "Essential criteria" / "Desirable criteria";
 * "Qualifications and experience" alone heads a requirement list.
 */
const HEADING_QUALIFIERS: Record<string, Exclude<AdSection, "intro">> = {
  essential: "required",
  required: "required",
  mandatory: "required",
  minimum: "required",
  key: "required",
  core: "required",
  desirable: "nice",
  desireable: "nice",
  desired: "nice",
  preferred: "nice",
  preferable: "nice",
  optional: "nice",
  additional: "nice",
  bonus: "nice",
  main: "duties",
};
const LIST_NOUNS: Record<string, Exclude<AdSection, "intro">> = {
  criteria: "required",
  criterion: "required",
  requirements: "required",
  requirement: "required",
  skills: "required",
  skill: "required",
  experience: "required",
  qualifications: "required",
  qualification: "required",
  knowledge: "required",
  education: "required",
  training: "required",
  competencies: "required",
  competences: "required",
  attributes: "required",
  abilities: "required",
  certifications: "required",
  licences: "required",
  licenses: "required",
  specification: "required",
  duties: "duties",
  responsibilities: "duties",
  tasks: "duties",
  accountabilities: "duties",
  activities: "duties",
};
const LIST_JOINERS = new Set(["and", "&", "/", "or", "of", "the", "personal", "professional", "technical", "job", "role"]);

/** Section of a composite heading line, or null when a word is neither qualifier, list noun nor joiner. */
function compositeHeading(t: string): AdSection | null {
  const words = t
    .replace(/[,/&]/g, " $& ")
    .split(/\s+/)
    .filter((w) => w && w !== ",");
  if (!words.length || words.length > 6) return null;
  let qualifier: AdSection | null = null;
  let noun: AdSection | null = null;
  for (const [i, w] of words.entries()) {
    if (i === 0 && HEADING_QUALIFIERS[w]) qualifier = HEADING_QUALIFIERS[w];
    else if (LIST_NOUNS[w]) noun ??= LIST_NOUNS[w];
    else if (!LIST_JOINERS.has(w)) return null;
  }
  if (!noun) return null;
  // "Main duties" is a duty list; a qualifier of a duty list ("Key responsibilities") keeps it duties.
  if (noun === "duties") return "duties";
  return qualifier === "duties" ? "required" : (qualifier ?? noun);
}

/** A short line that is itself a heading ("Requirements:", "What you'll need", "Essential criteria"). */
function headingLine(line: string): AdSection | null {
  const t = line.replace(HEADING_END, "").trim().toLowerCase();
  if (!t || t.split(/\s+/).length > 6) return null;
  return AD_PATTERNS.headingIndex.get(t) ?? compositeHeading(t);
}

interface Chunk {
  text: string;
  section: AdSection | null;
}

/** Splits a line at inline headings; each piece after a heading opens that section. */
function splitAtHeadings(line: string): Chunk[] {
  const cuts: { at: number; end: number; section: AdSection }[] = [];
  for (const re of [AD_PATTERNS.inlineHeading, AD_PATTERNS.inlineHeadingUpper]) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const section = AD_PATTERNS.headingIndex.get(m[1].toLowerCase().replace(/[ \t]+/g, " "));
      if (section && !cuts.some((c) => c.at === m!.index)) cuts.push({ at: m.index, end: m.index + m[0].length, section });
    }
  }
  cuts.sort((a, b) => a.at - b.at);
  const out: Chunk[] = [];
  let from = 0;
  let section: AdSection | null = null;
  for (const c of cuts) {
    if (c.at < from) continue;
    if (c.at > from) out.push({ text: line.slice(from, c.at), section });
    section = c.section;
    from = c.end;
  }
  if (from < line.length) out.push({ text: line.slice(from), section });
  return out;
}

/** The ad as sentences with their section and boilerplate flag. */
export function segmentAd(text: string): AdSentence[] {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const pieces: { text: string; section: AdSection }[] = [];
  let section: AdSection = "intro";
  for (const line of lines) {
    const h = headingLine(line);
    if (h) {
      section = h;
      continue;
    }
    for (const chunk of splitAtHeadings(line)) {
      // Inside a line, "Benefits:" labels one sentence ("Salary & Benefits: £12 per hour"), not the rest of the ad.
      const inlineBenefits = chunk.section === "benefits";
      const before = section;
      if (chunk.section) section = chunk.section;
      chunk.text.split(AD_PATTERNS.sentenceEnd).forEach((s, k) => {
        const t = s.replace(/^[\s:;,.-]+/, "").trim();
        if (t) pieces.push({ text: t, section: inlineBenefits && k > 0 ? before : section });
      });
      if (inlineBenefits) section = before;
    }
  }
  const n = pieces.length;
  // Only the ad's opening (before any heading) or a "benefits"/"about us" part holds the employer's self-description;
  // never its first piece, which carries the title in one-line ads ("WEB DEVELOPER … Our Client is an Award Winning …").
  return pieces.map((p, i) => ({
    ...p,
    section: isBenefitSentence(p.text) ? "benefits" : p.section,
    boilerplate: isBoilerplate(p.text),
    position: n > 1 ? i / (n - 1) : 0,
    about: i > 0 && (p.section === "intro" || p.section === "benefits") && isAboutEmployer(p.text),
  }));
}
