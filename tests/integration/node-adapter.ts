/**
 * A tiny node:http server that forwards requests to exported Next.js route handlers: IncomingMessage →
 * web Request, and the handler's Response (streams included) back to the socket. Lets real HTTP
 * clients (the openai SDK, fetch) talk to the handlers without starting Next.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

export interface AdapterRoute {
  method: string;
  /** path pattern with :params, e.g. "/v1/career/context/:id" */
  path: string;
  handler: Handler;
}

export interface RunningAdapter {
  url: string;
  port: number;
  server: Server;
  close: () => Promise<void>;
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split("/").filter(Boolean);
  const a = path.split("/").filter(Boolean);
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(":")) params[p[i].slice(1)] = decodeURIComponent(a[i]);
    else if (p[i] !== a[i]) return null;
  }
  return params;
}

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    else headers.set(k, v);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch requires this for streamed request bodies.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

export async function sendWebResponse(res: Response, out: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  res.headers.forEach((value, key) => {
    headers[key] = value;
  });
  out.writeHead(res.status, headers);
  if (!res.body) {
    out.end();
    return;
  }
  const reader = res.body.getReader();
  // Stop reading when the client goes away, so a cancelled stream releases the handler's generator.
  out.on("close", () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      out.write(Buffer.from(value));
    }
  } finally {
    out.end();
  }
}

export async function startAdapter(routes: AdapterRoute[]): Promise<RunningAdapter> {
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? "127.0.0.1"}`;
    const path = new URL(req.url ?? "/", origin).pathname;
    for (const r of routes) {
      if (r.method !== req.method) continue;
      const params = matchPath(r.path, path);
      if (!params) continue;
      Promise.resolve(r.handler(toWebRequest(req, origin), { params: Promise.resolve(params) }))
        .then((response) => sendWebResponse(response, res))
        .catch((e) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { code: "adapter_error", message: String(e) } }));
        });
      return;
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code: "not_found", message: `No adapter route for ${req.method} ${path}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
