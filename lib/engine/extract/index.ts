/**
 * Career entity extraction (spec 3 §2.1): EMPLOYEE, EMPLOYER, RECRUITER, JOB, SKILL, LOCATION, DATE, SALARY
 * with feature-based confidences, evidence strings and a relationship graph. Pure and deterministic.
 */
import { detectLanguage } from "@/lib/engine/parse/language";
import { buildDoc } from "./context";
import { findAsRoleCandidates } from "./find-as-role";
import { findCuedSkillCandidates } from "./find-cued-skills";
import { findEmployerCandidates } from "./find-orgs";
import { findFigureCandidates } from "./find-figures";
import { findJobCandidates } from "./find-jobs";
import { findPersonCandidates } from "./find-people";
import { findPlaceCandidates } from "./find-places";
import { findSkillListCandidates } from "./find-skill-lists";
import { findSkillCandidates } from "./find-skills";
import { propagateSkillNames } from "./skill-propagation";
import { applyGuards } from "./guards";
import { findRelationships } from "./relations";
import { resolveOverlaps } from "./resolve";
import { ENTITY_TYPES, type EntityType, type ExtractOptions, type ExtractionResult } from "./types";

export * from "./types";

export function extractEntities(text: string, options: ExtractOptions = {}): ExtractionResult {
  const doc = buildDoc(text);
  const candidates = applyGuards(doc, [
    ...findFigureCandidates(doc),
    ...findEmployerCandidates(doc),
    ...findAsRoleCandidates(doc),
    ...findJobCandidates(doc),
    ...findPersonCandidates(doc),
    ...findSkillCandidates(doc),
    ...findSkillListCandidates(doc),
    ...propagateSkillNames(doc, findCuedSkillCandidates(doc)),
    ...findPlaceCandidates(doc),
  ]);
  // Entities under 0.5 are dropped inside the resolver (after they have claimed their span).
  const all = resolveOverlaps(text, candidates, 0.5);
  const wanted = options.entityTypes?.length ? new Set<EntityType>(options.entityTypes) : null;
  const min = options.minConfidence ?? 0;
  // Relationships are found on the full set, then re-indexed onto the filtered list.
  const relationships = findRelationships(doc, all);
  const keep = all.map((e) => (!wanted || wanted.has(e.type)) && e.confidence >= min);
  const newIndex: number[] = [];
  let n = 0;
  for (const k of keep) newIndex.push(k ? n++ : -1);
  const entities = all.filter((_, i) => keep[i]);
  const byType = Object.fromEntries(ENTITY_TYPES.map((t) => [t, 0])) as Record<EntityType, number>;
  for (const e of entities) byType[e.type]++;
  return {
    entities,
    relationships: relationships
      .filter((r) => keep[r.source] && keep[r.target])
      .map((r) => ({ ...r, source: newIndex[r.source], target: newIndex[r.target] })),
    metadata: {
      entityCount: entities.length,
      characters: text.length,
      language: detectLanguage(
        text,
        doc.tokens.map((t) => t.key),
      ),
      byType,
    },
  };
}
