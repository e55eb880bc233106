"use client";

import { useId, useState, type FormEvent } from "react";
import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ApiKeyInput, useApiKey } from "@/components/playground/api-key";
import { callApi, errorMessage } from "@/components/playground/call-api";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, ErrorState } from "@/components/ui";

const INPUT = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";

interface SimilarityBody { similarity: number; model: string }
interface EmbedBody { data: { embedding: number[] }[]; model: string; usage: { tokens: number } }

type Outcome<T> = { kind: "ok"; body: T; ms: number } | { kind: "error"; message: string } | null;

export function EmbeddingsConsole() {
  const ids = { a: useId(), b: useId(), single: useId() };
  const [key, setKey] = useApiKey("embed");
  const [textA, setTextA] = useState("Senior backend engineer: TypeScript, Node.js, PostgreSQL, REST APIs.");
  const [textB, setTextB] = useState("We are hiring a software developer to build APIs in Node and tune Postgres queries.");
  const [single, setSingle] = useState("Registered nurse with ICU experience and a preceptor role.");
  const [sim, setSim] = useState<Outcome<SimilarityBody>>(null);
  const [emb, setEmb] = useState<Outcome<EmbedBody>>(null);
  const [busy, setBusy] = useState<"sim" | "emb" | null>(null);

  async function compare(e?: FormEvent) {
    e?.preventDefault();
    if (!key) return setSim({ kind: "error", message: "Paste an embedding key (cstm_em_…) first." });
    setBusy("sim");
    try {
      const r = await callApi<SimilarityBody>("/v1/embed/similarity", { key, family: "embed", body: { text_a: textA, text_b: textB } });
      setSim(r.ok ? { kind: "ok", body: r.body, ms: r.ms } : { kind: "error", message: `${r.status}: ${errorMessage(r.body)}` });
    } catch {
      setSim({ kind: "error", message: "Network error: the API could not be reached." });
    } finally {
      setBusy(null);
    }
  }

  async function embed(e?: FormEvent) {
    e?.preventDefault();
    if (!key) return setEmb({ kind: "error", message: "Paste an embedding key (cstm_em_…) first." });
    setBusy("emb");
    try {
      const r = await callApi<EmbedBody>("/v1/embed/embed", { key, family: "embed", body: { input: single } });
      setEmb(r.ok ? { kind: "ok", body: r.body, ms: r.ms } : { kind: "error", message: `${r.status}: ${errorMessage(r.body)}` });
    } catch {
      setEmb({ kind: "error", message: "Network error: the API could not be reached." });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="max-w-xl">
        <ApiKeyInput family="embed" value={key} onChange={setKey} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="Similarity" description="Cosine of the two vectors, clamped to 0–1" />
          <CardBody>
            <form onSubmit={compare} className="flex flex-col gap-3">
              <label htmlFor={ids.a} className="text-sm font-medium">Text A</label>
              <textarea id={ids.a} rows={4} maxLength={8000} className={INPUT} value={textA} onChange={(e) => setTextA(e.target.value)} required />
              <label htmlFor={ids.b} className="text-sm font-medium">Text B</label>
              <textarea id={ids.b} rows={4} maxLength={8000} className={INPUT} value={textB} onChange={(e) => setTextB(e.target.value)} required />
              <Button type="submit" loading={busy === "sim"} disabled={busy !== null}>Compare</Button>
            </form>
            <div className="mt-4" aria-live="polite">
              {sim === null && <EmptyState title="No comparison yet" description="Edit the two texts and press Compare." />}
              {sim?.kind === "error" && <ErrorState message={sim.message} onRetry={() => void compare()} />}
              {sim?.kind === "ok" && <SimilarityMeter value={sim.body.similarity} ms={sim.ms} model={sim.body.model} />}
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Embed text" description="384 floats, unit length" />
          <CardBody>
            <form onSubmit={embed} className="flex flex-col gap-3">
              <label htmlFor={ids.single} className="text-sm font-medium">Text</label>
              <textarea id={ids.single} rows={4} maxLength={8000} className={INPUT} value={single} onChange={(e) => setSingle(e.target.value)} required />
              <Button type="submit" loading={busy === "emb"} disabled={busy !== null}>Embed</Button>
            </form>
            <div className="mt-4" aria-live="polite">
              {emb === null && <EmptyState title="Nothing embedded yet" description="Press Embed to see the vector." />}
              {emb?.kind === "error" && <ErrorState message={emb.message} onRetry={() => void embed()} />}
              {emb?.kind === "ok" && <VectorView body={emb.body} ms={emb.ms} />}
            </div>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

function SimilarityMeter({ value, ms, model }: { value: number; ms: number; model: string }) {
  const pct = Math.round(value * 100);
  const label = value >= 0.6 ? "very similar" : value >= 0.35 ? "related" : value >= 0.15 ? "loosely related" : "unrelated";
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <span className="text-3xl font-semibold tabular-nums">{value.toFixed(3)}</span>
        <span className="text-sm text-slate-500">{label} · {model} · {ms} ms</span>
      </div>
      <div className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" role="meter" aria-valuemin={0} aria-valuemax={1} aria-valuenow={value} aria-label="similarity">
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function VectorView({ body, ms }: { body: EmbedBody; ms: number }) {
  const v = body.data[0]?.embedding ?? [];
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  const dims = v.slice(0, 48).map((x, i) => ({ i, x }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge tone="success">{v.length} dims</Badge>
        <Badge>‖v‖ = {norm.toFixed(4)}</Badge>
        <Badge>{body.usage.tokens} tokens</Badge>
        <Badge>{body.model}</Badge>
        <Badge>{ms} ms</Badge>
      </div>
      <p className="text-xs text-slate-500">First 48 dimensions:</p>
      <div className="h-40 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={dims}>
            <XAxis dataKey="i" hide />
            <YAxis width={40} tick={{ fontSize: 11 }} />
            <Tooltip formatter={(x) => Number(x).toFixed(4)} labelFormatter={(i) => `dim ${i}`} />
            <Bar dataKey="x" isAnimationActive={false}>
              {dims.map((d) => <Cell key={d.i} fill={d.x >= 0 ? "#6366f1" : "#f59e0b"} />)}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <pre className="max-h-32 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800">[{v.slice(0, 12).map((x) => x.toFixed(5)).join(", ")}, …]</pre>
    </div>
  );
}
