/**
 * API views of the scoring engines: the same result rendered in each API family's field names.
 * Pure mapping; no scoring decisions are made here.
 */
import { describeCvEvidence, scoreCv, type CvScoreInput } from "./cv-score";
import { levelLabel, type SkillsGapResult } from "./skills-gap";
import type { Candidate } from "./candidate";
import type { JobMatchResult } from "./job-match";

// ---------------------------------------------------------------- CV score

export function scoreCvForApi(input: CvScoreInput) {
  const r = scoreCv(input);
  const out: Record<string, unknown> = {
    ats_score: r.atsScore,
    grade: r.grade,
    keyword_match: {
      matched: r.keywordMatch?.matched ?? [],
      missing: r.keywordMatch?.missing ?? [],
      coverage: r.keywordMatch?.coverage ?? 0,
    },
    section_scores: Object.fromEntries(Object.entries(r.sectionScores).map(([k, v]) => [k, v.score])),
  };
  if (input.includeSuggestions !== false) out.top_suggestions = r.suggestions;
  out.evidence = describeCvEvidence(r);
  return out;
}

export function scoreResumeForHead(input: CvScoreInput) {
  const r = scoreCv({ ...input, includeSuggestions: true });
  return {
    data: {
      overallScore: r.atsScore,
      atsScore: r.parseScore,
      grade: r.grade,
      weakBullets: r.weakBullets,
      sectionScores: Object.fromEntries(Object.entries(r.sectionScores).map(([k, v]) => [k, v.score])),
      keywordAnalysis: {
        source: r.keywordSource,
        matched: r.keywordMatch?.matched ?? [],
        missing: r.keywordMatch?.missing ?? [],
        onlyInSkillsList: r.keywordMatch?.listOnly ?? [],
        coverage: r.keywordMatch?.coverage ?? 0,
      },
      suggestions: r.suggestions,
      evidence: describeCvEvidence(r),
    },
    // Confidence grows with how much structure the parser found to score.
    confidence: Math.min(0.95, 0.45 + 0.1 * r.cv.sections.size + (r.keywordMatch ? 0.1 : 0)),
  };
}

// ---------------------------------------------------------------- job match

function flatDimensions(r: JobMatchResult) {
  return Object.fromEntries(Object.entries(r.dimensions).map(([k, v]) => [k, v.score])) as Record<
    keyof JobMatchResult["dimensions"],
    number
  >;
}

function matchEvidence(r: JobMatchResult) {
  return {
    dimensions: Object.fromEntries(Object.entries(r.dimensions).map(([k, v]) => [k, v.evidence])),
    profession: { fit: r.profession.fit, gate: r.profession.gate, cv: r.profession.cv, job: r.profession.job, why: r.profession.evidence },
    job: {
      title: r.job.title,
      occupation: r.job.occupation?.occupation.title ?? null,
      seniority: r.job.seniority,
      years_required: r.job.yearsRequired,
      remote: r.job.remote,
      location: r.job.location,
      salary: r.job.salary,
    },
    keywords: r.keywords.hits.slice(0, 40).map((h) => ({
      keyword: h.keyword.label,
      requirement: h.keyword.requirement,
      weight: h.keyword.weight,
      found: h.kind,
      credit: h.credit,
    })),
  };
}

export function toJobMatchApi(r: JobMatchResult) {
  return {
    match_score: r.matchScore,
    dimensions: flatDimensions(r),
    apply_recommendation: r.recommendation,
    reasons: r.reasons,
    evidence: matchEvidence(r),
  };
}

const VERDICT: Record<JobMatchResult["recommendation"], string> = {
  apply: "Strong match",
  apply_with_changes: "Good match with gaps",
  stretch: "Stretch",
  skip: "Weak match",
};

export function toTransformerJobMatch(r: JobMatchResult) {
  return {
    data: {
      matchScore: r.matchScore,
      verdict: VERDICT[r.recommendation],
      recommendation: r.recommendation,
      hiringProbability: r.hiringProbability,
      atsKeywords: { matched: r.keywords.matched, missing: r.keywords.missing },
      dimensions: flatDimensions(r),
      reasons: r.reasons,
      evidence: matchEvidence(r),
    },
    confidence: matchConfidence(r),
  };
}

function matchConfidence(r: JobMatchResult): number {
  const known = (r.job.salary ? 1 : 0) + (r.job.location ? 1 : 0) + (r.job.keywords.length >= 5 ? 2 : 0) + (r.job.occupation ? 1 : 0);
  return Math.min(0.9, 0.4 + 0.1 * known);
}

// ---------------------------------------------------------------- skills gap

export function toSkillsGapApi(r: SkillsGapResult) {
  return {
    target_role: r.occupation.title,
    gap_score: r.gapScore,
    skills: r.gaps.map((g) => ({
      skill: g.skill,
      importance: g.importance,
      current_level: levelLabel(g.currentLevel),
      required_level: levelLabel(g.requiredLevel),
      learning_hours: g.learningHours,
      free_resources: g.freeResources,
      salary_return_percent: g.salaryReturnPercent,
    })),
    total_learning_hours: r.totalLearningHours,
    estimated_months: r.estimatedMonths,
    hours_per_week: r.hoursPerWeek,
    evidence: {
      occupation_id: r.occupation.id,
      matched_on: r.matchedOn,
      levels: r.gaps.map((g) => ({ skill: g.skill, current: levelLabel(g.currentLevel), why: g.evidence })),
      already_met: r.met.map((m) => ({ skill: m.skill, level: levelLabel(m.level), required: levelLabel(m.required), why: m.evidence })),
      model:
        "learning_hours = Σ step hours (L1 10, L2 40, L3 120, L4 300) × difficulty/3; gap_score = importance-weighted missing levels ÷ required levels",
    },
  };
}

export function toSkillGapHead(r: SkillsGapResult, currentRole: string | undefined) {
  return {
    data: {
      currentRole: currentRole ?? null,
      targetRole: r.occupation.title,
      readinessScore: r.readinessScore,
      difficultyRating: r.difficulty,
      estimatedMonths: r.estimatedMonths,
      totalLearningHours: r.totalLearningHours,
      hoursPerWeek: r.hoursPerWeek,
      missingSkills: r.gaps.map((g) => ({
        importance: g.importance,
        skill: g.skill,
        currentLevel: levelLabel(g.currentLevel),
        requiredLevel: levelLabel(g.requiredLevel),
        learningPath: { resource: g.freeResources[0]?.title ?? "", url: g.freeResources[0]?.url ?? "", hours: g.learningHours },
        salaryReturnPercent: g.salaryReturnPercent,
      })),
      strengths: r.met.map((m) => m.skill),
    },
    confidence: Math.min(0.9, 0.5 + 0.05 * r.met.length + 0.05 * Math.min(4, r.gaps.length)),
  };
}

export type { Candidate };
