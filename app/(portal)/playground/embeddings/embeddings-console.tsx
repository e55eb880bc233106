"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { KeyPicker, useConsoleKey } from "@/components/playground/console-key";
import { ConsoleError, RequestInspector } from "@/components/playground/console-output";
import { useConsoleCall, type ConsoleCall } from "@/components/playground/use-console-call";
import { FormField } from "@/components/portal/form-field";
import { Button, Card, CardBody, CardHeader, EmptyState, ErrorState } from "@/components/ui";
import { AgreementView } from "@/components/embeddings/agreement-view";
import { ModeToggle, type ComputeMode } from "@/components/embeddings/mode-toggle";
import { ModelStatus } from "@/components/embeddings/model-status";
import { SimilarityMeter } from "@/components/embeddings/similarity-meter";
import { useBrowserEmbedder } from "@/components/embeddings/use-browser-embedder";
import { VectorView } from "@/components/embeddings/vector-view";
import type { EmbedResponse, SimilarityResponse } from "@/lib/contracts/embed";
import { similarityScore } from "@/lib/models/embeddings/vector-math";

type EmbedBody = z.infer<typeof EmbedResponse>;
type SimilarityBody = z.infer<typeof SimilarityResponse>;
interface Similarity {
  value: number;
  ms: number;
  source: string;
}

/** A vector with the text it was computed from, so browser and server results are only compared for one text. */
interface Computed {
  text: string;
  vector: ArrayLike<number>;
  ms: number;
  extra?: string[];
}
type Outcome<T> = { kind: "ok"; value: T } | { kind: "error"; message: string } | null;

const SOURCE: Record<ComputeMode, string> = { browser: "computed in this browser", server: "computed on the server" };
const NO_KEY = "Sign in and pick one of your embedding keys to compute on the server; the browser mode needs no key.";

