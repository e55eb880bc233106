/** What every life-simulation mode returns inside the transformer envelope (CONTRACT.md). */
export interface LifeSimBase {
  mode: { id: number; name: string };
  summary: string;
  assumptions: string[];
  /** 0..1: how well the inputs were recognised by the knowledge base; surfaces as meta.confidence */
  confidence: number;
}

export type LifeSimResult = LifeSimBase & Record<string, unknown>;
