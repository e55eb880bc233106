import { foldCase } from "@/lib/knowledge/skills/normalize";
import { AMBIGUOUS_PLACES, matchPlaceAt } from "@/lib/engine/parse/places";
import { isCapitalized, type Doc } from "./context";
import type { Candidate } from "./types";

const PLACE_CUE = new Set(["in", "at", "near", "from", "based", "located", "à", "a", "en", "nach", "aus", "de", "out", "of", "within", "around", "standort", "lieu", "ubicación", "location", "office", "city"].map(foldCase));

/** LOCATION candidates: cities, countries, regions and work modes. */
export function findPlaceCandidates(doc: Doc): Candidate[] {
  const t = doc.tokens;
  const out: Candidate[] = [];
  for (let i = 0; i < t.length; i++) {
    const m = matchPlaceAt(t, i);
    if (!m) continue;
    const text = doc.text.slice(t[i].start, t[m.end].end);
    const features: [string, number][] = [];
    if (m.kind === "remote") {
      features.push(["work-mode word", 1.4]);
    } else {
      if (!isCapitalized(t[i].raw)) continue;
      features.push([`${m.kind} gazetteer (${m.countryCode ?? "region"})`, m.kind === "region" ? 0.9 : 1.4]);
      if (m.end > i) features.push(["multi-word place name", 0.4]);
    }
    const prev = t[i - 1];
    const gapBefore = prev ? doc.text.slice(prev.end, t[i].start) : "";
    const gapAfter = t[m.end + 1] ? doc.text.slice(t[m.end].end, t[m.end + 1].start) : "";
    const cue = (prev && PLACE_CUE.has(prev.key) && /^\s+$/.test(gapBefore)) || /[|–—(]\s*$/.test(gapBefore) || /^\s*[,)|]/.test(gapAfter) || /^,\s*$/.test(gapBefore);
    if (cue) features.push(["place context (preposition or separator)", 0.6]);
    if (AMBIGUOUS_PLACES.has(text.toLowerCase()) && m.kind !== "remote") features.push(["place name that is also a common word", cue ? -0.6 : -2.2]);
    // "remote" as an adjective of a skill ("remote teams") is weaker than "(Remote)" or "Remote –".
    if (m.kind === "remote" && !cue && !isCapitalized(t[i].raw)) features.push(["lower-case work-mode word in prose", -0.3]);
    out.push({ type: "LOCATION", start: t[i].start, end: t[m.end].end, features, normalized: m.countryCode ?? m.name });
    i = m.end;
  }
  // "Temple, TX", "Springfield, IL": a capitalised word before a US state / Canadian province code.
  for (const m of findCityStates(doc.text)) {
    const start = m.index!;
    if (out.some((c) => start < c.end && start + m[1].length > c.start)) continue;
    out.push({ type: "LOCATION", start, end: start + m[1].length, features: [["city before a state code", 1.5]], normalized: m[2] });
  }
  return out;
}

const STATES = "A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|ON|QC|BC|AB";
// Reference pattern (scanning it over the whole text was a hot spot):
// /(?<![\p{L}])(\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+)?), (STATES)(?![\p{L}])/gu
export const CITY_STATE_AT = new RegExp(`(?<![\\p{L}])(\\p{Lu}[\\p{L}.'-]+(?: \\p{Lu}[\\p{L}.'-]+)?), (${STATES})(?![\\p{L}])`, "uy");
export const STATE_AFTER_COMMA = new RegExp(`, (?:${STATES})(?![\\p{L}])`, "gu");
const CITY_CHAR = /[\p{L}.'-]/u;

/** Could the code unit at k belong to the city part? Surrogates count as yes (a wider window is only slower). */
function isCityUnit(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  return (c >= 0xd800 && c <= 0xdfff) || CITY_CHAR.test(text[k]);
}

/**
 * Same matches, in the same order, as the reference pattern's matchAll: each ", ST" is found first, then the
 * city is matched (sticky) only from the start of the one or two words before it, since the city part holds
 * no comma and at most one space.
 */
export function findCityStates(text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let from = 0;
  for (const hit of text.matchAll(STATE_AFTER_COMMA)) {
    const p = hit.index;
    if (p < from) continue;
    let ws = p;
    while (ws > 0 && isCityUnit(text, ws - 1)) ws--;
    if (ws >= 2 && text[ws - 1] === " " && isCityUnit(text, ws - 2)) {
      ws--;
      while (ws > 0 && isCityUnit(text, ws - 1)) ws--;
    }
    for (let s = Math.max(from, ws); s < p; s++) {
      const c = text.charCodeAt(s);
      // The reference scan moves by code points, so it never starts inside a surrogate pair.
      if (c >= 0xdc00 && c <= 0xdfff && s > 0 && text.charCodeAt(s - 1) >= 0xd800 && text.charCodeAt(s - 1) <= 0xdbff) continue;
      CITY_STATE_AT.lastIndex = s;
      const m = CITY_STATE_AT.exec(text);
      if (m) {
        out.push(m);
        from = s + m[0].length;
        break;
      }
    }
  }
  return out;
}
