/**
 * Writes lib/models/embeddings/concepts.json, embed-v1's concept lexicon (see concept-channel.ts), from the
 * taxonomy: occupation titles, alternate titles, EXTRA_OCCUPATION_LABELS and the translated titles of
 * occupations/labels-i18n.ts; skill names, aliases (spoken languages too) and the translations of skills/labels-i18n.ts; seniority levels; job-ad terms (lib/knowledge/job-ad-terms.ts); ISCO-08 groups, related
 * occupations, core and important skills, skill → occupation links, related skills and the skill graph's
 * implications; duty and task phrasings (lib/knowledge/duty-tasks.ts) linked to occupations; and the occupation prototypes of the inferred part, which it computes with the sentence channel
 * (so it needs the model and the fitted projection). Deterministic.
 *   npx tsx scripts/build-concept-lexicon.ts
 * Changing the lexicon changes embed-v1 vectors: stored listing vectors of live feeds are re-embedded when the
 * lexicon hash (part of the model fingerprint) moves; the demo feed applies the channel at load.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { EXTRA_OCCUPATION_LABELS } from "@/lib/knowledge/occupations/extra-labels";
import { OCCUPATION_LABELS } from "@/lib/knowledge/occupations/labels-i18n";
import { SKILL_LABELS } from "@/lib/knowledge/skills/labels-i18n";
import type { LabelRow } from "@/lib/knowledge/label-table";
import { SKILLS, resolveSkill } from "@/lib/knowledge/skills";
import { IMPLIES, impliedSkills } from "@/lib/knowledge/skills/graph";
import { JOB_AD_TERM_GROUPS } from "@/lib/knowledge/job-ad-terms";
import { DUTY_TASKS, dutyTaskForms } from "@/lib/knowledge/duty-tasks";
import { conceptFormKey, type ConceptLexiconJson, type InferJson } from "@/lib/models/embeddings/concept-channel";
import { embedSentenceTexts, shutdownEmbeddings } from "@/lib/models/embeddings";
import { EMBED_DIM } from "@/lib/models/embeddings/projection";

/** Expansion weights: how much of a related concept's direction a mention also carries. */
export const EXPANSION = {
  iscoUnit: 0.35,
  iscoMinor: 0.25,
  /** ISCO-08 sub-major group (2 digits: "teaching professionals"): the broad field two occupations share */
  iscoSubMajor: 0.2,
  relatedOccupation: 0.3,
  /**
   * the field of work an occupation is listed under (the occupation tables' "# Sector" headings: healthcare,
   * education, finance and accounting…): what a sales manager and a sales assistant, or a teacher and a lecturer,
   * share when neither their ISCO groups nor their related lists join them. 0.3, not more: at 0.5 the number of
   * taxonomy title pairs that are neither related, next steps nor in one ISCO minor group and still score above 0.35
   * rose from 7 to 31 (of 92,909); at 0.3 it is 10. Off (0): dev STS is the same with or without it, and what it adds
   * is that tail of unrelated pairs, against the ≤ 0.35 goal for different occupations.
   */
  sector: 0,
  coreSkill: 0.35,
  importantSkill: 0.2,
  impliedSkill: 0.5,
  /** the skill table's own "related" links (SAP FI/CO ~ SAP, prototyping ~ wireframing) */
  relatedSkill: 0.5,
  /**
   * A skill also points at the occupations that list it (core or important), at skillOccupation / √(number of
   * such occupations): "Airflow and Spark" leans towards data engineer, "customer service" (46 occupations) hardly
   * towards any one. This is what lets a duty line meet the job title it describes.
   */
  skillOccupation: 0.6,
  /** a job-ad term carries its group ("fully remote" → working pattern) */
  termGroup: 0.4,
  /**
   * A duty/task concept (lib/knowledge/duty-tasks.ts) carries the own expansion (itself, ISCO groups, skills) of
   * each occupation that does it, at taskOccupation / √(number of such occupations): "reconciled bank statements"
   * meets "Bookkeeper" through the bookkeeper's own concept, groups and skills, and two duty lines of one
   * occupation share them.
   */
  taskOccupation: 1,
  /** …and each of those occupations carries the task back, so a title meets the duty lines of its job */
  occupationTask: 0.3,
};
/**
 * Mention weights: an occupation named in the text outweighs a skill named beside it, and both a seniority word. A
 * level still weighs 0.8: "Senior" is a third of "Senior Data Scientist", and a senior and a junior post are
 * related, not interchangeable (at 0.45 the two titles scored 0.90, above most paraphrases).
 */
