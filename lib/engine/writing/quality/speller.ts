/**
 * The dictionaries the checker spells against: Hunspell's en-US and en-GB word lists (npm `dictionary-en`,
 * `dictionary-en-gb`, read from node_modules, nothing fetched), either one accepting a word is enough, since
 * CVs and adverts come in both spellings. Built once on first use (about 0.3 s each). Also the taxonomy's
 * skill and occupation labels, which are correct words however rare ("Kubernetes", "phlebotomy").
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import nspell from "nspell";
import { SKILLS } from "@/lib/knowledge/skills";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import type { Speller } from "./check";

let speller: Speller | null = null;
let taxonomy: Set<string> | null = null;

/**
 * The packages' own entry points read their files with top-level await, which a CommonJS build (tsx, the
 * eval and bench scripts) cannot load; the files are read here instead, found through the resolver.
 */
function loadDictionary(pkg: string): { aff: Uint8Array; dic: Uint8Array } {
  const dir = path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve(pkg));
  return { aff: readFileSync(path.join(dir, "index.aff")), dic: readFileSync(path.join(dir, "index.dic")) };
}

export function getEnglishSpeller(): Speller {
  if (speller) return speller;
  const us = nspell(loadDictionary("dictionary-en"));
  const uk = nspell(loadDictionary("dictionary-en-gb"));
  const memo = new Map<string, boolean>();
  speller = {
    correct(word: string): boolean {
      let ok = memo.get(word);
      if (ok === undefined) {
        ok = us.correct(word) || uk.correct(word);
        memo.set(word, ok);
      }
      return ok;
    },
  };
  return speller;
}

/** Every word of every skill name/alias and occupation title, lower case. */
export function getTaxonomyWords(): ReadonlySet<string> {
  if (taxonomy) return taxonomy;
  const out = new Set<string>();
  const add = (s: string) => {
    for (const w of s.toLowerCase().match(/\p{L}+(?:'\p{L}+)*/gu) ?? []) out.add(w);
  };
  for (const s of SKILLS) {
    add(s.name);
    for (const a of s.aliases) add(a);
  }
  for (const o of OCCUPATIONS) {
    add(o.title);
    for (const t of o.alternateTitles) add(t);
  }
  taxonomy = out;
  return out;
}
