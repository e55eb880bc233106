"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { Field, type FieldControl } from "@/components/portal/form-field";
import { Button, Card, CardBody, CardHeader, EmptyState, Spinner } from "@/components/ui";
import type { FieldDescriptor, ModeInfo } from "@/lib/engine/life-sim/catalog";
import type { LifeSimResponse } from "@/lib/contracts/life-sim";
import { checkValue, type FieldBounds } from "@/lib/portal/form-checks";
import { LifeSimResultView, type LifeSimData } from "./result-view";

const PREFERENCE_KEYS = ["money", "time", "stability", "freedom", "meaning", "status", "growth"];

type Envelope = z.infer<typeof LifeSimResponse>;
interface Result {
  data: LifeSimData;
  ms: number;
  requestId: string | null;
  confidence?: number;
}

/** Turns the form's strings into the JSON body the route expects (numbers stay strings-or-numbers; lists stay text). */
function buildBody(fields: FieldDescriptor[], values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = (values[f.name] ?? "").trim();
    if (v === "") continue;
    if (f.kind === "preferences" || f.kind === "json") body[f.name] = JSON.parse(v);
    else if (f.kind === "number" && Number.isFinite(Number(v))) body[f.name] = Number(v);
    else body[f.name] = v;
  }
  return body;
}

/** One slider per life dimension; label, slider and value sit on one row with fixed columns so they never overlap. */
function PreferenceSliders({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  let prefs: Record<string, number> = {};
  try {
    prefs = JSON.parse(value || "{}") as Record<string, number>;
  } catch {
    prefs = {};
  }
  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={id}>
      {PREFERENCE_KEYS.map((k) => (
        <label key={k} className="grid grid-cols-[5.5rem_minmax(0,1fr)_1.75rem] items-center gap-3 text-sm">
          <span className="capitalize">{k}</span>
          <input
            type="range"
            min={0}
            max={10}
            step={1}
            value={prefs[k] ?? 5}
            aria-label={`${k} preference`}
            onChange={(e) => onChange(JSON.stringify({ ...prefs, [k]: Number(e.target.value) }))}
            className="w-full min-w-0 accent-indigo-600"
          />
          <span className="text-right tabular-nums" aria-hidden="true">
            {prefs[k] ?? 5}
          </span>
        </label>
      ))}
    </div>
  );
}

/** The control for one catalogue field, inside the shared Field frame (label, help, error). */
function FieldInput({
  field,
  control,
  labelId,
  value,
  bounds,
  onChange,
}: {
  field: FieldDescriptor;
  control: FieldControl;
  labelId: string;
  value: string;
  bounds?: FieldBounds;
  onChange: (v: string) => void;
}) {
  if (field.kind === "preferences") return <PreferenceSliders id={labelId} value={value} onChange={onChange} />;
  if (field.kind === "textarea" || field.kind === "json") {
    return (
      <textarea
        {...control}
        className={`${control.className} ${field.kind === "json" ? "font-mono" : ""}`}
        rows={field.kind === "json" ? 3 : 2}
        value={value}
        required={field.required}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (field.kind === "select") {
    return (
      <select {...control} value={value} required={field.required} onChange={(e) => onChange(e.target.value)}>
        {field.options?.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...control}
      type={field.kind === "number" ? "number" : "text"}
      step="any"
      min={bounds?.min}
      max={bounds?.max}
      maxLength={bounds?.maxLength}
      inputMode={field.kind === "number" ? "decimal" : undefined}
      value={value}
      required={field.required}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const controlKind = (f: FieldDescriptor) =>
  f.kind === "textarea" || f.kind === "json" ? "textarea" : f.kind === "select" ? "select" : "input";

export function LifeSimConsole({
  info,
  initial,
  bounds = {},
  autorun = false,
}: {
  info: ModeInfo;
  initial: Record<string, string>;
  bounds?: Record<string, FieldBounds>;
  autorun?: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const c = useConsole<Result>({ family: "transformer", keyed: info.path, open: info.path });
  const started = useRef(false);
  const { send, call, runnable } = c;

  const run = useCallback(
    async (e?: FormEvent) => {
      e?.preventDefault();
      // Out-of-range and malformed values are caught here, before the round trip, and named by field.
      const errors: Record<string, string> = {};
      for (const f of info.fields) {
        const problem = checkValue(f, values[f.name] ?? "", bounds[f.name]);
        if (problem) errors[f.name] = problem;
      }
      setFieldErrors(errors);
      if (Object.keys(errors).length)
        return call.refuse(
          `Check ${Object.keys(errors).length === 1 ? "one field" : `${Object.keys(errors).length} fields`}: ${Object.values(errors)[0]}`,
        );
      const body = buildBody(info.fields, values);
      // shareable URL: the inputs go into the query string
      const qs = new URLSearchParams(Object.entries(values).filter(([, v]) => v.trim() !== ""));
      window.history.replaceState(null, "", `${window.location.pathname}?${qs.toString()}`);
      await send<Envelope>({ keyed: body }, (res) => ({
        data: res.body.data,
        ms: res.ms,
        requestId: res.requestId,
        confidence: res.body.data.confidence,
      }));
    },
    [info, values, bounds, send, call],
  );

  useEffect(() => {
    if (autorun && runnable && !started.current) {
      started.current = true;
      void run();
    }
  }, [autorun, runnable, run]);

  const result = call.view;
  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <Card className="min-w-0 self-start">
        <CardHeader title="Inputs" description="Numbers may be typed as text; lists are comma-separated." />
        <CardBody>
          <form onSubmit={run} className="space-y-4" aria-label={`${info.name} inputs`} noValidate>
            {info.fields.map((f) => {
              const err = fieldErrors[f.name];
              const label = (
                <>
                  {f.label}{" "}
                  {f.required ? (
                    <span className="text-red-700 dark:text-red-400" aria-hidden="true">
                      *
                    </span>
                  ) : (
                    <span className="text-xs text-slate-600 dark:text-slate-400">(optional)</span>
                  )}
                </>
              );
              return (
                <Field key={f.name} label={label} hint={f.help} error={err} kind={controlKind(f)}>
                  {(control, labelId) => (
                    <FieldInput
                      field={f}
                      control={control}
                      labelId={labelId}
                      value={values[f.name] ?? ""}
                      bounds={bounds[f.name]}
                      onChange={(v) => {
                        setValues((s) => ({ ...s, [f.name]: v }));
                        if (err)
                          setFieldErrors((x) => {
                            const next = { ...x };
                            delete next[f.name];
                            return next;
                          });
                      }}
                    />
                  )}
                </Field>
              );
            })}
            <ConsoleAccess c={c} />
            <Button type="submit" loading={call.loading} disabled={call.loading || !runnable} className="w-full">
              Run simulation
            </Button>
          </form>
        </CardBody>
      </Card>
      <ConsoleOutput
        call={call}
        empty={
          call.loading ? (
            <div className="flex justify-center py-12">
              <Spinner size="lg" label="Simulating…" />
            </div>
          ) : (
            <EmptyState
              title="No simulation yet"
              description="Adjust the inputs and press Run simulation. The same inputs always give the same result."
            />
          )
        }
      >
        {result && (
          <div data-testid="life-sim-result" className={call.loading ? "opacity-60" : undefined}>
            <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
              {result.ms} ms{result.confidence !== undefined ? ` · confidence ${result.confidence}` : ""}
              {result.requestId ? ` · ${result.requestId}` : ""}
            </p>
            <LifeSimResultView data={result.data} />
          </div>
        )}
      </ConsoleOutput>
    </div>
  );
}
