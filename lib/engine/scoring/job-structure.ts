/**
 * A job description read into weighted keywords and requirements. A skill's weight reflects what a
 * recruiter's ATS filter would: required (must-have) > unspecified > nice-to-have, more for skills the
 * ad repeats or names early (the title and first requirement lines carry the role's core).
 */
import { findSalaries } from "@/lib/engine/parse";
import { findSkillsInText, getSkill, resolveSkill } from "@/lib/knowledge/skills";
import { findOccupation, inferSeniority, OCCUPATIONS, type OccupationMatch, type Seniority } from "@/lib/knowledge/occupations";
import { inferProfession, type ProfessionDistribution } from "@/lib/knowledge/occupations/profession";
import type { Skill } from "@/lib/knowledge/types";
import { findPlace, maskAgencyNames, NICE_CUE, REQUIRED_CUE, segmentAd } from "@/lib/engine/parse";
import { readJobHeader } from "./job-header";
import { countWords, STOPWORDS, tokenizeWords } from "./text-utils";

export type Requirement = "required" | "nice" | "unspecified";

export interface JobKeyword {
  /** skill id, or `phrase:<text>` for a repeated key phrase outside the taxonomy */
  id: string;
  label: string;
  skill: Skill | null;
  requirement: Requirement;
  frequency: number;
  /** 0 (first line) .. 1 (last line) of the first mention */
  firstPosition: number;
  /** how much the ad asks for it (requirement, repeats, position): the keywords' order */
  weight: number;
  /**
   * 0..1, how specific the skill is to some occupations (skillSpecificity); the keyword match weighs a hit by
   * weight × specificity. Absent (1) for key phrases and a target role's occupation skills.
   */
  specificity?: number;
}

export interface JobStructure {
  title: string;
  /** employer named in the ad's head, when one is */
  company: string | null;
  occupation: OccupationMatch | null;
  /** the ad's profession as a distribution over our occupations (title first, then requirements) */
  profession: ProfessionDistribution;
  seniority: Seniority;
  /** the level is named by the title's words ("Junior", "Chef de Partie"), not only implied by years asked */
  seniorityFromTitle: boolean;
  keywords: JobKeyword[];
  yearsRequired: number | null;
  remote: "remote" | "hybrid" | "onsite" | null;
  location: string | null;
  salary: { min: number; max: number; currency: string } | null;
  cultureCues: string[];
  words: number;
}

/** A nice-to-have cue in any language the parser reads (one list: lib/engine/parse/job NICE_CUE). */
const NICE_INLINE = NICE_CUE;

/**
 * "A degree in Engineering, Aeronautics, Naval Architecture, Maths, or Physics": subjects listed as
 * alternatives for one qualification. Any one of them meets it, so none is a must-have skill (they stay nice
 * to have, and still tell the profession: "Computer Science or Engineering" says much of a software post). The
 * clause runs from the qualification word to the sentence's end or a ";".
 */
const DEGREE_ALTERNATIVES =
  /\b(?:degree|bachelor'?s?|master'?s?|b\.?sc|m\.?sc|b\.?s\.|m\.?s\.|hnd|hnc|diploma)\b[^.;]{0,20}?\b(?:in|of)\b([^.;]{3,160}?\b(?:or|and\/or)\b[^.;]{2,60})/gi;

/** Offsets [start, end) of degree-alternative subject lists in a sentence. */
export function degreeAlternativeSpans(sentence: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of sentence.matchAll(DEGREE_ALTERNATIVES)) {
    const end = m.index + m[0].length;
    out.push([end - m[1].length, end]);
  }
  return out;
}
/**
 * A vocational qualification named by the occupation it trains for, as German, French and Spanish ads ask for it:
 * "Abgeschlossene Ausbildung als Pflegefachkraft / Gesundheits- und Krankenpfleger", "Ausbildung zum Elektroniker",
 * "diplôme d'État d'infirmier", "título de enfermería". English ads name the licence itself ("Registered Nurse",
 * "NMC registration"), which the skill taxonomy reads. The phrase runs to the next comma, full stop or bracket.
 */
const QUALIFIED_AS =
  /(?<![\p{L}])(?:ausbildung|berufsausbildung|abschluss|examen|weiterbildung|qualifikation)[ \t]+(?:als|zur|zum|in[ \t]+der|im)[ \t]+([^,.;:()\n]{3,80})|(?<![\p{L}])(?:diplôme|titre)[ \t]+d['’](?:état[ \t]+d['’])?([^,.;:()\n]{3,60})|(?<![\p{L}])título[ \t]+de[ \t]+([^,.;:()\n]{3,60})/giu;

