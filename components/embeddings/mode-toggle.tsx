"use client";

import { cn, focusRing } from "@/components/ui";

export type ComputeMode = "browser" | "server";

const OPTIONS: { id: ComputeMode; label: string; hint: string }[] = [
  { id: "browser", label: "Browser", hint: "no key, nothing leaves this page" },
  { id: "server", label: "Server", hint: "POST /v1/embed/*, needs an embed key" },
];

/** Where embeddings are computed. Native radios: arrow keys and screen readers work without extra code. */
export function ModeToggle({ value, onChange }: { value: ComputeMode; onChange: (m: ComputeMode) => void }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">Compute embeddings in</legend>
      <div className="mt-1 inline-flex w-fit rounded-md border border-slate-300 p-0.5 dark:border-slate-700">
        {OPTIONS.map((o) => (
          <label
            key={o.id}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500",
              value === o.id ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
            )}
          >
            <input
              type="radio"
              name="embed-compute-mode"
              value={o.id}
              checked={value === o.id}
              onChange={() => onChange(o.id)}
              className={cn("sr-only", focusRing)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{OPTIONS.find((o) => o.id === value)?.hint}</p>
    </fieldset>
  );
}
