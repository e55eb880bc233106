import type { Metadata } from "next";
import { EmbeddingsConsole } from "./embeddings-console";

export const metadata: Metadata = { title: "Embeddings playground — CareerStack" };

export default function EmbeddingsPlaygroundPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold">Embeddings</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Compare two career texts with <code className="font-mono">POST /v1/embed/similarity</code>, or embed one with{" "}
        <code className="font-mono">POST /v1/embed/embed</code>. Model <code className="font-mono">embed-v1</code>: Universal Sentence Encoder
        lite projected to 384 dimensions, computed on the server. Needs an embedding key (<code className="font-mono">cstm_em_…</code>).
      </p>
      <EmbeddingsConsole />
    </div>
  );
}
