"use client";

import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, ErrorState, Spinner, Table, Td, Th, buttonClasses, cn, focusRing, statusTone } from "@/components/ui";
import { formatDateTime } from "../format";
import { errorText, portalFetch } from "../portal-fetch";
import { EndpointChart, HistoryChart } from "./charts";
import { QuotaMeter } from "./quota-meter";
import type { UsageData } from "./types";

const selectClass = cn("h-9 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900", focusRing);
const FAMILY_LABEL: Record<string, string> = { developer: "Developer", transformer: "Transformer", embed: "Embedding", open: "Open (no key)" };

export function UsagePage() {
  const ids = { family: useId(), key: useId(), days: useId() };
  const [family, setFamily] = useState("");
  const [keyId, setKeyId] = useState("");
  const [days, setDays] = useState(30);
  const qs = new URLSearchParams({ days: String(days), ...(family ? { family } : {}), ...(keyId ? { keyId } : {}) });
  const usage = useQuery({
    queryKey: ["usage", days, family, keyId],
    queryFn: () => portalFetch<UsageData>(`/api/usage?${qs}`),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const d = usage.data;
  const keyOptions = (d?.keys ?? []).filter((k) => !family || k.family === family);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Usage</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Requests, errors and latency across your keys. Days are UTC.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Filters">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.family} className="text-xs font-medium text-slate-500">API</label>
            <select id={ids.family} className={selectClass} value={family} onChange={(e) => { setFamily(e.target.value); setKeyId(""); }}>
              <option value="">All APIs</option>
              <option value="transformer">Transformer</option>
              <option value="embed">Embedding</option>
              <option value="developer">Developer</option>
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.key} className="text-xs font-medium text-slate-500">Key</label>
            <select id={ids.key} className={selectClass} value={keyId} onChange={(e) => setKeyId(e.target.value)}>
              <option value="">All keys</option>
              {keyOptions.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name ? `${k.name} · ` : ""}{k.prefix}{k.status === "active" ? "" : " (revoked)"}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.days} className="text-xs font-medium text-slate-500">Period</label>
            <select id={ids.days} className={selectClass} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              <option value={7}>7 days</option>
              <option value={30}>30 days</option>
              <option value={90}>90 days</option>
            </select>
          </div>
          <Button variant="secondary" size="sm" className="h-9" onClick={() => void usage.refetch()} loading={usage.isFetching && !usage.isPending}>
            Refresh
          </Button>
        </div>
      </div>

      {usage.isPending && <Spinner label="Loading usage" />}
      {usage.isError && <ErrorState message={errorText(usage.error)} onRetry={() => void usage.refetch()} />}
      {d && (
        <>
          <section aria-labelledby="today-h" className="flex flex-col gap-3">
            <h2 id="today-h" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              Today · {d.today.requests.toLocaleString("en")} requests · {d.today.errors.toLocaleString("en")} errors
            </h2>
            {d.quotas.length === 0 ? (
              <EmptyState
                title="No active keys for this filter"
                description="Quotas are counted per key (transformer, embedding) or per account (developer API)."
                action={<Link className={buttonClasses("primary", "sm")} href="/dashboard/keys">Create a key</Link>}
              />
            ) : (
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {d.quotas.map((q) => <QuotaMeter key={q.keyId ?? `acct-${q.family}`} q={q} />)}
              </div>
            )}
          </section>

          <Card>
            <CardHeader title={`Requests, last ${d.days} days`} description="Successful requests and errors per UTC day." />
            <CardBody>
              {d.history.every((h) => h.requests === 0) ? (
                <EmptyState title="No requests in this period" description="Calls made with your keys show up here within seconds." />
              ) : (
                <HistoryChart history={d.history} />
              )}
            </CardBody>
          </Card>

          <Card>
            <CardHeader title="Today by endpoint" />
            {d.byEndpoint.length === 0 ? (
              <CardBody><EmptyState title="No requests today" /></CardBody>
            ) : (
              <CardBody className="grid gap-4 lg:grid-cols-2">
                <EndpointChart rows={d.byEndpoint} />
                <Table caption="Requests today by endpoint">
                  <thead><tr><Th>Endpoint</Th><Th className="text-right">Requests</Th><Th className="text-right">Errors</Th><Th className="text-right">Avg latency</Th></tr></thead>
                  <tbody>
                    {d.byEndpoint.map((r) => (
                      <tr key={r.endpoint}>
                        <Td className="font-mono text-xs">{r.endpoint}</Td>
                        <Td className="text-right tabular-nums">{r.requests}</Td>
                        <Td className="text-right tabular-nums">{r.errors}</Td>
                        <Td className="text-right tabular-nums">{r.avgLatencyMs} ms</Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </CardBody>
            )}
          </Card>

          <Card>
            <CardHeader title="Recent calls" description="The 10 newest requests for this filter." />
            {d.recentCalls.length === 0 ? (
              <CardBody><EmptyState title="No calls yet" description="Make a request with one of your keys, then refresh." /></CardBody>
            ) : (
              <Table caption="Recent calls">
                <thead><tr><Th>Time</Th><Th>Endpoint</Th><Th>API</Th><Th>Key</Th><Th>Status</Th><Th className="text-right">Latency</Th><Th>Model</Th></tr></thead>
                <tbody>
                  {d.recentCalls.map((c) => (
                    <tr key={c.id}>
                      <Td className="whitespace-nowrap">{formatDateTime(c.at)}</Td>
                      <Td className="font-mono text-xs"><span className="text-slate-500">{c.method}</span> {c.endpoint}</Td>
                      <Td>{FAMILY_LABEL[c.family] ?? c.family}{c.livemode ? "" : <Badge tone="warning" className="ml-1">test</Badge>}</Td>
                      <Td className="font-mono text-xs">{c.keyPrefix ?? "—"}</Td>
                      <Td><Badge tone={statusTone(c.status)}>{c.status}</Badge></Td>
                      <Td className="text-right tabular-nums">{c.latencyMs} ms</Td>
                      <Td className="font-mono text-xs">{c.model ?? "—"}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
