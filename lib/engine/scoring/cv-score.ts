/**
 * CV / ATS score: evidence-weighted keyword match against the job (or the target role's occupation
 * skills) plus five section scores, combined with documented weights (docs/scoring.md).
 */
import { findOccupation, type OccupationMatch } from "@/lib/knowledge/occupations";
import { inferProfession, professionFit, type ProfessionDistribution, type ProfessionFit } from "@/lib/knowledge/occupations/profession";
import { findWeakBullets, type WeakBullet } from "./bullets";
import { getCvConvention, type CvConvention } from "./country-conventions";
import { analyzeCv, type CvStructure } from "./cv-structure";
import { analyzeJob, type JobStructure } from "./job-structure";
import { candidateFromCv, cvTitles } from "./candidate";
import { levelAgainstJob, levelGateWithin, PROFESSION_SHARE, professionGate, scoreExperience as scoreJobExperience } from "./job-match";
import { keywordsFromOccupation, matchKeywords, scoreWeight, type KeywordMatch } from "./keywords";
import {
  scoreEducation,
  scoreExperience,
  scoreFormatting,
  scoreSkills,
  scoreSummary,
  type SectionName,
  type SectionScore,
} from "./sections";
import { buildSuggestions } from "./suggestions";
import { clamp, round1 } from "./text-utils";

export interface CvScoreInput {
  cvText: string;
  jobDescription?: string;
  /** ISO alpha-2, or "Global" */
  targetCountry?: string;
  targetRole?: string;
  includeSuggestions?: boolean;
  /** resolves "Present" in date ranges; defaults to 2026-01-01 so the engine stays deterministic */
  asOf?: Date;
}

export interface CvScoreResult {
  atsScore: number;
  /** machine-readability view: keywords + formatting + structure (head 4 atsScore) */
  parseScore: number;
  grade: "A" | "B" | "C" | "D" | "F";
  keywordMatch: KeywordMatch | null;
  keywordSource: "job_description" | "target_role" | "none";
  sectionScores: Record<SectionName, SectionScore>;
  weights: Record<string, number>;
  /** share of section points kept (1 without a job description); see RELEVANCE_FLOOR */
  relevance: number;
  /** the CV's profession against the job's or target role's, and the multiplier it put on ats_score (1 without either) */
  profession: (ProfessionFit & { gate: number }) | null;
  /** against a job: the CV's level (from its latest title and years) against the ad's, and the multiplier it put on ats_score */
  level: { candidate: string; job: string; fit: number; gate: number; evidence: string } | null;
  /**
   * Against a job: the experience for it, as job match judges it (relevant years against the ask, role family,
   * level); it stands in for the experience section's points in ats_score (the section score still shows how
   * the bullets are written).
   */
  jobExperience: { score: number; evidence: string[] } | null;
  suggestions: string[];
  weakBullets: WeakBullet[];
  role: { title: string; occupationId: string | null; source: "target_role" | "job_description" | "cv" } | null;
  convention: CvConvention;
  cv: CvStructure;
  job: JobStructure | null;
}

/** With keywords to match: keyword 40%, experience 22%, formatting 13%, skills 10%, summary 8%, education 7%. */
export const WEIGHTS_WITH_KEYWORDS = { keywords: 0.4, experience: 0.22, formatting: 0.13, skills: 0.1, summary: 0.08, education: 0.07 };
/** No job and no known role: the section weights scaled up to 100%. */
export const WEIGHTS_WITHOUT_KEYWORDS = { keywords: 0, experience: 0.37, formatting: 0.22, skills: 0.17, summary: 0.13, education: 0.11 };

/** Share of the section points a CV keeps against a job it shows none of the keywords for. */
export const RELEVANCE_FLOOR = 0.7;

/** Weighted share of the job's keywords the CV shows in use (experience, summary or a related skill); lists do not count. */
function shownShare(k: KeywordMatch): number {
  let total = 0;
  let shown = 0;
  for (const h of k.hits) {
    total += scoreWeight(h.keyword);
    if (h.kind !== "list_only" && h.kind !== "missing") shown += scoreWeight(h.keyword) * h.credit;
  }
  return total ? shown / total : 0;
}

export function gradeFor(score: number): CvScoreResult["grade"] {
  return score >= 85 ? "A" : score >= 70 ? "B" : score >= 55 ? "C" : score >= 40 ? "D" : "F";
}

