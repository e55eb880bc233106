/**
 * Suggestions that quote the CV's own lines and say what to change, ordered by the score they would
 * recover: missing required keywords, skills without evidence, weak bullets, summary, formatting.
 */
import type { CvConvention } from "./country-conventions";
import type { CvStructure } from "./cv-structure";
import type { WeakBullet } from "./bullets";
import type { KeywordMatch } from "./keywords";
import type { FormattingFindings } from "./sections";
import { FILLER_PHRASES, quote } from "./text-utils";

export interface SuggestionInput {
  cv: CvStructure;
  text: string;
  keywords: KeywordMatch | null;
  weakBullets: WeakBullet[];
  convention: CvConvention;
  formatting: FormattingFindings;
  roleTitle: string | null;
}

const UK_TO_US: [RegExp, string][] = [
  [/is(e|ed|es|ing|ation)/, "iz$1"],
  [/our/, "or"],
  [/tre$/, "ter"],
  [/elled/, "eled"],
  [/elling/, "eling"],
];
const US_TO_UK: [RegExp, string][] = [
  [/iz(e|ed|es|ing|ation)/, "is$1"],
  [/(col|behavi|fav|lab)or/, "$1our"],
  [/ter$/, "tre"],
  [/eled$/, "elled"],
  [/eling$/, "elling"],
];

function respell(word: string, to: "US" | "UK"): string {
  for (const [re, rep] of to === "US" ? UK_TO_US : US_TO_UK) if (re.test(word)) return word.replace(re, rep);
  return word;
}

/** Text (a skill or keyword name) matched literally, case-insensitive: every pattern metacharacter is escaped. */
export function literalPattern(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
}

/** The same as a whole word. */
export function wholeWordPattern(text: string): RegExp {
  return new RegExp(`\\b${literalPattern(text).source}\\b`, "i");
}

function firstLineMatching(cv: CvStructure, re: RegExp): string | undefined {
  return cv.lines.find((l) => !l.isHeading && re.test(l.text))?.text;
}

export function buildSuggestions(input: SuggestionInput, limit = 8): string[] {
  const { cv, keywords, weakBullets, convention, formatting } = input;
  const out: string[] = [];
  const bullets = cv.bullets.filter((b) => b.section === "experience" || b.section === "projects");

  if (keywords) {
    const missingReq = keywords.hits
      .filter((h) => (h.kind === "missing" || h.kind === "related") && h.keyword.requirement === "required")
      .slice(0, 3);
    for (const h of missingReq) {
      if (h.kind === "related" && h.via) {
        const line = firstLineMatching(cv, wholeWordPattern(h.via));
        out.push(
          line
            ? `The job requires ${h.keyword.label}; your CV shows the related ${h.via} in "${quote(line)}". If you have used ${h.keyword.label}, name it in that bullet.`
            : `The job requires ${h.keyword.label}; your CV only shows the related ${h.via}. Name ${h.keyword.label} where you used it.`,
        );
      } else {
        out.push(
          `The job requires ${h.keyword.label}, which your CV never mentions. If you have used it, add it to an experience bullet with what you achieved.`,
        );
      }
    }
    const listOnly = keywords.hits.filter((h) => h.kind === "list_only" && h.keyword.requirement !== "nice").slice(0, 3);
    if (listOnly.length) {
      const skillsLine = firstLineMatching(cv, literalPattern(listOnly[0].keyword.label));
      const names = listOnly.map((h) => h.keyword.label).join(", ");
      const target = bullets[0] ? ` — e.g. extend "${quote(bullets[0].text, 70)}" with where you used it` : "";
      out.push(
        `${names} appear${listOnly.length === 1 ? "s" : ""} only in your skills list${skillsLine ? ` ("${quote(skillsLine, 60)}")` : ""}; ATS rankers and recruiters weigh skills shown in experience${target}.`,
      );
    }
  }

  for (const wb of weakBullets.slice(0, 3)) out.push(`Rewrite "${quote(wb.original)}": it ${wb.reason}. Try: "${wb.rewritten}"`);

  if (!cv.summaryText) {
    const top = [...cv.skills.values()]
      .sort((a, b) => b.inExperience - a.inExperience)
      .slice(0, 3)
      .map((e) => e.skill.name);
    out.push(
      `Add a 2-3 line profile at the top stating ${input.roleTitle ? `that you are a ${input.roleTitle}` : "your role"}, your years of experience${top.length ? ` and core skills such as ${top.join(", ")}` : ""}.`,
    );
  } else {
    const lower = cv.summaryText.toLowerCase();
    const fillers = FILLER_PHRASES.filter((p) => lower.includes(p));
    if (fillers.length)
      out.push(
        `Replace "${fillers.slice(0, 2).join('", "')}" in your summary ("${quote(cv.summaryText, 70)}") with a concrete result or skill — every CV claims these.`,
      );
  }

  if (formatting.photo && convention.photo === "avoid") {
    const line = firstLineMatching(cv, /\b(photo|photograph)\b/i);
    out.push(`Remove the photo${line ? ` ("${quote(line, 50)}")` : ""}: CVs in ${convention.country} leave it out (${convention.note}).`);
  }
  if (formatting.dateOfBirth && convention.dateOfBirth === "avoid") {
    const line = firstLineMatching(cv, /\b(date of birth|d\.?o\.?b|born|age:)/i);
    out.push(
      `Remove "${quote(line ?? "date of birth", 50)}": employers in ${convention.country} do not expect it and it invites age bias.`,
    );
  }
  if (formatting.spellingMismatches.length >= 2 && convention.spelling) {
    const fixes = formatting.spellingMismatches.slice(0, 3).map((w) => `"${w}" → "${respell(w, convention.spelling!)}"`);
    out.push(`Use ${convention.spelling} spelling for a ${convention.country} reader: ${fixes.join(", ")}.`);
  }
  if (formatting.tableLines) {
    const line = cv.lines.find((l) => (l.text.match(/\|/g) ?? []).length >= 3)?.text;
    out.push(
      `Flatten table/column layouts${line ? ` such as "${quote(line, 50)}"` : ""} into plain lines; many ATS parsers read columns out of order.`,
    );
  }
  const [lo, hi] = convention.words;
  if (cv.words > hi)
    out.push(`Cut the CV from ${cv.words} to under ${hi} words (${convention.note}); drop the oldest or least relevant bullets first.`);
  if (cv.words < lo) out.push(`At ${cv.words} words the CV is thin for ${convention.country}; add 2-4 result bullets per recent role.`);
  if (!cv.hasEmail || !cv.hasPhone)
    out.push(
      `Add ${[!cv.hasEmail && "an e-mail address", !cv.hasPhone && "a phone number"].filter(Boolean).join(" and ")} to the header so recruiters can reach you.`,
    );
  return out.slice(0, limit);
}
