import { buildDoc } from "./context";
import { findEmployerCandidates } from "./find-orgs";
import { findFigureCandidates } from "./find-figures";
import { findJobCandidates } from "./find-jobs";
import { findPersonCandidates } from "./find-people";
import { findPlaceCandidates } from "./find-places";
import { findSkillCandidates } from "./find-skills";
import { resolveOverlaps } from "./resolve";
import { findRelationships } from "./relations";
import { extractEntities } from "./index";
import { loadDevSet } from "@/scripts/eval/extraction";
import { detectLanguage } from "@/lib/engine/parse/language";
const texts = loadDevSet().map((d) => d.text);
const docs: string[] = [];
for (let start = 0; start < texts.length; start++) {
  let doc = "";
  for (let k = start; doc.split(/\s+/).length < 300; k = (k + 1) % texts.length) doc += texts[k] + "\n\n";
  docs.push(doc.split(/(\s+)/).slice(0, 599).join(""));
}
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const T: Record<string, number> = {};
const time = <X>(k: string, f: () => X): X => { const t0 = cpu(); const r = f(); T[k] = (T[k] ?? 0) + cpu() - t0; return r; };
for (let rep = 0; rep < 8; rep++) for (const text of docs) {
  const doc = time("buildDoc", () => buildDoc(text));
  const c = [
    ...time("figures", () => findFigureCandidates(doc)),
    ...time("orgs", () => findEmployerCandidates(doc)),
    ...time("jobs", () => findJobCandidates(doc)),
    ...time("people", () => findPersonCandidates(doc)),
    ...time("skills", () => findSkillCandidates(doc)),
    ...time("places", () => findPlaceCandidates(doc)),
  ];
  const ents = time("resolve", () => resolveOverlaps(text, c));
  time("relations", () => findRelationships(doc, ents));
  time("lang", () => detectLanguage(text));
  time("FULL", () => extractEntities(text));
}
const n = docs.length * 8;
console.log(Object.entries(T).map(([k, v]) => `${k}=${(v / n).toFixed(2)}ms`).join(" "));
