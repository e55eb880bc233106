import { Badge } from "@/components/ui";
import { formatNumber } from "../format";
import type { Quota } from "./types";

export function QuotaMeter({ q }: { q: Quota }) {
  const pct = q.dailyLimit ? Math.min(100, Math.round((q.used / q.dailyLimit) * 100)) : 0;
  const tone = pct >= 90 ? "bg-red-500" : pct >= 70 ? "bg-amber-500" : "bg-indigo-500";
  return (
    <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-start justify-between gap-2">
        <p className="truncate text-sm font-medium" title={q.label}>
          {q.label}
        </p>
        <Badge>{q.tier}</Badge>
      </div>
      <p className="mt-2 text-2xl font-semibold tabular-nums">
        {q.used.toLocaleString("en")}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400"> / {formatNumber(q.dailyLimit)} today</span>
      </p>
      {q.dailyLimit !== null && (
        <div
          role="progressbar"
          aria-label={`${q.label}: daily quota used`}
          aria-valuemin={0}
          aria-valuemax={q.dailyLimit}
          aria-valuenow={q.used}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <div className={`h-full ${tone}`} style={{ width: `${pct}%` }} />
        </div>
      )}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {q.rpmLimit.toLocaleString("en")} requests per minute · resets 00:00 UTC
      </p>
    </div>
  );
}
