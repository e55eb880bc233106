/**
 * 14 Multilingual: the whole letter in the requested language (en, de, fr, es, nl, it, pt) from frame
 * templates. The frames are written here; the role title, the core requirement and the listed skills come from
 * the taxonomy's language-tagged labels (lib/knowledge/occupations/labels-i18n.ts, skills/labels-i18n.ts): a
 * title is translated only when it names a known occupation exactly, a skill when the taxonomy resolves it and
 * has a label. Product and tool names pass as they are. Nothing is translated online, so what has no label (an
 * unknown skill, a title the tables do not name, a title's qualifier such as "– Acute Medicine") and the
 * candidate's results from a CV in another language are quoted as written and listed in `notes`, never mixed in
 * silently. `facts_used` keeps each fact in its source's wording.
 */
import { detectLanguage } from "@/lib/engine/parse";
import { normalizeTitle } from "@/lib/knowledge/occupations";
import { localizeJobTitle, OCCUPATION_LABELS, occupationLabel } from "@/lib/knowledge/occupations/labels-i18n";
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import { skillLabel, SKILL_LABELS } from "@/lib/knowledge/skills/labels-i18n";
import { record, takeAchievements, type LetterPlan } from "./letter-plan";
import { joinList } from "./text";

export const LETTER_LANGUAGES = ["en", "de", "fr", "es", "nl", "it", "pt"] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
type Foreign = Exclude<LetterLanguage, "en">;

interface Bank {
  and: string;
  greeting: (company: string | null, agency: boolean) => string;
  opening: (title: string | null, company: string | null) => string;
  core: (k: string) => string;
  coreHeld: string;
  coreMissing: string;
  skills: (list: string) => string;
  quoteIntro: (flagged: boolean) => string;
  quote: (t: string) => string;
  closing: string;
  signOff: string;
}

