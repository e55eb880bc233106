/** Document 3: the keyed transformer routes and the five intelligence heads (/cstm, no key needed). */
import { defineRoutes } from "./table";

export const TRANSFORMER_ROUTES = defineRoutes({
  extract: {
    method: "POST",
    path: "/transformer/v1/extract",
    family: "transformer",
    access: "key",
    minTier: null,
    taskType: "extraction",
    summary: "Extract career entities",
  },
  careerGraph: {
    method: "POST",
    path: "/transformer/v1/career-graph",
    family: "transformer",
    access: "key",
    minTier: null,
    taskType: "career-graph",
    summary: "Build a career graph",
  },
  transformerJobMatch: {
    method: "POST",
    path: "/transformer/v1/job-match",
    family: "transformer",
    access: "key",
    minTier: null,
    taskType: "job-match",
    summary: "Job match with ATS keywords and hiring probability",
  },
  transformerUsage: {
    method: "GET",
    path: "/transformer/v1/usage",
    family: "transformer",
    access: "key",
    minTier: null,
    countsQuota: false,
    summary: "Quota use of the calling key: today by endpoint and a 30-day history",
  },
});

export const CSTM_ROUTES = defineRoutes({
  headMatch: {
    method: "POST",
    path: "/cstm/match",
    family: "transformer",
    access: "optional",
    minTier: null,
    taskType: "match",
    summary: "Head 1: full match with strengths, gaps, cover-letter hook, ATS analysis and red flags (no key needed)",
  },
  headSalary: {
    method: "POST",
    path: "/cstm/salary",
    family: "transformer",
    access: "optional",
    minTier: null,
    taskType: "salary",
    summary: "Intelligence head 2: salary percentiles, negotiation advice, total compensation",
  },
  headCareerPath: {
    method: "POST",
    path: "/cstm/career-path",
    family: "transformer",
    access: "optional",
    minTier: null,
    taskType: "career-path",
    summary: "Head 3: next roles from the occupation graph with probabilities and AI-disruption risk (no key needed)",
  },
  headResumeScore: {
    method: "POST",
    path: "/cstm/resume-score",
    family: "transformer",
    access: "optional",
    minTier: null,
    taskType: "resume-score",
    summary: "Head 4: resume score with weak-bullet rewrites (no key needed)",
  },
  headSkillGap: {
    method: "POST",
    path: "/cstm/skill-gap",
    family: "transformer",
    access: "optional",
    minTier: null,
    taskType: "skill-gap",
    summary: "Head 5: readiness and learning path to a target role (no key needed)",
  },
});
