export type Family = "developer" | "transformer" | "embed";

export interface ApiKey {
  id: string;
  name: string | null;
  family: Family;
  tier: string;
  keyType: string;
  prefix: string;
  status: "active" | "revoked";
  dailyLimit: number | null;
  rpmLimit: number;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface KeyList {
  keys: ApiKey[];
  secretKey: { id: string; createdAt: string } | null;
  maxActivePerFamily: number;
  activeCounts: Record<Family, number>;
  plan: { tier: string; maxKeyTier: string };
}

export interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
  family: string;
  tier: string;
  keyType: string;
  name: string | null;
  createdAt: string;
}

export const FAMILIES: { id: Family; title: string; auth: string; description: string }[] = [
  { id: "transformer", title: "Transformer API", auth: "X-API-Key: csk_live_… / csk_test_…", description: "/transformer/v1/*; optional on /cstm and life-simulation routes." },
  { id: "embed", title: "Embedding API", auth: "Authorization: Bearer cstm_em_…", description: "/v1/embed/* — 384-dimensional career-text embeddings." },
  { id: "developer", title: "Developer API", auth: "X-Api-Key: csk_…_v1_…", description: "/v1/career/* — CV score, salary, cover letters, chat. Keys follow your plan." },
];