const BANKS: Record<Foreign, Bank> = {
  de: {
    and: "und",
    greeting: (c, a) =>
      c ? `Sehr geehrtes Team von ${c},` : a ? "Sehr geehrte Damen und Herren, liebes Recruiting-Team," : "Sehr geehrte Damen und Herren,",
    opening: (r, c) => `hiermit bewerbe ich mich ${r ? `um die Position „${r}“` : "um die ausgeschriebene Stelle"}${c ? ` bei ${c}` : ""}.`,
    core: (k) => `Ihre Ausschreibung nennt an erster Stelle „${k}“.`,
    coreHeld: "Diese Anforderung ist in meinem Lebenslauf belegt.",
    coreMissing: "Mein Lebenslauf nennt diese Anforderung nicht ausdrücklich, und ich möchte sie nicht behaupten.",
    skills: (l) => `Weitere Anforderungen Ihrer Ausschreibung, die mein Lebenslauf nennt: ${l}.`,
    quoteIntro: (f) => (f ? "Einige Ergebnisse aus meinem Lebenslauf, im Original zitiert:" : "Einige Ergebnisse aus meinem Lebenslauf:"),
    quote: (t) => `- „${t}“`,
    closing: "Über die Gelegenheit zu einem persönlichen Gespräch würde ich mich sehr freuen.",
    signOff: "Mit freundlichen Grüßen",
  },
  fr: {
    and: "et",
    greeting: (c) => (c ? `Madame, Monsieur, chère équipe ${c},` : "Madame, Monsieur,"),
    opening: (r, c) => `je vous adresse ma candidature ${r ? `au poste « ${r} »` : "au poste proposé"}${c ? ` chez ${c}` : ""}.`,
    core: (k) => `Votre annonce place en premier « ${k} ».`,
    coreHeld: "Mon CV en apporte la preuve.",
    coreMissing: "Mon CV ne le mentionne pas explicitement, et je préfère ne pas le revendiquer.",
    skills: (l) => `Autres exigences de votre annonce que mon CV mentionne : ${l}.`,
    quoteIntro: (f) => (f ? "Quelques résultats de mon CV, cités dans leur langue d'origine :" : "Quelques résultats tirés de mon CV :"),
    quote: (t) => `- « ${t} »`,
    closing: "Je serais heureux d'échanger avec vous lors d'un entretien.",
    signOff: "Veuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  },
  es: {
    and: "y",
    greeting: (c) => (c ? `Estimado equipo de ${c}:` : "Estimados señores:"),
    opening: (r, c) => `Les escribo para presentar mi candidatura ${r ? `al puesto «${r}»` : "al puesto ofertado"}${c ? ` en ${c}` : ""}.`,
    core: (k) => `Su oferta pone en primer lugar «${k}».`,
    coreHeld: "Mi currículum lo demuestra.",
    coreMissing: "Mi currículum no lo menciona de forma expresa, y prefiero no afirmarlo.",
    skills: (l) => `Otros requisitos de su oferta que figuran en mi currículum: ${l}.`,
    quoteIntro: (f) => (f ? "Algunos resultados de mi currículum, citados en su idioma original:" : "Algunos resultados de mi currículum:"),
    quote: (t) => `- «${t}»`,
    closing: "Me encantaría conversar con ustedes en una entrevista.",
    signOff: "Atentamente,",
  },
  nl: {
    and: "en",
    greeting: (c) => (c ? `Beste medewerkers van ${c},` : "Geachte heer, mevrouw,"),
    opening: (r, c) => `Hierbij solliciteer ik naar de functie ${r ? `„${r}”` : "uit de vacature"}${c ? ` bij ${c}` : ""}.`,
    core: (k) => `Uw vacature noemt als eerste „${k}”.`,
    coreHeld: "Mijn cv laat dat zien.",
    coreMissing: "Mijn cv noemt dit niet uitdrukkelijk, en ik wil het niet beweren.",
    skills: (l) => `Andere eisen uit uw vacature die mijn cv noemt: ${l}.`,
    quoteIntro: (f) =>
      f ? "Enkele resultaten uit mijn cv, letterlijk geciteerd in de oorspronkelijke taal:" : "Enkele resultaten uit mijn cv:",
    quote: (t) => `- „${t}”`,
    closing: "Ik ga graag met u in gesprek.",
    signOff: "Met vriendelijke groet,",
  },
  it: {
    and: "e",
    greeting: (c) => (c ? `Gentile team di ${c},` : "Gentili signori,"),
    opening: (r, c) => `vi scrivo per candidarmi ${r ? `alla posizione «${r}»` : "alla posizione offerta"}${c ? ` presso ${c}` : ""}.`,
    core: (k) => `Il vostro annuncio mette al primo posto «${k}».`,
    coreHeld: "Il mio curriculum lo dimostra.",
    coreMissing: "Il mio curriculum non lo cita in modo esplicito, e preferisco non affermarlo.",
    skills: (l) => `Altri requisiti del vostro annuncio presenti nel mio curriculum: ${l}.`,
    quoteIntro: (f) => (f ? "Alcuni risultati del mio curriculum, citati nella lingua originale:" : "Alcuni risultati del mio curriculum:"),
    quote: (t) => `- «${t}»`,
    closing: "Sarei lieto di approfondire in un colloquio.",
    signOff: "Cordiali saluti,",
  },
  pt: {
    and: "e",
    greeting: (c) => (c ? `Prezada equipa da ${c},` : "Prezados senhores,"),
    opening: (r, c) => `venho apresentar a minha candidatura ${r ? `à vaga «${r}»` : "à vaga anunciada"}${c ? ` na ${c}` : ""}.`,
    core: (k) => `O vosso anúncio coloca em primeiro lugar «${k}».`,
    coreHeld: "O meu currículo demonstra-o.",
    coreMissing: "O meu currículo não o menciona de forma expressa, e prefiro não o afirmar.",
    skills: (l) => `Outros requisitos do anúncio que o meu currículo menciona: ${l}.`,
    quoteIntro: (f) => (f ? "Alguns resultados do meu currículo, citados na língua original:" : "Alguns resultados do meu currículo:"),
    quote: (t) => `- «${t}»`,
    closing: "Terei todo o gosto em conversar numa entrevista.",
    signOff: "Com os melhores cumprimentos,",
  },
};

/** Words of a text, lower case, and its hyphenated compounds whole ("nmc-registrierung"), as the checker reads them. */
const wordsOf = (text: string): string[] => {
  const lower = text.toLowerCase();
  return [...(lower.match(/\p{L}+/gu) ?? []), ...hyphenatedCompounds(lower)];
};

/** Runs of letters and digits joined by single hyphens ("nmc-registrierung"), found by splitting, not backtracking. */
function hyphenatedCompounds(text: string): string[] {
  const out: string[] = [];
  for (const token of text.split(/[^\p{L}\p{N}-]/u)) {
    if (!token.includes("-")) continue;
    let run: string[] = [];
    const flush = () => {
      if (run.length > 1) out.push(run.join("-"));
      run = [];
    };
    for (const part of token.split("-")) {
      if (part) run.push(part);
      else flush();
    }
    flush();
  }
  return out;
}

/**
 * Every word of the frames and of the language-tagged labels, lower case: the checker's vocabulary for letters in
 * these languages (German capitalises every noun, so a label is no organisation name).
 */
export const FRAME_VOCABULARY: ReadonlySet<string> = new Set([
  ...Object.values(BANKS).flatMap((b) =>
    wordsOf(
      [
        b.greeting("X", false),
        b.greeting(null, false),
        b.greeting(null, true),
        b.opening("X", "X"),
        b.opening(null, null),
        b.core("X"),
        b.coreHeld,
        b.coreMissing,
        b.skills(""),
        b.quoteIntro(true),
        b.quoteIntro(false),
        b.closing,
        b.signOff,
        b.and,
      ].join(" "),
    ),
  ),
  ...[...OCCUPATION_LABELS.values(), ...SKILL_LABELS.values()].flatMap((row) => wordsOf(Object.values(row).join(" "))),
  // Loanwords ("=") are the English names themselves, and localizeJobTitle places a level word beside a title.
  ...[...OCCUPATION_LABELS]
    .filter(([, row]) => Object.values(row).includes("="))
    .flatMap(([id]) => wordsOf(occupationLabel(id, "en") ?? "")),
  ...[...SKILL_LABELS].filter(([, row]) => Object.values(row).includes("=")).flatMap(([id]) => wordsOf(getSkill(id)?.name ?? "")),
  "senior",
  "junior",
  "sénior",
  "júnior",
]);

/** "de-DE" → "de"; null when not one we write. */
export function toLetterLanguage(tag: string): LetterLanguage | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LETTER_LANGUAGES as readonly string[]).includes(base) ? (base as LetterLanguage) : null;
}

