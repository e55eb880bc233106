import { languages } from "countries-list";
import type { RawSkill } from "./parse-table";

/** Common alternative names not carried by countries-list (ISO 639-1 names there). */
const EXTRA_ALIASES: Record<string, string[]> = {
  Chinese: ["Mandarin", "Mandarin Chinese", "Putonghua", "Chinesisch"],
  Persian: ["Farsi"],
  Spanish: ["Castilian", "Español", "Espanol", "Spanisch", "Espagnol"],
  German: ["Deutsch", "Allemand", "Alemán"],
  French: ["Français", "Francais", "Französisch", "Francés"],
  English: ["Englisch", "Anglais", "Inglés", "Ingles"],
  Italian: ["Italienisch"],
  Portuguese: ["Portugiesisch", "Brazilian Portuguese"],
  Dutch: ["Flemish", "Niederländisch"],
  Arabic: ["Arabisch", "Modern Standard Arabic"],
  Russian: ["Russisch"],
  Japanese: ["Japanisch"],
  Greek: ["Modern Greek"],
  Panjabi: ["Punjabi"],
  Cambodian: ["Khmer"],
  Laotian: ["Lao"],
  Sinhalese: ["Sinhala"],
};

/**
 * Spoken languages from the installed `countries-list` package (ISO 639-1 names and endonyms).
 * Only Latin-script endonyms become aliases: the matcher works on Latin tokens.
 */
export function listSpokenLanguages(): RawSkill[] {
  const rows: RawSkill[] = [];
  for (const { name, native } of Object.values(languages)) {
    const names = name.split(" / ").map((n) => n.trim());
    const primary = names[0];
    if (/old |church|interlingu/i.test(primary)) continue;
    const endonyms = native
      .split(" / ")
      .map((n) => n.trim())
      .filter((n) => /^[\p{Script=Latin}\s'-]+$/u.test(n) && n.toLowerCase() !== primary.toLowerCase());
    rows.push({
      name: primary,
      aliases: [...names.slice(1), ...endonyms, ...(EXTRA_ALIASES[primary] ?? [])],
      category: "language",
      difficulty: 4,
      relatedNames: [],
      group: "Spoken languages",
      source: "countries-list 3.4 (ISO 639-1 language names)",
    });
  }
  return rows;
}
