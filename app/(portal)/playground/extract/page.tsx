"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput, RequestInspector } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { useConsoleCall } from "@/components/playground/use-console-call";
import { Field, FormField } from "@/components/portal/form-field";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, useChartAnimation } from "@/components/ui";
import type { CareerGraphData, ExtractData } from "@/lib/contracts/transformer-text";
import { ENTITY_TYPES, type EntityType } from "@/lib/engine/extract/types";

const TYPES = ENTITY_TYPES;
// Light and dark variants per type; the legend doubles as the filter.
const COLOURS: Record<EntityType, string> = {
  EMPLOYEE: "bg-pink-100 text-pink-900 dark:bg-pink-900/40 dark:text-pink-100",
  EMPLOYER: "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  RECRUITER: "bg-orange-100 text-orange-900 dark:bg-orange-900/40 dark:text-orange-100",
  JOB: "bg-indigo-100 text-indigo-900 dark:bg-indigo-900/40 dark:text-indigo-100",
  SKILL: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  LOCATION: "bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100",
  DATE: "bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100",
  SALARY: "bg-lime-100 text-lime-900 dark:bg-lime-900/40 dark:text-lime-100",
};
const ROUTES = { family: "transformer", keyed: "/transformer/v1/extract" } as const;
const SAMPLE = `Hi Tom,
I'm Sarah Klein, a Talent Acquisition Partner at Siemens Healthineers. We're looking for a Staff Backend Engineer in Munich (hybrid) with 5+ years of Kotlin and Kafka. The range is €95k–€115k plus bonus.

Your CV: Senior Software Engineer, Acme GmbH, Berlin | Jan 2019 – Present
- Led migration of 40 services to Kubernetes on AWS, cutting costs by 30%
Software Engineer, Zalando SE | 03/2016 - 12/2018`;

type Extracted = z.infer<typeof ExtractData>;
type Entity = Extracted["entities"][number];
type Graph = z.infer<typeof CareerGraphData>;