/** The language the advert is written in (the shared stop-word vote); English when unclear. */
export function detectLetterLanguage(text: string): LetterLanguage {
  return toLetterLanguage(detectLanguage(text)) ?? "en";
}

const PRODUCT_CATEGORIES = new Set(["programming_language", "framework", "database", "cloud", "tool"]);
/** Categories that mix products with methods: a one-word name there is a product ("Docker", "Tableau", "PyTorch"). */
const MIXED_CATEGORIES = new Set(["devops", "data", "ai_ml"]);

/**
 * Tool and product names read the same in every language: a product category, a one-word name in a mixed
 * category or with an inner capital, or a proper name (every word capitalised, "AWS Certified Solutions Architect", "Microsoft Excel").
 * Methods, skills and generic licences ("NMC registration") need a label. Labels are looked up first, so a
 * method in a product category ("Quality assurance") is still translated.
 */
function languageNeutral(label: string): boolean {
  const s = resolveSkill(label);
  if (!s) return false;
  if (PRODUCT_CATEGORIES.has(s.category)) return true;
  const words = s.name.split(/\s+/);
  // "AutoCAD", "SolidWorks", "HACCP": a one-word name with an inner capital is a product or a standard's name.
  if (words.length === 1 && (MIXED_CATEGORIES.has(s.category) || /^\p{Lu}.*\p{Lu}/u.test(s.name))) return true;
  return words.length > 1 && words.every((w) => /^[\p{Lu}\d&]/u.test(w));
}

