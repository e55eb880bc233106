import type { Metadata } from "next";
import Link from "next/link";
import { MethodBadge } from "@/components/portal/docs/method-badge";
import { QuickStart } from "@/components/portal/docs/quick-start";
import { listOperations } from "@/lib/portal/api-docs";
import { API_GROUPS } from "@/lib/portal/api-groups";

export const metadata: Metadata = { title: "API reference" };

const ERROR_SHAPES: Record<string, string> = {
  developer: "{ error: { code, message, docs, param? } }",
  embed: "{ error: { code, message, docs, param? } }",
  transformer: "{ success: false, error, field?, code, requestId }",
  portal: "{ error: { code, message, docs, param? } }",
};

const link = "font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300";

export default function DocsPage() {
  const ops = listOperations();
  return (
    <div className="flex flex-col gap-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">API reference</h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          Three APIs on one origin, each with its own key family. Every response carries <code>X-Request-Id</code>; keyed responses carry{" "}
          <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>, and a 429 adds{" "}
          <code>Retry-After</code> in seconds. Each operation has its own page with an example request and response, code in curl,
          JavaScript and Python, and a Try-it form that calls the API as one of your keys. Machine-readable:{" "}
          <a className={link} href="/openapi.json">
            /openapi.json
          </a>{" "}
          and{" "}
          <a className={link} href="/docs/models">
            /docs/models
          </a>
          . Every error code, with an example payload:{" "}
          <Link className={link} href="/docs/errors">
            error reference
          </Link>
          .
        </p>
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">API families</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  API
                </th>
                <th scope="col" className="py-2 pr-4">
                  Authentication
                </th>
                <th scope="col" className="py-2">
                  Error body
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {API_GROUPS.map((g) => (
                <tr key={g.id}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {g.title}
                  </th>
                  <td className="py-2 pr-4 font-mono text-xs">{g.auth}</td>
                  <td className="py-2 font-mono text-xs">{ERROR_SHAPES[g.id]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </header>
      <QuickStart />
      <section aria-labelledby="browse" className="flex flex-col gap-6">
        <h2 id="browse" className="text-xl font-semibold tracking-tight">
          Operations by API
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {API_GROUPS.map((g) => (
            <div key={g.id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <h3 className="font-semibold">{g.title}</h3>
              {g.sections.map((s) => (
                <div key={s.id} className="mt-3">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{s.title}</p>
                  <ul className="mt-1 flex flex-col gap-1">
                    {ops
                      .filter((o) => o.sectionId === s.id)
                      .map((o) => (
                        <li key={o.slug}>
                          <Link
                            href={`/docs/api/${o.slug}`}
                            className="flex min-w-0 items-center gap-2 rounded text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                          >
                            <MethodBadge method={o.method} />
                            <span className="truncate">{o.name}</span>
                          </Link>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
