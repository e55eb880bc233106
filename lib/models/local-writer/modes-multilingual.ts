/**
 * 14 Multilingual: the letter in the requested language (en, de, fr, es, pt). The candidate's results
 * are quoted verbatim from the CV rather than translated, so no claim changes meaning in translation.
 */
import { recordFact, type LetterCtx } from "./letter-context";
import { writeAchievementLed } from "./modes-core";
import { joinList } from "./text";

export const LETTER_LANGUAGES = ["en", "de", "fr", "es", "pt"] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

interface Bank {
  and: string;
  greeting: (company: string | null) => string;
  opening: (role: string | null, company: string | null) => string;
  quote: (text: string) => string;
  quoteIntro: string;
  skills: (list: string) => string;
  languages: (list: string) => string;
  market: string;
  closing: string;
  signOff: string;
}

const BANKS: Record<Exclude<LetterLanguage, "en">, Bank> = {
  de: {
    and: "und",
    greeting: (c) => (c ? `Sehr geehrtes Team von ${c},` : "Sehr geehrte Damen und Herren,"),
    opening: (r, c) => `hiermit bewerbe ich mich ${r ? `um die Position ${r}` : "um die ausgeschriebene Stelle"}${c ? ` bei ${c}` : ""}.`,
    quoteIntro: "Einige Ergebnisse aus meinem Lebenslauf:",
    quote: (t) => `- „${t}“`,
    skills: (l) => `Ich bringe praktische Erfahrung in ${l} mit, die Ihre Ausschreibung nennt.`,
    languages: (l) => `Ich arbeite auf ${l}.`,
    market: "Die Stelle verbindet mehrere Märkte, und genau in einem solchen Umfeld arbeite ich gern.",
    closing: "Über die Gelegenheit zu einem persönlichen Gespräch würde ich mich sehr freuen.",
    signOff: "Mit freundlichen Grüßen",
  },
  fr: {
    and: "et",
    greeting: (c) => (c ? `Madame, Monsieur, chère équipe ${c},` : "Madame, Monsieur,"),
    opening: (r, c) => `je vous adresse ma candidature ${r ? `au poste de ${r}` : "au poste proposé"}${c ? ` chez ${c}` : ""}.`,
    quoteIntro: "Quelques résultats tirés de mon CV :",
    quote: (t) => `- « ${t} »`,
    skills: (l) => `J'apporte une expérience concrète en ${l}, compétences citées dans votre annonce.`,
    languages: (l) => `Je travaille en ${l}.`,
    market: "Le poste couvre plusieurs marchés, un contexte dans lequel je travaille volontiers.",
    closing: "Je serais heureux d'échanger avec vous lors d'un entretien.",
    signOff: "Veuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
  },
  es: {
    and: "y",
    greeting: (c) => (c ? `Estimado equipo de ${c}:` : "Estimados señores:"),
    opening: (r, c) => `Les escribo para presentar mi candidatura ${r ? `al puesto de ${r}` : "al puesto ofertado"}${c ? ` en ${c}` : ""}.`,
    quoteIntro: "Algunos resultados de mi CV:",
    quote: (t) => `- «${t}»`,
    skills: (l) => `Aporto experiencia práctica en ${l}, tal como pide su oferta.`,
    languages: (l) => `Trabajo en ${l}.`,
    market: "El puesto abarca varios mercados, un entorno en el que me siento cómodo.",
    closing: "Me encantaría conversar con ustedes en una entrevista.",
    signOff: "Atentamente,",
  },
  pt: {
    and: "e",
    greeting: (c) => (c ? `Prezada equipa da ${c},` : "Prezados senhores,"),
    opening: (r, c) => `venho apresentar a minha candidatura ${r ? `à vaga de ${r}` : "à vaga anunciada"}${c ? ` na ${c}` : ""}.`,
    quoteIntro: "Alguns resultados do meu currículo:",
    quote: (t) => `- «${t}»`,
    skills: (l) => `Trago experiência prática em ${l}, tal como pede o anúncio.`,
    languages: (l) => `Trabalho em ${l}.`,
    market: "A vaga abrange vários mercados, um contexto em que trabalho com gosto.",
    closing: "Terei todo o gosto em conversar numa entrevista.",
    signOff: "Com os melhores cumprimentos,",
  },
};

/** "de-DE" → "de"; null when not one we write. */
export function toLetterLanguage(tag: string): LetterLanguage | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LETTER_LANGUAGES as readonly string[]).includes(base) ? (base as LetterLanguage) : null;
}

const STOPWORDS: Record<LetterLanguage, string[]> = {
  en: ["the", "and", "you", "with", "our", "will"],
  de: ["und", "die", "der", "mit", "wir", "sie", "für"],
  fr: ["et", "les", "des", "vous", "nous", "pour", "avec"],
  es: ["y", "los", "las", "con", "para", "nuestro", "usted"],
  pt: ["e", "os", "as", "com", "para", "nossa", "você"],
};

/** The language the advert is written in, by stop-word counts; English when unclear. */
export function detectLetterLanguage(text: string): LetterLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: LetterLanguage = "en";
  let bestCount = 0;
  for (const lang of LETTER_LANGUAGES) {
    const set = new Set(STOPWORDS[lang]);
    const n = words.filter((w) => set.has(w)).length;
    if (n > bestCount * 1.2) {
      best = lang;
      bestCount = n;
    }
  }
  return best;
}

/** Whole letter (greeting to sign-off) in the language; English reuses the achievement-led plan. */
export function writeMultilingual(ctx: LetterCtx, lang: LetterLanguage): { paragraphs: string[]; localised: boolean } {
  if (lang === "en") {
    const body = writeAchievementLed(ctx);
    const langs = ctx.facts.languages.map((l) => recordFact(ctx, "skill", l, "cv"));
    if (langs.length) body.splice(1, 0, `I work in ${joinList(langs)}, which matters in a role that spans markets.`);
    return { paragraphs: body, localised: false };
  }
  const b = BANKS[lang];
  const quotes = ctx.facts.achievements.slice(0, Math.max(2, ctx.depth)).map((a) => b.quote(recordFact(ctx, "achievement", a.text, "cv")));
  const skills = ctx.matched.slice(0, 4).map((s) => recordFact(ctx, "skill", s, "job_description"));
  const langs = ctx.facts.languages.map((l) => recordFact(ctx, "skill", l, "cv"));
  const paragraphs = [
    b.greeting(ctx.company),
    [b.opening(ctx.roleTitle, ctx.company), langs.length > 1 ? b.market : null].filter(Boolean).join(" "),
    quotes.length ? `${b.quoteIntro}\n${quotes.join("\n")}` : null,
    [skills.length ? b.skills(joinList(skills, b.and)) : null, langs.length ? b.languages(joinList(langs, b.and)) : null].filter(Boolean).join(" ") || null,
    b.closing,
    ctx.facts.name ? `${b.signOff}\n${recordFact(ctx, "name", ctx.facts.name, "cv")}` : b.signOff,
  ].filter((p): p is string => !!p);
  return { paragraphs, localised: true };
}
