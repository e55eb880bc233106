"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { FormField } from "@/components/portal/form-field";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, useChartAnimation } from "@/components/ui";
import type { CareerPathData } from "@/lib/contracts/scoring";

const RISK_TONE = { low: "success", medium: "warning", high: "danger" } as const;

type Data = z.infer<typeof CareerPathData>;
type Step = Data["primaryNextRole"];

const ROUTES = { family: "transformer", keyed: "/cstm/career-path", open: "/cstm/career-path" } as const;

export default function CareerPathPlayground() {
  const c = useConsole<{ data: Data; ms: number }>(ROUTES);
  const [role, setRole] = useState("Software Engineer");
  const [years, setYears] = useState("6");
  const [skills, setSkills] = useState("Python, AWS, Docker, SQL");
  const [goals, setGoals] = useState("Lead a team and grow into management");

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!role.trim() && !skills.trim()) return c.call.refuse("Enter your current role or your skills.");
    const y = Number(years);
    if (years.trim() && !(y >= 0 && y <= 70)) return c.call.refuse("Years of experience must be between 0 and 70.");
    await c.send<{ data: Data }>({ keyed: { currentRole: role, yearsExperience: years, skills, goals, country: "Global" } }, (res) => ({
      data: res.body.data,
      ms: res.ms,
    }));
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Career path</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Likely next roles from the occupation graph — typical next steps and adjacent roles — ranked by skill overlap, years and your
          goals, with a timeline and the skills to build. Calls <code className="font-mono">POST /cstm/career-path</code> (no key needed;
          with one of your transformer keys selected the call counts against it).
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="lg:self-start">
          <CardHeader title="Request" />
          <CardBody>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <FormField label="Current role" value={role} onChange={(e) => setRole(e.target.value)} />
              <FormField
                label="Years of experience"
                type="number"
                min={0}
                max={70}
                value={years}
                onChange={(e) => setYears(e.target.value)}
              />
              <FormField
                as="textarea"
                label="Skills (comma-separated)"
                rows={3}
                value={skills}
                onChange={(e) => setSkills(e.target.value)}
              />
              <FormField as="textarea" label="Goals" rows={3} value={goals} onChange={(e) => setGoals(e.target.value)} />
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading} disabled={c.call.loading || !c.runnable}>
                Plan path
              </Button>
            </form>
          </CardBody>
        </Card>
        <ConsoleOutput
          call={c.call}
          empty={<EmptyState title="No path yet" description="Describe where you are and where you want to go, then press Plan path." />}
        >
          {c.call.view && <Result data={c.call.view.data} ms={c.call.view.ms} />}
        </ConsoleOutput>
      </div>
    </div>
  );
}

function StepCard({ step, primary }: { step: Step; primary?: boolean }) {
  return (
    <Card className={primary ? "ring-2 ring-indigo-500" : undefined}>
      <CardHeader
        title={step.title}
        description={`${Math.round(step.probability * 100)}% · ${step.timelineMonths.min}–${step.timelineMonths.max} months`}
        actions={primary ? <Badge tone="info">most likely next</Badge> : undefined}
      />
      <CardBody className="flex flex-col gap-2 text-sm">
        {step.skillsNeeded.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {step.skillsNeeded.map((s) => (
              <Badge key={s} tone="warning">
                {s}
              </Badge>
            ))}
          </div>
        )}
        <ul className="list-disc space-y-0.5 pl-5 text-slate-600 dark:text-slate-400">
          {step.evidence.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

function Result({ data, ms }: { data: Data; ms: number }) {
  const animate = useChartAnimation();
  const steps = [data.primaryNextRole, ...data.alternatives];
  const chart = steps.map((s) => ({ name: s.title, probability: Math.round(s.probability * 100) }));
  return (
    <>
      <Card>
        <CardHeader
          title={`From ${data.current.title}`}
          description={`${data.current.inferredFrom === "skills" ? "role inferred from your skills" : "matched from your title"} · ${ms} ms`}
          actions={
            <Badge tone={RISK_TONE[data.aiDisruptionRisk.level]}>
              AI disruption: {data.aiDisruptionRisk.level} ({data.aiDisruptionRisk.score})
            </Badge>
          }
        />
        <CardBody>
          <div className="h-56" role="img" aria-label={`Probabilities: ${chart.map((c) => `${c.name} ${c.probability}%`).join(", ")}`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chart} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-800" />
                <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
                <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={150} />
                <Tooltip formatter={(v) => `${v}%`} />
                <Bar dataKey="probability" fill="#4f46e5" radius={[0, 4, 4, 0]} isAnimationActive={animate} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            Probabilities share one pool with staying in the current role, so they add up to less than 100%. AI exposure source:{" "}
            {data.aiDisruptionRisk.source}
          </p>
        </CardBody>
      </Card>
      {steps.map((s, i) => (
        <StepCard key={s.title} step={s} primary={i === 0} />
      ))}
    </>
  );
}
