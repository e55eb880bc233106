/**
 * Skill labels in German, French, Spanish, Dutch, Italian and Portuguese, for letters written in those languages
 * (issue 15). Team-authored by CareerStack from the wording of national job adverts and training curricula we
 * know (e.g. "Pflegeplanung", "soins aux patients", "planificación de clases"); no translation service, and not a
 * transcription of ESCO's translations. Covers the generic (non-product) skills the occupation tables and job
 * adverts use most: care and clinical work, teaching, management, finance, sales and service, trades, logistics,
 * hospitality, the common soft skills and licences with a generic name. Product and tool names (Python, SAP, Excel) are not translated: they
 * read the same in every language. Format in ../label-table.ts; keyed by taxonomy skill id.
 *
 * Conventions: German nouns capitalised, the other languages in lower case as they stand mid-sentence; "=" marks
 * an English word that is itself the usual one (a loanword such as "marketing" or "catering").
 */
import { getSkill, resolveSkill } from "./index";
import { isLabelLanguage, parseLabelTable, type LabelRow } from "../label-table";
import { SKILL_LABELS_I18N } from "./labels-i18n-table";

export { SKILL_LABELS_I18N };

export const SKILL_LABELS: ReadonlyMap<string, LabelRow> = parseLabelTable(SKILL_LABELS_I18N, "skill");

/**
 * The skill's label in `lang` (de, fr, es, nl, it, pt), from a taxonomy id or any name or alias the taxonomy
 * resolves ("patient care", "Lesson planning"); null when the skill is unknown or has no label in that language.
 */
export function skillLabel(idOrName: string, lang: string): string | null {
  if (!isLabelLanguage(lang)) return null;
  const skill = getSkill(idOrName) ?? resolveSkill(idOrName);
  if (!skill) return null;
  const cell = SKILL_LABELS.get(skill.id)?.[lang];
  if (!cell) return null;
  if (cell !== "=") return cell;
  // A loanword: German capitalises it as a noun, the other languages write it in lower case mid-sentence.
  if (lang === "de" || /^\p{Lu}{2}/u.test(skill.name)) return skill.name;
  return skill.name.charAt(0).toLowerCase() + skill.name.slice(1);
}
