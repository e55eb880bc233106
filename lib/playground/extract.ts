import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { ApiError } from "@/lib/http/errors";
import { checkDeclaredSizes, readCentralDirectory, ZipRefusal, type DocxLimits } from "./docx-zip.mjs";
import { ParseSlots } from "./parse-slots";

const MB = 1024 * 1024;

/** What one upload may cost. Shared with the worker, which receives them with each file. */
export const EXTRACT_LIMITS = {
  /** the file itself (the multipart body may add 64 KB of framing) */
  maxFileBytes: 5 * MB,
  /** the cv_text limit of the scoring routes: more text could not be scored anyway */
  maxChars: 100_000,
  pdf: {
    /** pages read; the rest of a longer PDF is skipped and the response says so */
    pagesRead: 50,
    /** more pages than this is not a CV: refused before any page is parsed */
    maxPages: 1_000,
    maxStreamBytes: 64 * MB,
    maxTotalBytes: 128 * MB,
  },
  docx: { maxDocumentBytes: 20 * MB, maxTotalBytes: 64 * MB, maxEntries: 1_000, maxRatio: 200 } satisfies DocxLimits,
} as const;

export interface ParseOptions {
  /** a worker still busy after this is terminated → 422 file_too_complex */
  timeoutMs: number;
  /** V8 heap of one worker (resourceLimits.maxOldGenerationSizeMb) */
  heapMb: number;
  /**
   * Growth of the process's resident memory during one parse that ends it. Parsers also allocate outside the
   * V8 heap (typed arrays), which resourceLimits does not count; this is the backstop for that memory.
   */
  rssBudgetMb: number;
  /** files parsed at once; more wait in line */
  concurrency: number;
  /** how long a file may wait for a free parser before 503 + Retry-After */
  queueWaitMs: number;
  maxQueue: number;
}

const DEFAULTS: ParseOptions = { timeoutMs: 10_000, heapMb: 256, rssBudgetMb: 768, concurrency: 2, queueWaitMs: 3_000, maxQueue: 8 };

export interface ExtractedText {
  text: string;
  /** the text was cut at maxChars */
  cut: boolean;
  pages?: number;
  pagesRead?: number;
}

type WorkerReply =
  | { ok: true; text: string; cut: boolean; pages?: number; pagesRead?: number }
  | { ok: false; code: "payload_too_large" | "unreadable_file"; message: string | null };

const g = globalThis as unknown as { __csExtract?: { options: ParseOptions; slots: ParseSlots; workersStarted: number } };

function state() {
  g.__csExtract ??= { options: DEFAULTS, slots: new ParseSlots(DEFAULTS.concurrency), workersStarted: 0 };
  return g.__csExtract;
}

/** Tests shorten the limits (or pass null to restore the defaults); a fresh set of parse slots comes with it. */
export function setParseOptionsForTests(options: Partial<ParseOptions> | null): void {
  const merged = { ...DEFAULTS, ...(options ?? {}) };
  g.__csExtract = { options: merged, slots: new ParseSlots(merged.concurrency), workersStarted: state().workersStarted };
}

/** The parse slots, so a test can hold them all and see the 503. */
export function parseSlots(): ParseSlots {
  return state().slots;
}

/** How many parse workers were started since the process began (tests count steps with it, not time). */
export function workersStarted(): number {
  return state().workersStarted;
}

/**
 * The worker is committed as plain `.mjs` and found from process.cwd() (the app root for `next start` and
 * vitest), because a path derived from this module's URL points into `.next/server/...` once Next.js has
 * bundled it. EXTRACT_WORKER_PATH overrides it when the app is deployed without its lib/ folder.
 */
export function resolveWorkerPath(): string {
  const candidates = [process.env.EXTRACT_WORKER_PATH, path.resolve(process.cwd(), "lib/playground/extract-worker.mjs")].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    console.error(`[extract-text] parse worker not found (looked in ${candidates.join(", ")}); set EXTRACT_WORKER_PATH`);
    throw new ApiError("service_unavailable", "Reading files is not available on this server right now. Paste the text instead.", {
      retryAfter: 60,
    });
  }
  return found;
}

/** Refuses a DOCX whose central directory declares absurd sizes, before a worker is started. */
export function checkDocxQuickly(bytes: Uint8Array): void {
  try {
    checkDeclaredSizes(readCentralDirectory(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)), EXTRACT_LIMITS.docx);
  } catch (err) {
    if (err instanceof ZipRefusal) throw new ApiError(err.code, err.message);
    throw err;
  }
}

const unreadable = () => new ApiError("unreadable_file", "The file could not be read; check that it is a valid PDF or DOCX.");

function runWorker(kind: "pdf" | "docx", bytes: Uint8Array, o: ParseOptions): Promise<ExtractedText> {
  const workerPath = resolveWorkerPath();
  const st = state();
  return new Promise<ExtractedText>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(workerPath, {
        workerData: { kind, bytes, limits: EXTRACT_LIMITS },
        resourceLimits: { maxOldGenerationSizeMb: o.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      });
    } catch (err) {
      console.error("[extract-text] could not start the parse worker:", err);
      reject(
        new ApiError("service_unavailable", "Reading files is not available on this server right now. Paste the text instead.", {
          retryAfter: 60,
        }),
      );
      return;
    }
    st.workersStarted++;
    const rssLimit = process.memoryUsage.rss() + o.rssBudgetMb * MB;
    let settled = false;
    const finish = (err: ApiError | null, value?: ExtractedText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      // Answer once the thread is really gone, so the parse slot is not handed on while it still holds memory.
      void worker
        .terminate()
        .catch(() => undefined)
        .then(() => (err ? reject(err) : resolve(value!)));
    };
    const tooComplex = (what: string) =>
      new ApiError(
        "file_too_complex",
        `Reading the file ${what}, so it was stopped. Save it again as a simpler PDF or DOCX, or paste the text.`,
      );
    const limit = o.timeoutMs >= 1000 ? `${Math.round(o.timeoutMs / 1000)} s` : `${o.timeoutMs} ms`;
    const timer = setTimeout(() => finish(tooComplex(`took longer than ${limit}`)), o.timeoutMs);
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() > rssLimit) finish(tooComplex(`needed more than ${o.rssBudgetMb} MB of memory`));
    }, 50);
    worker.on("message", (m: WorkerReply) => {
      if (m.ok) finish(null, { text: m.text, cut: m.cut, pages: m.pages, pagesRead: m.pagesRead });
      else finish(m.message ? new ApiError(m.code, m.message) : unreadable());
    });
    worker.on("error", (err: Error & { code?: string }) => {
      if (err.code === "ERR_WORKER_OUT_OF_MEMORY") return finish(tooComplex(`needed more than ${o.heapMb} MB of memory`));
      console.error("[extract-text] parse worker failed:", err);
      finish(unreadable());
    });
    worker.on("exit", () => finish(unreadable()));
  });
}

/**
 * Reads a PDF or DOCX in a worker thread with a heap limit and a time limit, at most `concurrency` at once.
 * Throws ApiError: 413 (unpacks too large / too many pages), 422 (unreadable / too complex), 503 (busy).
 */
export async function extractFileText(kind: "pdf" | "docx", bytes: Uint8Array): Promise<ExtractedText> {
  if (kind === "docx") checkDocxQuickly(bytes);
  const { options, slots } = state();
  const release = await slots.acquire(options.queueWaitMs, options.maxQueue);
  try {
    return await runWorker(kind, bytes, options);
  } finally {
    release();
  }
}
