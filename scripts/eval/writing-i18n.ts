// Language modes on REAL inputs: every CV/advert pair of tests/fixtures/real written in mode 14 in each of
// de, fr, es, nl, it and pt (English CVs and adverts, so the title, the requirements and the results all need a
// translation). Measures how much of each letter is in its own language and that nothing English is mixed in
// unflagged. The holdout pairs are reported in their own table.
import { checkText } from "@/lib/engine/writing/quality/check";
import { FRAME_VOCABULARY, LETTER_MODES, writeCoverLetter } from "@/lib/engine/writing/local/cover-letter";
import { resolveSkill } from "@/lib/knowledge/skills";
import { skillLabel } from "@/lib/knowledge/skills/labels-i18n";
import { buildRealPairs, type RealPair } from "./writing-corpus";

const LANGS = ["de", "fr", "es", "nl", "it", "pt"] as const;
const PRODUCTS = new Set(["programming_language", "framework", "database", "cloud", "tool"]);

/** A product or proper name ("Python", "Microsoft Excel", "AWS Certified …") reads the same in every language. */
function sameInEveryLanguage(label: string): boolean {
  const s = resolveSkill(label);
  if (!s) return false;
  if (PRODUCTS.has(s.category)) return true;
  const words = s.name.split(/\s+/);
  if (words.length === 1 && (["devops", "data", "ai_ml"].includes(s.category) || /^\p{Lu}.*\p{Lu}/u.test(s.name))) return true;
  return words.length > 1 && words.every((w) => /^[\p{Lu}\d&]/u.test(w));
}

interface Row {
  letters: number;
  clean: number;
  titled: number;
  titleLocal: number;
  skills: number;
  skillsLocal: number;
  silent: number;
}

function score(pairs: RealPair[], lang: (typeof LANGS)[number]): Row {
  const r: Row = { letters: 0, clean: 0, titled: 0, titleLocal: 0, skills: 0, skillsLocal: 0, silent: 0 };
  for (const pair of pairs) {
    const out = writeCoverLetter({
      cvText: pair.cv,
      jobDescription: pair.ad,
      mode: LETTER_MODES[13],
      maxWords: 350,
      depth: 3,
      referrerName: null,
      language: lang,
    });
    const notes = out.notes.join(" ");
    r.letters++;
    r.clean +=
      checkText(out.letter, {
        inputs: [pair.cv, pair.ad],
        allowedWords: FRAME_VOCABULARY,
        allowedNames: new Set(["cv", "madame", "monsieur"]),
        language: lang,
      }).length === 0
        ? 1
        : 0;
    // The opening names a role whenever the advert has a title; the notes say when it stayed in the advert's words.
    if (
      !/um die ausgeschriebene Stelle|au poste proposé|al puesto ofertado|uit de vacature|alla posizione offerta|à vaga anunciada/.test(
        out.letter,
      )
    ) {
      r.titled++;
      r.titleLocal += /Job title kept as the advert writes it/.test(notes) ? 0 : 1;
    }
    const untranslated = new Set(
      (/quoted as written: (.*)\.$/m.exec(out.notes.find((n) => n.startsWith("Not translated")) ?? "")?.[1] ?? "")
        .split(", ")
        .filter(Boolean),
    );
    const own = out.letter
      .split("\n")
      .filter((l) => !/^- [„«"]/.test(l))
      .join("\n");
    for (const f of out.factsUsed.filter((x) => x.kind === "skill")) {
      r.skills++;
      if (!untranslated.has(f.value)) r.skillsLocal++;
      // Silent mixing: an English label in the letter's own words, unquoted, not a product, not the same word in
      // the letter's language ("communication" in French) and not in the notes.
      const at = own.indexOf(f.value);
      const quoted = at > 0 && /[„«"] ?$/.test(own.slice(0, at));
      // A label that is or contains the same word ("coaching en mentoring" for "mentoring") is no English left over.
      const loanword = skillLabel(f.value, lang)?.toLowerCase().includes(f.value.toLowerCase()) ?? false;
      if (at >= 0 && !quoted && !loanword && !sameInEveryLanguage(f.value) && !untranslated.has(f.value)) r.silent++;
    }
  }
  return r;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");

function table(title: string, pairs: RealPair[]): string[] {
  const rows = LANGS.map((l) => [l, score(pairs, l)] as const);
  const total = rows.reduce<Row>(
    (t, [, r]) => ({
      letters: t.letters + r.letters,
      clean: t.clean + r.clean,
      titled: t.titled + r.titled,
      titleLocal: t.titleLocal + r.titleLocal,
      skills: t.skills + r.skills,
      skillsLocal: t.skillsLocal + r.skillsLocal,
      silent: t.silent + r.silent,
    }),
    { letters: 0, clean: 0, titled: 0, titleLocal: 0, skills: 0, skillsLocal: 0, silent: 0 },
  );
  const line = (name: string, r: Row) =>
    `| ${name} | ${r.letters} | ${pct(r.clean, r.letters)} | ${pct(r.titleLocal, r.titled)} (${r.titleLocal}/${r.titled}) | ${pct(r.skillsLocal, r.skills)} (${r.skillsLocal}/${r.skills}) | ${r.silent} |`;
  return [
    `### ${title}: ${pairs.length} CV/advert pairs × ${LANGS.length} languages (mode 14)`,
    "",
    "| language | letters | no checker finding | role title in the letter's language | skill labels in the letter's language (products count as such) | English labels mixed in unflagged |",
    "|---|---|---|---|---|---|",
    ...rows.map(([l, r]) => line(l, r)),
    line("all", total),
  ];
}

export async function run(): Promise<string> {
  return [
    "## Writing: language modes (mode 14 in de, fr, es, nl, it, pt on the real English pairs)",
    "Role titles and skills come from the taxonomy's language-tagged labels; the CV's results stay quoted and noted (no offline translation).",
    "",
    ...table("Dev", buildRealPairs("dev")),
    "",
    ...table("Holdout (not tuned on)", buildRealPairs("holdout")),
  ].join("\n");
}
