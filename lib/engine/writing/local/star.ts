/**
 * STAR model answers from one CV statement, each part from a different piece of it so that no sentence is said
 * twice: the situation from the role it sits under (title, employer, dates); the task from its purpose clause, the
 * outcome it aimed at, its first clause, or what it was responsible for; the action from the verb phrase (the method
 * after "by …ing", or the clauses after the first); the result from its consequence ("…, which reduced…",
 * "…, increasing…"), its figure, or an outcome clause. Every content word traces to the statement: verbs only change
 * tense, and frames ("My task was to", "In figures:") add no claim. A statement with no result says so.
 */
import { BASE_VERBS, IRREGULAR, baseVerb, pastOf, type CvAchievement, type CvLine } from "./interview-evidence";

export interface StarAnswer {
  situation: string;
  task: string;
  action: string;
  result: string;
}

const isVerb = (w: string) => BASE_VERBS.has(w) || w in IRREGULAR;

function lowerFirst(s: string): string {
  return s && /^[A-Z][a-z]/.test(s) ? s[0].toLowerCase() + s.slice(1) : s;
}

/** "coordinates" → "coordinate", "supervises" → "supervise", "makes" → "make"; null when not a verb's -s form. */
function baseOfThirdPerson(w: string): string | null {
  const lw = w.toLowerCase();
  if (!/s$/.test(lw) || lw.length < 4) return null;
  for (const c of [lw.endsWith("ies") ? `${lw.slice(0, -3)}y` : "", lw.endsWith("es") ? lw.slice(0, -2) : "", lw.slice(0, -1)]) if (c && isVerb(c)) return c;
  return null;
}

/** The past tense of a verb in any form the CV uses ("reduced", "manages", "lead", "developing"), or null. */
function pastOfAny(w: string): string | null {
  const lw = w.toLowerCase();
  const base = baseOfThirdPerson(lw) ?? (isVerb(lw) ? lw : baseVerb(lw));
  if (base) return pastOf(base);
  // "allowed", "resulted": a past form of a verb outside the authored list stays as written.
  return /[a-z]{3,}ed$/.test(lw) ? lw : null;
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
  if (!present && !bare) return { text: words.join(" "), verbs: null };
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
    if (last === undefined || words[last].endsWith(",") || !NEXT_IS_OBJECT.test(words[last + 1] ?? "") || words[last + 1] === "and") continue;
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
function inBase(clause: string, verbs: Set<string> | null): string {
  const words = clause.split(" ");
  for (let i = 1; i < words.length; i++) {
    if (words[i - 1] !== "and" && !words[i - 1].endsWith(",")) continue;
    const w = words[i].replace(/,$/, "");
    const base = baseVerb(w);
    if (base && pastOf(base) === w.toLowerCase() && (!verbs || verbs.has(w.toLowerCase()))) words[i] = words[i].replace(w, base);
  }
  return words.join(" ");
}

function isPastVerb(word: string): boolean {
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
      out.push(left.join(" ").replace(/,\s*(and)?$/, "").replace(/,$/, ""));
      from = i;
    }
    out.push(words.slice(from).join(" "));
  }
  return out.map((c) => c.replace(/[,\s]+$/, "").trim()).filter((c) => c.split(" ").length >= 2);
}

// Verbs whose result is a change: their figure is the result ("reduced … by 30 days"), not a scale.
const CHANGE = /^(accelerat|achiev|boost|cut|decreas|doubl|exceed|grew|grow|halv|improv|increas|lift|lower|minimi|rais|reduc|sav|shorten|tripl|won|win|raise|result|generat|deliver)/i;

// Words that may stand in a figure's noun group before it ("a total of 1500", "more than 2,000", "up to 10").
const BEFORE_FIGURE = new Set("a an of total average approximately about around nearly almost over more than least at up to upwards minimum maximum some".split(" "));
const AFTER_STOP = new Set("for in at with by across during within through throughout on using including which who that while and or without upon".split(" "));

