"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { CheckboxField, FormField } from "@/components/portal/form-field";
import { SAMPLE_CV, SAMPLE_JD, SAMPLE_ROLE } from "@/components/playground/samples";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState } from "@/components/ui";
import type { InterviewQuestion } from "@/lib/contracts/writing";

const TYPES = ["behavioral", "technical", "situational", "culture"] as const;
const TYPE_TONE = { behavioral: "info", technical: "success", situational: "warning", culture: "neutral" } as const;
const ROUTES = { family: "developer", keyed: "/v1/career/interview/questions" } as const;

type Question = z.infer<typeof InterviewQuestion>;

export default function InterviewPlayground() {
  const c = useConsole<Question[]>(ROUTES);
  const [role, setRole] = useState(SAMPLE_ROLE);
  const [company, setCompany] = useState("");
  const [jd, setJd] = useState(SAMPLE_JD);
  const [cv, setCv] = useState(SAMPLE_CV);
  const [count, setCount] = useState("8");
  const [types, setTypes] = useState<string[]>([...TYPES]);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (role.trim().length < 2) return c.call.refuse("Enter the role you are interviewing for.");
    if (!types.length) return c.call.refuse("Pick at least one question type.");
    const n = Number(count);
    if (!(Number.isInteger(n) && n >= 1 && n <= 25)) return c.call.refuse("Number of questions must be a whole number from 1 to 25.");
    await c.send<{ questions: Question[] }>(
      { keyed: { role, company_name: company || undefined, job_description: jd || undefined, cv_text: cv || undefined, count: n, types } },
      (res) => res.body.questions,
    );
  }

  const toggle = (t: string) => setTypes((cur) => (cur.includes(t) ? cur.filter((x) => x !== t) : [...cur, t]));

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Interview questions</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Role- and company-specific questions with STAR model answers built from your CV (bracketed parts are for you to fill in),
          follow-up probes and common mistakes. Route: <code className="font-mono">POST /v1/career/interview/questions</code> (developer
          key, PRO plan).
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card className="lg:self-start">
          <CardHeader title="Request" />
          <CardBody>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <FormField label="Role" value={role} onChange={(e) => setRole(e.target.value)} required />
              <FormField label="Company (optional)" value={company} onChange={(e) => setCompany(e.target.value)} />
              <FormField
                as="textarea"
                label="Job description (optional)"
                rows={5}
                controlClassName="font-mono"
                value={jd}
                onChange={(e) => setJd(e.target.value)}
              />
              <FormField
                as="textarea"
                label="CV (optional: answers use your own results)"
                rows={5}
                controlClassName="font-mono"
                value={cv}
                onChange={(e) => setCv(e.target.value)}
              />
              <FormField
                label="Number of questions (1–25)"
                type="number"
                min={1}
                max={25}
                value={count}
                onChange={(e) => setCount(e.target.value)}
              />
              <fieldset className="flex flex-wrap gap-3 text-sm">
                <legend className="mb-1 font-medium">Types</legend>
                {TYPES.map((t) => (
                  <CheckboxField key={t} label={t} className="gap-1" checked={types.includes(t)} onChange={() => toggle(t)} />
                ))}
              </fieldset>
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading} disabled={c.call.loading || !c.runnable}>
                Generate questions
              </Button>
            </form>
          </CardBody>
        </Card>
        <ConsoleOutput
          call={c.call}
          empty={
            <EmptyState title="No questions yet" description="Enter a role (and optionally the advert and your CV) and press Generate." />
          }
        >
          {c.call.view?.length === 0 && <EmptyState title="No questions" description="Try more question types." />}
          {c.call.view?.map((q, i) => (
            <Card key={i}>
              <CardHeader
                title={`${i + 1}. ${q.question}`}
                description={q.basis}
                actions={<Badge tone={TYPE_TONE[q.type]}>{q.type}</Badge>}
              />
              <CardBody className="flex flex-col gap-3 text-sm">
                <dl className="grid gap-2 sm:grid-cols-[6rem_1fr]">
                  {(["situation", "task", "action", "result"] as const).map((k) => (
                    <div key={k} className="contents">
                      <dt className="font-medium capitalize">{k}</dt>
                      <dd className={q.source ? "" : "italic text-slate-500 dark:text-slate-400"}>{q.model_answer[k]}</dd>
                    </div>
                  ))}
                </dl>
                {q.source && (
                  <div>
                    <span className="font-medium">From your CV: </span>“{q.source.text}”{q.source.role ? ` (${q.source.role})` : ""}
                  </div>
                )}
                <div>
                  <span className="font-medium">Follow-ups: </span>
                  {q.follow_ups.join(" · ")}
                </div>
                <div>
                  <span className="font-medium">Common mistakes: </span>
                  {q.common_mistakes.join(" · ")}
                </div>
              </CardBody>
            </Card>
          ))}
        </ConsoleOutput>
      </div>
    </div>
  );
}
