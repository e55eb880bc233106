/**
 * The local cover-letter writer: the document model of the CV and the advert (documents.ts) → a plan of
 * which facts answer which requirement (letter-plan.ts) → the mode's structure (letter-modes.ts) realised
 * sentence by sentence from frames (letter-frames.ts) → fitted to max_words by adding further facts or
 * dropping sentences from the body. Every claim traces to a fact; `factsUsed` lists them and `notes` says
 * what the inputs could not support (too few facts for the length, no employer named, untranslated labels).
 */
import { readAd, readCandidate, type Achievement } from "./documents";
import type { FactUsed } from "./letter-context";
import { openerOf, planLetter, record, takeAchievements, TRANSITION_MODE, type LetterPlan } from "./letter-plan";
import { isRelevant } from "./relevance";
import {
  achievementPairSentence,
  achievementSentence,
  answersRequirement,
  credentialsSentence,
  dutySentence,
  earlierRolesSentence,
  employerSentence,
  PAIRABLE_WORDS,
  educationSentence,
  languagesSentence,
  matchedSkillsSentence,
  niceToHaveSentence,
  purposeSentence,
  titleSentence,
  yearsSentence,
} from "./letter-frames";
import { findSkillsInText } from "@/lib/knowledge/skills";
import { MODE_PLANS, type LetterDraft } from "./letter-modes";
import { detectLetterLanguage, writeForeignLetter, type LetterLanguage } from "./modes-multilingual";
import { countWords, fitParagraphsToWords } from "./text";
import type { LetterMode } from "./modes";

export { LETTER_MODES, findLetterMode, type LetterMode } from "./modes";
export { FRAME_VOCABULARY } from "./modes-multilingual";

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
  /** achievements cited at least (flash 2, standard 3, deep 4); more when max_words has room for them */
  depth: number;
}

export interface LetterOutput {
  letter: string;
  wordCount: number;
  factsUsed: FactUsed[];
  language: LetterLanguage;
  /** what the letter could not do with these inputs, in plain words; empty when nothing is missing */
  notes: string[];
}

type Tone = "formal" | "warm" | "direct";

function toTone(tone: string | null | undefined, modeId: number): Tone {
  if (tone && /formal|professional|corporate|conservative/i.test(tone)) return "formal";
  if (tone && /direct|confident|bold|concise|punchy/i.test(tone)) return "direct";
  if (tone && /warm|friendly|enthusiastic|casual|personal/i.test(tone)) return "warm";
  return modeId === 15 ? "formal" : "warm";
}

/** Executive letters are brief by design, whatever max_words allows. */
const EXECUTIVE_MAX_WORDS = 180;

function greeting(plan: LetterPlan): string {
  if (!plan.ad.company) return "Dear Hiring Manager,";
  const company = record(plan, "company", plan.ad.company, "job_description");
  // "Dear The Old Mill hiring team" reads wrong; a name with its own article takes "at".
  return /^the\s/i.test(company) ? `Dear hiring team at ${company},` : `Dear ${company} hiring team,`;
}

function signOff(plan: LetterPlan, tone: Tone): string {
  const close = tone === "formal" ? "Yours sincerely," : tone === "direct" ? "Best regards," : "Kind regards,";
  return plan.cand.name ? `${close}\n${record(plan, "name", plan.cand.name, "cv")}` : close;
}

/**
 * Further facts, in the order that serves the advert: results that answer its requirements (its duties, then its
 * skills), the requirements the CV names, its lighter requirements, the strongest remaining results, credentials and
 * education, the rest of the CV (title, roles, years, skills, languages), and last what the advert itself says the
 * employer does and the role is for. Each is stated once; the composer stops when max_words is reached.
 */
