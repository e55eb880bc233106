"use client";

import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useChartAnimation } from "@/components/ui";

const AXIS = { fontSize: 12, fill: "currentColor" };
const COLORS = ["#6366f1", "#f59e0b", "#10b981", "#ef4444", "#0ea5e9"];

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  // data-animated: the value every chart of the frame passes to isAnimationActive (checked by e2e under reduced motion).
  const animate = useChartAnimation();
  return (
    <figure className="rounded-lg border border-slate-200 p-3 dark:border-slate-800" data-animated={animate}>
      <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
      <div className="h-64 text-slate-600 dark:text-slate-400">{children}</div>
    </figure>
  );
}

const compact = (v: number) =>
  Math.abs(v) >= 1e6 ? `${(v / 1e6).toFixed(1)}M` : Math.abs(v) >= 1e3 ? `${Math.round(v / 1e3)}k` : String(Math.round(v * 100) / 100);

/** P10-P90 band with the median line. */
export function BandChart({ title, points }: { title: string; points: { x: number | string; p10: number; p50: number; p90: number }[] }) {
  const animate = useChartAnimation();
  const rows = points.map((p) => ({ x: p.x, base: p.p10, band: p.p90 - p.p10, p50: p.p50, p10: p.p10, p90: p.p90 }));
  return (
    <Frame title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ left: 8, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid strokeOpacity={0.2} />
          <XAxis dataKey="x" tick={AXIS} />
          <YAxis tick={AXIS} tickFormatter={compact} width={56} />
          <Tooltip formatter={(v, name) => [compact(Number(v)), String(name)]} labelFormatter={(l) => `year ${l}`} />
          <Area dataKey="base" stackId="band" stroke="none" fill="transparent" name="P10" legendType="none" isAnimationActive={animate} />
          <Area
            dataKey="band"
            stackId="band"
            stroke="none"
            fill="#6366f1"
            fillOpacity={0.2}
            name="P10–P90 band"
            isAnimationActive={animate}
          />
          <Line dataKey="p50" stroke="#6366f1" strokeWidth={2} dot={false} name="P50" isAnimationActive={animate} />
          <Legend />
        </ComposedChart>
      </ResponsiveContainer>
    </Frame>
  );
}

export function BarsChart({ title, rows, unit = "" }: { title: string; rows: { label: string; value: number }[]; unit?: string }) {
  const animate = useChartAnimation();
  const slant = rows.length > 5 || rows.some((r) => r.label.length > 8);
  return (
    <Frame title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ left: 8, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid strokeOpacity={0.2} />
          {/* Long or many labels are slanted and shortened (the tooltip has the full name) so they never run into each other. */}
          <XAxis
            dataKey="label"
            tick={AXIS}
            interval={0}
            angle={slant ? -30 : 0}
            textAnchor={slant ? "end" : "middle"}
            height={slant ? 80 : 30}
            tickFormatter={(v: string) => (v.length > 16 ? `${v.slice(0, 15)}…` : v)}
          />
          <YAxis tick={AXIS} tickFormatter={compact} width={56} />
          <Tooltip formatter={(v) => [`${compact(Number(v))}${unit}`, title]} labelStyle={{ color: "#0f172a" }} />
          <Bar dataKey="value" fill="#6366f1" radius={[4, 4, 0, 0]} isAnimationActive={animate} />
        </BarChart>
      </ResponsiveContainer>
    </Frame>
  );
}

export function LinesChart({
  title,
  rows,
  series,
}: {
  title: string;
  rows: Record<string, number | string>[];
  series: { key: string; name: string }[];
}) {
  const animate = useChartAnimation();
  return (
    <Frame title={title}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ left: 8, right: 8, top: 4, bottom: 4 }}>
          <CartesianGrid strokeOpacity={0.2} />
          <XAxis dataKey="x" tick={AXIS} />
          <YAxis tick={AXIS} tickFormatter={compact} width={56} />
          <Tooltip formatter={(v, name) => [compact(Number(v)), String(name)]} />
          <Legend />
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={COLORS[i % COLORS.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={animate}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Frame>
  );
}

/** The heatmap's cell colours, in legend order: every colour a cell can take is explained. */
export const HEAT_LEGEND: { label: string; cls: string; test: (h: number | null) => boolean }[] = [
  { label: "covered", cls: "bg-emerald-200 dark:bg-emerald-900", test: (h) => h === 0 },
  { label: "small gap (up to 0.3)", cls: "bg-amber-200 dark:bg-amber-900", test: (h) => h !== null && h > 0 && h <= 0.3 },
  { label: "gap (0.3–0.6)", cls: "bg-orange-300 dark:bg-orange-800", test: (h) => h !== null && h > 0.3 && h <= 0.6 },
  { label: "hardest gap (over 0.6)", cls: "bg-red-400 dark:bg-red-700", test: (h) => h !== null && h > 0.6 },
  {
    label: "beyond the requirement",
    cls: "bg-slate-100 ring-1 ring-inset ring-slate-300 dark:bg-slate-900 dark:ring-slate-700",
    test: (h) => h === null,
  },
];

const heatClass = (h: number | null) => HEAT_LEGEND.find((l) => l.test(h))?.cls ?? HEAT_LEGEND[4].cls;
const heatTitle = (h: number | null) => (h === null ? "not required" : h === 0 ? "covered" : `gap heat ${h}`);

/** Skills × levels heatmap drawn as an accessible table, with a legend for each of its five colours. */
export function HeatmapGrid({
  rows,
  levels,
}: {
  rows: { skill: string; required: number; current: number; heat: (number | null)[] }[];
  levels?: string[];
}) {
  const width = Math.max(0, ...rows.map((r) => r.heat.length));
  const heads = Array.from({ length: width }, (_, i) => levels?.[i] ?? `L${i + 1}`);
  return (
    <figure className="overflow-x-auto rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <figcaption className="mb-2 text-sm font-medium">Skill × level heatmap</figcaption>
      <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Heatmap legend" data-testid="heatmap-legend">
        {HEAT_LEGEND.map((l) => (
          <li key={l.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-3 w-5 rounded ${l.cls}`} />
            {l.label}
          </li>
        ))}
      </ul>
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th className="text-left font-medium">Skill</th>
            {heads.map((l) => (
              <th key={l} className="w-14 text-center font-medium">
                {l}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.skill}>
              <td className="py-1 pr-2">
                {r.skill}{" "}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  L{r.current}→L{r.required}
                </span>
              </td>
              {r.heat.map((h, i) => (
                <td key={i} className="p-0.5">
                  <div className={`h-6 rounded ${heatClass(h)}`} title={heatTitle(h)}>
                    <span className="sr-only">{heatTitle(h)}</span>
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
