import type { Metadata } from "next";
import { EmbeddingsConsole } from "./embeddings-console";

export const metadata: Metadata = { title: "Embeddings playground — CareerStack" };

export default function EmbeddingsPlaygroundPage() {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Embeddings</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Model <code className="font-mono">embed-v1</code>: Universal Sentence Encoder lite projected to 384 dimensions. Compute vectors in
        this browser (the model files are served by this app and run in a Web Worker; no key needed) or on the server with{" "}
        <code className="font-mono">POST /v1/embed/embed</code> and <code className="font-mono">/v1/embed/similarity</code> as one of your
        embedding keys. With a key, “Compare browser and server” embeds the same text both ways and shows how closely the two vectors agree.
      </p>
      <EmbeddingsConsole />
    </div>
  );
}
