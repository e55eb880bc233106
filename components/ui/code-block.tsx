import { CopyButton } from "./copy-button";
import { cn } from "./cn";

/** Preformatted code with a copy button; always dark so snippets read the same in both themes. */
export function CodeBlock({ code, label, className }: { code: string; label?: string; className?: string }) {
  return (
    <div className={cn("relative overflow-hidden rounded-lg border border-slate-800 bg-slate-950", className)}>
      <div className="flex items-center justify-between border-b border-slate-800 px-3 py-1.5">
        <span className="text-xs text-slate-400">{label ?? ""}</span>
        <CopyButton value={code} label="Copy" className="h-7 border-slate-700 bg-slate-900 text-slate-200 hover:bg-slate-800" />
      </div>
      <pre className="overflow-x-auto p-4 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}
