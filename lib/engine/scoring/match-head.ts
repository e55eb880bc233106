/**
 * Head 1 (/cstm/match): the job-match result plus what a recruiter screen adds — strengths quoted from
 * the CV, gaps, an opening line for a cover letter built from the strongest matching bullet, an ATS view,
 * a shortlist probability, and red flags (gaps > 6 months, job-hopping, missing must-haves).
 */
import { candidateFromText } from "./candidate";
import { scoreCv } from "./cv-score";
import { findEmploymentGaps, type CvRole } from "./cv-structure";
import { matchJob, type JobMatchResult } from "./job-match";
import { quote, round3, startsWithActionVerb } from "./text-utils";

/** Shortlisting is the ATS + recruiter screen: keywords and experience weigh most (hand-set logistic). */
export const SHORTLIST_MODEL = { intercept: -4.6, ats: 3.2, skills: 2.4, experience: 1.8 };

export function shortlistProbability(ats: number, skills: number, experience: number): number {
  const z =
    SHORTLIST_MODEL.intercept +
    (SHORTLIST_MODEL.ats * ats + SHORTLIST_MODEL.skills * skills + SHORTLIST_MODEL.experience * experience) / 100;
  return round3(1 / (1 + Math.exp(-z)));
}

export function findRedFlags(roles: CvRole[], r: JobMatchResult): string[] {
  const flags: string[] = [];
  for (const g of findEmploymentGaps(roles, 6)) flags.push(`employment gap of ${g.months} months after "${g.afterTitle}"`);
  const short = roles.filter((x) => !x.current && x.months < 12);
  if (short.length >= 3)
    flags.push(
      `job-hopping: ${short.length} roles shorter than 12 months (${short
        .slice(0, 3)
        .map((x) => x.title)
        .join(", ")})`,
    );
  const mustHaves = r.keywords.hits.filter((h) => h.kind === "missing" && h.keyword.requirement === "required" && h.keyword.skill);
  if (mustHaves.length) flags.push(`missing must-have skills: ${mustHaves.map((h) => h.keyword.label).join(", ")}`);
  return flags;
}

/** "the Data Analyst role at Globex", "the Data Analyst role", "this role": title and company read apart. */
export function describeRole(job: Pick<JobMatchResult["job"], "title" | "company" | "occupation">): string {
  const title = job.title || job.occupation?.occupation.title || "";
  if (title) return `the ${title} role${job.company ? ` at ${job.company}` : ""}`;
  return job.company ? `this role at ${job.company}` : "this role";
}

/** The job's own title or occupation name is the role, not a skill gap. */
function isRoleName(label: string, job: JobMatchResult["job"]): boolean {
  const l = label.toLowerCase();
  return [job.title, job.occupation?.occupation.title ?? ""].some((t) => t && t.toLowerCase().includes(l));
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function hookFor(r: JobMatchResult): string {
  const best = r.keywords.hits
    .filter((h) => h.kind === "experience" && h.via)
    .sort((a, b) => Number(/\d/.test(b.via!)) - Number(/\d/.test(a.via!)) || b.keyword.weight - a.keyword.weight)[0];
  const role = describeRole(r.job);
  if (!best) {
    const names = r.keywords.hits
      .filter((h) => h.kind !== "missing")
      .slice(0, 2)
      .map((h) => h.keyword.label);
    return names.length ? `${capitalise(role)} asks for ${names.join(" and ")}, which I have worked with.` : `I am applying for ${role}.`;
  }
  const also = r.keywords.hits.find((h) => h !== best && h.kind === "experience" && h.keyword.requirement === "required");
  const line = quote(best.via!, 140)
    .replace(/^[\s•·*▪◦‣–—-]+/, "")
    .replace(/\.$/, "");
  const first = line.split(/\s+/)[0] ?? "";
  // "most recently I <verb>…" reads only when the bullet opens with a past-tense verb; otherwise quote it.
  const verbFirst = startsWithActionVerb(line) || /^[A-Za-z]+ed$/.test(first);
  const lowered = /^[A-Z][a-z]/.test(line) ? line.charAt(0).toLowerCase() + line.slice(1) : line;
  const proof = verbFirst ? `most recently I ${lowered}` : `my CV shows it: "${line}"`;
  return `${capitalise(role)} calls for ${best.keyword.label}${also ? ` and ${also.keyword.label}` : ""} — ${proof}.`;
}

export function matchForHead(input: { jobDescription: string; candidateProfile: string; country?: string; asOf?: Date }) {
  const candidate = candidateFromText(input.candidateProfile, { asOf: input.asOf });
  const r = matchJob({ candidate, jobDescription: input.jobDescription });
  const cvScore = scoreCv({
    cvText: input.candidateProfile,
    jobDescription: input.jobDescription,
    targetCountry: input.country,
    asOf: input.asOf,
  });
  const strengths = r.keywords.hits
    .filter((h) => h.kind === "experience" && h.keyword.requirement !== "nice")
    .slice(0, 5)
    .map((h) => (h.via ? `${h.keyword.label}: "${quote(h.via, 80)}"` : h.keyword.label));
  if (r.dimensions.experience.score >= 70) strengths.push(r.dimensions.experience.evidence[0]);
  const gaps = r.keywords.hits
    .filter(
      (h) => h.kind !== "experience" && h.kind !== "summary" && h.keyword.requirement !== "nice" && !isRoleName(h.keyword.label, r.job),
    )
    .slice(0, 6)
    .map((h) =>
      h.kind === "list_only"
        ? `${h.keyword.label} (listed, not shown in experience)`
        : h.kind === "related"
          ? `${h.keyword.label} (only the related ${h.via})`
          : h.keyword.label,
    );
  return {
    data: {
      matchScore: r.matchScore,
      verdict: r.recommendation,
      strengths,
      gaps,
      coverLetterHook: hookFor(r),
      atsAnalysis: {
        atsScore: cvScore.atsScore,
        keywordCoverage: r.keywords.coverage,
        matched: r.keywords.matched,
        missing: r.keywords.missing,
        onlyInSkillsList: r.keywords.listOnly,
      },
      shortlistProbability: shortlistProbability(cvScore.atsScore, r.dimensions.skills.score, r.dimensions.experience.score),
      redFlags: findRedFlags(candidate.cv.roles, r),
      dimensions: Object.fromEntries(Object.entries(r.dimensions).map(([k, v]) => [k, v.score])),
      reasons: r.reasons,
    },
    confidence: Math.min(0.9, 0.45 + 0.05 * Math.min(6, r.job.keywords.length / 2)),
  };
}