function resolveRole(input: CvScoreInput, job: JobStructure | null, cv: CvStructure): CvScoreResult["role"] {
  const pick = (title: string, m: OccupationMatch | null, source: "target_role" | "job_description" | "cv") => ({
    title: m?.occupation.title ?? title,
    occupationId: m?.occupation.id ?? null,
    source,
  });
  if (input.targetRole?.trim()) return pick(input.targetRole.trim(), findOccupation(input.targetRole), "target_role");
  if (job?.title) return pick(job.title, job.occupation, "job_description");
  const recent = cv.roles[0]?.title;
  if (recent) {
    const m = findOccupation(recent);
    if (m) return pick(recent, m, "cv");
  }
  return null;
}

export function scoreCv(input: CvScoreInput): CvScoreResult {
  const cv = analyzeCv(input.cvText, input.asOf);
  const job = input.jobDescription?.trim() ? analyzeJob(input.jobDescription) : null;
  const convention = getCvConvention(input.targetCountry);
  const role = resolveRole(input, job, cv);

  let keywordMatch: KeywordMatch | null = null;
  let keywordSource: CvScoreResult["keywordSource"] = "none";
  if (job && job.keywords.length) {
    keywordMatch = matchKeywords(job.keywords, cv);
    keywordSource = "job_description";
  } else if (role?.occupationId && role.source === "target_role") {
    const occ = findOccupation(role.title)?.occupation;
    if (occ) {
      keywordMatch = matchKeywords(keywordsFromOccupation(occ), cv);
      keywordSource = "target_role";
    }
  }

  const roleWords = role
    ? role.title
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 3)
    : [];
  const formatting = scoreFormatting(cv, input.cvText, convention);
  const sectionScores: Record<SectionName, SectionScore> = {
    summary: scoreSummary(cv, roleWords),
    experience: scoreExperience(cv),
    skills: scoreSkills(cv),
    education: scoreEducation(cv, input.cvText),
    formatting: { score: formatting.score, parts: formatting.parts },
  };
  const weights = keywordMatch ? WEIGHTS_WITH_KEYWORDS : WEIGHTS_WITHOUT_KEYWORDS;
  const kwPoints = keywordMatch ? keywordMatch.evidenceScore * 100 : 0;
  const sectionPoints =
    weights.experience * sectionScores.experience.score +
    weights.formatting * sectionScores.formatting.score +
    weights.skills * sectionScores.skills.score +
    weights.summary * sectionScores.summary.score +
    weights.education * sectionScores.education.score;
  // Against a job, a well-written CV for another job is still a poor fit: section quality counts in full
  // only once the CV shows at least half of the job's weighted keywords.
  const relevance =
    keywordSource === "job_description" && keywordMatch
      ? RELEVANCE_FLOOR + (1 - RELEVANCE_FLOOR) * Math.min(1, shownShare(keywordMatch) / 0.5)
      : 1;
  // Profession gate: against a job or a target role, a CV of another profession cannot score as a fit.
  let profession: CvScoreResult["profession"] = null;
  const target: ProfessionDistribution | null = job
    ? job.profession
    : role?.source === "target_role"
      ? inferProfession({ titles: [role.title, input.targetRole ?? ""], text: "" })
      : null;
  let level: CvScoreResult["level"] = null;
  let jobExperience: CvScoreResult["jobExperience"] = null;
  if (target) {
    // The headline and the titles before dates first, then the parsed roles' titles (cvTitles).
    const titles = cvTitles(cv, input.cvText, input.asOf);
    const cvProfession = inferProfession({ titles, text: input.cvText });
    const pf = professionFit(cvProfession, target);
    profession = { ...pf, gate: Math.round(professionGate(pf.fit) * 1000) / 1000 };
    if (job) {
      // As in job match (levelAgainstJob): the level from the years relevant to the ad, undated CVs not judged,
      // over-qualification against a number the ad writes; a gap of two or more rungs is a screening mismatch.
      const candidate = candidateFromCv(cv, input.cvText, { asOf: input.asOf, titles, profession: cvProfession });
      const kw = keywordSource === "job_description" && keywordMatch ? keywordMatch : matchKeywords(job.keywords, cv);
      const lf = levelAgainstJob(candidate, job, kw);
      jobExperience = scoreJobExperience(candidate, job, kw, pf.fit);
      level = {
        candidate: lf.candidate,
        job: job.seniority,
        fit: lf.fit.fit,
        gate: Math.round(levelGateWithin(lf.fit.fit, pf.fit) * 1000) / 1000,
        evidence: lf.fit.evidence,
      };
    }
  }
  // Against a job or target role, the profession fit is also a share of the score (as in job match).
  // Against a job, a well-written CV counts as written for it only as far as it is of the job's profession: the
  // section points also carry the profession gate (a neat teacher's CV is not a nurse's CV done well).
  const sectionShare = relevance * (profession && keywordSource === "job_description" ? profession.gate : 1);
  // Against a job, the experience part is the experience for that job (job match's dimension: relevant years
  // against the ask, role family, level), not how the bullets are written: well-phrased bullets of the wrong
  // specialism ranked above plainer ones of the right one, and the two engines disagreed within a profession.
  const experiencePoints = jobExperience ? weights.experience * (jobExperience.score - sectionScores.experience.score) : 0;
  const raw = weights.keywords * kwPoints + (sectionPoints + experiencePoints) * sectionShare;
  const gate = (profession?.gate ?? 1) * (level?.gate ?? 1);
  const atsScore = Math.round(clamp(profession ? gate * ((1 - PROFESSION_SHARE) * raw + PROFESSION_SHARE * 100 * profession.fit) : raw));
  const headingShare = Math.min(1, cv.sections.size / 4) * 100;
  const parseScore = Math.round(
    keywordMatch ? 0.5 * kwPoints + 0.3 * formatting.score + 0.2 * headingShare : 0.6 * formatting.score + 0.4 * headingShare,
  );

  const weakBullets = findWeakBullets(cv.bullets);
  const suggestions =
    input.includeSuggestions === false
      ? []
      : buildSuggestions({
          cv,
          text: input.cvText,
          keywords: keywordMatch,
          weakBullets,
          convention,
          formatting: formatting.findings,
          roleTitle: role?.title ?? null,
        });
  return {
    atsScore,
    parseScore,
    grade: gradeFor(atsScore),
    keywordMatch,
    keywordSource,
    sectionScores,
    weights,
    relevance: Math.round(relevance * 1000) / 1000,
    profession,
    level,
    jobExperience,
    suggestions,
    weakBullets,
    role,
    convention,
    cv,
    job,
  };
}

