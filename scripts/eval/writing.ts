// Writing quality on REAL inputs: every dev CV of tests/fixtures/real beside every dev advert of the same
// profession, in all 15 modes, checked by the text-quality checker (lib/engine/writing/quality) beside a
// mail-merge template baseline filled from the same inputs in the same run. The holdout pairs are reported
// in their own table. Then the bullet rewrites of the same CVs.
import { checkText, countFindings, type FindingKind } from "@/lib/engine/writing/quality/check";
import { getEnglishSpeller, getTaxonomyWords } from "@/lib/engine/writing/quality/speller";
import { findPlace } from "@/lib/engine/parse";
import { findBannedPhrases } from "@/lib/engine/writing/banned-phrases";
import { readCandidate } from "@/lib/engine/writing/local/documents";
import { readAd } from "@/lib/engine/writing/local/documents";
import { analyzeCv } from "@/lib/engine/scoring/cv-structure";
import { findWeakBullets } from "@/lib/engine/scoring/bullets";
import { LETTER_MODES, writeCoverLetter } from "@/lib/engine/writing/local/cover-letter";
import { extractCandidateFacts } from "@/lib/engine/writing/local/facts";
import { extractJobNeeds } from "@/lib/engine/writing/local/job";
import { countWords } from "@/lib/engine/writing/local/text";
import { buildRealPairs, realCvs, type RealPair } from "./writing-corpus";
import * as writer from "@/lib/engine/writing/local/cover-letter";

const MAX_WORDS = 350;
const REFERRER = "Jordan Blake";
/** Capitalised words the writer uses that are no organisation (the letter's own frame). */
const FRAME_NAMES = new Set(["hiring manager", "cv", "dear", "yours", "kind", "best", "with", "madame", "monsieur"]);
/** Multilingual frames: the checker's name rule needs each language's own vocabulary (German nouns are capitalised). */
const FRAME_WORDS: ReadonlySet<string> = (writer as { FRAME_VOCABULARY?: ReadonlySet<string> }).FRAME_VOCABULARY ?? new Set<string>();

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

interface Letter {
  pair: RealPair;
  mode: number;
  text: string;
  language: string;
  notes: string[];
}

const KINDS: FindingKind[] = ["placeholder", "repeat", "fragment", "spelling", "number", "organisation"];
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");

/** Names the letter gives the employer ("Dear X hiring team", "at X", "join X") that are places. */
function namesCityAsEmployer(text: string): boolean {
  const re = /\b(?:Dear|at|join|to|with)[ \t]+([A-Z][\w&.'-]*(?:[ \t][A-Z][\w&.'-]*){0,3})/g;
  for (const m of text.matchAll(re)) {
    const run = m[1].replace(/[.,]$/, "");
    const place = findPlace(run);
    if (place && place.name.toLowerCase() === run.toLowerCase()) return true;
  }
  return false;
}

