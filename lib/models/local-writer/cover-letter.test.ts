import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBannedPhrases } from "@/lib/models/gateway/banned-phrases";
import * as S from "@/tests/fixtures/writing/samples";
import { findLetterMode, LETTER_MODES, writeCoverLetter, type LetterInput } from "./cover-letter";
import { extractCandidateFacts } from "./facts";
import { countWords, splitSentences } from "./text";

/** Every word the writer's own phrasing may contribute: the words of its source files. */
const WRITER_VOCABULARY = new Set(
  readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .flatMap((f) => readFileSync(path.join(import.meta.dirname, f), "utf8").toLowerCase().match(/\p{L}+/gu) ?? []),
);

const PAIRS = [
  { name: "engineer", cv: S.CV_ENGINEER, jd: S.JD_PLATFORM, rich: true },
  { name: "teacher→analyst", cv: S.CV_TEACHER, jd: S.JD_DATA_ANALYST, rich: true },
  { name: "executive", cv: S.CV_EXEC, jd: S.JD_EXEC, rich: true },
  { name: "sparse", cv: S.CV_SPARSE, jd: S.JD_DATA_ANALYST, rich: false },
  { name: "nurse", cv: S.CV_NURSE, jd: S.JD_NURSE, rich: true },
  { name: "sales", cv: S.CV_SALES, jd: S.JD_SALES_REMOTE, rich: true },
];

function input(cv: string, jd: string, modeId: number, extra: Partial<LetterInput> = {}): LetterInput {
  return { cvText: cv, jobDescription: jd, mode: LETTER_MODES[modeId - 1], maxWords: 350, depth: 3, referrerName: modeId === 12 ? "Jordan Blake" : null, language: modeId === 14 ? "de" : null, ...extra };
}

/** Numbers, words and capitalised names in the letter that the inputs (or the writer's fixed phrasing) do not contain. */
function ungrounded(letter: string, sources: string): { numbers: string[]; words: string[]; names: string[] } {
  const src = sources.toLowerCase();
  const numbers = (letter.match(/\d[\d,.]*\d|\d/g) ?? []).filter((n) => !src.includes(n.toLowerCase()));
  const words = (letter.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !src.includes(w) && !WRITER_VOCABULARY.has(w));
  // Two or more capitalised words in a row, not starting a sentence: employer, product or person names.
  // German capitalises nouns ("Position Staff Engineer"): the writer's own leading words are dropped first.
  const names = [...letter.matchAll(/(?<=[a-z,;:] )[A-Z][\p{L}&]+(?: [A-Z][\p{L}&]+)+/gu)]
    .map((m) => {
      const words = m[0].split(" ");
      while (words.length && WRITER_VOCABULARY.has(words[0].toLowerCase()) && !src.includes(words.join(" ").toLowerCase())) words.shift();
      return words.join(" ");
    })
    .filter((n) => n && !src.includes(n.toLowerCase()));
  return { numbers, words, names };
}

const body = (letter: string) => letter.split("\n\n").slice(1, -1);

const STRUCTURE: Record<number, (letter: string, pair: (typeof PAIRS)[number], input: LetterInput) => void> = {
  1: (l, p) => expect(body(l)[0].toLowerCase()).toContain(extractCandidateFacts({ cvText: p.cv }).achievements[0].text.toLowerCase().slice(0, 30)),
  2: (l) => expect(body(l)[0]).toMatch(/advert|judgement/),
  3: (l) => expect(l).toMatch(/You need someone to /),
  4: (l, p) => {
    const roles = extractCandidateFacts({ cvText: p.cv }).roles;
    expect(l.indexOf(roles[roles.length - 1].title)).toBeLessThan(l.lastIndexOf(roles[0].title));
  },
  5: (l) => expect(body(l)[0]).toMatch(/^"[^"]+\." That line from your advert/),
  6: (l) => expect(splitSentences(body(l)[0])[0]).toMatch(/\?$/),
  7: (l) => {
    const first = splitSentences(body(l)[0])[0];
    expect(first).not.toMatch(/\?$/);
    expect(countWords(first)).toBeLessThanOrEqual(25);
    expect(first).toMatch(/\d/);
  },
  8: (l) => {
    const open = body(l)[0].split("\n");
    expect(open[0]).toMatch(/:$/);
    expect(open.slice(1).every((b) => /^- .*\d/.test(b))).toBe(true);
  },
  9: (l, p) => expect(body(l)[0]).toMatch(/value|ownership/i.test(p.jd) ? /^Your advert talks about / : /way of working matches mine/),
  10: (l) => {
    expect(body(l)[0]).toMatch(/^I am moving from my work as /);
    expect(l).toMatch(/What transfers directly:\n- /);
  },
  11: (l) => expect(body(l)[0]).toMatch(/as my next step at /),
  12: (l, _p, i) => expect(splitSentences(body(l)[0])[0]).toContain(i.referrerName!),
  13: (l) => expect(l).toMatch(/Asynchronous work/),
  14: (l) => expect(l).toMatch(/^Sehr geehrte[\s\S]*Mit freundlichen Grüßen/),
  15: (l) => {
    expect(countWords(l)).toBeLessThanOrEqual(180);
    expect(l.split("\n\n").length).toBeLessThanOrEqual(6);
  },
};