/** A year, a date part or a code ("2017", "01/2015", "SPS-49", "AS/400") is no measured figure. */
function isMeasure(text: string, metric: string): boolean {
  if (/[$€£¥₹%]|[a-z]/i.test(metric)) return true;
  const at = text.indexOf(metric);
  if (/[-/A-Za-z]$/.test(text.slice(0, at)) || /^[-/]\d/.test(text.slice(at + metric.length))) return false;
  return !/^(19|20)\d\d$/.test(metric.trim());
}

/** The noun group the figure stands in: "a total of 1500 benefit-eligible employees", "from 324 to more than 2,000". */
export function figurePhrase(clause: string, metric: string): string | null {
  const at = clause.indexOf(metric);
  if (at < 0) return null;
  const before = clause.slice(0, at).trim().split(/\s+/).filter(Boolean);
  const after = clause.slice(at + metric.length).split(/\s+/).filter(Boolean);
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
  const phrase = [...before.slice(from), metric.trim(), ...right].join(" ").replace(/\s+to$/, "").trim();
  return phrase;
}

// Verbs of owning a piece of work: "Managed the program" → "I was responsible for the program".
const OWN = new Set("administer build conduct coordinate create define deliver design develop direct handle implement lead maintain manage oversee own perform plan prepare process produce run supervise".split(" "));
const OBJECT_STOP = new Set([...AFTER_STOP, "to", "from", "into", "under", "per", "such", "consisting", "as", "throughout", "upon"]);

