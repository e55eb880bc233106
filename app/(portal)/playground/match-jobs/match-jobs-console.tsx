"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { FormField } from "@/components/portal/form-field";
import type { MatchJobsResponse } from "@/lib/contracts/embed";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState } from "@/components/ui";

const ROUTES = { family: "embed", keyed: "/v1/embed/match-jobs" } as const;

const SAMPLE_CV = `Jane Doe — Data Analyst
5 years turning sales and marketing data into decisions.
Built Power BI dashboards used weekly by 200 managers.
SQL (PostgreSQL, BigQuery), Python (pandas), Excel, Tableau.
Automated a monthly reporting pack, saving 20 hours a month.`;

type MatchBody = z.infer<typeof MatchJobsResponse>;
type Match = MatchBody["matches"][number];

function formatSalary(s: NonNullable<Match["salary"]>): string {
  const f = (x: number | null) => (x === null ? "?" : x.toLocaleString());
  const range = s.min === s.max ? f(s.min) : `${f(s.min)}–${f(s.max)}`;
  return `${range} ${s.currency ?? ""} / ${s.interval}`;
}

export function MatchJobsConsole({ countries }: { countries: { code: string; name: string }[] }) {
  const c = useConsole<{ body: MatchBody; ms: number }>(ROUTES);
  const [cv, setCv] = useState(SAMPLE_CV);
  const [country, setCountry] = useState("GB");
  const [limit, setLimit] = useState(10);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!cv.trim()) return c.call.refuse("Paste a CV first.");
    await c.send<MatchBody>({ keyed: { cv_text: cv, country_code: country || undefined, limit } }, (res) => ({
      body: res.body,
      ms: res.ms,
    }));
  }

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Card className="lg:self-start">
        <CardHeader title="Request" description="POST /v1/embed/match-jobs" />
        <CardBody>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormField
              as="textarea"
              label="CV text"
              rows={12}
              maxLength={50000}
              value={cv}
              onChange={(e) => setCv(e.target.value)}
              required
            />
            <div className="grid grid-cols-[1fr_6rem] gap-3">
              <FormField as="select" label="Country" value={country} onChange={(e) => setCountry(e.target.value)}>
                <option value="">Any (global pool)</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} ({c.code})
                  </option>
                ))}
              </FormField>
              <FormField
                label="Limit"
                type="number"
                min={1}
                max={25}
                value={limit}
                onChange={(e) => setLimit(Math.max(1, Math.min(25, Number(e.target.value) || 10)))}
              />
            </div>
            <ConsoleAccess c={c} />
            <Button type="submit" loading={c.call.loading} disabled={c.call.loading || !c.runnable}>
              Find matching jobs
            </Button>
          </form>
        </CardBody>
      </Card>
      <ConsoleOutput
        call={c.call}
        empty={<EmptyState title="No matches yet" description="Paste a CV, choose a country and press Find matching jobs." />}
      >
        {c.call.view && <Results body={c.call.view.body} ms={c.call.view.ms} />}
      </ConsoleOutput>
    </div>
  );
}

function Results({ body, ms }: { body: MatchBody; ms: number }) {
  if (body.matches.length === 0) return <EmptyState title="No listings to compare" description={body.data_freshness} />;
  return (
    <Card>
      <CardHeader
        title={`${body.matches.length} best of ${body.total_candidates_considered} listings`}
        description={`${body.scoped_to_country ? "Country pool" : "Global pool (no listings for that country, or none chosen)"} · ${body.data_freshness} · ${body.model} · ${ms} ms`}
      />
      <CardBody>
        <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {body.matches.map((m) => (
            <li key={m.url} className="flex items-start gap-4 py-3">
              <div className="w-14 shrink-0 text-center">
                <div className="text-xl font-semibold tabular-nums">{m.matchScore}</div>
                <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden>
                  <div className="h-full bg-indigo-500" style={{ width: `${m.matchScore}%` }} />
                </div>
              </div>
              <div className="min-w-0 flex-1">
                <a
                  href={m.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:underline dark:text-indigo-300"
                >
                  {m.title}
                </a>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {m.company} · {m.location}
                </p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {m.country_code && <Badge>{m.country_code}</Badge>}
                  {m.remote && <Badge tone="success">remote</Badge>}
                  <Badge tone={m.source === "demo" ? "warning" : "neutral"}>{m.source === "demo" ? "demo data" : m.source}</Badge>
                  {m.salary && <Badge>{formatSalary(m.salary)}</Badge>}
                  <Badge>posted {m.posted_at.slice(0, 10)}</Badge>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
