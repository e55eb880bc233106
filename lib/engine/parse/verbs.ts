/**
 * English verb forms the CV readers share: the action verbs a CV line may open with and the past tense of a duty
 * written as a gerund or base form. Here, below scoring and writing, so the parser can read duties without
 * importing an engine above it.
 * Action verbs follow the verb lists career services publish for CV bullets (e.g. Harvard FAS Mignone Center
 * "Resume action verbs", 2023).
 */

/** Strong past-tense openers: a bullet that starts with one of these names what the person did. */
export const ACTION_VERBS = new Set(
  `accelerated achieved acquired adapted administered advised advocated analysed analyzed architected arranged assembled
  assessed audited authored automated balanced boosted briefed budgeted built calculated campaigned captured catalogued
  chaired championed coached collaborated commissioned compiled completed composed computed conceived conducted configured
  consolidated constructed consulted containerised containerized converted coordinated counselled counseled created cut
  debugged decreased defined delegated delivered deployed designed detected developed devised diagnosed directed discovered
  doubled drafted drove edited educated eliminated enabled engineered enhanced established evaluated examined executed
  expanded expedited facilitated fixed forecasted forecast formulated founded generated grew guided halved handled headed
  hired identified implemented improved increased influenced initiated inspected installed instituted instructed integrated
  interviewed introduced invented investigated launched led relocated moved transferred transitioned shifted lectured lowered maintained managed mapped marketed maximised
  maximized mediated mentored merged migrated minimised minimized modelled modeled modernised modernized monitored motivated
  negotiated nursed optimised optimized orchestrated organised organized originated outperformed overhauled oversaw
  partnered performed piloted pioneered planned prepared presented prioritised prioritized processed produced programmed
  promoted proposed prototyped published purchased raised ran rebuilt recommended reconciled recruited redesigned reduced
  refactored refined regulated rehabilitated remodelled renegotiated reorganised reorganized repaired replaced reported
  researched resolved restructured revamped reviewed revised saved scaled scheduled screened secured shipped simplified
  sold solved spearheaded supported standardised standardized steered streamlined strengthened structured supervised surpassed
  surveyed synthesised synthesized taught tested trained transformed translated treated trimmed tripled troubleshot
  tuned uncovered unified upgraded validated verified wired won wrote`.split(/\s+/),
);

export const IRREGULAR_PAST: Record<string, string> = {
  build: "built",
  lead: "led",
  write: "wrote",
  run: "ran",
  make: "made",
  teach: "taught",
  sell: "sold",
  take: "took",
  set: "set",
  keep: "kept",
  bring: "brought",
  drive: "drove",
  give: "gave",
  meet: "met",
  oversee: "oversaw",
  speak: "spoke",
  spend: "spent",
  hold: "held",
  buy: "bought",
  think: "thought",
  find: "found",
  win: "won",
  send: "sent",
  begin: "began",
  choose: "chose",
  cut: "cut",
  grow: "grew",
  do: "did",
  get: "got",
  put: "put",
  shut: "shut",
  split: "split",
};

/** "managing" → "managed", "building" → "built", "planning" → "planned", "carrying" → "carried". */
export function toPastTense(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR_PAST[w]) return IRREGULAR_PAST[w];
  if (w.endsWith("ed")) return w;
  if (w.endsWith("ing") && w.length > 4) {
    const stem = w.slice(0, -3);
    // "writing" → write, "setting" → set, "leading" → lead
    for (const [base, past] of Object.entries(IRREGULAR_PAST)) {
      if (stem === base || `${stem}e` === base || stem === base + base.at(-1)) return past;
    }
    if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
    return `${stem}ed`;
  }
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ied`;
  return /e$/.test(w) ? `${w}d` : `${w}ed`;
}
