import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MethodBadge } from "@/components/portal/docs/method-badge";
import { SchemaView } from "@/components/portal/docs/schema-view";
import { SnippetTabs } from "@/components/portal/docs/snippet-tabs";
import { TryIt } from "@/components/portal/docs/try-it";
import { Badge, CodeBlock } from "@/components/ui";
import { findOperation, listOperations } from "@/lib/portal/api-docs";
import { apiGroupOf } from "@/lib/portal/api-groups";
import { typeLabel } from "@/lib/portal/openapi-view";

type Params = Promise<{ slug: string }>;

export function generateStaticParams() {
  return listOperations().map((o) => ({ slug: o.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const op = findOperation((await params).slug);
  return { title: op ? `${op.name} — API reference` : "API reference" };
}

const AUTH: Record<string, string> = {
  developer: "Developer key: X-Api-Key: csk_…_v1_…",
  embed: "Embedding key: Authorization: Bearer cstm_em_…",
  transformer: "Transformer key: X-API-Key: csk_live_… / csk_test_…",
  open: "No key (limited per IP address); an X-API-Key transformer key counts the call against it",
  session: "Signed-in session (portal cookie)",
  none: "No key",
};

const EMPTY_DOC = { paths: {} };
const h2 = "text-lg font-semibold tracking-tight";
const h3 = "text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";

export default async function OperationPage({ params }: { params: Params }) {
  const op = findOperation((await params).slug);
  if (!op) notFound();
  const { group, section } = apiGroupOf(op.path);
  const all = listOperations();
  const i = all.findIndex((o) => o.slug === op.slug);
  const [prev, next] = [all[i - 1], all[i + 1]];
  const success = op.responses.filter((r) => r.status.startsWith("2"));
  const errors = op.responses.filter((r) => !r.status.startsWith("2"));
  const method = op.method.toUpperCase();
  return (
    <article className="flex flex-col gap-8" aria-labelledby="op-title">
      <header className="flex flex-col gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Link href="/docs" className="underline-offset-2 hover:underline">
            API reference
          </Link>{" "}
          › {group.title} › {section.title}
        </p>
        <h1 id="op-title" className="text-3xl font-bold tracking-tight">
          {op.name}
        </h1>
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <MethodBadge method={op.method} />
          <code className="min-w-0 break-all font-mono text-sm font-semibold">{op.path}</code>
        </p>
        <p className="flex flex-wrap gap-2">
          <Badge tone={op.auth === "open" || op.auth === "none" ? "neutral" : "info"}>{AUTH[op.auth]}</Badge>
          {op.minTier && op.minTier !== "FREE" && (
            <Badge tone="warning">
              <span aria-hidden="true">🔒</span>&nbsp;needs the {op.minTier} plan
            </Badge>
          )}
        </p>
        {op.summary && <p className="max-w-3xl">{op.summary}</p>}
        {op.description && <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">{op.description}</p>}
      </header>

      <section aria-labelledby="req-h" className="flex flex-col gap-4">
        <h2 id="req-h" className={h2}>
          Request
        </h2>
        {op.parameters.length > 0 && (
          <div>
            <h3 className={h3}>Parameters</h3>
            <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
              {op.parameters.map((p) => (
                <li key={`${p.in}-${p.name}`} className="flex flex-wrap items-baseline gap-2 py-1.5 text-sm">
                  <code className="font-semibold">{p.name}</code>
                  <span className="text-xs text-slate-600 dark:text-slate-400">{p.in}</span>
                  <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{typeLabel(EMPTY_DOC, p.schema)}</span>
                  {p.required && <span className="text-xs text-rose-700 dark:text-rose-300">required</span>}
                  {(p.description ?? p.schema?.description) && (
                    <span className="w-full text-xs text-slate-700 dark:text-slate-300">{p.description ?? p.schema?.description}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {op.body && (
          <div>
            <h3 className={h3}>Body (application/json)</h3>
            <SchemaView doc={EMPTY_DOC} schema={op.body} />
          </div>
        )}
        {op.example.body !== undefined && (
          <div>
            <h3 className={h3}>Example request body</h3>
            <CodeBlock code={JSON.stringify(op.example.body, null, 2)} label="JSON" className="mt-2" />
          </div>
        )}
        {!op.body && !op.parameters.length && <p className="text-sm text-slate-700 dark:text-slate-300">No parameters and no body.</p>}
      </section>

      <section aria-labelledby="res-h" className="flex flex-col gap-4">
        <h2 id="res-h" className={h2}>
          Response
        </h2>
        {success.map((r) => (
          <div key={r.status}>
            <h3 className={h3}>
              {r.status} {r.description}
            </h3>
            {r.schema && <SchemaView doc={EMPTY_DOC} schema={r.schema} />}
          </div>
        ))}
        {op.response && (
          <div>
            <h3 className={h3}>Example response ({op.response.status})</h3>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Recorded from this server for the example request above; keys are shortened and long lists show their first three items.
            </p>
            <CodeBlock code={JSON.stringify(op.response.body, null, 2)} label="JSON" className="mt-2" scroll />
          </div>
        )}
        {errors.length > 0 && (
          <div>
            <h3 className={h3}>Errors</h3>
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {errors.map((r) => (
                <li key={r.status} className="flex flex-wrap items-baseline gap-2">
                  <Badge tone={Number(r.status) >= 500 ? "danger" : "warning"}>{r.status}</Badge>
                  <span>{r.description}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm">
              Every code with an example payload:{" "}
              <Link href="/docs/errors" className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
                error reference
              </Link>
              .
            </p>
          </div>
        )}
      </section>

      <section aria-labelledby="code-h" className="flex flex-col gap-3">
        <h2 id="code-h" className={h2}>
          Code
        </h2>
        <SnippetTabs method={method} path={op.path} auth={op.auth} example={op.example} />
      </section>

      <section aria-labelledby="try-h" className="flex flex-col gap-3">
        <h2 id="try-h" className={h2}>
          Try it
        </h2>
        <TryIt
          op={{
            method,
            path: op.path,
            auth: op.auth,
            parameters: op.parameters.map((p) => ({
              name: p.name,
              in: p.in,
              required: Boolean(p.required),
              description: p.description ?? p.schema?.description ?? "",
            })),
          }}
          example={op.example}
        />
      </section>

      <nav
        aria-label="Neighbouring operations"
        className="flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-4 text-sm dark:border-slate-800"
      >
        {prev ? (
          <Link href={`/docs/api/${prev.slug}`} className="underline-offset-2 hover:underline">
            ← {prev.name}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link href={`/docs/api/${next.slug}`} className="underline-offset-2 hover:underline">
            {next.name} →
          </Link>
        )}
      </nav>
    </article>
  );
}
