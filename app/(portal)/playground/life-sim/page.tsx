import type { Metadata } from "next";
import Link from "next/link";
import { MODE_CATALOG } from "@/lib/engine/life-sim/catalog";

export const metadata: Metadata = { title: "Life simulation playground — CareerStack" };

const GROUPS = [
  { prefix: "/future-self", title: "Future self" },
  { prefix: "/life-intel", title: "Life intelligence" },
  { prefix: "/life-sim", title: "Life simulation" },
];

export default function LifeSimIndexPage() {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Life simulation</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        21 seeded, explained models of career decisions. Each console posts to its route without a key; the same inputs always give the same
        result, and every result lists its assumptions.
      </p>
      {GROUPS.map((g) => (
        <section key={g.prefix} className="mt-8" aria-labelledby={`group-${g.prefix}`}>
          <h2 id={`group-${g.prefix}`} className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {g.title} <code className="ml-1 font-mono normal-case">{g.prefix}</code>
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {MODE_CATALOG.filter((m) => m.path.startsWith(g.prefix)).map((m) => (
              <li key={m.id}>
                <Link
                  href={`/playground/life-sim/${m.slug}`}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-indigo-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500"
                >
                  <span className="text-xs font-medium text-indigo-600 dark:text-indigo-400">Mode {m.id}</span>
                  <span className="mt-1 block font-medium">{m.name}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{m.description}</span>
                  <code className="mt-2 block font-mono text-xs text-slate-600 dark:text-slate-400">POST {m.path}</code>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
