import { candidateFromText } from "./candidate";
import { matchJob } from "./job-match";
import { listPairs } from "@/tests/fixtures/scoring";
const asOf = new Date(Date.UTC(2026, 0, 15));
for (const p of listPairs()) {
  const r = matchJob({ candidate: candidateFromText(p.cv, { asOf }), jobDescription: p.jd });
  console.log(p.profession.padEnd(12), p.kind.padEnd(9), p.label, String(r.matchScore).padStart(3), JSON.stringify(Object.fromEntries(Object.entries(r.dimensions).map(([k,v])=>[k,v.score]))), r.job.occupation?.occupation.id ?? "-", candidateFromText(p.cv,{asOf}).occupations.map(o=>o.id).join(","));
}
