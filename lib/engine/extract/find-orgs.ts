import { foldCase } from "@/lib/knowledge/skills/normalize";
import { classifyOrg, VENDOR_FIRST_WORDS, type OrgKind } from "@/lib/knowledge/orgs";
import { findPlace, matchPlaceAt } from "@/lib/engine/parse/places";
import { gapBetween, hasDateRangeNear, isCapitalized, isHeadNounAt, isSpaceGap, sectionOf, sigmoid, type Doc } from "./context";
import { EMPLOYERS } from "./gazetteers";
import {
  cutAtDashPlace,
  describesAgencyAfter,
  hasTickerAfter,
  isAgencyDoc,
  isDashPlaceAfter,
  readOrgContext,
  recruiterSpeaksBefore,
} from "./org-context";
import { propagateOrgNames } from "./org-propagation";
import type { Candidate } from "./types";

// Case-sensitive: "SAP CO" (a module) is not "Co." (a company).
const SUFFIX = new Set(
  "Inc|INC|Ltd|LTD|ltd|LLC|LLP|GmbH|AG|SE|SA|SAS|SARL|plc|PLC|Corp|Co|KG|KGaA|BV|NV|AB|Oy|ASA|SpA|Srl|SL|Ltda|Pty|Pvt|PVT|Limited|Group|Holding|Holdings|Gruppe".split(
    "|",
  ),
);
// Exported for the ReDoS test, which checks every pattern built at run time.
export const SUFFIX_IN_TEXT = new RegExp(`(?<![\\p{L}])(?:${[...SUFFIX].join("|")})(?![\\p{L}])`, "u");
// Words that make a capitalised run an organisation when they end it ("St. David's Medical Center", "Acme Technologies").
const ORG_WORDS =
  /^(hospital|hospitals|clinic|clinics|klinik|klinikum|universitätsmedizin|charité|trust|foundation|bank|hotel|hotels|restaurants?|district|center|centre|agency|ministry|laboratories|labs|technologies|solutions|systems|consulting|partners|capital|ventures|studios|media|pharma|pharmaceuticals|healthcare|insurance|logistics|airlines|airways|motors|industries|energy|foods|retail|stores|services|software|robotics|hospitalier|universitario|hospitales|clínica|sanidad|krankenhaus|stadtwerke|versicherung|navy|army|corporation|enterprises|traders|works|station|railways|police)$/i;
// Of those, the ones that name an institution wherever they stand in the run ("NHS Foundation Trust", "Bank of America").
const STRONG_ORG_WORDS = /^(hospital|clinic|klinik|klinikum|trust|foundation|bank|hotel|district|center|centre|ministry|krankenhaus)$/i;
const CONNECTORS = new Set(
  ["&", "and", "of", "de", "du", "des", "la", "le", "und", "y", "et", "for", "the", "am", "an", "der", "del", "st", "st."].map(foldCase),
);
const CUE_STRONG = new Set(["at", "bei", "chez", "joined", "joining", "join", "@"].map(foldCase));
const CUE_WEAK = new Set(["with", "en", "für", "pour", "para", "from", "for"].map(foldCase));
const HIRING_AFTER =
  /^\s(?:is|are)\s(?:(?:actively|currently|now)\s)?(?:hiring|looking|seeking|recruiting|searching)|^\s(?:seeks|sucht|recrute|recherche|busca|contrata)\b/i;
// "Community Action offers excellent benefits": the organisation that pays is the employer.
const OFFERS_AFTER = /^\soffers\s(?:[\w-]+\s){0,2}?(?:benefits|salary|salaries|pay|package|compensation)\b/i;
// "MicroP is one of the leading B2B distributors", "Acme is a leading provider", "Acme is the UK's largest…": the
// sentence describes the organisation the ad is about.
const DESCRIBED_AFTER =
  /^\s(?:(?:is|are)\s(?:one\sof\sthe|a|an|the)\s(?:[\w'’-]+\s){0,3}?(?:leading|largest|biggest|fastest[\s-]growing|well[\s-]established|award[\s-]winning|market[\s-]leading|established|renowned|premier|successful)\b|(?:was|were)\s(?:established|founded|set\sup|incorporated)\s(?:in|by)\b|(?:is|are)\s+(?:a|an)\s(?:[\w'’-]+\s){0,3}?(?:company|organi[sz]ation|network|family|group|chain|provider|charity|firm|employer|agency|institution|non-?profit)\s(?:of|that|which|in|with|providing|dedicated)\b)/i;
