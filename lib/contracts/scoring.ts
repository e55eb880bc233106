import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { developerErrors, envelope, jsonBody, jsonResponse, listish, numberish, transformerErrors } from "./common";

const devKey = [{ developerKey: [] }];
const trKey = [{ transformerKey: [] }];
const text = (max: number) => z.string().max(max);
const Evidence = z
  .record(z.string(), z.unknown())
  .describe("How each number was reached: weights, keyword hits with the CV line that proves them, section parts.");

// ------------------------------------------------------------------ POST /v1/career/cv/score

export const CvScoreRequest = z
  .object({
    cv_text: text(100_000).optional().describe("Full CV text. Required (400 missing_cv_text), unless context_id supplies it."),
    job_description: text(50_000).optional().describe("Improves keyword match; without it the target role's occupation skills are used."),
    target_country: z
      .string()
      .trim()
      .max(10)
      .optional()
      .describe("ISO 3166-1 alpha-2; default GB. Drives length, photo, date-of-birth and US/UK spelling conventions."),
    target_role: text(200).optional().describe("Overrides the role inferred from the job description."),
    options: z.object({ include_suggestions: z.boolean().optional().describe("Default true.") }).optional(),
    context_id: z.string().optional(),
  })
  .meta({ id: "CvScoreRequest" });
export type CvScoreRequest = z.infer<typeof CvScoreRequest>;

const SectionScores = z.object({
  summary: z.number(),
  experience: z.number(),
  skills: z.number(),
  education: z.number(),
  formatting: z.number(),
});

export const CvScoreResponse = z
  .object({
    ats_score: z.number().min(0).max(100),
    grade: z.enum(["A", "B", "C", "D", "F"]).describe("A ≥ 85, B ≥ 70, C ≥ 55, D ≥ 40, else F."),
    keyword_match: z.object({
      matched: z.array(z.string()),
      missing: z.array(z.string()),
      coverage: z.number().min(0).max(1).describe("Importance-weighted share of the job's keywords present anywhere in the CV."),
    }),
    section_scores: SectionScores.describe("0-100 each."),
    top_suggestions: z
      .array(z.string())
      .optional()
      .describe("Quote the CV's own lines; omitted when options.include_suggestions is false."),
    evidence: Evidence,
    model: z.string(),
    request_id: z.string(),
  })
  .meta({ id: "CvScoreResponse" });

// ------------------------------------------------------------------ POST /v1/career/job/match

export const JobMatchRequest = z
  .object({
    cv_text: text(100_000).optional().describe("Required unless context_id supplies it."),
    context_id: z.string().optional(),
    job_description: z.string().trim().min(1, "job_description is required").max(50_000),
    salary_expectation: z.number().min(0).optional().describe("Annual, in the currency of the advertised range."),
    location: text(200).optional().describe('Where the candidate is, e.g. "London, UK".'),
    remote: z.boolean().optional().describe("true when the candidate wants remote work."),
  })
  .meta({ id: "JobMatchRequest" });
export type JobMatchRequest = z.infer<typeof JobMatchRequest>;

const Dimensions = z
  .object({ skills: z.number(), experience: z.number(), salary: z.number(), location: z.number(), culture: z.number() })
  .describe("0-100 each.");

export const JobMatchResponse = z
  .object({
    match_score: z.number().min(0).max(100).describe("skills 45% + experience 25% + salary, location, culture 10% each."),
    dimensions: Dimensions,
    apply_recommendation: z.enum(["apply", "apply_with_changes", "stretch", "skip"]),
    reasons: z.array(z.string()),
    evidence: Evidence,
    model: z.string(),
    request_id: z.string(),
  })
  .meta({ id: "JobMatchResponse" });

// ------------------------------------------------------------------ POST /v1/career/skills/gap

export const SkillsGapRequest = z
  .object({
    current_skills: z
      .array(z.string().trim().min(1).max(200))
      .max(200)
      .optional()
      .describe('May carry a level: "Python (advanced)", "SQL - 3 years", "Excel: L2".'),
    cv_text: text(100_000).optional(),
    context_id: z.string().optional(),
    target_role: z
      .string()
      .trim()
      .min(1, "target_role is required")
      .max(200)
      .describe(
        "A role the engine does not recognise → 400 `unknown_role` (param `target_role`) with the nearest known roles in `suggestions`.",
      ),
    hours_per_week: z.number().min(1).max(80).optional().describe("Study hours per week; default 10."),
  })
  .meta({ id: "SkillsGapRequest" });
export type SkillsGapRequest = z.infer<typeof SkillsGapRequest>;

const Level = z.enum(["L0", "L1", "L2", "L3", "L4"]);
const Resource = z.object({ title: z.string(), url: z.string() });

