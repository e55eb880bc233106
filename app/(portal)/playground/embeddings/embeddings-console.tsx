"use client";

import { useId, useState, type FormEvent } from "react";
import { sendRequest, type ApiCallResult } from "@/components/playground/call-api";
import { KeyPicker, useConsoleKey } from "@/components/playground/console-key";
import { RequestInspector } from "@/components/playground/console-output";
import { Button, Card, CardBody, CardHeader, EmptyState, ErrorState } from "@/components/ui";
import { describeFailure } from "@/lib/portal/console-failure";
import { AgreementView } from "@/components/embeddings/agreement-view";
import { ModeToggle, type ComputeMode } from "@/components/embeddings/mode-toggle";
import { ModelStatus } from "@/components/embeddings/model-status";
import { similarityScore } from "@/components/embeddings/projection-math";
import { SimilarityMeter } from "@/components/embeddings/similarity-meter";
import { useBrowserEmbedder } from "@/components/embeddings/use-browser-embedder";
import { VectorView } from "@/components/embeddings/vector-view";

const INPUT = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";

interface EmbedBody { data: { embedding: number[] }[]; model: string; usage: { tokens: number } }
interface SimilarityBody { similarity: number; model: string }

/** A vector with the text it was computed from, so browser and server results are only compared for one text. */
interface Computed { text: string; vector: ArrayLike<number>; ms: number; extra?: string[] }
type Outcome<T> = { kind: "ok"; value: T } | { kind: "error"; message: string } | null;

const SOURCE: Record<ComputeMode, string> = { browser: "computed in this browser", server: "computed on the server" };
const NO_KEY = "Sign in and pick one of your embedding keys to compute on the server; the browser mode needs no key.";

/** The API's failure as one sentence: status, code and message. */
function failureText(r: ApiCallResult): string {
  const f = describeFailure(r);
  return `${f.status}${f.code ? ` ${f.code}` : ""}: ${f.message}`;
}

