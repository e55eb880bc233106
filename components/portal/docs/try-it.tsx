"use client";

import { useState, type FormEvent } from "react";
import { ApiKeyInput, useApiKey } from "@/components/playground/api-key";
import { callApi, type ApiCallResult } from "@/components/playground/call-api";
import { Badge, Button, cn, focusRing, statusTone } from "@/components/ui";
import { exampleFor, keyFamilyOf, type OpenApiDoc, type Op } from "@/lib/portal/openapi-view";

const inputClass = cn("h-9 w-full rounded-md border border-slate-300 bg-white px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-900", focusRing);

/** Sends the operation from the browser with the visitor's key (or their session cookie for /api routes). */
export function TryIt({ doc, op }: { doc: OpenApiDoc; op: Op }) {
  const needs = keyFamilyOf(op.op);
  const family = needs === "developer" || needs === "embed" || needs === "transformer" ? needs : "transformer";
  const [key, setKey] = useApiKey(family);
  const params = op.op.parameters ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const bodySchema = op.op.requestBody?.content?.["application/json"]?.schema;
  const [body, setBody] = useState(() => (bodySchema ? JSON.stringify(exampleFor(doc, bodySchema), null, 2) : ""));
  const [result, setResult] = useState<ApiCallResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // /cstm and life-simulation routes take an optional transformer key; portal routes use the session.
  const keyOptional = needs === null || needs === "session";

  async function send(e: FormEvent) {
    e.preventDefault();
    setError(null);
    let parsed: unknown = undefined;
    if (bodySchema && op.method !== "get") {
      try {
        parsed = body.trim() ? JSON.parse(body) : {};
      } catch {
        setError("The body is not valid JSON.");
        return;
      }
    }
    let path = op.path;
    const query = new URLSearchParams();
    for (const p of params) {
      const v = values[p.name] ?? "";
      if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(v));
      else if (p.in === "query" && v) query.set(p.name, v);
    }
    setBusy(true);
    try {
      const qs = query.toString();
      const url = qs ? `${path}?${qs}` : path;
      // Portal routes authenticate with the session cookie; a stored API key must not ride along.
      const sendKey = needs === "session" || needs === "secret" ? undefined : key || undefined;
      setResult(await callApi(url, { method: op.method.toUpperCase(), body: parsed, key: sendKey, family }));
    } catch {
      setError("The request did not reach the server.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <p className="text-sm font-semibold">Try it</p>
      {needs === "session" ? (
        <p className="text-xs text-slate-500">Uses your signed-in session.</p>
      ) : needs === "secret" ? (
        <p className="text-xs text-slate-500">Send with your session, or add the secret key with curl (it is never stored in the browser).</p>
      ) : (
        <ApiKeyInput family={family} value={key} onChange={setKey} optional={keyOptional} />
      )}
      {params
        .filter((p) => p.in === "path" || p.in === "query")
        .map((p) => (
          <label key={`${p.in}-${p.name}`} className="flex flex-col gap-1 text-xs font-medium">
            {p.name} <span className="font-normal text-slate-500">({p.in}{p.required ? ", required" : ""})</span>
            <input className={inputClass} required={p.required} value={values[p.name] ?? ""} onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))} />
          </label>
        ))}
      {bodySchema && op.method !== "get" && (
        <label className="flex flex-col gap-1 text-xs font-medium">
          Request body (JSON)
          <textarea className={cn(inputClass, "h-40 py-2")} spellCheck={false} value={body} onChange={(e) => setBody(e.target.value)} />
        </label>
      )}
      {error && <p role="alert" className="text-sm text-red-600 dark:text-red-400">{error}</p>}
      <div>
        <Button type="submit" size="sm" loading={busy}>
          Send {op.method.toUpperCase()} request
        </Button>
      </div>
      {result && (
        <div aria-live="polite" className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-xs">
            <Badge tone={statusTone(result.status)}>{result.status}</Badge>
            <span className="text-slate-500">{result.ms} ms</span>
            {result.requestId && <code className="text-slate-500">{result.requestId}</code>}
          </p>
          <pre className="max-h-80 overflow-auto rounded-md bg-slate-950 p-3 text-xs text-slate-100">
            {typeof result.body === "string" ? result.body : JSON.stringify(result.body, null, 2)}
          </pre>
        </div>
      )}
    </form>
  );
}
