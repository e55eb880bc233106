import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "@/lib/http/proxy-trust.mjs";
import { clientIpFromHeaders } from "@/lib/http/client-ip";
import { resetConfigForTests } from "@/lib/config";
import { createFrontDoor, HSTS, PEER_HEADER } from "./server.mjs";

// The front door of `npm start` on a real socket, with a stand-in for Next's handler that reports what it was given.
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(trust: string | undefined, publicOrigin?: string) {
  const seen: IncomingHttpHeaders[] = [];
  const door = createFrontDoor({
    trust: parseTrustProxy(trust),
    publicOrigin,
    handle: (req, res) => {
      seen.push({ ...req.headers });
      res.end("ok");
    },
  });
  const server = http.createServer(door);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, seen };
}

const spoofed = {
  [PEER_HEADER]: "203.0.113.66",
  "x-forwarded-for": "203.0.113.77",
  "x-real-ip": "203.0.113.88",
  "x-forwarded-host": "evil.example",
  forwarded: "for=203.0.113.99",
};

describe("scripts/server.mjs front door", () => {
  it("without TRUST_PROXY: replaces a client's peer header with the socket's and drops its forwarding headers", async () => {
    const { url, seen } = await serve(undefined);
    const res = await fetch(url, { headers: spoofed });
    expect(res.status).toBe(200);
    expect(seen[0][PEER_HEADER]).toBe("127.0.0.1");
    for (const h of ["x-forwarded-for", "x-real-ip", "x-forwarded-host", "forwarded"]) expect(seen[0][h], h).toBeUndefined();
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("from a trusted proxy: keeps X-Forwarded-For so the app can read the client the proxy appended", async () => {
    const { url, seen } = await serve("loopback");
    await fetch(url, { headers: { ...spoofed, "x-forwarded-for": "6.6.6.6, 198.51.100.9" } });
    expect(seen[0][PEER_HEADER]).toBe("127.0.0.1");
    expect(seen[0]["x-forwarded-for"]).toBe("6.6.6.6, 198.51.100.9");
    // what lib/http/client-ip.ts then counts, under the same TRUST_PROXY: the proxy's entry, not the forged one
    expect(resolveWith("loopback", seen[0])).toBe("198.51.100.9");
  });

  it("a peer outside the TRUST_PROXY list gets its forwarding headers dropped", async () => {
    const { url, seen } = await serve("10.0.0.0/8");
    await fetch(url, { headers: spoofed });
    expect(seen[0][PEER_HEADER]).toBe("127.0.0.1");
    expect(seen[0]["x-forwarded-for"]).toBeUndefined();
  });

  it("sends HSTS when PUBLIC_ORIGIN is https", async () => {
    const { url } = await serve(undefined, "https://api.example.com");
    expect((await fetch(url)).headers.get("strict-transport-security")).toBe(HSTS);
  });
});

/** What lib/http/client-ip.ts counts for these headers under the given TRUST_PROXY. */
function resolveWith(trust: string, headers: IncomingHttpHeaders): string {
  const saved = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = trust;
  resetConfigForTests();
  try {
    return clientIpFromHeaders((n) => headers[n] as string | undefined);
  } finally {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    resetConfigForTests();
  }
}