/** The browser's failure as one sentence (the model could not load or run). */
const browserFailure = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function EmbeddingsConsole() {
  const k = useConsoleKey("embed");
  const keyId = k.keyId;
  const [mode, setMode] = useState<ComputeMode>("browser");
  const embedder = useBrowserEmbedder();
  const [single, setSingle] = useState("Registered nurse with ICU experience and a preceptor role.");
  const [textA, setTextA] = useState("Senior backend engineer: TypeScript, Node.js, PostgreSQL, REST APIs.");
  const [textB, setTextB] = useState("We are hiring a software developer to build APIs in Node and tune Postgres queries.");
  // The server's answers are API calls (state, failures and the exchange for "View code"); the browser's are not.
  const serverVector = useConsoleCall<Computed>();
  const serverSimilarity = useConsoleCall<Similarity>();
  const [inspected, setInspected] = useState<"vector" | "similarity">("vector");
  const [browserVector, setBrowserVector] = useState<Outcome<Computed>>(null);
  const [browserSimilarity, setBrowserSimilarity] = useState<Outcome<Similarity>>(null);
  const [embedRan, setEmbedRan] = useState<ComputeMode[]>([]);
  const [similarityRan, setSimilarityRan] = useState<ComputeMode | null>(null);
  const [busy, setBusy] = useState<"embed" | "compare" | "sim" | null>(null);

  async function embedOnServer(text: string) {
    if (!keyId) return serverVector.refuse(NO_KEY);
    setInspected("vector");
    await serverVector.run<EmbedBody>({ method: "POST", path: "/v1/embed/embed", body: { input: text }, family: "embed", keyId }, (r) => ({
      text,
      vector: r.body.data[0]?.embedding ?? [],
      ms: r.ms,
      extra: [r.body.model, `${r.body.usage.tokens} tokens`],
    }));
  }

  async function run(kind: "embed" | "compare", modes: ComputeMode[]) {
    setBusy(kind);
    setEmbedRan(modes);
    try {
      for (const m of modes) {
        if (m === "server") await embedOnServer(single);
        else {
          try {
            const r = await embedder.embed([single]);
            setBrowserVector({ kind: "ok", value: { text: single, vector: r.vectors[0], ms: r.ms } });
          } catch (e) {
            setBrowserVector({ kind: "error", message: browserFailure(e) });
          }
        }
      }
    } finally {
      setBusy(null);
    }
  }

  async function compareTexts(e?: FormEvent) {
    e?.preventDefault();
    setBusy("sim");
    setSimilarityRan(mode);
    try {
      if (mode === "browser") {
        try {
          const r = await embedder.embed([textA, textB]);
          setBrowserSimilarity({
            kind: "ok",
            value: { value: similarityScore(r.vectors[0], r.vectors[1]), ms: r.ms, source: SOURCE.browser },
          });
        } catch (err) {
          setBrowserSimilarity({ kind: "error", message: browserFailure(err) });
        }
      } else if (!keyId) serverSimilarity.refuse(NO_KEY);
      else {
        setInspected("similarity");
        await serverSimilarity.run<SimilarityBody>(
          { method: "POST", path: "/v1/embed/similarity", body: { text_a: textA, text_b: textB }, family: "embed", keyId },
          (r) => ({
            value: r.body.similarity,
            ms: r.ms,
            source: `${r.body.model}, ${SOURCE.server}`,
          }),
        );
      }
    } finally {
      setBusy(null);
    }
  }

  const browserVec = browserVector?.kind === "ok" ? browserVector.value : null;
  const serverVec = serverVector.view;
  const shown = mode === "browser" ? browserVec : serverVec;
  const pair = browserVec && serverVec && browserVec.text === serverVec.text ? { browser: browserVec, server: serverVec } : null;
  const vectorProblem =
    (embedRan.includes("browser") && browserVector?.kind === "error") ||
    (embedRan.includes("server") && (serverVector.failure || serverVector.formError));
  const inspector = inspected === "vector" ? serverVector.last : serverSimilarity.last;

  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ModeToggle value={mode} onChange={setMode} />
        <KeyPicker k={k} />
      </div>
      <Card>
        <CardHeader
          title="Model in this browser"
          description="The same USE-lite files and projection the server uses, run by TensorFlow.js (WASM) in a Web Worker"
        />
        <CardBody>
          <ModelStatus state={embedder.state} onLoad={() => void embedder.load().catch(() => undefined)} />
        </CardBody>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Embed text" description="384 floats, unit length" />
          <CardBody>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void run("embed", [mode]);
              }}
              className="flex flex-col gap-3"
            >
              <FormField
                as="textarea"
                label="Text"
                rows={4}
                maxLength={8000}
                value={single}
                onChange={(e) => setSingle(e.target.value)}
                required
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" loading={busy === "embed"} disabled={busy !== null}>
                  Embed ({mode})
                </Button>
                <Button
                  variant="secondary"
                  loading={busy === "compare"}
                  disabled={busy !== null || !keyId}
                  title={keyId ? undefined : NO_KEY}
                  onClick={() => void run("compare", ["browser", "server"])}
                >
                  Compare browser and server
                </Button>
              </div>
            </form>
            <div className="mt-4 flex flex-col gap-4" aria-live="polite">
              {embedRan.includes("browser") && browserVector?.kind === "error" && <ErrorState message={browserVector.message} />}
              {embedRan.includes("server") && <ServerProblem call={serverVector} />}
              {!shown && !vectorProblem && (
                <EmptyState
                  title="Nothing embedded yet"
                  description={`Press Embed to compute the vector ${mode === "browser" ? "in this browser" : "on the server"}.`}
                />
              )}
              {shown && <VectorView vector={shown.vector} ms={shown.ms} source={SOURCE[mode]} extra={shown.extra} />}
              {pair && <AgreementView browser={pair.browser.vector} server={pair.server.vector} />}
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Similarity" description="Cosine of the two vectors, clamped to 0–1 (as POST /v1/embed/similarity)" />
          <CardBody>
            <form onSubmit={compareTexts} className="flex flex-col gap-3">
              <FormField
                as="textarea"
                label="Text A"
                rows={4}
                maxLength={8000}
                value={textA}
                onChange={(e) => setTextA(e.target.value)}
                required
              />
              <FormField
                as="textarea"
                label="Text B"
                rows={4}
                maxLength={8000}
                value={textB}
                onChange={(e) => setTextB(e.target.value)}
                required
              />
              <Button type="submit" loading={busy === "sim"} disabled={busy !== null}>
                Compare ({mode})
              </Button>
            </form>
            <div className="mt-4" aria-live="polite">
              {similarityRan === null && <EmptyState title="No comparison yet" description="Edit the two texts and press Compare." />}
              {similarityRan === "browser" && browserSimilarity?.kind === "error" && (
                <ErrorState message={browserSimilarity.message} onRetry={() => void compareTexts()} />
              )}
              {similarityRan === "browser" && browserSimilarity?.kind === "ok" && <SimilarityMeter {...browserSimilarity.value} />}
              {similarityRan === "server" && <ServerProblem call={serverSimilarity} />}
              {similarityRan === "server" && serverSimilarity.view && <SimilarityMeter {...serverSimilarity.view} />}
            </div>
          </CardBody>
        </Card>
      </div>
      {inspector && <RequestInspector result={inspector} />}
    </div>
  );
}

/** A server call's refusal (no key) or failure, with the links and Retry the API's error calls for. */
function ServerProblem<V>({ call }: { call: ConsoleCall<V> }) {
  if (call.formError) return <ErrorState message={call.formError} />;
  return call.failure ? <ConsoleError failure={call.failure} onRetry={call.retry} /> : null;
}
