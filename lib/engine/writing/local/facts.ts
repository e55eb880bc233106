/**
 * What the writer may say: facts lifted verbatim from the CV, the candidate context and the job
 * description. Nothing here is inferred beyond the text (no computed year totals, no guessed
 * employers): the writer states only what these structures hold, which keeps letters grounded.
 */
import { findSkillsInText } from "@/lib/knowledge/skills";
import { findOccupation } from "@/lib/knowledge/occupations";
import { parseCv } from "@/lib/engine/parse";

export interface RoleFact {
  title: string;
  employer: string | null;
  /** the date text as written, e.g. "2019 – Present" */
  period: string | null;
  current: boolean;
}

export interface AchievementFact {
  /** the bullet as written, without bullet marks or trailing full stop */
  text: string;
  /** first number/percentage/amount in it, as written ("40%", "£2m", "12") */
  metric: string | null;
  /** true when it starts with a past-tense action verb, so "I " + text reads as a sentence */
  verbFirst: boolean;
  employer: string | null;
}

export interface CandidateFacts {
  name: string | null;
  roles: RoleFact[];
  employers: string[];
  achievements: AchievementFact[];
  skills: string[];
  /** spoken languages named in the CV */
  languages: string[];
  /** years of experience only when the input states it (context field or "8 years" in the CV) */
  yearsStated: string | null;
  education: string[];
  mentionsRemote: boolean;
}

const YEAR = String.raw`(?:19|20)\d{2}`;
const MONTH_WORD = "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec";
// Only the first month name in a run of letters starts a date (the lookbehind): a later one cannot match where the
// first did not, and rescanning the letters after each one was quadratic.
const MONTH = String.raw`(?:${MONTH_WORD})(?<!(?:${MONTH_WORD})[a-z]*?(?:${MONTH_WORD}))[a-z]*\.?`;
const DATE = String.raw`(?:${MONTH}\s+${YEAR}|\d{1,2}[/.]${YEAR}|${YEAR})`;
export const RANGE_RE = new RegExp(
  String.raw`(${DATE})\s*(?:[-–—]|to|until|bis)\s*(${DATE}|present|current|now|today|heute|aujourd'hui)`,
  "i",
);
const SINGLE_DATE_RE = new RegExp(String.raw`\b(${DATE})\b`, "i");

const TITLE_HEADS =
  /\b(engineer|developer|manager|director|analyst|scientist|designer|nurse|teacher|consultant|officer|specialist|lead|head|architect|administrator|coordinator|assistant|accountant|technician|executive|associate|intern|president|vp|chief|cto|ceo|cfo|coo|founder|co-founder|owner|programmer|researcher|editor|writer|producer|advisor|adviser|representative|agent|supervisor|operator|planner|buyer|recruiter|partner|clerk|pharmacist|physician|doctor|therapist|lecturer|professor|tutor|chef|driver|electrician|mechanic|carpenter|plumber|marketer|strategist|controller|auditor|economist|lawyer|solicitor|paralegal|barista|cashier|receptionist|secretary|librarian|pilot|surveyor)s?\b/i;
const EMPLOYER_SUFFIX =
  /\b(ltd|limited|inc|llc|plc|gmbh|ag|sa|sas|bv|nv|corp|corporation|co|company|group|holdings|partners|labs|technologies|systems|solutions|bank|university|college|school|hospital|nhs|trust|council|agency|ministry)\b\.?/i;
const SECTION_HEADS =
  /^(experience|work experience|employment|professional experience|education|skills|summary|profile|projects|certifications|languages|interests|references|contact|berufserfahrung|ausbildung|expérience|formation|experiencia|educación)\s*:?$/i;
