/**
 * Filler phrases no generated text may contain (both providers). Each entry is a pattern and what a
 * remote model's output gets instead: a plainer wording, or "" to drop the phrase. The local writer
 * never produces them; the scrubber is the safety net for remote output.
 * Chosen from recruiter style guides' lists of clichés that carry no evidence about the candidate.
 */
export interface BannedPhrase {
  phrase: string;
  pattern: RegExp;
  replacement: string;
}

const RAW: [phrase: string, replacement: string][] = [
  ["I am writing to express my interest", "I am applying"],
  ["I am writing to apply", "I am applying"],
  ["I am excited to apply", "I am applying"],
  ["to whom it may concern", "Dear Hiring Manager"],
  ["please find attached", "attached is"],
  ["team player", "collaborator"],
  ["hard-working", ""],
  ["hardworking", ""],
  ["passionate about", "focused on"],
  ["think outside the box", "find new approaches"],
  ["thinking outside the box", "finding new approaches"],
  ["outside-the-box", "unconventional"],
  ["synergy", "cooperation"],
  ["synergies", "shared gains"],
  ["go-getter", ""],
  ["detail-oriented", "careful"],
  ["results-driven", ""],
  ["results-oriented", ""],
  ["self-starter", ""],
  ["self-motivated", ""],
  ["highly motivated", ""],
  ["dynamic individual", "candidate"],
  ["proven track record", "record"],
  ["track record of success", "record"],
  ["fast-paced environment", "busy setting"],
  ["fast-paced", "busy"],
  ["wear many hats", "cover several roles"],
  ["best of breed", "leading"],
  ["go above and beyond", "do more than asked"],
  ["above and beyond", "beyond what was asked"],
  ["hit the ground running", "start contributing quickly"],
  ["move the needle", "change the outcome"],
  ["low-hanging fruit", "quick wins"],
  ["value-add", "benefit"],
  ["game-changer", "major change"],
  ["game changer", "major change"],
  ["perfect fit", "good match"],
  ["dream job", "role"],
  ["I believe I would be a great fit", "my record matches the role"],
  ["I am confident that I would be", "I expect to be"],
  ["excellent communication skills", "clear communication"],
  ["strong work ethic", "consistent delivery"],
  ["works well under pressure", "delivers under deadlines"],
  ["people person", "good with people"],
  ["rockstar", "specialist"],
  ["ninja", "specialist"],
  ["guru", "specialist"],
  ["leverage my skills", "use my skills"],
  ["seasoned professional", "professional"],
  ["thank you for your time and consideration", "thank you for reading"],
  ["I look forward to hearing from you at your earliest convenience", "I would welcome a conversation"],
];

function toPattern(phrase: string): RegExp {
  const body = phrase
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/-/g, "[-\\s]?")
    .replace(/\s+/g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");
}

export const BANNED_PHRASES: readonly BannedPhrase[] = RAW.map(([phrase, replacement]) => ({
  phrase,
  replacement,
  pattern: toPattern(phrase),
}));

/** Every banned phrase found in the text (case-insensitive, spacing- and hyphen-tolerant). */
export function findBannedPhrases(text: string): string[] {
  const hits: string[] = [];
  for (const b of BANNED_PHRASES) {
    b.pattern.lastIndex = 0;
    if (b.pattern.test(text)) hits.push(b.phrase);
  }
  return hits;
}

/**
 * Rewrites or removes banned phrases and tidies what the removal leaves behind
 * (double spaces, " ," and doubled articles). Longer phrases first so "hardworking team player" works.
 */
export function scrubBannedPhrases(text: string): string {
  let out = text;
  const ordered = [...BANNED_PHRASES].sort((a, b) => b.phrase.length - a.phrase.length);
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    for (const b of ordered) {
      b.pattern.lastIndex = 0;
      if (!b.pattern.test(out)) continue;
      changed = true;
      out = out.replace(b.pattern, (m) => matchCase(m, b.replacement));
    }
    if (!changed) break;
  }
  return (
    out
      .replace(/[ \t]{2,}/g, " ")
      .replace(/(?<! ) +([,.;:!?])/g, "$1")
      .replace(/\b(a|an|the)\s+(,|\.|and\b)/gi, "$2")
      .replace(/,\s*,/g, ",")
      // removals can leave "a" before a vowel ("a hard-working engineer" → "a engineer")
      .replace(/(?<=^|\s)a (?!one\b|use|uni|eu)(?=[aeio])/gm, "an ")
      .replace(/^[ \t]+/gm, "")
      .replace(/(?<![ \t])[ \t]+$/gm, "")
  );
}

function matchCase(original: string, replacement: string): string {
  if (!replacement) return "";
  return /^[A-Z]/.test(original) ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}
