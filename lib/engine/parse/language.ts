/** Cheap stop-word vote for the language of a text: en, de, fr, es, it, pt, nl; "unknown" when too short. */

const STOPWORDS: Record<string, string[]> = {
  en: ["the", "and", "of", "to", "in", "with", "for", "on", "is", "are", "we", "you", "our", "as", "at", "years", "experience"],
  de: ["und", "der", "die", "das", "mit", "für", "von", "im", "wir", "sie", "ist", "ein", "eine", "bei", "zu", "auf", "erfahrung"],
  fr: ["et", "le", "la", "les", "des", "de", "du", "pour", "avec", "en", "un", "une", "nous", "vous", "est", "au", "expérience"],
  es: ["y", "el", "la", "los", "las", "de", "del", "para", "con", "en", "un", "una", "que", "por", "experiencia", "años"],
  it: ["e", "il", "lo", "gli", "della", "di", "per", "con", "che", "un", "una", "esperienza", "anni"],
  pt: ["e", "o", "os", "as", "da", "do", "para", "com", "em", "um", "uma", "que", "experiência", "anos"],
  nl: ["en", "de", "het", "van", "voor", "met", "een", "wij", "je", "is", "ervaring", "jaar"],
};

const WORD_TO_LANGS = new Map<string, string[]>();
for (const [lang, words] of Object.entries(STOPWORDS)) {
  for (const w of words) WORD_TO_LANGS.set(w, [...(WORD_TO_LANGS.get(w) ?? []), lang]);
  // Folded forms too ("experience" for "expérience"), so callers may pass folded token keys.
  for (const w of words) {
    const f = w.normalize("NFD").replace(/\p{M}+/gu, "");
    if (f !== w) WORD_TO_LANGS.set(f, [...(WORD_TO_LANGS.get(f) ?? []), lang]);
  }
}

export function detectLanguage(text: string, words?: string[]): string {
  const counts: Record<string, number> = {};
  let total = 0;
  const list = words ?? text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  for (let i = 0; i < list.length && i < 3000; i++) {
    const w = list[i];
    const langs = WORD_TO_LANGS.get(w);
    if (!langs) continue;
    total++;
    // A word shared by several languages is weaker evidence for each.
    for (const l of langs) counts[l] = (counts[l] ?? 0) + 1 / langs.length;
  }
  if (total < 2) return "unknown";
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best ? best[0] : "unknown";
}