export default function ExtractPlayground() {
  const c = useConsole<{ data: Extracted; sent: string; ms: number }>(ROUTES);
  const graphCall = useConsoleCall<Graph>();
  const [text, setText] = useState(SAMPLE);
  const [minConfidence, setMinConfidence] = useState(0.5);
  const [shown, setShown] = useState<Set<EntityType>>(new Set(TYPES));

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!text.trim()) return c.call.refuse("Paste a CV, job ad or recruiter message first.");
    if (text.length > 10_000)
      return c.call.refuse(`The text is ${text.length.toLocaleString("en")} characters; the API takes at most 10,000.`);
    const sent = text;
    await Promise.all([
      c.send<{ data: Extracted }>({ keyed: { text, options: { minConfidence } } }, (res) => ({ data: res.body.data, sent, ms: res.ms })),
      c.choice.path
        ? graphCall.run<{ data: Graph }>(
            { method: "POST", path: "/transformer/v1/career-graph", body: { text }, family: "transformer", keyId: c.key.keyId },
            (res) => res.body.data,
          )
        : null,
    ]);
  }

  const view = c.call.view;
  const data = view?.data;
  const sent = view?.sent ?? "";
  const ms = view?.ms ?? 0;

  function toggle(t: EntityType) {
    setShown((prev) => {
      const next = new Set(prev);
      if (next.has(t)) next.delete(t);
      else next.add(t);
      return next;
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Entity extraction</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Finds candidates, employers, recruiters, job titles, skills, places, dates and pay in career text, each with a confidence and the
          evidence behind it, plus the relationships between them and a career graph. Calls{" "}
          <code className="font-mono">POST /transformer/v1/extract</code> and{" "}
          <code className="font-mono">POST /transformer/v1/career-graph</code>.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card>
          <CardHeader title="Request" />
          <CardBody>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <FormField
                as="textarea"
                label={`Text (${text.length.toLocaleString()} / 10,000)`}
                rows={14}
                maxLength={10000}
                controlClassName="font-mono"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
              <Field label={`Minimum confidence: ${minConfidence.toFixed(2)}`}>
                {({ className: _boxed, ...control }) => (
                  <input
                    {...control}
                    type="range"
                    min={0}
                    max={1}
                    step={0.05}
                    value={minConfidence}
                    onChange={(e) => setMinConfidence(Number(e.target.value))}
                  />
                )}
              </Field>
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading} disabled={c.call.loading || !c.runnable}>
                Extract
              </Button>
            </form>
          </CardBody>
        </Card>
        <ConsoleOutput
          call={c.call}
          empty={<EmptyState title="Nothing extracted yet" description="Paste text and press Extract to see highlighted entities." />}
        >
          {data && (
            <>
              <Card>
                <CardHeader title={`${data.metadata.entityCount} entities`} description={`language ${data.metadata.language} · ${ms} ms`} />
                <CardBody className="flex flex-col gap-4">
                  <div className="flex flex-wrap gap-2" role="group" aria-label="Show entity types">
                    {TYPES.map((t) => (
                      <button
                        key={t}
                        type="button"
                        aria-pressed={shown.has(t)}
                        onClick={() => toggle(t)}
                        className={`rounded px-2 py-1 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${shown.has(t) ? COLOURS[t] : "bg-slate-100 text-slate-600 line-through dark:bg-slate-800 dark:text-slate-400"}`}
                      >
                        {t} {data.metadata.byType[t] ?? 0}
                      </button>
                    ))}
                  </div>
                  <Highlighted text={sent} entities={data.entities.filter((e) => shown.has(e.type))} />
                </CardBody>
              </Card>
              <Card>
                <CardHeader title={`${data.relationships.length} relationships`} />
                <CardBody>
                  {data.relationships.length === 0 ? (
                    <p className="text-sm text-slate-600 dark:text-slate-400">No relationships found.</p>
                  ) : (
                    <ul className="space-y-1 text-sm">
                      {data.relationships.slice(0, 60).map((r, i) => (
                        <li key={i}>
                          <span className="font-medium">{data.entities[r.source]?.text}</span> <Badge>{r.type}</Badge>{" "}
                          <span className="font-medium">{data.entities[r.target]?.text}</span>{" "}
                          <span className="text-xs text-slate-600 dark:text-slate-400">{r.confidence.toFixed(2)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardBody>
              </Card>
              {graphCall.view && <GraphSummary graph={graphCall.view} />}
              {graphCall.last && <RequestInspector result={graphCall.last} />}
            </>
          )}
        </ConsoleOutput>
      </div>
    </div>
  );
}

function Highlighted({ text, entities }: { text: string; entities: Entity[] }) {
  const parts: React.ReactNode[] = [];
  let pos = 0;
  for (const [i, e] of entities.entries()) {
    if (e.start < pos) continue;
    parts.push(text.slice(pos, e.start));
    parts.push(
      <mark
        key={i}
        className={`rounded px-0.5 ${COLOURS[e.type]}`}
        title={`${e.type} · ${e.confidence.toFixed(2)}${e.normalized ? ` · ${e.normalized}` : ""}\n${e.evidence}`}
      >
        {text.slice(e.start, e.end)}
        <sup className="ml-0.5 text-[0.6rem]">{e.type.slice(0, 3)}</sup>
      </mark>,
    );
    pos = e.end;
  }
  parts.push(text.slice(pos));
  return (
    <div className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-mono text-sm leading-7 dark:bg-slate-900">{parts}</div>
  );
}

function GraphSummary({ graph }: { graph: Graph }) {
  const animate = useChartAnimation();
  const chart = graph.careerScore.components.map((c) => ({ name: c.name, score: c.score }));
  return (
    <Card>
      <CardHeader
        title={`Career score ${graph.careerScore.overall}/100`}
        description={`${graph.nodes.length} nodes · ${graph.edges.length} edges · ${graph.clusters.length} clusters`}
      />
      <CardBody className="flex flex-col gap-4">
        <div className="h-48" role="img" aria-label={chart.map((c) => `${c.name} ${c.score}`).join(", ")}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={chart} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 16 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-800" />
              <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="name" tick={{ fontSize: 11 }} width={130} />
              <Tooltip />
              <Bar dataKey="score" fill="#4f46e5" radius={[0, 4, 4, 0]} isAnimationActive={animate} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-600 dark:text-slate-400">
          {graph.careerScore.components.map((c) => (
            <li key={c.name}>
              <span className="font-medium">{c.name}</span> ({Math.round(c.weight * 100)}%): {c.evidence}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          {graph.clusters.slice(0, 6).map((c) => (
            <div key={c.id} className="text-sm">
              <span className="font-medium">{c.label}</span>{" "}
              <span className="text-xs text-slate-600 dark:text-slate-400">cohesion {c.cohesion.toFixed(2)}</span>
              <div className="mt-1 flex flex-wrap gap-1">
                {c.nodes.slice(0, 14).map((n) => (
                  <Badge key={n}>{graph.nodes.find((x) => x.id === n)?.label ?? n}</Badge>
                ))}
              </div>
            </div>
          ))}
        </div>
      </CardBody>
    </Card>
  );
}
