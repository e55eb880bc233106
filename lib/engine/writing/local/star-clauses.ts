/**
 * The grammar STAR answers are built with: CV statements put in the past tense for "I …" (coordinated verbs
 * too), cut into clauses, their head (verb and object) and the noun group a figure stands in. Every function
 * keeps the statement's own words; only verb forms change.
 */
import { BASE_VERBS, IRREGULAR, baseVerb, pastOf, type CvAchievement } from "./interview-evidence";
import { isSpace, trimEndWhere } from "./text";

const isVerb = (w: string) => BASE_VERBS.has(w) || w in IRREGULAR;

export function lowerFirst(s: string): string {
  return s && /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}

/** "coordinates" → "coordinate", "supervises" → "supervise", "makes" → "make"; null when not a verb's -s form. */
function baseOfThirdPerson(w: string): string | null {
  const lw = w.toLowerCase();
  if (!/s$/.test(lw) || lw.length < 4) return null;
  for (const c of [lw.endsWith("ies") ? `${lw.slice(0, -3)}y` : "", lw.endsWith("es") ? lw.slice(0, -2) : "", lw.slice(0, -1)])
    if (c && isVerb(c)) return c;
  return null;
}

/** The past tense of a verb in any form the CV uses ("reduced", "manages", "lead", "developing"), or null. */
export function pastOfAny(w: string): string | null {
  const lw = w.toLowerCase();
  const base = baseOfThirdPerson(lw) ?? (isVerb(lw) ? lw : baseVerb(lw));
  if (base) return pastOf(base);
  // "allowed", "resulted": a past form of a verb outside the authored list stays as written.
  return lw.endsWith("ed") && /^[a-z]{3}$/.test(lw.slice(-5, -2)) ? lw : null;
}

