/**
 * What one chat turn says about the user: role, target role (goal), country or city, salary, years, pay band or
 * grade, skills, and the options of a decision. Roles are read with the salary engine's recogniser (exact titles
 * and aliases, or a fuzzy match above its threshold with few unknown words), and never from function words: "it",
 * "as", "do" and the like are not job titles, and "IT" counts only inside a longer title ("IT support technician").
 */
import { recognizeRole } from "@/lib/engine/salary";
import { findSalaries } from "@/lib/engine/parse/salary";
import { findCountry } from "@/lib/knowledge/countries";
import { findPlace } from "@/lib/engine/parse";
import { findSkillsInText } from "@/lib/knowledge/skills";

export interface RoleSlot {
  /** the words of the turn the role was read from */
  phrase: string;
  /** the user says it is their own role ("I'm a…", "I work as…") */
  self?: boolean;
  occupationId: string;
  title: string;
  score: number;
}

export interface SalarySlot {
  amount: number;
  currency: string | null;
  interval: string;
  /** as the user wrote it ("£34,000") */
  text: string;
}

export interface TurnSlots {
  role?: RoleSlot;
  goal?: RoleSlot;
  country?: string;
  city?: string;
  salary?: SalarySlot;
  years?: number;
  /** a pay band or grade as named: "Band 6", "Band 8a", "GS-12", "P7" */
  band?: string;
  skills?: string[];
  /** the alternatives of a decision question ("Band 6 in ICU" / "stay in A&E") */
  options?: string[];
}

/** Words that are never a job title on their own, whatever the occupation index says ("it" → Head of IT). */
export const FUNCTION_WORDS = new Set(
  (
    "a an the it its it's is as do does did done be been am are was were can could will would should shall may might must " +
    "have has had i i'm im me my mine we us our you your he she they them their this that these those what which who whom " +
    "how why when where there here so up on in at to of or and but if for with by from into about than then too very " +
    "just also not no yes ok okay go get got now still really roughly about around best better good well more less much " +
    "many some any all one two"
  ).split(" "),
);

/** Words that belong in a title ("data analyst", "sales manager") but are never one on their own. */
const NOT_ALONE = new Set(
  "data pay paid job jobs role roles work career stay move take band grade sales team staff head lead private general".split(" "),
);

/** Words that end a title when reading forward from a cue ("a nurse in London earning…"). */
const STOPPERS = new Set(
  (
    "in at with earning earn making make on who if after before because since where while and or but for to from than " +
    "salary salaries pay wage role job position interview jobs roles paid should would could can will is are was"
  ).split(" "),
);

const ARTICLES = new Set(["a", "an", "the", "my", "our", "your", "typical", "average", "nhs", "senior", "junior"]);
const SCALE_TOKEN = /^(band|gs|p\d{1,2}|gs-\d{1,2}|[mu][1-6]|afc)$/i;

interface Token {
  text: string;
  lower: string;
}

/** The text without trailing characters from `chars` (a loop, not a `[…]+$` pattern, which rescans a long run). */
function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

function tokenize(text: string): Token[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}&+#'’-]*/gu) ?? []).map((t) => {
    const clean = trimEndOf(t.replace(/['’]s$/i, ""), "-");
    return { text: clean, lower: clean.toLowerCase().replace(/’/g, "'") };
  });
}

/** A token that may stand inside a title: not a function word except "IT" written as the field, inside a longer title. */
function titleToken(t: Token, i: number, window: Token[]): boolean {
  if (t.lower === "it") return t.text === "IT" && i < window.length - 1;
  // "of" joins a title ("head of nursing") but never starts or ends one.
  if (t.lower === "of") return i > 0 && i < window.length - 1;
  if (window.length === 1 && NOT_ALONE.has(t.lower)) return false;
  if (FUNCTION_WORDS.has(t.lower) || STOPPERS.has(t.lower)) return false;
  if (/^\d/.test(t.text)) return false;
  return true;
}

/** Words that say a level of a title rather than the job itself. */
const LEVEL_WORDS = new Set(["lead", "senior", "junior", "principal", "trainee", "graduate", "sr", "jr"]);

