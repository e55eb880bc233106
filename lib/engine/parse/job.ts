import { findSkillsInText } from "@/lib/knowledge/skills";
import { detectLanguage } from "./language";
import { findPlace } from "./places";
import { findSalaries } from "./salary";
import { SENIORITY_WORDS, scoreTitlePhrase } from "./titles";
import type { JobSkill, ParsedJob, RemoteMode, Seniority } from "./types";

type Kind = ParsedJob["sections"][number]["kind"];

const HEADING_CUES: [Kind, RegExp][] = [
  [
    "nice",
    /nice[- ]to[- ]haves?|bonus|preferred|desirable|a plus|pluspunkte|wünschenswert|von vorteil|idealerweise|un plus|atouts?|serait un plus|deseable|valorable|se valorará|would be great/i,
  ],
  [
    "requirements",
    /requirements?|requisites|qualifications|must[- ]haves?|what you (?:bring|need|have)|what we(?:'| a)re looking for|who you are|about you|your profile|you have|you bring|skills|anforderungen|ihr profil|dein profil|was du mitbringst|was sie mitbringen|profil recherché|votre profil|compétences|requisitos|perfil|lo que buscamos|buscamos/i,
  ],
  [
    "responsibilities",
    /responsibilities|what you(?:'ll| will) do|your role|the role|duties|your tasks|aufgaben|missions?|responsabilidades|funciones|tareas/i,
  ],
  [
    "benefits",
    /benefits|what we offer|perks|why join|wir bieten|was wir bieten|unser angebot|avantages|nous offrons|ce que nous offrons|ofrecemos|beneficios/i,
  ],
  ["about", /about (?:us|the company|the team)|who we are|über uns|qui sommes[- ]nous|sobre nosotros|company overview/i],
];
/**
 * Words that make a requirement a nice-to-have, in English, German, French, Spanish, Dutch, Italian and Portuguese
 * ("Erfahrung in der Intensivpflege wünschenswert", "une expérience en réanimation serait un plus"). One list for
 * the parser and the scorer (lib/engine/scoring/job-structure).
 */
export const NICE_CUE =
  /nice[- ]to[- ]have|bonus|preferred|desirable|is a plus|a plus\b|ideally|advantageous|beneficial|(?:would|will) be (?:an?|a real|of) (?:advantage|benefit)|von vorteil|wünschenswert|idealerweise|wäre schön|pluspunkt|un plus|un atout|apprécié|souhaité|souhaitable|deseable|valorable|se valorará|\bgewenst\b|een pré\b|pluspunt|preferibile|gradit[ao]\b|costituisce titolo preferenziale|desejável|diferencial/i;
/** Words that make a requirement a must-have, in the same languages. */
export const REQUIRED_CUE =
  /\bmust\b|required|essential|mandatory|proven|zwingend|erforderlich|vorausgesetzt|requis|exigé|indispensable|obligatoire|obligatorio|imprescindible|\bvereist\b|richiest[ao]\b|obrigatório|imprescindível/i;
const niceLine = (t: string) => NICE_CUE.test(t) || /familiarity with|exposure to/i.test(t);
const requiredLine = (t: string) => REQUIRED_CUE.test(t) || /strong|expert/i.test(t);
// Whitespace between the cue parts: each optional part carries its own, and the lookbehind asks for the one
// space before the title the old trailing `\s+` asked for. Three adjacent whitespace runs were cubic.
const TITLE_INTRO =
  /(?:job title|position|role|stelle|poste|puesto|we(?:'re| are) (?:looking for|hiring|seeking)|looking for|join us as|wir suchen|nous recherchons|buscamos)(?:\s*:)?\s*(?:(?:an?|eine?n?|une?|una?)\s+)?(?<=\s)([^\n.,;!]{3,70})/i;
// Two kinds of start are skipped because an earlier start would already have matched: blank lines before
// "About X" (only spaces and tabs may precede it on its line), and a capital inside a word that has an earlier
// capital (the lookbehinds after [A-Z]: only lower-case word characters back to the word's start). Both used to
// rescan long runs from each of their characters.
const COMPANY_CUE =
  /(?:company|employer|unternehmen|entreprise|empresa)\s*:\s*([^\n]{2,60})|(?:^|\n)[^\S\n]*(?:about|über|à propos de|sobre)\s+([A-Z][\w&.' -]{1,40})\s*\n|([A-Z](?<=(?:^|[^\w&.'-])[a-z\d_&.'-]*[A-Z])[\w&.'-]*(?:\s[A-Z][\w&.'-]*){0,3}\s(?:Inc\.?|Ltd\.?|LLC|GmbH|AG|SE|S\.?A\.?|SAS|SARL|S\.?L\.?|plc|Corp\.?|B\.V\.|AB|Oy|KG|Pty Ltd))|\bjoin\s+([A-Z][\w&.'-]*(?:\s[A-Z][\w&.'-]*){0,2})|([A-Z](?<=(?:^|[^\w&.'-])[a-z\d_&.'-]*[A-Z])[\w&.'-]*(?:\s[A-Z][\w&.'-]*){0,2})\s+(?:is hiring|is looking|sucht|recrute|busca)/;
const LOCATION_CUE = /(?:location|based in|standort|arbeitsort|lieu|localisation|ubicación|ciudad|office)(?:\s*:)?\s*([^\n|;]{2,60})/i;
const YEARS_RE = /(\d{1,2})\s*(?:\+\s*)?(?:(?:-|–|to|bis)\s*\d{1,2}\s*)?(?:\+\s*)?(?:years?|yrs?|jahre|jahren|ans|années|años)\b/gi;
const EXPERIENCE_WORD = /experience|erfahrung|berufserfahrung|expérience|experiencia|background/i;

function classifyJobHeading(line: string): Kind | null {
  if (/^\s*(?:[-•*●▪◦‣·–—>]|\d{1,2}[.)])\s+/.test(line)) return null;
  const t = line
    .trim()
    .replace(/^[#*\s]+/, "")
    .replace(/(?<![*:\s])[*:\s]+$/, "");
  if (!t || t.length > 60 || /[.!?]$/.test(t)) return null;
  const looksHeading = /:\s*$/.test(line.trim()) || t.split(/\s+/).length <= 6;
  if (!looksHeading) return null;
  for (const [kind, re] of HEADING_CUES) if (re.test(t)) return kind;
  return /:\s*$/.test(line.trim()) ? "other" : null;
}

/*
 * Cut a title at the first " - " / "|" part and at the first "… to join / who / at …" tail, as
 * `/\s*[-–|].*$/` and `/\s+(?:to join|…)\b.*$/i` did, in linear time. `.*$` fails for every cut point followed
 * by a line break, so a cut point with an earlier one on its line is skipped at once (the second lookbehind);
 * leading whitespace is taken only from the start of its run (the first).
 */
const DASH_TAIL = /(?:(?<!\s)\s+)?[-–|](?<![-–|].*?[-–|]).*$/;
const CLAUSE_TAIL =
  /(?<!\s)\s+(?:to join|who|with|for our|at|in|bei|für|pour|para)\b(?<!\s(?:to join|who|with|for our|at|in|bei|für|pour|para)\b.*?[^\S\n\r\u2028\u2029](?:to join|who|with|for our|at|in|bei|für|pour|para)).*$/i;

function cleanTitle(raw: string): string {
  return raw
    .replace(/\((?:m|w|d|f|x|h|all genders?|gn|\/|\s|,)+\)/gi, "")
    .replace(/\s(?:[mwdfhx]\/){1,2}[mwdfhx]\b/gi, "")
    .replace(DASH_TAIL, "")
    .replace(CLAUSE_TAIL, "")
    .trim();
}

function inferSeniority(title: string | null, years: number | null): Seniority | null {
  const t = (title ?? "").toLowerCase();
  const has = (re: RegExp) => re.test(t);
  if (has(/\b(intern|internship|praktikant|werkstudent|stagiaire|becario|trainee|apprentice)/)) return "intern";
  if (has(/\b(chief|c[teofm]o|vp|vice president|geschäftsführer)\b/)) return "executive";
  if (has(/\b(director|head of|leiter|directeur|directora?)\b/)) return "director";
  if (has(/\b(principal|distinguished)\b/)) return "principal";
  if (has(/\b(manager|managerin|gerente|responsable)\b/)) return "manager";
  if (has(/\b(lead|staff|team lead|lead\w*)\b/)) return "lead";
  if (has(/\b(senior|sr\.?|expert|erfahren)\b/)) return "senior";
  if (has(/\b(junior|jr\.?|graduate|entry[- ]level|associate)\b/)) return "junior";
  if (years !== null) return years >= 8 ? "lead" : years >= 5 ? "senior" : years >= 2 ? "mid" : "junior";
  return title && [...SENIORITY_WORDS].some((w) => t.includes(w)) ? "senior" : title ? "mid" : null;
}

function readRemote(text: string): RemoteMode | null {
  if (
    /\bhybrid|hybride|híbrido|(?:remote|télétravail|teletrabajo|homeoffice|home office)\s+(?:partiel|partial|parcial|teilweise|possible|optional|möglich)|(?:\d\s*days?|jours?)\s+(?:remote|in (?:the )?office)/i.test(
      text,
    )
  )
    return "hybrid";
  if (
    /\b(fully remote|100% remote|remote[- ]first|remote|work from home|wfh|homeoffice|home office|télétravail|teletrabajo|remoto)\b/i.test(
      text,
    )
  ) {
    return /\bnot remote|no remote|kein homeoffice/i.test(text) ? "onsite" : "remote";
  }
  if (/\b(on[- ]?site|in[- ]office|office[- ]based|vor ort|présentiel|presencial)\b/i.test(text)) return "onsite";
  return null;
}

/**
 * Parses a job advertisement: title, company, seniority, years asked, location, remote mode,
 * salary, and skills split into required and nice-to-have by headings and line cues.
 */
export function parseJobDescription(text: string): ParsedJob {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const sections: ParsedJob["sections"] = [];
  let current: ParsedJob["sections"][number] = { heading: null, kind: "other", startLine: 0, endLine: lines.length - 1 };
  sections.push(current);
  lines.forEach((line, i) => {
    const kind = classifyJobHeading(line);
    if (kind) {
      current.endLine = i - 1;
      current = { heading: line.trim().replace(/:$/, ""), kind, startLine: i, endLine: lines.length - 1 };
      sections.push(current);
    }
  });
  const kindOfLine = (i: number) => [...sections].reverse().find((s) => s.startLine <= i)?.kind ?? "other";

  // Title: an explicit intro phrase, else the first short line that reads as a title.
  let title: string | null = null;
  const intro = text.match(TITLE_INTRO);
  const firstLine = lines.find((l) => l.trim())?.trim() ?? "";
  const introInFirstLine = intro !== null && firstLine.includes(intro[0].trim());
  if (intro && (introInFirstLine || !firstLine) && scoreTitlePhrase(cleanTitle(intro[1])).score >= 0.6) title = cleanTitle(intro[1]);
  else if (firstLine && firstLine.length <= 90 && scoreTitlePhrase(cleanTitle(firstLine)).score >= 0.6) title = cleanTitle(firstLine);
  else if (intro && scoreTitlePhrase(cleanTitle(intro[1])).score >= 0.6) title = cleanTitle(intro[1]);
  const occupationId = title ? scoreTitlePhrase(title).occupationId : null;

  const requiredSkills: JobSkill[] = [];
  const niceToHaveSkills: JobSkill[] = [];
  const offsets: number[] = [];
  let pos = 0;
  for (const l of lines) {
    offsets.push(pos);
    pos += l.length + 1;
  }
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (offsets[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const companyMatchForSkills = text.match(COMPANY_CUE);
  const companySpan = companyMatchForSkills
    ? [companyMatchForSkills.index!, companyMatchForSkills.index! + companyMatchForSkills[0].length]
    : [-1, -1];
  for (const m of findSkillsInText(text)) {
    // A skill word inside the company name ("Acme Robotics GmbH") is not asked of the candidate.
    if (m.start >= companySpan[0] && m.end <= companySpan[1]) continue;
    const line = lineOf(m.start);
    const kind = kindOfLine(line);
    if (kind === "benefits" || kind === "about") continue;
    const lineText = lines[line];
    const nice = kind === "nice" || (niceLine(lineText) && !(kind === "requirements" && requiredLine(lineText)));
    const target = nice ? niceToHaveSkills : requiredSkills;
    if (requiredSkills.some((s) => s.skillId === m.skill.id) || niceToHaveSkills.some((s) => s.skillId === m.skill.id)) continue;
    target.push({ skillId: m.skill.id, name: m.skill.name, importance: nice ? "nice" : "required", text: m.text, line });
  }

  let yearsRequired: number | null = null;
  for (const m of text.matchAll(YEARS_RE)) {
    const around = text.slice(Math.max(0, m.index! - 50), m.index! + m[0].length + 50);
    if (EXPERIENCE_WORD.test(around)) {
      const n = Number(m[1]);
      if (n > 0 && n <= 40) yearsRequired = yearsRequired === null ? n : Math.min(yearsRequired, n);
    }
  }

  const locMatch = text.match(LOCATION_CUE);
  const place = (locMatch && findPlace(locMatch[1])) || findPlace(text.slice(0, 2000));
  const companyMatch = text.match(COMPANY_CUE);
  const company = companyMatch ? (companyMatch.slice(1).find(Boolean) ?? "").trim().replace(/[.,]$/, "") || null : null;
  const salaries = findSalaries(text);

  return {
    language: detectLanguage(text),
    title,
    occupationId,
    company,
    seniority: inferSeniority(title, yearsRequired),
    yearsRequired,
    location: locMatch
      ? locMatch[1]
          .split(/\.\s|\(|\s[-–]\s/)[0]
          .trim()
          .replace(/\.$/, "")
      : (place?.name ?? null),
    countryCode: place?.countryCode ?? null,
    remote: readRemote(text),
    salary: salaries[0] ?? null,
    requiredSkills,
    niceToHaveSkills,
    skillIds: [...requiredSkills, ...niceToHaveSkills].map((s) => s.skillId),
    sections,
  };
}
