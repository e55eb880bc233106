const dateFmt = new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric" });
const dateTimeFmt = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
const utcFmt = new Intl.DateTimeFormat("en", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

export function formatDate(iso: string | null): string {
  return iso ? dateFmt.format(new Date(iso)) : "—";
}

export function formatDateTime(iso: string | null): string {
  return iso ? dateTimeFmt.format(new Date(iso)) : "—";
}

/** In UTC, to the second: the request log's clock, the same as the days of quotas and charts. */
export function formatUtc(iso: string): string {
  return utcFmt.format(new Date(iso));
}

/** "just now", "5 min ago", "3 h ago", "2 days ago"; older: the date. */
export function formatRelative(iso: string | null, now = Date.now()): string {
  if (!iso) return "Never";
  const s = Math.round((now - new Date(iso).getTime()) / 1000);
  if (s < 45) return "just now";
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86_400) return `${Math.round(s / 3600)} h ago`;
  if (s < 30 * 86_400) return `${Math.round(s / 86_400)} days ago`;
  return formatDate(iso);
}

export function formatNumber(n: number | null): string {
  return n === null ? "Unlimited" : n.toLocaleString("en");
}
