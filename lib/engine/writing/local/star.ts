/**
 * STAR model answers from one CV statement, each part from a different piece of it so that no sentence is said
 * twice: the situation from the role it sits under (title, employer, dates); the task from its purpose clause, the
 * outcome it aimed at, its first clause, or what it was responsible for; the action from the verb phrase (the method
 * after "by …ing", or the clauses after the first); the result from its consequence ("…, which reduced…",
 * "…, increasing…"), its figure, or an outcome clause. Every content word traces to the statement: verbs only change
 * tense, and frames ("My task was to", "In figures:") add no claim. A statement with no result says so.
 */
import { BASE_VERBS, baseVerb, type CvAchievement, type CvLine } from "./interview-evidence";
import {
  CHANGE,
  OWN,
  figurePhrase,
  headOf,
  inBase,
  inPast,
  isMeasure,
  joinClauses,
  lowerFirst,
  objectOf,
  pastOfAny,
  splitClauses,
  withoutFigure,
} from "./star-clauses";
import { isSpace, trimEndWhere } from "./text";

export interface StarAnswer {
  situation: string;
  task: string;
  action: string;
  result: string;
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
  /** the question's topic when the statement is not about it: the situation says it is the closest example */
  closestTo?: string | null;
}

/** A STAR model answer in the first person, every part from a different piece of the statement and its role. */
export function starFromAchievement(a: CvAchievement, opts: StarOptions = {}): StarAnswer {
  const v = opts.variant ?? 0;
  const r = a.role;
  const roleText = r ? `${r.title}${r.employer ? ` at ${r.employer}` : ""}${r.period ? ` (${r.period})` : ""}` : null;
  const situation = opts.closestTo
    ? `My CV has no direct example of ${opts.closestTo}; the closest related one ${roleText ? `comes from my time as ${roleText}` : "is from my own work history"}.`
    : r
      ? SITUATION_FRAMES[v % SITUATION_FRAMES.length](
          `${r.title}${r.employer ? ` at ${r.employer}` : ""}${r.period ? ` (${r.period})` : ""}`,
        )
      : "This example comes from my own work history, as my CV records it.";
  const { text: past, verbs } = inPast(a);
  const metric = a.metric && isMeasure(a.text, a.metric) ? a.metric : null;

  // The consequence ("…, which reduced…", "…, increasing the number…") and the purpose ("…to streamline the
  // accounts receivable process") come off the end of the statement first.
  let body = past;
  let consequence: string | null = null;
  const which = whichClause(body);
  if (which && pastOfAny(which.verb)) {
    consequence = `${which.adverb ?? ""}${pastOfAny(which.verb)} ${which.rest}`;
    body = body.slice(0, which.index);
  } else {
    const ing = ingClause(body);
    const p = ing ? pastOfAny(ing.verb) : null;
    if (ing && p && (CHANGE.test(ing.verb) || (metric && ing.rest.includes(metric)))) {
      consequence = `${p} ${ing.rest}`;
      body = body.slice(0, ing.index);
    }
  }
  // "… forklift with zero incidents in 3 years": the safety or quality record is the result, not part of the action.
  let record: string | null = null;
  if (!consequence && metric && /^(?:zero|no)\s/i.test(metric)) {
    const at = body.search(/\s(?:with|and)\s(?:zero|no)\s/i);
    if (at > 0) {
      record = body.slice(at).replace(/^\s(?:with|and)\s/i, "");
      body = body.slice(0, at);
    }
  }
  const purposeMatch = /\s(?:in order to|so as to|to)\s+([a-z]+)\s([^;,]{6,140})$/.exec(body);
  const purpose =
    purposeMatch && BASE_VERBS.has(purposeMatch[1]) && body.slice(0, purposeMatch.index).split(" ").length >= 3
      ? `${purposeMatch[1]} ${purposeMatch[2]}`
      : null;
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
  } else if (parts.length === 2 && !purpose && !consequence && metric && parts[1].includes(metric) && !parts[0].includes(metric)) {
    // "Lead a team of 14 associates on the outbound dock; hit 99.6% ship-on-time": what I did, then what came of it.
    task = r ? `It was my own responsibility as ${r.title}.` : "It was my own responsibility, not a shared one.";
    action = `I ${parts[0]}.`;
    resultClause = parts[1];
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
      task = purpose
        ? `My task was to ${purpose}.`
        : OWN.has(firstBase) && listObj && listObj.includes(" ")
          ? `I was responsible for ${listObj}.`
          : `My task was to ${goalOf(list[1])}.`;
      action = `That included ${list[2].replace(/^,\s*/, "")}.`;
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
  else if (record) result = `The record: ${record}.`;
  else if (resultClause && metric && resultClause.includes(metric)) result = `The result, in figures: I ${lowerFirst(resultClause)}.`;
  else if (resultClause && !action.includes(resultClause)) result = `The outcome: I ${lowerFirst(resultClause)}.`;
  else if (metric) {
    const clause = parts.find((p) => p.includes(metric)) ?? body;
    const phrase = figurePhrase(clause, metric);
    const change = CHANGE.test(clause) || /\bfrom\b/.test(phrase ?? "");
    result = phrase
      ? change
        ? /^from\s/.test(phrase)
          ? `In figures, it went ${phrase}.`
          : `In figures, the result was ${phrase}.`
        : `The scale of it, as my CV records it: ${phrase}.`
      : NO_FIGURE[v % NO_FIGURE.length];
  } else result = NO_FIGURE[v % NO_FIGURE.length];
  return { situation, task, action, result };
}

