import type { Skill } from "@/lib/knowledge/types";
import type { BuiltSkill } from "./build";
import { FORM_RULES, LANGUAGE_CUE_WORDS, LINGUIST_TEXT_STOP, SKILL_CUE_WORDS, type FormRule } from "./context-rules";
import { foldCase, toCompactKey } from "./normalize";

/** A skill found in text; start/end are UTF-16 offsets into the input (end exclusive). */
export interface SkillMention {
  skill: Skill;
  text: string;
  start: number;
  end: number;
}

/** One token of the input with its offsets; `key` is folded for lookups. */
export interface Token {
  raw: string;
  key: string;
  start: number;
  end: number;
}

interface FormEntry {
  skill: Skill;
  /** tokens in natural casing, for cased rules */
  cased: string[];
  rule?: FormRule;
  /** spoken languages need a language cue nearby */
  language: boolean;
  /**
   * For forms of single characters ("M&E", "A&P"): the separators between them, which the text must repeat —
   * "M.E" (a degree) is not "M&E".
   */
  gaps?: string[];
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entries?: FormEntry[];
}

// A token is letters/digits with + and # inside (C++, C#); a leading dot only starts a word (".NET").
// Reference definition (kept for the equivalence test): /(?<![\p{L}\p{N}])\.?[\p{L}\p{N}][\p{L}\p{N}+#]*/gu
export const TOKEN_PATTERN = /(?<![\p{L}\p{N}])\.?[\p{L}\p{N}][\p{L}\p{N}+#]*/gu;
const GAP_OK = /^\s?[-./'&]?\s?$/;
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const WORD_CACHE = new Map<number, boolean>();

/** Whether the code point at i is a letter or digit; ASCII fast path, cached Unicode test. */
function isWordAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const cp = c >= 0xd800 && c <= 0xdbff ? (text.codePointAt(i) ?? c) : c;
  let hit = WORD_CACHE.get(cp);
  if (hit === undefined) {
    hit = WORD_CHAR.test(String.fromCodePoint(cp));
    WORD_CACHE.set(cp, hit);
  }
  return hit;
}

function unitLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
}

/**
 * Splits text into word tokens (same tokens as TOKEN_PATTERN, hand-scanned because this runs on every
 * request); shared with the entity extractor so offsets agree.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    let j: number;
    if (text.charCodeAt(i) === 46 && i + 1 < n && isWordAt(text, i + 1) && !(i > 0 && isWordBefore(text, i))) j = i + 1;
    else if (isWordAt(text, i) && !(i > 0 && isWordBefore(text, i))) j = i;
    else {
      i += unitLength(text, i);
      continue;
    }
    // Plain ASCII folds to its lower case (foldCase would only confirm that with a regex test).
    let ascii = text.charCodeAt(j) < 128;
    j += unitLength(text, j);
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c < 128) {
        // ASCII letters, digits, "+" and "#" continue the token; any other ASCII character ends it.
        if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 35) j++;
        else break;
      } else if (isWordAt(text, j)) {
        ascii = false;
        j += unitLength(text, j);
      } else break;
    }
    const raw = text.slice(i, j);
    tokens.push({ raw, key: ascii ? raw.toLowerCase() : foldCase(raw), start: i, end: j });
    i = j;
  }
  return tokens;
}

/** The code point ending just before i is a letter or digit (handles a preceding surrogate pair). */
function isWordBefore(text: string, i: number): boolean {
  const c = text.charCodeAt(i - 1);
  if (c >= 0xdc00 && c <= 0xdfff && i >= 2) return isWordAt(text, i - 2);
  return isWordAt(text, i - 1);
}

function ruleFor(form: string, skill: Skill): FormRule | undefined {
  const key = foldCase(form);
  const explicit = FORM_RULES[key];
  if (explicit) return explicit;
  // Linguist-only languages ("Pony", "Red", "Ring") are often plain words: cased plus a tech cue.
  if (skill.textMatch === "strict" && skill.category !== "language") return { mode: "cue" };
  // Two-letter forms and all-caps acronyms of three letters are too easy to hit by accident.
  const letters = form.replace(/[^\p{L}\p{N}]/gu, "");
  if (letters.length <= 2) return { mode: "cue" };
  if (letters.length === 3 && letters === letters.toUpperCase() && /\p{L}/u.test(letters)) return { mode: "cased" };
  return undefined;
}