const IRREGULAR_PAST = new Set(
  "led built ran grew cut won drove made wrote took set oversaw taught sold began brought kept held spoke met shipped rebuilt rewrote undertook overtook spun split upheld stood found fought bought sent spent lent dealt meant felt left lost paid laid said put read rode saw shot shut sat slid struck swept swung threw understood withdrew".split(
    " ",
  ),
);
// Quadratic in a long run of digits, dots and commas; only ever run on achievement lines of at most 260 characters.
const METRIC_RE =
  /(?:[£$€¥₹]\s?\d[\d,.]*\s?(?:k|m|bn|million|billion)?|\d[\d,.]*\s?(?:%|percent|k\b|m\b|bn\b|million|billion|x\b)|\b\d[\d,.]*\+?(?=\s+[a-z]))/i;

function clean(line: string): string {
  return line
    .replace(/^[\s•·*\-–—▪►◦●○]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function isBullet(raw: string): boolean {
  return /^\s*[•·*\-–—▪►◦●○]\s+/.test(raw);
}

function looksLikeTitle(s: string): boolean {
  if (!s || s.length > 70) return false;
  if (TITLE_HEADS.test(s)) return true;
  const m = findOccupation(s);
  return m !== null && m.score >= 0.8;
}

function looksLikeEmployer(s: string): boolean {
  if (!s || s.length > 60 || /@|https?:|\d{4}/.test(s)) return false;
  return /^[A-Z0-9]/.test(s) && !TITLE_HEADS.test(s) && s.split(/\s+/).length <= 6;
}

function startsWithPastVerb(text: string): boolean {
  const w =
    text
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z-]/g, "") ?? "";
  return (w.endsWith("ed") && w.length > 3) || IRREGULAR_PAST.has(w);
}

/** Splits "Title, Employer (2019 – Present)" / "Employer | Title | 2019-2022" / "Title at Employer" into parts. */
function splitRoleLine(withoutDates: string): string[] {
  return (
    withoutDates
      // Leading whitespace only from the start of its run (the lookbehinds): same parts, no rescan of long runs.
      .split(/(?<!\s)\s+(?:at|@|bei|chez|en)\s+|(?:(?<!\s)\s+)?[|,·•]\s*|(?<!\s)\s+[-–—]\s+|(?:(?<!\s)\s+)?\(\s*|(?:(?<!\s)\s+)?\)\s*/i)
      // "PayCo —" (the dash that stood before a removed date range) must not stay part of the name
      .map((p) =>
        p
          .replace(/^[\s\-–—:]+/, "")
          .replace(/(?<![\s\-–—:])[\s\-–—:]+$/, "")
          .trim(),
      )
      .filter((p) => p.length > 1 && !/^(remote|hybrid|on-?site|full[- ]time|part[- ]time|contract)$/i.test(p))
  );
}

function parseRoles(lines: string[]): { roles: RoleFact[]; roleAt: Map<number, RoleFact> } {
  const roles: RoleFact[] = [];
  const roleAt = new Map<number, RoleFact>();
  lines.forEach((raw, i) => {
    const line = clean(raw);
    const range = RANGE_RE.exec(line);
    if (!range || line.length > 140) return;
    // Asides such as "(fictional)" or "(maternity cover)" are not part of the employer's name.
    const rest = line
      .replace(range[0], " ")
      .replace(/\([^()]*\)/g, " ")
      .replace(/[()[\]]/g, " ")
      .trim();
    const parts = splitRoleLine(rest);
    let title = parts.find(looksLikeTitle) ?? null;
    let employer = parts.find((p) => p !== title && looksLikeEmployer(p)) ?? null;
    // Title and employer often sit on the line above or below the dates.
    for (const j of [i - 1, i + 1]) {
      const near = clean(lines[j] ?? "");
      if (!near || RANGE_RE.test(near) || SECTION_HEADS.test(near) || isBullet(lines[j] ?? "")) continue;
      const nearParts = splitRoleLine(near);
      if (!title) title = nearParts.find(looksLikeTitle) ?? null;
      if (!employer) employer = nearParts.find((p) => p !== title && looksLikeEmployer(p) && !looksLikeTitle(p)) ?? null;
    }
    if (!title) return;
    const role: RoleFact = { title, employer, period: range[0].trim(), current: /present|current|now|today|heute|aujourd/i.test(range[2]) };
    roles.push(role);
    roleAt.set(i, role);
  });
  return { roles, roleAt };
}

