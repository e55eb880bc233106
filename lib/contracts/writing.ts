import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { developerErrors, jsonBody, jsonResponse } from "./common";

const devKey = [{ developerKey: [] }];

/** Fields a saved candidate context fills in (CONTRACT.md); accepted on every writing route. */
const contextFields = {
  context_id: z.string().max(100).optional().describe("A saved candidate context; also accepted as the X-Context-Id header."),
  full_name: z.string().trim().max(200).optional(),
  skills: z.array(z.string().trim().max(200)).max(200).optional(),
  years_experience: z.number().min(0).max(70).optional(),
  target_role: z.string().trim().max(200).optional(),
};

const MODE_SLUGS = [
  "achievement-led",
  "insight-led",
  "problem-solution",
  "narrative",
  "company-specific",
  "question-led",
  "bold-statement",
  "data-driven",
  "cultural-fit",
  "career-transition",
  "promotion",
  "referral",
  "remote",
  "multilingual",
  "executive",
] as const;

export const CoverLetterRequest = z
  .object({
    ...contextFields,
    cv_text: z.string().max(100_000).optional().describe("Required unless the context supplies it."),
    job_description: z.string().trim().min(20, "job_description must be at least 20 characters").max(50_000),
    company_name: z.string().trim().max(200).optional(),
    role: z.string().trim().max(200).optional(),
    mode: z
      .union([z.number().int().min(1).max(15), z.string().trim().min(1).max(40)], {
        // zod's union message is "Invalid input"; a caller needs to know what mode takes.
        error: (iss) =>
          `mode ${iss.input === undefined ? "is required" : "must be"}: a number 1..15 or a mode slug such as "achievement-led".`,
      })
      .describe(`1..15 or a slug: ${MODE_SLUGS.join(", ")}`),
    tone: z.string().trim().max(60).optional().describe("e.g. formal, warm, direct"),
    max_words: z.number().int().min(50).max(1000).default(350),
    referrer_name: z.string().trim().max(120).optional().describe("Required for mode 12 (referral)."),
    language: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a BCP-47 language tag such as de or pt-BR")
      .optional()
      .describe(
        "Mode 14 (multilingual): en, de, fr, es, nl, it or pt; default: the job description's language. The role title, core requirement and skills are written through the taxonomy's language-tagged labels; what has no label is quoted as written and listed in notes.",
      ),
    model: z
      .string()
      .trim()
      .max(40)
      .optional()
      .describe("lm-flash, lm-standard (PRO) or lm-deep (PLUS); default the best of lm-flash/lm-standard the tier has."),
  })
  .meta({ id: "CoverLetterRequest" });

export const FactUsed = z
  .object({
    kind: z.string(),
    value: z.string(),
    source: z.enum(["cv", "context", "job_description", "request"]),
  })
  .meta({ id: "FactUsed" });

export const CoverLetterResponse = z
  .object({
    letter: z.string(),
    mode: z.object({ id: z.number().int(), name: z.string() }),
    word_count: z.number().int().describe("Words as counted by the documented rule (docs/writing.md)."),
    language: z.string(),
    facts_used: z.array(FactUsed),
    notes: z
      .array(z.string())
      .describe(
        "What the inputs could not support, in plain words: too few facts for max_words, no employer named, labels left untranslated or a job title written as its occupation's label (mode 14). Empty when nothing is missing.",
      ),
    model: z.string(),
    request_id: z.string(),
  })
  .meta({ id: "CoverLetterResponse" });

export const QUESTION_TYPES = ["behavioral", "technical", "situational", "culture"] as const;

export const InterviewQuestionsRequest = z
  .object({
    ...contextFields,
    role: z.string().trim().min(2).max(200),
    company_name: z.string().trim().max(200).optional(),
    job_description: z.string().max(50_000).optional(),
    cv_text: z.string().max(100_000).optional(),
    count: z.number().int().min(1).max(25).default(10),
    types: z
      .preprocess(
        (v) =>
          typeof v === "string"
            ? v
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean)
            : v,
        z.array(z.enum(QUESTION_TYPES)).min(1).max(4),
      )
      .optional(),
    model: z.string().trim().max(40).optional(),
  })
  .meta({ id: "InterviewQuestionsRequest" });

export const InterviewQuestion = z
  .object({
    question: z.string(),
    type: z.enum(QUESTION_TYPES),
    model_answer: z.object({ situation: z.string(), task: z.string(), action: z.string(), result: z.string() }),
    follow_ups: z.array(z.string()),
    common_mistakes: z.array(z.string()),
    basis: z.string().describe("What the question was built from: a skill, a duty or a value in the advert."),
    source: z
      .object({
        kind: z
          .enum(["cv_achievement", "cv_line"])
          .describe(
            "cv_achievement: an action statement; cv_line: for a CV without one, a line stating a fact (a training, a project, a post) that anchors an outline.",
          ),
        text: z.string().describe("The CV statement as written."),
        start: z.number().int().describe("Offset of text in cv_text."),
        end: z.number().int(),
        role: z.string().nullable().describe("The role (and dates) the statement sits under in the CV, when shown."),
      })
      .nullable()
      .describe(
        "The CV statement the model answer is written from; null when the answer is an outline (no cv_text, or nothing in it to draw on).",
      ),
  })
  .meta({ id: "InterviewQuestion" });

