import type { Metadata } from "next";
import { countries } from "countries-list";
import { DEMO_COUNTRIES } from "@/lib/jobs/demo/countries";
import { MatchJobsConsole } from "./match-jobs-console";

export const metadata: Metadata = { title: "Match jobs playground — CareerStack" };

// Countries offered: every country of the demo feed (the offline default) plus any other ISO code typed in.
export default function MatchJobsPlaygroundPage() {
  const options = DEMO_COUNTRIES.map((c) => ({ code: c.code, name: countries[c.code as keyof typeof countries]?.name ?? c.code })).sort(
    (a, b) => a.name.localeCompare(b.name),
  );
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Match jobs</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Paste a CV and pick a country: <code className="font-mono">POST /v1/embed/match-jobs</code> ranks current listings by embedding
        similarity. Without live sources configured the server uses its bundled demo feed (source <code className="font-mono">demo</code>,
        fictional companies).
      </p>
      <MatchJobsConsole countries={options} />
    </div>
  );
}