export const SkillsGapResponse = z
  .object({
    target_role: z.string(),
    gap_score: z.number().min(0).max(100).describe("0 = ready; 100 = none of the required levels reached (importance-weighted)."),
    skills: z.array(
      z.object({
        skill: z.string(),
        importance: z.enum(["core", "important", "nice"]),
        current_level: Level,
        required_level: Level,
        learning_hours: z.number(),
        free_resources: z.array(Resource),
        salary_return_percent: z.number(),
      }),
    ),
    total_learning_hours: z.number(),
    estimated_months: z.number().int(),
    hours_per_week: z.number(),
    evidence: Evidence,
    model: z.string(),
    request_id: z.string(),
  })
  .meta({ id: "SkillsGapResponse" });

// ------------------------------------------------------------------ POST /transformer/v1/job-match

const EntityItem = z.object({ type: z.string(), text: z.string(), confidence: z.number().optional() });
const EntityObject = z.object({
  skills: listish.optional(),
  jobTitles: listish.optional(),
  yearsExperience: numberish.pipe(z.number().min(0).max(70)).optional(),
  locations: listish.optional(),
});

export const TransformerJobMatchRequest = z
  .object({
    candidateText: text(100_000).optional().describe("Resume or profile text; required unless candidateEntities is given."),
    // The extract response's `data` ({entities, metadata, …}) must be tried before EntityObject: that one has only
    // optional members and would otherwise match it and strip `entities`, leaving an empty candidate.
    candidateEntities: z
      .union([z.object({ entities: z.array(EntityItem).max(500) }), z.array(EntityItem).max(500), EntityObject])
      .optional()
      .describe("The extract endpoint's `data` object ({entities,…}), its entity array, or {skills,jobTitles,yearsExperience,locations}."),
    jobDescription: z.string().trim().min(1, "jobDescription is required").max(50_000),
    salaryExpectation: numberish.pipe(z.number().min(0)).optional(),
    location: text(200).optional(),
    remote: z.boolean().optional(),
  })
  .meta({ id: "TransformerJobMatchRequest" });
export type TransformerJobMatchRequest = z.infer<typeof TransformerJobMatchRequest>;

export const TransformerJobMatchData = z
  .object({
    matchScore: z.number(),
    verdict: z.string(),
    recommendation: z.string(),
    hiringProbability: z
      .number()
      .min(0)
      .max(1)
      .describe(
        "1/(1+e^-z), z = -5.2 + 4.2·skills + 2.6·experience + 0.8·salary + 1.0·location + 0.6·culture (dimensions on 0-1); hand-set, monotone in each.",
      ),
    atsKeywords: z.object({ matched: z.array(z.string()), missing: z.array(z.string()) }),
    dimensions: Dimensions,
    reasons: z.array(z.string()),
    evidence: Evidence,
  })
  .meta({ id: "TransformerJobMatchData" });

// ------------------------------------------------------------------ /cstm heads

export const MatchHeadRequest = z
  .object({
    jobDescription: z.string().trim().min(1, "jobDescription is required").max(50_000),
    candidateProfile: z.string().trim().min(1, "candidateProfile is required").max(100_000),
    context: z.object({ country: z.string().trim().max(60).optional() }).optional(),
  })
  .meta({ id: "MatchHeadRequest" });

export const MatchHeadData = z
  .object({
    matchScore: z.number(),
    verdict: z.string(),
    strengths: z.array(z.string()),
    gaps: z.array(z.string()),
    coverLetterHook: z.string(),
    atsAnalysis: z.object({
      atsScore: z.number(),
      keywordCoverage: z.number(),
      matched: z.array(z.string()),
      missing: z.array(z.string()),
      onlyInSkillsList: z.array(z.string()),
    }),
    shortlistProbability: z.number().min(0).max(1),
    redFlags: z.array(z.string()),
    dimensions: Dimensions,
    reasons: z.array(z.string()),
  })
  .meta({ id: "MatchHeadData" });

export const ResumeScoreRequest = z
  .object({
    resumeText: z.string().trim().min(1, "resumeText is required").max(100_000),
    targetRole: text(200).optional(),
    country: z.string().trim().max(60).optional().describe('ISO alpha-2 or "Global" (default).'),
    jobDescription: text(50_000).optional(),
  })
  .meta({ id: "ResumeScoreRequest" });

export const ResumeScoreData = z
  .object({
    overallScore: z.number(),
    atsScore: z.number().describe("Machine view: 50% evidence-weighted keywords, 30% formatting, 20% standard headings found."),
    grade: z.string(),
    weakBullets: z.array(
      z.object({
        original: z.string(),
        rewritten: z
          .string()
          .describe(
            "The weak verb or duty phrase replaced by a strong verb, every fact and number kept, nothing invented; a missing result is named in reason.",
          ),
        reason: z.string(),
      }),
    ),
    sectionScores: SectionScores,
    keywordAnalysis: z.object({
      source: z.string(),
      matched: z.array(z.string()),
      missing: z.array(z.string()),
      onlyInSkillsList: z.array(z.string()),
      coverage: z.number(),
    }),
    suggestions: z.array(z.string()),
    evidence: Evidence,
  })
  .meta({ id: "ResumeScoreData" });

