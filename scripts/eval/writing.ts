// Cover-letter quality on the writing dev set (tests/fixtures/writing): fact grounding, banned phrases
// and use of the candidate's own results, for the local writer's 15 modes beside a mail-merge template
// baseline (the classic fill-in-the-blanks letter) built from the same extracted fields in the same run.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findBannedPhrases } from "@/lib/models/gateway/banned-phrases";
import { LETTER_MODES, writeCoverLetter } from "@/lib/models/local-writer/cover-letter";
import { extractCandidateFacts } from "@/lib/models/local-writer/facts";
import { extractJobNeeds } from "@/lib/models/local-writer/job";
import { countWords } from "@/lib/models/local-writer/text";
import { PAIRS } from "@/tests/fixtures/writing/samples";

const WRITER_DIR = path.resolve("lib/models/local-writer");
const VOCAB = new Set(
  readdirSync(WRITER_DIR)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .flatMap((f) => readFileSync(path.join(WRITER_DIR, f), "utf8").toLowerCase().match(/\p{L}+/gu) ?? []),
);

function baselineLetter(cv: string, jd: string): string {
  const f = extractCandidateFacts({ cvText: cv });
  const j = extractJobNeeds({ jobDescription: jd });
  const skills = f.skills.slice(0, 3).join(", ") || "the skills you need";
  return [
    "To whom it may concern,",
    `I am writing to express my interest in the ${j.title ?? "advertised"} position at ${j.company ?? "your company"}. I am a hard-working, results-driven team player who is passionate about my work.`,
    `My skills include ${skills}. I am detail-oriented, I work well under pressure and I think outside the box.`,
    "I believe I would be a great fit for your team. Thank you for your time and consideration.",
    `Yours faithfully,\n${f.name ?? ""}`.trim(),
  ].join("\n\n");
}

interface Score {
  letters: number;
  words: number;
  bannedPerLetter: number;
  lettersWithBanned: number;
  numbersGrounded: number;
  numbers: number;
  wordsUngrounded: number;
  lettersFullyGrounded: number;
  lettersCitingResult: number;
}

function score(letters: { letter: string; cv: string; jd: string; extra: string }[], vocab: Set<string>): Score {
  const s: Score = { letters: 0, words: 0, bannedPerLetter: 0, lettersWithBanned: 0, numbersGrounded: 0, numbers: 0, wordsUngrounded: 0, lettersFullyGrounded: 0, lettersCitingResult: 0 };
  for (const { letter, cv, jd, extra } of letters) {
    const src = `${cv}\n${jd}\n${extra}`.toLowerCase();
    const banned = findBannedPhrases(letter).length;
    const nums = letter.match(/\d[\d,.]*\d|\d/g) ?? [];
    const grounded = nums.filter((n) => src.includes(n)).length;
    const strayWords = (letter.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !src.includes(w) && !vocab.has(w)).length;
    const results = extractCandidateFacts({ cvText: cv }).achievements.filter((a) => a.metric);
    s.letters++;
    s.words += countWords(letter);
    s.bannedPerLetter += banned;
    s.lettersWithBanned += banned > 0 ? 1 : 0;
    s.numbers += nums.length;
    s.numbersGrounded += grounded;
    s.wordsUngrounded += strayWords;
    s.lettersFullyGrounded += grounded === nums.length && strayWords === 0 ? 1 : 0;
    s.lettersCitingResult += results.some((a) => letter.toLowerCase().includes(a.text.toLowerCase().slice(1, 35))) ? 1 : 0;
  }
  return s;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");

export async function run(): Promise<string> {
  const ours = PAIRS.flatMap((p) =>
    LETTER_MODES.map((m) => ({
      cv: p.cv,
      jd: p.jd,
      extra: "Jordan Blake",
      letter: writeCoverLetter({ cvText: p.cv, jobDescription: p.jd, mode: m, maxWords: 350, depth: 3, referrerName: "Jordan Blake", language: null }).letter,
    })),
  );
  const base = PAIRS.map((p) => ({ cv: p.cv, jd: p.jd, extra: "", letter: baselineLetter(p.cv, p.jd) }));
  const baseVocab = new Set(base.flatMap((b) => b.letter.toLowerCase().match(/\p{L}+/gu) ?? []));
  const o = score(ours, VOCAB);
  const b = score(base, baseVocab);
  const row = (name: string, s: Score) =>
    `| ${name} | ${s.letters} | ${Math.round(s.words / s.letters)} | ${(s.bannedPerLetter / s.letters).toFixed(2)} | ${pct(s.lettersWithBanned, s.letters)} | ${pct(s.numbersGrounded, s.numbers)} (${s.numbers}) | ${pct(s.lettersFullyGrounded, s.letters)} | ${pct(s.lettersCitingResult, s.letters)} |`;
  return [
    "## Writing: cover letters",
    `Dev set: ${PAIRS.length} CV/advert pairs (tests/fixtures/writing/samples.ts) × ${LETTER_MODES.length} modes; baseline: a mail-merge template filled from the same extracted fields.`,
    "",
    "| system | letters | avg words | banned phrases / letter | letters with a banned phrase | numbers found in the inputs | letters fully grounded | letters citing a quantified CV result |",
    "|---|---|---|---|---|---|---|---|",
    row("local writer (15 modes)", o),
    row("template baseline", b),
    "",
    "Fully grounded: every number appears in the CV/advert/request and every word is in the inputs or the writer's fixed phrasing (for the baseline: its own template).",
  ].join("\n");
}
