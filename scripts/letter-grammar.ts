// Dev-only diagnostic: writes every mode's letter for each dev CV/advert pair and lists sentences that match
// patterns of ungrammatical CV lines (issue 15). `npx tsx scripts/letter-grammar.ts [--quiet]`. The holdout is never read.
import { buildRealPairs } from "./eval/writing-corpus";
import { LETTER_MODES, writeCoverLetter } from "@/lib/engine/writing/local/cover-letter";

/** Patterns of sentences nobody would send; each names the fault it flags. */
export const SUSPICIOUS: { name: string; re: RegExp }[] = [
  // "…protection circuitry, Customer service skills." — a capitalised fragment after the last comma
  { name: "capitalised tail after comma", re: /, (?!I\b)\p{Lu}\p{Ll}+(?: (?!and\b)\p{Ll}+){1,3}[.!?]$/u },
  // "by closely adhered to" — a past form after "by"
  { name: "by + past form", re: /\bby (?:\p{Ll}+ly )?(?!(?:\p{Ll}+)?(?:need|speed|seed|bed|red|shed|hundred|proceed)\b)\p{Ll}{3,}ed\b/u },
  // "maintained of engineering standards" — a verb followed by "of"
  {
    name: "verb + of",
    re: /\bI (?:also )?(?:\p{Ll}+ed )?(?:and )?(?!consisted|thought|approved|informed|disposed|accused|convinced|composed|dreamed|dreamt|heard|spoke|kept|took)\p{Ll}+ed of\b/u,
  },
  // "…handled critical situations has always been my specialty" — a clause with its own subject after a verb
  { name: "has/have always been", re: /\bI \p{Ll}+ed\b[^.]*\b(?:has|have) (?:always )?been\b/u },
  // "I engineered and educational background" — a conjunction then an adjective + noun after a converted verb
  { name: "verb and adjective noun", re: /\bI \p{Ll}+ed and \p{Ll}+(?:al|ic|ive|ous|ful)\b/u },
  // "I prepared and performing the induction training" — a past verb coordinated with a gerund
  { name: "verb and gerund", re: /\bI \p{Ll}+ed and \p{Ll}+ing\b/u },
  // "I skilled …", "I experienced and …" — a describing participle turned into a verb
  {
    name: "adjective as verb",
    re: /\bI (?:engineered|skilled|experienced|certified|qualified|motivated|dedicated) (?:and|in|with|\p{Lu})/u,
  },
];

export function suspiciousSentences(letter: string): { name: string; sentence: string }[] {
  const out: { name: string; sentence: string }[] = [];
  for (const sentence of letter.split(/(?<=[.!?])\s+/)) {
    for (const p of SUSPICIOUS) if (p.re.test(sentence)) out.push({ name: p.name, sentence });
  }
  return out;
}

if (process.argv[1]?.endsWith("letter-grammar.ts")) {
  const quiet = process.argv.includes("--quiet");
  const byRule = new Map<string, number>();
  const seen = new Set<string>();
  let inLength = 0;
  let total = 0;
  for (const pair of buildRealPairs("dev")) {
    for (const m of LETTER_MODES) {
      const maxWords = 350;
      const out = writeCoverLetter({
        cvText: pair.cv,
        jobDescription: pair.ad,
        mode: m,
        maxWords,
        depth: 3,
        referrerName: "Jordan Blake",
        language: null,
      });
      const limit = m.id === 15 ? Math.min(maxWords, 180) : maxWords;
      total++;
      if (out.wordCount >= 0.8 * limit && out.wordCount <= 1.05 * limit) inLength++;
      for (const hit of suspiciousSentences(out.letter)) {
        byRule.set(hit.name, (byRule.get(hit.name) ?? 0) + 1);
        const k = `${hit.name}|${hit.sentence}`;
        if (!quiet && !seen.has(k)) console.log(`[${hit.name}] ${pair.cvId} m${m.id}: ${hit.sentence}`);
        seen.add(k);
      }
    }
  }
  console.log(`\nsuspicious sentences (all letters): ${[...byRule.values()].reduce((a, b) => a + b, 0)}, distinct: ${seen.size}`);
  for (const [k, n] of byRule) console.log(`  ${k}: ${n}`);
  console.log(`within 80–105 %: ${inLength}/${total} = ${((100 * inLength) / total).toFixed(1)} %`);
}
