import { getConfig } from "@/lib/config";
import { resolveClientAddress } from "./proxy-trust.mjs";

/**
 * The socket peer's address, set by scripts/server.mjs on every request after deleting any copy the client sent.
 * Next.js route handlers cannot see the socket, and `next start` fills X-Forwarded-For only when the client did not,
 * so without this header nothing in a request says who really connected.
 */
export const PEER_HEADER = "x-cs-peer-ip";

/** Requests that did not come through scripts/server.mjs (tests, `next dev`) share this one bucket. */
export const UNKNOWN_CLIENT = "local";

/**
 * The bucket key per-IP limits count against. X-Forwarded-For is believed only as far as TRUST_PROXY allows
 * (lib/http/proxy-trust.mjs). An IPv6 client is counted by its /64, the block one subscriber normally holds:
 * counting single addresses would hand every IPv6 client 2^64 fresh buckets.
 */
export function clientIpFromHeaders(get: (name: string) => string | null | undefined): string {
  const peer = get(PEER_HEADER);
  if (!peer) return UNKNOWN_CLIENT;
  const addr = resolveClientAddress(peer, get("x-forwarded-for"), getConfig().TRUST_PROXY);
  if (!addr) return UNKNOWN_CLIENT;
  return addr.includes(":") ? ipv6Prefix64(addr) : addr;
}

export function clientIp(req: Request): string {
  return clientIpFromHeaders((name) => req.headers.get(name));
}

function ipv6Prefix64(addr: string): string {
  const [head, tail = ""] = addr.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = addr.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}