const ARTICLE_BEFORE = new Set(["die", "der", "el", "la", "le", "l'", "the"].map(foldCase));
const GAZ = new Map<string, number>();
const GAZ_FIRST = new Set<string>();
for (const name of EMPLOYERS.split("|")
  .map((s) => s.replace(/\s+/g, " ").trim())
  .filter(Boolean)) {
  GAZ.set(name.toLowerCase(), name.split(/\s+/).length);
  GAZ_FIRST.add(foldCase(name.split(/[^\p{L}\p{N}]+/u)[0]));
}
const AGENCY_LAST = new Set([
  "recruitment",
  "recruiting",
  "recruiters",
  "staffing",
  "resourcing",
  "personnel",
  "headhunters",
  "personalberatung",
  "personaldienstleistungen",
  "personalvermittlung",
  "zeitarbeit",
]);
const ABBREVIATIONS = new Set(["st", "co", "mt", "ft", "dr", "inc", "corp", "bros", "govt"].map(foldCase));
const NOT_ORG = new Set(
  [
    "die",
    "der",
    "das",
    "el",
    "los",
    "las",
    "le",
    "les",
    "il",
    "de",
    "in",
    "on",
    "for",
    "from",
    "i",
    "we",
    "you",
    "our",
    "a",
    "an",
    "hi",
    "hello",
    "dear",
    "skills",
    "experience",
    "requirements",
    "salary",
    "languages",
    "education",
    "summary",
    "tools",
    "stack",
    "nice",
    "pay",
    "offer",
    "compensation",
    "monday",
    "friday",
    "january",
    "ctc",
    "remote",
    "hybrid",
    "senior",
    "junior",
    "lead",
    "they",
    "he",
    "she",
    "it",
    "this",
    "that",
    "these",
    "those",
    "there",
    "their",
    "its",
    "your",
    "about",
    "if",
    "as",
    "all",
    "any",
    "please",
    "when",
    "while",
    "job",
    "jobs",
    "position",
    "role",
    "apply",
    "benefits",
    "location",
    "description",
  ].map(foldCase),
);

const WEAK_ORG_WORDS = new Set(["systems", "services"]);
// "Inova Health Systems", "Acme Financial Services": a sector word before it makes it a firm's name again.
const SECTOR_BEFORE_WEAK = new Set(["health", "healthcare", "medical", "financial", "business", "information", "energy", "care", "it"]);
const JOB_WORDS_BEFORE_CUE = new Set([
  "position",
  "role",
  "job",
  "career",
  "opportunity",
  "internship",
  "placement",
  "employment",
  "vacancy",
]);
const LOWER_SUFFIX = new Set(["pvt", "ltd", "limited", "private", "inc", "llc", "gmbh", "plc"]);
// Labels of the "Field : value" records job boards export ("Shift : Day", "Primary Location : …").
const FIELD_LABELS = new Set([
  "shift",
  "location",
  "job",
  "organization",
  "organisation",
  "salary",
  "type",
  "category",
  "industry",
  "department",
  "schedule",
  "status",
  "company",
  "title",
  "position",
  "reference",
  "ref",
  "contact",
  "hours",
  "duration",
  "start",
  "closing",
  "date",
  "posted",
  "level",
  "education",
  "experience",
  "requirements",
  "benefits",
  "travel",
  "description",
  "employer",
]);

const GLUED_HEADING = /^\p{Lu}{2,}\p{Lu}\p{Ll}+$/u;
const isTitleCaseWord = (w: string) => /^\p{Lu}\p{Ll}+$/u.test(w);

