/**
 * SALARY candidates: pay only. The shared parser finds every money figure with a currency ("$5 million in
 * Government Contracts", "up to $400,000 in coverage"); here a figure needs to read as pay: no budget, value,
 * revenue or benefit context, no "million" without a salary word, never a 401(k). Also pay figures the Adzuna
 * dataset masked ("****K basic", "**** per hour") when the context is pay, and commission or equity percentages.
 */
import { findSalaries } from "@/lib/engine/parse/salary";
import type { Doc } from "./context";
import type { Candidate } from "./types";

/** Words of the clause that make a money figure something other than pay. */
const NOT_PAY =
  /\b(?:million|billion|bn|budgets?|revenues?|turnover|sales|contracts?|values?|valued|worth|portfolios?|inventor(?:y|ies)|expenses?|savings?|saved|costs?|premiums?|coverage|insurance|loans?|grants?|prices?|pricing|funding|funds?|investments?|invested|assets|deals?|pipeline|spend|spending|projects?|awards?|scholarships?|prizes?|donations?|raised|sponsorship|fees?|profits?|p&l|reimbursement|allowance)\b/i;
/** Words that make it pay, whatever else the clause says. */
const PAY =
  /\b(?:salary|salaries|wages?|pay|paid|per hour|hourly|per annum|p\.?a\.?|annual(?:ly)? (?:salary|pay)|compensation|earn|earning|earnings|ote|doe|package|base|basic|bonus|commission|rate|remuneration|stipend|ctc|lpa|gehalt|vergütung|salaire|sueldo|salario|per drill)\b/i;
const MULTIPLIER = /\d\s?(?:m|mn|million|bn|billion)\b/i;
const PENSION = /401\s?\(?k\)?|403\s?\(?b\)?/i;

/** The clause around a figure: from the last sentence break before it to the next one after it (bounded). */
function clauseAround(text: string, start: number, end: number): string {
  let a = start;
  const minA = Math.max(0, start - 80);
  while (a > minA && !/[.;!?\n(]/.test(text[a - 1])) a--;
  let b = end;
  const maxB = Math.min(text.length, end + 60);
  while (b < maxB && !/[.;!?\n)]/.test(text[b])) b++;
  return text.slice(a, b);
}

const MASK = "\\*{4}[kK]?(?![\\p{L}\\p{N}%*])";
// "****K", "****  **** per hour", "**** - ****k p.a.", "****k  ****K basic": a masked figure or range with its interval.
// Exported for the ReDoS test, which checks every pattern built at run time.
export const MASKED_RE = new RegExp(
  `(?<![\\p{L}\\p{N}*])${MASK}(?:(?: {1,3}| ?[-–] ?| to | and )${MASK})?(?: (?:per|an|a) (?:hour|annum|year|month|week|day|shift)| ?p\\.a\\.?| ph(?![\\p{L}])| ?pro rata)?`,
  "giu",
);
const MASKED_CUE_BEFORE =
  /\b(?:salary|pay|paid|earn|earning|up to|rate|rates|wage|tips|package|ote|basic|benefits|from|between|circa|c\.)\W{0,12}$|[£€$]\s?$/i;
// "**** covers", "**** hours", "**** LIVE VACANCIES": a masked count, not money.
const COUNT_AFTER =
  /^\s?(?:hours?|days?|weeks?|covers|staff|employees|people|branches|divisions|vacancies|live|beds|bedrooms|years?|months?|miles|sites|stores|clients|members|%)\b/i;

function maskedPay(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  const text = doc.text;
  if (!text.includes("****")) return out;
  for (const m of text.matchAll(MASKED_RE)) {
    const start = m.index!;
    const span = m[0];
    const end = start + span.length;
    if (COUNT_AFTER.test(text.slice(end, end + 16))) continue;
    const interval = /per |p\.a| ph$|pro rata/i.test(span);
    const thousands = /\*{4}[kK]/.test(span);
    const cue = MASKED_CUE_BEFORE.test(text.slice(Math.max(0, start - 30), start));
    if (!interval && !cue) continue;
    const features: [string, number][] = [["masked pay figure", 1.2]];
    if (interval) features.push(["pay interval", 1.0]);
    if (thousands) features.push(['"k" amount', 0.4]);
    if (cue) features.push(["pay word before", 0.8]);
    out.push({ type: "SALARY", start, end, features, normalized: `masked ${span}` });
  }
  return out;
}

const EQUITY_RE =
  /(?<!\d)\d+(?:\.\d+)?\s?%(?:\s?[-–]\s?\d+(?:\.\d+)?\s?%)?\s(?:equity|stock|options|commission)|equity(?:\s(?:of|up to))?\s\d+(?:\.\d+)?\s?%/gi;

/** SALARY candidates: pay figures, masked pay figures, equity and commission percentages. */
export function findPayCandidates(doc: Doc): Candidate[] {
  const text = doc.text;
  const out: Candidate[] = [];
  for (const s of findSalaries(text)) {
    if (PENSION.test(text.slice(Math.max(0, s.start - 1), s.end + 3))) continue;
    const clause = clauseAround(text, s.start, s.end);
    const pay = PAY.test(clause);
    // "$5 million in Government Contracts", "up to $400,000 in coverage": money that is not anybody's pay.
    if (!pay && (NOT_PAY.test(clause) || MULTIPLIER.test(s.text))) continue;
    const features: [string, number][] = [["pay figure pattern", 1.6]];
    if (s.currency) features.push([`currency ${s.currency}`, 1.0]);
    if (s.max !== null) features.push(["range", 0.4]);
    if (pay) features.push(["pay word in the clause", 0.4]);
    const norm = `${s.currency ?? "?"} ${s.min}${s.max !== null ? `-${s.max}` : ""}/${s.interval}`;
    out.push({ type: "SALARY", start: s.start, end: s.end, features, normalized: norm });
  }
  out.push(...maskedPay(doc));
  for (const m of text.matchAll(EQUITY_RE)) {
    const commission = /commission/i.test(m[0]);
    out.push({
      type: "SALARY",
      start: m.index!,
      end: m.index! + m[0].length,
      features: [[commission ? "commission figure" : "equity figure", 2.4]],
      normalized: `${commission ? "commission" : "equity"} ${m[0]}`,
    });
  }
  return out;
}
