"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";
import { ApiKeyInput, useApiKey } from "@/components/playground/api-key";
import { callApi, failureMessage } from "@/components/playground/call-api";
import { SAMPLE_CV, SAMPLE_JD, SAMPLE_ROLE } from "@/components/playground/samples";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, ErrorState } from "@/components/ui";

const INPUT = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";
const TYPES = ["behavioral", "technical", "situational", "culture"] as const;
const TYPE_TONE = { behavioral: "info", technical: "success", situational: "warning", culture: "neutral" } as const;

interface Question {
  question: string;
  type: (typeof TYPES)[number];
  basis: string;
  model_answer: { situation: string; task: string; action: string; result: string };
  follow_ups: string[];
  common_mistakes: string[];
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      {children}
    </div>
  );
}

export default function InterviewPlayground() {
  const ids = { role: useId(), company: useId(), jd: useId(), cv: useId(), count: useId() };
  const [key, setKey] = useApiKey("developer");
  const [role, setRole] = useState(SAMPLE_ROLE);
  const [company, setCompany] = useState("");
  const [jd, setJd] = useState(SAMPLE_JD);
  const [cv, setCv] = useState(SAMPLE_CV);
  const [count, setCount] = useState("8");
  const [types, setTypes] = useState<string[]>([...TYPES]);
  const [questions, setQuestions] = useState<Question[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!key) return setError("Paste a PRO developer key first.");
    if (role.trim().length < 2) return setError("Enter the role you are interviewing for.");
    if (!types.length) return setError("Pick at least one question type.");
    setLoading(true);
    setError(null);
    try {
      const res = await callApi<{ questions: Question[] }>("/v1/career/interview/questions", {
        key, family: "developer",
        body: { role, company_name: company || undefined, job_description: jd || undefined, cv_text: cv || undefined, count: Number(count) || 10, types },
      });
      if (res.ok) setQuestions(res.body.questions);
      else {
        setQuestions(null);
        setError(failureMessage(res));
      }
    } catch {
      setError("Network error: the API could not be reached.");
    } finally {
      setLoading(false);
    }
  }

  const toggle = (t: string) => setTypes((cur) => (cur.includes(t) ? cur.filter((x) => x !== t) : [...cur, t]));

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Interview questions</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          Role- and company-specific questions with STAR model answers built from your CV (bracketed parts are for you to fill in),
          follow-up probes and common mistakes. Route: <code className="font-mono">POST /v1/career/interview/questions</code> (PRO key).
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card className="lg:self-start">
          <CardHeader title="Request" />
          <CardBody>
            <form onSubmit={submit} className="flex flex-col gap-4">
              <Field id={ids.role} label="Role"><input id={ids.role} className={INPUT} value={role} onChange={(e) => setRole(e.target.value)} required /></Field>
              <Field id={ids.company} label="Company (optional)"><input id={ids.company} className={INPUT} value={company} onChange={(e) => setCompany(e.target.value)} /></Field>
              <Field id={ids.jd} label="Job description (optional)"><textarea id={ids.jd} rows={5} className={`${INPUT} font-mono`} value={jd} onChange={(e) => setJd(e.target.value)} /></Field>
              <Field id={ids.cv} label="CV (optional: answers use your own results)"><textarea id={ids.cv} rows={5} className={`${INPUT} font-mono`} value={cv} onChange={(e) => setCv(e.target.value)} /></Field>
              <Field id={ids.count} label="Number of questions (1–25)"><input id={ids.count} type="number" min={1} max={25} className={INPUT} value={count} onChange={(e) => setCount(e.target.value)} /></Field>
              <fieldset className="flex flex-wrap gap-3 text-sm">
                <legend className="mb-1 font-medium">Types</legend>
                {TYPES.map((t) => (
                  <label key={t} className="flex items-center gap-1"><input type="checkbox" checked={types.includes(t)} onChange={() => toggle(t)} /> {t}</label>
                ))}
              </fieldset>
              <ApiKeyInput family="developer" value={key} onChange={setKey} />
              <Button type="submit" loading={loading} disabled={loading}>Generate questions</Button>
            </form>
          </CardBody>
        </Card>
        <div className="flex min-w-0 flex-col gap-4">
          {error && <ErrorState message={error} onRetry={() => void submit()} />}
          {!questions && !error && <EmptyState title="No questions yet" description="Enter a role (and optionally the advert and your CV) and press Generate." />}
          {questions?.length === 0 && <EmptyState title="No questions" description="Try more question types." />}
          {questions?.map((q, i) => (
            <Card key={i}>
              <CardHeader title={`${i + 1}. ${q.question}`} description={q.basis} actions={<Badge tone={TYPE_TONE[q.type]}>{q.type}</Badge>} />
              <CardBody className="flex flex-col gap-3 text-sm">
                <dl className="grid gap-2 sm:grid-cols-[6rem_1fr]">
                  {(["situation", "task", "action", "result"] as const).map((k) => (
                    <div key={k} className="contents">
                      <dt className="font-medium capitalize">{k}</dt>
                      <dd className={q.model_answer[k].startsWith("[") ? "italic text-slate-500 dark:text-slate-400" : ""}>{q.model_answer[k]}</dd>
                    </div>
                  ))}
                </dl>
                <div><span className="font-medium">Follow-ups: </span>{q.follow_ups.join(" · ")}</div>
                <div><span className="font-medium">Common mistakes: </span>{q.common_mistakes.join(" · ")}</div>
              </CardBody>
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}
