import { CareerGraphRequest } from "@/lib/contracts/transformer-text";
import { buildCareerGraph } from "@/lib/engine/graph";
import { transformerRoute, methodNotAllowed } from "@/lib/http/route";
import { now } from "@/lib/platform/clock";

// POST /transformer/v1/career-graph — nodes, edges, Louvain clusters and career score (spec 3 §2.3).
export const POST = transformerRoute(CareerGraphRequest, { endpoint: "/transformer/v1/career-graph", taskType: "career-graph" }, async ({ body }) => {
  const data = buildCareerGraph(body.text, { now: new Date(now()) });
  // meta.confidence grows with the evidence the score rests on: components that found data.
  const withData = data.careerScore.components.filter((c) => c.score > 0).length;
  return { data, confidence: 0.3 + 0.12 * withData };
});

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
