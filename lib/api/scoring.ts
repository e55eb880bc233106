/**
 * Adapter between the scoring routes (developer cv/score, job/match, skills/gap; transformer job-match; the
 * /cstm heads) and the scoring engine: stamps the request time from the platform clock and turns the engine's
 * input error into the API error with the same code and param, in one place instead of in each route file.
 */
import {
  careerPathRequest, matchHeadRequest, matchJobRequest, resumeScoreRequest, scoreCvRequest, ScoringParamError, skillGapHeadRequest, skillsGapRequest,
  transformerJobMatchRequest,
} from "@/lib/engine/scoring/api";
import { ApiError } from "@/lib/errors";
import { now } from "@/lib/platform/clock";

function withParamErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof ScoringParamError) throw new ApiError(e.code, e.message, { param: e.param });
    throw e;
  }
}

const asOf = () => new Date(now());

export const scoreCv = (body: Parameters<typeof scoreCvRequest>[0]) => withParamErrors(() => scoreCvRequest(body, asOf()));
export const matchJob = (body: Parameters<typeof matchJobRequest>[0]) => withParamErrors(() => matchJobRequest(body, asOf()));
export const analyzeSkillsGap = (body: Parameters<typeof skillsGapRequest>[0]) => withParamErrors(() => skillsGapRequest(body, asOf()));
export const matchJobForTransformer = (body: Parameters<typeof transformerJobMatchRequest>[0]) => withParamErrors(() => transformerJobMatchRequest(body, asOf()));
export const matchForHead = (body: Parameters<typeof matchHeadRequest>[0]) => withParamErrors(() => matchHeadRequest(body, asOf()));
export const scoreResumeForHead = (body: Parameters<typeof resumeScoreRequest>[0]) => withParamErrors(() => resumeScoreRequest(body, asOf()));
export const analyzeSkillGapForHead = (body: Parameters<typeof skillGapHeadRequest>[0]) => withParamErrors(() => skillGapHeadRequest(body));
export const planCareerPathForHead = (body: Parameters<typeof careerPathRequest>[0]) => withParamErrors(() => careerPathRequest(body));
