/** Document 2: the embedding API and the public model catalogue. */
import { defineRoutes } from "./table";

export const EMBED_ROUTES = defineRoutes({
  embed: {
    method: "POST",
    path: "/v1/embed/embed",
    family: "embed",
    access: "key",
    minTier: null,
    summary: "Embed one or more texts (384-d, embed-v1)",
  },
  similarity: {
    method: "POST",
    path: "/v1/embed/similarity",
    family: "embed",
    access: "key",
    minTier: null,
    summary: "Cosine similarity of two texts, clamped to [0, 1]",
  },
  matchJobs: {
    method: "POST",
    path: "/v1/embed/match-jobs",
    family: "embed",
    access: "key",
    minTier: null,
    summary: "Rank current job listings against a CV by embedding similarity",
  },
  modelsDoc: {
    method: "GET",
    path: "/docs/models",
    family: "embed",
    access: "none",
    minTier: null,
    summary: "Every key family, its models and endpoints",
  },
});
