import { foldCase } from "@/lib/knowledge/skills/normalize";
import { findPlace } from "@/lib/engine/parse/places";
import { gapBetween, isCapitalized, isHeadNounAt, isSpaceGap, type Doc } from "./context";
import { EMPLOYERS } from "./gazetteers";
import type { Candidate } from "./types";

// Case-sensitive: "SAP CO" (a module) is not "Co." (a company).
const SUFFIX = new Set("Inc|INC|Ltd|LTD|LLC|LLP|GmbH|AG|SE|SA|SAS|SARL|plc|PLC|Corp|Co|KG|KGaA|BV|NV|AB|Oy|ASA|SpA|Srl|SL|Ltda|Pty|Pvt|Limited|Group|Holding|Holdings|Gruppe".split("|"));
// Words that make a capitalised run an organisation ("St. David's Medical Center", "Phoenix Union High School District").
const ORG_WORDS = /^(hospital|hospitals|clinic|clinics|klinik|klinikum|universitätsmedizin|charité|trust|foundation|bank|hotel|hotels|restaurants?|district|school|schools|college|center|centre|institute|institut|agency|ministry|council|authority|laboratories|labs|technologies|solutions|systems|consulting|partners|capital|ventures|studios|media|pharma|pharmaceuticals|healthcare|health|insurance|logistics|airlines|airways|motors|industries|energy|foods|retail|stores|services|software|robotics|hospitalier|universitario|hospitales|clínica|sanidad|krankenhaus|stadtwerke|versicherung)$/i;
const CONNECTORS = new Set(["&", "and", "of", "de", "du", "des", "la", "le", "und", "y", "et", "for", "the", "am", "an", "der", "del", "st", "st."].map(foldCase));
const CUE_STRONG = new Set(["at", "bei", "chez", "joined", "joining", "join", "@"].map(foldCase));
const CUE_WEAK = new Set(["with", "en", "für", "pour", "para", "from", "by", "for"].map(foldCase));
const HIRING_AFTER = /^\s+(?:is|are)\s+(?:hiring|looking|seeking|recruiting|searching)|^\s+(?:seeks|sucht|recrute|recherche|busca|contrata)\b/i;
const ARTICLE_BEFORE = new Set(["die", "der", "el", "la", "le", "l'", "the"].map(foldCase));
const GAZ = new Map<string, number>();
const GAZ_FIRST = new Set<string>();
for (const name of EMPLOYERS.split("|").map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean)) {
  GAZ.set(name.toLowerCase(), name.split(/\s+/).length);
  GAZ_FIRST.add(foldCase(name.split(/[^\p{L}\p{N}]+/u)[0]));
}
const ABBREVIATIONS = new Set(["st", "co", "mt", "ft", "dr", "inc", "corp", "bros"].map(foldCase));
const NOT_ORG = new Set(["die", "der", "das", "el", "los", "las", "le", "les", "il", "de", "in", "on", "for", "from","i", "we", "you", "our", "a", "an", "hi", "hello", "dear", "skills", "experience", "requirements",
  "salary", "languages", "education", "summary", "tools", "stack", "nice", "pay", "offer", "compensation", "monday",
  "friday", "january", "ctc", "remote", "hybrid", "senior", "junior", "lead"].map(foldCase));

