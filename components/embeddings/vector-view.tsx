"use client";

import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Badge } from "@/components/ui";
import { vectorNorm } from "@/lib/models/embeddings/vector-math";

/** One embedding: size, norm (≈ 1 for embed-v1), the first 48 dimensions as bars, and the first values. */
export function VectorView({ vector, ms, source, extra }: { vector: ArrayLike<number>; ms: number; source: string; extra?: string[] }) {
  const v = Array.from(vector);
  const dims = v.slice(0, 48).map((x, i) => ({ i, x }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge tone="success">
          <span data-testid="vector-dims">{v.length}</span>&nbsp;dims
        </Badge>
        <Badge>
          ‖v‖ = <span data-testid="vector-norm">{vectorNorm(v).toFixed(4)}</span>
        </Badge>
        <Badge tone="info">{source}</Badge>
        {extra?.map((x) => (
          <Badge key={x}>{x}</Badge>
        ))}
        <Badge>{ms} ms</Badge>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">First 48 dimensions:</p>
      <div className="h-40 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={dims}>
            <XAxis dataKey="i" hide />
            <YAxis width={40} tick={{ fontSize: 11 }} />
            <Tooltip formatter={(x) => Number(x).toFixed(4)} labelFormatter={(i) => `dim ${i}`} />
            <Bar dataKey="x" isAnimationActive={false}>
              {dims.map((d) => (
                <Cell key={d.i} fill={d.x >= 0 ? "#6366f1" : "#f59e0b"} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <pre tabIndex={0} className="max-h-32 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs dark:bg-slate-800">
        [
        {v
          .slice(0, 12)
          .map((x) => x.toFixed(5))
          .join(", ")}
        , …]
      </pre>
    </div>
  );
}