function parseAchievements(lines: string[], roleAt: Map<number, RoleFact>): AchievementFact[] {
  const out: AchievementFact[] = [];
  let currentEmployer: string | null = null;
  lines.forEach((raw, i) => {
    const role = roleAt.get(i);
    if (role) currentEmployer = role.employer;
    const text = clean(raw).replace(/(?<![.;])[.;]+$/, "");
    if (text.length < 12 || text.length > 260 || RANGE_RE.test(text) || /@|https?:\/\/|\+?\d[\d\s()-]{8,}\d/.test(text)) return;
    const verbFirst = startsWithPastVerb(text);
    const metric = METRIC_RE.exec(text)?.[0]?.trim() ?? null;
    if (!(isBullet(raw) || verbFirst) || (!verbFirst && !metric)) return;
    out.push({ text, metric, verbFirst, employer: currentEmployer });
  });
  // Strongest evidence first: relative or money results, then counts, then unquantified bullets.
  // The sort is stable, so equal strengths keep CV order (most recent role first).
  return out.sort((a, b) => metricStrength(b.metric) - metricStrength(a.metric));
}

function rolesFromParser(cv: string): RoleFact[] {
  if (!cv.trim()) return [];
  // A fixed "now": only the date text as written is used, never a computed duration.
  return parseCv(cv, { now: new Date(Date.UTC(2026, 0, 1)) })
    .roles.filter((r) => r.title && cv.includes(r.title))
    .map((r) => ({
      title: r.title as string,
      employer: r.employer && cv.includes(r.employer) ? r.employer : null,
      period: r.dateText,
      current: r.current,
    }));
}

function metricStrength(metric: string | null): number {
  if (!metric) return 0;
  if (/%|percent|[£$€¥₹]|\d\s?(k|m|bn|million|billion|x)\b/i.test(metric)) return 2;
  return 1;
}