/** A STAR outline anchored on a CV line that is a fact but no achievement (a training, a project, a post held). */
export function starFromLine(line: CvLine): StarAnswer {
  return {
    situation: `The closest example on my CV is “${trimEndWhere(line.text.replace(/\s+/g, " "), (ch) => ch === "." || isSpace(ch))}”.`,
    task: "Outline (the CV line does not say more): say what was asked of you there and which standard applied.",
    action: "Outline: describe the two or three steps you took yourself, in the first person, and why you chose them.",
    result: "Outline: end with what came of it, with a number if you have one, and what you learned.",
  };
}

/** Whether the answer says a sentence twice (across or within its parts), compared without case or punctuation. */
export function repeatedSentence(answer: StarAnswer): string | null {
  const seen = new Set<string>();
  for (const part of Object.values(answer)) {
    for (const s of part.split(/(?<=[.!?])\s+/)) {
      const key = s
        .toLowerCase()
        .replace(/[^a-z0-9%$£€ ]/g, "")
        .replace(/\s+/g, " ")
        .trim();
      if (!key) continue;
      if (seen.has(key)) return s;
      seen.add(key);
    }
  }
  return null;
}

/**
 * ", which [has] [adverb] verb rest" at the first " which " (one line to the end): where the clause starts (its comma
 * or the whitespace before "which"), the adverb, the verb and the rest. Found with indexOf and an anchored pattern,
 * not an unanchored one whose backtracking is quadratic.
 */
function whichClause(body: string): { index: number; adverb: string | undefined; verb: string; rest: string } | null {
  const at = body.search(/\swhich\s/);
  if (at < 0) return null;
  const m = /^which\s+(?:has\s+|have\s+)?([a-z]+ly\s+)?([a-z]+)\s(.{4,})$/.exec(body.slice(at + 1));
  if (!m) return null;
  let index = at;
  while (index > 0 && isSpace(body[index - 1])) index--;
  if (index > 0 && body[index - 1] === ",") index--;
  return { index, adverb: m[1], verb: m[2], rest: m[3] };
}

/** ", increasing the number of …" (one line to the end): the first comma followed by a gerund, its verb and the rest. */
function ingClause(body: string): { index: number; verb: string; rest: string } | null {
  const lastNewline = body.lastIndexOf("\n");
  const gerund = /,\s+([a-z]+ing)\s/y;
  for (let i = body.indexOf(",", lastNewline + 1); i >= 0; i = body.indexOf(",", i + 1)) {
    gerund.lastIndex = i;
    const m = gerund.exec(body);
    if (!m) continue;
    const rest = body.slice(gerund.lastIndex);
    if (rest.length >= 4) return { index: i, verb: m[1], rest };
  }
  return null;
}
