/**
 * Profession inference: a document (CV or job ad) read as a distribution over our occupations, from the
 * occupation table itself — titles and alternate titles (strong, more so inside a role title or the ad's
 * title) and each occupation's skills (weighted by how specific the skill is across occupations, an IDF over
 * the table). Two distributions are compared with a kernel that is 1 for the same occupation, high for
 * related ones and specialisations, lower for the same sector, and a documented affinity between sectors.
 * Everything is data-driven from lib/knowledge; no per-document rules.
 */
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import type { Occupation } from "@/lib/knowledge/types";
import { OCCUPATIONS } from "./index";
import { feminineStem } from "./match";

export interface ProfessionShare {
  occupation: Occupation;
  p: number;
  /** the phrases of the document that voted for this occupation, strongest first */
  evidence: string[];
}

export interface ProfessionDistribution {
  top: ProfessionShare[];
  /** sector → probability mass */
  sectors: Map<string, number>;
  /** total evidence weight before normalising (0 = nothing recognised) */
  strength: number;
}

/**
 * Sectors one step apart (symmetric). A document of one is partial evidence for the other: an electrician
 * sits between trades and engineering, a care worker between healthcare and social care.
 */
export const SECTOR_AFFINITY: Record<string, Record<string, number>> = {
  "software and it": { "data and ai": 0.7, engineering: 0.25, design: 0.2 },
  healthcare: { "social care and community": 0.6, "personal services and care": 0.45, science: 0.2 },
  "social care and community": { "personal services and care": 0.5, education: 0.2 },
  "finance and accounting": { "business operations": 0.35, administration: 0.25 },
  "business operations": { "human resources": 0.25, administration: 0.35, "sales and customer": 0.2, "logistics and transport": 0.2 },
  "human resources": { administration: 0.3, "sales and customer": 0.15 },
  "sales and customer": { "marketing and communications": 0.45, "hospitality and food": 0.1 },
  engineering: { manufacturing: 0.4, "construction and trades": 0.3, science: 0.25 },
  "construction and trades": { manufacturing: 0.4, "automotive and transport maintenance": 0.45, "logistics and transport": 0.3 },
  "automotive and transport maintenance": { manufacturing: 0.35, "logistics and transport": 0.3 },
  manufacturing: { "logistics and transport": 0.3 },
  "hospitality and food": { "personal services and care": 0.25 },
};

function sectorAffinity(a: string, b: string): number {
  if (a === b) return 1;
  return SECTOR_AFFINITY[a]?.[b] ?? SECTOR_AFFINITY[b]?.[a] ?? 0;
}

/**
 * Within one sector, occupations are not equally close: a mechanical engineer is nearer a petroleum engineer
 * (ISCO-08 minor group 214, engineering professionals) than an engineering director (1321) or a controls
 * engineer, and a carpenter nearer a plant operator than an electronics technician. The same-sector kernel is
 * read from the occupation table: the deepest ISCO-08 level two occupations share (unit group 4 digits, minor
 * group 3, sub-major group 2) and the overlap of their skill profiles (importance-weighted cosine), whichever
 * is closer.
 */
export const SAME_SECTOR_AFFINITY = {
  /** by the number of leading ISCO-08 digits shared: 0, 1, 2, 3, 4 */
  isco: [0.55, 0.55, 0.55, 0.62, 0.7],
  /** skill-profile cosine c maps to base + span × c */
  skillBase: 0.5,
  skillSpan: 0.3,
  /** Jaccard overlap j of the two occupations' neighbours (related and next) maps to base + span × j */
  neighbourBase: 0.5,
  neighbourSpan: 0.3,
  max: 0.75,
};

const IMPORTANCE_WEIGHT = { core: 1, important: 0.7, nice: 0.4 } as const;
const SKILL_VECTORS = new Map<string, Map<string, number>>();

