"use client";

import { useId, useMemo, useState, type FormEvent } from "react";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ConsoleAccess } from "@/components/playground/console-key";
import { ConsoleOutput } from "@/components/playground/console-output";
import { useConsole } from "@/components/playground/use-console";
import { Field, FormField } from "@/components/portal/form-field";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, useChartAnimation } from "@/components/ui";
import { toView, type SalaryView } from "./view";

interface Props {
  countries: { code: string; name: string; currency: string }[];
  cities: { country: string; city: string }[];
  titles: string[];
  currencies: string[];
}

const LEVELS = ["", "intern", "junior", "mid", "senior", "lead", "principal", "executive"];
const TONE = { high: "success", medium: "warning", low: "neutral" } as const;
const ROUTES = { family: "developer", keyed: "/v1/career/salary/benchmark", open: "/cstm/salary" } as const;

export function SalaryConsole({ countries, cities, titles, currencies }: Props) {
  const ids = { roles: useId(), cityList: useId() };
  const c = useConsole<SalaryView>(ROUTES);
  const keyed = c.choice.withKey;
  const [role, setRole] = useState("Senior Backend Engineer");
  const [country, setCountry] = useState("GB");
  const [city, setCity] = useState("London");
  const [currency, setCurrency] = useState("");
  const [level, setLevel] = useState("");
  const [years, setYears] = useState("6");
  const [skills, setSkills] = useState("Python, Kubernetes");

  const cityOptions = useMemo(() => cities.filter((x) => x.country === country).map((x) => x.city), [cities, country]);
  const localCurrency = countries.find((x) => x.code === country)?.currency ?? "USD";

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!role.trim()) return c.call.refuse("Enter a role.");
    const yearsNum = years.trim() === "" ? undefined : Number(years);
    if (yearsNum !== undefined && !(yearsNum >= 0 && yearsNum <= 60)) return c.call.refuse("Years of experience must be between 0 and 60.");
    const skillList = skills
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (skillList.length > 50) return c.call.refuse(`${skillList.length} skills: the API takes at most 50.`);
    await c.send(
      {
        keyed: {
          role,
          country,
          city: city || undefined,
          years_experience: yearsNum,
          skills: skillList,
          options: currency ? { currency } : undefined,
        },
        open: {
          role,
          country,
          city: city || undefined,
          level: level || undefined,
          experienceYears: years || undefined,
          skills: skillList,
          currency: currency || undefined,
        },
      },
      (res, k) => toView(res.body, k ? "developer" : "cstm", res.ms),
    );
  }

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card className="lg:self-start">
        <CardHeader title="Request" />
        <CardBody>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <Field label="Role">
              {(control) => (
                <>
                  <input {...control} list={ids.roles} value={role} onChange={(e) => setRole(e.target.value)} required />
                  <datalist id={ids.roles}>
                    {titles.map((t) => (
                      <option key={t} value={t} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
            <FormField
              as="select"
              label="Country"
              value={country}
              onChange={(e) => {
                setCountry(e.target.value);
                setCity("");
              }}
            >
              <option value="Global">Global (world median, USD)</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code})
                </option>
              ))}
            </FormField>
            <Field label="City (optional)">
              {(control) => (
                <>
                  <input
                    {...control}
                    list={ids.cityList}
                    value={city}
                    onChange={(e) => setCity(e.target.value)}
                    placeholder={cityOptions[0] ?? "no city index for this country"}
                  />
                  <datalist id={ids.cityList}>
                    {cityOptions.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <FormField
                label="Years of experience"
                type="number"
                min={0}
                max={60}
                value={years}
                onChange={(e) => setYears(e.target.value)}
              />
              <FormField
                as="select"
                label={keyed ? "Level (open route only)" : "Level"}
                value={level}
                onChange={(e) => setLevel(e.target.value)}
                disabled={keyed}
              >
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {l || "from title / years"}
                  </option>
                ))}
              </FormField>
            </div>
            <FormField label="Skills (comma-separated)" value={skills} onChange={(e) => setSkills(e.target.value)} />
            <FormField as="select" label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
              <option value="">Local ({country === "Global" ? "USD" : localCurrency})</option>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </FormField>
            <ConsoleAccess c={c} />
            <Button type="submit" loading={c.call.loading} disabled={c.call.loading || !c.runnable}>
              Benchmark
            </Button>
          </form>
        </CardBody>
      </Card>
      <ConsoleOutput
        call={c.call}
        empty={<EmptyState title="No benchmark yet" description="Pick a role and a country, then press Benchmark." />}
      >
        {c.call.view && <ResultPanel view={c.call.view} />}
      </ConsoleOutput>
    </div>
  );
}

