import { findSkillsInText, listDistinctSkills } from "@/lib/knowledge/skills";
import { analyzeBullet, isBulletLine, type CvBullet } from "./bullets";
import { findContactDetails } from "./contact";
import { findDateRanges, mergeYears, presentAsOf, type DateRange } from "./dates";
import { detectLanguage } from "./language";
import { findPlace, TOWN_STATE } from "./places";
import { sectionOfLine, splitSections, type CvSection } from "./sections";
import { scoreTitlePhrase } from "./titles";
import type { CvEducation, CvRole, CvSpokenLanguage, ParsedCv } from "./types";

// Leading whitespace only from the start of a run (the lookbehinds): the splits are the same, and a long run of
// spaces is no longer rescanned from each of its characters.
const SEGMENT_SPLIT =
  /(?<!\s)\s+(?:at|@|bei|chez|en|with)\s+|(?:(?<!\s)\s+)?[|–—•·\t]\s*|(?<!\s)\s+-\s+|,\s+|(?:(?<!\s)\s+)?\(\s*|(?:(?<!\s)\s+)?\)\s*/i;
const STATED_YEARS = /(\d{1,2})(?:\+|\s*\+)?\s*(?:years?|yrs?|jahre|ans|años)\b/i;
const DEGREE_RULES: [RegExp, string][] = [
  [/\b(ph\.?\s?d|doctorate|doktor|dr\.\s?rer|doctorat|doctorado)\b/i, "phd"],
  [/\b(master|m\.?sc|m\.?s\.|m\.?a\.|mba|m\.?eng|meng|llm|diplom-|magister|máster)\b/i, "master"],
  [/\b(bachelor|b\.?sc|b\.?s\.|b\.?a\.|b\.?eng|beng|bsn|llb|licence|licenciatura|grado)\b/i, "bachelor"],
  [/\b(associate degree|a\.a\.|a\.s\.|hnd|foundation degree)\b/i, "associate"],
  [/\b(diploma|certificate|ausbildung|apprenticeship|bts|dut|nvq|btec)\b/i, "diploma"],
  [/\b(high school|a-levels|abitur|baccalauréat|bachillerato|gcse|matura)\b/i, "secondary"],
];
const LANGUAGE_LEVEL =
  /\b([abc][12]|native|mother tongue|fluent|bilingual|professional|conversational|business|basic|intermediate|advanced|muttersprache|fließend|verhandlungssicher|courant|natif|nativo|avanzado|intermedio|básico)\b/i;

function cleanSegment(s: string): string {
  return s
    .replace(/^[\s,;:|–—-]+/, "")
    .replace(/(?<![\s,;:|–—-])[\s,;:|–—-]+$/, "")
    .trim();
}

interface HeaderParts {
  title: string | null;
  employer: string | null;
  location: string | null;
  occupationId: string | null;
}

/** Splits a role header into title / employer / location by scoring each segment. */
function readHeader(segments: string[]): HeaderParts {
  const parts: HeaderParts = { title: null, employer: null, location: null, occupationId: null };
  let best = -1;
  let bestScore = 0.3;
  segments.forEach((seg, i) => {
    const { score, occupationId } = scoreTitlePhrase(seg);
    if (score > bestScore) {
      bestScore = score;
      best = i;
      parts.occupationId = occupationId;
    }
  });
  if (best >= 0) parts.title = segments[best];
  for (const [i, seg] of segments.entries()) {
    if (i === best) continue;
    const place = findPlace(seg);
    // A place opens its segment ("Harrogate", "Leeds, UK"); "Boots UK" is a company that names a country.
    const opens = !!place && seg.toLowerCase().startsWith(place.name.toLowerCase().split(/[\s,]+/)[0]);
    if (place && opens && place.kind !== "remote" && seg.split(/\s+/).length <= 4 && !parts.location) parts.location = seg;
    else if (!parts.employer && /\p{L}/u.test(seg)) parts.employer = seg;
  }
  return parts;
}

function splitSegments(text: string): string[] {
  return text
    .split(SEGMENT_SPLIT)
    .map(cleanSegment)
    .filter((s) => s.length > 1 && s.length < 90);
}