function skillVector(o: Occupation): Map<string, number> {
  let v = SKILL_VECTORS.get(o.id);
  if (!v) {
    v = new Map();
    for (const s of o.skills) {
      const id = (getSkill(s.skill) ?? resolveSkill(s.skill))?.name.toLowerCase() ?? s.skill.toLowerCase();
      v.set(id, Math.max(v.get(id) ?? 0, IMPORTANCE_WEIGHT[s.importance] * s.level));
    }
    SKILL_VECTORS.set(o.id, v);
  }
  return v;
}

/** Importance- and level-weighted cosine of two occupations' skill profiles (0 = no skill in common). */
export function skillOverlap(a: Occupation, b: Occupation): number {
  const va = skillVector(a);
  const vb = skillVector(b);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, x] of va) {
    na += x * x;
    const y = vb.get(k);
    if (y) dot += x * y;
  }
  for (const y of vb.values()) nb += y * y;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Jaccard overlap of two occupations' neighbours in the table (related and next steps): a carpenter and a plant
 * operator both sit next to construction workers and supervisors; an electrician mostly next to other fields. */
export function neighbourOverlap(a: Occupation, b: Occupation): number {
  const na = new Set([...a.related, ...a.next]);
  const nb = new Set([...b.related, ...b.next]);
  let shared = 0;
  for (const x of na) if (nb.has(x)) shared++;
  const union = na.size + nb.size - shared;
  return union ? shared / union : 0;
}