function* moreFacts(plan: LetterPlan): Generator<string> {
  // Duties from the advert that an uncited result speaks to (a shared skill).
  let v = plan.modeId;
  for (const duty of plan.ad.duties) {
    const ids = new Set(findSkillsInText(duty).map((m) => m.skill.id));
    const [a] = takeAchievements(plan, 1, (x) => x.skillIds.some((id) => ids.has(id)));
    if (a) yield dutySentence(plan, duty, a, v++);
  }
  // Results that answer a requirement are linked to it one by one.
  for (
    let a = takeAchievements(plan, 1, (x) => answersRequirement(plan, x))[0];
    a;
    a = takeAchievements(plan, 1, (x) => answersRequirement(plan, x))[0]
  )
    yield achievementSentence(plan, a);
  for (const s of [matchedSkillsSentence(plan), matchedSkillsSentence(plan, plan.modeId + 1), niceToHaveSentence(plan)]) if (s) yield s;
  // The remaining results, strongest (quantified) first; two short ones share a sentence.
  const short = (x: Achievement) => x.text.split(/\s+/).length <= PAIRABLE_WORDS && !answersRequirement(plan, x);
  for (let a = takeAchievements(plan, 1)[0]; a; a = takeAchievements(plan, 1)[0]) {
    // Two results share a sentence only in the same tense ("I processed…, and respond…" would jar).
    const [b] = short(a) ? takeAchievements(plan, 1, (x) => short(x) && !!x.present === !!a.present) : [];
    yield b ? achievementPairSentence(plan, a, b) : achievementSentence(plan, a);
  }
  // Titles and skills the advert does not ask for are left out: "Other skills include…" pads a letter, it does not
  // answer the advert. The career-change letter names the earlier roles, as the path it is changing.
  const relatedTitle = !!plan.ownTitle && isRelevant(plan.ownTitle, 0, plan.ad.terms);
  const rest = [
    () => credentialsSentence(plan),
    () => educationSentence(plan),
    () => (relatedTitle || plan.modeId === TRANSITION_MODE ? titleSentence(plan) : null),
    () => earlierRolesSentence(plan),
    () => yearsSentence(plan),
    () => languagesSentence(plan),
    () => employerSentence(plan),
    ...[...plan.ad.purposes, ...plan.ad.duties].slice(0, 4).map((d, i) => () => purposeSentence(plan, d, plan.modeId + i, i)),
  ];
  for (const f of rest) {
    const s = f();
    if (s) yield s;
  }
}

function assemble(head: string, draft: LetterDraft, tail: string): string {
  const paragraphs = [
    head,
    draft.opening.join(" "),
    ...draft.body.filter((p) => p.length).map((p) => p.join(" ")),
    draft.closing.join(" "),
    tail,
  ];
  return paragraphs.filter((p) => p.trim()).join("\n\n");
}

/** Grows the body with further facts up to ~95 % of the limit, never past it, then trims body sentences until it fits. */
function fitDraft(plan: LetterPlan, draft: LetterDraft, head: string, tail: string, limit: number, protect: Set<string>): LetterDraft {
  const seen = new Set(draft.body.flat().concat(draft.opening, draft.closing));
  const extra = moreFacts(plan);
  let words = countWords(assemble(head, draft, tail));
  while (words < 0.95 * limit) {
    const next = extra.next();
    if (next.done) break;
    if (seen.has(next.value)) continue;
    seen.add(next.value);
    const addedWords = countWords(next.value);
    // A further fact is one readable sentence: over 45 words, it is left out rather than strain the reader.
    if (addedWords > 45) continue;
    // A fact that would overrun the ceiling is skipped; a shorter one later may still fit.
    if (words + addedWords > limit) continue;
    // At most four body paragraphs (two in the brief executive letter): later facts join the last one.
    // A new paragraph every three facts, up to five body paragraphs (two in the brief executive letter);
    // after that, facts join the last one, never a paragraph that answers a particular requirement.
    const last = draft.body[draft.body.length - 1];
    const room = draft.body.length < (plan.modeId === 15 ? 2 : 5);
    const prose = !!last && !last.some((s) => s.includes("\n"));
    // A short fact ("I am Board Certified.") joins the paragraph before it rather than stand alone.
    if (prose && (last.length < 3 || !room || addedWords < 10)) last.push(next.value);
    else draft.body.push([next.value]);
    words += addedWords;
  }
  // max_words is a ceiling: the longest body paragraph loses its last sentence, the core requirement's last of all.
  for (const spare of [protect, new Set<string>()]) {
    while (words > limit) {
      const order = draft.body.map((p, i) => [i, p.reduce((n, s) => n + countWords(s), 0)] as const).sort((a, b) => b[1] - a[1]);
      let cut = false;
      for (const [i] of order) {
        const p = draft.body[i];
        const at = p.map((s) => !spare.has(s)).lastIndexOf(true);
        if (at < 0) continue;
        words -= countWords(p[at]);
        p.splice(at, 1);
        cut = true;
        break;
      }
      if (!cut) break;
    }
  }
  return draft;
}

