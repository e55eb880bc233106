"use client";

import { resolve, refName, typeLabel, type OpenApiDoc, type Schema } from "@/lib/portal/openapi-view";

/** The object a schema describes, if any (through $ref, arrays of objects and nullable unions). */
function objectOf(doc: OpenApiDoc, raw: Schema | undefined): Schema | null {
  const s = resolve(doc, raw);
  if (!s) return null;
  if (s.properties) return s;
  if (s.type === "array" || (Array.isArray(s.type) && s.type.includes("array"))) return objectOf(doc, s.items);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    for (const v of variants) {
      const o = objectOf(doc, v);
      if (o) return o;
    }
  }
  return null;
}

/** Fields of a schema as a nested definition list; nested objects fold open with <details>. */
export function SchemaView({ doc, schema, depth = 0 }: { doc: OpenApiDoc; schema: Schema | undefined; depth?: number }) {
  const obj = objectOf(doc, schema);
  if (!obj) {
    return <p className="font-mono text-xs text-slate-600 dark:text-slate-400">{typeLabel(doc, schema)}</p>;
  }
  const required = new Set(obj.required ?? []);
  const entries = Object.entries(obj.properties ?? {});
  if (!entries.length) return <p className="text-xs text-slate-600 dark:text-slate-400">Any JSON object.</p>;
  return (
    <ul className={depth ? "mt-2 border-l border-slate-200 pl-3 dark:border-slate-800" : "divide-y divide-slate-100 dark:divide-slate-800"}>
      {entries.map(([name, prop]) => {
        const resolved = resolve(doc, prop);
        const nested = depth < 4 ? objectOf(doc, prop) : null;
        const ref = refName(prop) ?? refName(resolved?.items);
        return (
          <li key={name} className="py-2">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="text-sm font-semibold">{name}</code>
              <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{typeLabel(doc, prop)}</span>
              {required.has(name) ? (
                <span className="text-xs font-medium text-rose-600 dark:text-rose-400">required</span>
              ) : (
                <span className="text-xs text-slate-600 dark:text-slate-400">optional</span>
              )}
              {resolved?.default !== undefined && (
                <span className="text-xs text-slate-600 dark:text-slate-400">default {JSON.stringify(resolved.default)}</span>
              )}
              {ref && <span className="text-xs text-slate-600 dark:text-slate-400">{ref}</span>}
            </div>
            {resolved?.description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{resolved.description}</p>}
            {nested && (
              <details className="mt-1">
                <summary className="cursor-pointer rounded text-xs text-indigo-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-400">
                  Show fields of {name}
                </summary>
                <SchemaView doc={doc} schema={prop} depth={depth + 1} />
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
