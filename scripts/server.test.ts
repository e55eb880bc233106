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

  it("an answer given before the body was read closes the socket, so a reused connection cannot swallow the next request", async () => {
    const door = createFrontDoor({
      trust: parseTrustProxy(undefined),
      publicOrigin: undefined,
      handle: (req, res) => {
        if (req.method === "POST") res.writeHead(413, { "content-type": "application/json" }).end('{"error":"too big"}');
        else res.end("ok");
      },
    });
    const server = http.createServer(door);
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, declared = 0) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const headers = declared ? { "content-length": String(declared) } : undefined;
        const req = http.request({ host: "127.0.0.1", port, method, path: "/", agent, headers }, (res) => {
          // Like fetch once the answer is in: stop sending the body and hand the socket back for reuse.
          if (declared) req.end();
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on("error", reject);
        if (declared) req.write(Buffer.alloc(1024, 0x61));
        else req.end();
      });
    try {
      expect(await send("POST", 4 * 1024 * 1024)).toEqual({ status: 413, connection: "close" });
      expect(await send("GET")).toEqual({ status: 200, connection: "keep-alive" });
    } finally {
      agent.destroy();
    }
  });

  it("an answer after the whole body was read keeps the connection", async () => {
    const door = createFrontDoor({
      trust: parseTrustProxy(undefined),
      publicOrigin: undefined,
      handle: (req, res) => {
        req.resume();
        req.on("end", () => res.end("read"));
      },
    });
    const server = http.createServer(door);
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method: "POST", body: "x".repeat(10_000) });
    expect(await res.text()).toBe("read");
    expect(res.headers.get("connection")).toBe("keep-alive");
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
