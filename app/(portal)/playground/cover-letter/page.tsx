"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { useConsoleCall } from "@/components/playground/use-console-call";
import { SAMPLE_CV, SAMPLE_JD } from "@/components/playground/samples";
import { Badge, Button, Card, CardBody, CardHeader, CopyButton, EmptyState } from "@/components/ui";
import { modelChoices } from "@/lib/portal/console-routes";
import { LETTER_MODES } from "@/lib/engine/writing/local/modes";

const INPUT = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";
const LANGUAGES = ["en", "de", "fr", "es", "nl", "it", "pt"];

interface Letter {
  letter: string;
  mode: { id: number; name: string };
  word_count: number;
  language: string;
  model: string;
  facts_used: { kind: string; value: string; source: string }[];
  notes?: string[];
}

interface Outcome {
  letter: Letter;
  ms: number;
}

const ROUTES = { family: "developer", keyed: "/v1/career/cover-letter/generate" } as const;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      {children}
    </div>
  );
}

function LetterCard({ outcome }: { outcome: Outcome }) {
  const l = outcome.letter;
  return (
    <Card>
      <CardHeader
        title={`${l.mode.id}. ${l.mode.name}`}
        description={`${l.model} · ${l.language} · ${outcome.ms} ms`}
        actions={<><Badge tone="info">{l.word_count} words</Badge><CopyButton value={l.letter} /></>}
      />
      <CardBody className="flex flex-col gap-4">
        <pre className="whitespace-pre-wrap font-serif text-sm leading-relaxed">{l.letter}</pre>
        {l.notes?.length ? (
          <ul aria-label="Notes" className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
            {l.notes.map((n, i) => <li key={i}>{n}</li>)}
          </ul>
        ) : null}
        <details>
          <summary className="cursor-pointer text-sm font-medium">Facts used ({l.facts_used.length})</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {l.facts_used.map((f, i) => (
              <li key={i} className="flex gap-2"><Badge>{f.kind}</Badge><span className="text-slate-600 dark:text-slate-400">{f.source}</span><span>{f.value}</span></li>
            ))}
          </ul>
        </details>
      </CardBody>
    </Card>
  );
}

