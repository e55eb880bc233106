/**
 * Developer tiers and the models each unlocks (spec 1 §2.3–2.4): reference data read by the gateway, the
 * platform and the portal alike, so it sits below all of them. lib/platform/tiers re-exports it.
 */
export const DEVELOPER_TIERS = ["FREE", "PRO", "PLUS", "ENTERPRISE"] as const;
export type DeveloperTier = (typeof DEVELOPER_TIERS)[number];

export function tierRank(tier: DeveloperTier): number {
  return DEVELOPER_TIERS.indexOf(tier);
}

export function meetsTier(tier: DeveloperTier, min: DeveloperTier): boolean {
  return tierRank(tier) >= tierRank(min);
}

export function isDeveloperTier(v: unknown): v is DeveloperTier {
  return typeof v === "string" && (DEVELOPER_TIERS as readonly string[]).includes(v);
}

export interface ModelInfo {
  id: "lm-flash" | "lm-standard" | "lm-deep";
  speed: string;
  quality: string;
  minTier: DeveloperTier;
  maxTokens: number;
}

export const MODELS: ModelInfo[] = [
  { id: "lm-flash", speed: "Fastest", quality: "Good", minTier: "FREE", maxTokens: 300 },
  { id: "lm-standard", speed: "Fast", quality: "Better", minTier: "PRO", maxTokens: 1_500 },
  { id: "lm-deep", speed: "Slower", quality: "Best", minTier: "PLUS", maxTokens: 4_096 },
];

export function findModel(id: string): ModelInfo | undefined {
  return MODELS.find((m) => m.id === id);
}

export function modelsForTier(tier: DeveloperTier): ModelInfo[] {
  return MODELS.filter((m) => meetsTier(tier, m.minTier));
}
