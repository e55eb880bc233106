import type { Skill } from "@/lib/knowledge/types";
import { BUSINESS } from "./data/business";
import { CERTIFICATIONS } from "./data/certifications";
import { DATA_CLOUD } from "./data/data-cloud";
import { DESIGN_SOFT } from "./data/design-soft";
import { EXTRA } from "./data/extra";
import { HEALTH_EDUCATION } from "./data/health-education";
import { LINGUIST_LANGUAGES } from "./data/linguist-languages";
import { OCCUPATION_COVERAGE } from "./data/occupation-coverage";
import { PROFESSIONS_COVERAGE } from "./data/professions-coverage";
import { PROGRAMMING } from "./data/programming";
import { SOFTWARE } from "./data/software";
import { TRADES_INDUSTRY } from "./data/trades-industry";
import { parseLabelTable } from "../label-table";
import { SKILL_LABELS_I18N } from "./labels-i18n-table";
import { parseSkillTable, type RawSkill } from "./parse-table";
import { toLookupKey, toSkillId } from "./normalize";
import { listSpokenLanguages } from "./spoken-languages";

const CURATED_SOURCE = "CareerStack curation after O*NET 28 Technology Skills and ESCO v1.2";
const LINGUIST_SOURCE = "linguist-languages 9.5 (GitHub Linguist, MIT)";

/** A skill plus the surface forms (natural casing) the matcher indexes. */
export interface BuiltSkill {
  skill: Skill;
  forms: string[];
  /** forms read only in the casing written (German one-word labels: "Disposition" is a German noun, "disposition" English) */
  casedForms?: Set<string>;
}

function parseLinguist(): RawSkill[] {
  return LINGUIST_LANGUAGES.split("\n")
    .filter((l) => l.includes("|"))
    .map((line) => {
      const [name, aliases, type] = line.split("|");
      return {
        name,
        aliases: aliases ? aliases.split(",").filter(Boolean) : [],
        category: type === "markup" ? "framework" : "programming_language",
        difficulty: 3,
        relatedNames: [],
        group: "linguist",
        source: LINGUIST_SOURCE,
      } satisfies RawSkill;
    });
}

/**
 * Merges every table into one Skill list. Curated rows come first so they own names and aliases;
 * a linguist or spoken-language row whose name is already known merges into that skill.
 */
