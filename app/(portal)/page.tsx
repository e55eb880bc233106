import Link from "next/link";
import { buttonClasses } from "@/components/ui";

const FAMILIES = [
  {
    name: "Developer API",
    base: "/v1/career/*",
    auth: "X-Api-Key: csk_free_v1_…",
    points: [
      "CV scoring with evidence",
      "Salary benchmarks in 196 countries",
      "Cover letters in 15 modes",
      "OpenAI-compatible career chat",
    ],
  },
  {
    name: "Embedding API",
    base: "/v1/embed/*",
    auth: "Authorization: Bearer cstm_em_…",
    points: ["384-d career-text embeddings", "Similarity in [0, 1]", "Job matching against listings", "Runs on your own CPU"],
  },
  {
    name: "Transformer API",
    base: "/transformer/v1, /cstm, /life-sim",
    auth: "X-API-Key: csk_live_…",
    points: ["Entity extraction (8 types)", "Career graphs and scores", "Five intelligence heads", "21 life-simulation modes"],
  },
];

const CURL = `curl -X POST $ORIGIN/transformer/v1/extract \\
  -H "X-API-Key: $CAREERSTACK_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"text":"Senior data engineer in Berlin, 6 years of Python and Spark"}'`;

export default function Landing() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
      <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-indigo-600 dark:text-indigo-400">CareerStack</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Career intelligence as an API.</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Score CVs, benchmark salaries in 196 countries, write cover letters, match candidates to jobs, embed career text and simulate
            career paths — from your own code, on your own servers. Every score comes with the evidence behind it.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/signup" className={buttonClasses("primary", "md")}>
              Get an API key
            </Link>
            <Link href="/docs" className={buttonClasses("secondary", "md")}>
              Read the docs
            </Link>
            <Link href="/playground" className={buttonClasses("ghost", "md")}>
              Open the playground →
            </Link>
          </div>
        </div>
        <div className="overflow-hidden rounded-xl border border-slate-800 bg-slate-950 shadow-lg">
          <div className="flex items-center gap-1.5 border-b border-slate-800 px-4 py-2" aria-hidden="true">
            <span className="h-2.5 w-2.5 rounded-full bg-slate-700" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-700" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-700" />
            <span className="ml-2 text-xs text-slate-400">terminal</span>
          </div>
          <pre
            tabIndex={0}
            className="overflow-x-auto p-4 text-xs leading-relaxed text-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
          >
            <code>{CURL}</code>
          </pre>
        </div>
      </div>

      <section aria-labelledby="apis-h" className="mt-16">
        <h2 id="apis-h" className="sr-only">
          The three APIs
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {FAMILIES.map((f) => (
            <li key={f.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <h3 className="font-semibold">{f.name}</h3>
              <p className="mt-1 font-mono text-xs text-slate-600 dark:text-slate-400">{f.base}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                {f.points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <span aria-hidden="true" className="text-indigo-500">
                      ✓
                    </span>
                    {p}
                  </li>
                ))}
              </ul>
              <p className="mt-4 font-mono text-xs text-slate-600 dark:text-slate-400">{f.auth}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <h2 className="font-semibold">1. Create an account</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Free plan, no card. Already registered through the API? Sign up with the same e-mail and one of your keys.
          </p>
        </div>
        <div>
          <h2 className="font-semibold">2. Make a key</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Live or test keys for each API, up to five active per API, shown once.</p>
        </div>
        <div>
          <h2 className="font-semibold">3. Call and watch</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Every call appears on the usage dashboard with status and latency within seconds.
          </p>
        </div>
      </section>
    </div>
  );
}