export const SkillGapHeadRequest = z
  .object({
    currentRole: text(200).optional(),
    targetRole: z
      .string()
      .trim()
      .min(1, "targetRole is required")
      .max(200)
      .describe('A role the engine does not recognise → 400 with `field: "targetRole"`, `code: "unknown_role"` and `suggestions`.'),
    currentSkills: listish.optional().describe("Array or one comma/newline-separated text."),
    country: z.string().trim().max(60).optional(),
    hoursPerWeek: numberish.pipe(z.number().min(1).max(80)).optional().describe("String or number; default 10."),
  })
  .meta({ id: "SkillGapHeadRequest" });

export const SkillGapHeadData = z
  .object({
    currentRole: z.string().nullable(),
    targetRole: z.string(),
    readinessScore: z.number(),
    difficultyRating: z
      .enum(["easy", "moderate", "hard", "very hard"])
      .describe("total learning hours < 100, < 300, < 800, else very hard"),
    estimatedMonths: z.number().int(),
    totalLearningHours: z.number(),
    hoursPerWeek: z.number(),
    missingSkills: z.array(
      z.object({
        importance: z.enum(["core", "important", "nice"]),
        skill: z.string(),
        currentLevel: Level,
        requiredLevel: Level,
        learningPath: z.object({ resource: z.string(), url: z.string(), hours: z.number() }),
        salaryReturnPercent: z.number(),
      }),
    ),
    strengths: z.array(z.string()),
  })
  .meta({ id: "SkillGapHeadData" });

export const CareerPathRequest = z
  .object({
    currentRole: text(200).optional().describe("Required unless skills identify the role."),
    yearsExperience: numberish.pipe(z.number().min(0).max(70)).optional(),
    skills: listish.optional(),
    goals: text(2000).optional(),
    country: z.string().trim().max(60).optional(),
  })
  .meta({ id: "CareerPathRequest" });

const Step = z.object({
  title: z.string(),
  occupationId: z.string(),
  probability: z.number().min(0).max(1),
  timelineMonths: z.object({ min: z.number().int(), max: z.number().int() }),
  skillsNeeded: z.array(z.string()),
  evidence: z.array(z.string()),
});

export const CareerPathData = z
  .object({
    current: z.object({ title: z.string(), occupationId: z.string(), inferredFrom: z.enum(["role", "skills"]) }),
    primaryNextRole: Step,
    alternatives: z.array(Step),
    aiDisruptionRisk: z.object({ level: z.enum(["low", "medium", "high"]), score: z.number(), source: z.string() }),
  })
  .meta({ id: "CareerPathData" });

// ------------------------------------------------------------------ OpenAPI

const dev = (summary: string, tier: string, req: z.ZodType, res: z.ZodType) => ({
  post: {
    summary,
    description: `Minimum tier ${tier}.`,
    tags: ["Career"],
    security: devKey,
    requestBody: jsonBody(req),
    responses: { "200": jsonResponse(res), ...developerErrors(400, 401, 403, 404, 413, 429) },
  },
});
const head = (summary: string, req: z.ZodType, data: z.ZodType, security?: typeof trKey) => ({
  post: {
    summary,
    tags: ["Transformer"],
    ...(security ? { security } : {}),
    requestBody: jsonBody(req),
    responses: { "200": jsonResponse(envelope(data)), ...transformerErrors(400, 401, 413, 429) },
  },
});

export const paths: ZodOpenApiPathsObject = {
  "/v1/career/cv/score": dev(
    "ATS score of a CV with keyword match, section scores and quoted suggestions",
    "FREE",
    CvScoreRequest,
    CvScoreResponse,
  ),
  "/v1/career/job/match": dev("Five-dimension job match with an apply recommendation", "PRO", JobMatchRequest, JobMatchResponse),
  "/v1/career/skills/gap": dev(
    "Skills gap to a target role with levels L0-L4, learning hours and free resources",
    "PRO",
    SkillsGapRequest,
    SkillsGapResponse,
  ),
  "/transformer/v1/job-match": head(
    "Job match with ATS keywords and hiring probability",
    TransformerJobMatchRequest,
    TransformerJobMatchData,
    trKey,
  ),
  "/cstm/match": head(
    "Head 1: full match with strengths, gaps, cover-letter hook, ATS analysis and red flags (no key needed)",
    MatchHeadRequest,
    MatchHeadData,
  ),
  "/cstm/resume-score": head("Head 4: resume score with weak-bullet rewrites (no key needed)", ResumeScoreRequest, ResumeScoreData),
  "/cstm/skill-gap": head("Head 5: readiness and learning path to a target role (no key needed)", SkillGapHeadRequest, SkillGapHeadData),
  "/cstm/career-path": head(
    "Head 3: next roles from the occupation graph with probabilities and AI-disruption risk (no key needed)",
    CareerPathRequest,
    CareerPathData,
  ),
};
