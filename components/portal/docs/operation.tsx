"use client";

import { useState } from "react";
import { Badge, Button, cn } from "@/components/ui";
import { SchemaView } from "./schema-view";
import { TryIt } from "./try-it";
import { keyFamilyOf, typeLabel, type OpenApiDoc, type Op } from "@/lib/portal/openapi-view";

const METHOD_TONE: Record<string, string> = {
  get: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
  post: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  delete: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300",
  put: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  patch: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
};

const AUTH_LABEL: Record<string, string> = {
  developer: "X-Api-Key: csk_…_v1_…",
  transformer: "X-API-Key: csk_live_… / csk_test_…",
  embed: "Authorization: Bearer cstm_em_…",
  session: "Signed-in session",
  secret: "Session or X-API-Key: csk_secret_…",
};

export function MethodBadge({ method }: { method: string }) {
  return <span className={cn("inline-block w-16 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase", METHOD_TONE[method])}>{method}</span>;
}

export function OperationView({ doc, op }: { doc: OpenApiDoc; op: Op }) {
  const [trying, setTrying] = useState(false);
  const auth = keyFamilyOf(op.op);
  const params = op.op.parameters ?? [];
  const body = op.op.requestBody?.content?.["application/json"]?.schema;
  const responses = Object.entries(op.op.responses ?? {});
  return (
    <article id={op.id} aria-labelledby={`${op.id}-h`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <header className="flex flex-wrap items-center gap-3">
        <MethodBadge method={op.method} />
        <h3 id={`${op.id}-h`} className="font-mono text-sm font-semibold break-all">
          {op.path}
        </h3>
        <Badge tone={auth ? "info" : "neutral"}>{auth ? AUTH_LABEL[auth] : "No key (per-IP limits); optional X-API-Key"}</Badge>
      </header>
      {op.op.summary && <p className="mt-2 text-sm">{op.op.summary}</p>}
      {op.op.description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{op.op.description}</p>}

      <div className="mt-4 grid gap-6 xl:grid-cols-2">
        <div className="flex flex-col gap-4">
          {params.length > 0 && (
            <section>
              <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Parameters</h4>
              <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
                {params.map((p) => (
                  <li key={`${p.in}-${p.name}`} className="flex flex-wrap items-baseline gap-2 py-1.5 text-sm">
                    <code className="font-semibold">{p.name}</code>
                    <span className="text-xs text-slate-500">{p.in}</span>
                    <span className="font-mono text-xs text-slate-500">{typeLabel(doc, p.schema)}</span>
                    {p.required && <span className="text-xs text-rose-600 dark:text-rose-400">required</span>}
                    {(p.description ?? p.schema?.description) && <span className="w-full text-xs text-slate-600 dark:text-slate-400">{p.description ?? p.schema?.description}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {body && (
            <section>
              <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Request body</h4>
              <SchemaView doc={doc} schema={body} />
            </section>
          )}
          <section>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Responses</h4>
            <ul className="mt-1 flex flex-col gap-2">
              {responses.map(([code, r]) => {
                const schema = r.content?.["application/json"]?.schema;
                const ok = code.startsWith("2");
                return (
                  <li key={code}>
                    <details open={ok} className="rounded-md border border-slate-100 px-3 py-2 dark:border-slate-800">
                      <summary className="cursor-pointer text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
                        <Badge tone={ok ? "success" : Number(code) >= 500 ? "danger" : "warning"}>{code}</Badge>{" "}
                        <span className="text-slate-600 dark:text-slate-400">{r.description}</span>
                      </summary>
                      {schema && (
                        <div className="mt-2">
                          <SchemaView doc={doc} schema={schema} />
                        </div>
                      )}
                    </details>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
        <div>
          {trying ? (
            <TryIt doc={doc} op={op} />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setTrying(true)} aria-label={`Try ${op.method.toUpperCase()} ${op.path}`}>
              Try it
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
