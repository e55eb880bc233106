import Link from "next/link";

export default function Landing() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-20">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-600 dark:text-indigo-400">CareerStack</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Career intelligence as an API.</h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        Score CVs, benchmark salaries in 196 countries, write cover letters in 15 modes, match candidates to jobs,
        embed career text and simulate career paths — from your own code, on your own servers.
      </p>
      <div className="mt-8 flex gap-3">
        <Link href="/signup" className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-500">Get an API key</Link>
        <Link href="/docs" className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900">Read the docs</Link>
      </div>
    </main>
  );
}