export const MENTION = { occupation: 1, skill: 0.6, level: 0.8, term: 0.6, task: 0.8 };

/**
 * Seniority levels as concepts of their own, so "Senior Data Scientist" and "Junior Data Scientist" share the
 * occupation but not the level. The words are those of lib/knowledge/occupations/seniority.ts; "lead" is left out
 * (in CV lines it is mostly the verb), "head of" and "team lead" are in.
 */
const LEVEL_FORMS: Record<string, string[]> = {
  entry: ["intern", "internship", "trainee", "apprentice", "praktikant", "stagiaire", "werkstudent", "working student"],
  junior: ["junior", "jr", "entry level", "entry-level", "graduate", "grad"],
  mid: ["mid level", "mid-level", "midlevel", "intermediate"],
  senior: ["senior", "sr", "snr", "experienced"],
  lead: ["team lead", "team leader", "tech lead", "head of", "principal"],
};
const MAX_WORDS = 6;
/** Named concepts' share = coverage^COVERAGE_POWER: a sentence half covered by skills keeps ~70 % of the channel. */
const COVERAGE_POWER = 0.5;
/** The inferred part (concept-channel.ts, inferOccupations): k nearest prototypes, threshold, slope, weight λ. */
const INFER = { k: 5, threshold: 0.2, slope: 2, weight: 1 };
const SEED = 0x2c0ffee;

// Forms that are everyday words or collide with unrelated meanings; the concept would fire on noise.
const STOP_FORMS = new Set([
  "go",
  "it",
  "less",
  "make",
  "basic",
  "red",
  "pure",
  "ring",
  "text",
  "click",
  "mask",
  "io",
  "as",
  "at",
  "in",
  "on",
  "or",
  "an",
  "is",
  "be",
  "me",
  "my",
  "we",
  "us",
  "do",
  "so",
  "no",
  "up",
  "am",
  "pm",
  "rest",
  "spring",
  "lead",
  "agent",
  "assistant",
  "manager",
  "engineer",
  "specialist",
  "technician",
  "worker",
  "operator",
  "officer",
  "director",
  "analyst",
  "consultant",
  "host",
  "coach",
  "private",
  "monday",
  "editor",
  "writer",
  "producer",
  "model",
  "will",
  "may",
  "can",
  "shell",
  "factor",
  "sage",
  "oracle",
  // Words that name an occupation only when they stand alone; as modifiers ("sales data", "commercial
  // buildings", "Linux server") they mean something else.
  "sale",
  "commercial",
  "comercial",
  "server",
  "polish",
  // Translations (lib/knowledge/*/labels-i18n.ts) that are also everyday English words with another meaning: the
  // Dutch "planner" (dispatcher) and "calculator" (cost estimator), the German "Supervision" and "Moderation", …
  "planner",
  "calculator",
  "supervision",
  "moderator",
  "moderation",
  "conservator",
  "vigilante",
  "disposition",
  "conception",
  "brigadier",
]);

/**
 * Each occupation's prototype: the mean of the unit sentence vectors of its title, up to four alternate titles
 * and the list of its skills, normalised, as signed bytes with a per-prototype scale (1 / length of the bytes,
 * so the dequantised prototype has unit length). Needs the sentence model (the projection must be fitted first).
 */
