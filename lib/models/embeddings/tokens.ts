/** usage.tokens and the unit of the embedding budgets: runs of letters/digits plus single punctuation marks. */
export function countTokens(texts: string[]): number {
  let n = 0;
  for (const t of texts) n += t.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}\s]/gu)?.length ?? 0;
  return n;
}
