"use client";

import Link from "next/link";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  ErrorState,
  Spinner,
  Table,
  Tabs,
  Td,
  Th,
  buttonClasses,
  cn,
  focusRing,
} from "@/components/ui";
import { errorText, portalFetch } from "../portal-fetch";
import { HistoryChart, HourlyChart } from "./charts";
import { QuotaMeter } from "./quota-meter";
import { RequestLog } from "./request-log";
import type { UsageData } from "./types";

const selectClass = cn(
  "h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900",
  focusRing,
);
const ms = (v: number | null) => (v === null ? "—" : `${v.toLocaleString("en")} ms`);

function TodaySummary({ d }: { d: UsageData }) {
  const t = d.today;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="today-summary">
      {[
        ["Requests today", t.requests],
        ["Counted toward quotas", t.billable],
        ["Not counted", t.uncounted],
        ["4xx", t.clientErrors],
        ["5xx", t.serverErrors],
      ].map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
          <p className="text-xs text-slate-600 dark:text-slate-400">{label}</p>
          <p className="text-xl font-semibold tabular-nums">{Number(value).toLocaleString("en")}</p>
        </div>
      ))}
      {t.uncounted > 0 && (
        <p className="col-span-2 text-sm text-slate-700 sm:col-span-5 dark:text-slate-300" data-testid="uncounted-note">
          {t.uncounted.toLocaleString("en")} of today&apos;s {t.requests.toLocaleString("en")} requests count toward no daily quota: usage
          GETs (per-minute limit only) and requests refused by the plan or by a limit. That is why the quota cards below show{" "}
          {t.billable.toLocaleString("en")} in all.
        </p>
      )}
    </div>
  );
}