async function buildPrototypes(conceptOf: (occupationId: string) => number): Promise<InferJson> {
  const skillNames = (o: (typeof OCCUPATIONS)[number]) => o.skills.map((s) => resolveSkill(s.skill)?.name ?? s.skill).join(", ");
  const textsOf = OCCUPATIONS.map((o) => [o.title, ...o.alternateTitles.slice(0, 4), skillNames(o)]);
  const flat = textsOf.flat();
  const vectors: Float32Array[] = [];
  for (let i = 0; i < flat.length; i += 64) vectors.push(...(await embedSentenceTexts(flat.slice(i, i + 64))));
  const bytes = new Int8Array(OCCUPATIONS.length * EMBED_DIM);
  const scales: number[] = [];
  let at = 0;
  textsOf.forEach((texts, p) => {
    const mean = new Float64Array(EMBED_DIM);
    for (let t = 0; t < texts.length; t++, at++) for (let i = 0; i < EMBED_DIM; i++) mean[i] += vectors[at][i];
    let max = 0;
    for (const x of mean) max = Math.max(max, Math.abs(x));
    let n = 0;
    for (let i = 0; i < EMBED_DIM; i++) {
      const q = Math.round((mean[i] / max) * 127);
      bytes[p * EMBED_DIM + i] = q;
      n += q * q;
    }
    scales.push(1 / Math.sqrt(n));
  });
  return {
    concepts: OCCUPATIONS.map((o) => conceptOf(o.id)),
    vectors: Buffer.from(bytes.buffer).toString("base64"),
    scales,
    ...INFER,
  };
}

