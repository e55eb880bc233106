import { CopyButton } from "./copy-button";
import { cn } from "./cn";

/**
 * Preformatted code with a copy button; always dark so snippets read the same in both themes. `scroll`
 * caps the height: the block scrolls inside (and can be focused to scroll by keyboard), on its own
 * dark background so every line keeps its contrast.
 */
export function CodeBlock({
  code,
  label,
  className,
  scroll = false,
}: {
  code: string;
  label?: string;
  className?: string;
  scroll?: boolean;
}) {
  return (
    <div className={cn("relative overflow-hidden rounded-lg border border-slate-800 bg-slate-950", className)}>
      <div className="flex items-center justify-between border-b border-slate-800 px-3 py-1.5">
        <span className="text-xs text-slate-300">{label ?? ""}</span>
        <CopyButton value={code} label="Copy" className="h-7 border-slate-700 bg-slate-900 text-slate-200 hover:bg-slate-800" />
      </div>
      <pre
        tabIndex={0}
        className={cn(
          "overflow-x-auto bg-slate-950 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-400",
          scroll && "max-h-[28rem] overflow-y-auto",
        )}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
