"use client";

import Link from "next/link";
import { useSession } from "next-auth/react";
import { useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { SAMPLE_CV, SAMPLE_JD } from "@/components/playground/samples";
import { CheckboxField, Field, FormField } from "@/components/portal/form-field";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, useChartAnimation } from "@/components/ui";

const COUNTRIES = [
  ["GB", "United Kingdom"],
  ["US", "United States"],
  ["DE", "Germany"],
  ["FR", "France"],
  ["IN", "India"],
  ["CA", "Canada"],
  ["AU", "Australia"],
  ["IE", "Ireland"],
  ["Global", "Global"],
];
const GRADE_TONE = { A: "success", B: "success", C: "warning", D: "warning", F: "danger" } as const;

interface View {
  score: number;
  grade: keyof typeof GRADE_TONE;
  sections: { name: string; score: number }[];
  matched: string[];
  missing: string[];
  listOnly: string[];
  coverage: number;
  suggestions: string[];
  weakBullets: { original: string; rewritten: string; reason: string }[];
  route: string;
  ms: number;
}

type Json = Record<string, unknown>;

function toView(body: Json, keyed: boolean, ms: number): View {
  const d = (keyed ? body : (body.data as Json)) ?? {};
  const kw = ((keyed ? d.keyword_match : d.keywordAnalysis) ?? {}) as Json;
  const sections = ((keyed ? d.section_scores : d.sectionScores) ?? {}) as Record<string, number>;
  const evidence = (d.evidence ?? {}) as { keywords?: { keyword: string; found: string }[] };
  return {
    score: Number(keyed ? d.ats_score : d.overallScore),
    grade: (d.grade as View["grade"]) ?? "F",
    sections: Object.entries(sections).map(([name, score]) => ({ name, score })),
    matched: (kw.matched as string[]) ?? [],
    missing: (kw.missing as string[]) ?? [],
    listOnly: (kw.onlyInSkillsList as string[]) ?? (evidence.keywords ?? []).filter((k) => k.found === "list_only").map((k) => k.keyword),
    coverage: Number(kw.coverage ?? 0),
    suggestions: ((keyed ? d.top_suggestions : d.suggestions) as string[]) ?? [],
    weakBullets: (d.weakBullets as View["weakBullets"]) ?? [],
    route: keyed ? "POST /v1/career/cv/score" : "POST /cstm/resume-score",
    ms,
  };
}

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Splits text into plain and highlighted runs for each term (case-insensitive, whole words). */
function highlight(text: string, terms: string[], cls: string): ReactNode[] {
  const usable = terms.filter((t) => t.length > 1).sort((a, b) => b.length - a.length);
  if (!usable.length) return [text];
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${usable.map(escapeRe).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    out.push(
      <mark key={m.index} className={cls}>
        {m[0]}
      </mark>,
    );
    last = m.index! + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

const ROUTES = { family: "developer", keyed: "/v1/career/cv/score", open: "/cstm/resume-score" } as const;

export default function CvScorePlayground() {
  const c = useConsole<View>(ROUTES);
  const keyed = c.choice.withKey;
  const [cv, setCv] = useState(SAMPLE_CV);
  const [jd, setJd] = useState(SAMPLE_JD);
  const [role, setRole] = useState("");
  const [country, setCountry] = useState("GB");
  const [suggestions, setSuggestions] = useState(true);
  const [uploading, setUploading] = useState(false);
  const [uploadNote, setUploadNote] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { status } = useSession();
  // Reading a file costs the server a core, so uploads need a signed-in session.
  const canUpload = status === "authenticated";

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    setUploadNote(null);
    try {
      const form = new FormData();
      form.append("file", file);
      const res = await fetch("/api/playground/extract-text", { method: "POST", body: form });
      const body = (await res.json()) as { text?: string; note?: string; error?: { code?: string; message: string } };
      if (res.status === 401) setUploadError("Your session has ended: sign in again to upload a file.");
      else if (!res.ok || !body.text) setUploadError(body.error?.message ?? "The file could not be read.");
      else {
        setCv(body.text);
        setUploadNote(body.note ?? null);
      }
    } catch {
      setUploadError("Upload failed: the server could not be reached.");
    } finally {
      setUploading(false);
      e.target.value = "";
    }
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!cv.trim()) return c.call.refuse("Paste a CV or upload a file first.");
    if (cv.length > 100_000) return c.call.refuse(`The CV is ${cv.length.toLocaleString("en")} characters; the API takes at most 100,000.`);
    await c.send<Json>(
      {
        keyed: {
          cv_text: cv,
          job_description: jd || undefined,
          target_role: role || undefined,
          target_country: country === "Global" ? undefined : country,
          options: { include_suggestions: suggestions },
        },
        open: { resumeText: cv, jobDescription: jd || undefined, targetRole: role || undefined, country },
      },
      (res, k) => toView(res.body, k, res.ms),
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">CV score</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          ATS score of a CV against a job description (or a target role), with section scores, matched and missing keywords and suggestions
          that quote your own lines. Keywords only count in full when your experience shows them. With one of your developer keys the
          console calls <code className="font-mono">POST /v1/career/cv/score</code>; without a key, the open{" "}
          <code className="font-mono">POST /cstm/resume-score</code>.
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
                rows={12}
                controlClassName="font-mono"
                value={cv}
                onChange={(e) => setCv(e.target.value)}
                placeholder="Paste the CV, or upload a PDF/DOCX below"
              />
              {canUpload ? (
                <Field label="…or upload a PDF, DOCX or TXT (max 5 MB)">
                  {(control) => (
                    <>
                      <input
                        {...control}
                        type="file"
                        accept=".pdf,.docx,.txt,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
                        onChange={upload}
                        disabled={uploading || !canUpload}
                        className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 dark:file:border-slate-700 dark:file:bg-slate-900"
                      />
                      {uploading && <span className="text-xs text-slate-600 dark:text-slate-400">Reading the file…</span>}
                      {uploadNote && <span className="text-xs text-amber-800 dark:text-amber-300">{uploadNote}</span>}
                      {uploadError && (
                        <span role="alert" className="text-xs text-red-700 dark:text-red-300">
                          {uploadError}
                        </span>
                      )}
                    </>
                  )}
                </Field>
              ) : (
                <p
                  data-testid="upload-signin"
                  className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400"
                >
                  <Link
                    href="/signin?callbackUrl=%2Fplayground%2Fcv-score"
                    className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                  >
                    Sign in to upload a file
                  </Link>{" "}
                  (or paste the text).
                </p>
              )}
              <FormField as="textarea" label="Job description (optional)" rows={6} value={jd} onChange={(e) => setJd(e.target.value)} />
              <div className="grid grid-cols-2 gap-3">
                <FormField
                  label="Target role (optional)"
                  value={role}
                  onChange={(e) => setRole(e.target.value)}
                  placeholder="e.g. Data Analyst"
                />
                <FormField as="select" label="Country conventions" value={country} onChange={(e) => setCountry(e.target.value)}>
                  {COUNTRIES.map(([code, n]) => (
                    <option key={code} value={code}>
                      {n}
                    </option>
                  ))}
                </FormField>
              </div>
              <CheckboxField
                label={
                  <>
                    Include suggestions{" "}
                    {!keyed && <span className="text-slate-600 dark:text-slate-400">(always on for the open route)</span>}
                  </>
                }
                checked={suggestions}
                onChange={(e) => setSuggestions(e.target.checked)}
                disabled={!keyed}
              />
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading} disabled={c.call.loading || uploading || !c.runnable}>
                Score CV
              </Button>
            </form>
          </CardBody>
        </Card>
        <ConsoleOutput
          call={c.call}
          empty={
            <EmptyState
              title="No score yet"
              description="The form holds an example CV and job advert: press Score CV to try it, or paste your own."
            />
          }
        >
          {c.call.view && <Result view={c.call.view} cv={cv} jd={jd} />}
        </ConsoleOutput>
      </div>
    </div>
  );
}