/** The gap between two tokens of one name: a space, or "&", "'", "-", "." with single spaces around them. */
function isNameGap(gap: string): boolean {
  if (gap === " ") return true;
  if (gap.length > 3 || gap.includes("  ") || gap.includes("\t")) return false;
  return /^\s?(?:&|'|’|-|–|\.)?\s?$/.test(gap);
}

/** Capitalised run starting at i on one line, allowing connectors inside ("Baylor Scott & White"). */
function capitalRun(doc: Doc, i: number, max = 9): number {
  const t = doc.tokens;
  // A cue word opening a sentence ("Chez Doctolib, …") is not part of the name after it.
  if (!isCapitalized(t[i].raw) || NOT_ORG.has(t[i].key) || CUE_STRONG.has(t[i].key) || CUE_WEAK.has(t[i].key)) return -1;
  let end = i;
  for (let k = i + 1; k < t.length && k - i < max; k++) {
    const gap = gapBetween(doc, k - 1, k);
    if (doc.lineOf[k] !== doc.lineOf[i] || !isNameGap(gap)) break;
    if (gap !== " ") {
      // A full stop ends the name unless it closes an abbreviation ("St. David's").
      if (/^\.\s$/.test(gap) && !ABBREVIATIONS.has(t[k - 1].key)) break;
      if (/^['’]$/.test(gap) && t[k].key === "s") {
        end = k;
        continue;
      }
      // "Co-op", "Wi-Fi": a hyphen inside a word is not "Co." followed by a name.
      if (gap === "-" && SUFFIX.has(t[k - 1].raw)) break;
    }
    // "About Aramark Aramark (NYSE…": a heading word repeated as the first word of the text below it.
    if (t[k].raw === t[k - 1].raw) break;
    // "Organization : Kindred Hospital Shift : Day": the label of the next field is not part of the name.
    if (
      FIELD_LABELS.has(t[k].key) &&
      (doc.text.charCodeAt(t[k].end) === 58 || (doc.text.charCodeAt(t[k].end) === 32 && doc.text.charCodeAt(t[k].end + 1) === 58))
    )
      break;
    // "Co-op", "Wi-fi": a word that goes on in lower case after a hyphen is not a name word.
    if (doc.text[t[k].end] === "-" && /\p{Ll}/u.test(doc.text[t[k].end + 1] ?? "")) break;
    // "Arsys Inovics pvt ltd": legal-form words are often written in lower case.
    if (isCapitalized(t[k].raw) || /^[A-Z0-9&]+$/.test(t[k].raw) || (k > i && LOWER_SUFFIX.has(t[k].raw))) end = k;
    else if (CONNECTORS.has(t[k].key) && t[k + 1] && isCapitalized(t[k + 1].raw)) continue;
    else break;
  }
  return end;
}

// The title field of a job board's record ("TITLE:  Driver", "Job Title: Chief Financial Officer").
const TITLE_FIELD = /^\s*(?:job\s+|position\s+)?title\s*:/i;

/**
 * "World Vision Armenia⏎TITLE:  Driver⏎LOCATION: …": job boards export an ad as a record whose first line, above its
 * title field, names the organisation ("United Methodist Committee on Relief (UMCOR) Armenia Office" up to its
 * bracket). At most one candidate: the first non-empty line, when the next line is the title field.
 */
function recordHeaderCandidate(doc: Doc): Candidate[] {
  const l = doc.lines.findIndex((x) => x.trim().length > 0);
  if (l < 0 || l + 1 >= doc.lines.length || !TITLE_FIELD.test(doc.lines[l + 1])) return [];
  const line = doc.lines[l];
  const bracket = line.indexOf(" (");
  const name = (bracket > 0 ? line.slice(0, bracket) : line).trim();
  // A name, not a sentence or a field of its own: a few words, a capital first, no colon or full stop at its end.
  const words = name.split(/\s+/);
  if (words.length > 8 || !/^["'“]?\p{Lu}/u.test(name) || /[:.!?]$/.test(name) || name.includes(":")) return [];
  const start = doc.lineStarts[l] + line.indexOf(name);
  return [
    { type: "EMPLOYER", start, end: start + name.length, features: [["first line above the title field of a job-board record", 2.0]] },
  ];
}

/** "Skadden, Arps, Slate, Meagher & Flom LLP": comma-joined names that end in a legal suffix. */
function commaRunToSuffix(doc: Doc, end: number, nextSuffix: Int32Array): number {
  const t = doc.tokens;
  // Nothing to reach when no legal suffix follows within the window (the usual case).
  if (end + 1 >= t.length || nextSuffix[end + 1] >= end + 10) return end;
  for (let k = end + 1; k < Math.min(t.length, end + 10); k++) {
    if (
      doc.lineOf[k] !== doc.lineOf[end] ||
      !(isSpaceGap(doc, k - 1, k) || /^\s?[,&]?\s?$/.test(gapBetween(doc, k - 1, k))) ||
      !isCapitalized(t[k].raw)
    )
      return end;
    if (SUFFIX.has(t[k].raw)) return doc.text[t[k].end] === "-" ? end : k;
  }
  return end;
}

/** "company - Push Engineering Pvt ltd": the employer line of PDF-extracted CVs names the whole rest of the line. */
function companyLineCandidates(doc: Doc): Candidate[] {
  const out: Candidate[] = [];
  if (!/company\s?[-–:]/i.test(doc.text)) return out;
  for (let l = 0; l < doc.lines.length; l++) {
    const line = doc.lines[l];
    const lead = line.length - line.trimStart().length;
    if (
      !line
        .slice(lead, lead + 7)
        .toLowerCase()
        .startsWith("company")
    )
      continue;
    const m = /^company\s?[-–:]\s?/i.exec(line.slice(lead));
    if (!m) continue;
    const name = line.slice(lead + m[0].length).trim();
    if (name.length < 2 || !/\p{L}/u.test(name)) continue;
    // "company - No", "company - Tata motors, adani, maruti suzuki,jet airways. Air india." (a fresher's wish list):
    // an answer or a list of several names is no employer.
    if (/^(?:no|na|n\/a|nil|none|not applicable|fresher)\.?$/i.test(name) || (name.match(/,/g)?.length ?? 0) >= 2) continue;
    const start = doc.lineStarts[l] + line.indexOf(name, lead + m[0].length);
    out.push({ type: "EMPLOYER", start, end: start + name.length, features: [['"company -" line of a CV', 3.0]] });
  }
  return out;
}

/** Decides EMPLOYER, RECRUITER or nothing for an organisation of a known kind (regulator, school, vendor, agency). */
function typeForKind(
  kind: OrgKind | null,
  employment: boolean,
  agencyPoster: boolean,
  recruiterBefore: boolean,
): "EMPLOYER" | "RECRUITER" | null {
  if (kind === "regulator" || kind === "credential") return null;
  if (kind === "education" || kind === "vendor") return employment ? "EMPLOYER" : null;
  if (kind === "agency") return recruiterBefore ? "EMPLOYER" : "RECRUITER";
  return agencyPoster ? "RECRUITER" : "EMPLOYER";
}

/**
 * EMPLOYER and RECRUITER candidates: legal-form suffixes, a gazetteer of large employers, "at X"/role-header/hiring
 * cues, then the organisation's kind — regulators, places of study, vendors named for their products and agencies
 * are told apart from employers (lib/knowledge/orgs) — and other mentions of the names found.
 */
export function findEmployerCandidates(doc: Doc): Candidate[] {
  const t = doc.tokens;
  const out: Candidate[] = [...companyLineCandidates(doc), ...recordHeaderCandidate(doc)];
  const agencyDoc = isAgencyDoc(doc.text);
  // Index of the next legal-suffix token at or after each token (t.length when none); most texts have none at all.
  const nextSuffix = new Int32Array(t.length + 1).fill(t.length);
  if (SUFFIX_IN_TEXT.test(doc.text)) for (let k = t.length - 1; k >= 0; k--) nextSuffix[k] = SUFFIX.has(t[k].raw) ? k : nextSuffix[k + 1];
  // Runs overlap (each capitalised word starts one), so each token's ORG_WORDS test is kept (0 unknown, 1 yes, 2 no).
  const orgWord = new Uint8Array(t.length);
  const isOrgWord = (k: number) => {
    if (orgWord[k] === 0) orgWord[k] = ORG_WORDS.test(t[k].raw) ? 1 : 2;
    return orgWord[k] === 1;
  };
  // Strong organisation words are a subset of ORG_WORDS, so only tokens that pass the cached test are tried.
  const hasStrongOrgWord = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (isOrgWord(k) && STRONG_ORG_WORDS.test(t[k].raw)) return true;
    return false;
  };
  for (let i = 0; i < t.length; i++) {
    let end = capitalRun(doc, i);
    if (end > i) end = cutAtDashPlace(doc, i, end);
    let gazEnd = -1;
    const gazFirst = GAZ_FIRST.has(t[i].key);
    if (end < 0 && !gazFirst && !VENDOR_FIRST_WORDS.has(t[i].key)) continue;
    const features: [string, number][] = [];
    for (let k = i; gazFirst && k < Math.min(t.length, i + 6); k++) {
      const phrase = doc.text.slice(t[i].start, t[k].end).toLowerCase();
      if (GAZ.has(phrase) && (isCapitalized(t[i].raw) || /^[a-z]/.test(t[i].raw) === false)) gazEnd = k;
    }
    if (end < 0 && gazEnd < 0) continue;
    // Shouted sentences of ads ("IF YOU FEEL YOU HAVE THE ENERGY") are not names.
    if (
      end - i >= 3 &&
      t[i].raw.length > 1 &&
      t[i].raw === t[i].raw.toUpperCase() &&
      t.slice(i, end + 1).every((x) => x.raw.length > 1 && x.raw === x.raw.toUpperCase() && /\p{L}/u.test(x.raw))
    ) {
      i = end;
      continue;
    }
    if (gazEnd >= 0) {
      // "Accenture Innovation 2018": a known name followed by other capitalised words names something else.
      let extended = false;
      for (let k = gazEnd + 1; k <= end && !extended; k++) extended = !(SUFFIX.has(t[k].raw) || isOrgWord(k) || matchPlaceAt(t, k));
      features.push(["employer gazetteer", extended ? 0.5 : 1.2]);
      end = Math.max(end, gazEnd);
    }
    // Legal-form suffix at the end of the run ("Acme GmbH", "Boohoo Group plc").
    let suffix = false;
    end = commaRunToSuffix(doc, end, nextSuffix);
    for (let k = nextSuffix[i + 1] ?? t.length; k <= Math.min(t.length - 1, end + 1); k++) {
      if (
        SUFFIX.has(t[k].raw) &&
        doc.lineOf[k] === doc.lineOf[i] &&
        /^[\s,]*$/.test(gapBetween(doc, k - 1, k)) &&
        gapBetween(doc, k - 1, k).length <= 2 &&
        doc.text[t[k].end] !== "-"
      ) {
        end = k;
        suffix = true;
      }
    }
    // "S.A." / "S.L." written with dots.
    const tail = doc.text.slice(t[end].end, t[end].end + 9);
    const dotted = tail.includes(".") || tail.includes("Pty") ? tail.match(/^,?\s?(S\.A\.|S\.L\.|B\.V\.|N\.V\.|S\.p\.A\.|Pty Ltd)/) : null;
    let endOffset = t[end].end;
    if (dotted) {
      endOffset += dotted[0].length;
      suffix = true;
    }
    if (suffix) features.push(["legal-form suffix", 2.2]);
    // "Software Engineer, Acme GmbH": the organisation starts after the last job-title word.
    let first = i;
    // A title word inside a known name does not start it anew ("Army National Guard", "Coast Guard").
    for (let k = i; k <= end; k++) if (isHeadNounAt(doc, k) && k > gazEnd) first = k + 1;
    // "ICU Full Time Days - Kindred Hospital Town and Country": a spaced dash separates a header's fields; the
    // organisation is the field after it when that field has an organisation word or a legal suffix.
    for (let k = end - 1; k >= first; k--) {
      const from = t[k].end;
      if (t[k + 1].start - from !== 3 || doc.text[from] !== " " || !"-–—".includes(doc.text[from + 1])) continue;
      let orgAfter = false;
      for (let m = k + 1; m <= end && !orgAfter; m++) orgAfter = isOrgWord(m) || SUFFIX.has(t[m].raw);
      // "Charité – Universitätsmedizin Berlin": both sides name the organisation.
      let orgBefore = false;
      for (let m = first; m <= k && !orgBefore; m++) orgBefore = isOrgWord(m) || SUFFIX.has(t[m].raw);
      if (orgAfter && !orgBefore) {
        first = k + 1;
        // The run was cut at its word limit counting the fields before the dash: read the name on from its start.
        const longer = capitalRun(doc, first);
        if (longer > end) {
          end = longer;
          endOffset = t[end].end;
        }
      }
      break;
    }
    // "Location: Stoke MicroP is one of…": the value of a location field runs into the next sentence's subject.
    if (first > 0 && first < end && t[first - 1].key === "location" && /^\s?:\s*$/.test(gapBetween(doc, first - 1, first))) {
      const place = matchPlaceAt(t, first);
      if (place && place.end < end) first = place.end + 1;
    }
    // "balance sheets for LLC, Cargill Inc.": a legal suffix ending the name before cannot start this one.
    while (first < end && SUFFIX.has(t[first].raw) && /^\s?,\s?$/.test(gapBetween(doc, first, first + 1))) first++;
    // "ABOUT THE NETWORKThe Albany Charter School Network": a capitals heading glued to the sentence after it.
    for (let k = first; k <= end; k++) if (GLUED_HEADING.test(t[k].raw)) first = k + 1;
    if (first > end) continue;
    // "JOB DESCRIPTION DETAILSPLAN Works": words in capitals before one in title case are a heading and a sentence.
    // Acronyms before a name word are names ("KPMG Consulting"): a heading has a capitals word of six letters or more.
    if (
      end > first &&
      isTitleCaseWord(t[end].raw) &&
      t.slice(first, end).every((x) => x.raw.length > 1 && x.raw === x.raw.toUpperCase()) &&
      t.slice(first, end).some((x) => x.raw.length >= 6)
    ) {
      i = end;
      continue;
    }
    const start = t[first].start;
    const section = sectionOf(doc, start);
    const prev = t[first - 1];
    const prevOnLine = prev !== undefined && doc.lineOf[first - 1] === doc.lineOf[first];
    const before = prev ? doc.text.slice(prev.start, start) : "";
    if (prevOnLine && CUE_STRONG.has(prev.key)) features.push([`employer cue "${prev.raw}"`, 1.0]);
    else if (prevOnLine && CUE_WEAK.has(prev.key)) {
      // "Seeking a position with Abbott", "a career with Aramark": the weak cue after a word for a job is a strong one.
      const jobWord = first >= 2 && doc.lineOf[first - 2] === doc.lineOf[first] && JOB_WORDS_BEFORE_CUE.has(t[first - 2].key);
      features.push(jobWord ? [`employer cue "${t[first - 2].raw} ${prev.raw}"`, 1.2] : [`weak employer cue "${prev.raw}"`, 0.5]);
    }
    // "Preventive Maintenance Checks and Services", "Naval Tactical Data Systems": "services" and "systems" also end the
    // names of processes and equipment, so alone they are weaker evidence than "hospital" or "bank".
    if (end > first && isOrgWord(end))
      features.push(
        WEAK_ORG_WORDS.has(t[end].key) && !SECTOR_BEFORE_WEAK.has(t[end - 1].key)
          ? ["organisation word (also names systems)", 0.7]
          : ["organisation word", 1.5],
      );
    else if (end > first && hasStrongOrgWord(first, end)) features.push(["organisation word", 1.2]);
    let runHasHead = false;
    for (let k = Math.max(first, gazEnd + 1); k <= end && !runHasHead; k++) runHasHead = isHeadNounAt(doc, k);
    if (runHasHead) features.push(["contains a job-title word", -1.2]);
    const separated = !runHasHead && /(?:,|\||–|—|-|\bat|\bbei|\ben|\bchez)\s?$/.test(before);
    const roleHeader = separated && doc.roleLines.has(doc.lineOf[first]) && hasDateRangeNear(doc, start, endOffset);
    if (roleHeader) features.push(["segment of a dated role header", 1.2]);
    // "Company – City, ST" on a dated role header or the line under it.
    const placeLine =
      !roleHeader &&
      !runHasHead &&
      (doc.roleLines.has(doc.lineOf[first]) || doc.roleLines.has(doc.lineOf[first] - 1)) &&
      isDashPlaceAfter(doc, end, endOffset);
    if (placeLine) features.push(["organisation – place line of a role", 1.2]);
    // "Python Developer - Atos Syntel", "Staff Nurse, Acme Care Ltd": a job title, a separator, the organisation.
    const afterTitle =
      separated &&
      !roleHeader &&
      prevOnLine &&
      first >= 2 &&
      isHeadNounAt(doc, first - 1) === false &&
      isHeadNounAt(doc, first - 2) &&
      doc.lineOf[first - 2] === doc.lineOf[first];
    const afterTitleDirect = separated && !roleHeader && prevOnLine && isHeadNounAt(doc, first - 1);
    if (afterTitle || afterTitleDirect) features.push(["after a job title and a separator", 0.8]);
    if (/@\s*$/.test(doc.text.slice(Math.max(0, start - 2), start))) features.push(['employer cue "@"', 0.6]);
    const hiring = doc.text.charCodeAt(endOffset) === 32 && HIRING_AFTER.test(doc.text.slice(endOffset, endOffset + 40));
    if (hiring) features.push(["hiring verb follows", 1.3]);
    else if (doc.text.charCodeAt(endOffset) === 32 && OFFERS_AFTER.test(doc.text.slice(endOffset, endOffset + 60)))
      features.push(["offers pay or benefits", 1.3]);
    const described = !hiring && doc.text.charCodeAt(endOffset) === 32 && DESCRIBED_AFTER.test(doc.text.slice(endOffset, endOffset + 70));
    if (described) features.push(["described as a leading organisation", 1.6]);
    if (prev && ARTICLE_BEFORE.has(prev.key) && /\b(sucht|busca|recrute|recherche)\b/i.test(doc.text.slice(endOffset, endOffset + 40)))
      features.push(["article + hiring verb", 1.0]);
    const ticker = hasTickerAfter(doc.text, endOffset);
    if (ticker) features.push(["stock ticker follows", 2.0]);
    if (
      prev &&
      prev.key === "about" &&
      (first - 1 === 0 ||
        doc.lineOf[first - 2] !== doc.lineOf[first - 1] ||
        doc.text.slice(Math.max(0, prev.start - 2), prev.start) === "  ")
    )
      features.push(['"About X" heading', 1.2]);
    // Runs without any cue are only kept when their own words make them an agency ("Code Blue Recruitment"):
    // checked by the last word first, since most capitalised runs have no cue at all.
    const agencyText =
      (doc.text.startsWith(" is ", endOffset) || doc.text.startsWith(" are ", endOffset)) && describesAgencyAfter(doc.text, endOffset);
    if (features.length === 0 && !agencyText && !AGENCY_LAST.has(t[end].key) && !(end > first && AGENCY_LAST.has(t[end - 1].key))) {
      // A run without any cue: the runs starting inside it have none either (same words, same neighbours).
      if (gazEnd < 0) i = end;
      continue;
    }
    // Too little evidence to pass as an entity ("from X" alone): it still claims its span, as a candidate, so no
    // other finder reads a place or a skill out of an organisation's name; classifying it would be wasted work.
    let positive = 0;
    for (const f of features) positive += f[1];
    if (
      positive > 0 &&
      positive < 1.0 &&
      !agencyText &&
      !agencyDoc &&
      !VENDOR_FIRST_WORDS.has(t[first].key) &&
      !AGENCY_LAST.has(t[end].key)
    ) {
      out.push({ type: "EMPLOYER", start, end: endOffset, features });
      i = end;
      continue;
    }
    const text = doc.text.slice(start, endOffset);
    const kind = agencyText ? "agency" : classifyOrg(text);
    if (features.length === 0 && kind !== "agency") continue;
    const ctx = readOrgContext(doc, first, end, endOffset);
    const employment = roleHeader || placeLine || ctx.employedBefore || hiring || ticker || described;
    // The ad's own poster: the subject of a hiring verb, or the organisation in the header lines of a multi-line ad.
    const poster = hiring || (doc.lines.length > 2 && doc.lineOf[first] <= 2 && first < 40);
    const type = typeForKind(kind, employment, agencyDoc && poster, recruiterSpeaksBefore(doc.text, start));
    if (type === null) {
      i = end;
      continue;
    }
    if (agencyText) features.push(["described as a recruitment agency", 2.0]);
    else if (kind === "agency" && type === "RECRUITER") features.push(["recruitment agency name", 1.6]);
    else if (agencyDoc && type === "RECRUITER") features.push(["advertises for a client", 0.8]);
    if (ctx.trainingContext && !roleHeader) features.push(["course, event or study context", -2.2]);
    if (ctx.credentialAfter) features.push(["names a credential", -2.2]);
    if (ctx.indefinite) features.push(['description after "a"/"an"', -1.6]);
    if ((ctx.productAfter || ctx.toolBefore) && kind === "vendor" && !employment) features.push(["product of the company is meant", -2.4]);
    if (
      !(afterTitle || afterTitleDirect) &&
      (section === "education" || section === "skills" || section === "certifications" || section === "activities")
    )
      features.push([`in a ${section} section`, -2.4]);
    const place = end - first <= 3 ? findPlace(text) : null;
    if (place && text.startsWith(place.name.split(" ")[0]) && end - first <= place.end && !suffix)
      features.push(["looks like a place", -1.5]);
    if (end === first && t[first].raw.length <= 2) features.push(["very short name", -0.8]);
    out.push({ type, start, end: endOffset, features, normalized: undefined });
    i = end;
  }
  return propagateOrgNames(doc, out, (c) => sigmoid(-0.9 + c.features.reduce((s, f) => s + f[1], 0)));
}
