import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** Raw USE-lite output width; the projection takes it to 384. */
export const RAW_DIM = 512;

interface Pending {
  resolve: (v: Float32Array) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: number;
  pending: Map<number, Pending>;
}

type WorkerReply = { id: number; ok: boolean; vectors?: Float32Array; error?: string };

/** A model call that did not finish within EMBED_TIMEOUT_MS (the routes answer 504). */
export class EmbeddingTimeoutError extends Error {
  constructor(ms: number) {
    super(`embedding did not finish within ${ms} ms`);
    this.name = "EmbeddingTimeoutError";
  }
}

export function defaultTimeoutMs(): number {
  const v = Number(process.env.EMBED_TIMEOUT_MS);
  return Number.isFinite(v) && v > 0 ? v : 60_000;
}

/**
 * The worker source is committed as plain `.cjs` and found from process.cwd(), because a path derived
 * from this module's URL points into `.next/server/...` once Next.js has bundled it.
 */
export function resolveWorkerPath(): string {
  const candidates = [process.env.EMBED_WORKER_PATH, path.resolve(process.cwd(), "lib/models/embeddings/embed-worker.cjs")].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`embedding worker not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** Defaults to one worker: the host is small and each worker holds its own copy of the model (~30 MB). */
export function defaultPoolSize(): number {
  const fromEnv = Number(process.env.EMBED_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return Math.min(fromEnv, 8);
  return Math.max(1, Math.min(2, os.cpus().length - 1));
}

/** A fixed set of worker threads running the model; work goes to the least busy one. */
export class WorkerPool {
  private slots: Slot[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly poolSize = defaultPoolSize(),
    private readonly workerPath = resolveWorkerPath(),
    private readonly timeoutMs = defaultTimeoutMs(),
  ) {}

  /** threads this pool runs at most (the fair batcher keeps one batch in flight per thread) */
  get size(): number {
    return this.poolSize;
  }

  private spawn(): Slot {
    const worker = new Worker(this.workerPath);
    // Idle workers must not keep a CLI script (eval, bench, harvest) alive.
    worker.unref();
    const slot: Slot = { worker, busy: 0, pending: new Map() };
    worker.on("message", (msg: WorkerReply) => {
      const p = slot.pending.get(msg.id);
      if (!p) return;
      slot.pending.delete(msg.id);
      slot.busy--;
      if (msg.ok) p.resolve(msg.vectors ?? new Float32Array(0));
      else p.reject(new Error(msg.error ?? "embedding worker failed"));
    });
    const failAll = (err: Error) => {
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
      slot.busy = 0;
      // A crashed worker is replaced on the next call rather than leaving the pool short.
      this.slots = this.slots.filter((s) => s !== slot);
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`embedding worker exited with code ${code}`)));
    return slot;
  }

  private pick(): Slot {
    if (this.closed) throw new Error("embedding pool is closed");
    const idle = this.slots.find((s) => s.busy === 0);
    if (idle) return idle;
    if (this.slots.length < this.poolSize) {
      const slot = this.spawn();
      this.slots.push(slot);
      return slot;
    }
    return this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  }

  private send(message: Record<string, unknown>, slot = this.pick()): Promise<Float32Array> {
    const id = this.nextId++;
    slot.busy++;
    // Keep the process alive only while a request is in flight.
    slot.worker.ref();
    let timer: ReturnType<typeof setTimeout> | undefined;
    return new Promise<Float32Array>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ ...message, id });
      // Loading the model is allowed the same budget; a late reply for a timed-out id is ignored.
      timer = setTimeout(() => {
        if (!slot.pending.delete(id)) return;
        slot.busy--;
        reject(new EmbeddingTimeoutError(this.timeoutMs));
      }, this.timeoutMs);
    }).finally(() => {
      clearTimeout(timer);
      if (slot.busy === 0) slot.worker.unref();
    });
  }

  /** Raw 512-d vectors, one flat array of texts.length * RAW_DIM. */
  embedRaw(texts: string[]): Promise<Float32Array> {
    return this.send({ type: "embed", texts });
  }

  /** Loads the model in every worker. */
  async warm(): Promise<void> {
    if (this.closed) throw new Error("embedding pool is closed");
    while (this.slots.length < this.poolSize) this.slots.push(this.spawn());
    await Promise.all(this.slots.map((slot) => this.send({ type: "warm" }, slot)));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
  }
}
