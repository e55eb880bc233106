/** A 0–1 similarity with a verbal band and where it was computed. */
export function SimilarityMeter({ value, ms, source }: { value: number; ms: number; source: string }) {
  const pct = Math.round(value * 100);
  const label = value >= 0.6 ? "very similar" : value >= 0.35 ? "related" : value >= 0.15 ? "loosely related" : "unrelated";
  return (
    <div className="flex flex-col gap-2" data-testid="similarity-result">
      <div className="flex items-baseline justify-between">
        <span className="text-3xl font-semibold tabular-nums">{value.toFixed(3)}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {label} · {source} · {ms} ms
        </span>
      </div>
      <div
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={value}
        aria-label="similarity"
      >
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
