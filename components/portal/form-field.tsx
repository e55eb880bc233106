import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cn, focusRing } from "@/components/ui";

/** Labelled input with hint and error wired to aria-describedby / aria-invalid. */
export function FormField({ label, hint, error, className, ...input }: { label: string; hint?: ReactNode; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errId = `${id}-err`;
  const describedBy = [hint ? hintId : null, error ? errId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "h-10 rounded-md border bg-white px-3 text-sm dark:bg-slate-900",
          error ? "border-red-500" : "border-slate-300 dark:border-slate-700",
          focusRing,
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errId} className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
