import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";

type Pending = { resolve: () => void; reject: (e: Error) => void };

/** A worker thread with its own SQLite connection that executes write statements in order. */
export class SqliteWriter {
  private worker: Worker;
  private pending = new Map<number, Pending>();
  private nextId = 1;

  private constructor(file: string, url: string) {
    this.worker = new Worker(file, { workerData: { url } });
    this.worker.unref();
    this.worker.on("message", (m: { id: number; ok: boolean; error?: string; code?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.ok) p.resolve();
      else p.reject(Object.assign(new Error(m.error ?? "sqlite writer failed"), { code: m.code }));
    });
    this.worker.on("error", (e) => this.failAll(e));
    this.worker.on("exit", () => this.failAll(new Error("sqlite writer exited")));
  }

  /** null when disabled (SQLITE_WRITER_THREAD=0) or the worker file is not on disk: callers write inline. */
  static start(url: string): SqliteWriter | null {
    if (process.env.SQLITE_WRITER_THREAD === "0" || url.includes(":memory:")) return null;
    const file = path.resolve(process.cwd(), "lib/db/sqlite-writer.worker.mjs");
    if (!existsSync(file)) return null;
    try {
      return new SqliteWriter(file, url);
    } catch {
      return null;
    }
  }

  execute(sql: string, args: unknown[]): Promise<void> {
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref(); // keep the process alive until the write is answered
      this.worker.postMessage({ id, sql, args });
    }).finally(() => {
      if (this.pending.size === 0) this.worker.unref();
    });
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
