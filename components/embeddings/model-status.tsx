"use client";

import { Badge, Button, ErrorState } from "@/components/ui";
import type { EmbedderState } from "./use-browser-embedder";

const STAGE_LABEL = {
  manifest: "Asking the server which files to fetch…",
  download: "Downloading the model",
  runtime: "Starting TensorFlow.js (WASM)…",
  model: "Building the graph from the weights…",
  warmup: "Warming up (first inference compiles the kernels)…",
} as const;

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

const STAGES = Object.keys(STAGE_LABEL) as (keyof typeof STAGE_LABEL)[];
const STEP_NAME: Record<keyof typeof STAGE_LABEL, string> = {
  manifest: "Manifest",
  download: "Download",
  runtime: "Start runtime",
  model: "Build graph",
  warmup: "Warm up",
};

/** Every loading step with its state, so the slow steps after the download are visible too. */
function Steps({ current }: { current: keyof typeof STAGE_LABEL }) {
  const at = STAGES.indexOf(current);
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Loading steps" data-testid="model-stages">
      {STAGES.map((st, i) => (
        <li
          key={st}
          aria-current={i === at ? "step" : undefined}
          className={i < at ? "text-emerald-800 dark:text-emerald-300" : i === at ? "font-semibold" : "text-slate-600 dark:text-slate-400"}
        >
          <span aria-hidden="true">{i < at ? "✓ " : i === at ? "● " : "○ "}</span>
          {STEP_NAME[st]}
          <span className="sr-only">{i < at ? " (done)" : i === at ? " (in progress)" : " (to do)"}</span>
        </li>
      ))}
    </ol>
  );
}

/** Load button, byte-accurate progress bar while the browser model downloads, then what was loaded. */
export function ModelStatus({ state, onLoad }: { state: EmbedderState; onLoad: () => void }) {
  if (state.status === "idle") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onLoad}>
          Load model in this browser
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          ≈ 30 MB once (then cached): USE-lite weights, vocabulary, tfjs WASM and the projection.
        </span>
      </div>
    );
  }
  if (state.status === "error") return <ErrorState message={`The browser model could not load: ${state.message}`} onRetry={onLoad} />;
  if (state.status === "ready") {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="model-ready">
        <Badge tone="success">Model ready in this browser</Badge>
        <Badge>{(state.ms / 1000).toFixed(1)} s to load</Badge>
        <Badge>{mb(state.bytes)} MB</Badge>
        <Badge>
          backend: {state.backend} ({state.wasm.includes("simd") ? "SIMD" : "no SIMD"})
        </Badge>
      </div>
    );
  }
  const pct = state.total > 0 ? Math.round((state.loaded / state.total) * 100) : 0;
  const downloading = state.stage === "download";
  return (
    <div className="flex flex-col gap-2" data-testid="model-loading">
      <Steps current={state.stage} />
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span>{STAGE_LABEL[state.stage]}</span>
        {state.total > 0 && (
          <span className="tabular-nums text-slate-600 dark:text-slate-400">
            {mb(state.loaded)} / {mb(state.total)} MB{downloading && state.file ? ` · ${state.file}` : ""}
          </span>
        )}
      </div>
      <div
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label="Model download"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        data-testid="model-progress"
      >
        <div
          className="h-full rounded-full bg-indigo-500 transition-[width] motion-reduce:transition-none"
          style={{ width: `${downloading ? pct : 100}%` }}
        />
      </div>
    </div>
  );
}