function acceptWindow(window: Token[]): RoleSlot | null {
  if (!window.length || !window.every((t, i) => titleToken(t, i, window))) return null;
  // A lone lower-case token of two letters ("pa", "ma", "pm") is a word, not an acronym for a title.
  if (window.length === 1 && window[0].text.length <= 2 && window[0].text !== window[0].text.toUpperCase()) return null;
  const phrase = window.map((t) => t.text).join(" ");
  const hit = recognizeRoleOrPlural(phrase);
  if (!hit) return null;
  // One word must be a title or alias itself; longer phrases may be fuzzy above the recogniser's threshold, when
  // every word is in the title they matched ("nursing associate" is not "investment banking associate").
  if (hit.score < 0.95) {
    if (window.length === 1) return null;
    const named = `${hit.matchedOn} ${hit.title}`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    // A level word ("warehouse lead", "senior bookkeeper") needs no place in the title; the other words do.
    const words = window.filter((t) => !LEVEL_WORDS.has(t.lower));
    if (!words.length || !words.every((t) => named.some((w) => w.slice(0, 4) === t.lower.slice(0, 4)))) return null;
  }
  return { phrase, occupationId: hit.occupationId, title: hit.title, score: hit.score };
}

/** The recogniser on the phrase, then on its last word made singular ("pharmacists", "police officers"). */
function recognizeRoleOrPlural(phrase: string): { occupationId: string; title: string; score: number; matchedOn: string } | null {
  const tries = [phrase];
  if (/[a-z]s$/i.test(phrase))
    tries.push(
      phrase
        .replace(/ies$/i, "y")
        .replace(/(ch|sh|ss|x)es$/i, "$1")
        .replace(/([^s])s$/i, "$1"),
    );
  let best: { occupationId: string; title: string; score: number; matchedOn: string } | null = null;
  for (const t of tries) {
    const r = recognizeRole(t);
    if (r.match && (!best || r.match.score > best.score))
      best = {
        occupationId: r.match.occupation.id,
        title: r.match.occupation.title,
        score: r.match.score,
        matchedOn: r.match.matchedOn ?? "",
      };
  }
  return best;
}

/** The longest title starting at `start` (up to four words), stopping at a stopper word; `end` is the token after it. */
function readForward(tokens: Token[], start: number): (RoleSlot & { end: number }) | null {
  let i = start;
  while (i < tokens.length && (ARTICLES.has(tokens[i].lower) || SCALE_TOKEN.test(tokens[i].lower) || /^\d[a-d]?$/i.test(tokens[i].lower)))
    i++;
  let end = i;
  while (end < tokens.length && end - i < 4 && !STOPPERS.has(tokens[end].lower)) end++;
  for (let n = end - i; n >= 1; n--) {
    const hit = acceptWindow(tokens.slice(i, i + n));
    if (hit) return { ...hit, end: i + n };
  }
  return null;
}

/** The longest title ending just before `end` (up to four words): "data analyst salary", "a nurse's pay". */
function readBackward(tokens: Token[], end: number): RoleSlot | null {
  for (let n = Math.min(4, end); n >= 1; n--) {
    const window = tokens.slice(end - n, end);
    if (window.some((t) => STOPPERS.has(t.lower) || ARTICLES.has(t.lower))) continue;
    const hit = acceptWindow(window);
    if (hit) return hit;
  }
  return null;
}

const GOAL_CUES = new Set([
  "become",
  "becoming",
  "retrain",
  "transition",
  "switch",
  "move",
  "moving",
  "get",
  "getting",
  "aiming",
  "aim",
  "want",
  "pivot",
]);
const SELF_CUES = new Set(["i'm", "im", "am", "as", "currently", "employed", "working", "work", "being"]);
const AFTER_KEYWORDS = new Set(["salary", "salaries", "pay", "wage", "wages", "interview", "role", "job", "position", "earnings"]);

