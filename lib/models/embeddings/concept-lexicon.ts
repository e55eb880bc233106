import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileConceptLexicon, type ConceptLexicon, type ConceptLexiconJson } from "./concept-channel";

/** Server-side loader of concepts.json; the browser fetches the same file from /models/embed-v1/concepts.json. */
export function resolveConceptsPath(): string {
  return process.env.EMBED_CONCEPTS_PATH ?? path.resolve(process.cwd(), "lib/models/embeddings/concepts.json");
}

let cached: { lexicon: ConceptLexicon; hash: string } | undefined;

function load(): { lexicon: ConceptLexicon; hash: string } {
  if (!cached) {
    const file = resolveConceptsPath();
    if (!existsSync(file)) throw new Error(`concept lexicon missing: ${file}`);
    const bytes = readFileSync(file);
    cached = {
      lexicon: compileConceptLexicon(JSON.parse(bytes.toString("utf8")) as ConceptLexiconJson),
      hash: createHash("sha256").update(bytes).digest("hex").slice(0, 16),
    };
  }
  return cached;
}

/** Loaded once per process; throws when the file is missing (the routes then answer 503, as for the projection). */
export function loadConceptLexicon(): ConceptLexicon {
  return load().lexicon;
}

/** Short content hash: part of embed-v1's fingerprint, so vectors stored under another lexicon are recomputed. */
export function conceptLexiconHash(): string {
  return load().hash;
}
