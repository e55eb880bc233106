/** Injectable clock: quota windows and day boundaries are tested by moving it. */
let current: () => number = () => Date.now();

export function now(): number {
  return current();
}

export function setClockForTests(fn: (() => number) | null): void {
  current = fn ?? (() => Date.now());
}

/** UTC calendar day, the unit of daily quotas (reset at 00:00 UTC). */
let dayStart = 0;
let dayName = "";

export function utcDay(ms: number): string {
  // Called on every request: reuse the last answer while still inside the same UTC day.
  if (ms >= dayStart && ms < dayStart + 86_400_000) return dayName;
  const name = new Date(ms).toISOString().slice(0, 10);
  dayStart = Date.UTC(Number(name.slice(0, 4)), Number(name.slice(5, 7)) - 1, Number(name.slice(8, 10)));
  dayName = name;
  return name;
}

export function nextUtcMidnight(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
