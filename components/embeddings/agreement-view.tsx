"use client";

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Badge } from "@/components/ui";
import { compareVectors } from "./projection-math";

/** Browser vs server vector of the same text: cosine, largest and mean per-dimension gap, and every gap as a bar. */
export function AgreementView({ browser, server }: { browser: ArrayLike<number>; server: ArrayLike<number> }) {
  if (browser.length !== server.length) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        The two vectors differ in size ({browser.length} vs {server.length}): they cannot come from the same model.
      </p>
    );
  }
  const a = compareVectors(browser, server);
  const identical = a.maxAbsDiff === 0;
  const deltas = Array.from({ length: browser.length }, (_, i) => ({ i, d: browser[i] - server[i] }));
  return (
    <div className="flex flex-col gap-3" data-testid="agreement">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={a.withinTolerance ? "success" : "danger"}>
          {a.withinTolerance ? "Same vector within tolerance" : "Vectors disagree"} (cosine ≥ {a.minCosine})
        </Badge>
        <Badge>
          cosine(browser, server) = <span data-testid="agreement-cosine">{a.cosine.toFixed(6)}</span>
        </Badge>
        {identical ? (
          <Badge>max |Δ| = 0: bit-identical</Badge>
        ) : (
          <>
            <Badge>
              max |Δ| = {a.maxAbsDiff.toExponential(2)} (dim {a.maxAbsDiffIndex})
            </Badge>
            <Badge>mean |Δ| = {a.meanAbsDiff.toExponential(2)}</Badge>
          </>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Both sides run the same USE-lite files on TensorFlow.js WASM and the same projection, so a gap can only be float rounding between
        WASM builds (SIMD or not, threads or not).{" "}
        {identical
          ? `All ${browser.length} dimensions are exactly equal.`
          : `Per-dimension difference browser − server over all ${browser.length} dimensions:`}
      </p>
      {!identical && (
        <div className="h-28 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={deltas}>
              <XAxis dataKey="i" hide />
              <YAxis width={56} tick={{ fontSize: 10 }} tickFormatter={(x: number) => x.toExponential(0)} />
              <Tooltip formatter={(x) => Number(x).toExponential(3)} labelFormatter={(i) => `dim ${i}`} />
              <Bar dataKey="d" fill="#6366f1" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </div>
  );
}
