/**
 * A CV read into what the scorers need: sections, bullets, dated roles and skill mentions tagged with
 * where they appear. Skills in an experience bullet count as evidence; skills only in a list do not,
 * which is what makes keyword stuffing unprofitable.
 */
import { findDateRanges, presentAsOf } from "@/lib/engine/parse/dates";
import { classifyHeading } from "@/lib/engine/parse/sections";
import { splitDuties } from "@/lib/engine/parse/split";
import { findSkillsInText } from "@/lib/knowledge/skills";
import type { Skill } from "@/lib/knowledge/types";
import { isJobTitle } from "./job-header";
import { countWords, findFillers, hasMetric, startsWithActionVerb } from "./text-utils";

export type SectionKind =
  "header" | "summary" | "experience" | "skills" | "education" | "certifications" | "projects" | "languages" | "other";

export interface CvLine {
  text: string;
  section: SectionKind;
  index: number;
  isHeading: boolean;
  isBullet: boolean;
  /** offset of the line's first character in the normalised text */
  offset: number;
}

export interface CvBullet {
  text: string;
  section: SectionKind;
  actionVerb: boolean;
  metric: boolean;
  fillers: string[];
  words: number;
}

export interface CvRole {
  title: string;
  startMonth: number; // months since year 0 (year*12 + month-1)
  endMonth: number;
  months: number;
  current: boolean;
  line: string;
  /** bullet lines that follow the role line, until the next role (a line cut into duties is listed once, whole) */
  bullets: string[];
}

export interface SkillEvidence {
  skill: Skill;
  /** mentions inside experience/project bullets or role lines */
  inExperience: number;
  inSummary: number;
  inSkillsList: number;
  inOther: number;
  /** the CV lines that mention the skill in experience (for suggestions and evidence) */
  experienceLines: string[];
}

export interface CvStructure {
  lines: CvLine[];
  sections: Set<SectionKind>;
  bullets: CvBullet[];
  roles: CvRole[];
  skills: Map<string, SkillEvidence>;
  /** total months covered by dated roles (overlaps merged), or a stated figure */
  yearsExperience: number;
  statedYears: number | null;
  words: number;
  hasEmail: boolean;
  hasPhone: boolean;
  hasLinkedIn: boolean;
  summaryText: string;
  /** the text the line offsets refer to (line breaks normalised, flattened pages cut into lines) */
  text: string;
}

const HEADINGS: [RegExp, SectionKind][] = [
  [/^(professional\s+|personal\s+|career\s+)?(summary|profile|objective|about( me)?|overview|statement)$/i, "summary"],
  [/^((professional|work|relevant|employment|career)\s+)?(experience|history|employment)( history)?$/i, "experience"],
  [/^(work|employment|career)\s+history$/i, "experience"],
  [
    /^((technical|core|key|professional)\s+)?(skills|competencies|competences|expertise|technologies|tech stack|toolkit)(\s*(&|and)\s*\w+)?$/i,
    "skills",
  ],
  [
    /^(education|academic background|academic qualifications|qualifications|training)(\s*(&|and)\s*(training|qualifications|certifications?))?$/i,
    "education",
  ],
  [
    /^(certifications?|licen[cs]es?|courses|professional development)(\s*(&|and)\s*(certifications?|training|licen[cs]es?|courses))?$/i,
    "certifications",
  ],
  [/^((selected|key|personal|side)\s+)?projects$/i, "projects"],
  [/^languages?$/i, "languages"],
  // The "… Details" headings of a common Indian CV template (Education Details / Skill Details / Company Details).
  [/^(skills?|technical) details$/i, "skills"],
  [/^(education|academic) details$/i, "education"],
  [/^(company|employment|work|experience) details$/i, "experience"],
  [/^projects? details$/i, "projects"],
  [/^(interests|hobbies|volunteering|volunteer experience|references|awards|publications|achievements)$/i, "other"],
];

const BULLET_RE = /^\s*([•·*▪◦‣–—-]|\d+[.)])\s+/;

/** A line with a date range and at most this many words is a role line ("Nurse, St Mary's, 2019 – Present"). */
const ROLE_LINE_WORDS = 16;

/** Longer unmarked lines are paragraphs, not bullets (long bullets run 35-45 words). */
const MAX_UNMARKED_BULLET_WORDS = 60;

/** Section of a "Label: content" line whose label is a CV heading ("Skills: SQL, Python"); null otherwise. */
export function inlineLabel(line: string): SectionKind | null {
  // A label never needs to end in a space (the lookbehind): the whitespace before ":" is matched once, not per label length.
  const m = /^([\p{L}][\p{L} &/]{1,40}?)(?<! )\s*:\s*\S/u.exec(line);
  return m ? headingKind(m[1]) : null;
}

