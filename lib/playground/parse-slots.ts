import { ApiError } from "@/lib/http/errors";

/**
 * A counting semaphore for parse workers: at most `size` files are parsed at once (each may use a core and
 * a few hundred MB), the next few wait in line for a bounded time, and the rest are told to come back.
 */
export class ParseSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  get inUse(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with a release function; throws 503 service_unavailable when the line is full or the wait too long. */
  acquire(waitMs: number, maxQueue: number): Promise<() => void> {
    if (this.active < this.size) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    const busy = () =>
      new ApiError("service_unavailable", `The server is reading ${this.size} other files right now. Retry in a few seconds.`, {
        retryAfter: Math.max(1, Math.ceil(waitMs / 1000)),
      });
    if (this.waiting.length >= maxQueue || waitMs <= 0) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(turn);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(busy());
      }, waitMs);
      this.waiting.push(turn);
    });
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      if (next) next();
      else this.active--;
    };
  }
}
