/**
 * The candidate's own achievements, read from the CV as written, for interview model answers. Real CVs arrive as
 * bulleted lines, one long line (text exported from a PDF, with runs of spaces where the lines were) or sentences,
 * so the CV is cut into statements at line breaks, bullet marks, runs of three or more spaces and sentence ends,
 * and a statement counts when it opens with an action verb. Each keeps its offsets in the CV (for `source`) and the
 * role it sits under. The STAR answer is then written from one statement: the role for the situation, the
 * statement's purpose or first clause for the task, the statement in the first person for the action, and its
 * figure (or its last clause) for the result. Nothing is added that the CV does not say.
 */
import { parseCv } from "@/lib/engine/parse";
import { recognizeRole } from "@/lib/engine/salary";
import { findOccupation } from "@/lib/knowledge/occupations";

export interface CvAchievement {
  /** the statement as written, without bullet marks or the closing full stop */
  text: string;
  /** offsets of `text` in the CV */
  start: number;
  end: number;
  /** the first figure in it ("40%", "£310k", "15,000"), as written */
  metric: string | null;
  /** its opening verb in the past tense ("reduced"); null when it opens with a quoted clause only */
  verb: string;
  role: { title: string; employer: string | null; period: string | null } | null;
}

// Base forms of verbs CVs open statements with (authored list); past forms are derived with IRREGULAR below.
export const BASE_VERBS = new Set(
  `accelerate achieve acquire act adapt adhere administer advise analyse analyze answer apply arrange assemble assess assist
  attend audit automate boost build calculate care champion change clean coach collaborate compile complete conduct
  configure consolidate construct consult contribute control convert cook coordinate count create cultivate cut
  debug decrease define deliver deploy design develop devise diagnose direct dispatch distribute document double draft
  drive edit educate eliminate enable engineer enhance ensure establish evaluate execute expand facilitate fabricate
  file fill fix forecast formulate foster generate greet grow guide halve handle help hire host identify implement
  improve increase initiate inspect install instruct integrate interview introduce investigate launch lead liaise load
  log maintain manage map market measure meet mentor migrate minimise minimize model modernise modernize monitor
  motivate negotiate nurse onboard operate optimise optimize orchestrate organise organize oversee own pack partner
  perform pilot pioneer plan prepare prescribe present prioritise prioritize process procure produce program promote
  propose prospect prototype provide publish raise rebuild receive recommend reconcile record recruit redesign reduce
  refactor register reorganise reorganize repair replace report represent research resolve respond restructure
  revamp review revise run save scale schedule screen secure select sell serve service set ship simplify solve sort
  source spearhead standardise standardize start steer stock streamline strengthen structure supervise supply support
  survey tailor taste teach test track train observe smell transform translate treat triple troubleshoot tutor update upgrade use
  validate verify visit weld win work write`
    .split(/\s+/)
    .filter(Boolean),
);

export const IRREGULAR: Record<string, string> = {
  build: "built",
  rebuild: "rebuilt",
  cut: "cut",
  drive: "drove",
  grow: "grew",
  lead: "led",
  meet: "met",
  oversee: "oversaw",
  run: "ran",
  sell: "sold",
  set: "set",
  teach: "taught",
  win: "won",
  write: "wrote",
  keep: "kept",
  hold: "held",
  make: "made",
  bring: "brought",
  take: "took",
  begin: "began",
  find: "found",
  spend: "spent",
  send: "sent",
  buy: "bought",
  pay: "paid",
};
const PAST_TO_BASE = new Map(Object.entries(IRREGULAR).map(([b, p]) => [p, b]));
const DOUBLED = new Set(["plan", "ship", "stop", "map", "log", "program", "control", "pilot"]);
// Contact details, and square brackets: anonymisation marks ("[REMOVED]") that an answer must never quote.
export const NOT_ACHIEVEMENT = /@|https?:|www\.|\+?\d[\d\s()-]{8,}\d|\[|\]/i;

