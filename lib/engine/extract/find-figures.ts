import type { Doc } from "./context";
import { findPayCandidates } from "./find-pay";
import type { Candidate } from "./types";

const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|zwei|drei|vier|fünf|sechs|zehn|deux|trois|quatre|cinq|dix|dos|tres|cuatro|cinco|diez";
// Durations are found from their unit word backwards: scanning every position for number words is slow.
const DURATION_UNIT_RE = /(?<![\p{L}])(?:years?|yrs?|months?|Jahre[n]?|Monate[n]?|ans|années|mois|años|meses)(?![\p{L}])/giu;
const DURATION_HEAD_RE = new RegExp(`(?<![\\p{L}\\d.,])(?:\\d{1,2}(?:\\s?[-–]\\s?\\d{1,2})?\\s?\\+?|${NUMBER_WORDS})\\s?(?:\\+\\s?)?$`, "iu");
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Januar|Februar|März|Juni|Juli|Oktober|Dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";
// "March 2021": checked backwards from each year, which is far cheaper than a month alternation at every position.
const MONTH_BEFORE_YEAR_RE = new RegExp(`(?<![\\p{L}])(?:\\d{1,2}\\.?\\s)?(?:${MONTHS})\\.?\\s(?:\\d{1,2},?\\s)?$`, "iu");
const YEAR_RE = /(?<![\d.,/-])(?:19[6-9]\d|20[0-4]\d)(?![\d%])/g;
const YEAR_CUE = /\b(?:in|since|from|until|by|seit|depuis|desde|en|im|graduated|joined|founded|class of)\s*$/i;

/** DATE and SALARY candidates: pay (./find-pay), the shared date-range rules, durations and single dates. */
export function findFigureCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const text = doc.text;
  out.push(...findPayCandidates(doc));
  const taken = (a: number, b: number) => out.some((c) => a < c.end && b > c.start);
  for (const r of doc.dateRanges) {
    let start = r.index + (r.text.length ? text.slice(r.index).indexOf(r.text) : 0);
    let rangeText = r.text;
    // The entity is the range itself: "from 2016 - 2017" → "2016 - 2017".
    const lead = /^(?:from|von|de|du|desde)\s/i.exec(rangeText);
    if (lead) {
      start += lead[0].length;
      rangeText = rangeText.slice(lead[0].length).trimStart();
      start = r.index + text.slice(r.index).indexOf(rangeText);
    }
    if (taken(start, start + rangeText.length)) continue;
    const features: [string, number][] = [["date range", 2.2]];
    if (r.start.month !== null) features.push(["month precision", 0.4]);
    const iso = (p: { year: number; month: number | null }) => `${p.year}${p.month ? `-${String(p.month).padStart(2, "0")}` : ""}`;
    out.push({ type: "DATE", start, end: start + rangeText.length, features, normalized: `${iso(r.start)}/${r.end ? iso(r.end) : "present"}` });
  }
  for (const u of text.matchAll(DURATION_UNIT_RE)) {
    const end = u.index! + u[0].length;
    const head = text.slice(Math.max(0, u.index! - 14), u.index!).match(DURATION_HEAD_RE);
    if (!head) continue;
    const start = u.index! - head[0].length;
    if (taken(start, end)) continue;
    const span = text.slice(start, end);
    out.push({ type: "DATE", start, end, features: [["duration (years/months)", 2.0]], normalized: span });
  }
  for (const y of text.matchAll(YEAR_RE)) {
    const before = text.slice(Math.max(0, y.index! - 24), y.index!).match(MONTH_BEFORE_YEAR_RE);
    if (!before) continue;
    const start = y.index! - before[0].length;
    const end = y.index! + 4;
    if (taken(start, end)) continue;
    out.push({ type: "DATE", start, end, features: [["month and year", 2.2]], normalized: text.slice(start, end) });
  }
  for (const m of text.matchAll(YEAR_RE)) {
    if (taken(m.index!, m.index! + 4)) continue;
    const before = text.slice(Math.max(0, m.index! - 15), m.index!);
    const features: [string, number][] = [["four-digit year", 0.6]];
    if (YEAR_CUE.test(before)) features.push(["year preposition", 1.2]);
    else features.push(["bare number", -0.6]);
    out.push({ type: "DATE", start: m.index!, end: m.index! + 4, features, normalized: m[0] });
  }
  return out;
}
