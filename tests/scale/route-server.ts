// A lightweight app instance for scale-out tests: serves every app/**/route.ts over HTTP without a Next build.
// Usage: LISTEN_PORT=… DATABASE_URL=… REDIS_URL=… tsx tests/scale/route-server.ts
import http from "node:http";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { parseTrustProxy } from "../../lib/http/proxy-trust.mjs";
import { createFrontDoor } from "../../scripts/server.mjs";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
interface RouteDef {
  file: string;
  segments: string[];
  score: number;
}

function collect(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) collect(p, out);
    else if (name === "route.ts") out.push(p);
  }
}

const appDir = path.resolve("app");
const files: string[] = [];
collect(appDir, files);
const routes: RouteDef[] = files
  .map((file) => {
    const segments = path
      .relative(appDir, path.dirname(file))
      .split(path.sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    // static segments outrank [param], which outrank [...catchAll]
    const score = segments.reduce((s, seg) => s * 3 + (seg.startsWith("[...") ? 0 : seg.startsWith("[") ? 1 : 2), 1);
    return { file, segments, score };
  })
  .sort((a, b) => b.segments.length - a.segments.length || b.score - a.score);

function match(pathname: string): { def: RouteDef; params: Record<string, string | string[]> } | null {
  const parts = pathname.split("/").filter(Boolean);
  const candidates = routes
    .map((def) => {
      const params: Record<string, string | string[]> = {};
      for (let i = 0; i < def.segments.length; i++) {
        const seg = def.segments[i];
        if (seg.startsWith("[...")) {
          if (i >= parts.length) return null;
          params[seg.slice(4, -1)] = parts.slice(i);
          return { def, params };
        }
        if (i >= parts.length) return null;
        if (seg.startsWith("[")) params[seg.slice(1, -1)] = decodeURIComponent(parts[i]);
        else if (seg !== parts[i]) return null;
      }
      return def.segments.length === parts.length ? { def, params } : null;
    })
    .filter((m): m is { def: RouteDef; params: Record<string, string | string[]> } => m !== null);
  candidates.sort((a, b) => b.def.score - a.def.score);
  return candidates[0] ?? null;
}

const modules = new Map<string, Promise<Record<string, Handler>>>();
function load(file: string) {
  if (!modules.has(file)) modules.set(file, import(pathToFileURL(file).href));
  return modules.get(file)!;
}

// The production front door in front, as scripts/server.mjs puts it in front of Next: the socket peer in the
// internal header (never a client's copy), and `Connection: close` on answers given before the body was read.
const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  try {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const m = match(url.pathname);
    const handler = m ? (await load(m.def.file))[req.method ?? "GET"] : undefined;
    if (!m || !handler) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "not_found" } }));
      return;
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      // @ts-expect-error Node's fetch needs duplex for streamed request bodies
      duplex: "half",
    });
    const response = await handler(request, { params: Promise.resolve(m.params) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    res.end();
  } catch (e) {
    console.error(e);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
};
const server = http.createServer(createFrontDoor({ trust: parseTrustProxy(undefined), publicOrigin: undefined, handle }));

// Like `next start`: on SIGTERM stop accepting, let in-flight requests finish, then exit (the usage
// recorder flushes in front of process.exit).
process.on("SIGTERM", () => server.close(() => process.exit(0)));
server.listen(Number(process.env.LISTEN_PORT ?? 0), "127.0.0.1", () => {
  const addr = server.address();
  console.log(`listening ${typeof addr === "object" && addr ? addr.port : ""}`);
});
