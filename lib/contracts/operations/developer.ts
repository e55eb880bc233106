/** Document 1: the developer API (and its public register/tiers routes). Order is the catalogue's order. */
import { defineRoutes } from "./table";

export const DEVELOPER_ROUTES = defineRoutes({
  register: { method: "POST", path: "/v1/developer/register", family: "developer", access: "none", minTier: null, status: 201, summary: "Register a developer and receive a FREE key (shown once)" },
  tiers: { method: "GET", path: "/v1/developer/tiers", family: "developer", access: "none", minTier: null, summary: "Tiers, limits, models and endpoints" },
  developerUsage: { method: "GET", path: "/v1/developer/usage/:developerId", family: "developer", access: "key", minTier: null, countsQuota: false, summary: "Today's usage, limits, 10 newest calls and the developer's keys" },
  rotateKey: { method: "POST", path: "/v1/developer/keys/:id/rotate", family: "developer", access: "key", minTier: null, summary: "Rotate a developer key, optionally keeping the old one valid for a grace period" },
  cvScore: { method: "POST", path: "/v1/career/cv/score", family: "developer", access: "key", minTier: "FREE", summary: "ATS score of a CV with keyword match, section scores and quoted suggestions" },
  chatCompletions: { method: "POST", path: "/v1/career/chat/completions", family: "developer", access: "key", minTier: "FREE", openaiErrors: true, summary: "OpenAI-compatible chat completions with a career assistant" },
  listModels: { method: "GET", path: "/v1/career/models", family: "developer", access: "key", minTier: "FREE", countsQuota: false, openaiErrors: true, summary: "Models the key's tier may use (OpenAI list format)" },
  createContext: { method: "POST", path: "/v1/career/context", family: "developer", access: "key", minTier: "FREE", status: 201, summary: "Save a candidate context" },
  getContext: { method: "GET", path: "/v1/career/context/:id", family: "developer", access: "key", minTier: "FREE", summary: "Read a candidate context" },
  salaryBenchmark: { method: "POST", path: "/v1/career/salary/benchmark", family: "developer", access: "key", minTier: "PRO", summary: "Salary benchmark for a role in one of 196 countries (PRO tier)" },
  coverLetter: { method: "POST", path: "/v1/career/cover-letter/generate", family: "developer", access: "key", minTier: "PRO", summary: "Write a cover letter in one of 15 modes, from the CV's own facts" },
  jobMatch: { method: "POST", path: "/v1/career/job/match", family: "developer", access: "key", minTier: "PRO", summary: "Five-dimension job match with an apply recommendation" },
  skillsGap: { method: "POST", path: "/v1/career/skills/gap", family: "developer", access: "key", minTier: "PRO", summary: "Skills gap to a target role with levels L0-L4, learning hours and free resources" },
  interviewQuestions: { method: "POST", path: "/v1/career/interview/questions", family: "developer", access: "key", minTier: "PRO", summary: "Role- and company-specific interview questions with STAR model answers" },
});
