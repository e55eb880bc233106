// Dev-only diagnostic: for each dev CV/advert pair, how long each mode's letter is beside the facts the inputs hold
// and the facts the letter used. `npx tsx scripts/letter-facts.ts [maxWords] [--verbose]`. The holdout is never read.
import { buildRealPairs } from "./eval/writing-corpus";
import { LETTER_MODES, writeCoverLetter } from "@/lib/engine/writing/local/cover-letter";
import { readAd, readCandidate } from "@/lib/engine/writing/local/documents";

const maxWords = Number(process.argv[2] ?? 350);
const verbose = process.argv.includes("--verbose");
const pairs = buildRealPairs("dev");
let inLength = 0;
let total = 0;
const shortWithFacts: string[] = [];
for (const pair of pairs) {
  const cand = readCandidate({ cvText: pair.cv });
  const ad = readAd({ jobDescription: pair.ad });
  const avail = `results ${cand.achievements.length}, skills ${cand.skills.size}, titles ${cand.titles.length}, roles ${cand.roles.length}, education ${cand.education.length}, languages ${cand.languages.length}, years ${cand.yearsStated ? 1 : 0}; ad: reqs ${ad.mustHaves.length}, duties ${ad.duties.length}, cues ${ad.cultureCues.length}, self ${ad.selfDescription ? 1 : 0}`;
  const rows: string[] = [];
  for (const m of LETTER_MODES) {
    const out = writeCoverLetter({
      cvText: pair.cv,
      jobDescription: pair.ad,
      mode: m,
      maxWords,
      depth: 3,
      referrerName: "Jordan Blake",
      language: null,
    });
    const limit = m.id === 15 ? Math.min(maxWords, 180) : maxWords;
    total++;
    const ok = out.wordCount >= 0.8 * limit && out.wordCount <= 1.05 * limit;
    inLength += ok ? 1 : 0;
    const kinds = new Map<string, number>();
    for (const f of out.factsUsed) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
    rows.push(`  m${m.id} ${out.wordCount}/${limit}${ok ? "" : " SHORT"} used: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")}`);
    if (!ok && cand.achievements.length >= 6)
      shortWithFacts.push(`${pair.cvId}|${pair.adId} m${m.id} ${out.wordCount} words, ${cand.achievements.length} results`);
    if (verbose && !ok) rows.push(out.letter.replace(/^/gm, "    | "));
  }
  console.log(`${pair.cvId} × ${pair.adId}: ${avail}`);
  console.log(rows.join("\n"));
}
console.log(`\nwithin 80–105 %: ${inLength}/${total} = ${((100 * inLength) / total).toFixed(1)} %`);
console.log(`short although the CV holds ≥ 6 results: ${shortWithFacts.length}`);
