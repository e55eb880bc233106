/**
 * The document model every letter is planned from: what the CV says about the candidate and what the
 * advert asks for, read with the shared parsers (lib/engine/parse, lib/engine/scoring) and the line rules of
 * facts.ts. Only what the text states is kept; a value that fails a check (a city where an employer should
 * be, an anonymised "Company Name", a recruiter's own name) is dropped rather than guessed at.
 */
import { AD_PATTERNS, maskAgencyNames, segmentAd } from "@/lib/engine/parse/ad-segments";
import { detectLanguage, findPlace, isBoilerplate } from "@/lib/engine/parse";
import { isJobTitle, readJobHeader } from "@/lib/engine/scoring/job-header";
import { analyzeJob } from "@/lib/engine/scoring/job-structure";
import { statedTitles } from "@/lib/engine/scoring/candidate";
import { ACTION_VERBS, METRIC_RE } from "@/lib/engine/scoring/text-utils";
import { toPastTense } from "@/lib/engine/scoring/bullets";
import { splitPieces, splitRunOnDuties } from "@/lib/engine/parse/split";
import { findSkillsInText, tokenize } from "@/lib/knowledge/skills";
import { isHeadNoun, matchOccupationAt } from "@/lib/engine/parse/titles";
import { findBannedPhrases } from "@/lib/engine/writing/banned-phrases";
import { extractCandidateFacts } from "./facts";
import { BASE_VERBS } from "./interview-evidence";
import { extractJobNeeds } from "./job";
import { contentStems, type AdTerms } from "./relevance";

export interface Achievement {
  /** the CV's sentence, verb first, without its final stop */
  text: string;
  metric: string | null;
  employer: string | null;
  /** taxonomy ids of the skills it mentions: the evidence a skill claim rests on */
  skillIds: string[];
  /** a duty written in the present ("Respond to sales calls"): cited after the results in the past */
  present?: boolean;
  /** how a letter states it after "I": a present duty in the past ("responded to sales calls"), which is true of a
   * current duty and an earlier one alike and keeps the letter in one tense */
  said?: string;
  /** where it stands in the CV (characters from the start): most CVs list the most recent role first */
  at?: number;
  /** the job title it sits under in the CV, when one is written before it */
  role?: string;
}

export interface CandidateDoc {
  name: string | null;
  /** job titles as written (upper-case headlines set in title case), most recent first */
  titles: string[];
  roles: { title: string; employer: string | null; period: string | null }[];
  achievements: Achievement[];
  /** skills as the CV writes them, keyed by taxonomy id */
  skills: Map<string, string>;
  yearsStated: string | null;
  mentionsRemote: boolean;
  /** spoken languages the CV names, as written */
  languages: string[];
  /** education lines as written ("BSc Computer Science, University of Leeds, 2016") */
  education: string[];
  /** detected language of the CV ("en", "de", …) */
  language: string;
  /**
   * Results of a CV not written in English that open with a noun, as such CVs write them ("Einführung eines
   * Protokolls, Stürze um 30 % reduziert"): no English sentence can take them, but a letter in another language
   * may quote them as written. Only lines with a figure, as written.
   */
  quotable?: string[];
}

export interface AdDoc {
  /** the role's title: the request's, the advert's head, or an occupation phrase from its first sentence */
  title: string | null;
  /** the employer; null when the advert names none or is written by an agency */
  company: string | null;
  agency: boolean;
  location: string | null;
  /** skills the advert asks for, weightiest first, as the advert writes them */
  mustHaves: { id: string; label: string }[];
  /** further skills the advert names after the weightiest six (its nice-to-haves), as the advert writes them */
  niceToHaves: { id: string; label: string }[];
  /** sentences that say what the role is for (the problems it is hired to solve), as written */
  purposes: string[];
  /** short duty or requirement sentences, as written */
  duties: string[];
  pattern: "remote" | "hybrid" | "onsite" | null;
  cultureCues: string[];
  /** a sentence in which the employer describes itself, as written (English adverts of employers only) */
  selfDescription: string | null;
  language: string;
  /** the stems of the advert's title and of its content (requirements, duties, what the role is): relevance of CV facts */
  terms: AdTerms;
}

/** Words that anonymised CVs put where an employer or place was. */
/** Placeholders and masks of anonymised or scraped text ("Company Name", "[REDACTED]", Adzuna's "KS****"). */
const ANONYMISED = /\b(?:company name|city|state|employer name|confidential)\b|[[\]{}<>]|\*{3}/i;