export function EmbeddingsConsole() {
  const ids = { a: useId(), b: useId(), single: useId() };
  const k = useConsoleKey("embed");
  const keyId = k.keyId;
  const [last, setLast] = useState<ApiCallResult | null>(null);
  const [mode, setMode] = useState<ComputeMode>("browser");
  const embedder = useBrowserEmbedder();
  const [single, setSingle] = useState("Registered nurse with ICU experience and a preceptor role.");
  const [textA, setTextA] = useState("Senior backend engineer: TypeScript, Node.js, PostgreSQL, REST APIs.");
  const [textB, setTextB] = useState("We are hiring a software developer to build APIs in Node and tune Postgres queries.");
  const [vectors, setVectors] = useState<Record<ComputeMode, Computed | null>>({ browser: null, server: null });
  const [embedError, setEmbedError] = useState<string | null>(null);
  const [sim, setSim] = useState<Outcome<{ value: number; ms: number; source: string }>>(null);
  const [busy, setBusy] = useState<"embed" | "compare" | "sim" | null>(null);

  async function embedOn(where: ComputeMode, text: string): Promise<Computed> {
    if (where === "browser") {
      const r = await embedder.embed([text]);
      return { text, vector: r.vectors[0], ms: r.ms };
    }
    if (!keyId) throw new Error(NO_KEY);
    const r = await sendRequest<EmbedBody>({ method: "POST", path: "/v1/embed/embed", body: { input: text }, family: "embed", keyId });
    setLast(r);
    if (!r.ok) throw new Error(failureText(r));
    return { text, vector: r.body.data[0]?.embedding ?? [], ms: r.ms, extra: [r.body.model, `${r.body.usage.tokens} tokens`] };
  }

  async function run(kind: "embed" | "compare", modes: ComputeMode[]) {
    setBusy(kind);
    setEmbedError(null);
    try {
      for (const m of modes) {
        const c = await embedOn(m, single);
        setVectors((v) => ({ ...v, [m]: c }));
      }
    } catch (e) {
      setEmbedError(e instanceof TypeError ? "Network error: the API could not be reached." : (e as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function compareTexts(e?: FormEvent) {
    e?.preventDefault();
    setBusy("sim");
    try {
      if (mode === "browser") {
        const r = await embedder.embed([textA, textB]);
        setSim({ kind: "ok", value: { value: similarityScore(r.vectors[0], r.vectors[1]), ms: r.ms, source: SOURCE.browser } });
      } else {
        if (!keyId) throw new Error(NO_KEY);
        const r = await sendRequest<SimilarityBody>({ method: "POST", path: "/v1/embed/similarity", body: { text_a: textA, text_b: textB }, family: "embed", keyId });
        setLast(r);
        if (!r.ok) throw new Error(failureText(r));
        setSim({ kind: "ok", value: { value: r.body.similarity, ms: r.ms, source: `${r.body.model}, ${SOURCE.server}` } });
      }
    } catch (err) {
      setSim({ kind: "error", message: err instanceof TypeError ? "Network error: the API could not be reached." : (err as Error).message });
    } finally {
      setBusy(null);
    }
  }

  const shown = vectors[mode];
  const pair = vectors.browser && vectors.server && vectors.browser.text === vectors.server.text ? vectors : null;

  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ModeToggle value={mode} onChange={setMode} />
        <KeyPicker k={k} />
      </div>
      <Card>
        <CardHeader title="Model in this browser" description="The same USE-lite files and projection the server uses, run by TensorFlow.js (WASM) in a Web Worker" />
        <CardBody>
          <ModelStatus state={embedder.state} onLoad={() => void embedder.load().catch(() => undefined)} />
        </CardBody>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Embed text" description="384 floats, unit length" />
          <CardBody>
            <form onSubmit={(e) => { e.preventDefault(); void run("embed", [mode]); }} className="flex flex-col gap-3">
              <label htmlFor={ids.single} className="text-sm font-medium">Text</label>
              <textarea id={ids.single} rows={4} maxLength={8000} className={INPUT} value={single} onChange={(e) => setSingle(e.target.value)} required />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" loading={busy === "embed"} disabled={busy !== null}>Embed ({mode})</Button>
                <Button variant="secondary" loading={busy === "compare"} disabled={busy !== null || !keyId} title={keyId ? undefined : NO_KEY} onClick={() => void run("compare", ["browser", "server"])}>
                  Compare browser and server
                </Button>
              </div>
            </form>
            <div className="mt-4 flex flex-col gap-4" aria-live="polite">
              {embedError && <ErrorState message={embedError} />}
              {!shown && !embedError && <EmptyState title="Nothing embedded yet" description={`Press Embed to compute the vector ${mode === "browser" ? "in this browser" : "on the server"}.`} />}
              {shown && <VectorView vector={shown.vector} ms={shown.ms} source={SOURCE[mode]} extra={shown.extra} />}
              {pair?.browser && pair.server && <AgreementView browser={pair.browser.vector} server={pair.server.vector} />}
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Similarity" description="Cosine of the two vectors, clamped to 0–1 (as POST /v1/embed/similarity)" />
          <CardBody>
            <form onSubmit={compareTexts} className="flex flex-col gap-3">
              <label htmlFor={ids.a} className="text-sm font-medium">Text A</label>
              <textarea id={ids.a} rows={4} maxLength={8000} className={INPUT} value={textA} onChange={(e) => setTextA(e.target.value)} required />
              <label htmlFor={ids.b} className="text-sm font-medium">Text B</label>
              <textarea id={ids.b} rows={4} maxLength={8000} className={INPUT} value={textB} onChange={(e) => setTextB(e.target.value)} required />
              <Button type="submit" loading={busy === "sim"} disabled={busy !== null}>Compare ({mode})</Button>
            </form>
            <div className="mt-4" aria-live="polite">
              {sim === null && <EmptyState title="No comparison yet" description="Edit the two texts and press Compare." />}
              {sim?.kind === "error" && <ErrorState message={sim.message} onRetry={() => void compareTexts()} />}
              {sim?.kind === "ok" && <SimilarityMeter value={sim.value.value} ms={sim.value.ms} source={sim.value.source} />}
            </div>
          </CardBody>
        </Card>
      </div>
      {last && <RequestInspector result={last} />}
    </div>
  );
}
