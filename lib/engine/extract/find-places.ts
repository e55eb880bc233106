import { foldCase } from "@/lib/knowledge/skills/normalize";
import { tokenize, type Token } from "@/lib/knowledge/skills";
import { REGIONS } from "@/lib/knowledge/regions";
import { AMBIGUOUS_PLACES, matchPlaceAt, type PlaceMatch } from "@/lib/engine/parse/places";
import { isCapitalized, type Doc } from "./context";
import type { Candidate } from "./types";

const PLACE_CUE = new Set(
  [
    "in",
    "at",
    "near",
    "from",
    "based",
    "located",
    "à",
    "a",
    "en",
    "nach",
    "aus",
    "de",
    "out",
    "of",
    "within",
    "around",
    "across",
    "throughout",
    "standort",
    "lieu",
    "ubicación",
    "location",
    "office",
    "city",
  ].map(foldCase),
);
// Words after a place that make it part of an organisation's name ("Pune University", "California Polytechnic").
const ORG_AFTER = new Set([
  "university",
  "universities",
  "college",
  "institute",
  "institution",
  "school",
  "polytechnic",
  "state",
  "board",
  "society",
  "council",
  "hospital",
  "bank",
  "academy",
  "campus",
  "medical",
  "community",
  "technical",
  "public",
  "humane",
  "blood",
  "county",
  "city",
  "district",
  "university-san",
  "vidyapeeth",
  "vidyalaya",
  "office",
  "restaurant",
  "association",
  "army",
  "navy",
  "agro",
]);
// Words before "of <place>" that make it part of an organisation's name ("Govt. of India", "University of Alabama").
const ORG_BEFORE_OF = new Set([
  "university",
  "univ",
  "college",
  "institute",
  "society",
  "govt",
  "government",
  "bank",
  "school",
  "academy",
  "association",
  "council",
  "board",
  "ministry",
  "department",
  "state",
  "republic",
  "church",
  "chamber",
  "museum",
]);
// Region names that are also given names or common words: a cue must confirm them.
const AMBIGUOUS_REGIONS = new Set([
  "georgia",
  "virginia",
  "indiana",
  "kent",
  "devon",
  "dorset",
  "victoria",
  "washington state",
  "maine",
  "montana",
  "nevada",
  "carolina",
  "jersey",
  "midlands",
  "highlands",
  "north east",
  "north west",
  "south east",
  "south west",
  "punjab",
  "assam",
  "sikkim",
  "ladakh",
  "manipur",
  "home counties",
]);

interface RegionNode {
  next: Map<string, RegionNode>;
  region?: { name: string; country: string };
}
const REGION_ROOT: RegionNode = { next: new Map() };
for (const r of REGIONS) {
  for (const form of [r.name, ...r.aliases]) {
    let node = REGION_ROOT;
    for (const tok of tokenize(form)) {
      let child = node.next.get(tok.key);
      if (!child) node.next.set(tok.key, (child = { next: new Map() }));
      node = child;
    }
    node.region ??= { name: r.name, country: r.country };
  }
}

/** The longest first-level region (lib/knowledge/regions) starting at token i, as a place match. */
function matchRegionAt(tokens: Token[], i: number): PlaceMatch | null {
  let node = REGION_ROOT.next.get(tokens[i].key);
  let best: PlaceMatch | null = null;
  for (let j = i; node;) {
    if (node.region) best = { end: j, kind: "region", name: node.region.name, countryCode: node.region.country };
    if (++j >= tokens.length) break;
    node = node.next.get(tokens[j].key);
  }
  return best;
}

/** The place is part of an organisation's name: "Pune University", "Govt. of India", "Computer Society of India". */
// Capitalised short words that are no acronym ("BASED IN Manchester", "WORK AT Leeds").
const SHOWN = "IN AT OF TO ON FOR FROM NEAR AND OR THE BY";
const SHOUTED_WORDS = new Set(SHOWN.split(" "));

// Nouns a work-mode word may stand before and still name the work mode ("remote role", "hybrid working").
const WORK_MODE_NOUNS = new Set([
  "work",
  "working",
  "role",
  "roles",
  "position",
  "positions",
  "job",
  "jobs",
  "basis",
  "opportunity",
  "option",
  "contract",
  "first",
  "from",
  "or",
  "and",
  "with",
  "in",
  "at",
  "for",
  "is",
  "only",
]);

