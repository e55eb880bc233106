import type { Metadata } from "next";
import Link from "next/link";
import { CONSOLES } from "@/components/portal/playground-catalog";
import { Badge, cn, focusRing } from "@/components/ui";

export const metadata: Metadata = { title: "Playground" };

export default function PlaygroundIndex() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Playground</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
          Try every API from the browser with your own key. Each console shows the request it sends and the raw response. Keys stay in this
          browser.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONSOLES.map((c) => (
          <li key={c.href}>
            <Link
              href={c.href}
              className={cn(
                "flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-400 hover:shadow dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500",
                focusRing,
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{c.title}</span>
                <Badge>{c.family}</Badge>
              </span>
              <span className="mt-2 text-sm text-slate-600 dark:text-slate-400">{c.summary}</span>
              <code className="mt-3 text-xs text-slate-500">{c.endpoint}</code>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
