"use client";

import { Area, Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const AXIS = { fontSize: 12, fill: "currentColor" };
const COLORS = ["#6366f1", "#f59e0b", "#10b981", "#ef4444", "#0ea5e9"];

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <figure className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
      <div className="h-64 text-slate-600 dark:text-slate-400">{children}</div>
    </figure>
  );
}

const compact = (v: number) => (Math.abs(v) >= 1e6 ? `${(v / 1e6).toFixed(1)}M` : Math.abs(v) >= 1e3 ? `${Math.round(v / 1e3)}k` : String(Math.round(v * 100) / 100));

/** P10-P90 band with the median line. */
export function BandChart({ title, points }: { title: string; points: { x: number | string; p10: number; p50: number; p90: number }[] }) {
  const rows = points.map((p) => ({ x: p.x, base: p.p10, band: p.p90 - p.p10, p50: p.p50, p10: p.p10, p90: p.p90 }));
  return (
    <Frame title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ left: 8, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid strokeOpacity={0.2} />
          <XAxis dataKey="x" tick={AXIS} />
          <YAxis tick={AXIS} tickFormatter={compact} width={56} />
          <Tooltip formatter={(v, name) => [compact(Number(v)), String(name)]} labelFormatter={(l) => `year ${l}`} />
          <Area dataKey="base" stackId="band" stroke="none" fill="transparent" name="P10" legendType="none" />
          <Area dataKey="band" stackId="band" stroke="none" fill="#6366f1" fillOpacity={0.2} name="P10–P90 band" />
          <Line dataKey="p50" stroke="#6366f1" strokeWidth={2} dot={false} name="P50" />
          <Legend />
        </ComposedChart>
      </ResponsiveContainer>
    </Frame>
  );
}

export function BarsChart({ title, rows, unit = "" }: { title: string; rows: { label: string; value: number }[]; unit?: string }) {
  return (
    <Frame title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ left: 8, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid strokeOpacity={0.2} />
          <XAxis dataKey="label" tick={AXIS} interval={0} angle={rows.length > 5 ? -20 : 0} textAnchor={rows.length > 5 ? "end" : "middle"} height={rows.length > 5 ? 60 : 30} />
          <YAxis tick={AXIS} tickFormatter={compact} width={56} />
          <Tooltip formatter={(v) => [`${compact(Number(v))}${unit}`, title]} />
          <Bar dataKey="value" fill="#6366f1" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </Frame>
  );
}

export function LinesChart({ title, rows, series }: { title: string; rows: Record<string, number | string>[]; series: { key: string; name: string }[] }) {
  return (
    <Frame title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ left: 8, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid strokeOpacity={0.2} />
          <XAxis dataKey="x" tick={AXIS} />
          <YAxis tick={AXIS} tickFormatter={compact} width={56} />
          <Tooltip formatter={(v, name) => [compact(Number(v)), String(name)]} />
          <Legend />
          {series.map((s, i) => <Line key={s.key} dataKey={s.key} name={s.name} stroke={COLORS[i % COLORS.length]} strokeWidth={2} dot={false} />)}
        </LineChart>
      </ResponsiveContainer>
    </Frame>
  );
}

/** Skills × levels heatmap drawn as an accessible table. */
export function HeatmapGrid({ rows }: { rows: { skill: string; required: number; current: number; heat: (number | null)[] }[] }) {
  const cell = (h: number | null) => (h === null ? "bg-slate-50 dark:bg-slate-900" : h === 0 ? "bg-emerald-200 dark:bg-emerald-900" : h > 0.6 ? "bg-red-400 dark:bg-red-700" : h > 0.3 ? "bg-orange-300 dark:bg-orange-800" : "bg-amber-200 dark:bg-amber-900");
  return (
    <figure className="overflow-x-auto rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <figcaption className="mb-2 text-sm font-medium">Skill × level heatmap (green = covered, red = hardest gap, blank = beyond requirement)</figcaption>
      <table className="w-full text-sm">
        <thead><tr><th className="text-left font-medium">Skill</th>{["L1", "L2", "L3", "L4"].map((l) => <th key={l} className="w-14 text-center font-medium">{l}</th>)}</tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.skill}>
              <td className="py-1 pr-2">{r.skill} <span className="text-xs text-slate-500">L{r.current}→L{r.required}</span></td>
              {r.heat.map((h, i) => <td key={i} className="p-0.5"><div className={`h-6 rounded ${cell(h)}`} title={h === null ? "not required" : h === 0 ? "covered" : `gap heat ${h}`} /></td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