function sentenceSet(text: string): Set<string> {
  const body = text
    .split(/\n{2,}/)
    .slice(1, -1)
    .join(" ");
  return new Set(
    (body.match(/[^.!?\n]+[.!?]/g) ?? [])
      .map((s) =>
        s
          .toLowerCase()
          .replace(/[^\p{L}\p{N} ]/gu, "")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .filter((s) => s.split(" ").length >= 4),
  );
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let n = 0;
  for (const s of a) if (b.has(s)) n++;
  return n / Math.min(a.size, b.size);
}

/** The advert's weightiest requirement as the document model reads it (analyzeJob's first skill keyword). */
function coreTerm(ad: string): string | null {
  return readAd({ jobDescription: ad }).mustHaves[0]?.label ?? null;
}

interface Row {
  letters: number;
  byKind: Record<FindingKind, number>;
  clean: number;
  city: number;
  longSentence: number;
  words: number;
  inLength: number;
  withNotes: number;
  shortUnexplained: number;
  banned: number;
  citing: number;
  core: number;
  coreTotal: number;
  /** letters with a sentence that names one of the advert's requirements and quotes a CV result */
  linked: number;
  /** body sentences, and how many of them open with words (the first two) another body sentence of the letter opens with */
  sentences: number;
  sameOpener: number;
  /** body sentences that share no content word with the advert (relevance) */
  offTopic: number;
  /** body sentences about the CV rather than the candidate ("My CV describes…", "…among the skills my CV lists") */
  meta: number;
  /** body sentences that open with a stock connective ("Also worth noting,", "In the same vein,") */
  filler: number;
  /** letters with an article before an article or "the" ("a the Brigade…") */
  doubleArticle: number;
}

// Relevance as a reader would judge it, independent of the writer's own matching: a body sentence is on topic when
// it shares a content word (four letters or more, compared by its first five) with the advert. The letter's frame
// words ("advert", "role", "experience"…) do not count: every sentence of a letter could carry them.
const EVAL_STOP = new Set(
  `about above after again also among and apply applying are because been before being below between both bring
  could does doing each ever every from further have having here into just more most much must next once only other
  over same should since some such than that their them then there these they this those through under until very
  were what when where which while whom will with within would your yours advert adverts role roles position post job
  jobs work worked working experience experienced requirement requirements list letter skill skills team teams record
  result results chance conversation discuss glad welcome happy thank thanks reading write writing employer
  organisation organization company hiring manager dear regards sincerely kind best first next path step career
  answer question need needs want wants ask asks asked name names lists listed shows show part well include includes
  including offer evidence years year`.split(/\s+/),
);
const contentKeys = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !EVAL_STOP.has(w)).map((w) => w.slice(0, 5)));
const META = /\b(?:my|the) (?:CV|résumé|resume)(?:'s)?\b|\bmy record\b/i;
const FILLERS =
  /^(?:also worth noting|equally(?: to the point)?|in the same vein|elsewhere(?: in my work)?|another part of my record|also on my record|my record also shows|just as relevant|what is more|on top of that|beyond that|besides that|alongside this|in addition|additionally|furthermore|moreover)\b/i;

/** Body sentences: the paragraphs between the greeting and the sign-off, list lines included. */
function bodySentences(text: string): string[] {
  return (
    text
      .split(/\n{2,}/)
      .slice(1, -1)
      .join("\n")
      .match(/[^.!?\n]+[.!?]?/g)
      ?.map((s) => s.trim())
      .filter((s) => s.split(" ").length >= 4) ?? []
  );
}

function scoreLetters(letters: Letter[]): Row {
  const speller = getEnglishSpeller();
  const allowedWords = new Set([...getTaxonomyWords(), ...FRAME_WORDS]);
  const row: Row = {
    letters: 0,
    byKind: countFindings([]),
    clean: 0,
    city: 0,
    longSentence: 0,
    words: 0,
    inLength: 0,
    withNotes: 0,
    shortUnexplained: 0,
    banned: 0,
    citing: 0,
    core: 0,
    coreTotal: 0,
    linked: 0,
    sentences: 0,
    sameOpener: 0,
    offTopic: 0,
    meta: 0,
    filler: 0,
    doubleArticle: 0,
  };
  const adKeys = new Map<string, Set<string>>();
  const reqs = new Map<string, string[]>();
  const cores = new Map<string, string | null>();
  const results = new Map<string, string[]>();
  for (const l of letters) {
    const findings = checkText(l.text, {
      inputs: [l.pair.cv, l.pair.ad, REFERRER],
      speller,
      allowedWords,
      allowedNames: FRAME_NAMES,
      language: l.language,
    });
    const c = countFindings(findings);
    row.letters++;
    for (const k of KINDS) row.byKind[k] += c[k] > 0 ? 1 : 0;
    row.clean += findings.length === 0 ? 1 : 0;
    row.city += namesCityAsEmployer(l.text) ? 1 : 0;
    row.longSentence += (l.text.match(/[^.!?\n]+[.!?]?/g) ?? []).some((s) => countWords(s) > 45) ? 1 : 0;
    const words = countWords(l.text);
    row.words += words;
    const limit = l.mode === 15 ? 180 : MAX_WORDS;
    row.inLength += words >= 0.8 * limit && words <= 1.05 * limit ? 1 : 0;
    row.withNotes += l.notes.length ? 1 : 0;
    row.shortUnexplained += words < 0.8 * limit && !l.notes.some((n) => /rather than pad/.test(n)) ? 1 : 0;
    row.banned += findBannedPhrases(l.text).length ? 1 : 0;
    if (!results.has(l.pair.cvId))
      results.set(
        l.pair.cvId,
        // After the first word: a duty written in the present is cited in the past ("Teach…" → "I taught…").
        readCandidate({ cvText: l.pair.cv }).achievements.map((a) =>
          a.text
            .toLowerCase()
            .replace(/^\S+\s+/, "")
            .slice(0, 30),
        ),
      );
    const lower = l.text.toLowerCase();
    row.citing += (results.get(l.pair.cvId) ?? []).some((r) => lower.includes(r)) ? 1 : 0;
    if (!reqs.has(l.pair.adId))
      reqs.set(
        l.pair.adId,
        readAd({ jobDescription: l.pair.ad }).mustHaves.map((m) => m.label.toLowerCase()),
      );
    const sentences = bodySentences(l.text);
    const cited = results.get(l.pair.cvId) ?? [];
    row.linked += sentences.some((s) => {
      const low = s.toLowerCase();
      return cited.some((r) => low.includes(r)) && (reqs.get(l.pair.adId) ?? []).some((q) => low.includes(q));
    })
      ? 1
      : 0;
    const openers = sentences.map((s) =>
      s
        .split(/\s+/)
        .slice(0, 2)
        .join(" ")
        .toLowerCase()
        .replace(/[^\p{L} ]/gu, ""),
    );
    row.sentences += openers.length;
    if (!adKeys.has(l.pair.adId)) adKeys.set(l.pair.adId, contentKeys(l.pair.ad));
    const keys = adKeys.get(l.pair.adId) as Set<string>;
    row.offTopic += sentences.filter((s) => ![...contentKeys(s)].some((k) => keys.has(k))).length;
    row.meta += sentences.filter((s) => META.test(s)).length;
    row.filler += sentences.filter((s) => FILLERS.test(s.replace(/^- /, ""))).length;
    // "the A&E Nurse role" is no double article: the second must be a word of its own.
    row.doubleArticle += /\b(?:a|an|the) (?:a|an|the)\s/i.test(l.text) ? 1 : 0;
    row.sameOpener += openers.filter((o, i) => openers.some((p, j) => j !== i && p === o)).length;
    if (!cores.has(l.pair.adId)) cores.set(l.pair.adId, coreTerm(l.pair.ad));
    const core = cores.get(l.pair.adId);
    if (core) {
      row.coreTotal++;
      row.core += l.text.toLowerCase().includes(core.toLowerCase()) ? 1 : 0;
    }
  }
  return row;
}

function overlapStats(letters: Letter[]): { mean: number; max: number; over: number; pairs: number } {
  const byPair = new Map<string, Letter[]>();
  for (const l of letters) byPair.set(`${l.pair.cvId}|${l.pair.adId}`, [...(byPair.get(`${l.pair.cvId}|${l.pair.adId}`) ?? []), l]);
  let sum = 0;
  let max = 0;
  let over = 0;
  let pairs = 0;
  for (const group of byPair.values()) {
    const sets = group.map((l) => sentenceSet(l.text));
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        const o = overlap(sets[i], sets[j]);
        sum += o;
        max = Math.max(max, o);
        over += o > 0.3 ? 1 : 0;
        pairs++;
      }
    }
  }
  return { mean: pairs ? sum / pairs : 0, max, over, pairs };
}

