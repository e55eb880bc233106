// Writing throughput: full local cover letters (fact extraction + plan + realisation + fitting) and chat
// answers, against a mail-merge template fill on the same inputs, measured in the same run.
import { LETTER_MODES, writeCoverLetter } from "@/lib/engine/writing/local/cover-letter";
import { answerCareerChat } from "@/lib/engine/writing/local/chat";
import { PAIRS } from "@/tests/fixtures/writing/samples";

function template(i: number): number {
  const p = PAIRS[i % PAIRS.length];
  const name = p.cv.split("\n")[0];
  const title = p.jd.split("\n")[0];
  return `Dear Hiring Manager,\n\nI am applying for the ${title} role.\n\nKind regards,\n${name}`.length;
}

function letter(i: number): number {
  const p = PAIRS[i % PAIRS.length];
  return writeCoverLetter({
    cvText: p.cv,
    jobDescription: p.jd,
    mode: LETTER_MODES[i % 15],
    maxWords: 350,
    depth: 3,
    referrerName: "Jordan Blake",
    language: null,
  }).wordCount;
}

/** The advert's text differs every call (a trailing marker), so its document model is never cached. */
function letterNewAdvert(i: number): number {
  const p = PAIRS[i % PAIRS.length];
  return writeCoverLetter({
    cvText: p.cv,
    jobDescription: `${p.jd}\n${i}`,
    mode: LETTER_MODES[i % 15],
    maxWords: 350,
    depth: 3,
    referrerName: "Jordan Blake",
    language: null,
  }).wordCount;
}

const QUESTIONS = [
  "How long should my CV be?",
  "What should a nurse in Toronto earn?",
  "What am I missing to become a data engineer?",
  "How do I negotiate an offer?",
];
function chat(i: number): number {
  return answerCareerChat([{ role: "user", content: QUESTIONS[i % QUESTIONS.length] }], 3).length;
}

function opsPerSecond(fn: (i: number) => number, ms = 1500): number {
  let n = 0;
  let sink = 0;
  const started = performance.now();
  while (performance.now() - started < ms) sink += fn(n++);
  if (!Number.isFinite(sink)) throw new Error("non-finite result");
  return n / ((performance.now() - started) / 1000);
}

export async function run(): Promise<string> {
  for (let i = 0; i < 60; i++) {
    template(i);
    letter(i);
    letterNewAdvert(i);
    chat(i);
  }
  const t = opsPerSecond(template);
  const l = opsPerSecond(letter);
  const fresh = opsPerSecond(letterNewAdvert);
  const c = opsPerSecond(chat);
  return [
    "## Writing (local provider)",
    `- cover letters: ${l.toFixed(0)}/s (${(1000 / l).toFixed(2)} ms each) — ${(l / t).toExponential(2)} × the template fill (${t.toFixed(0)}/s)`,
    `- cover letters, every advert new (its document model read afresh): ${fresh.toFixed(0)}/s (${(1000 / fresh).toFixed(2)} ms each)`,
    `- chat answers (advice, salary, skills): ${c.toFixed(0)}/s (${(1000 / c).toFixed(2)} ms each) — ${(c / t).toExponential(2)} × the template fill`,
  ].join("\n");
}
