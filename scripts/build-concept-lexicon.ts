/**
 * Writes lib/models/embeddings/concepts.json, embed-v1's concept lexicon (see concept-channel.ts), from the
 * taxonomy: occupation titles, alternate titles and EXTRA_OCCUPATION_LABELS; skill names and aliases; ISCO-08
 * groups, related occupations, core skills and the skill graph's implications. Deterministic.
 *   npx tsx scripts/build-concept-lexicon.ts
 * Changing the lexicon changes embed-v1 vectors: stored listing vectors of live feeds are re-embedded when the
 * lexicon hash (part of the model fingerprint) moves; the demo feed applies the channel at load.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { EXTRA_OCCUPATION_LABELS } from "@/lib/knowledge/occupations/extra-labels";
import { SKILLS, resolveSkill } from "@/lib/knowledge/skills";
import { IMPLIES, impliedSkills } from "@/lib/knowledge/skills/graph";
import { conceptFormKey, type ConceptLexiconJson } from "@/lib/models/embeddings/concept-channel";
import { EMBED_DIM } from "@/lib/models/embeddings/projection";

/** Expansion weights: how much of a related concept's direction a mention also carries. */
export const EXPANSION = { iscoUnit: 0.35, iscoMinor: 0.25, relatedOccupation: 0.3, coreSkill: 0.35, impliedSkill: 0.5 };
/** Mention weights: an occupation named in the text outweighs a skill named beside it. */
export const MENTION = { occupation: 1, skill: 0.6 };
const MAX_WORDS = 6;
const SEED = 0x2c0ffee;

// Forms that are everyday words or collide with unrelated meanings; the concept would fire on noise.
const STOP_FORMS = new Set([
  "go", "it", "less", "make", "basic", "red", "pure", "ring", "text", "click", "mask", "io", "as", "at", "in", "on", "or",
  "an", "is", "be", "me", "my", "we", "us", "do", "so", "no", "up", "am", "pm", "rest", "spring", "lead", "agent", "assistant",
  "manager", "engineer", "specialist", "technician", "worker", "operator", "officer", "director", "analyst", "consultant",
  "host", "coach", "private", "monday", "editor", "writer", "producer", "model", "will", "may", "can", "shell", "factor", "sage", "oracle",
]);

function main(): void {
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
  const skills = SKILLS.filter((s) => s.textMatch !== "strict" && s.textMatch !== "never" && (s.category !== "programming_language" || referenced.has(s.id)));

  for (const o of OCCUPATIONS) idOf(`o:${o.id}`);
  for (const s of skills) idOf(`s:${s.id}`);

  for (const o of OCCUPATIONS) {
    const list: [number, number][] = [[idOf(`o:${o.id}`), 1]];
    if (o.isco && o.isco.length === 4) {
      list.push([idOf(`g:${o.isco}`), EXPANSION.iscoUnit], [idOf(`g:${o.isco.slice(0, 3)}`), EXPANSION.iscoMinor]);
    }
    for (const r of o.related) if (at.has(`o:${r}`)) list.push([at.get(`o:${r}`)!, EXPANSION.relatedOccupation]);
    for (const s of o.skills) {
      const skill = s.importance === "core" ? resolveSkill(s.skill) : null;
      if (skill && at.has(`s:${skill.id}`)) list.push([at.get(`s:${skill.id}`)!, EXPANSION.coreSkill]);
    }
    setExpand(at.get(`o:${o.id}`)!, dedupe(list));
  }
  for (const s of skills) {
    const list: [number, number][] = [[at.get(`s:${s.id}`)!, 1]];
    for (const implied of [...impliedSkills(s.id)].sort()) if (at.has(`s:${implied}`)) list.push([at.get(`s:${implied}`)!, EXPANSION.impliedSkill]);
    setExpand(at.get(`s:${s.id}`)!, list);
  }
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
  for (const s of skills) for (const f of [s.name, ...s.aliases]) addForm(f, at.get(`s:${s.id}`)!, MENTION.skill);

  const sorted = Object.fromEntries([...forms.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const maxWords = Math.max(...[...forms.keys()].map((k) => k.split(" ").length));
  const out: ConceptLexiconJson = {
    model: "embed-v1-concepts",
    version: 1,
    dim: EMBED_DIM,
    seed: SEED,
    maxWords,
    concepts,
    expand,
    forms: sorted,
    sources: [
      "CareerStack occupation taxonomy (lib/knowledge/occupations: titles and alternate titles authored by the team; O*NET-SOC 2019 and ISCO-08 codes)",
      "lib/knowledge/occupations/extra-labels.ts (short forms, slang, European-language labels; authored by the team)",
      "CareerStack skills taxonomy (O*NET 28 Technology Skills, ESCO v1.2, linguist-languages 9.5 MIT) and skill graph",
    ],
  };
  const file = path.resolve(process.cwd(), "lib/models/embeddings/concepts.json");
  writeFileSync(file, JSON.stringify(out) + "\n");
  console.log(`wrote ${file}: ${concepts.length} concepts, ${forms.size} forms, max ${maxWords} words`);
}

function dedupe(list: [number, number][]): [number, number][] {
  const best = new Map<number, number>();
  for (const [i, w] of list) if (w > (best.get(i) ?? 0)) best.set(i, w);
  return [...best.entries()];
}

main();