export function extractCandidateFacts(input: {
  cvText?: string | null;
  fullName?: string | null;
  skills?: string[] | null;
  yearsExperience?: number | null;
}): CandidateFacts {
  const cv = input.cvText ?? "";
  const lines = cv.split(/\r?\n/);
  const own = parseRoles(lines);
  const { roleAt } = own;
  // Layouts the line rules miss ("Adviser at Brightline since 2022") come from the shared CV parser,
  // kept only when its title and employer appear verbatim in the CV, so nothing is paraphrased.
  const roles = own.roles.length ? own.roles : rolesFromParser(cv);
  const achievements = parseAchievements(lines, roleAt);
  // Skills as the candidate wrote them ("Excel", not the taxonomy's "Microsoft Excel"): the letter
  // repeats the candidate's own words. One entry per taxonomy id.
  const skills = new Map<string, string>();
  const languages = new Map<string, string>();
  for (const m of findSkillsInText(cv)) {
    const target = m.skill.category === "language" ? languages : skills;
    if (!target.has(m.skill.id)) target.set(m.skill.id, m.text);
  }
  for (const s of input.skills ?? []) if (s.trim() && !skills.has(s.trim().toLowerCase())) skills.set(s.trim().toLowerCase(), s.trim());
  const statedYears = /\b(\d{1,2})\+?\s*(?:years?|yrs)(?:'|’)?\s+(?:of\s+)?(?:experience|in\b)/i.exec(cv)?.[0] ?? null;
  const yearsStated =
    input.yearsExperience != null ? `${input.yearsExperience} years` : statedYears ? `${/\d{1,2}\+?/.exec(statedYears)?.[0]} years` : null;
  const education = lines
    .map(clean)
    .filter(
      (l) =>
        /\b(bsc|msc|ba|ma|mba|phd|beng|meng|bachelor|master|doctorate|diploma|degree|certificate|certified|abitur|licence|licenciatura)\b/i.test(
          l,
        ) && l.length < 140,
    );
  const employers = [...new Set(roles.map((r) => r.employer).filter((e): e is string => !!e))];
  return {
    name: input.fullName?.trim() || guessName(lines),
    roles,
    employers,
    achievements,
    skills: [...skills.values()],
    languages: [...languages.values()],
    yearsStated,
    education: education.slice(0, 3),
    mentionsRemote: /\b(remote|distributed team|async|asynchronous|time zones?|timezones?|home[- ]based|work from home)\b/i.test(cv),
  };
}

/**
 * The document's own title before the name: "Lebenslauf", "Curriculum Vitae", "CV", "Resume", "Résumé",
 * "Currículum", "Hoja de vida" — alone on the first line, or before a separator or "of"/"von"/"de" ("CV — Jane Doe").
 */
const DOCUMENT_TITLE =
  /^(?:tabellarischer\s+)?(?:curriculum\s+vitae|curriculum|curr[ií]culum(?:\s+vitae)?|c\.?v\.?|r[eé]sum[eé]|lebenslauf|hoja\s+de\s+vida|levensloop)(?=$|\s*[:—–|-]|\s+(?:of|von|de|di)\s)\s*(?:[:—–|-]\s*|(?:of|von|de|di)\s+)?/i;

/** The line that may hold the name: the first one, or what follows the document's title ("Lebenslauf" / "Anna Schmidt"). */
function nameLine(lines: string[]): string {
  const filled = lines.filter((l) => l.trim());
  const first = (filled[0] ?? "").trim();
  const title = DOCUMENT_TITLE.exec(first);
  if (!title) return first;
  const rest = first.slice(title[0].length).trim();
  return rest || (filled[1] ?? "").trim();
}

/**
 * A CV's first line (after a document title such as "Lebenslauf") is the name when it is two to four capitalised words, alone or before a dash or bar that
 * starts the headline ("Sam Patel — Staff Nurse", "Jane Doe | Data Analyst").
 */
function guessName(lines: string[]): string | null {
  const raw = nameLine(lines);
  // Contact details after a wide gap or a tab ("Jane Doe    jane@mail.com") and a "Name:" label are not the name.
  // A headline before a wide gap is kept whole ("LICENSE CONTRACTOR    Summary…" is no name): only contact details
  // (an address, a phone number, a link) mark what comes before the gap as the name.
  const [head, ...rest] = raw.trim().split(/\t|\s{3,}/);
  const contact = /@|\d{3}|https?:|www\.|linkedin/i.test(rest[0] ?? "");
  const first = clean(contact ? head : raw).replace(/^name\s*:\s*/i, "");
  const dash = /\s[—–|]\s/.exec(first);
  // Post-nominals after a comma ("Jane Doe, RN", "Jane Doe, MBA, PMP") follow the name.
  const comma = /^([^,]+)(?:,\s*\p{Lu}{2,5}\.?)+$/u.exec(first);
  const parts = [first, ...(dash ? [first.slice(0, dash.index).trim()] : []), ...(comma ? [comma[1].trim()] : [])];
  for (const part of parts) {
    if (
      // Two to four capitalised words; a middle initial ("Jane A. Doe") may stand between them.
      /^[A-ZÀ-Ý][\p{L}'-]+(\s+(?:[A-ZÀ-Ý]\.\s+)?[A-ZÀ-Ý][\p{L}'-]+){1,3}$/u.test(part) &&
      !TITLE_HEADS.test(part) &&
      // "LICENSE CONTRACTOR", "SLEEP TECHNOLOGIST": an occupation the taxonomy knows is a headline, not a name.
      !looksLikeTitle(part) &&
      !SECTION_HEADS.test(part) &&
      !EMPLOYER_SUFFIX.test(part)
    )
      return nameCase(part);
  }
  return null;
}

/**
 * A name written in capitals on the CV's first line ("JAMES T. OKAFOR") is signed as a name is written
 * ("James T. Okafor"); mixed-case names keep their own casing ("Sarah McDonald", "Jean-Luc").
 */
export function nameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

export { SINGLE_DATE_RE };
