/**
 * Downloads a set of files while counting bytes, so the page can show "x of y MB". Totals come from the
 * manifest (uncompressed sizes); the counter reads the decoded stream, so gzip on the wire does not skew it.
 */

export interface FileToFetch {
  name: string;
  bytes: number;
}

export type FetchLike = (url: string) => Promise<Response>;

export interface ProgressEvent {
  loaded: number;
  total: number;
  file: string;
}

/** Reads one response body to the end, reporting each chunk's size. */
async function readCounting(res: Response, onChunk: (n: number) => void): Promise<ArrayBuffer> {
  if (!res.body) {
    const buf = await res.arrayBuffer();
    onChunk(buf.byteLength);
    return buf;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    onChunk(value.byteLength);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out.buffer;
}

/**
 * Fetches every file under `base` (with `?v=version` so the long-lived cache entries stay valid) at most
 * `concurrency` at a time, and returns their bytes by name. Any non-2xx status rejects with the file's name.
 */
export async function fetchFilesWithProgress(
  base: string,
  version: string,
  files: FileToFetch[],
  onProgress: (p: ProgressEvent) => void,
  fetchImpl: FetchLike = (url) => fetch(url),
  concurrency = 4,
): Promise<Map<string, ArrayBuffer>> {
  const total = files.reduce((s, f) => s + f.bytes, 0);
  let loaded = 0;
  const out = new Map<string, ArrayBuffer>();
  const queue = [...files];
  async function drain(): Promise<void> {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const file = f;
      const res = await fetchImpl(`${base}${encodeURIComponent(file.name)}?v=${encodeURIComponent(version)}`);
      if (!res.ok) throw new Error(`could not download ${file.name} (HTTP ${res.status})`);
      const buf = await readCounting(res, (n) => {
        loaded += n;
        // A file larger than announced (manifest out of date) must not push the bar past 100%.
        onProgress({ loaded: Math.min(loaded, total), total, file: file.name });
      });
      out.set(file.name, buf);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, files.length)) }, drain));
  return out;
}
