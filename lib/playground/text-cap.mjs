// Plain ESM: shared by the route (bundled) and the parse worker (loaded at run time).

/**
 * Normalises line ends and blank runs, then keeps at most `maxChars` characters, cutting at the last
 * whitespace when one is near so no word is split. Only twice the cap is ever normalised, so a parser that
 * returned megabytes costs no more than a file at the cap.
 * @param {string} raw
 * @param {number} maxChars
 * @returns {{ text: string, cut: boolean }}
 */
export function capText(raw, maxChars) {
  const window = maxChars * 2;
  const text = raw
    .slice(0, window)
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text.length <= maxChars) return { text, cut: raw.length > window };
  let cut = text.slice(0, maxChars);
  const space = cut.search(/\s\S*$/);
  if (space > maxChars - 200) cut = cut.slice(0, space);
  return { text: cut.trimEnd(), cut: true };
}