function writeAll(pairs: RealPair[]): Letter[] {
  return pairs.flatMap((pair) =>
    LETTER_MODES.map((m) => {
      const out = writeCoverLetter({
        cvText: pair.cv,
        jobDescription: pair.ad,
        mode: m,
        maxWords: MAX_WORDS,
        depth: 3,
        referrerName: REFERRER,
        language: null,
      });
      return { pair, mode: m.id, text: out.letter, language: out.language, notes: (out as { notes?: string[] }).notes ?? [] };
    }),
  );
}

function table(title: string, pairs: RealPair[]): string[] {
  const ours = writeAll(pairs);
  const base = pairs.map((pair) => ({ pair, mode: 0, text: baselineLetter(pair.cv, pair.ad), language: "en", notes: [] }));
  const o = scoreLetters(ours);
  const b = scoreLetters(base);
  const ov = overlapStats(ours);
  const line = (name: string, r: Row) =>
    `| ${name} | ${r.letters} | ${KINDS.map((k) => pct(r.byKind[k], r.letters)).join(" | ")} | ${pct(r.city, r.letters)} | ${pct(r.longSentence, r.letters)} | ${pct(r.clean, r.letters)} | ${Math.round(r.words / r.letters)} | ${pct(r.inLength, r.letters)} | ${pct(r.shortUnexplained, r.letters)} | ${pct(r.banned, r.letters)} | ${pct(r.citing, r.letters)} | ${pct(r.core, r.coreTotal)} |`;
  const perMode = LETTER_MODES.map((m) => {
    const r = scoreLetters(ours.filter((l) => l.mode === m.id));
    return `| ${m.id} ${m.name} | ${pct(r.clean, r.letters)} | ${
      KINDS.filter((k) => r.byKind[k])
        .map((k) => `${k} ${r.byKind[k]}`)
        .join(", ") || "—"
    } | ${Math.round(r.words / r.letters)} |`;
  });
  return [
    `### ${title}: ${pairs.length} CV/advert pairs × ${LETTER_MODES.length} modes`,
    "",
    "Rates are the share of letters with at least one finding of that kind.",
    "",
    `| system | letters | ${KINDS.join(" | ")} | employer is a city | sentence > 45 words | letters with no finding | avg words | within 80–105 % of max_words | under 80 % without a note saying why | banned phrase | cites a CV result | names the ad's core requirement |`,
    `|---|---|${KINDS.map(() => "---").join("|")}|---|---|---|---|---|---|---|---|---|`,
    line("local writer (15 modes)", o),
    line("mail-merge baseline", b),
    "",
    `Reading: ${pct(o.linked, o.letters)} of letters link a CV result to one of the advert's requirements in one sentence (baseline ${pct(b.linked, b.letters)}); ` +
      `${pct(o.sameOpener, o.sentences)} of body sentences open with the same two words as another sentence of their letter (baseline ${pct(b.sameOpener, b.sentences)}).`,
    "",
    `Relevance and register (body sentences, ${o.sentences} in all; baseline in brackets): ${pct(o.offTopic, o.sentences)} share no content word with the advert (${pct(b.offTopic, b.sentences)}); ` +
      `${pct(o.meta, o.sentences)} talk about the CV instead of the candidate ("my CV lists…") (${pct(b.meta, b.sentences)}); ` +
      `${pct(o.filler, o.sentences)} open with a stock connective ("In the same vein,") (${pct(b.filler, b.sentences)}); ` +
      `${pct(o.doubleArticle, o.letters)} of letters put two articles together ("a the") (${pct(b.doubleArticle, b.letters)}).`,
    "",
    `Pairwise sentence overlap between two modes of the same inputs: mean ${(100 * ov.mean).toFixed(1)} %, max ${(100 * ov.max).toFixed(1)} %, ${pct(ov.over, ov.pairs)} of ${ov.pairs} mode pairs above 30 %.`,
    "",
    "| mode | letters with no finding | letters with a finding, by kind | avg words |",
    "|---|---|---|---|",
    ...perMode,
  ];
}

