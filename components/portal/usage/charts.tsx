"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { UsageData } from "./types";

const AXIS = { fontSize: 12, fill: "currentColor" };

/** Requests per UTC day, errors stacked on top, so a bad day stands out. */
export function HistoryChart({ history }: { history: UsageData["history"] }) {
  const data = history.map((d) => ({ date: d.date.slice(5), ok: d.requests - d.errors, errors: d.errors }));
  const total = history.reduce((s, d) => s + d.requests, 0);
  return (
    <figure className="text-slate-500 dark:text-slate-400">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.25} vertical={false} />
            <XAxis dataKey="date" tick={AXIS} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
            <Tooltip cursor={{ fillOpacity: 0.08 }} contentStyle={{ borderRadius: 8, fontSize: 12 }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="ok" name="Successful" stackId="a" fill="#6366f1" radius={[0, 0, 0, 0]} />
            <Bar dataKey="errors" name="Errors (4xx/5xx)" stackId="a" fill="#f43f5e" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        {total} requests over {history.length} days, from {history[0]?.date} to {history[history.length - 1]?.date}.
      </figcaption>
    </figure>
  );
}

export function EndpointChart({ rows }: { rows: UsageData["byEndpoint"] }) {
  const data = rows.slice(0, 8).map((r) => ({ endpoint: r.endpoint, requests: r.requests }));
  return (
    <div className="h-56 w-full text-slate-500 dark:text-slate-400" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
          <XAxis type="number" allowDecimals={false} tick={AXIS} tickLine={false} />
          <YAxis type="category" dataKey="endpoint" width={190} tick={{ ...AXIS, fontSize: 11 }} tickLine={false} />
          <Tooltip contentStyle={{ borderRadius: 8, fontSize: 12 }} />
          <Bar dataKey="requests" name="Requests today" fill="#6366f1" radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
