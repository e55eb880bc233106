// POST /transformer/v1/extract — career entities with confidences and relationships (spec 3 §2.2).
import { ops } from "@/lib/contracts/operations";
import { extractEntities } from "@/lib/engine/extract";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.extract, ({ body }) => {
  const data = extractEntities(body.text, { entityTypes: body.options?.entityTypes, minConfidence: body.options?.minConfidence });
  // meta.confidence: mean entity confidence; an empty result is a confident "nothing found" only for short texts.
  const mean = data.entities.length
    ? data.entities.reduce((s, e) => s + e.confidence, 0) / data.entities.length
    : body.text.length < 200
      ? 0.6
      : 0.3;
  return { data, confidence: mean };
});
