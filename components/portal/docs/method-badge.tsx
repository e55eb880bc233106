import { cn } from "@/components/ui";

// Dark text on light fills (and the reverse in dark mode) keep every badge above 4.5:1.
const METHOD_TONE: Record<string, string> = {
  get: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  post: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  delete: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
  put: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  patch: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

export function MethodBadge({ method, className }: { method: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-block w-14 shrink-0 rounded px-1 py-0.5 text-center font-mono text-[0.7rem] font-bold uppercase",
        METHOD_TONE[method],
        className,
      )}
    >
      {method}
    </span>
  );
}
