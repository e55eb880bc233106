/**
 * Collects texts from concurrent callers into model calls, fairly. Each caller (an account) has its own FIFO
 * queue; a batch takes one text per caller in turn (round-robin), up to `maxBatch` texts and `maxBatchTokens`
 * tokens, so one caller's 96 long texts are spread over many small batches and another caller's single text
 * rides in the next one instead of waiting behind all of them. At most `concurrency` batches are in flight (one
 * per worker): everything else waits here, where the order is ours, not in a worker's message queue.
 * When nothing is in flight, a batch waits `windowMs` for companions: one forward pass over 32 sentences costs
 * far less than 32 passes of one.
 */
export interface FairBatcherOptions {
  maxBatch: number;
  /** a batch holds at most this many tokens (but always at least one text) */
  maxBatchTokens: number;
  windowMs: number;
  /** batches in flight at once */
  concurrency: number;
}

export interface QueuedText {
  text: string;
  /** cost estimate, in tokens */
  tokens: number;
}

interface Item<R> extends QueuedText {
  caller: string;
  resolve: (r: R) => void;
  reject: (e: Error) => void;
}

/** The caller already has as much work queued as it may (answered 429 with Retry-After). */
export class QueueFullError extends Error {
  constructor(
    readonly queuedTokens: number,
    readonly limitTokens: number,
    readonly retryAfter: number,
  ) {
    super(`embedding queue full for this caller: ${queuedTokens} tokens waiting, at most ${limitTokens}`);
    this.name = "QueueFullError";
  }
}

export class FairBatcher<R> {
  private queues = new Map<string, Item<R>[]>();
  /** callers with queued texts, in turn order; `turn` indexes the next to serve */
  private ring: string[] = [];
  private turn = 0;
  /** tokens queued or in flight, per caller */
  private pending = new Map<string, number>();
  private queuedTexts = 0;
  private inFlight = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** measured model speed, for Retry-After (starts at ~5 tokens per ms, a USE-lite worker on one core) */
  private msPerToken = 0.2;
  batchesSent = 0;

  constructor(
    private readonly runBatch: (texts: string[]) => Promise<R[]>,
    private readonly options: FairBatcherOptions,
  ) {}

  /** Tokens this caller has queued or in flight. */
  pendingTokens(caller: string): number {
    return this.pending.get(caller) ?? 0;
  }

  /**
   * Queues all of one request's texts, or none: with `maxPendingTokens`, a caller whose queued and in-flight work
   * would pass it gets QueueFullError (a caller with nothing pending is always admitted, whatever the size).
   */
  submitAll(caller: string, texts: QueuedText[], maxPendingTokens?: number): Promise<R>[] {
    const adding = texts.reduce((s, t) => s + t.tokens, 0);
    const current = this.pendingTokens(caller);
    if (maxPendingTokens !== undefined && current > 0 && current + adding > maxPendingTokens) {
      throw new QueueFullError(current, maxPendingTokens, this.estimateWaitSeconds(current));
    }
    if (!texts.length) return [];
    this.pending.set(caller, current + adding);
    let found = this.queues.get(caller);
    if (!found) {
      found = [];
      this.queues.set(caller, found);
      this.ring.push(caller);
    }
    const queue = found;
    const out = texts.map(
      (t) =>
        new Promise<R>((resolve, reject) => {
          queue.push({ ...t, caller, resolve, reject });
        }),
    );
    this.queuedTexts += texts.length;
    this.schedule();
    return out;
  }

  submit(caller: string, text: string, tokens = 1): Promise<R> {
    return this.submitAll(caller, [{ text, tokens }])[0];
  }

  private schedule(): void {
    if (this.inFlight >= this.options.concurrency) return; // a finishing batch pumps
    if (this.inFlight > 0 || this.queuedTexts >= this.options.maxBatch || this.options.windowMs <= 0) {
      this.pump();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.pump(), this.options.windowMs);
    }
  }

  /** The next batch: one text per caller in turn, within the text and token bounds. */
  private take(): Item<R>[] {
    const batch: Item<R>[] = [];
    let tokens = 0;
    while (batch.length < this.options.maxBatch && this.ring.length > 0) {
      if (this.turn >= this.ring.length) this.turn = 0;
      const caller = this.ring[this.turn];
      const queue = this.queues.get(caller)!;
      if (batch.length > 0 && tokens + queue[0].tokens > this.options.maxBatchTokens) break;
      const item = queue.shift()!;
      batch.push(item);
      tokens += item.tokens;
      this.queuedTexts--;
      if (queue.length === 0) {
        this.queues.delete(caller);
        this.ring.splice(this.turn, 1); // the next caller moves into this slot
      } else {
        this.turn++;
      }
    }
    return batch;
  }

  private pump(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.inFlight < this.options.concurrency && this.ring.length > 0) {
      const batch = this.take();
      this.inFlight++;
      this.batchesSent++;
      const tokens = batch.reduce((s, i) => s + i.tokens, 0);
      const started = Date.now();
      // Identical texts inside one batch are computed once.
      const unique = [...new Set(batch.map((i) => i.text))];
      this.runBatch(unique)
        .then(
          (results) => {
            if (tokens > 0) this.msPerToken = 0.8 * this.msPerToken + 0.2 * ((Date.now() - started) / tokens);
            const byText = new Map(unique.map((t, i) => [t, results[i]]));
            for (const item of batch) item.resolve(byText.get(item.text) as R);
          },
          (err: unknown) => {
            const e = err instanceof Error ? err : new Error(String(err));
            for (const item of batch) item.reject(e);
          },
        )
        .finally(() => {
          for (const item of batch) {
            const left = (this.pending.get(item.caller) ?? 0) - item.tokens;
            if (left > 0) this.pending.set(item.caller, left);
            else this.pending.delete(item.caller);
          }
          this.inFlight--;
          this.pump();
        });
    }
  }

  /** Seconds until a caller's `tokens` would have drained, served in turn with every other active caller. */
  private estimateWaitSeconds(tokens: number): number {
    const callers = Math.max(1, this.pending.size);
    const ms = (tokens * callers * this.msPerToken) / Math.max(1, this.options.concurrency);
    return Math.min(60, Math.max(1, Math.ceil(ms / 1000)));
  }
}