export function UsagePage() {
  const ids = { family: useId(), key: useId(), days: useId() };
  const [family, setFamily] = useState("");
  const [keyId, setKeyId] = useState("");
  const [days, setDays] = useState(30);
  const [view, setView] = useState<"days" | "hours">("days");
  const qs = new URLSearchParams({ days: String(days), ...(family ? { family } : {}), ...(keyId ? { keyId } : {}) });
  const usage = useQuery({
    queryKey: ["usage", days, family, keyId],
    queryFn: () => portalFetch<UsageData>(`/api/usage?${qs}`),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const d = usage.data;
  const keyOptions = (d?.keys ?? []).filter((k) => !family || k.family === family);
  const keyName = (id: string | null) => {
    const k = d?.keys.find((x) => x.id === id);
    return k ? (k.name ? `${k.name} (${k.prefix})` : k.prefix) : "no key";
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Usage</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Requests, errors and latency across your keys. Days and hours are UTC.
          </p>
        </div>
        <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" role="group" aria-label="Filters">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={ids.family} className="text-xs font-medium text-slate-600 dark:text-slate-400">
              API
            </label>
            <select
              id={ids.family}
              className={selectClass}
              value={family}
              onChange={(e) => {
                setFamily(e.target.value);
                setKeyId("");
              }}
            >
              <option value="">All APIs</option>
              <option value="transformer">Transformer</option>
              <option value="embed">Embedding</option>
              <option value="developer">Developer</option>
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={ids.key} className="text-xs font-medium text-slate-600 dark:text-slate-400">
              Key
            </label>
            <select id={ids.key} className={selectClass} value={keyId} onChange={(e) => setKeyId(e.target.value)}>
              <option value="">All keys</option>
              {keyOptions.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name ? `${k.name} · ` : ""}
                  {k.prefix}
                  {k.status === "active" ? "" : " (revoked)"}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={ids.days} className="text-xs font-medium text-slate-600 dark:text-slate-400">
              Period
            </label>
            <select id={ids.days} className={selectClass} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              <option value={7}>7 days</option>
              <option value={30}>30 days</option>
              <option value={90}>90 days</option>
            </select>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="h-9"
            onClick={() => void usage.refetch()}
            loading={usage.isFetching && !usage.isPending}
          >
            Refresh
          </Button>
        </div>
      </div>

      {usage.isPending && <Spinner label="Loading usage" />}
      {usage.isError && <ErrorState message={errorText(usage.error)} onRetry={() => void usage.refetch()} />}
      {d && (
        <>
          <section aria-labelledby="today-h" className="flex flex-col gap-3">
            <h2 id="today-h" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              Today · {d.today.date}
            </h2>
            <TodaySummary d={d} />
            {d.quotas.length === 0 ? (
              <EmptyState
                title="No active keys for this filter"
                description="Quotas are counted per key (transformer, embedding) or per account (developer API)."
                action={
                  <Link className={buttonClasses("primary", "sm")} href="/dashboard/keys">
                    Create a key
                  </Link>
                }
              />
            ) : (
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {d.quotas.map((q) => (
                  <QuotaMeter key={q.keyId ?? `acct-${q.family}`} q={q} />
                ))}
              </div>
            )}
          </section>

          <Card>
            <CardHeader title="Requests" description="Successful requests, 4xx and 5xx." />
            <CardBody>
              <Tabs
                label="Chart period"
                tabs={[
                  { id: "days", label: `Last ${d.days} days` },
                  { id: "hours", label: "Today by hour" },
                ]}
                value={view}
                onChange={setView}
              >
                {view === "days" ? (
                  d.history.every((h) => h.requests === 0) ? (
                    <EmptyState title="No requests in this period" description="Calls made with your keys show up here within seconds." />
                  ) : (
                    <HistoryChart history={d.history} />
                  )
                ) : d.today.requests === 0 ? (
                  <EmptyState title="No requests today" />
                ) : (
                  <HourlyChart hourly={d.hourly} />
                )}
              </Tabs>
            </CardBody>
          </Card>

          <Card>
            <CardHeader
              title={`By route, last ${d.days} days`}
              description={`Latency percentiles from the newest ${d.latencySample.toLocaleString("en")} requests of the period.`}
            />
            {d.byEndpoint.length === 0 ? (
              <CardBody>
                <EmptyState title="No requests in this period" />
              </CardBody>
            ) : (
              <Table caption="Requests by route">
                <thead>
                  <tr>
                    <Th>Route</Th>
                    <Th className="text-right">Requests</Th>
                    <Th className="text-right">4xx</Th>
                    <Th className="text-right">5xx</Th>
                    <Th className="text-right">p50</Th>
                    <Th className="text-right">p95</Th>
                  </tr>
                </thead>
                <tbody>
                  {d.byEndpoint.map((r) => (
                    <tr key={r.endpoint}>
                      <Td className="break-all font-mono text-xs">{r.endpoint}</Td>
                      <Td className="text-right tabular-nums">{r.requests}</Td>
                      <Td className="text-right tabular-nums">{r.clientErrors}</Td>
                      <Td className="text-right tabular-nums">{r.serverErrors}</Td>
                      <Td className="whitespace-nowrap text-right tabular-nums">{ms(r.p50LatencyMs)}</Td>
                      <Td className="whitespace-nowrap text-right tabular-nums">{ms(r.p95LatencyMs)}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card>

          <Card>
            <CardHeader title="By key, route and day" description="Each key's requests per route and UTC day, newest day first." />
            {d.breakdown.length === 0 ? (
              <CardBody>
                <EmptyState title="No requests in this period" />
              </CardBody>
            ) : (
              <Table caption="Requests by key, route and day">
                <thead>
                  <tr>
                    <Th>Day</Th>
                    <Th>Key</Th>
                    <Th>Route</Th>
                    <Th className="text-right">Requests</Th>
                    <Th className="text-right">4xx</Th>
                    <Th className="text-right">5xx</Th>
                  </tr>
                </thead>
                <tbody>
                  {d.breakdown.slice(0, 100).map((r) => (
                    <tr key={`${r.date}-${r.keyId}-${r.endpoint}`}>
                      <Td className="whitespace-nowrap">{r.date}</Td>
                      <Td className="text-xs">{keyName(r.keyId)}</Td>
                      <Td className="break-all font-mono text-xs">{r.endpoint}</Td>
                      <Td className="text-right tabular-nums">{r.requests}</Td>
                      <Td className="text-right tabular-nums">{r.clientErrors}</Td>
                      <Td className="text-right tabular-nums">{r.serverErrors}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Card>

          <RequestLog days={days} family={family} keyId={keyId} endpoints={d.byEndpoint.map((r) => r.endpoint)} />
        </>
      )}
    </div>
  );
}
