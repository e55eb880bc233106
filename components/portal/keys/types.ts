// Keys as the portal API returns them: the types come from the zod contracts, not from a copy.
import type { ApiKeyView, CreatedKey as CreatedKeyBody, KeyListResponse } from "@/lib/portal/contracts";

export type ApiKey = ApiKeyView;
export type Family = ApiKey["family"];
export type KeyList = KeyListResponse;
export type CreatedKey = CreatedKeyBody;

export const FAMILIES: { id: Family; title: string; auth: string; description: string }[] = [
  {
    id: "transformer",
    title: "Transformer API",
    auth: "X-API-Key: csk_live_… / csk_test_…",
    description: "/transformer/v1/*; optional on /cstm and life-simulation routes.",
  },
  {
    id: "embed",
    title: "Embedding API",
    auth: "Authorization: Bearer cstm_em_…",
    description: "/v1/embed/* — 384-dimensional career-text embeddings.",
  },
  {
    id: "developer",
    title: "Developer API",
    auth: "X-Api-Key: csk_…_v1_…",
    description: "/v1/career/* — CV score, salary, cover letters, chat. Keys follow your plan.",
  },
];
