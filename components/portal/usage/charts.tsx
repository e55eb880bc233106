"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useChartAnimation } from "@/components/ui";
import type { UsageData } from "./types";

const AXIS = { fontSize: 12, fill: "currentColor" };

type Row = { label: string; requests: number; clientErrors: number; serverErrors: number };

/** Successful requests, 4xx and 5xx stacked per bar, so a bad day (or hour) stands out and its kind shows. */
function SplitChart({ rows, caption }: { rows: Row[]; caption: string }) {
  const animate = useChartAnimation();
  const data = rows.map((d) => ({
    label: d.label,
    ok: d.requests - d.clientErrors - d.serverErrors,
    clientErrors: d.clientErrors,
    serverErrors: d.serverErrors,
  }));
  return (
    <figure className="text-slate-600 dark:text-slate-400" data-animated={animate}>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.25} vertical={false} />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
            <Tooltip cursor={{ fillOpacity: 0.08 }} contentStyle={{ borderRadius: 8, fontSize: 12, color: "#0f172a" }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="ok" name="Successful" stackId="a" fill="#6366f1" isAnimationActive={animate} />
            <Bar dataKey="clientErrors" name="4xx (request errors)" stackId="a" fill="#f59e0b" isAnimationActive={animate} />
            <Bar
              dataKey="serverErrors"
              name="5xx (server errors)"
              stackId="a"
              fill="#e11d48"
              radius={[3, 3, 0, 0]}
              isAnimationActive={animate}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}

export function HistoryChart({ history }: { history: UsageData["history"] }) {
  const total = history.reduce((s, d) => s + d.requests, 0);
  return (
    <SplitChart
      rows={history.map((d) => ({ ...d, label: d.date.slice(5) }))}
      caption={`${total} requests over ${history.length} days, from ${history[0]?.date} to ${history[history.length - 1]?.date}.`}
    />
  );
}

export function HourlyChart({ hourly }: { hourly: UsageData["hourly"] }) {
  const total = hourly.reduce((s, d) => s + d.requests, 0);
  return (
    <SplitChart
      rows={hourly.map((h) => ({ ...h, label: `${String(h.hour).padStart(2, "0")}:00` }))}
      caption={`${total} requests today by UTC hour.`}
    />
  );
}
