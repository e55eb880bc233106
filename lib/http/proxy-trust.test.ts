import { describe, expect, it } from "vitest";
import { isTrustedPeer, normaliseAddress, parseTrustProxy, resolveClientAddress } from "./proxy-trust.mjs";

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default, and a client's X-Forwarded-For never replaces the peer", () => {
    for (const raw of [undefined, "", "0", "false", "none", " NONE "]) expect(parseTrustProxy(raw)).toEqual({ kind: "none" });
    const none = parseTrustProxy(undefined);
    expect(isTrustedPeer("127.0.0.1", none)).toBe(false);
    expect(resolveClientAddress("198.51.100.7", "203.0.113.1", none)).toBe("198.51.100.7");
    expect(resolveClientAddress("198.51.100.7", "203.0.113.1, 10.0.0.1", none)).toBe("198.51.100.7");
  });

  it("N hops: the client is the entry N places left of the peer; anything further left is ignored", () => {
    const one = parseTrustProxy("1");
    expect(one).toEqual({ kind: "hops", hops: 1 });
    // nginx appended the client it saw (198.51.100.9); the left entry is what the client wrote
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, 198.51.100.9", one)).toBe("198.51.100.9");
    expect(resolveClientAddress("10.0.0.2", "198.51.100.9", one)).toBe("198.51.100.9");
    // no header at all: the peer is the best we know
    expect(resolveClientAddress("10.0.0.2", null, one)).toBe("10.0.0.2");
    const two = parseTrustProxy("2");
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, 198.51.100.9, 172.16.0.5", two)).toBe("198.51.100.9");
    // fewer entries than hops: the left-most, never an index outside the chain
    expect(resolveClientAddress("10.0.0.2", "198.51.100.9", two)).toBe("198.51.100.9");
  });

  it("a list trusts only the named proxies: a direct client's header is ignored", () => {
    const t = parseTrustProxy("10.0.0.0/8, 2001:db8::1, loopback");
    expect(t.kind).toBe("list");
    expect(isTrustedPeer("10.1.2.3", t)).toBe(true);
    expect(isTrustedPeer("127.0.0.1", t)).toBe(true);
    expect(isTrustedPeer("::1", t)).toBe(true);
    expect(isTrustedPeer("2001:db8::1", t)).toBe(true);
    expect(isTrustedPeer("2001:db8::2", t)).toBe(false);
    expect(isTrustedPeer("198.51.100.7", t)).toBe(false);
    // through two trusted proxies: the first untrusted hop from the right is the client
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.9, 10.0.0.3", t)).toBe("198.51.100.9");
    // straight from the internet: the header is the client's own invention
    expect(resolveClientAddress("198.51.100.7", "10.0.0.3, 1.1.1.1", t)).toBe("198.51.100.7");
    // every hop trusted: the left-most entry
    expect(resolveClientAddress("10.0.0.2", "10.0.0.9", t)).toBe("10.0.0.9");
  });

  it("a garbled entry is never the client: the proxy that reported it is", () => {
    expect(resolveClientAddress("10.0.0.2", "1.2.3.4, unknown", parseTrustProxy("1"))).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "evil, 10.0.0.3", parseTrustProxy("private"))).toBe("10.0.0.3");
  });

  it("normalises ports, brackets, zones and IPv4-mapped IPv6", () => {
    expect(normaliseAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseAddress("198.51.100.7:5123")).toBe("198.51.100.7");
    expect(normaliseAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normaliseAddress('"198.51.100.7"')).toBe("198.51.100.7");
    for (const bad of ["", "unknown", "999.1.1.1", "1.2.3", undefined, 42]) expect(normaliseAddress(bad)).toBeNull();
    expect(resolveClientAddress(undefined, "1.2.3.4", parseTrustProxy("1"))).toBeNull();
  });

  it("refuses values that would trust every client, and names the bad entry", () => {
    for (const bad of ["true", "all", "*"]) expect(() => parseTrustProxy(bad)).toThrow(/every hop/);
    expect(() => parseTrustProxy("11")).toThrow(/at most 10/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => parseTrustProxy("10.0.0.1, proxy.internal")).toThrow(/"proxy\.internal"/);
    expect(() => parseTrustProxy(",")).toThrow();
  });
});
