"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { callApi, failureMessage } from "@/components/playground/call-api";
import { Button, Card, CardBody, CardHeader, EmptyState, ErrorState, Spinner } from "@/components/ui";
import type { FieldDescriptor, ModeInfo } from "@/lib/engine/life-sim/catalog";
import { LifeSimResultView, type LifeSimData } from "./result-view";

const INPUT = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700 dark:bg-slate-900";
const PREFERENCE_KEYS = ["money", "time", "stability", "freedom", "meaning", "status", "growth"];

interface Envelope { success: boolean; data: LifeSimData; meta?: { inferenceMs: number; confidence: number; requestId: string } }

/** Turns the form's strings into the JSON body the route expects (numbers stay strings-or-numbers; lists stay text). */
function buildBody(fields: FieldDescriptor[], values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = (values[f.name] ?? "").trim();
    if (v === "") continue;
    if (f.kind === "preferences" || f.kind === "json") body[f.name] = JSON.parse(v);
    else if (f.kind === "number" && Number.isFinite(Number(v))) body[f.name] = Number(v);
    else body[f.name] = v;
  }
  return body;
}

function PreferenceSliders({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  let prefs: Record<string, number> = {};
  try { prefs = JSON.parse(value || "{}") as Record<string, number>; } catch { prefs = {}; }
  return (
    <div className="grid gap-2 sm:grid-cols-2" role="group" aria-labelledby={id}>
      {PREFERENCE_KEYS.map((k) => (
        <label key={k} className="flex items-center gap-3 text-sm">
          <span className="w-20 capitalize">{k}</span>
          <input type="range" min={0} max={10} step={1} value={prefs[k] ?? 5} aria-label={`${k} preference`}
            onChange={(e) => onChange(JSON.stringify({ ...prefs, [k]: Number(e.target.value) }))} className="flex-1 accent-indigo-600" />
          <span className="w-6 text-right tabular-nums">{prefs[k] ?? 5}</span>
        </label>
      ))}
    </div>
  );
}

function FieldInput({ field, id, value, onChange }: { field: FieldDescriptor; id: string; value: string; onChange: (v: string) => void }) {
  if (field.kind === "preferences") return <PreferenceSliders id={`${id}-label`} value={value} onChange={onChange} />;
  if (field.kind === "textarea" || field.kind === "json") {
    return <textarea id={id} className={`${INPUT} ${field.kind === "json" ? "font-mono" : ""}`} rows={field.kind === "json" ? 3 : 2} value={value} required={field.required} onChange={(e) => onChange(e.target.value)} />;
  }
  if (field.kind === "select") {
    return (
      <select id={id} className={INPUT} value={value} required={field.required} onChange={(e) => onChange(e.target.value)}>
        {field.options?.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    );
  }
  return <input id={id} className={INPUT} type={field.kind === "number" ? "number" : "text"} step="any" value={value} required={field.required} onChange={(e) => onChange(e.target.value)} />;
}

export function LifeSimConsole({ info, initial, autorun = false }: { info: ModeInfo; initial: Record<string, string>; autorun?: boolean }) {
  const baseId = useId();
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [result, setResult] = useState<{ data: LifeSimData; ms: number; requestId: string | null; confidence?: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const started = useRef(false);

  const run = useCallback(async (e?: FormEvent) => {
    e?.preventDefault();
    let body: Record<string, unknown>;
    try { body = buildBody(info.fields, values); } catch { setError("A JSON field is not valid JSON."); return; }
    setLoading(true);
    setError(null);
    // shareable URL: the inputs go into the query string
    const qs = new URLSearchParams(Object.entries(values).filter(([, v]) => v.trim() !== ""));
    window.history.replaceState(null, "", `${window.location.pathname}?${qs.toString()}`);
    try {
      const res = await callApi<Envelope>(info.path, { body });
      if (!res.ok || !res.body?.success) setError(failureMessage(res));
      else setResult({ data: res.body.data, ms: res.ms, requestId: res.requestId, confidence: res.body.meta?.confidence });
    } catch {
      setError("Network error: the request did not reach the server.");
    } finally {
      setLoading(false);
    }
  }, [info, values]);

  useEffect(() => {
    if (autorun && !started.current) { started.current = true; void run(); }
  }, [autorun, run]);

  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-[22rem_1fr]">
      <Card className="self-start">
        <CardHeader title="Inputs" description="Numbers may be typed as text; lists are comma-separated." />
        <CardBody>
          <form onSubmit={run} className="space-y-4" aria-label={`${info.name} inputs`}>
            {info.fields.map((f) => {
              const id = `${baseId}-${f.name}`;
              return (
                <div key={f.name}>
                  <label htmlFor={id} id={`${id}-label`} className="mb-1 block text-sm font-medium">
                    {f.label} {f.required ? <span className="text-red-600" aria-hidden="true">*</span> : <span className="text-xs text-slate-500">(optional)</span>}
                  </label>
                  <FieldInput field={f} id={id} value={values[f.name] ?? ""} onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))} />
                  {f.help && <p className="mt-1 text-xs text-slate-500">{f.help}</p>}
                </div>
              );
            })}
            <Button type="submit" loading={loading} className="w-full">Run simulation</Button>
          </form>
        </CardBody>
      </Card>
      <div className="min-w-0 space-y-4" aria-live="polite">
        {error && <ErrorState message={error} onRetry={() => void run()} />}
        {loading && !result && <div className="flex justify-center py-12"><Spinner size="lg" label="Simulating…" /></div>}
        {!loading && !result && !error && <EmptyState title="No simulation yet" description="Adjust the inputs and press Run simulation. The same inputs always give the same result." />}
        {result && (
          <div data-testid="life-sim-result" className={loading ? "opacity-60" : undefined}>
            <p className="mb-2 text-xs text-slate-500">
              {result.ms} ms{result.confidence !== undefined ? ` · confidence ${result.confidence}` : ""}{result.requestId ? ` · ${result.requestId}` : ""}
            </p>
            <LifeSimResultView data={result.data} />
          </div>
        )}
      </div>
    </div>
  );
}
