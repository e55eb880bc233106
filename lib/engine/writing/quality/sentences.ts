/**
 * Sentence spans of a generated text and the two grammatical tests the checker applies to them. A letter
 * mixes prose with lines that are not sentences by design (a greeting, a list intro ending in ":", the
 * sign-off and the name under it); those get a kind of their own so they are not read as fragments.
 */

export interface Span {
  start: number;
  end: number;
  text: string;
  kind: "sentence" | "item" | "greeting" | "signoff" | "heading";
}

const BULLET_RE = /^[-•*·–]\s+/;
// A sentence ends at ., ! or ? (optionally closed by a quote or bracket) before a capital, digit or quote.
const SENTENCE_END_RE = /[.!?]["”»)]?\s+(?=["“«(]?[\p{Lu}\p{N}])/gu;
const GREETING_RE = /^(?:dear|hello|hi|to whom|sehr geehrte|madame|estimad|prezad|gentile|geachte|caro|cara)\b/i;

export function splitSentenceSpans(text: string): Span[] {
  const out: Span[] = [];
  const lines = [...text.matchAll(/[^\n]+/g)].map((m) => ({ at: m.index, raw: m[0] })).filter((l) => l.raw.trim());
  lines.forEach((l, idx) => {
    const lead = l.raw.length - l.raw.trimStart().length;
    const line = l.raw.trim();
    const at = l.at + lead;
    const words = line.split(/\s+/).length;
    const bullet = BULLET_RE.exec(line);
    if (bullet) {
      out.push({ start: at + bullet[0].length, end: at + line.length, text: line.slice(bullet[0].length), kind: "item" });
      return;
    }
    if (GREETING_RE.test(line) && /[,:!]$/.test(line)) {
      out.push({ start: at, end: at + line.length, text: line, kind: "greeting" });
      return;
    }
    const last = idx === lines.length - 1;
    if ((/,$/.test(line) && words <= 8) || (last && words <= 5 && !/[.!?]$/.test(line))) {
      out.push({ start: at, end: at + line.length, text: line, kind: "signoff" });
      return;
    }
    if (/:$/.test(line) && words <= 12) {
      out.push({ start: at, end: at + line.length, text: line, kind: "heading" });
      return;
    }
    let from = 0;
    SENTENCE_END_RE.lastIndex = 0;
    for (const m of line.matchAll(SENTENCE_END_RE)) {
      const stop = m.index + m[0].trimEnd().length;
      out.push({ start: at + from, end: at + stop, text: line.slice(from, stop), kind: "sentence" });
      from = m.index + m[0].length;
    }
    if (from < line.length) out.push({ start: at + from, end: at + line.length, text: line.slice(from), kind: "sentence" });
  });
  return out;
}

const AUX = new Set(
  "am is are was were have has had do does did will would can could shall should may might must isn't aren't wasn't weren't don't doesn't didn't won't wouldn't can't couldn't shouldn't haven't hasn't hadn't".split(
    " ",
  ),
);
const SUBJECTS = new Set("i we you they he she it who which that there".split(" "));
const IRREGULAR_PAST = new Set(
  "led built ran grew cut won drove made wrote took set oversaw taught sold began brought kept held spoke met rebuilt rewrote undertook spun split upheld stood found fought bought sent spent lent dealt meant felt left lost paid laid said put read rode saw shot shut sat struck swept threw understood withdrew knew gave got came became went did".split(
    " ",
  ),
);
/**
 * Present-tense verbs that follow a noun subject ("Your advert asks for …", "Those words describe …"): base
 * forms and their -s forms. Without a tagger the list is what tells "My CV centres on X" from "Experience
 * within neurology".
 */
const PRESENT_BASES = (
  "ask need name list call describe want say set put show matter come mean read take make carry cover fit require stand run " +
  "start open sit speak count explain give answer build work hold follow bring talk centre center include match suit lead " +
  "sound seem look feel stay remain belong reflect involve focus rest depend apply thank value expect offer state record add"
).split(" ");
const PRESENT_VERBS = new Set([
  ...PRESENT_BASES,
  ...PRESENT_BASES.map((v) => (/(?:s|sh|ch|x)$/.test(v) ? `${v}es` : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`)),
]);
/** Base-form verbs a list item (a CV bullet) may open with. */
const ITEM_VERBS = new Set(
  "manage lead run build deliver design develop support train teach coordinate plan oversee maintain provide ensure prepare create handle supervise assist monitor review conduct perform operate administer organise organize process resolve".split(
    " ",
  ),
);

/** True when the sentence has a finite verb (a tensed verb, an auxiliary, or a subject pronoun followed by a verb). */
export function hasFiniteVerb(sentence: string, item = false): boolean {
  const tokens =
    sentence
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];
  const first = tokens[0] ?? "";
  if (item && (ITEM_VERBS.has(first) || /^\p{L}{2,}(?:ed|s)$/u.test(first) || IRREGULAR_PAST.has(first))) return true;
  if (tokens[0] === "thank" && tokens[1] === "you") return true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (AUX.has(t) || IRREGULAR_PAST.has(t)) return true;
    // After "to" a base form is an infinitive ("To obtain."), not a tensed verb.
    if (PRESENT_VERBS.has(t) && i > 0 && tokens[i - 1] !== "to") return true;
    if (/^(?:i|we|you|they|he|she|it|that|there|who)'(?:m|re|ve|ll|d|s)$/.test(t)) return true;
    if (
      t.length >= 4 &&
      /ed$/.test(t) &&
      !/^(?:need|seed|feed|speed|breed|bleed|greed|creed|shed|bred|hundred|sacred|kindred|naked|wicked|wretched|rugged|ragged)$/.test(t)
    )
      return true;
    if (SUBJECTS.has(t) && i + 1 < tokens.length && !/^(?:and|or|of|to|for|in|at|on|with|as|the|a|an)$/.test(tokens[i + 1])) {
      if (t === "i" || t === "we" || t === "they" || t === "you") return true;
    }
  }
  return false;
}

const DANGLING = new Set(
  "a an the of to for with in at on by from and or but as into about than your my our their its this these those is are was were be".split(
    " ",
  ),
);

/** True when the sentence stops on a word that needs something after it ("… and the.", "… experience with."). */
export function isDanglingEnd(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const last = words[words.length - 1];
  return !!last && DANGLING.has(last) && /[.!?]["”»)]?$/.test(sentence.trim());
}