const PROSE_EMPLOYER = /\b(?:at|joined|joining|with|for|bei|chez|en)\s+((?:\p{Lu}[\p{L}&.'-]*)(?:\s+(?:&\s+)?\p{Lu}[\p{L}&.'-]*){0,4})/u;
const PROSE_TITLE =
  /\b(?:as|als|comme|como)\s+(?:(?:an?|une?|una?|eine?n?)\s*)?([\p{L}][\p{L} '-]{2,60}?)(?=\s*(?:[,.;()]|\bthen\b|\bat\b|\bfor\b|\bin\b|\bfrom\b|\bbei\b|$))/u;

/** Role facts from a sentence: "Worked at Tesco from 2015 to 2019 as a forklift driver". */
function readProseRole(clause: string): HeaderParts {
  const employer = clause.match(PROSE_EMPLOYER)?.[1]?.trim() ?? null;
  const titleMatch = clause.match(PROSE_TITLE)?.[1]?.trim() ?? null;
  const scored = titleMatch ? scoreTitlePhrase(titleMatch) : { score: 0, occupationId: null };
  return { title: scored.score >= 0.5 ? titleMatch : null, employer, location: null, occupationId: scored.occupationId };
}

function findRoles(lines: string[], sections: CvSection[], now: Date): CvRole[] {
  const expSections = sections.filter((s) => s.name === "experience");
  const inScope = (i: number) => {
    const sec = sectionOfLine(sections, i);
    if (expSections.length) return sec?.name === "experience";
    return !sec || !["education", "certifications", "languages", "projects"].includes(sec.name);
  };
  const roles: CvRole[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!inScope(i) || isBulletLine(lines[i])) continue;
    const ranges = findDateRanges(lines[i], now);
    if (!ranges.length) continue;
    // Sentences ("Worked at Tesco from 2015 to 2019 as a forklift driver, then ...") are read clause by clause.
    // A header with separators ("Warehouse Lead | Amazon Fulfillment (CMH1) | Etna, OH | 04/2022 – Present") is no
    // sentence however many parts it has; words are counted without the separators and dates.
    const words = lines[i].split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
    if (words > 12 && !/[|\t•·]/.test(lines[i])) {
      for (const range of ranges) {
        const clauseStart =
          Math.max(lines[i].lastIndexOf(",", range.index), lines[i].lastIndexOf(".", range.index), lines[i].lastIndexOf(";", range.index)) +
          1;
        const nextStop = lines[i].slice(range.index + range.text.length).search(/[.;]|,\s*then\b/);
        const clause = lines[i].slice(clauseStart, nextStop < 0 ? undefined : range.index + range.text.length + nextStop);
        roles.push({
          ...readProseRole(clause),
          start: range.start,
          end: range.end,
          current: range.current,
          durationMonths: range.months,
          dateText: range.text,
          line: i,
          bullets: [],
        });
      }
      continue;
    }
    const range = ranges[0];
    let rest = (lines[i].slice(0, range.index) + " | " + lines[i].slice(range.index + range.text.length)).trim();
    // "Etna, OH": a town with its state code is one part (the comma inside it separates nothing).
    const town = TOWN_STATE.exec(rest);
    const townPlace = town ? findPlace(town[0]) : null;
    if (town && townPlace)
      rest = `${rest.slice(0, town.index)} | ${townPlace.name.replace(", ", ",")} | ${rest.slice(town.index + town[0].length)}`;
    let segments = splitSegments(rest);
    // Header split over lines: title/employer on the one or two lines above or the line below.
    const neighbours = [i - 1, i - 2, i + 1].filter(
      (k) =>
        k >= 0 &&
        k < lines.length &&
        inScope(k) &&
        lines[k].trim() &&
        !isBulletLine(lines[k]) &&
        !findDateRanges(lines[k], now).length &&
        !sectionOfLine(sections, k)?.heading?.includes(lines[k].trim()),
    );
    let parts = readHeader(segments);
    for (const k of neighbours) {
      if (parts.title && parts.employer) break;
      if (roles.some((r) => r.line === k)) continue;
      segments = [...segments, ...splitSegments(lines[k])];
      parts = readHeader(segments);
    }
    if (parts.location) parts.location = parts.location.replace(/,(?=\S)/, ", ");
    roles.push({
      ...parts,
      start: range.start,
      end: range.end,
      current: range.current,
      durationMonths: range.months,
      dateText: range.text,
      line: i,
      bullets: [],
    });
  }
  return roles;
}

function attachBullets(roles: CvRole[], bullets: CvBullet[]): void {
  for (const b of bullets) {
    const owner = [...roles].reverse().find((r) => r.line < b.line);
    if (owner) owner.bullets.push(b);
  }
}

function readEducation(lines: string[], sections: CvSection[], now: Date): CvEducation[] {
  const out: CvEducation[] = [];
  for (const sec of sections.filter((s) => s.name === "education")) {
    for (let i = sec.startLine + 1; i <= sec.endLine; i++) {
      const text = lines[i].trim();
      if (!text) continue;
      const degree = DEGREE_RULES.find(([re]) => re.test(text))?.[1] ?? null;
      const dates: DateRange | null = findDateRanges(text, now)[0] ?? null;
      if (degree || dates) out.push({ line: i, text, degree, dates });
    }
  }
  return out;
}

function sectionText(lines: string[], sections: CvSection[], name: CvSection["name"]): string[] {
  return sections
    .filter((s) => s.name === name)
    .flatMap((s) => lines.slice(s.heading ? s.startLine + 1 : s.startLine, s.endLine + 1))
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * Parses a CV / résumé in plain text (English, German, French, Spanish headings and dates).
 * `now` is injectable so durations of current roles are deterministic in tests.
 */
export function parseCv(text: string, options: { now?: Date } = {}): ParsedCv {
  // "Present" on a CV written years ago ends when it was written (presentAsOf), not today.
  const now = presentAsOf(text, options.now ?? new Date());
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const sections = splitSections(lines);
  const bullets: CvBullet[] = [];
  lines.forEach((line, i) => {
    const sec = sectionOfLine(sections, i)?.name;
    const bulletLike = isBulletLine(line) || (sec === "experience" && /^\s*[A-Z][a-z]+ed\b/.test(line) && line.length > 30);
    if (bulletLike && sec !== "skills" && sec !== "languages") bullets.push(analyzeBullet(line, i));
  });
  const roles = findRoles(lines, sections, now);
  attachBullets(roles, bullets);

  const ranges = roles.map((r) => ({
    start: r.start!,
    end: r.end,
    current: r.current,
    text: r.dateText ?? "",
    index: 0,
    months: r.durationMonths ?? 0,
  }));
  let totalYearsExperience = mergeYears(ranges, now);
  let experienceSource: ParsedCv["experienceSource"] = roles.length ? "roles" : "none";
  if (!roles.length) {
    const stated = text.match(STATED_YEARS);
    if (stated) {
      totalYearsExperience = Number(stated[1]);
      experienceSource = "stated";
    }
  }

  const skills = findSkillsInText(text);
  const languageLines = sectionText(lines, sections, "languages");
  const spokenLanguages: CvSpokenLanguage[] = [];
  for (const m of skills.filter((s) => s.skill.category === "language")) {
    if (spokenLanguages.some((l) => l.skillId === m.skill.id)) continue;
    const lineText = text.slice(
      text.lastIndexOf("\n", m.start) + 1,
      text.indexOf("\n", m.end) === -1 ? undefined : text.indexOf("\n", m.end),
    );
    const after = lineText.slice(lineText.indexOf(m.text) + m.text.length, lineText.indexOf(m.text) + m.text.length + 30);
    const level = (after.match(LANGUAGE_LEVEL) ?? lineText.match(LANGUAGE_LEVEL))?.[1].toLowerCase() ?? null;
    spokenLanguages.push({ skillId: m.skill.id, name: m.skill.name, level });
  }
  const summaryLines = sectionText(lines, sections, "summary");

  return {
    language: detectLanguage(text),
    lines,
    sections,
    summary: summaryLines.length ? summaryLines.join(" ") : null,
    roles,
    totalYearsExperience,
    experienceSource,
    bullets,
    skills,
    skillIds: listDistinctSkills(skills).map((s) => s.id),
    contact: findContactDetails(text),
    education: readEducation(lines, sections, now),
    certifications: sectionText(lines, sections, "certifications").map((l) => l.replace(/^[-•*●▪]\s*/, "")),
    spokenLanguages: languageLines.length || spokenLanguages.length ? spokenLanguages : [],
  };
}
