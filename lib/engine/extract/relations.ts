import { lineIndexAt, type Doc } from "./context";
import { RELATIONSHIP_TYPES, type Entity, type EntityType, type Relationship, type RelationshipType } from "./types";

/**
 * Relationships by document structure: entities on the same line (or the adjacent line of a CV header)
 * relate; a named candidate relates to every role, employer and skill. Confidence is the weaker
 * entity's confidence, discounted with distance.
 */
export function findRelationships(doc: Doc, entities: Entity[]): Relationship[] {
  const rels: Relationship[] = [];
  const line = entities.map((e) => lineIndexAt(doc, e.start));
  const byType = new Map<EntityType, number[]>();
  entities.forEach((e, i) => {
    const list = byType.get(e.type);
    if (list) list.push(i);
    else byType.set(e.type, [i]);
  });
  const idx = (type: EntityType) => byType.get(type) ?? [];
  // (type, source, target) triples already added, as one number: a linear scan per add was quadratic.
  const seen = new Set<number>();
  const n = entities.length;
  const add = (type: RelationshipType, source: number, target: number, factor: number) => {
    const key = (RELATIONSHIP_TYPES.indexOf(type) * n + source) * n + target;
    if (seen.has(key)) return;
    seen.add(key);
    const confidence = Math.round(Math.min(entities[source].confidence, entities[target].confidence) * factor * 1000) / 1000;
    rels.push({ type, source, target, confidence });
  };
  // Nearest target of a type on the same line, else within one line.
  const nearest = (i: number, type: EntityType, maxLines = 1): [number, number] | null => {
    let best: [number, number] | null = null;
    for (const j of idx(type)) {
      const dl = Math.abs(line[j] - line[i]);
      if (dl > maxLines) continue;
      const d = dl * 1000 + Math.abs(entities[j].start - entities[i].start);
      if (!best || d < best[1]) best = [j, d];
    }
    return best;
  };
  const factorOf = (d: number) => (d < 1000 ? 0.95 : 0.8);

  const people = idx("EMPLOYEE");
  const person = people[0];
  for (const j of idx("JOB")) {
    if (person !== undefined) add("has_role", person, j, 0.85);
    const emp = nearest(j, "EMPLOYER");
    if (emp) add("works_at", person ?? j, emp[0], factorOf(emp[1]));
    const date = nearest(j, "DATE");
    if (date) add("during", j, date[0], factorOf(date[1]));
    const loc = nearest(j, "LOCATION", 0);
    if (loc) add("located_in", j, loc[0], factorOf(loc[1]));
  }
  for (const e of idx("EMPLOYER")) {
    if (person !== undefined) add("works_at", person, e, 0.8);
    const loc = nearest(e, "LOCATION", 0);
    if (loc) add("located_in", e, loc[0], factorOf(loc[1]));
  }
  for (const s of idx("SALARY")) {
    const job = nearest(s, "JOB", 2) ?? (idx("JOB").length ? ([idx("JOB")[0], 5000] as [number, number]) : null);
    if (job) add("salary_of", s, job[0], job[1] < 1000 ? 0.9 : 0.7);
  }
  if (person !== undefined) for (const k of idx("SKILL")) add("has_skill", person, k, 0.8);
  else {
    const firstJob = idx("JOB")[0];
    if (firstJob !== undefined) for (const k of idx("SKILL")) add("has_skill", firstJob, k, 0.6);
  }
  for (const r of idx("RECRUITER")) {
    const target = nearest(r, "EMPLOYER", 2) ?? nearest(r, "JOB", 3);
    if (target) add("recruits_for", r, target[0], factorOf(target[1]));
  }
  for (const p of people) {
    const loc = nearest(p, "LOCATION", 1);
    if (loc) add("located_in", p, loc[0], factorOf(loc[1]) * 0.9);
  }
  return rels;
}