/** "Managed the in-house advertising program consisting of…" → "the in-house advertising program". */
function objectOf(clause: string): string | null {
  const words = clause.split(/\s+/).slice(1);
  if (!words.length || /^(a|an|the|as|in|to|for|at|on|with|and|of)$/i.test(words[0]) && !/^(a|an|the)$/i.test(words[0])) return null;
  const obj: string[] = [];
  for (const w of words) {
    if (obj.length && (OBJECT_STOP.has(w.toLowerCase()) || (obj.length > 1 && /ed$/.test(w) && isPastVerb(w)) || /^\(/.test(w))) break;
    obj.push(w.replace(/[,;]$/, ""));
    if (/[,;]$/.test(w) || obj.length >= 8) break;
  }
  return obj.length >= 2 || (obj.length === 1 && /s$/.test(obj[0])) ? obj.join(" ") : null;
}

/** Ways to open the situation, chosen by the caller so consecutive answers do not all start alike. */
const SITUATION_FRAMES = [
  (role: string) => `This example comes from my time as ${role}.`,
  (role: string) => `It was during my time as ${role}.`,
  (role: string) => `The setting was my role as ${role}.`,
];

const NO_FIGURE = [
  "My CV does not put a figure on it; in the interview I would say what changed for the people it served.",
  "There is no figure for this on my CV, so I would describe what was different afterwards and who noticed.",
  "My CV records no number here; I would name the change it made and how I knew it had worked.",
];

export interface StarOptions {
  /** which frame to open with (the answer's position in the list) */
  variant?: number;
}

/** A STAR model answer in the first person, every part from a different piece of the statement and its role. */
export function starFromAchievement(a: CvAchievement, opts: StarOptions = {}): StarAnswer {
  const v = opts.variant ?? 0;
  const r = a.role;
  const situation = r
    ? SITUATION_FRAMES[v % SITUATION_FRAMES.length](`${r.title}${r.employer ? ` at ${r.employer}` : ""}${r.period ? ` (${r.period})` : ""}`)
    : "This example comes from my own work history, as my CV records it.";
  const { text: past, verbs } = inPast(a);
  const metric = a.metric && isMeasure(a.text, a.metric) ? a.metric : null;

  // The consequence ("…, which reduced…", "…, increasing the number…") and the purpose ("…to streamline the
  // accounts receivable process") come off the end of the statement first.
  let body = past;
  let consequence: string | null = null;
  const which = /,?\s+which\s+(?:has\s+|have\s+)?([a-z]+ly\s+)?([a-z]+)\s(.{4,})$/.exec(body);
  if (which && pastOfAny(which[2])) {
    consequence = `${which[1] ?? ""}${pastOfAny(which[2])} ${which[3]}`;
    body = body.slice(0, which.index);
  } else {
    const ing = /,\s+([a-z]+ing)\s(.{4,})$/.exec(body);
    const p = ing ? pastOfAny(ing[1]) : null;
    if (ing && p && (CHANGE.test(ing[1]) || (metric && ing[2].includes(metric)))) {
      consequence = `${p} ${ing[2]}`;
      body = body.slice(0, ing.index);
    }
  }
  const purposeMatch = /\s(?:in order to|so as to|to)\s+([a-z]+)\s([^;,]{6,140})$/.exec(body);
  const purpose = purposeMatch && BASE_VERBS.has(purposeMatch[1]) && body.slice(0, purposeMatch.index).split(" ").length >= 3 ? `${purposeMatch[1]} ${purposeMatch[2]}` : null;
  if (purpose) body = body.slice(0, purposeMatch!.index);

  // "Reduced latency by 40% by redesigning the cache": the outcome, then the method ("by" + a gerund).
  const method = /^(.{12,}?)\s(?:by|through)\s([a-z]+ing)\b(.*)$/.exec(body);
  const methodPast = method ? pastOfAny(method[2]) : null;
  const parts = splitClauses(body, (w) => !verbs || verbs.has(w.toLowerCase()));
  const firstBase = baseVerb(/^[A-Za-z]+/.exec(a.text)![0]) ?? a.verb;
  const goalOf = (clause: string) => withoutFigure(inBase(clause.replace(/^[A-Za-z]+/, firstBase), verbs), metric);

  let task: string;
  let action: string;
  let resultClause: string | null = null;
  if (method && methodPast) {
    task = purpose ? `My task was to ${purpose}.` : `My task was to ${goalOf(method[1])}.`;
    // "…by handling questions and resolving issues" → "handled questions and resolved issues".
    action = `I ${methodPast}${method[3].replace(/\b(and|,)\s([a-z]+ing)\b/g, (m, j: string, g: string) => `${j} ${pastOfAny(g) ?? g}`)}.`;
    // The outcome is the result only with its figure; without one it would say the task again.
    if (purpose || (metric && method[1].includes(metric))) resultClause = method[1];
  } else if (parts.length > 1) {
    task = purpose ? `My task was to ${purpose}.` : `My task was to ${goalOf(parts[0])}.`;
    const rest = purpose ? parts : parts.slice(1);
    const last = rest[rest.length - 1];
    const outcomeLast = rest.length > 1 && !consequence && CHANGE.test(last);
    const acts = outcomeLast ? rest.slice(0, -1) : rest;
    action = `I ${joinClauses(acts)}.`;
    if (outcomeLast) resultClause = last;
  } else {
    // One clause: the requirement is its head (verb and object), the action what the rest says it took: the
    // examples after "such as" / "including", a second verb after ", …ing", or the whole statement.
    const list = /^(.{8,}?),?\s(?:such as|including(?: but not limited to,?)?)\s(.{8,})$/.exec(body);
    const ing = /^(.{8,}?),\s([a-z]+ing)\s(.{4,})$/.exec(body);
    const ingPast = ing ? pastOfAny(ing[2]) : null;
    const obj = objectOf(body);
    if (list) {
      const listObj = objectOf(list[1]);
      task = purpose ? `My task was to ${purpose}.` : OWN.has(firstBase) && listObj && listObj.includes(" ") ? `I was responsible for ${listObj}.` : `My task was to ${goalOf(list[1])}.`;
      action = `That meant ${list[2].replace(/^,\s*/, "")}.`;
    } else if (ing && ingPast) {
      task = purpose ? `My task was to ${purpose}.` : `My task was to ${goalOf(ing[1])}.`;
      action = `I ${ingPast} ${ing[3]}.`;
    } else {
      const head = headOf(body);
      if (purpose) task = `My task was to ${purpose}.`;
      else if (obj && OWN.has(firstBase) && obj.split(" ").length >= 3) task = `I was responsible for ${withoutFigure(obj, metric)}.`;
      else if (head && head.split(" ").length < body.split(" ").length - 1) task = `My task was to ${goalOf(head)}.`;
      else task = r ? `It was my own responsibility as ${r.title}.` : "It was my own responsibility, not a shared one.";
      action = `I ${body}.`;
    }
  }

  let result: string;
  if (consequence) result = `The result: it ${consequence}.`;
  else if (resultClause && metric && resultClause.includes(metric)) result = `The result, in figures: I ${lowerFirst(resultClause)}.`;
  else if (resultClause && !action.includes(resultClause)) result = `The outcome: I ${lowerFirst(resultClause)}.`;
  else if (metric) {
    const clause = parts.find((p) => p.includes(metric)) ?? body;
    const phrase = figurePhrase(clause, metric);
    const change = CHANGE.test(clause) || /\bfrom\b/.test(phrase ?? "");
    result = phrase ? `${change ? "The result, in figures" : "The scale of it, in figures"}: ${phrase}.` : NO_FIGURE[v % NO_FIGURE.length];
  } else result = NO_FIGURE[v % NO_FIGURE.length];
  return { situation, task, action, result };
}

/** The verb and what it acts on, up to the first preposition that starts a modifier ("worked as an Asm"). */
function headOf(clause: string): string | null {
  const words = clause.split(/\s+/);
  for (let i = 3; i < words.length; i++) {
    const w = words[i].toLowerCase();
    if (w !== "and" && w !== "or" && OBJECT_STOP.has(w)) return words.slice(0, i).join(" ").replace(/[,;]$/, "");
  }
  return null;
}

/** "assisted in plating", "assisted guests…" → "assisted in plating and assisted guests…". */
function joinClauses(clauses: string[]): string {
  const cs = clauses.map((c, i) => (i === 0 ? lowerFirst(c) : c));
  return cs.length <= 1 ? cs.join("") : `${cs.slice(0, -1).join(", ")} and ${cs[cs.length - 1]}`;
}

/**
 * "reduce latency by 40%" → "reduce latency": a figure of change leaves the goal for the result. "used weekly by
 * 200 store managers" keeps its figure: there "by" names who, and cutting it would break the phrase.
 */
function withoutFigure(goal: string, metric: string | null): string {
  if (!metric) return goal;
  const cut = ` by ${metric}`;
  const at = goal.indexOf(cut);
  if (at < 0) return goal;
  const after = goal.slice(at + cut.length);
  return /^(?:$|[,;.)]|\s(?:in|over|within|across|through|per|from|year|month|week|compared|versus|vs)\b)/.test(after) ? goal.slice(0, at) + after : goal;
}

/** A STAR outline anchored on a CV line that is a fact but no achievement (a training, a project, a post held). */
export function starFromLine(line: CvLine): StarAnswer {
  return {
    situation: `The closest example on my CV: ${line.text.replace(/[.\s]+$/, "")}.`,
    task: "Outline (the CV line does not say more): say what was asked of you there and the standard you were held to.",
    action: "Outline: describe the two or three steps you took yourself, in the first person, and why you chose them.",
    result: "Outline: end with what came of it, with a number if you have one, and what you learned.",
  };
}

/** Whether the answer says a sentence twice (across or within its parts), compared without case or punctuation. */
export function repeatedSentence(answer: StarAnswer): string | null {
  const seen = new Set<string>();
  for (const part of Object.values(answer)) {
    for (const s of part.split(/(?<=[.!?])\s+/)) {
      const key = s.toLowerCase().replace(/[^a-z0-9%$£€ ]/g, "").replace(/\s+/g, " ").trim();
      if (!key) continue;
      if (seen.has(key)) return s;
      seen.add(key);
    }
  }
  return null;
}
