/**
 * Language-tagged labels (issue 15): the shared format of the team-authored tables in
 * occupations/labels-i18n.ts and skills/labels-i18n.ts. One entry a line, `id|de|fr|es|nl|it|pt`, `# Group`
 * lines and blank lines ignored. A cell "=" says the English name is itself the usual word in that language
 * (a loanword: "Scrum Master", "marketing"); every other cell is a translation. Bad lines throw at load.
 */
export const LABEL_LANGUAGES = ["de", "fr", "es", "nl", "it", "pt"] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

/** One entry's cells by language; "=" is kept as written so callers (and tests) can tell a loanword from a translation. */
export type LabelRow = Readonly<Record<LabelLanguage, string>>;

export function parseLabelTable(text: string, what: string): ReadonlyMap<string, LabelRow> {
  const out = new Map<string, LabelRow>();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length !== 1 + LABEL_LANGUAGES.length || cells.some((c) => !c))
      throw new Error(`${what} labels: bad line "${line.slice(0, 60)}"`);
    const [id, ...labels] = cells;
    if (out.has(id)) throw new Error(`${what} labels: "${id}" twice`);
    out.set(id, Object.fromEntries(LABEL_LANGUAGES.map((l, i) => [l, labels[i]])) as LabelRow);
  }
  return out;
}

export function isLabelLanguage(lang: string): lang is LabelLanguage {
  return (LABEL_LANGUAGES as readonly string[]).includes(lang);
}
