import type { Metadata } from "next";
import Link from "next/link";
import { QuickStart } from "@/components/portal/docs/quick-start";
import { ApiReference } from "@/components/portal/docs/reference";

export const metadata: Metadata = { title: "API reference" };

const BASES = [
  { name: "Developer API", base: "/v1", auth: "X-Api-Key: csk_(free|live|test)_v1_…", errors: "{ error: { code, message, docs, param? } }" },
  { name: "Embedding API", base: "/v1/embed", auth: "Authorization: Bearer cstm_em_…", errors: "{ error: { code, message, docs, param? } }" },
  { name: "Transformer API", base: "/transformer/v1, /cstm, /future-self, /life-intel, /life-sim", auth: "X-API-Key: csk_live_… / csk_test_… (optional on /cstm and life simulation)", errors: "{ success: false, error, field?, requestId }" },
];

export default function DocsPage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">API reference</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
          Three APIs on one origin, each with its own key family. Every response carries <code>X-Request-Id</code>; keyed responses carry{" "}
          <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and <code>X-RateLimit-Reset</code>, and a 429 adds{" "}
          <code>Retry-After</code> in seconds. Machine-readable: <a className="text-indigo-600 hover:underline dark:text-indigo-400" href="/openapi.json">/openapi.json</a>{" "}
          and <a className="text-indigo-600 hover:underline dark:text-indigo-400" href="/docs/models">/docs/models</a>. Every error code:{" "}
          <Link className="text-indigo-600 hover:underline dark:text-indigo-400" href="/docs/errors">error reference</Link>.
        </p>
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">API families</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr><th scope="col" className="py-2 pr-4">API</th><th scope="col" className="py-2 pr-4">Paths</th><th scope="col" className="py-2 pr-4">Authentication</th><th scope="col" className="py-2">Error body</th></tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {BASES.map((b) => (
                <tr key={b.name}>
                  <th scope="row" className="py-2 pr-4 font-medium">{b.name}</th>
                  <td className="py-2 pr-4 font-mono text-xs">{b.base}</td>
                  <td className="py-2 pr-4 font-mono text-xs">{b.auth}</td>
                  <td className="py-2 font-mono text-xs">{b.errors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </header>
      <QuickStart />
      <ApiReference />
    </div>
  );
}
