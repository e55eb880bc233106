/**
 * The engine's public entry points that take free text, each fed one adversarial text through its request
 * contract: fitToContract cuts every text field to the contract's own maximum, so each call is one a client
 * could really make. Used by the ReDoS test's child process (child.ts); no test runner imports here.
 */
import type { z } from "zod";
import { CareerGraphRequest, ExtractRequest } from "@/lib/contracts/transformer-text";
import {
  CareerPathRequest,
  CvScoreRequest,
  JobMatchRequest,
  MatchHeadRequest,
  ResumeScoreRequest,
  SkillGapHeadRequest,
  SkillsGapRequest,
  TransformerJobMatchRequest,
} from "@/lib/contracts/scoring";
import { SalaryBenchmarkRequest, SalaryHeadRequest } from "@/lib/contracts/salary";
import { ChatCompletionRequest, CoverLetterRequest, InterviewQuestionsRequest } from "@/lib/contracts/writing";
import { extractEntities } from "@/lib/engine/extract";
import { buildCareerGraph } from "@/lib/engine/graph";
import { LIFE_SIM_MODES } from "@/lib/engine/life-sim";
import { findSalaries, parseCv, parseJobDescription } from "@/lib/engine/parse";
import { benchmarkSalaryForApi, benchmarkSalaryForHead } from "@/lib/engine/salary";
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
import { createChatCompletion, generateCoverLetter, generateInterviewQuestions } from "@/lib/api/writing";

const NOW = new Date(Date.UTC(2026, 0, 15));
const LONGEST = 100_000;

/** A text `length` characters long: `unit` repeated between a "1" and an "x" (a non-matching end). */
export function shapeText(unit: string, length: number): string {
  return ("1" + unit.repeat(Math.ceil(length / unit.length))).slice(0, length - 1) + "x";
}

/** Character runs that made one pattern or another backtrack: every shape runs through every entry point. */
export const SHAPES: Record<string, string> = {
  spaces: " ",
  digits: "0123456789",
  dots: ".",
  dashes: "-",
  newlines: "\n",
  parentheses: "(",
  commas: ",",
  pipes: "|",
  bullets: "• ",
  "repeated '1 '": "1 ",
  // month names inside one long word: the date-range patterns rescanned the word from each one
  letters: "Febc",
  mixed: "Aa1 .-\n(,|•:@%/",
};

type Issue = { code: string; path: PropertyKey[]; maximum?: number | bigint };

function cutAt(body: Record<string, unknown>, path: PropertyKey[], max: number): boolean {
  let node: unknown = body;
  for (const key of path.slice(0, -1)) node = (node as Record<PropertyKey, unknown>)[key];
  const last = path[path.length - 1];
  const parent = node as Record<PropertyKey, unknown>;
  if (typeof parent?.[last] !== "string") return false;
  parent[last] = (parent[last] as string).slice(0, max);
  return true;
}

/**
 * Parses `body` with the request schema after cutting every over-long string to the schema's maximum (zod
 * names it in the too_big issue). Any other validation failure is a mistake in this table and throws.
 */
export function fitToContract<S extends z.ZodType>(schema: S, body: Record<string, unknown>): z.infer<S> {
  const copy = structuredClone(body);
  for (let round = 0; round < 8; round++) {
    const parsed = schema.safeParse(copy);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues as Issue[];
    const fixable = issues.every((i) => i.code === "too_big" && i.maximum !== undefined && cutAt(copy, i.path, Number(i.maximum)));
    if (!fixable) throw new Error(`body does not fit ${JSON.stringify(issues.map((i) => [i.code, i.path.join(".")]))}`);
  }
  throw new Error("body still too long after 8 rounds");
}

/** Up to 200 list items of at most 198 characters, each kept non-empty after trimming. */
function listOf(text: string, itemLength = 198): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length && out.length < 200; i += itemLength) out.push(`a${text.slice(i, i + itemLength - 2)}a`);
  return out;
}

const SAMPLE_JOB = "Data Analyst\nRequirements:\n- SQL and Python\n- 3+ years of experience\nLocation: London";
const SAMPLE_CV = "Jane Doe\nExperience\nData Analyst, Acme Ltd, 2019 - 2024\n- Built SQL reports for 40 teams";

export interface EntryPoint {
  name: string;
  run(text: string): unknown;
}

