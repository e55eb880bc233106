/**
 * The operation tables with their schemas: what `serve(operation, handler)` in lib/http needs to run a route
 * (request schema to parse, success schema for docs and tests). Server-side: it imports every contract module.
 * The rows themselves (path, method, family, tier) come from the client-safe tables beside this file.
 */
import type { z } from "zod";
import { EmbedRequest, EmbedResponse, MatchJobsRequest, MatchJobsResponse, SimilarityRequest, SimilarityResponse } from "../embed";
import { LIFE_SIM_REQUESTS, LifeSimFrame } from "../life-sim";
import {
  ContextRequest,
  ContextResponse,
  ModelsDocResponse,
  RegisterRequest,
  RegisterResponse,
  RotateRequest,
  RotateResponse,
  TiersResponse,
  TransformerUsageData,
  UsageResponse,
} from "../platform";
import { SalaryBenchmarkRequest, SalaryBenchmarkResponse, SalaryHeadData, SalaryHeadRequest } from "../salary";
import {
  CareerPathData,
  CareerPathRequest,
  CvScoreRequest,
  CvScoreResponse,
  JobMatchRequest,
  JobMatchResponse,
  MatchHeadData,
  MatchHeadRequest,
  ResumeScoreData,
  ResumeScoreRequest,
  SkillGapHeadData,
  SkillGapHeadRequest,
  SkillsGapRequest,
  SkillsGapResponse,
  TransformerJobMatchData,
  TransformerJobMatchRequest,
} from "../scoring";
import { CareerGraphData, CareerGraphRequest, ExtractData, ExtractRequest } from "../transformer-text";
import {
  ChatCompletionRequest,
  ChatCompletionResponse,
  CoverLetterRequest,
  CoverLetterResponse,
  InterviewQuestionsRequest,
  InterviewQuestionsResponse,
  ModelList,
} from "../writing";
import { DEVELOPER_ROUTES, EMBED_ROUTES, CSTM_ROUTES, TRANSFORMER_ROUTES, LIFE_SIM_ROUTES, type Route } from "./routes";
import { findLifeSimRoute, type LifeSimRoute } from "./life-sim";

export * from "./routes";

/**
 * A route with its schemas. `request` parses the body (null: the route reads none); `response` is what the
 * handler returns on success — the whole body for developer and embedding routes, `data` inside the envelope
 * for transformer routes.
 */
export type Operation<R extends Route = Route, Req extends z.ZodType | null = z.ZodType | null> = R & { request: Req; response: z.ZodType };

function bind<R extends Route, Req extends z.ZodType | null>(route: R, request: Req, response: z.ZodType): Operation<R, Req> {
  return { ...route, request, response };
}

type Bound<T> = { [K in keyof T]: T[K] extends Route ? Operation<T[K]> : never };
// Every row must be bound: a row without schemas is a type error here.
const check =
  <T>() =>
  <B extends Bound<T>>(b: B) =>
    b;

const D = DEVELOPER_ROUTES;
const developer = check<typeof D>()({
  register: bind(D.register, RegisterRequest, RegisterResponse),
  tiers: bind(D.tiers, null, TiersResponse),
  developerUsage: bind(D.developerUsage, null, UsageResponse),
  rotateKey: bind(D.rotateKey, RotateRequest, RotateResponse),
  cvScore: bind(D.cvScore, CvScoreRequest, CvScoreResponse),
  chatCompletions: bind(D.chatCompletions, ChatCompletionRequest, ChatCompletionResponse),
  listModels: bind(D.listModels, null, ModelList),
  createContext: bind(D.createContext, ContextRequest, ContextResponse),
  getContext: bind(D.getContext, null, ContextResponse),
  salaryBenchmark: bind(D.salaryBenchmark, SalaryBenchmarkRequest, SalaryBenchmarkResponse),
  coverLetter: bind(D.coverLetter, CoverLetterRequest, CoverLetterResponse),
  jobMatch: bind(D.jobMatch, JobMatchRequest, JobMatchResponse),
  skillsGap: bind(D.skillsGap, SkillsGapRequest, SkillsGapResponse),
  interviewQuestions: bind(D.interviewQuestions, InterviewQuestionsRequest, InterviewQuestionsResponse),
});

const E = EMBED_ROUTES;
const embed = check<typeof E>()({
  embed: bind(E.embed, EmbedRequest, EmbedResponse),
  similarity: bind(E.similarity, SimilarityRequest, SimilarityResponse),
  matchJobs: bind(E.matchJobs, MatchJobsRequest, MatchJobsResponse),
  modelsDoc: bind(E.modelsDoc, null, ModelsDocResponse),
});

const T = TRANSFORMER_ROUTES;
const transformer = check<typeof T>()({
  extract: bind(T.extract, ExtractRequest, ExtractData),
  careerGraph: bind(T.careerGraph, CareerGraphRequest, CareerGraphData),
  transformerJobMatch: bind(T.transformerJobMatch, TransformerJobMatchRequest, TransformerJobMatchData),
  transformerUsage: bind(T.transformerUsage, null, TransformerUsageData),
});

const C = CSTM_ROUTES;
const cstm = check<typeof C>()({
  headMatch: bind(C.headMatch, MatchHeadRequest, MatchHeadData),
  headSalary: bind(C.headSalary, SalaryHeadRequest, SalaryHeadData),
  headCareerPath: bind(C.headCareerPath, CareerPathRequest, CareerPathData),
  headResumeScore: bind(C.headResumeScore, ResumeScoreRequest, ResumeScoreData),
  headSkillGap: bind(C.headSkillGap, SkillGapHeadRequest, SkillGapHeadData),
});

/** Every named operation: `serve(ops.cvScore, …)`. */
export const ops = { ...developer, ...embed, ...transformer, ...cstm };

/** The operation of life-simulation mode `modeId` (1-21); throws for an unknown mode (a programming error in a route file). */
export function lifeSimOperation(modeId: number): Operation<LifeSimRoute, z.ZodType> {
  const route = findLifeSimRoute(modeId);
  const request = route && LIFE_SIM_REQUESTS[route.slug];
  if (!route || !request) throw new Error(`no life-simulation operation for mode ${modeId}`);
  return bind(route, request, LifeSimFrame);
}

/** Every operation, named and life-simulation, in catalogue order (the OpenAPI document's order). */
export function allOperations(): Operation[] {
  return [
    ...Object.values(developer),
    ...Object.values(embed),
    ...Object.values(transformer),
    ...Object.values(cstm),
    ...LIFE_SIM_ROUTES.map((r) => lifeSimOperation(r.modeId)),
  ];
}