/** The base form of a CV's opening verb ("reduced" → "reduce", "manages" → "manage"), or null. */
export function baseVerb(word: string): string | null {
  const w = word.toLowerCase();
  if (BASE_VERBS.has(w)) return w;
  if (PAST_TO_BASE.has(w)) return PAST_TO_BASE.get(w)!;
  const candidates: string[] = [];
  if (w.endsWith("ied")) candidates.push(`${w.slice(0, -3)}y`);
  if (w.endsWith("ed")) {
    const stem = w.slice(0, -2);
    candidates.push(`${stem}e`, stem, stem.slice(0, -1), w.slice(0, -1));
  }
  if (w.endsWith("ing") && w.length > 5) {
    const stem = w.slice(0, -3);
    candidates.push(stem, `${stem}e`, stem.slice(0, -1));
  }
  if (w.endsWith("ies")) candidates.push(`${w.slice(0, -3)}y`);
  if (w.endsWith("es")) candidates.push(w.slice(0, -2));
  if (w.endsWith("s")) candidates.push(w.slice(0, -1));
  return candidates.find((c) => BASE_VERBS.has(c)) ?? null;
}

export function pastOf(base: string): string {
  if (IRREGULAR[base]) return IRREGULAR[base];
  if (DOUBLED.has(base)) return `${base}${base.slice(-1)}ed`;
  if (base.endsWith("e")) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

// A figure that measures something: money, a percentage, a count of people or things, or a number of two or more
// digits; not a list number ("2.") or a single digit in a phrase.
// A number is read from its first digit only (the lookbehinds), so a long run of digits is not rescanned from each.
export const METRIC =
  /[$€£¥₹]\s?\d[\d,.]*(?:\s?(?:million|billion|bn|k|m)\b)?|(?<![\d.,])\d[\d,.]*\s?(?:%|percent)|(?<![\d.,])\d+\s(?:hours?|days?|weeks?|months?|years?|people|staff|users|customers|clients|patients|students|employees|engineers|projects|sites|stores|beds|services|requests|applicants)\b|(?<![\d.,])\d{2,}(?:[,.]\d+)*\b/i;

/**
 * The statement's outcome figure: a percentage or an amount of money when it has one ("Lead a team of 14 …; hit
 * 99.6% ship-on-time" → "99.6%"), else a zero record ("zero incidents"), else its first figure.
 */
export function outcomeMetric(text: string): string | null {
  const zero = ZERO_OUTCOME.exec(text)?.[0] ?? null;
  let first: string | null = null;
  let at = 0;
  for (let m = METRIC.exec(text); m; m = METRIC.exec(text.slice(at))) {
    const figure = m[0].trim();
    first ??= figure;
    if (/[$€£¥₹%]|percent/i.test(figure)) return figure;
    at += m.index + m[0].length;
  }
  return zero ?? first;
}

/** "with zero incidents in 3 years", "no lost-time injuries": a safety or quality record is the outcome. */
const ZERO_OUTCOME =
  /\b(?:zero|no)\s(?:[a-z]+[- ])?(?:incidents?|accidents?|errors?|defects?|complaints?|injur(?:y|ies)|breaches|findings|mis-?ships?|returns|stock-?outs?)\b/i;

/** The text without trailing characters from `chars` (a loop, not a `[…]+$` pattern, which rescans a long run). */
function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

/** A capitalised verb form ("Ensured", "Maintaining", "Manages") at `at`: where a flattened bullet began. */
function startsStatement(cv: string, at: number): boolean {
  let end = at;
  while (end < cv.length && end - at < 20 && /[A-Za-z]/.test(cv[end])) end++;
  const word = cv.slice(at, end);
  // "…employees Systematically tasted…": an adverb opening the statement, then its verb.
  if (/^[A-Z][a-z]+ly$/.test(word) && cv[end] === " ") {
    let next = end + 1;
    while (next < cv.length && next - end < 20 && /[a-z]/.test(cv[next])) next++;
    const verb = cv.slice(end + 1, next);
    const base = baseVerb(verb);
    return !!base && pastOf(base) === verb;
  }
  return word.length > 3 && /^[A-Z][a-z]+$/.test(word) && baseVerb(word) !== null && !BASE_VERBS.has(word.toLowerCase());
}

/** Cuts the CV into statements with their offsets: line breaks, bullet marks, runs of 3+ spaces, sentence ends. */
export function statements(cv: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let from = 0;
  const push = (end: number) => {
    const raw = cv.slice(from, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) out.push({ text, start: from + lead });
  };
  for (let i = 0; i < cv.length; i++) {
    const ch = cv[i];
    // "â¢" is a bullet mark whose UTF-8 bytes were read as Latin-1 on the way in (common in PDF exports).
    if (
      ch === "\n" ||
      ch === "•" ||
      ch === "●" ||
      ch === "▪" ||
      ch === "◦" ||
      ch === "·" ||
      ch === "" ||
      (ch === "â" && (cv[i + 1] === "¢" || cv[i + 2] === "¢"))
    ) {
      push(i);
      from = i + 1;
    } else if ((ch === " " || ch === "\t") && cv[i + 1] === ch && cv[i + 2] === ch) {
      push(i);
      while (i + 1 < cv.length && (cv[i + 1] === " " || cv[i + 1] === "\t")) i++;
      from = i + 1;
    } else if (
      ch === " " &&
      /[A-Z]/.test(cv[i + 1] ?? "") &&
      (/[a-z0-9)%]/.test(cv[i - 1] ?? "") || (cv[i - 1] === " " && /[a-z0-9)%]/.test(cv[i - 2] ?? ""))) &&
      startsStatement(cv, i + 1)
    ) {
      // Bullets flattened into one line: "…purchasing cards Ensured compliance…" starts a new statement at the verb.
      push(i);
      from = i + 1;
    } else if ((ch === "." || ch === "!" || ch === "?" || ch === ";") && /\s/.test(cv[i + 1] ?? "")) {
      // A sentence ends where the next non-space character is a capital ("…focused.  Showed…").
      let j = i + 1;
      while (j < cv.length && (cv[j] === " " || cv[j] === "\t")) j++;
      // …or a numbered item ("…completed.  2.  Finance…").
      if (/[A-Z]/.test(cv[j] ?? "") || (/\d/.test(cv[j] ?? "") && (cv[j + 1] === "." || cv[j + 2] === "."))) {
        push(i);
        from = i + 1;
      }
    }
  }
  push(cv.length);
  return out;
}