export default function CoverLetterPlayground() {
  const ids = { cv: useId(), jd: useId(), company: useId(), role: useId(), tone: useId(), words: useId(), ref: useId(), lang: useId(), model: useId(), a: useId(), b: useId(), compare: useId() };
  const c = useConsole<Outcome>(ROUTES);
  const second = useConsoleCall<Outcome>();
  const [cv, setCv] = useState(SAMPLE_CV);
  const [jd, setJd] = useState(SAMPLE_JD);
  const [company, setCompany] = useState("");
  const [role, setRole] = useState("");
  const [tone, setTone] = useState("");
  const [maxWords, setMaxWords] = useState("350");
  const [referrer, setReferrer] = useState("");
  const [language, setLanguage] = useState("de");
  const [model, setModel] = useState("");
  const [modeA, setModeA] = useState(1);
  const [modeB, setModeB] = useState(6);
  const [compare, setCompare] = useState(false);
  const models = modelChoices(c.key.tier);

  const body = (mode: number) => ({
    cv_text: cv, job_description: jd, mode,
    company_name: company || undefined, role: role || undefined, tone: tone || undefined,
    max_words: maxWords ? Number(maxWords) : undefined, referrer_name: referrer || undefined,
    language: mode === 14 ? language : undefined, model: model || undefined,
  });

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!cv.trim() || jd.trim().length < 20) return c.call.refuse("Paste a CV and a job description (at least 20 characters).");
    const words = Number(maxWords);
    if (maxWords && !(Number.isInteger(words) && words >= 50 && words <= 1000)) return c.call.refuse("Max words must be a whole number between 50 and 1,000.");
    if ((modeA === 12 || (compare && modeB === 12)) && !referrer.trim()) return c.call.refuse("Mode 12 (referral) needs the referrer's name.");
    const toOutcome = (res: { body: Letter; ms: number }) => ({ letter: res.body, ms: res.ms });
    await Promise.all([
      c.send<Letter>({ keyed: body(modeA) }, toOutcome),
      compare && c.choice.path ? second.run<Letter>({ method: "POST", path: c.choice.path, body: body(modeB), family: "developer", keyId: c.key.keyId }, toOutcome) : null,
    ]);
  }

  const modeOptions = LETTER_MODES.map((m) => <option key={m.id} value={m.id}>{m.id}. {m.name} — {m.bestFor}</option>);
  const needsReferrer = modeA === 12 || (compare && modeB === 12);
  const needsLanguage = modeA === 14 || (compare && modeB === 14);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Cover letters</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          15 writing modes, each with its own structure, written only from facts in your CV and the advert. Compare two modes side by side.
          Route: <code className="font-mono">POST /v1/career/cover-letter/generate</code> (developer key, PRO plan).
        </p>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card className="xl:self-start">
          <CardHeader title="Request" />
          <CardBody>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <Field id={ids.cv} label="CV (plain text)"><textarea id={ids.cv} rows={8} className={`${INPUT} font-mono`} value={cv} onChange={(e) => setCv(e.target.value)} /></Field>
              <Field id={ids.jd} label="Job description"><textarea id={ids.jd} rows={6} className={`${INPUT} font-mono`} value={jd} onChange={(e) => setJd(e.target.value)} /></Field>
              <div className="grid grid-cols-2 gap-3">
                <Field id={ids.company} label="Company (optional)"><input id={ids.company} className={INPUT} value={company} onChange={(e) => setCompany(e.target.value)} /></Field>
                <Field id={ids.role} label="Role (optional)"><input id={ids.role} className={INPUT} value={role} onChange={(e) => setRole(e.target.value)} /></Field>
                <Field id={ids.tone} label="Tone"><input id={ids.tone} className={INPUT} placeholder="formal, warm, direct" value={tone} onChange={(e) => setTone(e.target.value)} /></Field>
                <Field id={ids.words} label="Max words (50–1,000)"><input id={ids.words} type="number" min={50} max={1000} className={INPUT} value={maxWords} onChange={(e) => setMaxWords(e.target.value)} /></Field>
              </div>
              <Field id={ids.a} label="Mode"><select id={ids.a} className={INPUT} value={modeA} onChange={(e) => setModeA(Number(e.target.value))}>{modeOptions}</select></Field>
              <label htmlFor={ids.compare} className="flex items-center gap-2 text-sm">
                <input id={ids.compare} type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} /> Compare with a second mode
              </label>
              {compare && <Field id={ids.b} label="Second mode"><select id={ids.b} className={INPUT} value={modeB} onChange={(e) => setModeB(Number(e.target.value))}>{modeOptions}</select></Field>}
              {needsReferrer && <Field id={ids.ref} label="Referrer name (mode 12)"><input id={ids.ref} className={INPUT} value={referrer} onChange={(e) => setReferrer(e.target.value)} /></Field>}
              {needsLanguage && (
                <Field id={ids.lang} label="Language (mode 14)">
                  <select id={ids.lang} className={INPUT} value={language} onChange={(e) => setLanguage(e.target.value)}>{LANGUAGES.map((l) => <option key={l}>{l}</option>)}</select>
                </Field>
              )}
              <Field id={ids.model} label="Model">
                <select id={ids.model} className={INPUT} value={model} onChange={(e) => setModel(e.target.value)}>
                  <option value="">default for my plan</option>
                  {models.map((m) => <option key={m.id} value={m.id} disabled={m.locked}>{m.id}{m.locked ? ` 🔒 needs ${m.needs}` : ""}</option>)}
                </select>
              </Field>
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading || second.loading} disabled={c.call.loading || second.loading || !c.runnable}>{compare ? "Generate both" : "Generate"}</Button>
            </form>
          </CardBody>
        </Card>
        <div className={compare ? "grid min-w-0 gap-6 2xl:grid-cols-2" : "min-w-0"}>
          <ConsoleOutput call={c.call} empty={<EmptyState title="No letter yet" description="The form holds an example CV and advert: pick a mode and press Generate." />}>
            {c.call.view && <LetterCard outcome={c.call.view} />}
          </ConsoleOutput>
          {compare && (
            <ConsoleOutput call={second} empty={<EmptyState title="No second letter yet" description="Press Generate both to write the second mode too." />}>
              {second.view && <LetterCard outcome={second.view} />}
            </ConsoleOutput>
          )}
        </div>
      </div>
    </div>
  );
}