/** The occupations a qualification phrase names, each alternative ("Pflegefachkraft / Gesundheits- und Krankenpfleger") read alone. */
export function qualificationsIn(text: string): { phrase: string; occupation: OccupationMatch["occupation"] }[] {
  const out: { phrase: string; occupation: OccupationMatch["occupation"] }[] = [];
  for (const m of text.matchAll(QUALIFIED_AS)) {
    const named = (m[1] ?? m[2] ?? m[3] ?? "").trim();
    for (const alt of named.split(/(?<![ \t])[ \t]*\/[ \t]*|(?<![ \t])[ \t]+(?:oder|bzw\.?|ou|o)[ \t]+/)) {
      const occ = findOccupation(alt.trim());
      if (occ && occ.score >= 0.8 && !out.some((o) => o.occupation.id === occ.occupation.id))
        out.push({ phrase: m[0].trim(), occupation: occ.occupation });
    }
  }
  return out;
}

const requiredInline = (t: string) => REQUIRED_CUE.test(t) || /must|minimum|strong|expert|solid/i.test(t);

/** Work-culture cue words matched in both the ad and the CV; grouped so synonyms meet. */
export const CULTURE_CUES: Record<string, RegExp> = {
  collaboration: /\b(collaborat\w*|cross-functional|teamwork|pair(ing)? program\w*)\b/i,
  ownership: /\b(ownership|autonom\w*|self-directed|end-to-end|owned)\b/i,
  pace: /\b(fast-paced|startup|scale-up|scaleup|high-growth|rapid(ly)?)\b/i,
  mentoring: /\b(mentor\w*|coach\w*|develop(ing)? (others|people|junior))\b/i,
  customer: /\b(customer[- ](focus\w*|obsess\w*|centric)|user-centric|client-facing|patient-centred|patient-centered)\b/i,
  quality: /\b(quality|best practice|craft\w*|clean code|code review|standards)\b/i,
  innovation: /\b(innovat\w*|experiment\w*|research|prototyp\w*)\b/i,
  inclusion: /\b(inclusi\w*|diversity|diverse|belonging|equity)\b/i,
  learning: /\b(learning|growth mindset|curious|curiosity|continuous improvement|upskill\w*)\b/i,
  remote: /\b(remote-first|distributed team|async\w*|work from home)\b/i,
  data: /\b(data-driven|metrics|evidence-based|kpis?)\b/i,
  agile: /\b(agile|scrum|kanban|sprints?)\b/i,
};

/**
 * `/\(.*?\)/g` without its quadratic case: once a "(" finds no ")" before the line ends, no later "(" on that
 * line can, so a "(" with an unclosed "(" before it on its line is skipped at once (the lookbehind).
 */