const NEXT_IS_OBJECT = /^[a-z$£€(]/i;

/**
 * The statement in the past tense for "I …": its opening verb, and the verbs coordinated with it in the same tense
 * ("Reviews and makes recommendations" → "reviewed and made recommendations"; "Develops, initiates, implements and
 * monitors procedures" → all four past; "Recruit and interview" → "recruited and interviewed"). A chain of such
 * words counts as verbs only when an object follows its last one ("files, records and reports" stays a list).
 * Also returns the verbs it set in the past tense: in a present-tense statement, a past form it did not set
 * ("existing manual and automated activities") is an adjective, not a new clause.
 */
export function inPast(a: CvAchievement): { text: string; verbs: Set<string> | null } {
  const first = /^[A-Za-z]+/.exec(a.text)![0];
  const present = !!baseOfThirdPerson(first);
  const bare = isVerb(first.toLowerCase());
  const words = `${a.verb}${a.text.slice(first.length)}`.split(" ");
  if (!present && !bare) {
    // "Organized and implementing activities": a gerund joined to a past verb takes its tense.
    for (let i = 2; i < words.length; i++) {
      if (words[i - 1] !== "and" || !/ing$/.test(words[i]) || !isPastVerb(words[i - 2].replace(/,$/, ""))) continue;
      const base = baseVerb(words[i]);
      if (base && NEXT_IS_OBJECT.test(words[i + 1] ?? "")) words[i] = pastOf(base);
    }
    return { text: words.join(" "), verbs: null };
  }
  const verbs = new Set<string>([a.verb]);
  const baseOf = (w: string) => {
    const clean = w.replace(/,$/, "");
    return present ? baseOfThirdPerson(clean) : isVerb(clean) ? clean : null;
  };
  for (let i = 1; i < words.length - 1; i++) {
    const prev = words[i - 1];
    if (prev !== "and" && prev !== "&" && !prev.endsWith(",") && !prev.endsWith("/")) continue;
    // The chain: verb forms joined by "," or "and", ending on one followed by an object.
    const chain: number[] = [];
    let j = i;
    while (j < words.length - 1 && baseOf(words[j])) {
      chain.push(j);
      if (!words[j].endsWith(",") && words[j + 1] !== "and") break;
      j += words[j + 1] === "and" ? 2 : 1;
    }
    const last = chain[chain.length - 1];
    if (last === undefined || words[last].endsWith(",") || !NEXT_IS_OBJECT.test(words[last + 1] ?? "") || words[last + 1] === "and")
      continue;
    for (const k of chain) {
      const past = pastOf(baseOf(words[k])!);
      verbs.add(past);
      words[k] = words[k].endsWith(",") ? `${past},` : past;
    }
    i = last;
  }
  // A statement opening with a bare verb ("Set tables per order, assisted in…") writes the rest in the past
  // already: every past form there may open a clause.
  return { text: words.join(" "), verbs: present ? verbs : null };
}

/**
 * Past verbs joined to the first one in base form: "interviewed and hired all…" → "interview and hire all…"; only
 * the verbs `verbs` names when the statement was in the present tense ("existing manual and automated…" stays).
 */
export function inBase(clause: string, verbs: Set<string> | null): string {
  const words = clause.split(" ");
  for (let i = 1; i < words.length; i++) {
    if (words[i - 1] !== "and" && !words[i - 1].endsWith(",")) continue;
    const w = words[i].replace(/,$/, "");
    const base = baseVerb(w);
    if (base && pastOf(base) === w.toLowerCase() && (!verbs || verbs.has(w.toLowerCase()))) words[i] = words[i].replace(w, base);
  }
  return words.join(" ");
}

export function isPastVerb(word: string): boolean {
  const w = word.toLowerCase();
  const base = baseVerb(w);
  return !!base && pastOf(base) === w;
}

/**
 * The statement's clauses: at ";", at ", and" / ", " / " and " before a past verb ("Set tables per order, assisted
 * in plating…"), each left part at least three words so "directed and coordinated activities" stays whole.
 * `isClauseVerb` says which past forms open a clause (in a present-tense statement, only the verbs set in the past).
 */
export function splitClauses(past: string, isClauseVerb: (w: string) => boolean = isPastVerb): string[] {
  const out: string[] = [];
  for (const part of past.split(/;\s*(?:and\s+)?/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    let from = 0;
    for (let i = 1; i < words.length; i++) {
      const joint = words[i - 1] === "and" ? i - 1 : words[i - 1].endsWith(",") ? i : -1;
      if (joint < 0 || !isPastVerb(words[i].replace(/,$/, "")) || !isClauseVerb(words[i].replace(/,$/, ""))) continue;
      const left = words.slice(from, joint);
      // "Developed, initiated, implemented and monitored procedures": a left part of verbs only is no clause.
      if (left.length < 3 || left.every((w) => w === "and" || isPastVerb(w.replace(/,$/, "")))) continue;
      out.push(
        left
          .join(" ")
          .replace(/,\s*(and)?$/, "")
          .replace(/,$/, ""),
      );
      from = i;
    }
    out.push(words.slice(from).join(" "));
  }
  return out.map((c) => trimEndWhere(c, (ch) => ch === "," || isSpace(ch)).trim()).filter((c) => c.split(" ").length >= 2);
}

// Verbs whose result is a change: their figure is the result ("reduced … by 30 days"), not a scale.
export const CHANGE =
  /^(accelerat|achiev|boost|cut|decreas|doubl|exceed|grew|grow|halv|improv|increas|lift|lower|minimi|rais|reduc|sav|shorten|tripl|won|win|raise|result|generat|deliver)/i;

// Words that may stand in a figure's noun group before it ("a total of 1500", "more than 2,000", "up to 10").
const BEFORE_FIGURE = new Set(
  "a an of total average approximately about around nearly almost over more than least at up to upwards minimum maximum some".split(" "),
);
const AFTER_STOP = new Set(
  "for in at with by across during within through throughout on using including which who that while and or without upon".split(" "),
);

/** A year, a date part or a code ("2017", "01/2015", "SPS-49", "AS/400") is no measured figure. */
export function isMeasure(text: string, metric: string): boolean {
  if (/[$€£¥₹%]|[a-z]/i.test(metric)) return true;
  const at = text.indexOf(metric);
  if (/[-/A-Za-z]$/.test(text.slice(0, at)) || /^[-/]\d/.test(text.slice(at + metric.length))) return false;
  return !/^(19|20)\d\d$/.test(metric.trim());
}

/** The noun group the figure stands in: "a total of 1500 benefit-eligible employees", "from 324 to more than 2,000". */
export function figurePhrase(clause: string, metric: string): string | null {
  const at = clause.indexOf(metric);
  if (at < 0) return null;
  // "30+ new hires": the plus belongs to the figure.
  const plus = clause[at + metric.length] === "+" ? "+" : "";
  const before = clause.slice(0, at).trim().split(/\s+/).filter(Boolean);
  const after = clause
    .slice(at + metric.length + plus.length)
    .split(/\s+/)
    .filter(Boolean);
  let l = before.length;
  while (l > 0 && BEFORE_FIGURE.has(before[l - 1].toLowerCase()) && before.length - l < 4) l--;
  const right: string[] = [];
  for (const w of after) {
    if (right.length >= 5 || AFTER_STOP.has(w.toLowerCase()) || /^\(/.test(w)) break;
    right.push(w.replace(/[,;.]$/, ""));
    if (/[,;.]$/.test(w)) break;
  }
  const from = l > 0 && before[l - 1].toLowerCase() === "from" && right.includes("to") ? l - 1 : l;
  // "… to 2,000" — a range keeps its preposition; "by 40%" and "in 2 months" drop theirs.
  // "a team of 35 contractors" → "35 contractors": a figure's group never opens on "of", nor keeps half a bracket.
  const phrase = dropTrailingTo([...before.slice(from), metric.trim() + plus, ...right].join(" "))
    .replace(/^of\s+/i, "")
    .trim();
  return (phrase.match(/\(/g) ?? []).length === (phrase.match(/\)/g) ?? []).length ? phrase : phrase.replace(/[()]/g, "");
}

// Verbs of owning a piece of work: "Managed the program" → "I was responsible for the program".
export const OWN = new Set(
  "administer build conduct coordinate create define deliver design develop direct handle implement lead maintain manage oversee own perform plan prepare process produce run supervise".split(
    " ",
  ),
);
const OBJECT_STOP = new Set([...AFTER_STOP, "to", "from", "into", "under", "per", "such", "consisting", "as", "throughout", "upon"]);

/** "Managed the in-house advertising program consisting of…" → "the in-house advertising program". */
export function objectOf(clause: string): string | null {
  const words = clause.split(/\s+/).slice(1);
  if (!words.length || (/^(a|an|the|as|in|to|for|at|on|with|and|of)$/i.test(words[0]) && !/^(a|an|the)$/i.test(words[0]))) return null;
  const obj: string[] = [];
  for (const w of words) {
    if (obj.length && (OBJECT_STOP.has(w.toLowerCase()) || (obj.length > 1 && /ed$/.test(w) && isPastVerb(w)) || /^\(/.test(w))) break;
    obj.push(w.replace(/[,;]$/, ""));
    if (/[,;]$/.test(w) || obj.length >= 8) break;
  }
  return obj.length >= 2 || (obj.length === 1 && /s$/.test(obj[0])) ? obj.join(" ") : null;
}

/** The verb and what it acts on, up to the first preposition that starts a modifier ("worked as an Asm"). */
export function headOf(clause: string): string | null {
  const words = clause.split(/\s+/);
  for (let i = 3; i < words.length; i++) {
    const w = words[i].toLowerCase();
    if (w !== "and" && w !== "or" && OBJECT_STOP.has(w)) return words.slice(0, i).join(" ").replace(/[,;]$/, "");
  }
  return null;
}

/** "assisted in plating", "assisted guests…" → "assisted in plating and assisted guests…". */
export function joinClauses(clauses: string[]): string {
  const cs = clauses.map((c, i) => (i === 0 ? lowerFirst(c) : c));
  return cs.length <= 1 ? cs.join("") : `${cs.slice(0, -1).join(", ")} and ${cs[cs.length - 1]}`;
}

/**
 * "reduce latency by 40%" → "reduce latency": a figure of change leaves the goal for the result. "used weekly by
 * 200 store managers" keeps its figure: there "by" names who, and cutting it would break the phrase.
 */
export function withoutFigure(goal: string, metric: string | null): string {
  if (!metric) return goal;
  const cut = ` by ${metric}`;
  const at = goal.indexOf(cut);
  if (at < 0) return goal;
  const after = goal.slice(at + cut.length);
  return /^(?:$|[,;.)]|\s(?:in|over|within|across|through|per|from|year|month|week|compared|versus|vs)\b)/.test(after)
    ? goal.slice(0, at) + after
    : goal;
}

/** "… rose from 1,200 to" → "… rose from 1,200": a closing "to" after whitespace goes, with that whitespace. */
function dropTrailingTo(text: string): string {
  if (!text.endsWith("to") || text.length < 3 || !isSpace(text[text.length - 3])) return text;
  return trimEndWhere(text.slice(0, -2), isSpace);
}
