/** Text keys shared by the resolver and the in-text matcher. */

const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /\p{M}+/gu;

/** Lower-cases and strips diacritics ("Français" -> "francais"); cheap for plain ASCII. */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize("NFD").replace(MARKS, "") : lower;
}

/** Key for exact lookups: folded, single-spaced. */
export function toLookupKey(text: string): string {
  return foldCase(text).trim().replace(/\s+/g, " ");
}

/** Key that ignores separators: "React.js", "react js", "ReactJS" -> "reactjs". */
export function toCompactKey(text: string): string {
  return foldCase(text).replace(/[\s.\-_/]+/g, "");
}

/** kebab-case id derived from a display name: "C++" -> "cpp", "C#" -> "c-sharp", ".NET" -> "dotnet". */
export function toSkillId(name: string): string {
  const folded = foldCase(name)
    .replace(/\+\+/g, "pp")
    .replace(/\+/g, "-plus")
    .replace(/#/g, "-sharp")
    .replace(/^\./, "dot")
    .replace(/&/g, " and ");
  return (
    folded
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+/, "")
      .replace(/(?<!-)-+$/, "") || "skill"
  );
}
