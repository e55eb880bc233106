/**
 * The local cover-letter writer: facts → plan (the mode's paragraph structure) → sentences chosen by a
 * PRNG seeded from the input → fitted to max_words. Every claim comes from the CV, the context, the
 * job description or the request; `factsUsed` lists them.
 */
import { createChooser } from "./seed";
import { extractCandidateFacts } from "./facts";
import { extractJobNeeds } from "./job";
import { greeting, signOff, type FactUsed, type LetterCtx, type Tone } from "./letter-context";
import {
  writeAchievementLed, writeBoldStatement, writeCompanySpecific, writeDataDriven, writeInsightLed, writeNarrative,
  writeProblemSolution, writeQuestionLed,
} from "./modes-core";
import { writeCareerTransition, writeCulturalFit, writeExecutive, writePromotion, writeReferral, writeRemote } from "./modes-situational";
import { detectLetterLanguage, writeMultilingual, type LetterLanguage } from "./modes-multilingual";
import { countWords, fitParagraphsToWords } from "./text";
import { resolveSkill } from "@/lib/knowledge/skills";
import type { LetterMode } from "./modes";

export { LETTER_MODES, findLetterMode, type LetterMode } from "./modes";

export interface LetterInput {
  cvText: string;
  fullName?: string | null;
  skills?: string[] | null;
  yearsExperience?: number | null;
  jobDescription: string;
  companyName?: string | null;
  role?: string | null;
  mode: LetterMode;
  tone?: string | null;
  maxWords: number;
  referrerName?: string | null;
  language?: LetterLanguage | null;
  /** achievements cited per letter: the model's depth (flash 2, standard 3, deep 4) */
  depth: number;
}

export interface LetterOutput {
  letter: string;
  wordCount: number;
  factsUsed: FactUsed[];
  language: LetterLanguage;
}

function toTone(tone: string | null | undefined, mode: LetterMode): Tone {
  if (tone && /formal|professional|corporate|conservative/i.test(tone)) return "formal";
  if (tone && /direct|confident|bold|concise|punchy/i.test(tone)) return "direct";
  if (tone && /warm|friendly|enthusiastic|casual|personal/i.test(tone)) return "warm";
  return mode.id === 15 ? "formal" : "warm";
}

const WRITERS: Record<number, (ctx: LetterCtx) => string[]> = {
  1: writeAchievementLed, 2: writeInsightLed, 3: writeProblemSolution, 4: writeNarrative, 5: writeCompanySpecific,
  6: writeQuestionLed, 7: writeBoldStatement, 8: writeDataDriven, 9: writeCulturalFit, 10: writeCareerTransition,
  11: writePromotion, 12: writeReferral, 13: writeRemote, 15: writeExecutive,
};

/** Executive letters are brief by design, whatever max_words allows. */
const EXECUTIVE_MAX_WORDS = 180;

export function writeCoverLetter(input: LetterInput): LetterOutput {
  const facts = extractCandidateFacts({ cvText: input.cvText, fullName: input.fullName, skills: input.skills, yearsExperience: input.yearsExperience });
  const job = extractJobNeeds({ jobDescription: input.jobDescription, companyName: input.companyName, role: input.role });
  const cvSkillIds = new Set(facts.skills.map((s) => resolveSkill(s)?.id ?? s.toLowerCase()));
  const matched = job.requiredSkills.filter((s) => cvSkillIds.has(resolveSkill(s)?.id ?? s.toLowerCase()));
  const ctx: LetterCtx = {
    facts,
    job,
    c: createChooser("letter", input.mode.id, input.cvText, input.jobDescription, input.companyName, input.role, input.tone, input.referrerName),
    tone: toTone(input.tone, input.mode),
    rolePhrase: job.title ? `the ${job.title} role` : "this role",
    roleTitle: job.title,
    company: job.company,
    matched: [...matched, ...job.niceSkills.filter((s) => cvSkillIds.has(resolveSkill(s)?.id ?? s.toLowerCase()))],
    depth: input.depth,
    referrer: input.referrerName?.trim() || null,
    used: [],
  };
  let language: LetterLanguage = "en";
  let paragraphs: string[];
  if (input.mode.id === 14) {
    language = input.language ?? detectLetterLanguage(input.jobDescription);
    const out = writeMultilingual(ctx, language);
    paragraphs = out.localised ? out.paragraphs : [greeting(ctx), ...out.paragraphs, signOff(ctx)];
  } else {
    paragraphs = [greeting(ctx), ...WRITERS[input.mode.id](ctx), signOff(ctx)];
  }
  const limit = input.mode.id === 15 ? Math.min(input.maxWords, EXECUTIVE_MAX_WORDS) : input.maxWords;
  // Greeting + opening and closing + sign-off carry the mode's structure, so trimming starts in the middle.
  const fitted = fitParagraphsToWords(paragraphs, limit, 2, 2);
  const letter = fitted.join("\n\n").trim();
  const lower = letter.toLowerCase();
  const kept = ctx.used.filter((f) => lower.includes(f.value.slice(0, 40).toLowerCase()));
  return { letter, wordCount: countWords(letter), factsUsed: kept, language };
}
