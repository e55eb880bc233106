import { extractEntities } from "@/lib/engine/extract";
import { loadDevSet } from "./extraction";
for (const doc of loadDevSet()) {
  const remaining = doc.entities.map((e) => `${e.type}:${e.text}`);
  const fps: string[] = [];
  for (const p of extractEntities(doc.text).entities) {
    const k = remaining.indexOf(`${p.type}:${p.text}`);
    if (k >= 0) remaining.splice(k, 1); else fps.push(`${p.type}:${p.text}(${p.confidence})`);
  }
  if (fps.length || remaining.length) console.log(doc.id, "\n  FP:", fps.join(" | "), "\n  FN:", remaining.join(" | "));
}
