"use client";

import Link from "next/link";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import {
  Badge,
  Button,
  Card,
  CardHeader,
  EmptyState,
  ErrorState,
  Spinner,
  Table,
  Td,
  Th,
  cn,
  focusRing,
  statusTone,
} from "@/components/ui";
import { formatUtc } from "../format";
import { errorText, portalFetch } from "../portal-fetch";
import type { LoggedCall, RequestLogPage } from "./types";

const selectClass = cn(
  "h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900",
  focusRing,
);

function KeyLabel({ c }: { c: LoggedCall }) {
  if (!c.keyId) return <span className="text-slate-600 dark:text-slate-400">no key</span>;
  return (
    <span>
      {c.keyName ? `${c.keyName} · ` : ""}
      <code className="font-mono text-xs">{c.keyPrefix ?? c.keyId}</code>
    </span>
  );
}

function ErrorCell({ c }: { c: LoggedCall }) {
  if (!c.errorCode) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <Link
        href={`/docs/errors#${c.errorCode}`}
        className="font-mono text-xs font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
      >
        {c.errorCode}
      </Link>
      {c.errorMessage && <span className="text-xs text-slate-700 dark:text-slate-300">{c.errorMessage}</span>}
    </span>
  );
}

/**
 * The request log: every call of the period newest first (request id, route, status, error code and
 * message, latency, key), filtered by status, route and error code, 25 at a time.
 */
export function RequestLog({ days, family, keyId, endpoints }: { days: number; family: string; keyId: string; endpoints: string[] }) {
  const ids = { status: useId(), endpoint: useId(), code: useId() };
  const [status, setStatus] = useState("all");
  const [endpoint, setEndpoint] = useState("");
  const [code, setCode] = useState("");
  const codeValid = code === "" || /^[a-z_]+$/.test(code);
  const base = new URLSearchParams({
    days: String(days),
    status,
    limit: "25",
    ...(family ? { family } : {}),
    ...(keyId ? { keyId } : {}),
    ...(endpoint ? { endpoint } : {}),
    ...(code && codeValid ? { code } : {}),
  });
  const log = useInfiniteQuery({
    queryKey: ["usage-log", base.toString()],
    queryFn: ({ pageParam }) =>
      portalFetch<RequestLogPage>(`/api/usage/requests?${base}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.pages.flatMap((p) => p.requests) ?? [];
  return (
    <Card>
      <CardHeader
        title="Request log"
        description="Every request of the period, newest first. Open an error code for what it means and how to fix it."
      />
      <div
        className="grid gap-3 border-b border-slate-200 px-5 py-3 sm:grid-cols-3 dark:border-slate-800"
        role="group"
        aria-label="Request log filters"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-xs font-medium text-slate-600 dark:text-slate-400">
            Status
          </label>
          <select id={ids.status} className={selectClass} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">All</option>
            <option value="ok">Successful (2xx/3xx)</option>
            <option value="error">Errors (4xx and 5xx)</option>
            <option value="4xx">4xx only</option>
            <option value="5xx">5xx only</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.endpoint} className="text-xs font-medium text-slate-600 dark:text-slate-400">
            Route
          </label>
          <select id={ids.endpoint} className={selectClass} value={endpoint} onChange={(e) => setEndpoint(e.target.value)}>
            <option value="">All routes</option>
            {endpoints.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.code} className="text-xs font-medium text-slate-600 dark:text-slate-400">
            Error code
          </label>
          <input
            id={ids.code}
            className={selectClass}
            value={code}
            placeholder="e.g. tier_required"
            onChange={(e) => setCode(e.target.value.trim())}
            aria-invalid={!codeValid || undefined}
            aria-describedby={!codeValid ? `${ids.code}-err` : undefined}
          />
          {!codeValid && (
            <p id={`${ids.code}-err`} className="text-xs text-red-700 dark:text-red-300">
              Error codes are lower-case words joined by _, e.g. rate_limit_exceeded.
            </p>
          )}
        </div>
      </div>
      {log.isPending && (
        <div className="p-5">
          <Spinner label="Loading the request log" />
        </div>
      )}
      {log.isError && (
        <div className="p-5">
          <ErrorState message={errorText(log.error)} onRetry={() => void log.refetch()} />
        </div>
      )}
      {log.data && rows.length === 0 && (
        <div className="p-5">
          <EmptyState title="No requests match these filters" description="Change the filters, or make a request with one of your keys." />
        </div>
      )}
      {rows.length > 0 && (
        <>
          <div className="hidden lg:block">
            <Table caption="Request log">
              <thead>
                <tr>
                  <Th>Time (UTC)</Th>
                  <Th>Request</Th>
                  <Th>Status</Th>
                  <Th>Error</Th>
                  <Th className="text-right">Latency</Th>
                  <Th>Key</Th>
                  <Th>Model</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <Td className="whitespace-nowrap text-xs">{formatUtc(c.at)}</Td>
                    <Td>
                      <span className="font-mono text-xs">
                        <span className="text-slate-600 dark:text-slate-400">{c.method}</span> {c.endpoint}
                      </span>
                      {c.requestId && (
                        <span className="block font-mono text-[0.7rem] text-slate-600 dark:text-slate-400">{c.requestId}</span>
                      )}
                    </Td>
                    <Td>
                      <Badge tone={statusTone(c.status)}>{c.status}</Badge>
                      {c.livemode ? (
                        ""
                      ) : (
                        <Badge tone="warning" className="ml-1">
                          test
                        </Badge>
                      )}
                    </Td>
                    <Td className="max-w-xs">
                      <ErrorCell c={c} />
                    </Td>
                    <Td className="text-right tabular-nums">{c.latencyMs} ms</Td>
                    <Td className="text-xs">
                      <KeyLabel c={c} />
                    </Td>
                    <Td className="font-mono text-xs">{c.model ?? "—"}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="divide-y divide-slate-200 lg:hidden dark:divide-slate-800" aria-label="Request log">
            {rows.map((c) => (
              <li key={c.id} className="flex flex-col gap-1 px-5 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={statusTone(c.status)}>{c.status}</Badge>
                  <code className="min-w-0 break-all font-mono text-xs">
                    {c.method} {c.endpoint}
                  </code>
                </div>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {formatUtc(c.at)} UTC · {c.latencyMs} ms{c.model ? ` · ${c.model}` : ""}
                </p>
                {c.requestId && <code className="break-all font-mono text-[0.7rem] text-slate-600 dark:text-slate-400">{c.requestId}</code>}
                <ErrorCell c={c} />
                <span className="text-xs">
                  <KeyLabel c={c} />
                </span>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
            <span className="text-slate-600 dark:text-slate-400">{rows.length} shown</span>
            {log.hasNextPage ? (
              <Button size="sm" variant="secondary" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
                Load 25 more
              </Button>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">End of the log for this period</span>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
