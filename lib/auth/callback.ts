/** Only same-site paths are followed after sign-in: no open redirect through ?callbackUrl=. */
export function safeCallback(raw: string | null | undefined, fallback = "/dashboard/keys"): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  return raw;
}
