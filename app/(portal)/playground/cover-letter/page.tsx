"use client";

import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { CheckboxField, FormField } from "@/components/portal/form-field";
import { useConsoleCall } from "@/components/playground/use-console-call";
import { SAMPLE_CV, SAMPLE_JD } from "@/components/playground/samples";
import { Badge, Button, Card, CardBody, CardHeader, CopyButton, EmptyState } from "@/components/ui";
import type { CoverLetterResponse } from "@/lib/contracts/writing";
import { modelChoices } from "@/lib/portal/console-routes";
import { LETTER_MODES } from "@/lib/engine/writing/local/modes";

const LANGUAGES = ["en", "de", "fr", "es", "nl", "it", "pt"];

type Letter = z.infer<typeof CoverLetterResponse>;

interface Outcome {
  letter: Letter;
  ms: number;
}

const ROUTES = { family: "developer", keyed: "/v1/career/cover-letter/generate" } as const;

function LetterCard({ outcome }: { outcome: Outcome }) {
  const l = outcome.letter;
  return (
    <Card>
      <CardHeader
        title={`${l.mode.id}. ${l.mode.name}`}
        description={`${l.model} · ${l.language} · ${outcome.ms} ms`}
        actions={
          <>
            <Badge tone="info">{l.word_count} words</Badge>
            <CopyButton value={l.letter} />
          </>
        }
      />
      <CardBody className="flex flex-col gap-4">
        <pre className="whitespace-pre-wrap font-serif text-sm leading-relaxed">{l.letter}</pre>
        {l.notes?.length ? (
          <ul aria-label="Notes" className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
            {l.notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        ) : null}
        <details>
          <summary className="cursor-pointer text-sm font-medium">Facts used ({l.facts_used.length})</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {l.facts_used.map((f, i) => (
              <li key={i} className="flex gap-2">
                <Badge>{f.kind}</Badge>
                <span className="text-slate-600 dark:text-slate-400">{f.source}</span>
                <span>{f.value}</span>
              </li>
            ))}
          </ul>
        </details>
      </CardBody>
    </Card>
  );
}

export default function CoverLetterPlayground() {
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
    cv_text: cv,
    job_description: jd,
    mode,
    company_name: company || undefined,
    role: role || undefined,
    tone: tone || undefined,
    max_words: maxWords ? Number(maxWords) : undefined,
    referrer_name: referrer || undefined,
    language: mode === 14 ? language : undefined,
    model: model || undefined,
  });

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!cv.trim() || jd.trim().length < 20) return c.call.refuse("Paste a CV and a job description (at least 20 characters).");
    const words = Number(maxWords);
    if (maxWords && !(Number.isInteger(words) && words >= 50 && words <= 1000))
      return c.call.refuse("Max words must be a whole number between 50 and 1,000.");
    if ((modeA === 12 || (compare && modeB === 12)) && !referrer.trim())
      return c.call.refuse("Mode 12 (referral) needs the referrer's name.");
    const toOutcome = (res: { body: Letter; ms: number }) => ({ letter: res.body, ms: res.ms });
    await Promise.all([
      c.send<Letter>({ keyed: body(modeA) }, toOutcome),
      compare && c.choice.path
        ? second.run<Letter>({ method: "POST", path: c.choice.path, body: body(modeB), family: "developer", keyId: c.key.keyId }, toOutcome)
        : null,
    ]);
  }

  const modeOptions = LETTER_MODES.map((m) => (
    <option key={m.id} value={m.id}>
      {m.id}. {m.name} — {m.bestFor}
    </option>
  ));
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
              <FormField
                as="textarea"
                label="CV (plain text)"
                rows={8}
                controlClassName="font-mono"
                value={cv}
                onChange={(e) => setCv(e.target.value)}
              />
              <FormField
                as="textarea"
                label="Job description"
                rows={6}
                controlClassName="font-mono"
                value={jd}
                onChange={(e) => setJd(e.target.value)}
              />
              <div className="grid grid-cols-2 gap-3">
                <FormField label="Company (optional)" value={company} onChange={(e) => setCompany(e.target.value)} />
                <FormField label="Role (optional)" value={role} onChange={(e) => setRole(e.target.value)} />
                <FormField label="Tone" placeholder="formal, warm, direct" value={tone} onChange={(e) => setTone(e.target.value)} />
                <FormField
                  label="Max words (50–1,000)"
                  type="number"
                  min={50}
                  max={1000}
                  value={maxWords}
                  onChange={(e) => setMaxWords(e.target.value)}
                />
              </div>
              <FormField as="select" label="Mode" value={modeA} onChange={(e) => setModeA(Number(e.target.value))}>
                {modeOptions}
              </FormField>
              <CheckboxField label="Compare with a second mode" checked={compare} onChange={(e) => setCompare(e.target.checked)} />
              {compare && (
                <FormField as="select" label="Second mode" value={modeB} onChange={(e) => setModeB(Number(e.target.value))}>
                  {modeOptions}
                </FormField>
              )}
              {needsReferrer && (
                <FormField label="Referrer name (mode 12)" value={referrer} onChange={(e) => setReferrer(e.target.value)} />
              )}
              {needsLanguage && (
                <FormField as="select" label="Language (mode 14)" value={language} onChange={(e) => setLanguage(e.target.value)}>
                  {LANGUAGES.map((l) => (
                    <option key={l}>{l}</option>
                  ))}
                </FormField>
              )}
              <FormField as="select" label="Model" value={model} onChange={(e) => setModel(e.target.value)}>
                <option value="">default for my plan</option>
                {models.map((m) => (
                  <option key={m.id} value={m.id} disabled={m.locked}>
                    {m.id}
                    {m.locked ? ` 🔒 needs ${m.needs}` : ""}
                  </option>
                ))}
              </FormField>
              <ConsoleAccess c={c} />
              <Button type="submit" loading={c.call.loading || second.loading} disabled={c.call.loading || second.loading || !c.runnable}>
                {compare ? "Generate both" : "Generate"}
              </Button>
            </form>
          </CardBody>
        </Card>
        <div className={compare ? "grid min-w-0 gap-6 2xl:grid-cols-2" : "min-w-0"}>
          <ConsoleOutput
            call={c.call}
            empty={
              <EmptyState title="No letter yet" description="The form holds an example CV and advert: pick a mode and press Generate." />
            }
          >
            {c.call.view && <LetterCard outcome={c.call.view} />}
          </ConsoleOutput>
          {compare && (
            <ConsoleOutput
              call={second}
              empty={<EmptyState title="No second letter yet" description="Press Generate both to write the second mode too." />}
            >
              {second.view && <LetterCard outcome={second.view} />}
            </ConsoleOutput>
          )}
        </div>
      </div>
    </div>
  );
}