/** The evidence object shown to API callers: what was found and how each number was reached. */
export function describeCvEvidence(r: CvScoreResult) {
  return {
    weights: r.weights,
    section_relevance: r.relevance,
    profession: r.profession
      ? { fit: r.profession.fit, gate: r.profession.gate, cv: r.profession.cv, target: r.profession.job, why: r.profession.evidence }
      : null,
    level: r.level ? { cv: r.level.candidate, job: r.level.job, fit: r.level.fit, gate: r.level.gate, why: r.level.evidence } : null,
    job_experience: r.jobExperience ? { score: r.jobExperience.score, why: r.jobExperience.evidence } : null,
    keyword_source: r.keywordSource,
    keyword_evidence_score: r.keywordMatch ? round1(r.keywordMatch.evidenceScore * 100) : null,
    keywords: (r.keywordMatch?.hits ?? []).slice(0, 40).map((h) => ({
      keyword: h.keyword.label,
      requirement: h.keyword.requirement,
      weight: h.keyword.weight,
      ...(h.keyword.specificity !== undefined ? { specificity: h.keyword.specificity } : {}),
      found: h.kind,
      credit: h.credit,
      ...(h.via ? { via: h.via } : {}),
    })),
    section_parts: Object.fromEntries(Object.entries(r.sectionScores).map(([k, v]) => [k, v.parts])),
    role: r.role,
    country_convention: { country: r.convention.country, note: r.convention.note, words: r.convention.words },
    cv_facts: {
      words: r.cv.words,
      sections: [...r.cv.sections],
      roles: r.cv.roles.map((x) => ({ title: x.title, months: x.months, current: x.current })),
      years_experience: r.cv.yearsExperience,
      bullets: r.cv.bullets.length,
      skills_found: [...r.cv.skills.values()].map((e) => e.skill.name),
    },
  };
}
