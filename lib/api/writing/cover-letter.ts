/**
 * POST /v1/career/cover-letter/generate: validates what the schema cannot (mode, referrer, language,
 * model tier), applies the content policy, and has the model's provider write the letter. The local
 * writer is grounded by construction; remote output is scrubbed, fitted to max_words and reported
 * with only the facts that appear in it.
 */
import type { z } from "zod";
import { InputError } from "@/lib/errors";
import type { CoverLetterRequest } from "@/lib/contracts/writing";
import {
  assertContentAllowed,
  completeChat,
  depthOf,
  JOB_AD_RULES,
  providerFor,
  RECORD_RULES,
  resolveModelOrThrow,
  scrubBannedPhrases,
} from "@/lib/models/gateway";
import { findLetterMode, LETTER_MODES, writeCoverLetter, type LetterMode } from "@/lib/engine/writing/local/cover-letter";
import { toLetterLanguage, LETTER_LANGUAGES, detectLetterLanguage } from "@/lib/engine/writing/local/modes-multilingual";
import { extractCandidateFacts } from "@/lib/engine/writing/local/facts";
import { countWords, fitParagraphsToWords } from "@/lib/engine/writing/local/text";
import { BANNED_PHRASES } from "@/lib/engine/writing/banned-phrases";
import { checkText } from "@/lib/engine/writing/quality/check";
import { splitSentenceSpans } from "@/lib/engine/writing/quality/sentences";

type Body = z.infer<typeof CoverLetterRequest>;

/**
 * The same grounding check as the local writer's tests, applied to a remote model's letter: a sentence with a
 * number, a name or template text that the inputs do not contain is removed, and a note says what was removed.
 * Spelling is not checked here (no dictionary is loaded on the request path).
 */
export function removeUngroundedSentences(text: string, inputs: string[]): { text: string; notes: string[] } {
  const findings = checkText(text, { inputs, allowedNames: FRAME_NAMES }).filter(
    (f) => f.kind === "number" || f.kind === "organisation" || f.kind === "placeholder",
  );
  if (!findings.length) return { text, notes: [] };
  const spans = splitSentenceSpans(text).filter((s) => s.kind === "sentence" || s.kind === "item");
  const drop = spans.filter((s) => findings.some((f) => f.start >= s.start && f.end <= s.end));
  let out = text;
  for (const s of [...drop].sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + out.slice(s.end);
  out = out
    .replace(/[ \t]{2,}/g, " ")
    .replace(/(?<![ \t])[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const claims = [...new Set(findings.map((f) => f.text))].slice(0, 5).join(", ");
  return {
    text: out,
    notes: [
      `Removed ${drop.length} sentence${drop.length === 1 ? "" : "s"} of the model's letter that stated what the inputs do not contain (${claims}).`,
    ],
  };
}

/** Capitalised words of a letter's frame that are no organisation. */
const FRAME_NAMES = new Set(["hiring manager", "dear", "cv", "kind", "best", "yours", "regards", "sincerely"]);

export interface CoverLetterResult {
  letter: string;
  mode: { id: number; name: string };
  word_count: number;
  language: string;
  facts_used: { kind: string; value: string; source: "cv" | "context" | "job_description" | "request" }[];
  notes: string[];
  model: string;
}

function modeOrThrow(v: Body["mode"]): LetterMode {
  const mode = findLetterMode(v);
  if (!mode) throw new InputError("mode", `mode must be 1..15 or one of: ${LETTER_MODES.map((m) => m.slug).join(", ")}.`);
  return mode;
}

export async function generateCoverLetter(body: Body, tier: string): Promise<CoverLetterResult> {
  const cvText = body.cv_text?.trim();
  if (!cvText) throw new InputError("cv_text", "cv_text is required (in the body or through context_id).", { code: "missing_cv_text" });
  const mode = modeOrThrow(body.mode);
  if (mode.id === 12 && !body.referrer_name?.trim())
    throw new InputError("referrer_name", "referrer_name is required for mode 12 (referral).");
  let language = null;
  if (body.language) {
    language = toLetterLanguage(body.language);
    if (!language) throw new InputError("language", `language must be one of ${LETTER_LANGUAGES.join(", ")} (BCP-47, e.g. de or pt-BR).`);
  }
  const model = resolveModelOrThrow(body.model, tier, "lm-standard");
  assertContentAllowed([
    { param: "cv_text", text: cvText, rules: RECORD_RULES },
    { param: "job_description", text: body.job_description, rules: JOB_AD_RULES },
    { param: "tone", text: body.tone },
    { param: "role", text: body.role },
    { param: "company_name", text: body.company_name },
    { param: "referrer_name", text: body.referrer_name },
  ]);
  // A model cannot write more words than its token budget holds (~0.75 words per token).
  const maxWords = Math.min(body.max_words, Math.floor(model.maxTokens * 0.75));
  const input = {
    cvText,
    fullName: body.full_name,
    skills: body.skills,
    yearsExperience: body.years_experience,
    jobDescription: body.job_description,
    companyName: body.company_name,
    role: body.role ?? body.target_role,
    mode,
    tone: body.tone,
    maxWords,
    referrerName: body.referrer_name,
    language: mode.id === 14 ? language : null,
    depth: depthOf(model),
  };
  const local = writeCoverLetter(input);
  if (providerFor(model).kind === "local") {
    return {
      letter: local.letter,
      mode: { id: mode.id, name: mode.name },
      word_count: local.wordCount,
      language: local.language,
      facts_used: local.factsUsed,
      notes: local.notes,
      model: model.id,
    };
  }
  // Remote provider: the local plan is the brief, so the backend sees the structure and the allowed facts.
  const facts = extractCandidateFacts({ cvText, fullName: body.full_name, skills: body.skills, yearsExperience: body.years_experience });
  const lang = mode.id === 14 ? (language ?? detectLetterLanguage(body.job_description)) : "en";
  const r = await completeChat({
    model,
    maxTokens: model.maxTokens,
    messages: [
      {
        role: "system",
        content:
          `Write a cover letter in mode "${mode.name}" (${mode.bestFor}) in language "${lang}", at most ${maxWords} words. ` +
          "Use ONLY facts from the CV, the job description and the request; never invent numbers, employers, degrees or references. " +
          `Never use these phrases: ${BANNED_PHRASES.map((b) => `"${b.phrase}"`).join(", ")}. ` +
          `Follow this structure, which is a grounded draft of the same letter:\n---\n${local.letter}\n---`,
      },
      {
        role: "user",
        content: `CV:\n${cvText}\n\nJob description:\n${body.job_description}\n\nFacts you may use: ${JSON.stringify(facts)}`,
      },
    ],
    local: () => local.letter,
  });
  const sources = [
    cvText,
    body.job_description,
    body.company_name,
    body.role,
    body.target_role,
    body.referrer_name,
    body.full_name,
    ...(body.skills ?? []),
  ].filter((x): x is string => !!x);
  const grounded = removeUngroundedSentences(scrubBannedPhrases(r.content).trim(), sources);
  const letter = fitParagraphsToWords(grounded.text.split(/\n{2,}/), maxWords, 2, 2).join("\n\n");
  return {
    letter,
    mode: { id: mode.id, name: mode.name },
    word_count: countWords(letter),
    language: lang,
    facts_used: local.factsUsed.filter((f) => letter.toLowerCase().includes(f.value.slice(0, 40).toLowerCase())),
    // The plan's notes describe the grounded draft the backend was given, so they hold for its letter too.
    notes: [...local.notes, ...grounded.notes],
    model: model.id,
  };
}
