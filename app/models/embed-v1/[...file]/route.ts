// GET /models/embed-v1/<file>: the embed-v1 model files for in-browser embedding (see ../model-files.ts).
import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { buildManifest, findModelFile } from "../model-files";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const YEAR = 31_536_000;

function notFound(name: string): Response {
  return Response.json(
    { error: { code: "not_found", message: `No model file named "${name}". Served files are listed in /models/embed-v1/manifest.json.` } },
    { status: 404, headers: { "cache-control": "no-store" } },
  );
}

export async function GET(req: Request, ctx: { params: Promise<{ file: string[] }> }): Promise<Response> {
  const { file } = await ctx.params;
  const name = file.join("/");
  if (name === "manifest.json") {
    // Always revalidated: it carries the version that makes every other URL cacheable for a year.
    return Response.json(buildManifest(), { headers: { "cache-control": "no-cache" } });
  }
  const spec = file.length === 1 ? findModelFile(name) : null;
  if (!spec) return notFound(name);

  let size: number;
  let mtimeMs: number;
  try {
    ({ size, mtimeMs } = statSync(spec.locate()));
  } catch {
    // Allow-listed but absent (a broken install): the browser should see a clear 404, not a 500.
    return notFound(name);
  }
  const etag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
  // A versioned URL (?v= from the manifest) never changes content; an unversioned one is revalidated daily.
  const versioned = new URL(req.url).searchParams.has("v");
  const headers = {
    "content-type": spec.contentType,
    "cache-control": versioned ? `public, max-age=${YEAR}, immutable` : "public, max-age=86400",
    etag,
  };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const body = Readable.toWeb(createReadStream(spec.locate())) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers: { ...headers, "content-length": String(size) } });
}
