/**
 * Entry points per API route: request fields in, response body (or transformer `{data, confidence}`) out.
 * Bad input throws InputError, which the request wrapper renders as it is.
 */
import { InputError } from "@/lib/errors";
import { findCountry } from "@/lib/knowledge/countries";
import { candidateFromEntities, candidateFromText, entitiesFromList, type CandidateEntities, type ExtractedEntity } from "./candidate";
import { planCareerPath } from "./career-path";
import { matchJob } from "./job-match";
import { matchForHead } from "./match-head";
import { analyzeSkillsGap } from "./skills-gap";
import { scoreCvForApi, scoreResumeForHead, toJobMatchApi, toSkillGapHead, toSkillsGapApi, toTransformerJobMatch } from "./views";

/**
 * The scoring surfaces name the role's own body field (`target_role`, `targetRole`, `currentRole`) and answer an
 * unknown role as salary and life simulation do: code unknown_role with the nearest known titles in `suggestions`.
 */
function roleOrThrow<T>(param: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof InputError && e.param === "role") throw e.named(param);
    throw e;
  }
}

/** "Global" and empty mean no country conventions. */
function countryOf(c: string | undefined, fallback: string): string {
  return c?.trim() ? c.trim() : fallback;
}

/**
 * A target country must be a country we know (ISO alpha-2, "UK", or its English name) or "Global";
 * anything else ("Narnia") is a 400 naming the field rather than silently scoring with no conventions.
 */
function knownCountry(param: string, c: string | undefined, fallback: string): string {
  const v = countryOf(c, fallback);
  if (v.toLowerCase() === "global") return "Global";
  const country = findCountry(v);
  if (!country)
    throw new InputError(
      param,
      `${param} "${v.slice(0, 40)}" is not a known country: use an ISO 3166-1 alpha-2 code such as GB, US or DE, or "Global"`,
    );
  return country.code;
}

export function scoreCvRequest(
  body: {
    cv_text?: string;
    job_description?: string;
    target_country?: string;
    target_role?: string;
    options?: { include_suggestions?: boolean };
  },
  asOf: Date,
) {
  if (!body.cv_text?.trim()) throw new InputError("cv_text", "cv_text is required", { code: "missing_cv_text" });
  const targetCountry = knownCountry("target_country", body.target_country, "GB");
  return scoreCvForApi({
    cvText: body.cv_text,
    jobDescription: body.job_description,
    targetCountry,
    targetRole: body.target_role,
    includeSuggestions: body.options?.include_suggestions ?? true,
    asOf,
  });
}

export function matchJobRequest(
  body: { cv_text?: string; job_description: string; salary_expectation?: number; location?: string; remote?: boolean },
  asOf: Date,
) {
  if (!body.cv_text?.trim())
    throw new InputError("cv_text", "cv_text is required (or a context_id whose context holds cv_text)", { code: "missing_cv_text" });
  const candidate = candidateFromText(body.cv_text, { location: body.location, asOf });
  return toJobMatchApi(
    matchJob({ candidate, jobDescription: body.job_description, salaryExpectation: body.salary_expectation, remote: body.remote }),
  );
}

export function skillsGapRequest(
  body: { current_skills?: string[]; cv_text?: string; target_role: string; hours_per_week?: number },
  asOf: Date,
) {
  return roleOrThrow("target_role", () =>
    toSkillsGapApi(
      analyzeSkillsGap({
        targetRole: body.target_role,
        cvText: body.cv_text,
        currentSkills: body.current_skills,
        hoursPerWeek: body.hours_per_week,
        asOf,
      }),
    ),
  );
}

type EntitiesInput = CandidateEntities | ExtractedEntity[] | { entities: ExtractedEntity[] };

export function transformerJobMatchRequest(
  body: {
    candidateText?: string;
    candidateEntities?: EntitiesInput;
    jobDescription: string;
    salaryExpectation?: number;
    location?: string;
    remote?: boolean;
  },
  asOf: Date,
) {
  let candidate;
  if (body.candidateEntities) {
    const e = body.candidateEntities;
    const entities = Array.isArray(e) ? entitiesFromList(e) : "entities" in e ? entitiesFromList(e.entities) : e;
    candidate = candidateFromEntities(entities, { location: body.location });
  } else if (body.candidateText?.trim()) {
    candidate = candidateFromText(body.candidateText, { location: body.location, asOf });
  } else {
    throw new InputError("candidateText", "candidateText is required unless candidateEntities is given");
  }
  return toTransformerJobMatch(
    matchJob({ candidate, jobDescription: body.jobDescription, salaryExpectation: body.salaryExpectation, remote: body.remote }),
  );
}

export function matchHeadRequest(body: { jobDescription: string; candidateProfile: string; context?: { country?: string } }, asOf: Date) {
  return matchForHead({
    jobDescription: body.jobDescription,
    candidateProfile: body.candidateProfile,
    country: countryOf(body.context?.country, "Global"),
    asOf,
  });
}

export function resumeScoreRequest(
  body: { resumeText: string; targetRole?: string; country?: string; jobDescription?: string },
  asOf: Date,
) {
  return scoreResumeForHead({
    cvText: body.resumeText,
    targetRole: body.targetRole,
    targetCountry: countryOf(body.country, "Global"),
    jobDescription: body.jobDescription,
    asOf,
  });
}

export function skillGapHeadRequest(body: { currentRole?: string; targetRole: string; currentSkills?: string[]; hoursPerWeek?: number }) {
  return roleOrThrow("targetRole", () =>
    toSkillGapHead(
      analyzeSkillsGap({
        targetRole: body.targetRole,
        currentRole: body.currentRole,
        currentSkills: body.currentSkills,
        hoursPerWeek: body.hoursPerWeek,
      }),
      body.currentRole,
    ),
  );
}

export function careerPathRequest(body: { currentRole?: string; yearsExperience?: number; skills?: string[]; goals?: string }) {
  const r = roleOrThrow("currentRole", () => planCareerPath(body));
  return { data: r, confidence: Math.min(0.85, 0.35 + r.primaryNextRole.probability + (r.current.inferredFrom === "role" ? 0.15 : 0)) };
}