/** Anonymised tokens some CV datasets leave where the employer or place was ("Company Name", "City"). */
const ANONYMISED = /^(company name|city|state|employer|name)$/i;

export function findCvAchievements(cv: string): CvAchievement[] {
  if (!cv.trim()) return [];
  const all = statements(cv);
  const roles = parseCv(cv, { now: new Date(Date.UTC(2026, 0, 1)) })
    .roles.map((r) => {
      const at =
        r.dateText && cv.includes(r.dateText) ? cv.indexOf(r.dateText) : r.title && cv.includes(r.title) ? cv.indexOf(r.title) : -1;
      // Layouts that put the title in its own short statement next to the dates ("01/2013 to 03/2014  Accountant").
      // …after the dates ("01/2013 to 03/2014  Accountant") or just before them ("Assistant Project Manager , 07/2017 to…").
      const near = [
        ...all.filter((x) => x.start > at && x.start < at + 200).slice(0, 3),
        ...all
          .filter((x) => x.start < at && x.start > at - 150)
          .slice(-2)
          .reverse(),
      ]
        .map((x) => ({ ...x, text: trimEndOf(x.text, " \t,|–-") }))
        .filter((x) => x.text.split(/\s+/).length <= 5);
      const parsed = r.title && cv.includes(r.title) && (findOccupation(r.title)?.score ?? 0) >= 0.6 ? r.title : null;
      const title =
        parsed ??
        near.find((x) => /^[A-Z]/.test(x.text) && ((findOccupation(x.text)?.score ?? 0) >= 0.75 || !!recognizeRole(x.text).match))?.text ??
        null;
      return {
        title,
        employer:
          r.employer && cv.includes(r.employer) && !ANONYMISED.test(r.employer.trim()) && !/[•â¢]/.test(r.employer) ? r.employer : null,
        period: r.dateText ? r.dateText.replace(/\s+/g, " ") : null,
        at,
      };
    })
    .filter((r): r is { title: string; employer: string | null; period: string | null; at: number } => !!r.title && r.at >= 0)
    .sort((a, b) => a.at - b.at);
  const out: CvAchievement[] = [];
  for (const s of all) {
    // Bullet marks, leftovers of a mis-read bullet ("¢"), and a field label ("description - Generating leads…").
    let text = s.text.replace(/^[-–—*>¢\u0080\s]+/, "").replace(/^[a-z]+ [-–] (?=[A-Z])/, "");
    const start = s.start + (s.text.length - text.length);
    while (/[.;,:]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
    if (text.length < 25 || text.length > 260 || NOT_ACHIEVEMENT.test(text) || text.split(/\s+/).length < 5) continue;
    const first = /^[A-Za-z]+/.exec(text)?.[0] ?? "";
    // A capitalised verb opening the statement; "Skilled …", "Detailed …" and the like are not actions.
    if (
      !/^[A-Z]/.test(first) ||
      /^(skilled|detailed|dedicated|experienced|certified|licensed|qualified|talented|seasoned|accomplished|motivated|driven|focused|committed|proven)$/i.test(
        first,
      )
    )
      continue;
    const base = baseVerb(first);
    if (!base) continue;
    const words = text.split(/\s+/);
    // A list of skills or headings ("Increase, Training, Coaching, …") or a description ("Design includes…").
    if (words.slice(1).filter((w) => /^[A-Z]/.test(w)).length > 0.4 * (words.length - 1)) continue;
    if (words.slice(1, 4).some((w) => /^(is|are|was|were|includes|include|has|have)$/i.test(w))) continue;
    // Items of a list laid out with double spaces ("Training and development  Skilled multi-tasker  Client…").
    if ((text.match(/\s\s[A-Z]/g) ?? []).length >= 2) continue;
    // A gerund naming a thing ("Engineering Technician", "Monitoring and Analysis Systems") is not an action.
    if (/ing$/i.test(first) && /^[A-Z]/.test(words[1] ?? "")) continue;
    const role = [...roles].reverse().find((r) => r.at >= 0 && r.at <= start) ?? null;
    out.push({
      text,
      start,
      end: start + text.length,
      metric: outcomeMetric(text),
      verb: pastOf(base),
      role: role ? { title: role.title, employer: role.employer, period: role.period } : null,
    });
  }
  return out;
}

/** A CV line that is a fact but not an achievement statement: a project, a training, a job held, a duty. */
export interface CvLine {
  text: string;
  start: number;
  end: number;
}

// Lines that carry no example to talk about: skill tables ("AUTO CAD- Exprience - 6 months"), field labels,
// job-seeking statements, and lists of strengths.
const NOT_A_FACT =
  /exprience|experience\s*-\s*\d|^(company|description|skills?|strengths?|education|objective)\b\s*[-:]|searching for a job|looking for|^(honest|quick learner|positive thinking)/i;
// Words that make a line an example of work done (a project, a training, a post, an installation).
const WORK_WORDS =
  /\b(project|training|trained|design|fabrication|installation|maintenance|machine|job|lecturer|teacher|classes|competition|course|fire ?fighting|damage control|plant|workshop|assembly|internship|volunteer|experience of)\b/i;

/**
 * Fallback facts for CVs without achievement statements (thin CVs, fresher CVs): lines of four or more words that
 * describe work, training or a project, most descriptive first; dates-first education lines count last.
 */
export function findCvLines(cv: string): CvLine[] {
  const out: (CvLine & { score: number })[] = [];
  for (const s of statements(cv)) {
    let text = s.text.replace(/^[-–—*>¢\u0080\s\d.)]+(?=[A-Za-z])/, "").replace(/^[a-z]+ [-–] /, "");
    const start = s.start + s.text.indexOf(text);
    text = trimEndOf(text, " .;,:-–\t");
    if (text.length < 25 || text.length > 200 || NOT_ACHIEVEMENT.test(text) || NOT_A_FACT.test(text)) continue;
    if (text.split(/\s+/).length < 4 || !/[a-z]{3,}/.test(text)) continue;
    const datesFirst = /^(january|february|march|april|may|june|july|august|september|october|november|december|\d{4})\b/i.test(text);
    out.push({ text, start, end: start + text.length, score: (WORK_WORDS.test(text) ? 2 : 0) - (datesFirst ? 2 : 0) });
  }
  return out.sort((a, b) => b.score - a.score || a.start - b.start).map(({ text, start, end }) => ({ text, start, end }));
}
