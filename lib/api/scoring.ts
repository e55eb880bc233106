/**
 * Adapter between the scoring routes (developer cv/score, job/match, skills/gap; transformer job-match; the
 * /cstm heads) and the scoring engine: stamps the request time from the platform clock, since the engine reads
 * no clock. The engine's InputError is rendered by the wrapper as it is.
 */
import {
  careerPathRequest,
  matchHeadRequest,
  matchJobRequest,
  resumeScoreRequest,
  scoreCvRequest,
  skillGapHeadRequest,
  skillsGapRequest,
  transformerJobMatchRequest,
} from "@/lib/engine/scoring/api";
import { now } from "@/lib/platform/clock";

const asOf = () => new Date(now());

export const scoreCv = (body: Parameters<typeof scoreCvRequest>[0]) => scoreCvRequest(body, asOf());
export const matchJob = (body: Parameters<typeof matchJobRequest>[0]) => matchJobRequest(body, asOf());
export const analyzeSkillsGap = (body: Parameters<typeof skillsGapRequest>[0]) => skillsGapRequest(body, asOf());
export const matchJobForTransformer = (body: Parameters<typeof transformerJobMatchRequest>[0]) => transformerJobMatchRequest(body, asOf());
export const matchForHead = (body: Parameters<typeof matchHeadRequest>[0]) => matchHeadRequest(body, asOf());
export const scoreResumeForHead = (body: Parameters<typeof resumeScoreRequest>[0]) => resumeScoreRequest(body, asOf());
export const analyzeSkillGapForHead = skillGapHeadRequest;
export const planCareerPathForHead = careerPathRequest;