const PARENTHESISED = /\((?<!\([^)\n\r\u2028\u2029]*?\().*?\)/g;

/** Hours, days, weeks, months → a year, so an hourly range compares with an annual expectation. */
const PER_YEAR = { hour: 2080, day: 260, week: 52, month: 12, year: 1 } as const;

/** The ad's first salary range (parser of lib/engine/parse), annualised. */
function findAnnualSalary(text: string): JobStructure["salary"] {
  const s = findSalaries(text).find((x) => x.min !== null || x.max !== null);
  if (!s) return null;
  const k = PER_YEAR[s.interval] ?? 1;
  const min = (s.min ?? s.max!) * k;
  const max = (s.max ?? s.min!) * k;
  return { min, max, currency: s.currency ?? "" };
}

export function findCultureCues(text: string): string[] {
  return Object.entries(CULTURE_CUES)
    .filter(([, re]) => re.test(text))
    .map(([k]) => k);
}

/**
 * Where an ad names its role inside a sentence: "we are looking for a Senior Mechanical Engineer with …", "the
 * role of restaurant supervisor", "if you are a Subsea Engineering professional". The cue is followed by an
 * optional article and up to five words, ending at the first function word or punctuation.
 */
const ROLE_CUE =
  /\b(?:(?:looking for|seeking|recruiting|hiring|you are|join (?:us|our team|the team) as|work as|as)[ \t]+(?:an?|the|our)|(?:role|position|post) of(?:[ \t]+(?:an?|the))?)[ \t]+((?:[\p{L}][\p{L}&+#/'’-]{0,30}[ \t]+){0,4}[\p{L}][\p{L}&+#/'’-]{0,30})/giu;

/** The role phrases of the ad's sentences (ROLE_CUE), each cut at its first function word. */
export function roleMentions(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    for (const m of s.matchAll(ROLE_CUE)) {
      const ws = m[1].split(/[ \t]+/);
      const end = ws.findIndex((w) => STOPWORDS.has(w.toLowerCase()));
      const phrase = (end < 0 ? ws : ws.slice(0, end)).join(" ");
      if (phrase) out.push(phrase);
    }
  }
  return out;
}

/** The first words of the ad's first sentence, up to eight. */
function headWords(sentence: string): string {
  return sentence.split(/\s+/).slice(0, 8).join(" ");
}

/**
 * Every mention of the two words "a b" (any case, up to three spaces or tabs between, whole words). Built from
 * escaped literals; exported so the ReDoS test checks what it builds from awkward words.
 */
export function twoWordMentionPattern(a: string, b: string): RegExp {
  const lit = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${lit(a)}[ \\t]{1,3}${lit(b)}(?![\\p{L}\\p{N}])`, "giu");
}

/**
 * A phrase that is a proper name in the ad (every mention capitalised: "Pulse Community", "Army National") or a
 * place ("central london", "doncaster south"): people, employers and places are not requirements.
 */
function isNameOrPlace(phrase: string, text: string): boolean {
  const [a, b] = phrase.split(" ");
  if (findPlace(`${a[0].toUpperCase()}${a.slice(1)}`) || findPlace(`${b[0].toUpperCase()}${b.slice(1)}`)) return true;
  let lower = 0;
  for (const m of text.matchAll(twoWordMentionPattern(a, b))) if (!/^\p{Lu}/u.test(m[0]) || !/[ \t]\p{Lu}/u.test(m[0])) lower++;
  return lower === 0;
}

/** Repeated two-word phrases outside the taxonomy ("patient safety", "stakeholder reporting"). */
function findKeyPhrases(text: string, skillLabels: Set<string>): Map<string, number> {
  const words = tokenizeWords(text);
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]];
    if (STOPWORDS.has(a) || STOPWORDS.has(b) || a.length < 3 || b.length < 3 || /\d/.test(a + b)) continue;
    const p = `${a} ${b}`;
    if (skillLabels.has(p) || skillLabels.has(a) || skillLabels.has(b)) continue;
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return new Map([...counts].filter(([, n]) => n >= 2));
}

const YEARS_FIGURE = /(\d{1,2})\s*(?:\+\s*)?(?:(?:-|–|to)\s*)?(?:(\d{1,2})\s*)?(?:\+\s*)?(years|yrs)/gi;
/** "established for 25 years", "trading for 10 years", "aged 65 years": the figure is about the firm or the clients. */
const ABOUT_EMPLOYER = /\b(established|founded|trading|in business|history|profitab\w*|aged|age|old)\b/i;
const EXPERIENCE_CUE = /experience|experienced|background|track record|in a similar role|in the industry|post[- ]qualification|\bpqe\b/i;

/**
 * Years of experience the ad asks for: the smallest "N years" figure with an experience word beside it.
 * "adults aged 65 years", "established for 25 years" and "31 years of profitability" are not requirements.
 */
export function findYearsRequired(text: string): number | null {
  let best: number | null = null;
  for (const m of text.matchAll(YEARS_FIGURE)) {
    const n = Number(m[1]);
    const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40);
    if (n < 1 || n > 25 || !EXPERIENCE_CUE.test(around) || ABOUT_EMPLOYER.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    best = best === null ? n : Math.min(best, n);
  }
  if (best !== null) return best;
  // No year figure: "minimum 6 months experience" asks for half a year (an entry-level post).
  for (const m of text.matchAll(MONTHS_EXPERIENCE)) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 24) best = best === null ? n / 12 : Math.min(best, n / 12);
  }
  return best === null ? null : Math.round(best * 10) / 10;
}

const MONTHS_EXPERIENCE = /\b(\d{1,2})\s*(?:\+\s*)?months?(?:'|’)?\s+(?:of\s+)?(?:[\w-]+\s+){0,2}?experience\b/gi;

/**
 * Entry-level cues in the ad's own sentences (not the agency's pitch): an ad that welcomes newly qualified staff
 * or graduates, or asks for no experience, is a junior post whatever its title lacks.
 */
const ENTRY_CUE =
  /\b(no (?:previous |prior )?experience (?:is )?(?:necessary|required|needed)|entry[- ]level|newly[- ]qualified|nqts?\b|graduates? (?:are |is )?welcome|suit(?:s|ed|able for)? (?:a )?(?:recent )?graduates?|school[- ]leavers?|full training (?:will be |is )?(?:given|provided))/i;

// Ranking many CVs against one ad parses the ad once; results are treated as immutable by every caller.
const JOB_CACHE = new Map<string, JobStructure>();
const JOB_CACHE_MAX = 64;

export function analyzeJob(text: string): JobStructure {
  const hit = JOB_CACHE.get(text);
  if (hit) return hit;
  const job = parseJob(text);
  if (JOB_CACHE.size >= JOB_CACHE_MAX) JOB_CACHE.delete(JOB_CACHE.keys().next().value!);
  JOB_CACHE.set(text, job);
  return job;
}

function parseJob(text: string): JobStructure {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const firstLine = lines[0] ?? "";
  const header = readJobHeader(text);
  const title = header.title;
  const occupation = findOccupation(title) ?? (title ? null : findOccupation(firstLine));

  // Sentences with their section; boilerplate (applying, the agency's pitch, EEO text) and benefits name no
  // requirement. Agency names are blanked first so "In Touch Recruitment" is not the skill Recruitment.
  const masked = maskAgencyNames(text);
  const sentences = segmentAd(masked);
  // The employer's description of itself (its sectors, brands, sites: "Go Connect", "Telecommunications") is not
  // a requirement either.
  const content = sentences.filter((s) => !s.boilerplate && !s.about && s.section !== "benefits");
  const byId = new Map<string, JobKeyword>();
  for (const s of content) {
    const lineReq: Requirement =
      NICE_INLINE.test(s.text) || s.section === "nice"
        ? "nice"
        : s.section === "required" || requiredInline(s.text)
          ? "required"
          : "unspecified";
    const alternatives = degreeAlternativeSpans(s.text);
    for (const m of findSkillsInText(s.text, masked)) {
      // A subject listed as one of several for a degree is met by any of them: nice to have, never a must-have.
      const alternative = alternatives.some(([a, b]) => m.start >= a && m.start < b);
      const kw = byId.get(m.skill.id);
      const req: Requirement = alternative ? "nice" : lineReq;
      if (kw) {
        kw.frequency++;
        // One required mention makes the skill required, even if it is also listed as a bonus elsewhere.
        if (req === "required" || (req === "unspecified" && kw.requirement === "nice")) kw.requirement = req;
      } else {
        byId.set(m.skill.id, {
          id: m.skill.id,
          label: m.skill.name,
          skill: m.skill,
          requirement: s.position === 0 && !alternative ? "required" : req,
          frequency: 1,
          firstPosition: s.position,
          weight: 0,
        });
      }
    }
  }
  // "Ausbildung als Pflegefachkraft": a qualification the CV meets by the occupation of its roles or training.
  for (const s of content) {
    for (const q of qualificationsIn(s.text)) {
      const id = `occupation:${q.occupation.id}`;
      if (byId.has(id)) continue;
      byId.set(id, {
        id,
        label: q.phrase,
        skill: null,
        requirement: NICE_INLINE.test(s.text) || s.section === "nice" ? "nice" : "required",
        frequency: 1,
        firstPosition: s.position,
        weight: 0,
      });
    }
  }
  const labels = new Set([...byId.values()].flatMap((k) => [k.label.toLowerCase(), ...(k.skill?.aliases ?? [])]));
  // The job's own title ("data analyst") repeats in every ad; it is the role, not a keyword to show or lack.
  const roleNames = [title, occupation?.occupation.title ?? "", occupation?.matchedOn ?? ""].map((t) => t.toLowerCase()).filter(Boolean);
  const contentText = content.map((s) => s.text).join("\n");
  for (const [phrase, n] of findKeyPhrases(contentText, labels)) {
    if (roleNames.some((r) => r.includes(phrase)) || isNameOrPlace(phrase, contentText)) continue;
    byId.set(`phrase:${phrase}`, {
      id: `phrase:${phrase}`,
      label: phrase,
      skill: null,
      requirement: "unspecified",
      frequency: n,
      firstPosition: 0.5,
      weight: 0,
    });
  }
  for (const kw of byId.values()) {
    kw.weight = weighKeyword(kw);
    if (kw.skill) kw.specificity = Math.round(skillSpecificity(kw.skill) * 1000) / 1000;
  }
  const keywords = [...byId.values()].sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label));

  // Each optional token carries its own trailing whitespace: five adjacent \s* took seconds on "1" + spaces + "x".
  const years = findYearsRequired(text);
  const remote = /\b(fully remote|remote[- ]first|100% remote|remote)\b/i.test(text)
    ? /\bhybrid\b/i.test(text)
      ? "hybrid"
      : "remote"
    : /\bhybrid\b/i.test(text)
      ? "hybrid"
      : /\b(on-?site|in[- ]office|office-based)\b/i.test(text)
        ? "onsite"
        : null;
  // A city in the ad's head ("Data Analyst, London.") counts as its location too.
  const loc =
    /(?:^|\n)[^\S\n]*location\s*:\s*([^\n]+)/i.exec(text)?.[1] ??
    /\bbased in ([A-Z][\w\s,-]{2,40}?)(?:[.;\n]|$)/.exec(text)?.[1] ??
    header.location;
  const salary = findAnnualSalary(text);
  // One-line ads have no title line: the words before the first ":" of the head stand in, never the whole ad
  // (a "director" or "lead" anywhere in the text is not the role's level).
  const levelPhrase = title || headWords(firstLine).split(/:|\s[-–|]\s/)[0];
  const named = inferSeniority(levelPhrase, 0) === inferSeniority(levelPhrase, 40);
  return {
    title,
    company: header.company,
    occupation,
    // No header title: the ad's first words stand in for it (one-line ads open "RGN Unit Manager Job Cambridgeshire ...").
    // (the first sentence that is not boilerplate, even when it also praises the employer)
    profession: inferProfession({
      titles: [title || headWords(sentences.find((s) => !s.boilerplate)?.text ?? firstLine)],
      roles: title ? [] : roleMentions(sentences.map((s) => s.text)),
      text: contentText,
    }),
    seniority:
      !named && (years === null || years < 1) && ENTRY_CUE.test(contentText) ? "junior" : inferSeniority(levelPhrase, years ?? undefined),
    seniorityFromTitle: named,
    keywords,
    yearsRequired: years,
    remote,
    location: loc ? loc.replace(PARENTHESISED, "").trim() : null,
    salary,
    cultureCues: findCultureCues(text),
    words: countWords(text),
  };
}

let SKILL_DF: Map<string, number> | null = null;

/**
 * How specific a skill is to some occupations (0..1): an IDF over the occupation table. A skill a large share of
 * occupations lists (communication, customer service, Excel) says little about which job it is; one few list
 * (subsea engineering, Sage 50) says what the job is. A skill no occupation lists counts as specific.
 */
export function skillSpecificity(skill: Skill): number {
  if (!SKILL_DF) {
    SKILL_DF = new Map();
    for (const o of OCCUPATIONS) {
      const ids = new Set(o.skills.map((x) => (getSkill(x.skill) ?? resolveSkill(x.skill))?.id ?? x.skill));
      for (const id of ids) SKILL_DF.set(id, (SKILL_DF.get(id) ?? 0) + 1);
    }
  }
  const n = OCCUPATIONS.length;
  const df = SKILL_DF.get(skill.id) ?? 0;
  return df <= 1 ? 1 : Math.log(n / df) / Math.log(n);
}

/** required 1.0 / unspecified 0.7 / nice 0.4; ×(1 + 0.2 per repeat, max 3 repeats); ×1.2→1.0 by position; phrases ×0.6. */
export function weighKeyword(
  kw: Pick<JobKeyword, "requirement" | "frequency" | "firstPosition" | "skill">,
  discountPhrases = true,
): number {
  const base = kw.requirement === "required" ? 1 : kw.requirement === "nice" ? 0.4 : 0.7;
  const freq = 1 + 0.2 * Math.min(3, kw.frequency - 1);
  const position = 1.2 - 0.2 * kw.firstPosition;
  return Math.round(base * freq * position * (kw.skill || !discountPhrases ? 1 : 0.6) * 1000) / 1000;
}