function insideOrgName(doc: Doc, i: number, end: number): boolean {
  const t = doc.tokens;
  const next = t[end + 1];
  if (next && isCapitalized(next.raw) && /^[ -]$/.test(doc.text.slice(t[end].end, next.start)) && ORG_AFTER.has(next.key)) return true;
  const of = t[i - 1];
  const head = t[i - 2];
  // "UMCOR  Armenia warehouses", "(UMCOR) Armenia Office", "WV Armenia": a country office named after an acronym.
  if (
    of !== undefined &&
    /^[A-Z]{2,6}$/.test(of.raw) &&
    t[i].raw !== t[i].raw.toUpperCase() &&
    !SHOUTED_WORDS.has(of.raw) &&
    /^\)?\s{1,2}$/.test(doc.text.slice(of.end, t[i].start))
  )
    return true;
  return of !== undefined && of.key === "of" && head !== undefined && isCapitalized(head.raw) && ORG_BEFORE_OF.has(head.key);
}

const REGION_FIRST = new Set(REGION_ROOT.next.keys());
const LOCATION_LABELS = new Set(["location", "standort", "lieu", "ubicación", "arbeitsort", "einsatzort"]);

/**
 * Towns the gazetteers do not know, named where a place must stand: "Location: Daventry", "based in Widnes",
 * "located in Liversedge", "in the Daventry area"; then the other mentions of the same name.
 */
function cuedPlaces(doc: Doc, found: Candidate[]): Candidate[] {
  const t = doc.tokens;
  const out: Candidate[] = [];
  const names = new Map<string, string>();
  const taken = (a: number, b: number) => found.some((c) => a < c.end && b > c.start) || out.some((c) => a < c.end && b > c.start);
  for (let i = 1; i < t.length; i++) {
    if (!isCapitalized(t[i].raw) || t[i].raw.length < 3 || t[i].raw === t[i].raw.toUpperCase()) continue;
    const prev = t[i - 1];
    const gap = doc.text.slice(prev.end, t[i].start);
    let cue = "";
    if (LOCATION_LABELS.has(prev.key) && /^\s?[:–-]\s?$/.test(gap)) cue = `"${prev.raw}:" label`;
    else if (
      (prev.key === "in" || prev.key === "within") &&
      t[i - 2] &&
      (t[i - 2].key === "based" || t[i - 2].key === "located") &&
      gap === " "
    )
      cue = `"${t[i - 2].raw} ${prev.raw}"`;
    else if (
      prev.key === "the" &&
      gap === " " &&
      t[i + 1]?.key === "area" &&
      t[i - 2] &&
      (t[i - 2].key === "in" || t[i - 2].key === "within")
    )
      cue = '"in the … area"';
    if (!cue) continue;
    // One or two capitalised words on the same line.
    let end = i;
    if (
      t[i + 1] &&
      isCapitalized(t[i + 1].raw) &&
      doc.text.slice(t[i].end, t[i + 1].start) === " " &&
      t[i + 1].key !== "area" &&
      doc.lineOf[i + 1] === doc.lineOf[i]
    )
      end = i + 1;
    const start = t[i].start;
    const stop = t[end].end;
    if (taken(start, stop)) continue;
    const name = doc.text.slice(start, stop);
    names.set(name, cue);
    out.push({ type: "LOCATION", start, end: stop, features: [[`place cue ${cue}`, 1.6]], normalized: name });
    i = end;
  }
  // The same town named again ("Support Worker Job Daventry").
  for (const [name] of names) {
    for (let at = doc.text.indexOf(name); at >= 0; at = doc.text.indexOf(name, at + name.length)) {
      const stop = at + name.length;
      if (/[\p{L}\p{N}]/u.test(doc.text[at - 1] ?? "") || /[\p{L}\p{N}]/u.test(doc.text[stop] ?? "") || taken(at, stop)) continue;
      out.push({ type: "LOCATION", start: at, end: stop, features: [["same name as a place named in the text", 1.4]], normalized: name });
    }
  }
  return out;
}