/**
 * A sentence of the advert a letter may quote as the advert's own words: not one that leans on the sentence before
 * ("If so, …", "So …", "And …") and not two sentences run together without a stop ("…can help We are …").
 */
/** A line that names a degree is an education fact, whatever word opens it ("Applied Associates Degree of Science …"). */
const DEGREE = /\b(?:Associates?'?s? Degree|Degree (?:of|in)|Bachelor'?s?|Master'?s? (?:of|in|Degree)|B\.?Sc|M\.?Sc|Ph\.?D|MBA)\b/;

function quotable(sentence: string): boolean {
  return (
    !/^(?:if so|if you|if this|so|and|but|or|then|also)\b/i.test(sentence) && !/\p{Ll} (?:We|Our|You|They|This) \p{Ll}/u.test(sentence)
  );
}

/** "HR ADMINISTRATOR/MARKETING ASSOCIATE" → "HR Administrator/Marketing Associate"; short acronyms stay. */
export function titleCase(s: string): string {
  if (/\p{Ll}/u.test(s)) return s.trim();
  // Acronyms (three letters or fewer, or no vowel: "HR", "RN", "RPSGT") keep their capitals.
  const word = (w: string) =>
    /^(?:AND|OF|THE|FOR|IN|TO|AT|WITH)$/.test(w)
      ? w.toLowerCase()
      : w.length <= 3 || !/[AEIOUY]/.test(w)
        ? w
        : w[0] + w.slice(1).toLowerCase();
  return s.trim().replace(/\p{L}+(?:['’]\p{L}+)*/gu, word);
}

/** Occurrences of a name as a whole word (not inside "Elektrotechnik" for "Elektro"). */
function countWord(text: string, name: string): number {
  let n = 0;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + name.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) n++;
  }
  return n;
}

const ORG_SUFFIX =
  /\b(?:ltd|limited|inc|llc|plc|gmbh|ag|corp|corporation|company|group|holdings|hospitals?|trust|council|university|college|schools?|bank)\b\.?/i;

/** A name that can stand as an employer: written in the text, not a place, not an anonymised slot. */
export function isUsableEmployer(name: string | null | undefined, text: string): name is string {
  if (!name) return false;
  const n = name.trim();
  if (n.length < 2 || n.length > 60 || /[\n\r]/.test(n) || ANONYMISED.test(n) || !text.includes(n)) return false;
  // Public bodies have long names ("York and Scarborough Teaching Hospitals NHS Foundation Trust").
  if (!/^\p{Lu}/u.test(n) || n.split(/\s+/).length > (ORG_SUFFIX.test(n) ? 10 : 6)) return false;
  const place = findPlace(n);
  if (place && place.name.toLowerCase() === n.toLowerCase().replace(/[.,]$/, "")) return false;
  return !isJobTitle(n);
}

/** Past participles that open self-descriptions, not actions ("Motivated team member who …"). */
const ADJECTIVE_OPENERS = new Set([
  "motivated",
  "dedicated",
  "skilled",
  "experienced",
  "trained",
  "certified",
  "qualified",
  "talented",
  "accomplished",
  "seasoned",
  "licensed",
  "detailed",
  "required",
]);
/** "Trained nurse with…" describes; "Trained 12 new nurses…", "Detailed the…" act: a count or article follows the verb. */
function opensWithAdjective(text: string): boolean {
  const [first = "", second = ""] = text.split(/\s+/);
  return ADJECTIVE_OPENERS.has(first.toLowerCase()) && !/^(?:\d|a$|an$|the$|all$|over$|more$)/i.test(second);
}
/** Sentences the CV cut short ("Implemented programs to achieve", "… resulting in increased"). */
const CUT_OFF =
  /\b(?:a|an|the|of|to|for|with|in|at|on|by|from|and|or|as|into|than|increased|improved|reduced|enhanced|more|less|higher|lower|to achieve|to ensure|to improve|to provide|to maintain)$/iu;

/**
 * A usable result reads as one sentence: no second sentence run on, no date range or place where the object
 * should be ("Engineered Pune, Maharashtra …" is a degree line).
 */
function isCleanResult(text: string): boolean {
  // Unbalanced brackets or quotes and a trailing year mark a scrap of a header or degree line.
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  if (count(/\(/g) !== count(/\)/g) || count(/"/g) % 2 === 1 || /\b(?:19|20)\d{2}$/.test(text)) return false;
  // "…accounts.Evaluated competitors", "…training.Education Details": two lines glued without a space.
  if (/\p{Ll}[.!?]\p{Lu}\p{Ll}/u.test(text)) return false;
  // "Worked as Change Controller - Responsible for…": a title line with its description, no result.
  if (/^worked as\b/i.test(text) || /\s[-–]\s\p{Lu}\p{Ll}/u.test(text)) return false;
  if (/[.!?]\s+\p{Lu}/u.test(text) || /\([^()\d]*\d[^()]*\)/.test(text) || /\b(?:19|20)\d{2}\b.*\b(?:to|till|until)\b/.test(text))
    return false;
  // "Leeds Teaching Hospitals NHS Trust, 2019 – Present" is a role's header line, whatever word opens it.
  if (/\b(?:19|20)\d{2}\s?[–—-]\s?(?:(?:19|20)\d{2}|present|current|now|date)\b/i.test(text)) return false;
  const second = text.split(/\s+/)[1] ?? "";
  return !(/^\p{Lu}/u.test(second) && findPlace(second.replace(/[,.;]$/, "")));
}

/**
 * Past-tense verbs of everyday duties that the scoring list of strong action verbs leaves out ("Assisted", "Operated",
 * "Filled in for…"). With "I" before them they still read as what the candidate did. Verbs that usually open a
 * passive line ("Awarded…", "Assigned to…", "Voted…", "Employed by…") are not here: "I" would reverse their sense.
 */
const DUTY_VERBS = new Set(
  `assisted provided worked ensured communicated served followed used participated interpreted posted ordered utilized utilised
  filled obtained observed displayed interfaced aligned updated transported operated offered showed incorporated graduated applied
  responded serviced contacted visited networked earned cooperated contributed tracked demonstrated triaged connected attended
  received supported maintained prepared processed handled monitored performed answered greeted cleaned cooked packed loaded
  inspected installed repaired tested taught cared`.split(/\s+/),
);

/** Words that make a base verb the head of a noun phrase ("Track record", "Plan of care", "Lead teacher"). */
const NOT_AFTER_VERB = new Set(
  "record records of management manager engineer engineering skills experience team teacher nurse worker".split(" "),
);

/**
 * A line opened by a gerund reads as a duty in the past only when the gerund is a verb with its object. Not when it is
 * a noun ("Balancing of ending cash totals" → "Balanced of…"), joined to a noun phrase ("Engineering and educational
 * background" → "Engineered and educational…"), or the subject of its own verb ("Handling critical situations has
 * always been my specialty" → "Handled critical situations has…").
 */
export function gerundIsDuty(words: string[]): boolean {
  const second = (words[1] ?? "").toLowerCase();
  if (second === "of") return false;
  if (second === "and" && !/ing$/i.test(words[2] ?? "")) return false;
  // The gerund's own verb comes before any clause of its own ("…documentation once job was completed" is fine).
  for (const w of words.slice(1)) {
    const lower = w.toLowerCase();
    if (SUBORDINATORS.has(lower) || /[,;:]$/.test(w)) return true;
    if (FINITE_VERBS.has(lower)) return false;
  }
  return true;
}
const FINITE_VERBS = new Set("has have is are was were".split(" "));
const SUBORDINATORS = new Set(
  "that which who whom whose once when whenever where as because if while after before until since so".split(" "),
);

/** Any verb of the CV's duties in the past ("adhered", "maintained"), strong or everyday. */
function isPastVerb(word: string): boolean {
  const w = word.toLowerCase();
  return ACTION_VERBS.has(w) || DUTY_VERBS.has(w);
}

/**
 * A CV line that is no sentence once "I" stands before it, though its words pass the other checks:
 * - its opening verbs run straight into "of" ("Developed and maintained of engineering standards");
 * - "by" takes a past form instead of a gerund ("…by closely adhered to lesson plans");
 * - a capitalised phrase of a skills list is glued on after the last comma ("…protection circuitry, Customer service
 *   skills"); a place after the comma ("…in Melbourne, Australia") is one word and stays.
 * Such a line is dropped rather than repaired: a guessed repair can change what the candidate did.
 */
export function isMisbuiltLine(text: string): boolean {
  const words = text.split(/\s+/).map((w) => w.replace(/[,;]$/, ""));
  // The opening verbs: "Developed", "Developed and maintained", "Monitored, implemented, and maintained".
  let i = 1;
  while (i < words.length && (words[i] === "and" || isPastVerb(words[i]))) i++;
  if (words[i] === "of") return true;
  // "Designed includes design of…": a finite verb straight after the opening verb.
  if (/^(?:includes?|is|are|was|were|has|have)$/i.test(words[1] ?? "")) return true;
  // "Prepared and performing the induction training": a past verb coordinated with a gerund.
  if (words[1] === "and" && /ing$/.test(words[2] ?? "") && isPastVerb(toPastTense(words[2].toLowerCase()))) return true;
  for (let k = 0; k + 1 < words.length; k++) {
    if (words[k].toLowerCase() !== "by") continue;
    // "by closely adhered": after an adverb any past form is wrong; "by trained staff" is an adjective and stays.
    if (/ly$/.test(words[k + 1]) && /\p{L}{2}(?<!e)ed$/u.test(words[k + 2] ?? "")) return true;
    const next = words[k + 1].toLowerCase();
    // "by adhered to the plan" uses the verb as one; "by improved customer retention" reads it as an adjective.
    if (/ed$/.test(next) && isPastVerb(next) && !ADJECTIVE_OPENERS.has(next) && VERB_FOLLOWERS.has(words[k + 2] ?? "")) return true;
  }
  const comma = text.lastIndexOf(", ");
  if (comma < 0) return false;
  const tail = text.slice(comma + 2).split(" ");
  return (
    tail.length >= 2 &&
    tail.length <= 5 &&
    /^\p{Lu}\p{Ll}/u.test(tail[0]) &&
    tail.slice(1).every((w) => /^\p{Ll}+$/u.test(w)) &&
    !tail.includes("and") &&
    !findPlace(tail[0])
  );
}

/** Words after a past form that show it is used as a verb ("adhered to", "worked with the…"). */
const VERB_FOLLOWERS = new Set("to the a an with on for in of at all and by from".split(" "));

function sentenceAchievements(cv: string): Achievement[] {
  const out: Achievement[] = [];
  // "â¢" is a bullet mark read in the wrong encoding, common in scraped CVs.
  // The CV's sentences and duties as the parser cuts them (one splitter for scoring and writing).
  for (const { text: raw } of splitPieces(cv)) {
    let s = raw
      .replace(/^[\s•·*▪◦‣–—-]+/, "")
      .replace(/(?<![\s.;,])[\s.;,]+$/, "")
      .replace(/\s+/g, " ")
      .trim();
    const words = s.split(/\s+/);
    if (words.length < 5 || words.length > 34 || ANONYMISED.test(s) || /[|@]|https?:/.test(s)) continue;
    let first = words[0].toLowerCase();
    // A duty written as a gerund ("Keeping track of spending") is the same fact in the past tense; a gerund before a
    // capitalised word names something ("Nursing Executive", "Performing Arts") and is no duty.
    if (first.endsWith("ing") && first !== "architecting" && !/^\p{Lu}/u.test(words[1]) && ACTION_VERBS.has(toPastTense(first))) {
      if (!gerundIsDuty(words)) continue;
      first = toPastTense(first);
      s = `${first.charAt(0).toUpperCase()}${first.slice(1)}${s.slice(words[0].length)}`;
      // "Developing and maintaining standards" → "Developed and maintained standards", not "Developed and maintaining".
      const third = words[2] ?? "";
      if (words[1] === "and" && /ing$/.test(third) && isPastVerb(toPastTense(third.toLowerCase())))
        s = s.replace(` and ${third} `, ` and ${toPastTense(third.toLowerCase())} `);
    }
    // A duty of the current role written in the present ("Respond to sales calls and leads") reads as "I respond…";
    // not when the verb is the first word of a noun phrase ("Design Engineer with…", "Track record of…").
    const second = words[1] ?? "";
    const present =
      !ACTION_VERBS.has(first) &&
      !DUTY_VERBS.has(first) &&
      BASE_VERBS.has(first) &&
      /^\p{Ll}/u.test(second) &&
      // "Research and Development of components": a verb joined to a capitalised word is a name, not a duty.
      !(second === "and" && /^\p{Lu}/u.test(words[2] ?? "")) &&
      !NOT_AFTER_VERB.has(second.replace(/[,;.]$/, "")) &&
      !/:$/.test(s) &&
      !/\b\p{Lu}{4,}\b/u.test(s);
    if (
      !(ACTION_VERBS.has(first) || DUTY_VERBS.has(first) || present) ||
      opensWithAdjective(s) ||
      !/^\p{Lu}/u.test(words[0]) ||
      CUT_OFF.test(s) ||
      !isCleanResult(s)
    )
      continue;
    out.push({
      text: s,
      metric: METRIC_RE.exec(s)?.[0] ?? null,
      employer: null,
      skillIds: [],
      ...(present ? { present, said: inThePast(s) } : {}),
    });
  }
  return out;
}

/** "plan" → "planned", "input" → "input": the shared past-tense rule misses doubled consonants and a few irregulars. */
function pastOf(verb: string): string {
  const w = verb.toLowerCase();
  if (/^(?:input|output|upset|forecast|broadcast)$/.test(w)) return w;
  const past = toPastTense(w);
  // One syllable ending consonant-vowel-consonant doubles its last letter: plan, ship, stop, chat, log.
  return past === `${w}ed` && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w) ? `${w}${w.slice(-1)}ed` : past;
}

/**
 * A duty written in the present, in the past: its opening verbs ("Teach", "Plan and deliver", "Plan, deliver and
 * assess") change, the rest stays as written. "Taught chemistry" is as true of a current duty as of an earlier one.
 */
export function inThePast(text: string): string {
  const words = text.split(" ");
  for (let i = 0; i < words.length; i++) {
    const bare = words[i].replace(/,$/, "");
    const lower = bare.toLowerCase();
    if (i > 0 && lower === "and") continue;
    // A verb already in the past stays ("Managed and resolve…" → "Managed and resolved…").
    const base = BASE_VERBS.has(lower) && !(i > 0 && isPastVerb(lower));
    if (i > 0 && !base && !isPastVerb(lower)) break;
    if (base) {
      const past = pastOf(lower);
      words[i] = (i === 0 ? past.charAt(0).toUpperCase() + past.slice(1) : past) + words[i].slice(bare.length);
    }
    if (!words[i].endsWith(",") && words[i + 1] !== "and") break;
  }
  return words.join(" ");
}

/**
 * A CV line that is no sentence once "I" stands before it: headings run into it ("Planned & Scheduling
 * *Organization & Time Management"), a verb joined to a heading ("Marketed and Advertising, …"), or a second
 * bullet run in after a lower-case word ("…routine services Depositing monies…"). Quoting it would paste a fragment.
 */
function isFragment(text: string): boolean {
  return (
    /\*|&\s*\p{Lu}/u.test(text) ||
    /\b(?:and|or)\s\p{Lu}\p{Ll}+(?:ing|ed)\b/u.test(text) ||
    /\p{Ll}\s\p{Lu}\p{Ll}+(?:ing|ed)\s\p{Ll}/u.test(text)
  );
}

export function readCandidate(input: {
  cvText: string;
  fullName?: string | null;
  skills?: string[] | null;
  yearsExperience?: number | null;
}): CandidateDoc {
  const cv = input.cvText;
  const facts = extractCandidateFacts(input);
  const roles = facts.roles.map((r) => ({
    title: titleCase(r.title),
    employer: isUsableEmployer(r.employer, cv) ? r.employer : null,
    period: r.period,
  }));
  // The statement-level reader is only needed when the line rules found fewer than two dated roles.
  const extraTitles = roles.length >= 2 ? [] : statedTitles(cv).map(titleCase);
  const titles = [...new Set([...roles.map((r) => r.title), ...extraTitles])].filter((t) => !ANONYMISED.test(t)).slice(0, 4);
  const lineAchievements = facts.achievements
    .filter(
      (a) =>
        a.verbFirst &&
        // "Registered Nurse" under the name is a title whose first word ends in -ed, not a result.
        a.text.split(/\s+/).length >= 4 &&
        !ANONYMISED.test(a.text) &&
        a.text.split(/\s+/).length <= 34 &&
        !CUT_OFF.test(a.text) &&
        isCleanResult(a.text) &&
        !opensWithAdjective(a.text),
    )
    .map((a) => ({
      text: a.text,
      metric: a.metric,
      employer: isUsableEmployer(a.employer, cv) ? a.employer : null,
      skillIds: [] as string[],
    }));
  const key = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  // A line that runs two duties together ("… employees Systematically tasted …") is no single result.
  const single = (t: string) => splitRunOnDuties(t).length === 1;
  // A bullet whose next line starts in lower case was wrapped: its line alone is half a sentence.
  const wrapped = (t: string) => {
    const at = cv.indexOf(t);
    return at >= 0 && /^[^\S\n]*\n[^\S\n]*\p{Ll}/u.test(cv.slice(at + t.length).replace(/^[.;]/, ""));
  };

  const seen = new Set<string>();
  // At most 60 candidates are examined (each check looks back into the CV): a letter cites a dozen at most.
  // CVs repeat a duty under several roles with small changes ("…with the Food and Beverage Director…", "…with the
  // Chef and or GM…"): a result whose words mostly repeat a kept one would read as the same sentence twice.
  const kept: Set<string>[] = [];
  const nearRepeat = (t: string) => {
    const words = new Set(
      key(t)
        .split(" ")
        .filter((w) => w.length > 2),
    );
    if (words.size >= 6 && kept.some((k) => k.size >= 6 && jaccard(k, words) >= 0.6)) return true;
    kept.push(words);
    return false;
  };
  const achievements: Achievement[] = [...lineAchievements, ...sentenceAchievements(cv)]
    .slice(0, 60)
    .filter(
      (a) =>
        !wrapped(a.text) &&
        single(a.text) &&
        !DEGREE.test(a.text) &&
        !seen.has(key(a.text)) &&
        !!seen.add(key(a.text)) &&
        !nearRepeat(a.text),
    );
  // Each result sits under the last job title written before it: the role it belongs to ("Teacher" for "Taught
  // chemistry…", "Medical Technologist" for "Analyzed blood…" further down).
  // Positions are taken in the text with its whitespace runs collapsed, as the results themselves are.
  const flat = cv.replace(/\s+/g, " ");
  const lowerCv = flat.toLowerCase();
  const marks = titles
    .flatMap((title) => {
      const t = title.replace(/\s+/g, " ").toLowerCase();
      const out: { at: number; title: string }[] = [];
      for (let i = lowerCv.indexOf(t); i >= 0 && out.length < 20; i = lowerCv.indexOf(t, i + t.length)) out.push({ at: i, title });
      return out;
    })
    .sort((x, y) => x.at - y.at);
  for (const a of achievements) {
    // A line that opens in the past and goes on in the present ("Created and print hotel collaterals") is told in
    // the past throughout, as the letter tells everything else.
    if (!a.present) {
      const said = inThePast(a.text);
      if (said !== a.text) a.said = said;
    }
    a.at = flat.indexOf(a.text.slice(1, 40));
    const at = a.at;
    const under = at >= 0 ? marks.filter((m) => m.at <= at).at(-1) : undefined;
    if (under) a.role = under.title;
  }
  // Quantified results first, then CV order (most recent role first in most CVs); no result quoted with a cliché in it.
  const usable = achievements.filter((a) => !findBannedPhrases(a.text).length && !isFragment(a.text) && !isMisbuiltLine(a.text));
  usable.sort((a, b) => Number(!!b.metric) - Number(!!a.metric) || Number(!!a.present) - Number(!!b.present));
  const skills = new Map<string, string>();
  for (const m of findSkillsInText(cv)) {
    // "Team player", "detail-oriented": clichés a letter must not repeat, even when the CV lists them as skills.
    if (m.skill.category === "language" || skills.has(m.skill.id) || findBannedPhrases(m.text).length) continue;
    const written = m.text.replace(/\s+/g, " ");
    // A lower-case alias read in prose is a guess ("5 years turning sales data" is not lathe work): a letter only
    // claims skills the CV names as such.
    if (written === written.toLowerCase() && m.skill.name.toLowerCase() !== written) continue;
    // "microsoft office" written in lower case is still the product "Microsoft Office".
    skills.set(m.skill.id, written === written.toLowerCase() && m.skill.name.toLowerCase() === written ? m.skill.name : written);
  }
  for (const s of input.skills ?? []) if (s.trim() && !skills.has(s.trim().toLowerCase())) skills.set(s.trim().toLowerCase(), s.trim());
  // A result is evidence for the CV skills it names (one scan of the CV found them; each result is matched by wording).
  for (const a of achievements) {
    const text = a.text.toLowerCase();
    a.skillIds = [...skills].filter(([, label]) => label.length > 1 && text.includes(label.toLowerCase())).map(([id]) => id);
    // …and the taxonomy's skills the result itself names ("…collateral for sales meetings" is evidence of sales),
    // by the skill's own name, not a lower-case alias that may be a guess.
    for (const m of usable.includes(a) ? findSkillsInText(a.text) : []) {
      if (a.skillIds.includes(m.skill.id) || m.skill.category === "language") continue;
      const written = m.text.replace(/\s+/g, " ");
      if (written === written.toLowerCase() && m.skill.name.toLowerCase() !== written) continue;
      a.skillIds.push(m.skill.id);
    }
  }
  const language = detectLanguage(cv);
  // A first line that is a heading ("Education Details", "Curriculum Vitae") is no name.
  const name =
    facts.name &&
    !/\b(?:details|education|summary|resume|résumé|curriculum|vitae|profile|skills|experience|objective|contact|personal)\b/i.test(
      facts.name,
    )
      ? facts.name
      : null;
  return {
    name,
    titles,
    roles,
    achievements: usable.slice(0, 20),
    skills,
    yearsStated: facts.yearsStated,
    mentionsRemote: facts.mentionsRemote,
    languages: facts.languages,
    education: facts.education.filter((e) => !ANONYMISED.test(e) && e.split(/\s+/).length <= 16),
    language,
    quotable:
      language === "en"
        ? []
        : facts.achievements
            .filter(
              (a) =>
                !a.verbFirst &&
                !!a.metric &&
                a.text.split(/\s+/).length >= 4 &&
                a.text.split(/\s+/).length <= 34 &&
                !ANONYMISED.test(a.text) &&
                !findBannedPhrases(a.text).length,
            )
            .map((a) => a.text)
            .slice(0, 6),
  };
}

/** An agency writes for "our client": its own name is no employer to address. */
function isAgencyAd(ad: string): boolean {
  AD_PATTERNS.agencyWord.lastIndex = 0;
  return (
    /\b(?:our|my) client\b|\bon behalf of\b|\brecruitment (?:agency|consultancy|business)\b|\bemployment business\b/i.test(ad) ||
    AD_PATTERNS.agencyWord.test(ad)
  );
}

/** The first occupation phrase in the advert's opening words ("RGN Unit Manager Job Cambridgeshire …" → "RGN Unit Manager"). */
function titleFromOpening(ad: string): string | null {
  const opening = ad.replace(/\s+/g, " ").trim().slice(0, 200);
  const toks = tokenize(opening);
  for (let i = 0; i < Math.min(toks.length, 25); i++) {
    const m = matchOccupationAt(toks, i);
    if (!m) continue;
    // Capitalised words just before the match belong to the title ("RGN Unit Manager", "Senior Mechanical Engineer").
    // and so do the ones after it, up to a place or "Job" ("RGN Unit Manager Job Cambridgeshire" → "RGN Unit Manager").
    const titleWord = (k: number) =>
      /^\p{Lu}/u.test(toks[k].raw) && !findPlace(toks[k].raw) && !/^(?:job|jobs|vacancy|role|position|required|wanted)$/i.test(toks[k].raw);
    let from = i;
    while (from > 0 && i - from < 3 && titleWord(from - 1)) from--;
    let to = m[0];
    for (let k = m[0] + 1; k <= m[0] + 2 && k < toks.length && titleWord(k); k++) if (isHeadNoun(toks[k].raw)) to = k;
    const phrase = opening.slice(toks[from].start, toks[to].end).trim();
    return titleCase(isJobTitle(phrase) ? phrase : opening.slice(toks[i].start, toks[m[0]].end));
  }
  return null;
}

// One advert is read for many candidates and modes (like analyzeJob's cache); results are never mutated.
const AD_CACHE = new Map<string, AdDoc>();
const AD_CACHE_MAX = 64;

export function readAd(input: { jobDescription: string; companyName?: string | null; role?: string | null }): AdDoc {
  const key = JSON.stringify([input.jobDescription, input.companyName ?? null, input.role ?? null]);
  const hit = AD_CACHE.get(key);
  if (hit) return hit;
  const ad = readAdUncached(input);
  if (AD_CACHE.size >= AD_CACHE_MAX) AD_CACHE.delete(AD_CACHE.keys().next().value as string);
  AD_CACHE.set(key, ad);
  return ad;
}

function readAdUncached(input: { jobDescription: string; companyName?: string | null; role?: string | null }): AdDoc {
  const ad = input.jobDescription;
  const header = readJobHeader(ad);
  const job = analyzeJob(ad);
  const needs = extractJobNeeds({ jobDescription: ad });
  const agency = isAgencyAd(ad);
  const given = input.companyName?.trim() || null;
  // An employer from the text counts when the head names it or the advert repeats it: a capitalised phrase seen
  // once ("K BASIC SA", "Direct Corp") is more often a scrap of the text than the company.
  // "Head Chef — The Old Mill, Norfolk": a head line with a title, a place and one more part names the employer.
  const headLine = !!header.title && !!header.location;
  const fromText =
    [header.company, needs.company].find(
      (c) => isUsableEmployer(c, ad) && (countWord(ad, c) >= 2 || (c === header.company && (ORG_SUFFIX.test(c) || headLine))),
    ) ?? null;
  const company = given ?? (agency ? null : fromText);
  const stated = needs.title && needs.title.split(/\s+/).length <= 6 && isJobTitle(needs.title) ? needs.title : null;
  const opening = titleFromOpening(ad);
  // The opening's phrase wins when it extends the stated one ("RGN" → "RGN Unit Manager").
  // A title is a short phrase: a head "title" that runs on into the advert's sentences is no title at all.
  const short = (t: string | null | undefined) => (t && t.split(/\s+/).length <= 8 && t.length <= 80 && !/[.!?]\s/.test(t) ? t : null);
  const rawTitle = (short(input.role?.trim()) || short(header.title) || (stated && opening?.includes(stated) ? opening : stated) || opening)
    // "Direktvermittlung: Gebäudetechniker", "Job title: Nurse": the label before a colon is no part of the title.
    ?.replace(/^[^:]{1,40}:\s*/, "");
  // Labels as the advert writes them, so a letter repeats the advert's words; an all-capitals mention reads as the taxonomy's name.
  // Skills named only in boilerplate (how to apply, the agency's pitch: "Recruitment") are no requirement.
  const content = segmentAd(maskAgencyNames(ad))
    .filter((x) => !x.boilerplate && x.section !== "benefits")
    .map((x) => x.text)
    .join("\n");
  const written = new Map<string, string>();
  for (const m of findSkillsInText(content)) if (!written.has(m.skill.id)) written.set(m.skill.id, m.text.replace(/\s+/g, " "));
  if (agency && !/recruit|talent|human resources|\bhr\b/i.test(`${input.role ?? ""} ${header.title}`)) written.delete("recruitment");
  const labels = new Set<string>();
  const wanted = job.keywords
    // One entry per wording: "C++" can resolve to two taxonomy skills.
    .filter(
      (k) =>
        k.skill &&
        k.skill.category !== "language" &&
        written.has(k.id) &&
        !findBannedPhrases(written.get(k.id) as string).length &&
        !labels.has((written.get(k.id) as string).toLowerCase()) &&
        !!labels.add((written.get(k.id) as string).toLowerCase()),
    )
    .map((k) => {
      const w = written.get(k.id) as string;
      return { id: k.id, label: /\p{Ll}/u.test(w) || w.length <= 4 ? w : k.label };
    });
  const mustHaves = wanted.slice(0, 6);
  // The advert's lighter requirements: skills it names beyond the weightiest six, in the advert's own wording.
  const niceToHaves = wanted.slice(6, 14);
  const duties = segmentAd(ad)
    .filter(
      (s) =>
        !s.boilerplate &&
        (s.section === "duties" || s.section === "required") &&
        s.text.split(/\s+/).length >= 4 &&
        s.text.length <= 160 &&
        !ANONYMISED.test(s.text),
    )
    .map((s) => s.text.replace(/^[•·*▪◦‣–—-]\s*/, "").replace(/(?<![\s.;:])[\s.;:]+$/, ""))
    .slice(0, 4);
  const language = detectLanguage(ad);
  const line = needs.companyLine;
  const selfDescription =
    line &&
    language === "en" &&
    !agency &&
    !isBoilerplate(line) &&
    !ANONYMISED.test(line) &&
    quotable(line) &&
    line.length <= 200 &&
    !/["“”]/.test(line)
      ? line
      : null;
  const finalTitle = rawTitle && !/^(?:lead|head|senior|junior|chief|manager|staff)$/i.test(rawTitle.trim()) ? titleCase(rawTitle) : null;
  return {
    terms: { title: contentStems(finalTitle ?? ""), body: contentStems(`${content}\n${input.role ?? ""}`) },
    selfDescription,
    language,
    title: finalTitle,
    company,
    agency: agency && !given,
    location: job.location,
    mustHaves,
    niceToHaves,
    duties,
    purposes: needs.problems.filter((p) => !ANONYMISED.test(p) && !isBoilerplate(p) && !/["“”]/.test(p)).slice(0, 3),
    pattern: job.remote,
    // Value words as the advert writes them ("ownership", "curiosity"): a letter may repeat them.
    cultureCues: needs.values,
  };
}

/** Shared words over all words of the two (Jaccard). */
function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of b) if (a.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}