/** The role title in the letter's language, and what the notes must say about it. */
function localTitle(title: string | null, sameLanguage: boolean, lang: Foreign): { text: string | null; note: string | null } {
  if (!title || sameLanguage) return { text: title, note: null };
  const local = localizeJobTitle(title, lang);
  if (!local) return { text: title, note: `Job title kept as the advert writes it (no ${lang} label offline): "${title}".` };
  if (local.leftOut)
    return {
      text: local.label,
      note: `Job title "${title}" written as "${local.label}", the ${lang} label of ${local.occupationTitle}; "${local.leftOut}" has no ${lang} label offline and is left out.`,
    };
  // A specialism or local name ("ICU Nurse", "Staff Nurse") becomes its occupation's label: the notes say which.
  if (normalizeTitle(local.matchedOn) !== normalizeTitle(local.occupationTitle))
    return {
      text: local.label,
      note: `Job title "${title}" written as "${local.label}", the ${lang} label of its occupation (${local.occupationTitle}).`,
    };
  return { text: local.label, note: null };
}

/** The whole letter, greeting to sign-off, in a language other than English, and what it could not translate. */
export function writeForeignLetter(plan: LetterPlan, lang: Foreign, depth: number): { paragraphs: string[]; notes: string[] } {
  const b = BANKS[lang];
  const notes: string[] = [];
  const untranslated: string[] = [];
  const sameLanguage = plan.ad.language === lang;
  const quoted = (t: string) => (lang === "de" || lang === "nl" ? `„${t}“` : `«${t}»`);
  // A skill in the letter's language: the advert's own word when it is written in it, else the taxonomy's label,
  // else (a product or tool name) as it is; anything else stays quoted and is listed in the notes. facts_used keeps the
  // source's wording.
  const label = (l: string, source: "cv" | "job_description"): { text: string; translated: boolean } => {
    record(plan, "skill", l, source);
    if (sameLanguage) return { text: l, translated: true };
    const local = skillLabel(l, lang);
    if (local) return { text: local, translated: true };
    if (languageNeutral(l)) return { text: l, translated: true };
    untranslated.push(l);
    return { text: l, translated: false };
  };
  const title = localTitle(plan.roleTitle, sameLanguage, lang);
  if (title.note) notes.push(title.note);
  const company = plan.ad.company ? record(plan, "company", plan.ad.company, "job_description") : null;
  const core = plan.core;
  const coreText = core ? `${b.core(label(core.label, "job_description").text)} ${core.held ? b.coreHeld : b.coreMissing}` : null;
  const others = plan.requirements
    .filter((r) => r !== core && r.held)
    .slice(0, 4)
    .map((r) => label(r.label, "job_description"));
  const taken = takeAchievements(plan, Math.max(2, depth));
  // A CV in another language writes its results as nouns ("Einführung eines Protokolls, Stürze um 30 % reduziert"):
  // quoted as written when no result reads as an English sentence.
  const results = taken.length ? taken : (plan.cand.quotable ?? []).slice(0, Math.max(2, depth)).map((text) => ({ text }));
  const foreignResults = plan.cand.language !== lang;
  if (results.length && foreignResults)
    notes.push(
      `${results.length} result${results.length === 1 ? "" : "s"} quoted in the CV's own wording (${plan.cand.language === "unknown" ? "its original language" : plan.cand.language}), not translated.`,
    );
  const paragraphs = [
    b.greeting(company, plan.ad.agency),
    [b.opening(title.text, company), coreText].filter(Boolean).join(" "),
    results.length
      ? `${b.quoteIntro(foreignResults)}\n${results.map((a) => b.quote(record(plan, "achievement", a.text, "cv"))).join("\n")}`
      : null,
    others.length
      ? b.skills(
          joinList(
            others.map((o) => (o.translated ? o.text : quoted(o.text))),
            b.and,
          ),
        )
      : null,
    b.closing,
    plan.cand.name ? `${b.signOff}\n${record(plan, "name", plan.cand.name, "cv")}` : b.signOff,
  ].filter((p): p is string => !!p);
  if (untranslated.length)
    notes.push(`Not translated (no ${lang} label in the taxonomy), quoted as written: ${[...new Set(untranslated)].join(", ")}.`);
  return { paragraphs, notes };
}