async function main(): Promise<void> {
  const concepts: string[] = [];
  const at = new Map<string, number>();
  const idOf = (name: string): number => {
    let i = at.get(name);
    if (i === undefined) {
      i = concepts.length;
      concepts.push(name);
      at.set(name, i);
    }
    return i;
  };
  const expand: [number, number][][] = [];
  const setExpand = (i: number, list: [number, number][]) => (expand[i] = list);

  // Skills worth recognising: every non-programming-language skill, and the languages the occupations or the
  // skill graph name (the long tail of Linguist's list is mostly words like "Pure" or "Red").
  const referenced = new Set<string>();
  for (const o of OCCUPATIONS) for (const s of o.skills) referenced.add(resolveSkill(s.skill)?.id ?? "");
  for (const [a, b] of IMPLIES) for (const n of [a, b]) referenced.add(resolveSkill(n)?.id ?? "");
  // Spoken languages are matched strictly elsewhere (casing); here their names count as concepts too
  // ("Fluent Spanish speaker" vs "Native-level French required"), names of five letters or more only.
  const skills = SKILLS.filter(
    (s) =>
      (s.category === "language" && s.name.length >= 5) ||
      (s.textMatch !== "strict" && s.textMatch !== "never" && (s.category !== "programming_language" || referenced.has(s.id))),
  );

  for (const o of OCCUPATIONS) idOf(`o:${o.id}`);
  for (const s of skills) idOf(`s:${s.id}`);
  for (const level of Object.keys(LEVEL_FORMS)) idOf(`l:${level}`);
  for (const g of JOB_AD_TERM_GROUPS) for (const t of Object.keys(g.terms)) idOf(`t:${t}`);
  for (const k of DUTY_TASKS) idOf(`k:${k.id}`);

  // skill id → occupations that list it as core or important
  const occupationsOf = new Map<string, string[]>();
  for (const o of OCCUPATIONS) {
    for (const s of o.skills) {
      const id = s.importance === "nice" ? undefined : resolveSkill(s.skill)?.id;
      if (!id) continue;
      const list = occupationsOf.get(id) ?? [];
      if (!list.includes(o.id)) list.push(o.id);
      occupationsOf.set(id, list);
    }
  }

  // An occupation's own expansion (itself, its ISCO groups, its skills) and, in its full expansion, its neighbours
  // too (its field and related occupations). A task carries only the own expansion of the occupations that do it:
  // it is evidence of what they are, not of their neighbours ("reconciled bank statements" says bookkeeper, not
  // payroll specialist).
  const ownExpand = new Map<number, [number, number][]>();
  for (const o of OCCUPATIONS) {
    const own: [number, number][] = [[idOf(`o:${o.id}`), 1]];
    if (o.isco && o.isco.length === 4) {
      own.push(
        [idOf(`g:${o.isco}`), EXPANSION.iscoUnit],
        [idOf(`g:${o.isco.slice(0, 3)}`), EXPANSION.iscoMinor],
        [idOf(`g:${o.isco.slice(0, 2)}`), EXPANSION.iscoSubMajor],
      );
    }
    for (const s of o.skills) {
      const skill = s.importance === "nice" ? null : resolveSkill(s.skill);
      if (skill && at.has(`s:${skill.id}`))
        own.push([at.get(`s:${skill.id}`)!, s.importance === "core" ? EXPANSION.coreSkill : EXPANSION.importantSkill]);
    }
    const list: [number, number][] = [...own];
    if (EXPANSION.sector > 0) list.push([idOf(`f:${o.sector.replace(/[^a-z0-9]+/g, "-")}`), EXPANSION.sector]);
    for (const r of o.related) if (at.has(`o:${r}`)) list.push([at.get(`o:${r}`)!, EXPANSION.relatedOccupation]);
    ownExpand.set(at.get(`o:${o.id}`)!, dedupe(own));
    setExpand(at.get(`o:${o.id}`)!, dedupe(list));
  }
  for (const s of skills) {
    const list: [number, number][] = [[at.get(`s:${s.id}`)!, 1]];
    for (const implied of [...impliedSkills(s.id)].sort())
      if (at.has(`s:${implied}`)) list.push([at.get(`s:${implied}`)!, EXPANSION.impliedSkill]);
    for (const r of s.related) if (at.has(`s:${r}`)) list.push([at.get(`s:${r}`)!, EXPANSION.relatedSkill]);
    const occupations = occupationsOf.get(s.id) ?? [];
    for (const o of occupations) list.push([at.get(`o:${o}`)!, EXPANSION.skillOccupation / Math.sqrt(occupations.length)]);
    setExpand(at.get(`s:${s.id}`)!, dedupe(list));
  }
  for (const g of JOB_AD_TERM_GROUPS) {
    for (const t of Object.keys(g.terms))
      setExpand(at.get(`t:${t}`)!, [
        [at.get(`t:${t}`)!, 1],
        [idOf(`tg:${g.id}`), EXPANSION.termGroup],
      ]);
  }
  for (const k of DUTY_TASKS) {
    const list: [number, number][] = [[at.get(`k:${k.id}`)!, 1]];
    const w = EXPANSION.taskOccupation / Math.sqrt(k.occupations.length);
    k.occupations.forEach((o) => {
      const i = at.get(`o:${o}`);
      if (i === undefined) throw new Error(`duty task ${k.id} names an unknown occupation: ${o}`);
      for (const [c, x] of ownExpand.get(i)!) list.push([c, w * x]);
    });
    setExpand(at.get(`k:${k.id}`)!, dedupe(list));
  }
  // Occupation → its tasks, added after the tasks took the occupations' expansions (so a task does not carry its
  // sibling tasks through them).
  const tasksOf = new Map<number, [number, number][]>();
  for (const k of DUTY_TASKS) {
    for (const o of k.occupations) {
      const i = at.get(`o:${o}`)!;
      tasksOf.set(i, [...(tasksOf.get(i) ?? []), [at.get(`k:${k.id}`)!, EXPANSION.occupationTask]]);
    }
  }
  for (const [i, list] of [...tasksOf.entries()].sort((a, b) => a[0] - b[0])) setExpand(i, dedupe([...expand[i], ...list]));
  // Group concepts are only reached through expansion; they stand for themselves.
  for (let i = 0; i < concepts.length; i++) expand[i] ??= [[i, 1]];

  const forms = new Map<string, [number, number]>();
  const addForm = (form: string, concept: number, weight: number) => {
    const key = conceptFormKey(form);
    if (!key || key.length < 2 || STOP_FORMS.has(key) || key.split(" ").length > MAX_WORDS) return;
    if (!forms.has(key)) forms.set(key, [concept, weight]);
  };
  // Precedence when two concepts share a form: occupation titles, then their alternate titles, then the extra
  // labels, then skills.
  for (const o of OCCUPATIONS) addForm(o.title, at.get(`o:${o.id}`)!, MENTION.occupation);
  for (const o of OCCUPATIONS) for (const t of o.alternateTitles) addForm(t, at.get(`o:${o.id}`)!, MENTION.occupation);
  for (const [id, labels] of Object.entries(EXTRA_OCCUPATION_LABELS)) {
    const i = at.get(`o:${id}`);
    if (i === undefined) throw new Error(`extra labels name an unknown occupation: ${id}`);
    for (const l of labels) addForm(l, i, MENTION.occupation);
  }
  for (const [id, row] of OCCUPATION_LABELS) {
    const i = at.get(`o:${id}`);
    if (i === undefined) throw new Error(`occupation labels name an unknown occupation: ${id}`);
    for (const l of translatedLabels(row)) addForm(l, i, MENTION.occupation);
  }
  for (const s of skills) for (const f of [s.name, ...s.aliases]) addForm(f, at.get(`s:${s.id}`)!, MENTION.skill);
  for (const [id, row] of SKILL_LABELS) {
    const i = at.get(`s:${id}`);
    if (i !== undefined) for (const l of translatedLabels(row)) addForm(l, i, MENTION.skill);
  }
  for (const [level, words] of Object.entries(LEVEL_FORMS)) for (const w of words) addForm(w, at.get(`l:${level}`)!, MENTION.level);
  for (const g of JOB_AD_TERM_GROUPS)
    for (const [t, words] of Object.entries(g.terms)) for (const w of words) addForm(w, at.get(`t:${t}`)!, MENTION.term);
  for (const k of DUTY_TASKS) for (const f of dutyTaskForms(k)) addForm(f, at.get(`k:${k.id}`)!, MENTION.task);

  const sorted = Object.fromEntries([...forms.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const maxWords = Math.max(...[...forms.keys()].map((k) => k.split(" ").length));
  const out: ConceptLexiconJson = {
    model: "embed-v1-concepts",
    // 2: the matcher skips articles and numbers after a form's first word (concept-channel.ts); bumped so the
    // lexicon hash, part of the model fingerprint, moves with it
    version: 2,
    dim: EMBED_DIM,
    seed: SEED,
    maxWords,
    concepts,
    expand,
    forms: sorted,
    coveragePower: COVERAGE_POWER,
    infer: await buildPrototypes((id) => at.get(`o:${id}`)!),
    sources: [
      "CareerStack occupation taxonomy (lib/knowledge/occupations: titles and alternate titles authored by the team; O*NET-SOC 2019 and ISCO-08 codes)",
      "lib/knowledge/occupations/extra-labels.ts (short forms, slang, European-language labels; authored by the team)",
      "CareerStack skills taxonomy (O*NET 28 Technology Skills, ESCO v1.2, linguist-languages 9.5 MIT, countries-list 3.4 language names) and skill graph",
      "lib/knowledge/job-ad-terms.ts (pay, benefits, working pattern, contract, schedule, qualifications, right to work, requirement strength; authored by the team)",
      "lib/knowledge/duty-tasks.ts (duty and task phrasings linked to the occupations that do them; authored by the team)",
      "occupation prototypes: embed-v1's sentence channel (USE-lite, Apache-2.0, projected) of the taxonomy's titles and skills",
    ],
  };
  const file = path.resolve(process.cwd(), "lib/models/embeddings/concepts.json");
  writeFileSync(file, JSON.stringify(out) + "\n");
  console.log(`wrote ${file}: ${concepts.length} concepts, ${forms.size} forms, max ${maxWords} words, ${OCCUPATIONS.length} prototypes`);
  await shutdownEmbeddings();
}

/**
 * The translations of one label row (lib/knowledge/label-table.ts): every cell but "=" (the English name, already
 * a form), and each cell with a parenthesised part left out as well ("Ingénieur fiabilité des sites (SRE)").
 */
function translatedLabels(row: LabelRow): string[] {
  const out: string[] = [];
  for (const cell of Object.values(row)) {
    if (cell === "=") continue;
    out.push(cell);
    const bare = cell.replace(/\s*\([^()]*\)/g, "").trim();
    if (bare && bare !== cell) out.push(bare);
  }
  return out;
}

function dedupe(list: [number, number][]): [number, number][] {
  const best = new Map<number, number>();
  for (const [i, w] of list) if (w > (best.get(i) ?? 0)) best.set(i, w);
  return [...best.entries()];
}

void main();
