/** Compact money text for summaries: "USD 132,300". Grouping is fixed (en-US) so output never depends on the host locale. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${Math.round(amount).toLocaleString("en-US")}`;
}

export function percent(x: number, digits = 0): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** "a Nurse" / "an Accountant": the article by the title's first letter (vowel sound approximated by spelling). */
export function withArticle(title: string): string {
  return `${/^[aeiou]/i.test(title) ? "an" : "a"} ${title}`;
}