function Result({ view, cv, jd }: { view: View; cv: string; jd: string }) {
  const animate = useChartAnimation();
  const found = useMemo(() => [...view.matched, ...view.listOnly], [view]);
  return (
    <>
      <Card>
        <CardHeader
          title={`Score ${view.score} / 100`}
          description={`${view.route} · ${view.ms} ms · keyword coverage ${Math.round(view.coverage * 100)}%`}
          actions={<Badge tone={GRADE_TONE[view.grade]}>grade {view.grade}</Badge>}
        />
        <CardBody>
          <div className="h-56" role="img" aria-label={`Section scores: ${view.sections.map((s) => `${s.name} ${s.score}`).join(", ")}`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={view.sections} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 16 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-800" />
                <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} />
                <YAxis type="category" dataKey="name" tick={{ fontSize: 12 }} width={80} />
                <Tooltip />
                <Bar dataKey="score" fill="#4f46e5" radius={[0, 4, 4, 0]} isAnimationActive={animate} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Keywords" description="Green: shown in your CV. Amber: only in a skills list. Red: missing." />
        <CardBody className="flex flex-col gap-3 text-sm">
          <div className="flex flex-wrap gap-1.5">
            {view.matched
              .filter((m) => !view.listOnly.includes(m))
              .map((k) => (
                <Badge key={k} tone="success">
                  {k}
                </Badge>
              ))}
            {view.listOnly.map((k) => (
              <Badge key={k} tone="warning">
                {k}
              </Badge>
            ))}
            {view.missing.map((k) => (
              <Badge key={k} tone="danger">
                {k}
              </Badge>
            ))}
            {!view.matched.length && !view.missing.length && (
              <span className="text-slate-600 dark:text-slate-400">No job description or known target role: no keywords to match.</span>
            )}
          </div>
        </CardBody>
      </Card>
      {(view.suggestions.length > 0 || view.weakBullets.length > 0) && (
        <Card>
          <CardHeader title="Suggestions" />
          <CardBody className="flex flex-col gap-4 text-sm">
            {view.suggestions.length > 0 && (
              <ol className="list-decimal space-y-1.5 pl-5">
                {view.suggestions.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </ol>
            )}
            {view.weakBullets.length > 0 && (
              <div className="flex flex-col gap-2">
                <h3 className="font-medium">Bullet rewrites</h3>
                {view.weakBullets.map((b, i) => (
                  <div key={i} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
                    <p className="text-slate-600 line-through decoration-slate-400 dark:text-slate-400">{b.original}</p>
                    <p className="mt-1 font-medium">{b.rewritten}</p>
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{b.reason}</p>
                  </div>
                ))}
              </div>
            )}
          </CardBody>
        </Card>
      )}
      <Card>
        <CardHeader title="Your texts, highlighted" />
        <CardBody className="grid gap-4 lg:grid-cols-2">
          <pre
            tabIndex={0}
            className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-xs leading-5 dark:bg-slate-950"
          >
            {highlight(cv, found, "rounded bg-emerald-200 px-0.5 text-slate-900 dark:bg-emerald-800 dark:text-emerald-50")}
          </pre>
          {jd && (
            <pre
              tabIndex={0}
              className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-xs leading-5 dark:bg-slate-950"
            >
              {highlight(jd, view.missing, "rounded bg-red-200 px-0.5 text-slate-900 dark:bg-red-900 dark:text-red-50")}
            </pre>
          )}
        </CardBody>
      </Card>
    </>
  );
}
