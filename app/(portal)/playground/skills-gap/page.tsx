"use client";

import { useState, type FormEvent } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { FormField } from "@/components/portal/form-field";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, Table, Td, Th, useChartAnimation } from "@/components/ui";

const IMPORTANCE_TONE = { core: "danger", important: "warning", nice: "neutral" } as const;

type Json = Record<string, unknown>;

interface Row {
  skill: string;
  importance: keyof typeof IMPORTANCE_TONE;
  current: number;
  required: number;
  hours: number;
  resources: { title: string; url: string }[];
  salaryReturn: number;
}

interface View {
  targetRole: string;
  readiness: number;
  months: number;
  totalHours: number;
  difficulty: string | null;
  rows: Row[];
  route: string;
  ms: number;
}

const lvl = (s: unknown) => Number(String(s ?? "L0").replace("L", ""));

function toView(body: Json, keyed: boolean, ms: number): View {
  if (keyed) {
    const skills = (body.skills as Json[]) ?? [];
    return {
      targetRole: String(body.target_role),
      readiness: 100 - Number(body.gap_score),
      months: Number(body.estimated_months),
      totalHours: Number(body.total_learning_hours),
      difficulty: null,
      rows: skills.map((s) => ({
        skill: String(s.skill),
        importance: (s.importance as Row["importance"]) ?? "important",
        current: lvl(s.current_level),
        required: lvl(s.required_level),
        hours: Number(s.learning_hours),
        resources: (s.free_resources as Row["resources"]) ?? [],
        salaryReturn: Number(s.salary_return_percent),
      })),
      route: "POST /v1/career/skills/gap",
      ms,
    };
  }
  const d = (body.data as Json) ?? {};
  return {
    targetRole: String(d.targetRole),
    readiness: Number(d.readinessScore),
    months: Number(d.estimatedMonths),
    totalHours: Number(d.totalLearningHours),
    difficulty: String(d.difficultyRating),
    rows: ((d.missingSkills as Json[]) ?? []).map((s) => {
      const path = (s.learningPath ?? {}) as { resource: string; url: string; hours: number };
      return {
        skill: String(s.skill),
        importance: s.importance as Row["importance"],
        current: lvl(s.currentLevel),
        required: lvl(s.requiredLevel),
        hours: path.hours,
        resources: path.url ? [{ title: path.resource, url: path.url }] : [],
        salaryReturn: Number(s.salaryReturnPercent ?? 0),
      };
    }),
    route: "POST /cstm/skill-gap",
    ms,
  };
}

const ROUTES = { family: "developer", keyed: "/v1/career/skills/gap", open: "/cstm/skill-gap" } as const;

export default function SkillsGapPlayground() {
  const c = useConsole<View>(ROUTES);
  const keyed = c.choice.withKey;
  const [target, setTarget] = useState("Data Scientist");
  const [currentRole, setCurrentRole] = useState("Data Analyst");
  const [skills, setSkills] = useState("SQL (advanced), Excel, Python, Tableau");
  const [cv, setCv] = useState("");
  const [hours, setHours] = useState("8");

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!target.trim()) return c.call.refuse("Enter a target role.");
    const h = Number(hours);
    if (hours && !(h >= 1 && h <= 80)) return c.call.refuse("Study hours per week must be between 1 and 80.");
    const list = skills
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
    await c.send<Json>(
      {
        keyed: { target_role: target, current_skills: list, cv_text: cv || undefined, hours_per_week: hours ? h : undefined },
        open: { targetRole: target, currentRole: currentRole || undefined, currentSkills: list, hoursPerWeek: hours || undefined },
      },
      (res, k) => toView(res.body, k, res.ms),
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Skills gap</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Your level (L0–L4) in each skill a target role needs, the hours to close each gap and free resources to do it. Levels and the
          hours model are described in docs/skill-levels.md. With a developer key on the PRO plan:{" "}
          <code className="font-mono">POST /v1/career/skills/gap</code> (also reads a CV); otherwise the open{" "}
          <code className="font-mono">POST /cstm/skill-gap</code>.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card className="lg:self-start">
          <CardHeader title="Request" />
          <CardBody>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <FormField label="Target role" value={target} onChange={(e) => setTarget(e.target.value)} required />
              <FormField label="Current role" value={currentRole} onChange={(e) => setCurrentRole(e.target.value)} />
              <FormField
                as="textarea"
                label="Current skills (comma-separated; levels allowed: “Python (advanced)”)"
                rows={3}
                value={skills}
                onChange={(e) => setSkills(e.target.value)}
              />
              <FormField
                as="textarea"
                label="CV text (keyed route only)"
                controlClassName="font-mono"
                rows={5}
                value={cv}
                onChange={(e) => setCv(e.target.value)}
                disabled={!keyed}
              />
              <FormField
                label="Study hours per week"
                type="number"
                min={1}
                max={80}
                value={hours}
                onChange={(e) => setHours(e.target.value)}
              />
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading} disabled={c.call.loading || !c.runnable}>
                Analyse gap
              </Button>
            </form>
          </CardBody>
        </Card>
        <ConsoleOutput
          call={c.call}
          empty={<EmptyState title="No analysis yet" description="Enter a target role and your skills, then press Analyse gap." />}
        >
          {c.call.view && <Result view={c.call.view} />}
        </ConsoleOutput>
      </div>
    </div>
  );
}

