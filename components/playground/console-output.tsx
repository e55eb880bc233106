"use client";

import Link from "next/link";
import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { Badge, CodeBlock, EmptyState, Tabs, statusTone } from "@/components/ui";
import type { Failure } from "@/lib/portal/console-failure";
import { SNIPPET_LANGS, buildSnippet, type SnippetLang } from "@/lib/portal/snippets";
import type { ApiCallResult } from "./call-api";
import type { ConsoleCall } from "./use-console-call";

const noSubscribe = () => () => undefined;

/** The origin the visitor uses (the server cannot know it behind a proxy). */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "http://localhost:3000",
  );
}

/** A failed call: code, message, links to what fixes it, and Retry only where retrying can help. */
export function ConsoleError({ failure, onRetry }: { failure: Failure; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      data-testid="console-error"
      className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p>
        {failure.status > 0 && (
          <span className="font-semibold">
            {failure.status}
            {failure.code ? ` ${failure.code}` : ""}:{" "}
          </span>
        )}
        {failure.message}
      </p>
      {(failure.links.length > 0 || (failure.retryable && onRetry)) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {failure.links.map((l) => (
            <Link key={l.href} href={l.href} className="font-medium underline underline-offset-2">
              {l.label}
            </Link>
          ))}
          {failure.retryable && onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="rounded font-medium underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
            >
              Retry
            </button>
          )}
        </p>
      )}
    </div>
  );
}

type Tab = SnippetLang | "response";

/** "View code" for the exact request just sent (key as an environment variable) and the raw JSON answer. */
export function RequestInspector({ result }: { result: ApiCallResult }) {
  const origin = useOrigin();
  const [tab, setTab] = useState<Tab>("response");
  const headingId = useId();
  const r = result.request;
  const snippet = { method: r.method, origin, path: r.path, family: r.family, body: r.body };
  const tabs: { id: Tab; label: string }[] = [{ id: "response", label: "Response JSON" }, ...SNIPPET_LANGS];
  const raw = typeof result.body === "string" ? result.body : JSON.stringify(result.body, null, 2);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="request-inspector"
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-5 py-3 dark:border-slate-800">
        <h2 id={headingId} className="text-base font-semibold">
          View code
        </h2>
        <Badge tone={statusTone(result.status)}>{result.status}</Badge>
        <code className="min-w-0 break-all font-mono text-xs text-slate-600 dark:text-slate-400">
          {r.method} {r.path}
        </code>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {result.ms} ms{result.requestId ? ` · ${result.requestId}` : ""}
        </span>
      </div>
      <div className="px-5 py-3">
        <Tabs label="Request code and response" tabs={tabs} value={tab} onChange={setTab}>
          {tab === "response" ? (
            <CodeBlock code={raw} label="JSON" scroll />
          ) : (
            <>
              <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
                {snippet.family === "open"
                  ? "This route takes no key."
                  : "Set CAREERSTACK_KEY to the full key (shown once, when you created it) before running this."}
              </p>
              <CodeBlock code={buildSnippet(tab, snippet)} label={SNIPPET_LANGS.find((l) => l.id === tab)?.label} />
            </>
          )}
        </Tabs>
      </div>
    </section>
  );
}

/**
 * The right-hand column of a console: the form's refusal, the API failure, the empty state before the
 * first call, the result, and the request inspector for the last exchange.
 */
export function ConsoleOutput<V>({ call, empty, children }: { call: ConsoleCall<V>; empty: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-6" aria-live="polite">
      {call.formError && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {call.formError}
        </p>
      )}
      {call.failure && <ConsoleError failure={call.failure} onRetry={call.retry} />}
      {!call.view && !call.failure && !call.formError && (typeof empty === "string" ? <EmptyState title={empty} /> : empty)}
      {call.view && children}
      {call.last && <RequestInspector result={call.last} />}
    </div>
  );
}