export const InterviewQuestionsResponse = z
  .object({ questions: z.array(InterviewQuestion), model: z.string(), request_id: z.string() })
  .meta({ id: "InterviewQuestionsResponse" });

const ContentPart = z.object({ type: z.string(), text: z.string().optional() }).loose();

export const ChatMessage = z
  .object({
    role: z.enum(["system", "developer", "user", "assistant", "tool"]),
    content: z.union([z.string().max(200_000), z.array(ContentPart).max(100), z.null()]),
    name: z.string().max(64).optional(),
  })
  .loose()
  .meta({ id: "ChatMessage" });

export const ChatCompletionRequest = z
  .object({
    model: z.string().trim().min(1).max(64),
    messages: z.array(ChatMessage).min(1).max(200),
    max_tokens: z.number().int().min(1).nullable().optional(),
    max_completion_tokens: z.number().int().min(1).nullable().optional(),
    temperature: z.number().min(0).max(2).nullable().optional(),
    top_p: z.number().min(0).max(1).nullable().optional(),
    n: z.number().int().min(1).max(1).nullable().optional().describe("Only 1 is supported."),
    stream: z.boolean().nullable().optional(),
    stream_options: z.object({ include_usage: z.boolean().optional() }).loose().nullable().optional(),
    stop: z
      .union([z.string().max(200), z.array(z.string().max(200)).max(4)])
      .nullable()
      .optional(),
    user: z.string().max(256).optional(),
  })
  .loose()
  .meta({
    id: "ChatCompletionRequest",
    description: "The OpenAI Chat Completions request format; unknown OpenAI parameters are accepted and ignored.",
  });

const Usage = z.object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int() });

export const ChatCompletionResponse = z
  .object({
    id: z.string(),
    object: z.literal("chat.completion"),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        message: z.object({ role: z.literal("assistant"), content: z.string() }),
        finish_reason: z.enum(["stop", "length"]),
        logprobs: z.null(),
      }),
    ),
    usage: Usage,
    request_id: z.string(),
  })
  .meta({ id: "ChatCompletionResponse" });

export const ChatCompletionChunk = z
  .object({
    id: z.string(),
    object: z.literal("chat.completion.chunk"),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        delta: z.object({ role: z.literal("assistant").optional(), content: z.string().optional() }),
        finish_reason: z.enum(["stop", "length"]).nullable(),
      }),
    ),
    usage: Usage.nullable().optional(),
  })
  .meta({ id: "ChatCompletionChunk", description: "One `data:` event of a stream; the stream ends with `data: [DONE]`." });

export const ModelList = z
  .object({
    object: z.literal("list"),
    data: z.array(z.object({ id: z.string(), object: z.literal("model"), created: z.number().int(), owned_by: z.literal("careerstack") })),
    model: z.string().optional(),
    request_id: z.string(),
  })
  .meta({ id: "ModelList" });

export const paths: ZodOpenApiPathsObject = {
  "/v1/career/cover-letter/generate": {
    post: {
      summary: "Write a cover letter in one of 15 modes, from the CV's own facts",
      description:
        "PRO tier. Missing cv_text (and no context) → 400 missing_cv_text. Mode 12 without referrer_name → 400 param referrer_name. A model above the key's tier → 403 tier_required.",
      tags: ["Career"],
      security: devKey,
      requestBody: jsonBody(CoverLetterRequest),
      responses: { "200": jsonResponse(CoverLetterResponse), ...developerErrors(400, 401, 403, 404, 413, 422, 429, 503, 504) },
    },
  },
  "/v1/career/interview/questions": {
    post: {
      summary: "Role- and company-specific interview questions with STAR model answers",
      tags: ["Career"],
      security: devKey,
      requestBody: jsonBody(InterviewQuestionsRequest),
      responses: { "200": jsonResponse(InterviewQuestionsResponse), ...developerErrors(400, 401, 403, 404, 413, 422, 429) },
    },
  },
  "/v1/career/chat/completions": {
    post: {
      summary: "OpenAI-compatible chat completions with a career assistant",
      description:
        "The OpenAI Chat Completions wire format. `stream: true` answers text/event-stream chunks (ChatCompletionChunk) ending in `data: [DONE]`; " +
        "`stream_options.include_usage` adds a final chunk with `usage` and empty `choices`. `max_tokens` is capped by the model's maximum " +
        "(finish_reason `length` when it stops the text). Errors carry OpenAI's `type` and `param` beside `code`, `message`, `docs`. " +
        "`Authorization: Bearer csk_…` is accepted as well as X-Api-Key.",
      tags: ["Career"],
      security: devKey,
      requestBody: jsonBody(ChatCompletionRequest),
      responses: {
        "200": {
          description: "A completion, or an SSE stream when stream is true",
          content: { "application/json": { schema: ChatCompletionResponse }, "text/event-stream": { schema: ChatCompletionChunk } },
        },
        ...developerErrors(400, 401, 403, 404, 413, 422, 429, 503, 504),
      },
    },
  },
  "/v1/career/models": {
    get: {
      summary: "Models the key's tier may use (OpenAI list format)",
      description: "Not counted against the daily quota.",
      tags: ["Career"],
      security: devKey,
      responses: { "200": jsonResponse(ModelList), ...developerErrors(401, 429) },
    },
  },
};