function sharedIscoDigits(a?: string, b?: string): number {
  if (!a || !b) return 0;
  let n = 0;
  while (n < 4 && n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

const AFFINITY_CACHE = new Map<string, number>();

/**
 * Kernel between two occupations: same 1, related/next/specialisation 0.8, same sector 0.4..0.75 by ISCO-08
 * group and skill overlap (SAME_SECTOR_AFFINITY), else sector affinity × 0.5.
 */
export function occupationAffinity(a: Occupation, b: Occupation): number {
  if (a.id === b.id) return 1;
  const key = a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
  let v = AFFINITY_CACHE.get(key);
  if (v === undefined) {
    if (a.related.includes(b.id) || b.related.includes(a.id) || a.next.includes(b.id) || b.next.includes(a.id)) v = 0.8;
    else if (a.sector === b.sector) {
      const k = SAME_SECTOR_AFFINITY;
      v = Math.min(
        k.max,
        Math.max(
          k.isco[sharedIscoDigits(a.isco, b.isco)],
          k.skillBase + k.skillSpan * skillOverlap(a, b),
          k.neighbourBase + k.neighbourSpan * neighbourOverlap(a, b),
        ),
      );
    } else v = 0.5 * sectorAffinity(a.sector, b.sector);
    AFFINITY_CACHE.set(key, v);
  }
  return v;
}

/** Single words that name an occupation but are everyday words in body text; they count only inside titles. */
const BODY_AMBIGUOUS = new Set(
  "private marine server commercial director producer minister justice owner president counsel advocate consultant administrator engineer scientist coach scout writer editor printer turner steward pilot judge sales trainer founder performer academic caretaker buyer secretary author publisher cleaner soldier developer tester analyst therapist teller trader cook academic registrar investigator detective reporter correspondent announcer actor private sergeant painter decorator mason framer packer stocker assembler courier mediator".split(
    " ",
  ),
);

/** Level words before a head word ("Senior Engineer") do not make it a compound title. */
const SENIORITY_WORD = new Set([
  "senior",
  "junior",
  "lead",
  "principal",
  "chief",
  "head",
  "trainee",
  "graduate",
  "assistant",
  "deputy",
  "staff",
  "sr",
  "jr",
]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#'’-]{0,40}/gu;

const TRAILING = new Set(["'", "’", "-"]);

function trimTrailing(w: string): string {
  let end = w.length;
  while (end > 1 && TRAILING.has(w[end - 1])) end--;
  return end === w.length ? w : w.slice(0, end);
}

function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map(trimTrailing);
}

interface Term {
  occ: number;
  kind: "title" | "skill";
  weight: number;
}

interface Index {
  terms: Map<string, Term[]>;
  /** every word of every term, so a plural in the text ("support workers") can be read as its singular */
  vocab: Set<string>;
  /** every word-prefix of a term ("chef de" of "chef de partie"), so a scan grows a phrase only while it can match */
  prefixes: Set<string>;
  /**
   * field word → the occupations whose title or alternate titles contain it ("logistics" → logistician,
   * dispatcher, …), kept only when they are 2..TITLE_WORD_MAX_OCCS occupations mostly of one sector: such a word
   * names a field ("warehouse", "driver"); "specialist", "online" or "print" do not.
   */
  fieldWords: Map<string, Set<number>>;
  /**
   * field word → how specific it is: the square of the largest share of its occupations in one ISCO-08 sub-major
   * group. A word naming a specialism ("driver": 83xx) keeps its vote; one naming only the sector ("healthcare":
   * an assistant 5321 and a manager 1342, half each) is a quarter of it.
   */
  fieldWordWeight: Map<string, number>;
}

let INDEX: Index | null = null;

function addTerm(map: Map<string, Term[]>, phrase: string, t: Term) {
  const key = words(phrase).join(" ");
  if (!key) return;
  const list = map.get(key) ?? [];
  const same = list.find((x) => x.occ === t.occ);
  if (same) same.weight = Math.max(same.weight, t.weight);
  else list.push(t);
  map.set(key, list);
}

function buildIndex(): Index {
  const terms = new Map<string, Term[]>();
  // Skill specificity: how many occupations list a skill (IDF over the occupation table).
  const df = new Map<string, number>();
  const skillNames = (name: string): string[] => {
    const s = getSkill(name) ?? resolveSkill(name);
    const out = new Set([name.toLowerCase()]);
    if (s) {
      out.add(s.name.toLowerCase());
      if (s.textMatch !== "strict" && s.textMatch !== "never") for (const a of s.aliases) if (a.length >= 4) out.add(a.toLowerCase());
    }
    return [...out];
  };
  for (const o of OCCUPATIONS) for (const k of new Set(o.skills.flatMap((s) => skillNames(s.skill)))) df.set(k, (df.get(k) ?? 0) + 1);
  const n = OCCUPATIONS.length;
  OCCUPATIONS.forEach((o, i) => {
    for (const t of [o.title, ...o.alternateTitles]) addTerm(terms, t, { occ: i, kind: "title", weight: 1 });
    const norm = 1 / Math.sqrt(Math.max(3, o.skills.length));
    for (const s of o.skills) {
      const imp = s.importance === "core" ? 1 : s.importance === "important" ? 0.7 : 0.4;
      for (const name of skillNames(s.skill))
        addTerm(terms, name, { occ: i, kind: "skill", weight: (imp * norm * Math.log(n / (df.get(name) ?? 1))) / Math.log(n) });
    }
  });
  // A phrase shared by several occupations says less about each.
  for (const list of terms.values()) {
    const titles = list.filter((t) => t.kind === "title").length;
    for (const t of list) if (t.kind === "title" && titles > 1) t.weight /= titles;
  }
  const titleWords = new Map<string, Set<number>>();
  OCCUPATIONS.forEach((o, i) => {
    for (const t of [o.title, ...o.alternateTitles]) {
      for (const w of words(t)) if (w.length >= 4 && !SENIORITY_WORD.has(w)) titleWords.set(w, (titleWords.get(w) ?? new Set()).add(i));
    }
  });
  const fieldWords = new Map<string, Set<number>>();
  const fieldWordWeight = new Map<string, number>();
  for (const [w, occs] of titleWords) {
    if (occs.size < 2 || occs.size > TITLE_WORD_MAX_OCCS) continue;
    const bySector = new Map<string, number>();
    for (const o of occs) bySector.set(OCCUPATIONS[o].sector, (bySector.get(OCCUPATIONS[o].sector) ?? 0) + 1);
    if (Math.max(...bySector.values()) / occs.size < TITLE_WORD_SECTOR_SHARE) continue;
    fieldWords.set(w, occs);
    const byGroup = new Map<string, number>();
    for (const o of occs) {
      const g = OCCUPATIONS[o].isco?.slice(0, 2) ?? `?${o}`;
      byGroup.set(g, (byGroup.get(g) ?? 0) + 1);
    }
    fieldWordWeight.set(w, (Math.max(...byGroup.values()) / occs.size) ** 2);
  }
  const prefixes = new Set<string>();
  const vocab = new Set<string>();
  for (const k of terms.keys()) {
    const parts = k.split(" ");
    for (let i = 1; i <= parts.length; i++) prefixes.add(parts.slice(0, i).join(" "));
    for (const p of parts) vocab.add(p);
  }
  return { terms, prefixes, vocab, fieldWords, fieldWordWeight };
}

function index(): Index {
  return (INDEX ??= buildIndex());
}

/** Title weight inside a title line vs in body text. */
const TITLE_IN_TITLE = 4;
const TITLE_IN_BODY = 1;
const SKILL_WEIGHT = 1.2;
/**
 * A title naming no occupation of ours ("Logistics Specialist", "Driver II", "Warehouse Administrator") still
 * says its field through its words: each field word (see Index.fieldWords) votes for the occupations whose
 * titles contain it, split among them.
 */
const TITLE_WORD_WEIGHT = 2;
const TITLE_WORD_MAX_OCCS = 8;
const TITLE_WORD_SECTOR_SHARE = 0.75;

type TitleVote = { occ: number; word: string; add: number };

function scan(
  text: string,
  inTitle: boolean,
  acc: Map<number, { score: number; ev: Map<string, number> }>,
  scale = 1,
  titleVotes?: TitleVote[],
) {
  const ix = index();
  // Plurals read as their singular when only the singular is a term word ("care workers", "nurses").
  // German feminine titles read as the listed form ("krankenpflegerin" → "krankenpfleger").
  const ws = words(text).map((w) =>
    w.length > 4 && w.endsWith("s") && !ix.vocab.has(w) && ix.vocab.has(w.slice(0, -1))
      ? w.slice(0, -1)
      : feminineStem(w, (x) => ix.vocab.has(x)),
  );
  const seen = new Map<string, number>();
  // In a title, a generic head word matched alone after a word we do not know ("Energy Engineer", "Pipeline
  // Integrity Engineer") names no occupation: it counts as body text, not as the title.
  const weak = new Set<string>();
  let covered = 0;
  for (let i = 0; i < ws.length; i++) {
    // Longest term starting at word i, grown one word at a time while some term still starts this way.
    let key = ws[i];
    let best: string | null = null;
    for (let j = i + 1; ix.prefixes.has(key); j++) {
      if (ix.terms.has(key) && (key !== ws[i] || inTitle || (key.length >= 4 && !BODY_AMBIGUOUS.has(key)))) best = key;
      if (j >= ws.length) break;
      key = `${key} ${ws[j]}`;
    }
    // In a title, a term inside a longer one already matched ("engineer" of "mechanical engineer", of "horizontal
    // construction engineer") is that title's word, not a second title.
    if (best && inTitle && i < covered) continue;
    if (best) {
      seen.set(best, (seen.get(best) ?? 0) + 1);
      if (inTitle && best === ws[i] && BODY_AMBIGUOUS.has(best) && i > 0 && i >= covered && !SENIORITY_WORD.has(ws[i - 1])) weak.add(best);
      covered = Math.max(covered, i + best.split(" ").length);
    }
  }
  if (inTitle && titleVotes && ![...seen.keys()].some((k) => !weak.has(k) && ix.terms.get(k)!.some((t) => t.kind === "title"))) {
    for (const w of new Set(ws)) {
      const occs = ix.fieldWords.get(w);
      if (!occs) continue;
      for (const o of occs)
        titleVotes.push({ occ: o, word: w, add: (TITLE_WORD_WEIGHT * scale * (ix.fieldWordWeight.get(w) ?? 1)) / occs.size });
    }
  }
  for (const [key, count] of seen) {
    const rep = 1 + Math.log(count);
    for (const t of ix.terms.get(key)!) {
      const w =
        t.kind === "title" ? (inTitle && !weak.has(key) ? TITLE_IN_TITLE : TITLE_IN_BODY) * Math.sqrt(key.split(" ").length) : SKILL_WEIGHT;
      const add = w * t.weight * rep * scale;
      if (add <= 0) continue;
      const a = acc.get(t.occ) ?? { score: 0, ev: new Map() };
      a.score += add;
      a.ev.set(key, (a.ev.get(key) ?? 0) + add);
      acc.set(t.occ, a);
    }
  }
}

const TOP = 12;
/**
 * A role named inside a sentence counts as a title at three quarters of its weight: it says what the post is, but a cue such as
 * "as a" also meets phrases that are no role. Checked on the dev split (0.5 and 1 ranked worse).
 */
const ROLE_SCALE = 0.75;

/** The profession of a document: `titles` are its role titles (CV) or its title (ad); `text` is the whole text. */
export function inferProfession(input: {
  titles?: string[];
  /** role phrases named inside the text ("looking for a Senior Mechanical Engineer"): titles at ROLE_SCALE */
  roles?: string[];
  text: string;
}): ProfessionDistribution {
  const acc = new Map<number, { score: number; ev: Map<string, number> }>();
  // Titles come most recent first (a CV's roles in their order, an ad's one title): a career's latest roles say
  // more about what the person does now than a cashier job fifteen years ago (1, 0.67, 0.5, 0.4, …).
  const votes: TitleVote[] = [];
  (input.titles ?? []).forEach((t, i) => {
    if (t) scan(t, true, acc, 1 / (1 + 0.5 * i), votes);
  });
  for (const r of input.roles ?? []) scan(r, true, acc, ROLE_SCALE);
  for (const v of votes) {
    const a = acc.get(v.occ) ?? { score: 0, ev: new Map() };
    a.score += v.add;
    a.ev.set(v.word, (a.ev.get(v.word) ?? 0) + v.add);
    acc.set(v.occ, a);
  }
  scan(input.text, false, acc);
  const ranked = [...acc].sort((a, b) => b[1].score - a[1].score).slice(0, TOP);
  const strength = ranked.reduce((s, [, v]) => s + v.score, 0);
  // Sharpen: the best-supported occupations carry the mass, a long tail of one-skill hits does not.
  const sharp = ranked.map(([i, v]) => [i, v.score ** 2, v.ev] as const);
  const z = sharp.reduce((s, [, w]) => s + w, 0) || 1;
  const top = sharp.map(([i, w, ev]) => ({
    occupation: OCCUPATIONS[i],
    p: w / z,
    evidence: [...ev]
      .sort((a, b) => b[1] - a[1])
      .map(([k]) => k)
      .slice(0, 5),
  }));
  const sectors = new Map<string, number>();
  for (const s of top) sectors.set(s.occupation.sector, (sectors.get(s.occupation.sector) ?? 0) + s.p);
  return { top, sectors, strength };
}

function kernel(a: ProfessionShare[], b: ProfessionShare[]): number {
  let s = 0;
  for (const x of a) for (const y of b) s += x.p * y.p * occupationAffinity(x.occupation, y.occupation);
  return s;
}

export interface ProfessionFit {
  /** 0..1: 1 = the same profession, 0 = unrelated; 0.5 when either side is unknown */
  fit: number;
  cv: string | null;
  job: string | null;
  evidence: string;
}

/** Normalised kernel similarity of two profession distributions (a cosine in the occupation-affinity space). */
export function professionFit(cv: ProfessionDistribution, job: ProfessionDistribution): ProfessionFit {
  const c = cv.top[0]?.occupation.title ?? null;
  const j = job.top[0]?.occupation.title ?? null;
  if (!cv.top.length || !job.top.length) return { fit: 0.5, cv: c, job: j, evidence: "profession not recognised on one side: neutral" };
  const fit = kernel(cv.top, job.top) / Math.sqrt(kernel(cv.top, cv.top) * kernel(job.top, job.top));
  const why = (d: ProfessionDistribution) => `${d.top[0].occupation.title} (${d.top[0].evidence.slice(0, 3).join(", ")})`;
  return { fit: Math.round(fit * 1000) / 1000, cv: c, job: j, evidence: `CV reads as ${why(cv)}; the job as ${why(job)}` };
}
