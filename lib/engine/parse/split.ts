/**
 * The one splitter of run-on CV text into sentences and duties. Real CVs rarely keep one duty per line:
 * livecareer exports put a whole role on one line with its duties two spaces apart ("…services.  Prepares
 * employee separation notices…  Keeps records of…"), PDF extraction glues lines so that a new duty starts
 * after a lower-case word ("Approved new jobs into JDE Entering all new assets…"), and scraped text keeps
 * bullet marks inline ("•", "â¢" read in the wrong encoding). Scoring (the CV's bullets) and writing (a
 * letter's achievements) read duties through this module, so both see the same pieces.
 */
import { ACTION_VERBS, toPastTense } from "./verbs";

/** A piece of text and where it starts in the text it was cut from. */
export interface TextPiece {
  text: string;
  start: number;
}

/**
 * Sentence stops, runs of two or more spaces (the line breaks of a flattened page), line breaks and inline
 * bullet marks ("â¢" is "•" read in the wrong encoding).
 */
const PIECE_BREAK = /(?<=[.;!?])\s+|\s{2,}|\n+|â¢|[•▪◦●]/g;

/** Irregular past forms that open a duty ("Led…", "Built…", "Ran…"). */
const PAST_IRREGULAR = new Set(
  "led built ran grew cut won drove made wrote took set oversaw taught sold began brought kept held met".split(" "),
);

/** "Approved new jobs into JDE Entering all new assets …": a capitalised action verb after a lower-case word starts a new duty. */
function isVerbStart(word: string, next: string | undefined): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const w = word.toLowerCase();
  if (ACTION_VERBS.has(w) || PAST_IRREGULAR.has(w) || (w.endsWith("ing") && w.length > 5 && ACTION_VERBS.has(toPastTense(w)))) return true;
  // "… employees Systematically tasted …", "… Kitchen Ensured smooth …": an adverb or a past form not in the list,
  // unless a capitalised word follows ("the United States").
  return /(?:ed|ly)$/.test(w) && w.length > 4 && !!next && /^\p{Ll}/u.test(next);
}

/** Cuts one piece (no sentence stop or space run inside) where a second duty runs on; words are joined by one space. */
function runOnPieces(segment: string, offset: number, out: TextPiece[]): void {
  const words = [...segment.matchAll(/\S+/g)];
  if (!words.length) return;
  let from = 0;
  const flush = (to: number) => {
    out.push({
      text: words
        .slice(from, to)
        .map((w) => w[0])
        .join(" "),
      start: offset + words[from].index,
    });
    from = to;
  };
  for (let i = 1; i < words.length; i++) {
    if (isVerbStart(words[i][0], words[i + 1]?.[0]) && /[\p{Ll}\d)'’]$/u.test(words[i - 1][0])) flush(i);
  }
  flush(words.length);
}

/** The sentences and duties of a text, in order, with their offsets; blank pieces are left out. */
export function splitPieces(text: string): TextPiece[] {
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(PIECE_BREAK)) {
    runOnPieces(text.slice(last, m.index), last, out);
    last = m.index + m[0].length;
  }
  runOnPieces(text.slice(last), last, out);
  return out;
}

/** The duties of one piece that runs two or more together ("… employees Systematically tasted …"). */
export function splitRunOnDuties(piece: string): string[] {
  const out: TextPiece[] = [];
  runOnPieces(piece, 0, out);
  return out.length ? out.map((p) => p.text) : [""];
}

/** A stop that ends an abbreviation, not a sentence ("… expectation vs. Actual cost", "U.S. Army", "e.g. Excel"). */
const ABBREVIATION_END = /(?:^|[\s(])(?:vs|e\.g|i\.e|etc|approx|inc|co|ltd|no|dr|mr|mrs|ms|st|jr|sr|u\.s|u\.k|\p{Lu})\.$/iu;

/**
 * The duties of a CV line, for bullets: the pieces of `splitPieces`, with a piece that opens in lower case
 * ("and kept students motivated…" after a ";") joined back to the one before, since it continues that duty.
 * A line that holds one duty comes back as itself.
 */
export function splitDuties(line: string): TextPiece[] {
  const out: TextPiece[] = [];
  for (const p of splitPieces(line)) {
    const prev = out.at(-1);
    if (prev && (/^[\p{Ll}(&,]/u.test(p.text) || ABBREVIATION_END.test(prev.text))) {
      out[out.length - 1] = { text: line.slice(prev.start, p.start + p.text.length).replace(/\s+/g, " "), start: prev.start };
    } else out.push(p);
  }
  return out;
}