function lengthNote(plan: LetterPlan, words: number, limit: number): string | null {
  if (words >= 0.8 * limit) return null;
  const results = plan.cand.achievements.length - (plan.modeId === TRANSITION_MODE ? 0 : plan.unrelated.size);
  const left = plan.modeId === TRANSITION_MODE ? 0 : plan.unrelated.size;
  const what = plan.modeId === TRANSITION_MODE ? "the letter can cite" : `that speak${results === 1 ? "s" : ""} to this advert`;
  return `The inputs hold ${results} result${results === 1 ? "" : "s"} ${what}${left ? ` (${left} more that share${left === 1 ? "s" : ""} nothing with it ${left === 1 ? "is" : "are"} left out)` : ""} and ${plan.requirements.filter((r) => r.held).length} of the advert's requirements that the CV names; the letter stops at ${words} words rather than pad toward ${limit}.`;
}

export function writeCoverLetter(input: LetterInput): LetterOutput {
  const cand = readCandidate({
    cvText: input.cvText,
    fullName: input.fullName,
    skills: input.skills,
    yearsExperience: input.yearsExperience,
  });
  const ad = readAd({ jobDescription: input.jobDescription, companyName: input.companyName, role: input.role });
  const plan = planLetter(cand, ad, input.mode.id, input.referrerName?.trim() || null);
  const notes: string[] = [];
  if (ad.agency) notes.push('The advert comes from a recruitment agency and names no employer, so the letter addresses "your client".');
  else if (!ad.company) notes.push("The advert names no employer, so the letter is addressed to the hiring manager.");
  if (!ad.title) notes.push('The advert states no job title the writer could read, so the letter says "this role".');
  const language: LetterLanguage = input.mode.id === 14 ? (input.language ?? detectLetterLanguage(input.jobDescription)) : "en";
  // A CV result that shows the core requirement answers it in an English letter (coreSentence cites it), even when
  // no skill names it; the language letters say only whether a skill names it.
  if (plan.core && !plan.core.held && (!plan.core.evidence || language !== "en"))
    notes.push(
      `The CV does not name the advert's first requirement (${plan.core.label}); the letter does not claim it, and offers to build it instead.`,
    );

  if (language !== "en") {
    const out = writeForeignLetter(plan, language, input.depth);
    const letter = fitParagraphsToWords(out.paragraphs, input.maxWords, 2, 2).join("\n\n");
    const words = countWords(letter);
    // Results are quoted rather than translated, so a letter in another language holds fewer sentences.
    const short =
      words < 0.8 * input.maxWords
        ? `The ${language} letter states only what its frames and the quoted CV results support; it stops at ${words} words rather than pad toward ${input.maxWords}.`
        : null;
    return { letter, wordCount: words, factsUsed: plan.used, language, notes: [...notes, ...out.notes, ...(short ? [short] : [])] };
  }
  const limit = input.mode.id === 15 ? Math.min(input.maxWords, EXECUTIVE_MAX_WORDS) : input.maxWords;
  const tone = toTone(input.tone, input.mode.id);
  const head = greeting(plan);
  const tail = signOff(plan, tone);
  const draft = MODE_PLANS[input.mode.id](plan);
  // Facts added to fill the letter do not open the way its opening or closing does.
  for (const s of [...draft.opening, ...draft.closing]) plan.openers.add(openerOf(s));
  // The sentence answering the core requirement is what every mode must keep.
  const protect = new Set(draft.body.flat().filter((s) => plan.core && s.toLowerCase().includes(plan.core.label.toLowerCase())));
  let letter = assemble(head, fitDraft(plan, draft, head, tail, limit, protect), tail);
  // A very small max_words leaves only the opening and closing, which are then cut by whole sentences or words.
  if (countWords(letter) > limit) letter = fitParagraphsToWords(letter.split("\n\n"), limit, 1, 1).join("\n\n");
  const words = countWords(letter);
  const short = lengthNote(plan, words, limit);
  if (short) notes.push(short);
  const lower = letter.toLowerCase();
  // A duty written in the present is stated in the past ("Teach chemistry" → "taught chemistry"): it is found by
  // the words after its verb.
  const probe = (f: FactUsed) => (f.kind === "achievement" ? f.value.replace(/^\S+\s+/, "") : f.value).slice(0, 40).toLowerCase();
  return {
    letter,
    wordCount: words,
    factsUsed: plan.used.filter((f) => lower.includes(probe(f))),
    language,
    notes,
  };
}
