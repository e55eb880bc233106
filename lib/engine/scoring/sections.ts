/**
 * Section scores (0-100) of a CV. Each score is a sum of named parts so the response can say why;
 * the parts and their points are listed in docs/scoring.md.
 */
import { findSpellingMismatches, type CvConvention } from "./country-conventions";
import type { CvStructure } from "./cv-structure";
import { clamp, findFillers, round1 } from "./text-utils";
import { WEAK_OPENERS } from "./text-utils";

export interface ScorePart {
  part: string;
  points: number;
}

export interface SectionScore {
  score: number;
  parts: ScorePart[];
}

export type SectionName = "summary" | "experience" | "skills" | "education" | "formatting";

export interface FormattingFindings {
  photo: boolean;
  dateOfBirth: boolean;
  spellingMismatches: string[];
  tableLines: number;
}

function total(parts: ScorePart[]): SectionScore {
  return {
    score: Math.round(clamp(parts.reduce((s, p) => s + p.points, 0))),
    parts: parts.map((p) => ({ ...p, points: round1(p.points) })),
  };
}

export function scoreSummary(cv: CvStructure, roleWords: string[]): SectionScore {
  if (!cv.summaryText) return total([{ part: "no summary/profile section", points: 35 }]);
  const words = cv.summaryText.split(/\s+/).length;
  const fillers = findFillers(cv.summaryText);
  const lower = cv.summaryText.toLowerCase();
  const parts: ScorePart[] = [
    { part: "summary present", points: 55 },
    {
      part: words >= 25 && words <= 120 ? `length ${words} words (25-120)` : `length ${words} words (outside 25-120)`,
      points: words >= 25 && words <= 120 ? 15 : 5,
    },
    {
      part: "states years of experience or the role",
      points: cv.statedYears !== null || roleWords.some((w) => lower.includes(w)) ? 10 : 0,
    },
    { part: "names concrete skills", points: [...cv.skills.values()].some((e) => e.inSummary > 0) ? 10 : 0 },
    { part: "contains a number or result", points: /\d/.test(cv.summaryText) ? 10 : 0 },
  ];
  if (fillers.length) parts.push({ part: `filler phrases: ${fillers.join(", ")}`, points: -8 * Math.min(3, fillers.length) });
  if (/\b(i|i'm|i am|my)\b/i.test(cv.summaryText)) parts.push({ part: "first-person pronouns", points: -5 });
  return total(parts);
}

export function scoreExperience(cv: CvStructure): SectionScore {
  const bullets = cv.bullets.filter((b) => b.section === "experience" || b.section === "projects");
  if (!bullets.length && !cv.roles.length) return total([{ part: "no experience section or bullets found", points: 10 }]);
  const n = Math.max(1, bullets.length);
  const verbShare = bullets.filter((b) => b.actionVerb).length / n;
  const metricShare = bullets.filter((b) => b.metric).length / n;
  const weakShare = bullets.filter((b) => WEAK_OPENERS.some((w) => w.re.test(b.text)) || b.fillers.length).length / n;
  const goodLength = bullets.filter((b) => b.words >= 8 && b.words <= 35).length / n;
  return total([
    { part: "experience section present", points: 20 },
    { part: `${cv.roles.length} dated role(s)`, points: cv.roles.length ? 12 : 0 },
    { part: `${bullets.length} achievement bullet(s)`, points: Math.min(10, bullets.length * 2) },
    { part: `${Math.round(verbShare * 100)}% of bullets open with an action verb`, points: 25 * verbShare },
    { part: `${Math.round(metricShare * 100)}% of bullets carry a number`, points: 28 * metricShare },
    { part: `${Math.round(goodLength * 100)}% of bullets are 8-35 words`, points: 5 * goodLength },
    { part: `${Math.round(weakShare * 100)}% of bullets open with duty phrases`, points: -15 * weakShare },
  ]);
}

export function scoreSkills(cv: CvStructure): SectionScore {
  const all = [...cv.skills.values()];
  const listed = all.filter((e) => e.inSkillsList > 0);
  const backed = listed.filter((e) => e.inExperience > 0 || e.inSummary > 0);
  const parts: ScorePart[] = [
    { part: `${all.length} distinct recognised skill(s)`, points: 40 * Math.min(1, all.length / 10) },
    { part: cv.sections.has("skills") ? "skills section present" : "no skills section", points: cv.sections.has("skills") ? 20 : 0 },
    {
      part: listed.length ? `${backed.length} of ${listed.length} listed skills are shown in experience` : "no listed skills to back",
      points: listed.length ? 30 * (backed.length / listed.length) : all.some((e) => e.inExperience) ? 20 : 0,
    },
    { part: "list size 5-40", points: listed.length >= 5 && listed.length <= 40 ? 10 : 0 },
  ];
  if (listed.length > 40) parts.push({ part: `skills list of ${listed.length} reads as keyword stuffing`, points: -15 });
  return total(parts);
}

export function scoreEducation(cv: CvStructure, text: string): SectionScore {
  const edu = cv.lines
    .filter((l) => l.section === "education" && !l.isHeading)
    .map((l) => l.text)
    .join(" ");
  const source = edu || text;
  const degree =
    /\b(ph\.?d|doctorate|master'?s?|m\.?sc|m\.?a\.?|mba|bachelor'?s?|b\.?sc|b\.?a\.?|b\.?eng|m\.?eng|degree|diploma|a-levels?|gcse|abitur|baccalaur[ée]at|btec|nvq|apprenticeship|associate'?s?|bsn|msn|pgce|certificate)\b/i.test(
      source,
    );
  if (!cv.sections.has("education")) return total([{ part: "no education section", points: degree ? 55 : 35 }]);
  return total([
    { part: "education section present", points: 60 },
    { part: degree ? "names a degree or qualification" : "no recognisable qualification", points: degree ? 25 : 0 },
    { part: /\b(19|20)\d{2}\b/.test(edu) ? "dated" : "undated", points: /\b(19|20)\d{2}\b/.test(edu) ? 15 : 0 },
  ]);
}

export function findFormattingIssues(text: string, convention: CvConvention): FormattingFindings {
  return {
    photo: /\b(photo|photograph|foto|lichtbild)\b/i.test(text),
    dateOfBirth: /\b(date of birth|d\.?o\.?b\.?|born on|geburtsdatum|date de naissance|age:\s*\d{2})\b/i.test(text),
    spellingMismatches: findSpellingMismatches(text, convention.spelling),
    tableLines: text.split("\n").filter((l) => (l.match(/\|/g) ?? []).length >= 3 || /\t.*\t/.test(l)).length,
  };
}

export function scoreFormatting(cv: CvStructure, text: string, convention: CvConvention): SectionScore & { findings: FormattingFindings } {
  const f = findFormattingIssues(text, convention);
  const [lo, hi] = convention.words;
  const parts: ScorePart[] = [{ part: "baseline", points: 100 }];
  if (cv.words < lo)
    parts.push({
      part: `${cv.words} words, short for ${convention.country} (${lo}-${hi})`,
      points: -Math.min(25, ((lo - cv.words) / lo) * 40),
    });
  if (cv.words > hi)
    parts.push({
      part: `${cv.words} words, long for ${convention.country} (${lo}-${hi})`,
      points: -Math.min(25, ((cv.words - hi) / hi) * 40),
    });
  if (!cv.hasEmail) parts.push({ part: "no e-mail address", points: -15 });
  if (!cv.hasPhone) parts.push({ part: "no phone number", points: -8 });
  const headings = cv.lines.filter((l) => l.isHeading).length;
  if (headings < 3)
    parts.push({
      part: `${headings} standard section heading(s); ATS parsers look for Experience, Education, Skills`,
      points: -(3 - headings) * 8,
    });
  if (f.tableLines)
    parts.push({ part: `${f.tableLines} table/column line(s) that ATS parsers often scramble`, points: -Math.min(15, f.tableLines * 3) });
  if (f.photo && convention.photo === "avoid") parts.push({ part: `photo mentioned; avoided in ${convention.country}`, points: -10 });
  if (f.dateOfBirth && convention.dateOfBirth === "avoid")
    parts.push({ part: `date of birth given; avoided in ${convention.country}`, points: -10 });
  if (f.spellingMismatches.length >= 2)
    parts.push({
      part: `${convention.spelling === "UK" ? "US" : "UK"} spellings for a ${convention.spelling} reader: ${f.spellingMismatches.slice(0, 4).join(", ")}`,
      points: -5,
    });
  return { ...total(parts), findings: f };
}
