"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { LoadStage, WorkerRequest, WorkerResponse } from "./worker-protocol";

export const MODEL_BASE = "/models/embed-v1/";

export type EmbedderState =
  | { status: "idle" }
  | { status: "loading"; stage: LoadStage; loaded: number; total: number; file?: string }
  | { status: "ready"; ms: number; bytes: number; backend: string; wasm: string }
  | { status: "error"; message: string };

export interface BrowserEmbedding {
  vectors: Float32Array[];
  ms: number;
}

interface Pending {
  resolve: (r: BrowserEmbedding) => void;
  reject: (e: Error) => void;
}

/**
 * embed-v1 in this browser: one Web Worker per page, started on first use. `load()` starts the download (the
 * state carries bytes fetched / total for a progress bar); `embed()` loads first when needed, then resolves
 * with one 384-d unit vector per text.
 */
export function useBrowserEmbedder() {
  const [state, setState] = useState<EmbedderState>({ status: "idle" });
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(1);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void; reject: (e: Error) => void } | null>(null);

  const onMessage = useCallback((e: MessageEvent<WorkerResponse>) => {
    const msg = e.data;
    switch (msg.type) {
      case "progress":
        setState({ status: "loading", stage: msg.stage, loaded: msg.loaded, total: msg.total, file: msg.file });
        break;
      case "ready":
        setState({ status: "ready", ms: msg.ms, bytes: msg.bytes, backend: msg.backend, wasm: msg.wasm });
        ready.current?.resolve();
        break;
      case "load-error":
        setState({ status: "error", message: msg.message });
        ready.current?.reject(new Error(msg.message));
        // Forget the failed attempt so the next load() retries.
        ready.current = null;
        break;
      case "vectors": {
        const p = pending.current.get(msg.id);
        pending.current.delete(msg.id);
        const n = msg.vectors.length / msg.dim;
        p?.resolve({ vectors: Array.from({ length: n }, (_, i) => msg.vectors.subarray(i * msg.dim, (i + 1) * msg.dim)), ms: msg.ms });
        break;
      }
      case "embed-error": {
        const p = pending.current.get(msg.id);
        pending.current.delete(msg.id);
        p?.reject(new Error(msg.message));
        break;
      }
    }
  }, []);

  const load = useCallback((): Promise<void> => {
    if (ready.current) return ready.current.promise;
    if (!worker.current) {
      const w = new Worker(new URL("./embed.worker.ts", import.meta.url), { type: "module" });
      w.onmessage = onMessage;
      w.onerror = (ev) => {
        const message = `The embedding worker failed: ${ev.message || "script error"}`;
        setState({ status: "error", message });
        ready.current?.reject(new Error(message));
        ready.current = null;
        for (const p of pending.current.values()) p.reject(new Error(message));
        pending.current.clear();
      };
      worker.current = w;
    }
    let resolve!: () => void;
    let reject!: (e: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Callers that only start the load (the "Load model" button) must not see an unhandled rejection.
    promise.catch(() => undefined);
    ready.current = { promise, resolve, reject };
    setState({ status: "loading", stage: "manifest", loaded: 0, total: 0 });
    const msg: WorkerRequest = { type: "load", base: MODEL_BASE };
    worker.current.postMessage(msg);
    return promise;
  }, [onMessage]);

  const embed = useCallback(
    async (texts: string[]): Promise<BrowserEmbedding> => {
      await load();
      const id = nextId.current++;
      return new Promise<BrowserEmbedding>((resolve, reject) => {
        pending.current.set(id, { resolve, reject });
        const msg: WorkerRequest = { type: "embed", id, texts };
        worker.current?.postMessage(msg);
      });
    },
    [load],
  );

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      ready.current = null;
      for (const p of pending.current.values()) p.reject(new Error("page closed"));
      pending.current.clear();
    },
    [],
  );

  return { state, load, embed };
}