/** Current role and target role named in the text. */
export function findRoles(text: string): { role?: RoleSlot; goal?: RoleSlot } {
  const tokens = tokenize(text);
  const out: { role?: RoleSlot; goal?: RoleSlot } = {};
  const wantsSomething =
    /\b(want|wants|wanted|hope|hoping|plan|planning|aim|aiming|like to|love to|dream|goal|target|thinking of|considering)\b/i.test(text);
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].lower;
    const prev = tokens[i - 1]?.lower ?? "";
    const next = tokens[i + 1]?.lower;
    let kind: "role" | "goal" | null = null;
    let self = false;
    let from = i + 1;
    if (w === "become" || w === "becoming") kind = "goal";
    else if ((w === "retrain" || w === "train" || w === "qualify" || w === "requalify") && next === "as") {
      kind = "goal";
      from = i + 2;
    } else if (w === "career" && next === "as" && wantsSomething) {
      kind = "goal";
      from = i + 2;
    } else if ((w === "into" || w === "to") && GOAL_CUES.has(prev)) kind = "goal";
    else if (
      w === "into" &&
      /^(move|moving|get|getting|go|going|break|switch|switching|transition|transitioning|pivot|pivoting)$/.test(prev)
    )
      kind = "goal";
    else if (w === "for" && /^(missing|need|needed|required|ready|lack|lacking)$/.test(prev)) kind = "goal";
    else if (w === "be" && (prev === "to" || prev === "could") && wantsSomething) kind = "goal";
    else if (w === "as" && wantsSomething && /^(job|work|role|position|career|start)$/.test(prev)) kind = "goal";
    else if (
      w === "i'm" ||
      w === "im" ||
      (w === "am" && prev === "i") ||
      (w === "as" && /^(work|working|employed|job|worked)$/.test(prev))
    ) {
      kind = "role";
      self = true;
    } else if (SELF_CUES.has(w) || w === "for" || w === "a" || w === "an") kind = "role";
    if (!kind || (kind === "role" && out.role) || (kind === "goal" && out.goal)) continue;
    const hit = readForward(tokens, from);
    if (!hit) continue;
    const { end, ...slot } = hit;
    out[kind] = self ? { ...slot, self } : slot;
    // The title's words are used: "become a data engineer" is not also read from its "a".
    i = end - 1;
  }
  if (!out.role) {
    for (let i = 1; i < tokens.length && !out.role; i++) {
      if (AFTER_KEYWORDS.has(tokens[i].lower)) out.role = readBackward(tokens, i) ?? undefined;
    }
  }
  if (!out.role && !out.goal) {
    // Any 1–3 word window that is an occupation's own title or alias (never a fuzzy guess), longest first.
    for (let n = 3; n >= 1 && !out.role; n--) {
      for (let i = 0; i + n <= tokens.length; i++) {
        const hit = acceptWindow(tokens.slice(i, i + n));
        if (hit && hit.score >= 0.95) {
          out.role = hit;
          break;
        }
      }
    }
  }
  if (!out.role && !out.goal) out.role = roleFromWhatIDo(tokens) ?? undefined;
  if (out.role && out.goal && out.role.occupationId === out.goal.occupationId) delete out.role;
  return out;
}

/** "buses" → "bus", "parties" → "party", "trucks" → "truck"; one rule applies. */
function singular(word: string): string {
  if (/(ch|sh|ss|x|us)es$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  return word.replace(/([^s])s$/, "$1");
}

/**
 * "I drive trucks" → truck driver: the object and the verb's agent noun, taken only when that is an occupation's own
 * title or alias (never a fuzzy guess). The user says it of themselves.
 */
function roleFromWhatIDo(tokens: Token[]): RoleSlot | null {
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i].lower !== "i") continue;
    const verb = tokens[i + 1].lower;
    if (!/^[a-z]{3,12}$/.test(verb) || FUNCTION_WORDS.has(verb)) continue;
    const object = singular(tokens[i + 2].lower);
    const agent = verb.endsWith("e") ? `${verb}r` : `${verb}er`;
    const hit = recognizeRoleOrPlural(`${object} ${agent}`);
    if (hit && hit.score >= 0.95)
      return {
        phrase: tokens
          .slice(i + 1, i + 3)
          .map((t) => t.text)
          .join(" "),
        self: true,
        occupationId: hit.occupationId,
        title: hit.title,
        score: hit.score,
      };
  }
  return null;
}

// Major cities people name instead of a country (GeoNames; country of each city).
const CITY_COUNTRY: Record<string, string> = {
  london: "GB",
  manchester: "GB",
  edinburgh: "GB",
  birmingham: "GB",
  leeds: "GB",
  glasgow: "GB",
  bristol: "GB",
  liverpool: "GB",
  cardiff: "GB",
  belfast: "GB",
  newcastle: "GB",
  sheffield: "GB",
  nottingham: "GB",
  cambridge: "GB",
  oxford: "GB",
  dublin: "IE",
  paris: "FR",
  lyon: "FR",
  berlin: "DE",
  munich: "DE",
  hamburg: "DE",
  frankfurt: "DE",
  cologne: "DE",
  amsterdam: "NL",
  rotterdam: "NL",
  madrid: "ES",
  barcelona: "ES",
  lisbon: "PT",
  rome: "IT",
  milan: "IT",
  zurich: "CH",
  geneva: "CH",
  vienna: "AT",
  stockholm: "SE",
  copenhagen: "DK",
  oslo: "NO",
  warsaw: "PL",
  "new york": "US",
  "san francisco": "US",
  seattle: "US",
  austin: "US",
  chicago: "US",
  boston: "US",
  houston: "US",
  "los angeles": "US",
  toronto: "CA",
  vancouver: "CA",
  montreal: "CA",
  sydney: "AU",
  melbourne: "AU",
  brisbane: "AU",
  auckland: "NZ",
  singapore: "SG",
  bangalore: "IN",
  bengaluru: "IN",
  mumbai: "IN",
  delhi: "IN",
  hyderabad: "IN",
  pune: "IN",
  chennai: "IN",
  tokyo: "JP",
  "sao paulo": "BR",
  "são paulo": "BR",
  "mexico city": "MX",
  dubai: "AE",
  "abu dhabi": "AE",
  "cape town": "ZA",
  johannesburg: "ZA",
  lagos: "NG",
  nairobi: "KE",
  cairo: "EG",
};