/** LOCATION candidates: cities, countries, regions and work modes. */
export function findPlaceCandidates(doc: Doc): Candidate[] {
  const t = doc.tokens;
  const out: Candidate[] = [];
  for (let i = 0; i < t.length; i++) {
    const city = matchPlaceAt(t, i);
    const region = REGION_FIRST.has(t[i].key) ? matchRegionAt(t, i) : null;
    const m = region && (!city || region.end > city.end) ? region : city;
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
    const cue =
      (prev && PLACE_CUE.has(prev.key) && /^\s+$/.test(gapBefore)) ||
      /[|–—(]\s*$/.test(gapBefore) ||
      /^\s*[,)|]/.test(gapAfter) ||
      /^,\s*$/.test(gapBefore);
    if (cue) features.push(["place context (preposition or separator)", 0.6]);
    const lower = text.toLowerCase();
    if ((AMBIGUOUS_PLACES.has(lower) || (m === region && AMBIGUOUS_REGIONS.has(lower))) && m.kind !== "remote")
      features.push(["place name that is also a common word", cue ? -0.6 : -2.2]);
    if (m.kind !== "remote" && insideOrgName(doc, i, m.end)) features.push(["part of an organisation's name", -2.4]);
    // "CONTACT US", "US HR Operations": the pronoun in capitals, or a country name used as a modifier.
    if (
      t[i].raw === "US" &&
      ((prev && prev.raw.length > 1 && prev.raw === prev.raw.toUpperCase() && /\p{L}/u.test(prev.raw)) ||
        (t[i + 1] && isCapitalized(t[i + 1].raw) && gapAfter === " "))
    )
      features.push(['"US" as a pronoun or modifier', -2.0]);
    // "current UK water industry regulations": a country code used as a modifier of a lower-case noun, not a place
    // ("in the UK alone" keeps it: a preposition or article before it makes it the place).
    const nextTok = t[m.end + 1];
    if (
      m.kind === "country" &&
      m.end === i &&
      /^\p{Lu}{2,3}$/u.test(t[i].raw) &&
      nextTok &&
      gapAfter === " " &&
      /^\p{Ll}{3,}$/u.test(nextTok.raw) &&
      !(prev && PLACE_CUE.has(prev.key)) &&
      prev?.key !== "the" &&
      !/^(?:and|or|based|wide|only|alone|too|as|is|are|was|were|has|have|had|will|can|to|for|with|from|by|on|at|in)$/.test(nextTok.key)
    ) {
      features.push(["country code as a modifier", -1.8]);
    }
    // "remote" as an adjective of a skill ("remote teams") is weaker than "(Remote)" or "Remote –".
    if (m.kind === "remote" && !cue && !isCapitalized(t[i].raw)) features.push(["lower-case work-mode word in prose", -0.3]);
    // "onsite general contractors", "on-site personnel safety": a work-mode word before a noun describes the noun.
    if (
      m.kind === "remote" &&
      !cue &&
      !isCapitalized(t[i].raw) &&
      nextTok &&
      gapAfter === " " &&
      /^\p{Ll}{3,}$/u.test(nextTok.raw) &&
      !WORK_MODE_NOUNS.has(nextTok.key)
    )
      features.push(["work-mode word describing a noun", -2.0]);
    // "the U.S., including": the final full stop belongs to a dotted abbreviation ("U.S.", "U.K."), not to the sentence.
    const dotted = doc.text[t[m.end].end] === "." && /^(?:\p{Lu}\.)+\p{Lu}$/u.test(text);
    out.push({ type: "LOCATION", start: t[i].start, end: t[m.end].end + (dotted ? 1 : 0), features, normalized: m.countryCode ?? m.name });
    i = m.end;
  }
  out.push(...cuedPlaces(doc, out));
  // "Temple, TX", "Springfield, IL": a capitalised word before a US state / Canadian province code.
  for (const m of findCityStates(doc.text)) {
    const start = m.index!;
    if (out.some((c) => start < c.end && start + m[1].length > c.start)) continue;
    // "HR, MS Access" in a skills list: an abbreviation is no city.
    if (m[1].length <= 3 && m[1] === m[1].toUpperCase()) continue;
    out.push({ type: "LOCATION", start, end: start + m[1].length, features: [["city before a state code", 1.5]], normalized: m[2] });
  }
  return out;
}

const STATES =
  "A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|ON|QC|BC|AB";
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
