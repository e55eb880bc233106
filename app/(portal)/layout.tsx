import Link from "next/link";
import { SiteHeader } from "@/components/portal/site-header";

export default function PortalLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 py-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <div className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 sm:px-6">
          <span>CareerStack — self-hosted career intelligence</span>
          <Link className="hover:underline" href="/docs">
            Docs
          </Link>
          <Link className="hover:underline" href="/docs/errors">
            Error codes
          </Link>
          <a className="hover:underline" href="/openapi.json">
            OpenAPI
          </a>
          <a className="hover:underline" href="/docs/models">
            Models (JSON)
          </a>
        </div>
      </footer>
    </div>
  );
}