/** Each city as a whole-word pattern, built once from the literal names above (exported for the ReDoS test). */
export const CITY_PATTERNS = Object.entries(CITY_COUNTRY).map(([city, code]) => ({ city, code, re: new RegExp(`\\b${city}\\b`) }));

const COUNTRY_WORDS: Record<string, string> = {
  uk: "GB",
  "u.k.": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  us: "US",
  usa: "US",
  "u.s.": "US",
  america: "US",
  states: "US",
  uae: "AE",
  holland: "NL",
  deutschland: "DE",
};

export function findPlaceInText(text: string): { country: string | null; city: string | null } {
  const lower = text.toLowerCase();
  for (const { city, code, re } of CITY_PATTERNS) {
    if (re.test(lower)) return { country: code, city: city.replace(/\b\w/g, (c) => c.toUpperCase()) };
  }
  const tokens = tokenize(text);
  for (let i = -1; i < tokens.length; i++) {
    // After a place word ("in Germany"), or any capitalised country name ("Calgary, Canada").
    const afterCue = i >= 0 && /^(in|from|for|across|to|within)$/.test(tokens[i].lower);
    let j = i + 1;
    if (afterCue && tokens[j]?.lower === "the") j++;
    for (let k = 3; k >= 1; k--) {
      const words = tokens.slice(j, j + k);
      if (words.length < k || !words.every((w) => /^\p{Lu}/u.test(w.text))) continue;
      const name = words.map((w) => w.text).join(" ");
      if (!afterCue && name.length <= 3) continue;
      const word = COUNTRY_WORDS[name.toLowerCase()];
      if (word && (afterCue || name.length > 3)) return { country: word, city: null };
      // Two-letter codes only in capitals after a place word ("in DE"); "IT" is the field, never Italy.
      if (name.length <= 3 && (name !== name.toUpperCase() || name === "IT")) continue;
      const c = findCountry(name);
      if (c) return { country: c.code, city: null };
    }
  }
  const code = /\b(UK|US|USA|UAE)\b/.exec(text)?.[1];
  if (code) return { country: code === "USA" ? "US" : code === "UK" ? "GB" : code === "UAE" ? "AE" : code, city: null };
  // Any other city or region of the shared gazetteer ("Columbus Ohio", "Etna, OH", "Bavaria").
  const place = findPlace(text);
  if (place?.countryCode && place.kind !== "country")
    return { country: place.countryCode, city: place.kind === "city" ? place.name : null };
  return { country: null, city: null };
}

