// Which forwarding headers to believe (TRUST_PROXY). Plain JavaScript on purpose: scripts/server.mjs runs it with
// no build step before Next.js starts, and lib/http/client-ip.ts (bundled by Next) imports the same code, so the
// front door and the rate limits can never disagree about who the client is. Types: proxy-trust.d.mts.
import net from "node:net";

/** Named address sets, as Express's `trust proxy` spells them. */
const NAMED = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
};

/** The most proxies a request can plausibly pass; a bigger number is a typo. */
const MAX_HOPS = 10;

/**
 * An address as it appears in X-Forwarded-For or on a socket, reduced to the bare IP: brackets, ports and
 * IPv6 zone ids go, IPv4-mapped IPv6 becomes IPv4. Anything that is not an IP address is null.
 */
export function normaliseAddress(raw) {
  if (typeof raw !== "string") return null;
  let s = raw.trim().replace(/^"(.*)"$/, "$1");
  if (s.startsWith("[")) {
    const end = s.indexOf("]");
    if (end < 0) return null;
    s = s.slice(1, end);
  } else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(s)) {
    s = s.slice(0, s.lastIndexOf(":"));
  }
  const zone = s.indexOf("%");
  if (zone > 0) s = s.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(s);
  if (mapped) s = mapped[1];
  return net.isIP(s) ? s.toLowerCase() : null;
}

function addToList(list, entry) {
  const slash = entry.indexOf("/");
  const addr = normaliseAddress(slash >= 0 ? entry.slice(0, slash) : entry);
  if (!addr) return false;
  const family = net.isIPv4(addr) ? "ipv4" : "ipv6";
  if (slash < 0) {
    list.addAddress(addr, family);
    return true;
  }
  const bitsText = entry.slice(slash + 1);
  const bits = Number(bitsText);
  if (!/^\d{1,3}$/.test(bitsText) || bits > (family === "ipv4" ? 32 : 128)) return false;
  list.addSubnet(addr, bits, family);
  return true;
}

/**
 * TRUST_PROXY → a trust policy. Unset, "", "0", "false" or "none": no proxy (the socket peer is the client).
 * A number N: the N hops nearest to this server are proxies. Otherwise a comma-separated list of proxy
 * addresses, CIDR ranges and the names loopback, private, linklocal. Throws with a message naming the bad part.
 */
export function parseTrustProxy(raw) {
  const value = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  if (value === "" || value === "0" || value === "false" || value === "none") return { kind: "none" };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`at most ${MAX_HOPS} proxy hops (got ${hops})`);
    return { kind: "hops", hops };
  }
  if (value === "true" || value === "all" || value === "*") {
    throw new Error("trusting every hop lets any client choose its own address; give the number of proxies or their addresses");
  }
  const list = new net.BlockList();
  const entries = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) throw new Error("expected a number of hops or a list of proxy addresses");
  for (const entry of entries) {
    if (Object.hasOwn(NAMED, entry)) {
      for (const cidr of NAMED[entry]) addToList(list, cidr);
    } else if (!addToList(list, entry)) {
      throw new Error(`"${entry}" is not an IP address, a CIDR range or one of loopback, private, linklocal`);
    }
  }
  return { kind: "list", list, entries };
}

/** Whether forwarding headers sent by this peer may be believed at all. */
export function isTrustedPeer(peer, trust) {
  if (!peer || trust.kind === "none") return false;
  if (trust.kind === "hops") return trust.hops > 0;
  return trust.list.check(peer, net.isIPv4(peer) ? "ipv4" : "ipv6");
}

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy, in which case X-Forwarded-For
 * is walked from the right (each trusted proxy appends the address it saw) to the first hop that is not a
 * trusted proxy. Entries left of that are whatever the client wrote and are never used. Null without a peer.
 */
export function resolveClientAddress(peerRaw, xff, trust) {
  const peer = normaliseAddress(peerRaw);
  if (!peer) return null;
  if (!xff || !isTrustedPeer(peer, trust)) return peer;
  const chain = [
    ...String(xff)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    peer,
  ];
  let i;
  if (trust.kind === "hops") {
    i = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    i = chain.length - 1;
    while (i > 0) {
      const hop = normaliseAddress(chain[i]);
      if (!hop || !isTrustedPeer(hop, trust)) break;
      i--;
    }
  }
  // A garbled entry (not an address) cannot be the client: the proxy that wrote it, to its right, is the best we know.
  for (; i < chain.length; i++) {
    const addr = normaliseAddress(chain[i]);
    if (addr) return addr;
  }
  return peer;
}