function rewriteTable(split: "dev" | "holdout"): string[] {
  const speller = getEnglishSpeller();
  const allowedWords = getTaxonomyWords();
  let total = 0;
  let pass = 0;
  let keepNumbers = 0;
  let headings = 0;
  let identical = 0;
  const kinds = countFindings([]);
  for (const cv of realCvs(split)) {
    for (const w of findWeakBullets(analyzeCv(cv.text).bullets, 50)) {
      total++;
      const findings = checkText(w.rewritten, { inputs: [cv.text], speller, allowedWords, allowedNames: FRAME_NAMES });
      for (const f of findings) kinds[f.kind]++;
      pass += findings.length === 0 ? 1 : 0;
      const nums = w.original.match(/\d(?:[\d,.]*\d)?/g) ?? [];
      keepNumbers += nums.every((n) => w.rewritten.includes(n)) ? 1 : 0;
      // A heading or title line: short, no verb-like word, mostly capitalised words or a "|" separator.
      const words = w.original.split(/\s+/).filter(Boolean);
      // A short label line ("Position: Operations Manager", "company - Vish Hotel Supplies") counts too.
      const label = /^\s*\p{L}+(?:\s\p{L}+)?\s*(?::|\s-)\s+(.*)$/u.exec(w.original);
      if (
        /\|/.test(w.original) ||
        (label && label[1].split(/\s+/).length <= 6) ||
        (words.length <= 6 && words.filter((x) => /^\p{Lu}/u.test(x)).length >= words.length - 1)
      )
        headings++;
      identical += w.rewritten.replace(/\.$/, "") === w.original.replace(/\.$/, "") ? 1 : 0;
    }
  }
  return [
    `| ${split} | ${total} | ${pct(pass, total)} | ${pct(keepNumbers, total)} | ${headings} | ${identical} | ${KINDS.map((k) => kinds[k]).join(" / ")} |`,
  ];
}

export async function run(): Promise<string> {
  return [
    "## Writing: cover letters on real CV/advert pairs",
    "Pairs: each CV of tests/fixtures/real beside each advert of the same profession (manifest.json split); max_words 350 (mode 15: 180), depth 3, referrer for mode 12.",
    "",
    ...table("Dev", buildRealPairs("dev")),
    "",
    ...table("Holdout (not tuned on)", buildRealPairs("holdout")),
    "",
    "## Writing: bullet rewrites (findWeakBullets on the same real CVs)",
    "",
    `| split | rewrites | pass the checker | keep every number | heading/title lines rewritten | identical to the original | findings: ${KINDS.join(" / ")} |`,
    "|---|---|---|---|---|---|---|",
    ...rewriteTable("dev"),
    ...rewriteTable("holdout"),
  ].join("\n");
}