function Result({ view }: { view: View }) {
  const animate = useChartAnimation();
  return (
    <>
      <Card>
        <CardHeader
          title={`${view.targetRole}: readiness ${view.readiness} / 100`}
          description={`${view.route} · ${view.ms} ms · ${view.totalHours} learning hours ≈ ${view.months} month(s)`}
          actions={view.difficulty ? <Badge tone="info">{view.difficulty}</Badge> : undefined}
        />
        <CardBody>
          {view.rows.length === 0 ? (
            <p className="text-sm">Every required level is already met.</p>
          ) : (
            <div
              className="h-64"
              role="img"
              aria-label={`Current vs required level: ${view.rows.map((r) => `${r.skill} L${r.current} of L${r.required}`).join(", ")}`}
            >
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={view.rows} margin={{ top: 8, right: 8, bottom: 40, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-800" />
                  <XAxis dataKey="skill" tick={{ fontSize: 11 }} angle={-30} textAnchor="end" interval={0} />
                  <YAxis domain={[0, 4]} ticks={[0, 1, 2, 3, 4]} tickFormatter={(v: number) => `L${v}`} width={32} />
                  <Tooltip formatter={(v) => `L${v}`} />
                  <Legend verticalAlign="top" height={24} />
                  <Bar dataKey="current" name="current" fill="#a5b4fc" isAnimationActive={animate} />
                  <Bar dataKey="required" name="required" fill="#4f46e5" isAnimationActive={animate} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          )}
        </CardBody>
      </Card>
      {view.rows.length > 0 && (
        <Card>
          <CardHeader title="Learning plan" />
          <CardBody className="overflow-x-auto">
            <Table>
              <thead>
                <tr>
                  <Th>Skill</Th>
                  <Th>Level</Th>
                  <Th>Hours</Th>
                  <Th>Salary return</Th>
                  <Th>Free resources</Th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((r) => (
                  <tr key={r.skill}>
                    <Td>
                      <span className="font-medium">{r.skill}</span>{" "}
                      <Badge tone={IMPORTANCE_TONE[r.importance] ?? "neutral"}>{r.importance}</Badge>
                    </Td>
                    <Td>
                      L{r.current} → L{r.required}
                    </Td>
                    <Td className="tabular-nums">{r.hours}</Td>
                    <Td className="tabular-nums">{r.salaryReturn ? `+${r.salaryReturn}%` : "—"}</Td>
                    <Td>
                      {r.resources.map((x) => (
                        <a
                          key={x.url}
                          href={x.url}
                          target="_blank"
                          rel="noreferrer"
                          className="block text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
                        >
                          {x.title}
                        </a>
                      ))}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </CardBody>
        </Card>
      )}
    </>
  );
}
