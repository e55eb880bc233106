"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { EmptyState, ErrorState, Spinner, cn, focusRing } from "@/components/ui";
import { MethodBadge, OperationView } from "./operation";
import { groupOperations, type OpenApiDoc } from "@/lib/portal/openapi-view";

async function loadDoc(): Promise<OpenApiDoc> {
  const res = await fetch("/openapi.json");
  if (!res.ok) throw new Error(`/openapi.json answered ${res.status}`);
  return res.json();
}

/** The interactive API reference, rendered from the live /openapi.json (the zod contracts are its source). */
export function ApiReference() {
  const doc = useQuery({ queryKey: ["openapi"], queryFn: loadDoc, staleTime: 60_000 });
  const [filter, setFilter] = useState("");
  const groups = useMemo(() => {
    if (!doc.data) return [];
    const q = filter.trim().toLowerCase();
    return groupOperations(doc.data)
      .map((g) => ({ ...g, ops: g.ops.filter((o) => !q || `${o.method} ${o.path} ${o.op.summary ?? ""} ${g.tag}`.toLowerCase().includes(q)) }))
      .filter((g) => g.ops.length);
  }, [doc.data, filter]);

  if (doc.isPending) return <Spinner label="Loading the API reference" />;
  if (doc.isError) return <ErrorState message={`Could not load the API reference: ${doc.error.message}`} onRetry={() => void doc.refetch()} />;

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-500">
          Filter operations
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="e.g. salary, /cstm, POST"
            className={cn("h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100", focusRing)}
          />
        </label>
        <nav aria-label="API operations" className="mt-4 flex flex-col gap-4">
          {groups.map((g) => (
            <div key={g.tag}>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{g.tag}</p>
              <ul className="mt-1 flex flex-col">
                {g.ops.map((o) => (
                  <li key={o.id}>
                    <a href={`#${o.id}`} className={cn("flex items-center gap-2 rounded px-1 py-1 text-xs hover:bg-slate-100 dark:hover:bg-slate-800", focusRing)}>
                      <MethodBadge method={o.method} />
                      <span className="truncate font-mono">{o.path}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col gap-10">
        {groups.length === 0 && <EmptyState title="No operation matches this filter" />}
        {groups.map((g) => (
          <section key={g.tag} aria-labelledby={`tag-${g.tag}`} className="flex flex-col gap-4">
            <h2 id={`tag-${g.tag}`} className="text-xl font-semibold tracking-tight">
              {g.tag}
            </h2>
            {g.ops.map((o) => (
              <OperationView key={o.id} doc={doc.data} op={o} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