export function buildSkills(): BuiltSkill[] {
  const curated = [
    PROGRAMMING,
    SOFTWARE,
    DATA_CLOUD,
    BUSINESS,
    HEALTH_EDUCATION,
    TRADES_INDUSTRY,
    DESIGN_SOFT,
    CERTIFICATIONS,
    EXTRA,
    OCCUPATION_COVERAGE,
    PROFESSIONS_COVERAGE,
  ].flatMap((t) => parseSkillTable(t, CURATED_SOURCE));
  const rows = [...curated, ...parseLinguist(), ...listSpokenLanguages()];

  const built: BuiltSkill[] = [];
  const byId = new Map<string, BuiltSkill>();
  const byKey = new Map<string, BuiltSkill>();
  const groups = new Map<string, BuiltSkill[]>();
  const relatedNames = new Map<BuiltSkill, string[]>();
  const groupOf = new Map<BuiltSkill, string>();

  // Curated aliases own their words: linguist's "Sage" merges into Sage Accounting, not a new skill.
  const curatedAliasOwner = new Map<string, RawSkill>();
  for (const row of curated)
    for (const a of row.aliases) if (!curatedAliasOwner.has(toLookupKey(a))) curatedAliasOwner.set(toLookupKey(a), row);
  const entryOfRow = new Map<RawSkill, BuiltSkill>();

  for (const row of rows) {
    const fromLinguist = row.source === LINGUIST_SOURCE;
    const aliasOwner = fromLinguist ? curatedAliasOwner.get(toLookupKey(row.name)) : undefined;
    const existing =
      byKey.get(toLookupKey(row.name)) ??
      (aliasOwner ? entryOfRow.get(aliasOwner) : undefined) ??
      (fromLinguist ? undefined : byId.get(toSkillId(row.name)));
    if (existing) {
      // Same skill seen twice (e.g. the "Python" overlay and linguist's "Python"): merge.
      for (const alias of row.aliases) if (!existing.forms.includes(alias)) existing.forms.push(alias);
      if (fromLinguist && !existing.skill.source?.includes("linguist")) existing.skill.source += `; ${LINGUIST_SOURCE}`;
      continue;
    }
    let id = toSkillId(row.name);
    if (byId.has(id)) id = `${id}-${row.category === "language" ? "language" : row.category.replace(/_/g, "-")}`;
    const skill: Skill = {
      id,
      name: row.name,
      aliases: [],
      category: row.category,
      related: [],
      difficulty: row.difficulty,
      source: row.source,
      textMatch: fromLinguist ? "strict" : row.category === "language" ? "strict" : "normal",
    };
    if (row.premiumPercent !== undefined) {
      skill.premiumPercent = row.premiumPercent;
      skill.estimate = true;
    }
    const entry: BuiltSkill = { skill, forms: [row.name, ...row.aliases] };
    entryOfRow.set(row, entry);
    built.push(entry);
    byId.set(id, entry);
    if (!byKey.has(toLookupKey(row.name))) byKey.set(toLookupKey(row.name), entry);
    relatedNames.set(entry, row.relatedNames);
    const groupKey = `${row.source}:${row.group}`;
    groupOf.set(entry, groupKey);
    if (!groups.has(groupKey)) groups.set(groupKey, []);
    groups.get(groupKey)!.push(entry);
  }

  // Aliases are claimed after every name so an alias never shadows another skill's name.
  for (const entry of built) {
    const aliases = new Set<string>();
    for (const form of entry.forms.slice(1)) {
      const key = toLookupKey(form);
      if (!key || key === toLookupKey(entry.skill.name)) continue;
      if (!byKey.has(key)) byKey.set(key, entry);
      if (byKey.get(key) === entry) aliases.add(key);
    }
    entry.skill.aliases = [...aliases];
    entry.forms = [entry.skill.name, ...entry.forms.slice(1).filter((f) => aliases.has(toLookupKey(f)))];
  }
  // The skill's labels in other languages (labels-i18n-table: "Medikamentengabe", "soins aux patients") are read as
  // its aliases too, so a German or French CV names its skills. They come last: a name or curated alias owns its words.
  // A one-word label in plain ASCII outside German ("supervision", "formation", "reporting") is often an English word
  // of another sense, so it is left to the label lookup and not read in text.
  for (const [id, row] of parseLabelTable(SKILL_LABELS_I18N, "skill")) {
    const entry = byId.get(id);
    if (!entry) continue;
    for (const [lang, label] of Object.entries(row)) {
      const key = toLookupKey(label);
      if (label === "=" || !key || byKey.has(key)) continue;
      if (lang !== "de" && /^[A-Za-z'-]+$/.test(label)) continue;
      // German writes nouns capitalised: a one-word German label is read as written, so the English word of the
      // same spelling in lower case ("disposition", "organisation") is not taken for it.
      if (lang === "de" && !/\s/.test(label)) (entry.casedForms ??= new Set()).add(label);
      // Read in text (a form of the matcher), but no alias: the profession reader weighs aliases as English
      // evidence, and a label is the same skill, not more of it.
      byKey.set(key, entry);
      entry.forms.push(label);
    }
  }

  linkRelated(built, groups, groupOf, relatedNames, byKey);
  return built;
}

function linkRelated(
  built: BuiltSkill[],
  groups: Map<string, BuiltSkill[]>,
  groupOf: Map<BuiltSkill, string>,
  relatedNames: Map<BuiltSkill, string[]>,
  byKey: Map<string, BuiltSkill>,
): void {
  for (const entry of built) {
    const related = new Set<string>();
    for (const name of relatedNames.get(entry) ?? []) {
      const target = byKey.get(toLookupKey(name));
      if (target && target !== entry) related.add(target.skill.id);
    }
    // Table neighbours share a topic; linguist and language lists are alphabetical, so skip them.
    if (entry.skill.source === CURATED_SOURCE) {
      const members = groups.get(groupOf.get(entry) ?? "") ?? [];
      const i = members.indexOf(entry);
      for (const j of [i - 2, i - 1, i + 1, i + 2]) {
        if (j >= 0 && j < members.length) related.add(members[j].skill.id);
      }
    }
    entry.skill.related = [...related].slice(0, 8);
  }
  // Make explicit links symmetric so the graph is navigable both ways.
  const byId = new Map(built.map((b) => [b.skill.id, b.skill]));
  for (const { skill } of built) {
    for (const rid of skill.related) {
      const other = byId.get(rid);
      if (other && !other.related.includes(skill.id) && other.related.length < 12) other.related.push(skill.id);
    }
  }
}
