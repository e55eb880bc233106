#!/usr/bin/env node
// The production HTTP server (`npm start` runs it; so can a process manager: `node scripts/server.mjs -H 10.0.0.11 -p 3000`).
// It is `next start` plus a front door: Next.js route handlers never see the socket, and `next start` only fills
// X-Forwarded-For when the client left it out, so a client talking to an instance directly could pick the address
// every per-IP limit counts. Here each request gets the real peer address in one internal header, and forwarding
// headers survive only when the peer is a proxy that TRUST_PROXY names.
import http from "node:http";
import { pathToFileURL } from "node:url";
import { isTrustedPeer, normaliseAddress, parseTrustProxy } from "../lib/http/proxy-trust.mjs";

/** Read by lib/http/client-ip.ts; whatever a client sends under this name is dropped first. */
export const PEER_HEADER = "x-cs-peer-ip";

/** Headers a proxy sets to describe the original request; from anyone else they are lies. */
export const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * A route that refuses a request before reading its body (401, 413, 429 on an upload) leaves the rest of the body
 * on the socket. A keep-alive client that stopped sending it (fetch does, once the answer is in) and reuses the
 * socket has its next request swallowed as body bytes until the server times the socket out (~5 s). Saying
 * `Connection: close` on such an answer makes the client open a new socket instead.
 */
function closeAfterEarlyAnswer(req, res) {
  const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (!hasBody) return;
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!req.complete && !res.headersSent) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
}

/** Wraps Next's request handler: peer header, forwarding headers only from trusted proxies, HSTS on https origins. */
export function createFrontDoor({ trust, publicOrigin, handle }) {
  const hsts = typeof publicOrigin === "string" && publicOrigin.startsWith("https://");
  return (req, res) => {
    const peer = normaliseAddress(req.socket.remoteAddress);
    delete req.headers[PEER_HEADER];
    if (!isTrustedPeer(peer, trust)) for (const name of FORWARDING_HEADERS) delete req.headers[name];
    if (peer) req.headers[PEER_HEADER] = peer;
    // Here rather than only in next.config.ts: that file's headers are fixed at build time, PUBLIC_ORIGIN is not.
    if (hsts) res.setHeader("Strict-Transport-Security", HSTS);
    closeAfterEarlyAnswer(req, res);
    return handle(req, res);
  };
}

function parseArgs(argv) {
  const out = { port: Number(process.env.PORT ?? 3000), hostname: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "-p" || a === "--port") out.port = Number(argv[++i]);
    else if (a === "-H" || a === "--hostname") out.hostname = argv[++i];
    else throw new Error(`unknown argument ${a} (accepted: -p/--port, -H/--hostname)`);
  }
  if (!Number.isInteger(out.port) || out.port < 1 || out.port > 65535) throw new Error(`bad port ${out.port}`);
  return out;
}

async function main() {
  let args;
  let trust;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`scripts/server.mjs: ${e.message}`);
    process.exit(2);
  }
  try {
    trust = parseTrustProxy(process.env.TRUST_PROXY);
  } catch (e) {
    console.error(`Invalid configuration:\n  TRUST_PROXY: ${e.message}`);
    process.exit(1);
  }
  // As `next start` does: production mode before Next is loaded.
  process.env.NODE_ENV = "production";
  const { default: next } = await import("next");
  const server = http.createServer();
  const app = next({ dev: false, dir: process.cwd(), hostname: args.hostname ?? "localhost", port: args.port, httpServer: server });
  await app.prepare();
  server.on("request", createFrontDoor({ trust, publicOrigin: process.env.PUBLIC_ORIGIN, handle: app.getRequestHandler() }));
  server.listen(args.port, args.hostname, () => {
    const shown = trust.kind === "none" ? "no proxy" : trust.kind === "hops" ? `${trust.hops} proxy hop(s)` : trust.entries.join(", ");
    console.log(`› Ready on http://${args.hostname ?? "localhost"}:${args.port} (TRUST_PROXY: ${shown})`);
  });

  // Same order as `next start`: stop accepting, let in-flight requests (and SSE streams) finish, close Next, exit
  // with 128 + signal. lib/platform/usage.ts flushes buffered usage events in front of that exit.
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      Promise.resolve(app.close())
        .catch((e) => console.error(e))
        .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