/** Whether a line is a CV section heading of our vocabulary ("Experience", "Skill Details", "EDUCATION:"). */
export function isSectionHeading(line: string): boolean {
  return headingKind(line) !== null;
}

function headingKind(line: string): SectionKind | null {
  const t = line
    .replace(/[:|#*_=]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || countWords(t) > 5) return null;
  for (const [re, kind] of HEADINGS) if (re.test(t)) return kind;
  // Headings in German, French and Spanish ("Berufserfahrung", "Ausbildung", "Kenntnisse", "Formation"): the parser's list.
  const other = classifyHeading(t);
  return other === "contact" ? "other" : other;
}

/**
 * Parses "Jan 2020 – Present", "03/2019 - 2021", "2018 to 2020", "04/2019 – heute", "janv. 2018 - aujourd'hui" on one
 * line: the first range the shared reader (lib/engine/parse/dates) finds, in months since year 0.
 */
const RANGE_CACHE = new Map<string, { start: number; end: number; current: boolean } | null>();
const RANGE_CACHE_MAX = 4096;

export function parseDateRange(line: string, asOfMonth: number): { start: number; end: number; current: boolean } | null {
  if (!/\d{4}/.test(line)) return null;
  // Each line is asked about up to three times in one CV (its own role, a neighbour's, a run-on piece).
  const key = `${asOfMonth}\u0000${line}`;
  const hit = RANGE_CACHE.get(key);
  if (hit !== undefined) return hit;
  if (RANGE_CACHE.size >= RANGE_CACHE_MAX) RANGE_CACHE.clear();
  const out = readDateRange(line, asOfMonth);
  RANGE_CACHE.set(key, out);
  return out;
}

function readDateRange(line: string, asOfMonth: number): { start: number; end: number; current: boolean } | null {
  const now = new Date(Date.UTC(Math.floor(asOfMonth / 12), asOfMonth % 12, 15));
  const r = findDateRanges(line, now).find((x) => !/^(?:since|seit|depuis|desde)\b/i.test(x.text));
  if (!r) return null;
  const start = r.start.year * 12 + (r.start.month ?? 1) - 1;
  const end = r.current || !r.end ? asOfMonth : r.end.year * 12 + (r.end.month ?? 12) - 1;
  if (end < start || start > asOfMonth + 12) return null;
  return { start, end, current: r.current };
}

function mergedMonths(roles: CvRole[]): number {
  const spans = roles.map((r) => [r.startMonth, r.endMonth] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const [s, e] of spans) {
    if (!cur || s > cur[1]) {
      if (cur) total += cur[1] - cur[0] + 1;
      cur = [s, e];
    } else cur[1] = Math.max(cur[1], e);
  }
  if (cur) total += cur[1] - cur[0] + 1;
  return total;
}

/**
 * A CV that states its own total ("with 5+ years experience", "over 25 years' experience") was written when
 * the statement was true: when its dated roles with "Present" read as today add up to more than
 * STATED_YEARS_SLACK years beyond the statement, its open roles end where the total meets the statement
 * (never before they start). Closed roles are never shortened.
 */
export const STATED_YEARS_SLACK = 3;

export function endOpenRolesAtStatement(roles: CvRole[], statedYears: number): void {
  const open = roles.filter((r) => r.current);
  if (!open.length) return;
  const excess = mergedMonths(roles) - Math.round(statedYears * 12);
  if (excess <= STATED_YEARS_SLACK * 12) return;
  const latestEnd = Math.max(...open.map((r) => r.endMonth));
  for (const r of open) {
    r.endMonth = Math.max(r.startMonth, latestEnd - excess);
    r.months = r.endMonth - r.startMonth + 1;
  }
}

// "Company Name" is the placeholder anonymised CV datasets put where the employer was: never part of a title.
const headOf = (l: string) =>
  l
    .replace(/\bcompany name\b/gi, " ")
    .replace(/(?<![|,()–—-])[|,()–—-]+\s*$/g, "")
    .replace(/\s{2,}/g, " ")
    .trim()
    .split(/\s[|@–—]\s|,\s| at /)[0]
    ?.trim() ?? "";

/** The line with its date ranges blanked (the shared reader's ranges, any language). */
function withoutDateRanges(line: string): string {
  let out = line;
  for (const r of findDateRanges(line).reverse()) out = `${out.slice(0, r.index)} ${out.slice(r.index + r.text.length)}`;
  return out;
}

/**
 * The role's title: the date line's own words, else the line before it; on flattened CVs, where the title may
 * stand a piece or two before or after the dates ("Company Name   City, State   Title   01/2014 to Current"),
 * the nearest of those pieces that reads as a job title.
 */
function roleTitle(line: string, near: (string | undefined)[]): string {
  const head = headOf(withoutDateRanges(line));
  const usable = (t: string) => countWords(t) >= 1 && countWords(t) <= 8 && /\p{L}/u.test(t);
  if (usable(head) && isJobTitle(head)) return head;
  for (const n of near) {
    const t = n ? headOf(n) : "";
    if (usable(t) && isJobTitle(t)) return t;
  }
  if (usable(head)) return head;
  return near[0] ? headOf(near[0]) : "";
}

/** A line this long with runs of 3+ spaces is a flattened page, not a paragraph. */
const FLAT_LINE_CHARS = 300;
const SPACE_RUN = / {3,}|\t+/;
/** "01/2017   to   Current": a range whose parts the flattening spaced apart is glued back first. */
const SPACED_RANGE = /(\d{4}) {2,}(to|until|-|–|—) {2,}/gi;

/**
 * PDF and HTML exports put a whole CV on one line and keep its line breaks only as runs of spaces ("ROOM
 * CHEF     Summary    Motivated …     Experience     Room Chef   05/2014   to   09/2015   …"). Such a line is
 * cut at runs of 3+ spaces so headings, role lines and bullets are read as lines; two spaces stay (list items).
 */
export function unflattenCv(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (!lines.some((l) => l.length > FLAT_LINE_CHARS && SPACE_RUN.test(l))) return lines.join("\n");
  return lines
    .map((l) =>
      l.length > FLAT_LINE_CHARS && SPACE_RUN.test(l)
        ? l
            .replace(SPACED_RANGE, "$1 $2 ")
            .split(SPACE_RUN)
            .map((p) => p.trim())
            .filter(Boolean)
            .join("\n")
        : l,
    )
    .join("\n");
}

/**
 * `asOf` resolves "Present"; callers pass the request time so equal input on one day gives equal output. A CV
 * whose latest written year is long before `asOf` ends its open ranges when it was written (presentAsOf).
 */
export function analyzeCv(text: string, asOf: Date = new Date(Date.UTC(2026, 0, 1))): CvStructure {
  const present = presentAsOf(text, asOf);
  const asOfMonth = present.getUTCFullYear() * 12 + present.getUTCMonth();
  const normalised = unflattenCv(text);
  const rawLines = normalised.split("\n");
  let offset = 0;
  const lines: CvLine[] = [];
  let section: SectionKind = "header";
  let sawHeading = false;
  for (const raw of rawLines) {
    let lineOffset = offset + (raw.length - raw.trimStart().length);
    offset += raw.length + 1;
    let t = raw.trim();
    if (!t) continue;
    const kind = headingKind(t);
    // "Education: BSc Mathematics, …" is a section label with its content on the same line, not a bullet.
    const inline = kind ? null : inlineLabel(t);
    if (inline) {
      section = inline;
      sawHeading = true;
      if (inline !== "experience" && inline !== "projects") {
        lines.push({ text: t, section, index: lines.length, isHeading: false, isBullet: false, offset: lineOffset });
        continue;
      }
      // "Experience: Analyst, Acme, 2019-2021" may hold a role line: it is read below without its label.
      const label = /^[^:]+:\s*/.exec(t)![0];
      t = t.slice(label.length);
      lineOffset += label.length;
    }
    if (kind) {
      section = kind;
      sawHeading = true;
      lines.push({ text: t, section, index: lines.length, isHeading: true, isBullet: false, offset: lineOffset });
      continue;
    }
    // CVs without headings: sentence-like lines after the contact block are experience once a dated role
    // line or a bullet shows where it starts; a bare paragraph is not an experience bullet.
    const headless =
      !sawHeading &&
      lines.length >= 3 &&
      countWords(t) >= 6 &&
      (BULLET_RE.test(raw) || parseDateRange(t, asOfMonth) !== null || lines.some((x) => x.section === "experience"));
    const effective = headless ? "experience" : section;
    lines.push({ text: t, section: effective, index: lines.length, isHeading: false, isBullet: BULLET_RE.test(raw), offset: lineOffset });
  }

  const sections = new Set<SectionKind>(lines.filter((l) => l.isHeading).map((l) => l.section));
  const bullets: CvBullet[] = [];
  const roles: CvRole[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (l.isHeading || (l.section !== "experience" && l.section !== "projects")) continue;
    const range = parseDateRange(l.text, asOfMonth);
    if (range && countWords(l.text) <= ROLE_LINE_WORDS) {
      const near = [i - 1, i + 1, i - 2, i + 2].map((k) =>
        lines[k] && !lines[k].isHeading && !parseDateRange(lines[k].text, asOfMonth) ? lines[k].text : undefined,
      );
      roles.push({
        title: roleTitle(l.text, near),
        startMonth: range.start,
        endMonth: range.end,
        months: range.end - range.start + 1,
        current: range.current,
        line: l.text,
        bullets: [],
      });
      continue;
    }
    // A line that runs several duties together (a flattened page's role, lines glued by PDF extraction, sentences
    // one after another) gives one bullet per duty, cut by the parser's splitter (lib/engine/parse/split).
    const pieces = splitDuties(l.text);
    const whole = pieces.length <= 1;
    for (const piece of whole ? [l.text] : pieces.map((p) => p.text)) {
      const words = countWords(piece);
      // A dated piece of a long line ("Bakersfield, CA, August 2006- June 2011 Responsibilities") is a role's header.
      if (!whole && words <= ROLE_LINE_WORDS && parseDateRange(piece, asOfMonth)) continue;
      // Unmarked lines are bullets only inside an experience/projects section and of bullet length; a long
      // paragraph (a whole CV pasted as one line) is not quoted back as a "bullet". A marked line's pieces
      // need three words ("Led 5 nurses.").
      const marked = l.isBullet && (whole || words >= 3);
      if (marked || (words >= 6 && words <= MAX_UNMARKED_BULLET_WORDS && !inlineLabel(piece))) {
        const body = piece.replace(BULLET_RE, "");
        bullets.push({
          text: body,
          section: l.section,
          actionVerb: startsWithActionVerb(body),
          metric: hasMetric(body),
          fillers: findFillers(body),
          words: countWords(body),
        });
      }
    }
    // A role keeps its bullet lines whole (a skill's evidence is a line, and job match counts them per role): a
    // line of bullet length is listed once however many duties it holds.
    const lineWords = countWords(l.text);
    if (l.isBullet || (lineWords >= 6 && lineWords <= MAX_UNMARKED_BULLET_WORDS && !inlineLabel(l.text)))
      roles.at(-1)?.bullets.push(l.text);
  }
  if (!sections.has("experience") && bullets.length) sections.add("experience");

  const skills = new Map<string, SkillEvidence>();
  // One pass over the whole text (the matcher's cue window sees neighbouring lines), then each mention
  // is assigned to the line that holds it.
  let li = 0;
  for (const m of findSkillsInText(normalised)) {
    while (li + 1 < lines.length && lines[li + 1].offset <= m.start) li++;
    const l = lines[li];
    if (!l || l.isHeading || m.start < l.offset) continue;
    const ev = skills.get(m.skill.id) ?? {
      skill: m.skill,
      inExperience: 0,
      inSummary: 0,
      inSkillsList: 0,
      inOther: 0,
      experienceLines: [],
    };
    if (l.section === "experience" || l.section === "projects") {
      ev.inExperience++;
      if (!ev.experienceLines.includes(l.text)) ev.experienceLines.push(l.text);
    } else if (l.section === "summary") ev.inSummary++;
    else if (l.section === "skills") ev.inSkillsList++;
    else ev.inOther++;
    skills.set(m.skill.id, ev);
  }

  const summaryText = lines
    .filter((l) => l.section === "summary" && !l.isHeading)
    .map((l) => l.text)
    .join(" ");
  const stated = /(\d{1,2})\+?\s*(years|yrs)['’]?\s*(of\s+)?(professional\s+|industry\s+|relevant\s+)?(experience)?/i.exec(
    summaryText || text.slice(0, 600),
  );
  const statedYears = stated ? Number(stated[1]) : null;
  if (statedYears) endOpenRolesAtStatement(roles, statedYears);
  const datedYears = mergedMonths(roles) / 12;
  return {
    lines,
    sections,
    bullets,
    roles,
    skills,
    yearsExperience: Math.round((datedYears > 0 ? datedYears : (statedYears ?? 0)) * 10) / 10,
    statedYears,
    words: countWords(text),
    // From the start of a run of address characters only: 99k digits used to be rescanned from each one.
    hasEmail: /(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+/.test(text),
    hasPhone: /(\+?\d[\d\s().-]{8,}\d)/.test(text),
    hasLinkedIn: /linkedin\.com\//i.test(text),
    summaryText,
    text: normalised,
  };
}

/** Employment gaps longer than `minMonths` between consecutive dated roles (sorted by start). */
export function findEmploymentGaps(roles: CvRole[], minMonths = 6): { afterTitle: string; months: number }[] {
  const sorted = [...roles].sort((a, b) => a.startMonth - b.startMonth);
  const gaps: { afterTitle: string; months: number }[] = [];
  let reach = sorted[0]?.endMonth ?? 0;
  let reachTitle = sorted[0]?.title ?? "";
  for (const r of sorted.slice(1)) {
    const gap = r.startMonth - reach - 1;
    if (gap > minMonths) gaps.push({ afterTitle: reachTitle, months: gap });
    if (r.endMonth > reach) {
      reach = r.endMonth;
      reachTitle = r.title;
    }
  }
  return gaps;
}