const scoring: EntryPoint[] = [
  { name: "CV parse (parseCv)", run: (t) => parseCv(t.slice(0, LONGEST), { now: NOW }) },
  {
    name: "job parse (parseJobDescription)",
    run: (t) => parseJobDescription(fitToContract(JobMatchRequest, { cv_text: SAMPLE_CV, job_description: t }).job_description),
  },
  {
    name: "salary parsing of free text (findSalaries)",
    run: (t) => findSalaries(fitToContract(JobMatchRequest, { cv_text: SAMPLE_CV, job_description: t }).job_description),
  },
  { name: "POST /v1/career/cv/score", run: (t) => scoreCvRequest(fitToContract(CvScoreRequest, { cv_text: t, job_description: t }), NOW) },
  {
    name: "POST /v1/career/cv/score (cv_text only)",
    run: (t) => scoreCvRequest(fitToContract(CvScoreRequest, { cv_text: t, job_description: SAMPLE_JOB }), NOW),
  },
  {
    name: "POST /v1/career/job/match",
    run: (t) => matchJobRequest(fitToContract(JobMatchRequest, { cv_text: t, job_description: t, location: t }), NOW),
  },
  {
    name: "POST /v1/career/job/match (job text only)",
    run: (t) => matchJobRequest(fitToContract(JobMatchRequest, { cv_text: SAMPLE_CV, job_description: t }), NOW),
  },
  {
    name: "POST /v1/career/skills/gap (cv_text)",
    run: (t) =>
      skillsGapRequest(fitToContract(SkillsGapRequest, { cv_text: t, target_role: "Data Analyst", current_skills: listOf(t) }), NOW),
  },
  { name: "POST /transformer/v1/extract", run: (t) => extractEntities(fitToContract(ExtractRequest, { text: t }).text) },
  {
    name: "POST /transformer/v1/career-graph",
    run: (t) => buildCareerGraph(fitToContract(CareerGraphRequest, { text: t }).text, { now: NOW }),
  },
  {
    name: "POST /transformer/v1/job-match",
    run: (t) =>
      transformerJobMatchRequest(fitToContract(TransformerJobMatchRequest, { candidateText: t, jobDescription: t, location: t }), NOW),
  },
  {
    name: "POST /cstm/match",
    run: (t) => matchHeadRequest(fitToContract(MatchHeadRequest, { jobDescription: t, candidateProfile: t, context: { country: t } }), NOW),
  },
  {
    name: "POST /cstm/match (job text only)",
    run: (t) => matchHeadRequest(fitToContract(MatchHeadRequest, { jobDescription: t, candidateProfile: SAMPLE_CV }), NOW),
  },
  {
    name: "POST /cstm/resume-score",
    run: (t) => resumeScoreRequest(fitToContract(ResumeScoreRequest, { resumeText: t, jobDescription: t, targetRole: t }), NOW),
  },
  {
    name: "POST /cstm/skill-gap",
    run: (t) =>
      skillGapHeadRequest(
        fitToContract(SkillGapHeadRequest, { currentRole: t, targetRole: `Data Analyst ${t}`, currentSkills: listOf(t) }),
      ),
  },
  {
    name: "POST /cstm/career-path",
    run: (t) => careerPathRequest(fitToContract(CareerPathRequest, { currentRole: "Data Analyst", goals: t, skills: listOf(t) })),
  },
  {
    name: "POST /cstm/salary",
    run: (t) =>
      benchmarkSalaryForHead(fitToContract(SalaryHeadRequest, { role: `Data Analyst ${t}`, level: t, city: t, skills: listOf(t) })),
  },
  {
    name: "POST /v1/career/salary/benchmark",
    run: (t) =>
      benchmarkSalaryForApi(
        fitToContract(SalaryBenchmarkRequest, { role: `Data Analyst ${t}`, city: t, skills: listOf(t, 98).slice(0, 50) }),
      ),
  },
];

const writing: EntryPoint[] = [
  {
    name: "POST /v1/career/cover-letter/generate",
    run: (t) =>
      generateCoverLetter(
        fitToContract(CoverLetterRequest, {
          cv_text: t,
          job_description: `${SAMPLE_JOB}\n${t}`,
          company_name: t,
          role: t,
          tone: t,
          mode: 1,
        }),
        "PLUS",
      ),
  },
  {
    name: "POST /v1/career/interview/questions",
    run: (t) =>
      generateInterviewQuestions(
        fitToContract(InterviewQuestionsRequest, { role: `Data Analyst ${t}`, company_name: t, job_description: t, cv_text: t }),
        "PLUS",
      ),
  },
  {
    name: "POST /v1/career/chat/completions",
    run: (t) =>
      createChatCompletion(
        fitToContract(ChatCompletionRequest, { model: "lm-flash", messages: [{ role: "user", content: t.slice(0, LONGEST) }] }),
        "PLUS",
        "req_redos",
      ),
  },
];

/** Every text, list and free-form field of the 21 life-simulation modes (numbers and choices keep their defaults). */
const lifeSim: EntryPoint[] = LIFE_SIM_MODES.map((mode) => ({
  name: `life-sim ${mode.path}`,
  run: (t: string) => {
    const body: Record<string, unknown> = {};
    for (const f of mode.fields) {
      if (f.kind === "text" || f.kind === "textarea") body[f.name] = `${f.defaultValue} ${t}`;
      else if (f.kind === "list") body[f.name] = listOf(t);
      else if (f.kind === "number") body[f.name] = f.defaultValue;
      else if (f.kind === "select") body[f.name] = f.defaultValue;
      else body[f.name] = JSON.parse(f.defaultValue);
    }
    return mode.run(fitToContract(mode.schema, body));
  },
}));

export const ENTRY_POINTS: EntryPoint[] = [...scoring, ...writing, ...lifeSim];

/** Errors that a route turns into a documented 4xx: a clear answer, not a failure of the engine. */
export const EXPECTED_ERRORS = new Set(["ApiError", "InputError"]);

/** One search of `pattern` over `text` (every match when global): the allow-listed patterns' own attacks. */
export function runPattern(pattern: { source: string; flags: string }, text: string): unknown {
  const re = new RegExp(pattern.source, pattern.flags);
  return re.global ? [...text.matchAll(re)].length : re.exec(text);
}
