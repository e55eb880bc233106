export type GraphNodeType = "skill" | "role" | "employer";
export type GraphEdgeType = "uses" | "co_occurs" | "related" | "at" | "next";

export interface GraphNode {
  /** "skill:python", "role:0", "employer:acme-gmbh" */
  id: string;
  type: GraphNodeType;
  label: string;
  /** 0..1 relative importance (mentions for skills, months for roles) */
  weight: number;
}

export interface GraphEdge {
  source: string;
  target: string;
  type: GraphEdgeType;
  weight: number;
}

export interface GraphCluster {
  id: string;
  /** the cluster's dominant skill category or its heaviest node */
  label: string;
  nodes: string[];
  /** share of the cluster's edge weight that stays inside it, 0..1 */
  cohesion: number;
}

export interface ScoreComponent {
  name: string;
  /** 0..100 */
  score: number;
  /** weights sum to 1 */
  weight: number;
  evidence: string;
}

export interface CareerGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  clusters: GraphCluster[];
  careerScore: { overall: number; components: ScoreComponent[] };
  /** Louvain modularity of the partition */
  modularity: number;
}