describe("cover letter: every mode", () => {
  for (const mode of LETTER_MODES) {
    describe(`${mode.id} ${mode.name}`, () => {
      for (const pair of PAIRS) {
        const inp = input(pair.cv, pair.jd, mode.id);
        const out = writeCoverLetter(inp);
        const sources = [pair.cv, pair.jd, inp.referrerName ?? ""].join("\n");

        it(`${pair.name}: grounded in the inputs, no banned phrase, exact word count`, () => {
          expect(findBannedPhrases(out.letter)).toEqual([]);
          expect(ungrounded(out.letter, sources)).toEqual({ numbers: [], words: [], names: [] });
          expect(out.wordCount).toBe(countWords(out.letter));
          expect(out.wordCount).toBeLessThanOrEqual(350);
          expect(out.wordCount).toBeGreaterThan(25);
          for (const f of out.factsUsed) expect(sources.toLowerCase()).toContain(f.value.toLowerCase().slice(0, 40));
        });

        if (pair.rich) {
          it(`${pair.name}: has the mode's structure`, () => STRUCTURE[mode.id](out.letter, pair, inp));
        }
      }

      it("honours max_words and keeps the opening", () => {
        const out = writeCoverLetter(input(S.CV_ENGINEER, S.JD_PLATFORM, mode.id, { maxWords: 90 }));
        expect(out.wordCount).toBeLessThanOrEqual(90);
        // Career transition's skills map is a middle paragraph trimming may shorten; its opening stays.
        if (mode.id === 10) expect(body(out.letter)[0]).toMatch(/^I am moving from my work as /);
        else STRUCTURE[mode.id](out.letter, PAIRS[0], input(S.CV_ENGINEER, S.JD_PLATFORM, mode.id));
      });

      it("is deterministic and varies with the input", () => {
        const a = writeCoverLetter(input(S.CV_ENGINEER, S.JD_PLATFORM, mode.id));
        expect(writeCoverLetter(input(S.CV_ENGINEER, S.JD_PLATFORM, mode.id)).letter).toBe(a.letter);
        expect(writeCoverLetter(input(S.CV_TEACHER, S.JD_DATA_ANALYST, mode.id)).letter).not.toBe(a.letter);
      });
    });
  }
});

describe("cover letter: modes and languages", () => {
  it("finds modes by number, numeric string, slug and name", () => {
    expect(findLetterMode(6)?.slug).toBe("question-led");
    expect(findLetterMode("12")?.name).toBe("Referral");
    expect(findLetterMode("Bold statement")?.id).toBe(7);
    expect(findLetterMode("career_transition")?.id).toBe(10);
    expect(findLetterMode(0)).toBeNull();
    expect(findLetterMode("sonnet")).toBeNull();
  });

  it.each([
    ["de", /^Sehr geehrte/, /Mit freundlichen Grüßen/],
    ["fr", /^Madame, Monsieur/, /salutations distinguées/],
    ["es", /^Estimad/, /Atentamente,/],
    ["pt", /^Prezad/, /Com os melhores cumprimentos,/],
    ["en", /^Dear /, /(regards|wishes|sincerely),/],
  ] as const)("multilingual writes %s", (lang, start, end) => {
    const out = writeCoverLetter(input(S.CV_ENGINEER, S.JD_PLATFORM, 14, { language: lang }));
    expect(out.language).toBe(lang);
    expect(out.letter).toMatch(start);
    expect(out.letter).toMatch(end);
    expect(out.letter.toLowerCase()).toContain("reduced payment api latency by 40%");
  });

  it("detects the advert's language when none is given", () => {
    const jd = "Wir suchen eine Datenanalystin für unser Team in Berlin. Sie arbeiten mit SQL und Python und präsentieren die Ergebnisse für unsere Kunden.";
    expect(writeCoverLetter(input(S.CV_ENGINEER, jd, 14, { language: null })).language).toBe("de");
  });

  it("lets tone change the greeting and sign-off register", () => {
    expect(writeCoverLetter(input(S.CV_ENGINEER, S.JD_PLATFORM, 1, { tone: "formal" })).letter).toMatch(/Yours sincerely,\nPriya Raman$/);
    expect(writeCoverLetter(input(S.CV_ENGINEER, S.JD_PLATFORM, 1, { tone: "warm" })).letter).not.toMatch(/Yours sincerely/);
  });

  it("cites more achievements with a deeper model", () => {
    const count = (depth: number) => writeCoverLetter(input(S.CV_ENGINEER, S.JD_PLATFORM, 1, { depth })).factsUsed.filter((f) => f.kind === "achievement").length;
    expect(count(4)).toBeGreaterThan(count(2));
  });
});
