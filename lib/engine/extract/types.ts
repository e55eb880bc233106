export const ENTITY_TYPES = ["EMPLOYEE", "EMPLOYER", "RECRUITER", "JOB", "SKILL", "LOCATION", "DATE", "SALARY"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const RELATIONSHIP_TYPES = ["works_at", "has_role", "located_in", "salary_of", "during", "has_skill", "recruits_for"] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** One entity; start/end are UTF-16 offsets into the input (end exclusive). */
export interface Entity {
  type: EntityType;
  text: string;
  /** 0..1, from the features that fired (see `evidence`) */
  confidence: number;
  start: number;
  end: number;
  /** canonical form when known: skill id, occupation id, ISO country code, ISO date, "EUR 65000-80000/year" … */
  normalized?: string;
  /** the features that produced the entity, human-readable */
  evidence: string;
}

/** source and target are indices into `entities`. */
export interface Relationship {
  type: RelationshipType;
  source: number;
  target: number;
  confidence: number;
}

export interface ExtractOptions {
  entityTypes?: EntityType[];
  minConfidence?: number;
}

export interface ExtractionResult {
  entities: Entity[];
  relationships: Relationship[];
  metadata: {
    entityCount: number;
    characters: number;
    language: string;
    byType: Record<EntityType, number>;
  };
}

/** A scored span before overlap resolution. Weights are log-odds contributions. */
export interface Candidate {
  type: EntityType;
  start: number;
  end: number;
  features: [string, number][];
  normalized?: string;
}
