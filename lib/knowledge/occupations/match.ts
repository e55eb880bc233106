import type { Occupation } from "../types";
import { SENIORITY_WORDS } from "./seniority";

export interface OccupationMatch {
  occupation: Occupation;
  /** 0..1: 1 exact title, 0.95 exact after removing seniority words, lower for fuzzy matches */
  score: number;
  /** the title or alternate title that matched */
  matchedOn: string;
}

/** Below this the best fuzzy candidate is more often wrong than right on our title checks. */
export const MATCH_THRESHOLD = 0.55;

// Common spelling variants folded before matching, so "labour"/"labor" and "analyse"/"analyze" meet.
const FOLD: Record<string, string> = {
  labour: "labor", organisation: "organization", analyse: "analyze", programme: "program", centre: "center",
  engineers: "engineer", developers: "developer", nurses: "nurse", mgr: "manager", eng: "engineer",
  dev: "developer", specialist: "specialist", technician: "technician", tech: "technician", ops: "operations",
  sw: "software", swe: "software engineer", adviser: "advisor", advisers: "advisor", mgmt: "management", admin: "administrator", asst: "assistant",
};

export function normalizeTitle(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // `/\(.*?\)/g`; a "(" after an unclosed "(" on its line is skipped at once instead of rescanning the line.
    .replace(/\((?<!\([^)\n\r\u2028\u2029]*?\().*?\)/g, " ")
    .replace(/[^a-z0-9+#.]+/g, " ")
    .replace(/\.(?=\s|$)/g, "")
    .split(" ")
    .filter(Boolean)
    .map((w) => FOLD[w] ?? w)
    .join(" ")
    .trim();
}

function stripSeniority(normalized: string): string {
  const kept = normalized.split(" ").filter((w) => !SENIORITY_WORDS.has(w));
  return kept.length ? kept.join(" ") : normalized;
}

function trigrams(s: string): Set<string> {
  const padded = `  ${s} `;
  const out = new Set<string>();
  for (let i = 0; i < padded.length - 2; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function dice<T>(a: Set<T>, b: Set<T>): number {
  if (!a.size || !b.size) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return (2 * inter) / (a.size + b.size);
}

interface IndexedName {
  occupation: Occupation;
  name: string;
  stripped: string;
  tokens: Set<string>;
  grams: Set<string>;
}

export interface TitleIndex {
  exact: Map<string, IndexedName>;
  stripped: Map<string, IndexedName>;
  byToken: Map<string, IndexedName[]>;
}

export function buildTitleIndex(occupations: readonly Occupation[]): TitleIndex {
  const exact = new Map<string, IndexedName>();
  const stripped = new Map<string, IndexedName>();
  const byToken = new Map<string, IndexedName[]>();
  const seniorityNamed: IndexedName[] = [];
  for (const occupation of occupations) {
    // The canonical title is indexed first so it wins ties against another role's alternate title.
    for (const name of [occupation.title, ...occupation.alternateTitles]) {
      const norm = normalizeTitle(name);
      const s = stripSeniority(norm);
      const entry: IndexedName = { occupation, name, stripped: s, tokens: new Set(s.split(" ")), grams: trigrams(s) };
      if (!exact.has(norm)) exact.set(norm, entry);
      // Names that carry seniority words ("head of sales", "chief engineer") only claim their stripped form
      // when no plain name has it, so "Sales" is not read as a head-of-sales role.
      if (s !== norm) seniorityNamed.push(entry);
      else if (!stripped.has(s)) stripped.set(s, entry);
      for (const t of entry.tokens) {
        const list = byToken.get(t) ?? [];
        list.push(entry);
        byToken.set(t, list);
      }
    }
  }
  for (const entry of seniorityNamed) if (!stripped.has(entry.stripped) && entry.stripped.includes(" ")) stripped.set(entry.stripped, entry);
  return { exact, stripped, byToken };
}

/**
 * Fuzzy title match. Exact title → 1; exact after dropping seniority words → 0.95; otherwise a blend of
 * token overlap (Dice) and character-trigram similarity (tolerates typos and plurals), with a bonus when
 * the head noun (last word, e.g. "engineer", "nurse") agrees, capped at 0.9.
 */
export function matchTitle(index: TitleIndex, text: string): OccupationMatch | null {
  const whole = matchNormalized(index, normalizeTitle(text));
  if (whole && whole.score >= 0.95) return whole;
  // "Professor of Economics", "Engineer, Backend": the role noun sits before "of" or the comma.
  // A longer head ending in whitespace is never the shortest (the lookbehind), so a whitespace run is scanned once.
  const head = /^(.+?)(?<!.\s)(?:\s+of\s+|\s*[,(–-]\s+)/i.exec(text)?.[1];
  const part = head ? matchNormalized(index, normalizeTitle(head)) : null;
  const partScore = part ? Math.round(part.score * 0.9 * 1000) / 1000 : 0;
  const best = part && partScore > (whole?.score ?? 0) ? { ...part, score: partScore } : whole;
  return best && best.score >= MATCH_THRESHOLD ? best : null;
}

function matchNormalized(index: TitleIndex, norm: string): OccupationMatch | null {
  if (!norm) return null;
  const hit = index.exact.get(norm);
  if (hit) return { occupation: hit.occupation, score: 1, matchedOn: hit.name };
  const s = stripSeniority(norm);
  const shit = index.stripped.get(s);
  if (shit) return { occupation: shit.occupation, score: 0.95, matchedOn: shit.name };

  const qTokens = new Set(s.split(" "));
  const qGrams = trigrams(s);
  const head = s.split(" ").at(-1);
  const seen = new Set<IndexedName>();
  let best: OccupationMatch | null = null;
  for (const t of qTokens) {
    for (const cand of index.byToken.get(t) ?? []) {
      if (seen.has(cand)) continue;
      seen.add(cand);
      best = better(best, cand, scoreCandidate(cand, qTokens, qGrams, head));
    }
  }
  // No shared whole word (typos such as "sofware enginer"): fall back to trigram similarity over all names.
  if (!best) {
    for (const cand of index.exact.values()) best = better(best, cand, 0.85 * dice(qGrams, cand.grams));
  }
  return best;
}

function scoreCandidate(cand: IndexedName, qTokens: Set<string>, qGrams: Set<string>, head?: string): number {
  const tokenSim = dice(qTokens, cand.tokens);
  const gramSim = dice(qGrams, cand.grams);
  const headBonus = head && cand.stripped.endsWith(head) ? 0.1 : 0;
  return Math.min(0.9, 0.55 * tokenSim + 0.35 * gramSim + headBonus);
}

function better(best: OccupationMatch | null, cand: IndexedName, score: number): OccupationMatch | null {
  if (best && best.score >= score) return best;
  return { occupation: cand.occupation, score: Math.round(score * 1000) / 1000, matchedOn: cand.name };
}