function ResultPanel({ view }: { view: SalaryView }) {
  const animate = useChartAnimation();
  const money = (n: number) => `${view.currency} ${n.toLocaleString("en-US")}`;
  const data = (["p10", "p25", "p50", "p75", "p90"] as const).map((k) => ({ name: k.toUpperCase(), value: view.percentiles[k] }));
  return (
    <>
      <Card>
        <CardHeader
          title={`${view.title} — ${view.country}`}
          description={`Matched "${view.roleInput}" (score ${view.matchScore}) · ${view.route} · ${view.ms} ms`}
          actions={<Badge tone={TONE[view.confidence]}>confidence: {view.confidence}</Badge>}
        />
        <CardBody>
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            <Stat label="Median (p50)" value={money(view.percentiles.p50)} />
            <Stat
              label="Range p25–p75"
              value={`${view.percentiles.p25.toLocaleString("en-US")}–${view.percentiles.p75.toLocaleString("en-US")}`}
            />
            <Stat label="USD equivalent" value={`USD ${view.usdMedian.toLocaleString("en-US")}`} />
            <Stat label="Negotiation target" value={money(view.target)} />
          </dl>
          <div
            className="mt-6 h-64"
            role="img"
            aria-label={`Percentile band from ${money(view.percentiles.p10)} to ${money(view.percentiles.p90)}`}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-slate-200 dark:stroke-slate-800" />
                <XAxis dataKey="name" tick={{ fontSize: 12 }} />
                <YAxis
                  tick={{ fontSize: 12 }}
                  tickFormatter={(v: number) => v.toLocaleString("en-US", { notation: "compact" })}
                  width={56}
                />
                <Tooltip formatter={(v) => money(Number(v))} />
                <Bar dataKey="value" radius={[4, 4, 0, 0]} isAnimationActive={animate}>
                  {data.map((d) => (
                    <Cell key={d.name} fill={d.name === "P50" ? "#4f46e5" : "#a5b4fc"} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
          {view.totalCompensation && (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              Total compensation: base {money(view.totalCompensation.base)} + bonus {money(view.totalCompensation.bonus)} + equity{" "}
              {money(view.totalCompensation.equity)} = <strong>{money(view.totalCompensation.total)}</strong>
            </p>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Negotiation script" />
        <CardBody>
          <p className="text-sm leading-6">{view.script}</p>
        </CardBody>
      </Card>
      {(view.premiums.length > 0 || view.comparable.length > 0) && (
        <Card>
          <CardHeader title="Skills and comparable roles" />
          <CardBody className="grid gap-6 text-sm sm:grid-cols-2">
            <ul className="flex flex-col gap-1">
              {view.premiums.map((p) => (
                <li key={p.skill}>
                  {p.skill}: <strong>+{p.premiumPercent}%</strong>
                </li>
              ))}
            </ul>
            <ul className="flex flex-col gap-1">
              {view.comparable.map((c) => (
                <li key={c.title}>
                  {c.title}: {money(c.median)}
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      )}
      <Card>
        <CardHeader title="Evidence" description="Every step of the computation with its figure and source." />
        <CardBody>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {view.evidence.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ol>
        </CardBody>
      </Card>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
