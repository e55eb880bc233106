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
  for (const m of /, [A-Z]{2}(?![A-Za-z])/.test(doc.text) ? doc.text.matchAll(US_CITY_STATE) : []) {
    const start = m.index!;
    if (out.some((c) => start < c.end && start + m[1].length > c.start)) continue;
    out.push({ type: "LOCATION", start, end: start + m[1].length, features: [["city before a state code", 1.5]], normalized: m[2] });
  }
  return out;
}

const US_CITY_STATE = /(?<![\p{L}])(\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+)?), (A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|ON|QC|BC|AB)(?![\p{L}])/gu;
