import bcrypt from "bcryptjs";
import { ApiError } from "@/lib/http/errors";

export const BCRYPT_COST = 10;

// A fixed hash (cost 10) of a random string. Comparing against it when there is no real hash, or hashing
// on a path that stores nothing, makes every outcome cost one bcrypt operation, so response times do not
// tell which e-mails have accounts.
export const DUMMY_HASH = "$2b$10$2roMIt.Jy8UkVkBFC0Bbxe.e9Uyu8L6tWZ5swQciG9W34vgiXa3oC";

/** bcrypt operations running at once, process-wide (sign-up and sign-in share them). */
export const MAX_ACTIVE_HASHES = 2;
/** bcrypt operations allowed to wait for a slot; one more is refused with 503 and Retry-After. */
export const MAX_QUEUED_HASHES = 16;

/**
 * A small semaphore with a bounded queue. bcryptjs runs on the event loop: without a bound, a burst of
 * sign-ups or sign-ins interleaves hundreds of hashes with every other request, and paid API calls
 * wait seconds. With it, at most `maxActive` hashes share the loop and the rest wait in a short queue;
 * beyond that the caller is told to come back instead of queueing without bound.
 */
export class HashGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly maxActive: number,
    readonly maxQueued: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.waiting.length >= this.maxQueued) {
        throw new ApiError("service_unavailable", "The server is busy checking passwords. Retry in a few seconds.", {
          retryAfter: this.retryAfter(),
        });
      }
      // The slot is handed over by release(): `active` stays counted while ownership passes.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** Seconds until the queue has drained, assuming ~100 ms per bcrypt operation at cost 10. */
  private retryAfter(): number {
    return Math.max(1, Math.ceil(((this.waiting.length + this.active) * 0.1) / this.maxActive));
  }
}

const g = globalThis as unknown as { __csHashGate?: HashGate };

export function getHashGate(): HashGate {
  if (!g.__csHashGate) g.__csHashGate = new HashGate(MAX_ACTIVE_HASHES, MAX_QUEUED_HASHES);
  return g.__csHashGate;
}

/** Tests install a gate of their own (e.g. one whose slots they hold); undefined restores the default. */
export function setHashGateForTests(gate: HashGate | undefined): void {
  g.__csHashGate = gate;
}

export function hashPassword(password: string): Promise<string> {
  return getHashGate().run(() => bcrypt.hash(password, BCRYPT_COST));
}

/** Compares against the dummy hash when there is no stored one, so a miss costs what a hit costs. */
export function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return getHashGate().run(async () => {
    const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
    return ok && Boolean(hash);
  });
}

/** The cost of hashPassword without a result: for outcomes that store nothing (e.g. a taken e-mail). */
export async function spendHashCost(password: string): Promise<void> {
  await checkPassword(password, null);
}