export function findYearsInText(text: string): number | null {
  const m = /\b(\d{1,2})\+?\s*(?:years?|yrs)\b/i.exec(text);
  if (!m) return null;
  // "in 5 years", "5 years from now", "5 years' time": a horizon, not experience.
  const before = text.slice(Math.max(0, m.index - 12), m.index).toLowerCase();
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12).toLowerCase();
  if (/\b(in|within|next|over|after|for the next)\s*$/.test(before) || /^['’]?\s*(from now|time|ahead)/.test(after)) return null;
  return Number(m[1]);
}

export function findBand(text: string): string | null {
  const band = /\bband\s*([2-9])\s*([a-d])?\b/i.exec(text);
  if (band) return `Band ${band[1]}${band[1] === "8" ? (band[2] ?? "a").toLowerCase() : ""}`;
  const gs = /\bgs[-\s]?(\d{1,2})\b/i.exec(text);
  if (gs) return `GS-${Number(gs[1])}`;
  const p = /\b(?:entgeltgruppe\s*)?P\s?(5|6|7|8|9|1[0-6])\b/.exec(text);
  if (p) return `P${p[1]}`;
  return null;
}

const FIRST_PERSON = /\b(i|i'm|im|i've|my|me)\b/i;
const OWN_PAY = /\b(earn|earning|earns|make|making|paid|on|get|getting|salary|offered|offer|package|take home)\b/i;

/** A salary the user states as theirs (current or offered): "I'm on £34,000", "my salary is 45k EUR". */
export function findOwnSalary(text: string): SalarySlot | null {
  if (!FIRST_PERSON.test(text) || !OWN_PAY.test(text)) return null;
  const found = findSalaries(text)[0];
  if (found?.min) return { amount: found.max ?? found.min, currency: found.currency, interval: found.interval, text: found.text };
  // "I'm on 34k": a multiplied figure after a first-person pay cue.
  const m = /\b(?:on|earn|earning|make|making|paid|get|getting|is|of)\s(?:(?:about|around|roughly)\s)?(\d{1,3}(?:[.,]\d)?)\s?k\b/i.exec(
    text,
  );
  return m ? { amount: Math.round(Number(m[1].replace(",", ".")) * 1000), currency: null, interval: "year", text: `${m[1]}k` } : null;
}

const SKILL_CUE =
  /\b(i know|i have|i've got|i use|i used|i've used|i can|my skills|skills are|skills include|experience (?:in|with)|experienced (?:in|with)|proficient (?:in|with)|good at|familiar with|trained in|certified in|qualified in|i'm learning|i am learning|i do|with)\b/i;

/** Skills the user presents as theirs: named after a cue such as "I know", "experience with", "with". */
export function findOwnSkills(text: string, exclude: string[] = []): string[] {
  const out: string[] = [];
  const ex = exclude.map((e) => e.toLowerCase());
  for (const sentence of text.split(/[.!?\n;]+/)) {
    const m = SKILL_CUE.exec(sentence);
    if (!m) continue;
    if (m[1].toLowerCase() === "with" && !FIRST_PERSON.test(sentence) && !/^\s*(and\s+)?with\b/i.test(sentence)) continue;
    const clause = sentence.slice(m.index + m[0].length);
    for (const s of findSkillsInText(clause)) {
      const name = s.skill.name;
      if (out.includes(name) || ex.some((e) => e.includes(name.toLowerCase()) || name.toLowerCase().includes(e))) continue;
      out.push(name);
    }
  }
  return out;
}

const DECISION_CUE =
  /\b(should i|shall i|do i|would you|better to|or should|or stay|or move|or take|or go|or keep|or switch|or join|choose between|decide between|deciding between|torn between|which (?:one|option|is better|should)|stay or|leave or|take it or)\b/i;

/** The alternatives of a decision ("Band 6 in ICU or stay in A&E?"), when the turn weighs two. */
export function findOptions(text: string): string[] | null {
  const sentence = text.split(/(?<=[.!?])\s+/).find((s) => /\bor\b/i.test(s) && (DECISION_CUE.test(s) || /\?\s*$/.test(s)));
  if (!sentence) return null;
  const body = trimEndOf(sentence.replace(/\s+/g, " ").trim(), "?!. ")
    .replace(
      /^.*?\b(?:should i|shall i|do i|would you|is it better to|better to|choose between|decide between|deciding between|torn between)\b\s*/i,
      "",
    )
    .replace(/^(?:take|go for|accept)\s+(?=\S)/i, "");
  const parts = body
    .split(/,? or /i)
    .map((p) => p.replace(/^(?:to|the|a|an)\s+/i, "").trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > 12)) return null;
  return parts.slice(0, 3);
}

export const STAY = /\b(stay|keep|remain|current|where i am|as i am)\b/i;

export function hasDecisionCue(text: string): boolean {
  return DECISION_CUE.test(text);
}

/** Every slot one user turn states. */
export function readTurnSlots(text: string): TurnSlots {
  const out: TurnSlots = {};
  const options = findOptions(text);
  if (options) out.options = options;
  // Choosing between two new things ("join the police or become a firefighter") names no goal yet; with a
  // "stay" option ("stay an accountant or become a data analyst") the roles are the user's own and their goal.
  const choosing = !!options && !options.some((o) => STAY.test(o));
  const { role, goal } = findRoles(choosing ? options.reduce((t, o) => t.split(o).join(" . "), text) : text);
  if (role) out.role = role;
  if (goal) out.goal = goal;
  const place = findPlaceInText(text);
  if (place.country) out.country = place.country;
  if (place.city) out.city = place.city;
  const salary = findOwnSalary(text);
  if (salary) out.salary = salary;
  const years = findYearsInText(text);
  if (years !== null) out.years = years;
  // A band inside the options ("Band 6 in ICU or stay…") is a choice, not the band the user is on.
  const band = findBand(options ? options.reduce((t, o) => t.split(o).join(" "), text) : text);
  if (band) out.band = band;
  const skills = findOwnSkills(
    text,
    [role?.phrase, goal?.phrase, role?.title, goal?.title].filter((x): x is string => !!x),
  );
  if (skills.length) out.skills = skills;
  return out;
}