/** Builds the token trie once; each form is indexed as its token sequence and as one compact token. */
export function buildMatcherIndex(built: BuiltSkill[]): TrieNode {
  const root: TrieNode = { next: new Map() };
  const add = (keys: string[], entry: FormEntry) => {
    let node = root;
    for (const k of keys) {
      let child = node.next.get(k);
      if (!child) node.next.set(k, (child = { next: new Map() }));
      node = child;
    }
    (node.entries ??= []).push(entry);
  };
  for (const { skill, forms, casedForms } of built) {
    if (skill.textMatch === "never") continue;
    for (const form of forms) {
      const tokens = tokenize(form);
      if (tokens.length === 0) continue;
      const linguistOnly = skill.textMatch === "strict" && skill.category !== "language";
      if (linguistOnly && LINGUIST_TEXT_STOP.has(foldCase(form))) continue;
      const entry: FormEntry = {
        skill,
        cased: tokens.map((t) => t.raw),
        rule: ruleFor(form, skill) ?? (casedForms?.has(form) ? { mode: "cased" } : undefined),
        language: skill.category === "language",
      };
      if (tokens.length > 1 && tokens.every((t) => t.raw.length === 1))
        entry.gaps = tokens.slice(1).map((t, k) => form.slice(tokens[k].end, t.start).trim());
      if (entry.rule?.mode === "never") continue;
      // French and Spanish write language names in lower case ("anglais courant", "inglés B2").
      if (entry.language && !entry.rule) entry.rule = { mode: "cased", anyCase: true };
      add(
        tokens.map((t) => t.key),
        entry,
      );
      const compact = toCompactKey(form);
      if (tokens.length > 1 && compact.length >= 5 && !entry.rule) add([compact], entry);
    }
  }
  return root;
}

function passesLocalRule(entry: FormEntry, tokens: Token[], i: number, j: number, text: string): boolean {
  if (entry.gaps && entry.gaps.some((g, k) => text.slice(tokens[i + k].end, tokens[i + k + 1].start).trim() !== g)) return false;
  const rule = entry.rule;
  if (!rule) return true;
  // Ruled forms are only indexed token by token, so the span has exactly entry.cased.length tokens.
  if (!rule.anyCase) {
    for (let k = 0; k < entry.cased.length; k++) if (tokens[i + k]?.raw !== entry.cased[k]) return false;
  }
  const next = tokens[j + 1]?.key;
  const prev = tokens[i - 1]?.key;
  if (next && rule.rejectNext?.includes(next)) return false;
  if (prev && rule.rejectPrev?.includes(prev)) return false;
  if (rule.afterNameUnlessNext && i > 0 && /^\p{Lu}/u.test(tokens[i - 1].raw) && text.slice(tokens[i - 1].end, tokens[i].start) === " ") {
    if (!next || !rule.afterNameUnlessNext.includes(next)) return false;
  }
  return true;
}

interface Candidate {
  entry: FormEntry;
  i: number;
  j: number;
}

/** Longest match at each position; cue-mode candidates are confirmed in a second pass. */
export function matchSkills(root: TrieNode, text: string, tokens: Token[] = tokenize(text)): SkillMention[] {
  const found: Candidate[] = [];
  for (let i = 0; i < tokens.length;) {
    let node = root.next.get(tokens[i].key);
    let best: Candidate | undefined;
    let j = i;
    while (node) {
      const entry = node.entries?.find((e) => passesLocalRule(e, tokens, i, j, text));
      if (entry) best = { entry, i, j };
      const following = tokens[j + 1];
      if (!following || !node.next.size || !isJoiningGap(text, tokens[j].end, following.start)) break;
      node = node.next.get(following.key);
      j++;
    }
    if (best && isSingleLetterNoise(text, tokens, best)) best = undefined;
    if (best) {
      found.push(best);
      i = best.j + 1;
    } else {
      i++;
    }
  }
  return confirmCues(found, tokens).map((c) => ({
    skill: c.entry.skill,
    text: text.slice(tokens[c.i].start, tokens[c.j].end),
    start: tokens[c.i].start,
    end: tokens[c.j].end,
  }));
}

/** GAP_OK on text[from, to); a single space (most gaps) is answered without slicing. */
function isJoiningGap(text: string, from: number, to: number): boolean {
  if (to - from === 1 && text.charCodeAt(from) === 32) return true;
  return GAP_OK.test(text.slice(from, to));
}

/** "R&D", "C-level", "J.R." are not skills. */
function isSingleLetterNoise(text: string, tokens: Token[], c: Candidate): boolean {
  if (c.i !== c.j || tokens[c.i].raw.length !== 1) return false;
  const after = text.charAt(tokens[c.i].end);
  const before = text.charAt(tokens[c.i].start - 1);
  return (
    after === "&" || after === "-" || before === "&" || before === "-" || (after === "." && /\p{L}/u.test(text.charAt(tokens[c.i].end + 1)))
  );
}

const WINDOW = 6;

function confirmCues(found: Candidate[], tokens: Token[]): Candidate[] {
  const firm = found.filter((c) => c.entry.rule?.mode !== "cue" && !c.entry.language);
  const hasNear = (c: Candidate, pool: Candidate[]) => pool.some((o) => o !== c && Math.abs(o.i - c.i) <= WINDOW);
  const cueWordNear = (c: Candidate, words: Set<string>) => {
    for (let k = Math.max(0, c.i - 4); k <= Math.min(tokens.length - 1, c.j + 4); k++) {
      if (words.has(tokens[k].key)) return true;
    }
    return false;
  };
  const languages = found.filter((c) => c.entry.language);
  return found.filter((c) => {
    if (c.entry.language) return cueWordNear(c, LANGUAGE_CUE_WORDS) || hasNear(c, languages);
    if (c.entry.rule?.mode !== "cue") return true;
    return hasNear(c, firm) || cueWordNear(c, SKILL_CUE_WORDS);
  });
}
