// POST /transformer/v1/career-graph — nodes, edges, Louvain clusters and career score (spec 3 §2.3).
import { ops } from "@/lib/contracts/operations";
import { buildCareerGraph } from "@/lib/engine/graph";
import { serve } from "@/lib/http/serve";
import { now } from "@/lib/platform/clock";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.careerGraph, ({ body }) => {
  const data = buildCareerGraph(body.text, { now: new Date(now()) });
  // meta.confidence grows with the evidence the score rests on: components that found data.
  const withData = data.careerScore.components.filter((c) => c.score > 0).length;
  return { data, confidence: 0.3 + 0.12 * withData };
});
