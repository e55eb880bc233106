"use client";

import { useState, type FormEvent } from "react";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { CheckboxField, FormField } from "@/components/portal/form-field";
import { SAMPLE_CV, SAMPLE_JD } from "@/components/playground/samples";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, useChartAnimation } from "@/components/ui";

const REC_TONE: Record<string, "success" | "info" | "warning" | "danger"> = {
  apply: "success",
  apply_with_changes: "info",
  stretch: "warning",
  skip: "danger",
};

type Json = Record<string, unknown>;

interface View {
  score: number;
  recommendation: string;
  dimensions: { name: string; score: number }[];
  reasons: string[];
  strengths: string[];
  gaps: string[];
  redFlags: string[];
  hook: string | null;
  shortlist: number | null;
  /** Keyed route only: the facts behind each dimension's score. */
  dimensionEvidence: [string, string[]][];
  route: string;
  ms: number;
}

function toView(body: Json, keyed: boolean, ms: number): View {
  const d = (keyed ? body : (body.data as Json)) ?? {};
  const dims = (d.dimensions ?? {}) as Record<string, number>;
  const evidence = ((d.evidence as Json | undefined)?.dimensions ?? {}) as Record<string, string[]>;
  return {
    score: Number(keyed ? d.match_score : d.matchScore),
    recommendation: String(keyed ? d.apply_recommendation : d.verdict),
    dimensions: Object.entries(dims).map(([name, score]) => ({ name, score })),
    reasons: (d.reasons as string[]) ?? [],
    strengths: (d.strengths as string[]) ?? [],
    gaps: (d.gaps as string[]) ?? [],
    redFlags: (d.redFlags as string[]) ?? [],
    hook: typeof d.coverLetterHook === "string" ? d.coverLetterHook : null,
    shortlist: typeof d.shortlistProbability === "number" ? d.shortlistProbability : null,
    dimensionEvidence: Object.entries(evidence).filter(([, facts]) => Array.isArray(facts) && facts.length > 0),
    route: keyed ? "POST /v1/career/job/match" : "POST /cstm/match",
    ms,
  };
}

const ROUTES = { family: "developer", keyed: "/v1/career/job/match", open: "/cstm/match" } as const;

export default function JobMatchPlayground() {
  const c = useConsole<View>(ROUTES);
  const keyed = c.choice.withKey;
  const [cv, setCv] = useState(SAMPLE_CV);
  const [jd, setJd] = useState(SAMPLE_JD);
  const [salary, setSalary] = useState("");
  const [location, setLocation] = useState("");
  const [remote, setRemote] = useState(false);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!cv.trim() || !jd.trim()) return c.call.refuse("Paste both a CV and a job description.");
    if (salary && !(Number(salary) >= 0)) return c.call.refuse("Salary expectation must be a positive number.");
    await c.send<Json>(
      {
        keyed: {
          cv_text: cv,
          job_description: jd,
          salary_expectation: salary ? Number(salary) : undefined,
          location: location || undefined,
          remote: remote || undefined,
        },
        open: { candidateProfile: cv, jobDescription: jd },
      },
      (res, k) => toView(res.body, k, res.ms),
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Job match</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Five dimensions — skills, experience, salary, location, culture — each with the facts behind it, and an apply recommendation. With
          a developer key on the PRO plan the console calls <code className="font-mono">POST /v1/career/job/match</code>; otherwise the open{" "}
          <code className="font-mono">POST /cstm/match</code> (adds strengths, gaps, red flags and a cover-letter opening).
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card className="lg:self-start">
          <CardHeader title="Request" />
          <CardBody>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <FormField
                as="textarea"
                label="CV text"
                rows={10}
                controlClassName="font-mono"
                value={cv}
                onChange={(e) => setCv(e.target.value)}
              />
              <FormField as="textarea" label="Job description" rows={8} value={jd} onChange={(e) => setJd(e.target.value)} />
              <div className="grid grid-cols-2 gap-3">
                <FormField
                  label="Salary expectation (keyed)"
                  type="number"
                  min={0}
                  value={salary}
                  onChange={(e) => setSalary(e.target.value)}
                  disabled={!keyed}
                />
                <FormField
                  label="Your location (keyed)"
                  value={location}
                  onChange={(e) => setLocation(e.target.value)}
                  placeholder="London, UK"
                  disabled={!keyed}
                />
              </div>
              <CheckboxField label="I want remote work" checked={remote} onChange={(e) => setRemote(e.target.checked)} disabled={!keyed} />
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading} disabled={c.call.loading || !c.runnable}>
                Match
              </Button>
            </form>
          </CardBody>
        </Card>
        <ConsoleOutput
          call={c.call}
          empty={
            <EmptyState
              title="No match yet"
              description="The form holds an example CV and job advert: press Match to try it, or paste your own."
            />
          }
        >
          {c.call.view && <Result view={c.call.view} />}
        </ConsoleOutput>
      </div>
    </div>
  );
}

function List({ title, items, tone }: { title: string; items: string[]; tone?: string }) {
  if (!items.length) return null;
  return (
    <div>
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className={`mt-1 list-disc space-y-1 pl-5 text-sm ${tone ?? ""}`}>
        {items.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
    </div>
  );
}

function Result({ view }: { view: View }) {
  const animate = useChartAnimation();
  const color = (s: number) => (s >= 75 ? "#059669" : s >= 50 ? "#4f46e5" : "#d97706");
  return (
    <>
      <Card>
        <CardHeader
          title={`Match ${view.score} / 100`}
          description={`${view.route} · ${view.ms} ms${view.shortlist !== null ? ` · shortlist probability ${Math.round(view.shortlist * 100)}%` : ""}`}
          actions={<Badge tone={REC_TONE[view.recommendation] ?? "neutral"}>{view.recommendation.replace(/_/g, " ")}</Badge>}
        />
        <CardBody>
          <div className="h-56" role="img" aria-label={`Dimensions: ${view.dimensions.map((d) => `${d.name} ${d.score}`).join(", ")}`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={view.dimensions} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-800" />
                <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} />
                <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={80} />
                <Tooltip />
                <Bar dataKey="score" radius={[0, 4, 4, 0]} isAnimationActive={animate}>
                  {view.dimensions.map((d) => (
                    <Cell key={d.name} fill={color(d.score)} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardBody>
      </Card>
      {view.hook && (
        <Card>
          <CardHeader title="Cover-letter opening" description="Built from your strongest matching bullet." />
          <CardBody>
            <p className="text-sm italic leading-6">{view.hook}</p>
          </CardBody>
        </Card>
      )}
      <Card>
        <CardHeader title="Why" />
        <CardBody className="flex flex-col gap-4">
          <List title="Strengths" items={view.strengths} />
          <List title="Gaps" items={view.gaps} />
          <List title="Red flags" items={view.redFlags} tone="text-red-700 dark:text-red-300" />
          {view.dimensionEvidence.length > 0 ? (
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_1fr]">
              {view.dimensionEvidence.map(([name, facts]) => (
                <div key={name} className="contents">
                  <dt className="font-medium capitalize">
                    {name}{" "}
                    <span className="tabular-nums text-slate-600 dark:text-slate-400">
                      {view.dimensions.find((x) => x.name === name)?.score ?? ""}
                    </span>
                  </dt>
                  <dd>
                    <ul className="list-disc space-y-0.5 pl-5">
                      {facts.map((f, i) => (
                        <li key={i}>{f}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <List title="Reasons" items={view.reasons} />
          )}
        </CardBody>
      </Card>
    </>
  );
}
