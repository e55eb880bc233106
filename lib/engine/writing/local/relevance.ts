/**
 * How much a CV fact has to do with the advert: the skills of the advert it evidences (through the taxonomy,
 * a narrower skill implying a broader one), the content words it shares with the advert's title, requirements and
 * duties (compared by stem, so "taught" and "teaching", "logistical" and "logistics" meet), whether it carries a
 * figure, and whether it comes from the most recent roles. A letter cites the facts that answer the advert, not
 * the CV's first lines; a fact that shares nothing with the advert is left out (the career-change letter excepted,
 * which frames such facts as transferable).
 */
import { STOPWORDS } from "@/lib/engine/scoring/text-utils";
import { findSkillsInText, getSkill } from "@/lib/knowledge/skills";
import { skillImplies } from "@/lib/knowledge/skills/graph";

// Words that every advert and CV line may carry without saying what the work is.
const GENERIC = new Set(
  `about across after all also always among any based being best both daily each every first full high highly level
  like many more most much must need needs new part per provide provided provides providing range related required
  responsible several such them then there these they through time together under upon various well while within
  without yearly weekly monthly annual annually other others make made making ensure ensured ensuring maintain
  maintained maintaining support supported supporting help helped helping assist assisted assisting duties duty
  tasks task responsibilities responsibility opportunity opportunities position positions applicants applicant apply
  application successful service services people person individual individuals company business organisation
  organization department departments office area areas field fields industry environment day days week weeks month
  months including include includes various current currently ability skills skill knowledge understanding
  requirement requirements essential desirable preferred minimum plus salary benefits hours contract permanent
  temporary full-time part-time location based client clients`.split(/\s+/),
);

const SUFFIXES = [
  "izations",
  "ization",
  "ations",
  "ation",
  "ements",
  "ement",
  "ments",
  "ment",
  "ities",
  "ity",
  "ings",
  "ing",
  "ical",
  "ics",
  "ic",
  "ers",
  "er",
  "ies",
  "ied",
  "ed",
  "es",
  "s",
  "al",
  "e",
  "y",
];

/** A crude stem: "teaching", "teacher", "teaches" → "teach"; "logistical", "logistics" → "logistic". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const s of SUFFIXES) {
    if (w.length - s.length >= 4 && w.endsWith(s)) {
      w = w.slice(0, -s.length);
      break;
    }
  }
  // "planned" → "plann" → "plan"; "managed"/"manage" both reach "manag".
  return w.replace(/(\p{L})\1$/u, "$1");
}

/** A few irregular pasts whose stem differs from the present ("taught" / "teach"). */
const IRREGULAR: Record<string, string> = {
  taught: "teach",
  led: "lead",
  built: "build",
  ran: "run",
  sold: "sell",
  wrote: "write",
  drove: "drive",
  oversaw: "oversee",
  bought: "buy",
  made: "make",
  grew: "grow",
  won: "win",
  spoke: "speak",
  kept: "keep",
  held: "hold",
  brought: "bring",
  began: "begin",
  took: "take",
};

/** The stems of a text's content words (four letters or more; "led" and "ran" count through IRREGULAR). */
export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []) {
    const w = IRREGULAR[raw] ?? raw.replace(/'s$/, "");
    if (w.length < 4 || STOPWORDS.has(w) || GENERIC.has(w)) continue;
    out.add(stem(w));
  }
  return out;
}

export interface AdTerms {
  /** stems of the advert's title: sharing one is the strongest sign a fact is about the job */
  title: Set<string>;
  /** stems of the advert's requirements, duties and the rest of its content */
  body: Set<string>;
}

/**
 * How strongly a fact's skills (every taxonomy mention, aliases included: this ranks, it claims nothing) answer the
 * advert's: 3 for each wanted skill it names or implies (B2B sales ⇒ sales), 2 for each it is related to in the
 * taxonomy (lesson planning ~ teaching, supply chain management ~ logistics).
 */
export function skillScore(text: string, own: readonly string[], wanted: readonly string[]): number {
  const held = new Set([...own, ...findSkillsInText(text).map((m) => m.skill.id)]);
  let score = 0;
  for (const id of wanted) {
    if (held.has(id) || [...held].some((h) => skillImplies(h, id))) score += 3;
    else if ([...held].some((h) => getSkill(h)?.related.includes(id) || getSkill(id)?.related.includes(h))) score += 2;
  }
  return score;
}

/** The relevance of one CV fact (a result, a duty, a title) to the advert; 0 when they share nothing. */
export function relevanceOf(text: string, skillHits: number, ad: AdTerms): number {
  const stems = contentStems(text);
  let title = 0;
  let body = 0;
  for (const s of stems) {
    if (ad.title.has(s)) title++;
    else if (ad.body.has(s)) body++;
  }
  return skillHits + 2 * title + body;
}

/** Whether the fact speaks to the advert at all: a skill it asks for (or a related one), or a content word of it. */
export function isRelevant(text: string, skillHits: number, ad: AdTerms): boolean {
  if (skillHits > 0) return true;
  for (const s of contentStems(text)) if (ad.title.has(s) || ad.body.has(s)) return true;
  return false;
}
