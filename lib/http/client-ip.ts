/**
 * The caller's address for per-IP limits. `next start` and reverse proxies append the peer address to
 * X-Forwarded-For, so the right-most entry is the one a client cannot forge.
 */
export function clientIp(req: Request): string {
  const xff = req.headers.get("x-forwarded-for");
  if (xff) {
    const parts = xff.split(",").map((s) => s.trim()).filter(Boolean);
    if (parts.length) return parts[parts.length - 1].replace(/^::ffff:/, "");
  }
  return req.headers.get("x-real-ip")?.trim() || "local";
}
