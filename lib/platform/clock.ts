/** Injectable clock: quota windows and day boundaries are tested by moving it. */
let current: () => number = () => Date.now();

export function now(): number {
  return current();
}

export function setClockForTests(fn: (() => number) | null): void {
  current = fn ?? (() => Date.now());
}

/** UTC calendar day, the unit of daily quotas (reset at 00:00 UTC). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function nextUtcMidnight(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
