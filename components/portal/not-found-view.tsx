import Link from "next/link";
import { buttonClasses } from "@/components/ui";

const PLACES = [
  { href: "/docs", title: "API reference", text: "Every operation with examples and a Try-it form." },
  { href: "/playground", title: "Playground", text: "Run each API from the browser with your keys." },
  { href: "/dashboard/keys", title: "Keys", text: "Create, rotate and revoke your API keys." },
  { href: "/dashboard/usage", title: "Usage", text: "Requests, errors and latency per key." },
];

/** The branded 404: says what happened and offers the places a visitor most likely wanted. */
export function NotFoundView() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-16 sm:px-6">
      <div>
        <p className="font-mono text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">This page does not exist</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          The link may be old, or the address mistyped. API routes answer unknown paths with a JSON <code>not_found</code> error instead;
          this page is for the portal.
        </p>
      </div>
      <nav aria-label="Where to go instead">
        <ul className="grid gap-3 sm:grid-cols-2">
          {PLACES.map((p) => (
            <li key={p.href}>
              <Link
                href={p.href}
                className="block h-full rounded-xl border border-slate-200 p-4 hover:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-800"
              >
                <span className="font-medium">{p.title}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{p.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Link href="/" className={buttonClasses("primary")}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