/** Capitalised run starting at i on one line, allowing connectors inside ("Baylor Scott & White"). */
function capitalRun(doc: Doc, i: number, max = 9): number {
  const t = doc.tokens;
  if (!isCapitalized(t[i].raw) || NOT_ORG.has(t[i].key)) return -1;
  let end = i;
  for (let k = i + 1; k < t.length && k - i < max; k++) {
    const gap = gapBetween(doc, k - 1, k);
    if (doc.lineOf[k] !== doc.lineOf[i]) break;
    // A single space (the usual gap) passes the first test and fails the other two: skip the regexes then.
    if (gap !== " ") {
      if (!/^\s?(?:&|'|’|-|–|\.)?\s?$/.test(gap)) break;
      // A full stop ends the name unless it closes an abbreviation ("St. David's").
      if (/^\.\s$/.test(gap) && !ABBREVIATIONS.has(t[k - 1].key)) break;
      if (/^['’]$/.test(gap) && t[k].key === "s") {
        end = k;
        continue;
      }
    }
    if (isCapitalized(t[k].raw) || /^[A-Z0-9&]+$/.test(t[k].raw)) end = k;
    else if (CONNECTORS.has(t[k].key) && t[k + 1] && isCapitalized(t[k + 1].raw)) continue;
    else break;
  }
  return end;
}

/** "Skadden, Arps, Slate, Meagher & Flom LLP": comma-joined names that end in a legal suffix. */
function commaRunToSuffix(doc: Doc, end: number): number {
  const t = doc.tokens;
  for (let k = end + 1; k < Math.min(t.length, end + 10); k++) {
    if (doc.lineOf[k] !== doc.lineOf[end] || !(isSpaceGap(doc, k - 1, k) || /^\s?[,&]?\s?$/.test(gapBetween(doc, k - 1, k))) || !isCapitalized(t[k].raw)) return end;
    if (SUFFIX.has(t[k].raw)) return k;
  }
  return end;
}

/** EMPLOYER candidates: legal-form suffixes, a gazetteer of large employers, and hiring/"at X" cues. */
export function findEmployerCandidates(doc: Doc): Candidate[] {
  const t = doc.tokens;
  const out: Candidate[] = [];
  // Runs overlap (each capitalised word starts one), so each token's ORG_WORDS test is kept (0 unknown, 1 yes, 2 no).
  const orgWord = new Uint8Array(t.length);
  const hasOrgWord = (from: number, to: number) => {
    for (let k = from; k <= to; k++) {
      if (orgWord[k] === 0) orgWord[k] = ORG_WORDS.test(t[k].raw) ? 1 : 2;
      if (orgWord[k] === 1) return true;
    }
    return false;
  };
  for (let i = 0; i < t.length; i++) {
    let end = capitalRun(doc, i);
    let gazEnd = -1;
    const gazFirst = GAZ_FIRST.has(t[i].key);
    if (end < 0 && !gazFirst) continue;
    const features: [string, number][] = [];
    for (let k = i; gazFirst && k < Math.min(t.length, i + 6); k++) {
      const phrase = doc.text.slice(t[i].start, t[k].end).toLowerCase();
      if (GAZ.has(phrase) && (isCapitalized(t[i].raw) || /^[a-z]/.test(t[i].raw) === false)) gazEnd = k;
    }
    if (end < 0 && gazEnd < 0) continue;
    if (gazEnd >= 0) {
      features.push(["employer gazetteer", 1.2]);
      end = Math.max(end, gazEnd);
    }
    // Legal-form suffix at the end of the run ("Acme GmbH", "Boohoo Group plc").
    let suffix = false;
    end = commaRunToSuffix(doc, end);
    for (let k = i + 1; k <= Math.min(t.length - 1, end + 1); k++) {
      if (SUFFIX.has(t[k].raw) && doc.lineOf[k] === doc.lineOf[i] && /^[\s,]*$/.test(gapBetween(doc, k - 1, k))) {
        end = k;
        suffix = true;
      }
    }
    // "S.A." / "S.L." written with dots.
    const tail = doc.text.slice(t[end].end, t[end].end + 6);
    const dotted = tail.match(/^,?\s?(S\.A\.|S\.L\.|B\.V\.|N\.V\.|S\.p\.A\.|Pty Ltd)/);
    let endOffset = t[end].end;
    if (dotted) {
      endOffset += dotted[0].length;
      suffix = true;
    }
    if (suffix) features.push(["legal-form suffix", 2.2]);
    // "Software Engineer, Acme GmbH": the organisation starts after the last job-title word.
    let first = i;
    for (let k = i; k <= end; k++) if (isHeadNounAt(doc, k)) first = k + 1;
    if (first > end) continue;
    const prev = t[first - 1];
    const before = prev ? doc.text.slice(prev.start, t[first].start) : "";
    if (prev && CUE_STRONG.has(prev.key)) features.push([`employer cue "${prev.raw}"`, 1.0]);
    else if (prev && CUE_WEAK.has(prev.key)) features.push([`weak employer cue "${prev.raw}"`, 0.5]);
    const runTokens = t.slice(first, end + 1);
    if (runTokens.length >= 2 && hasOrgWord(first, end)) features.push(["organisation word", 1.5]);
    let runHasHead = false;
    for (let k = first; k <= end && !runHasHead; k++) runHasHead = isHeadNounAt(doc, k);
    if (runHasHead) features.push(["contains a job-title word", -1.2]);
    if (doc.roleLines.has(doc.lineOf[first]) && /(?:,|\||–|—|\bat|\bbei|\ben|\bchez)\s*$/.test(before) && !runHasHead) {
      features.push(["segment of a dated role header", 1.2]);
    }
    if (/@\s*$/.test(doc.text.slice(Math.max(0, t[first].start - 2), t[first].start))) features.push(['employer cue "@"', 0.6]);
    if (HIRING_AFTER.test(doc.text.slice(endOffset, endOffset + 30))) features.push(["hiring verb follows", 1.3]);
    if (prev && ARTICLE_BEFORE.has(prev.key) && /\b(sucht|busca|recrute|recherche)\b/i.test(doc.text.slice(endOffset, endOffset + 40))) features.push(["article + hiring verb", 1.0]);
    if (features.length === 0) continue;
    const text = doc.text.slice(t[first].start, endOffset);
    const place = end - first <= 3 ? findPlace(text) : null;
    if (place && text.startsWith(place.name.split(" ")[0]) && end - first <= place.end && !suffix) features.push(["looks like a place", -1.5]);
    if (end === first && t[first].raw.length <= 2) features.push(["very short name", -0.8]);
    out.push({ type: "EMPLOYER", start: t[first].start, end: endOffset, features, normalized: undefined });
    i = end;
  }
  return out;
}
