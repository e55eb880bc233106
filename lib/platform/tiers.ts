/** Tiers, quotas and models of the three key families (spec 1 §2.3–2.4, §8; spec 3 §8; CONTRACT.md). */
import type { DeveloperTier } from "@/lib/knowledge/plans";

export {
  DEVELOPER_TIERS,
  findModel,
  isDeveloperTier,
  meetsTier,
  MODELS,
  modelsForTier,
  tierRank,
  type DeveloperTier,
  type ModelInfo,
} from "@/lib/knowledge/plans";

export const PLATFORM_TIERS = ["free", "pro", "enterprise"] as const;
export type PlatformTier = (typeof PLATFORM_TIERS)[number];

export type KeyFamily = "developer" | "transformer" | "embed" | "secret";

export interface Limits {
  /** null = unlimited */
  daily: number | null;
  rpm: number;
}

export const DEVELOPER_LIMITS: Record<DeveloperTier, Limits> = {
  FREE: { daily: 1_000, rpm: 10 },
  PRO: { daily: 10_000, rpm: 60 },
  PLUS: { daily: 100_000, rpm: 200 },
  ENTERPRISE: { daily: null, rpm: 1_000 },
};

export const PLATFORM_LIMITS: Record<PlatformTier, Limits> = {
  free: { daily: 100, rpm: 10 },
  pro: { daily: 10_000, rpm: 100 },
  enterprise: { daily: null, rpm: 1_000 },
};

/** Callers of /cstm and life-simulation routes without a key, counted per client IP (CONTRACT.md). */
export const ANONYMOUS_LIMITS: Limits = { daily: 1_000, rpm: 60 };

export function isPlatformTier(v: unknown): v is PlatformTier {
  return typeof v === "string" && (PLATFORM_TIERS as readonly string[]).includes(v);
}

/** "lm-flash" → "lm-f***": usage lists never spell out the model (spec 1 §2.8). */
export function maskModel(model: string | null | undefined): string | null {
  if (!model) return null;
  const dash = model.indexOf("-");
  const head = dash >= 0 ? model.slice(0, dash + 2) : model.slice(0, 1);
  return `${head}***`;
}
