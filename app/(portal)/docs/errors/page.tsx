import type { Metadata } from "next";
import Link from "next/link";
import { Badge, CodeBlock, statusTone } from "@/components/ui";
import { errorPayloads, listErrorDocs } from "@/lib/portal/error-catalog";

export const metadata: Metadata = { title: "Error codes" };

/** `code` spans in the catalog's prose become <code>. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, i) =>
        i % 2 ? (
          <code key={i} className="rounded bg-slate-100 px-1 text-xs dark:bg-slate-800">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

const FAMILY: Record<string, string> = { developer: "Developer", embed: "Embedding", transformer: "Transformer", portal: "Portal" };

export default function ErrorsPage() {
  const docs = listErrorDocs();
  return (
    <div className="max-w-5xl">
      <h1 className="text-3xl font-bold tracking-tight">Error codes</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Developer, embedding and portal errors: <code>{`{ "error": { "code", "message", "docs", "param"? } }`}</code>, where{" "}
        <code>docs</code> links to the code&apos;s entry below. Transformer, <code>/cstm</code> and life-simulation errors:{" "}
        <code>{`{ "success": false, "error", "field"?, "code", "requestId" }`}</code>; a 429 adds <code>tier</code>, <code>used</code>,{" "}
        <code>limit</code>, <code>retryAfter</code> and <code>upgrade</code>. See the{" "}
        <Link className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300" href="/docs">
          API reference
        </Link>
        .
      </p>
      <nav aria-label="Error codes" className="mt-6 flex flex-wrap gap-2">
        {docs.map((d) => (
          <a
            key={d.code}
            href={`#${d.code}`}
            className="rounded font-mono text-xs text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300"
          >
            {d.code}
          </a>
        ))}
      </nav>
      <dl className="mt-8 flex flex-col gap-4">
        {docs.map((d) => (
          <div
            key={d.code}
            id={d.code}
            className="rounded-xl border border-slate-200 p-5 target:border-indigo-500 target:ring-2 target:ring-indigo-500/30 dark:border-slate-800"
          >
            <dt className="flex flex-wrap items-center gap-3">
              <Badge tone={statusTone(d.status)}>{d.status}</Badge>
              <code className="text-base font-semibold">{d.code}</code>
              <span className="text-sm text-slate-600 dark:text-slate-400">{d.title}</span>
              <a
                href={`#${d.code}`}
                className="ml-auto text-xs text-slate-600 hover:underline dark:text-slate-400"
                aria-label={`Link to ${d.code}`}
              >
                #
              </a>
            </dt>
            <dd className="mt-2 text-sm">
              <p>
                <Prose text={d.when} />
              </p>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                <span className="font-medium text-slate-900 dark:text-slate-100">What to do:</span> <Prose text={d.fix} />
              </p>
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Returned by: {d.families.map((f) => FAMILY[f]).join(", ")}</p>
              <div className="mt-3 grid gap-3 lg:grid-cols-2" data-testid={`payload-${d.code}`}>
                {errorPayloads(d).map((p) => (
                  <CodeBlock key={p.label} label={`${d.status} · ${p.label}`} code={JSON.stringify(p.body, null, 2)} />
                ))}
              </div>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
