import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { clientIp } from "@/lib/http/client-ip";
import { docsUrl } from "@/lib/http/errors";
import { now } from "@/lib/platform/clock";
import { getLimiter } from "@/lib/platform/limiter";

// POST /api/playground/extract-text — multipart `file` (PDF, DOCX or plain text, ≤ 5 MB) → { text, words, pages? }.
// Used by the CV-score playground so a pasted file becomes text in the browser form; nothing is stored.
const MAX_BYTES = 5 * 1024 * 1024;

const PER_MINUTE = 20;

function fail(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: { code, message, docs: docsUrl(code) } }, { status, headers });
}

/** Reads the body with a hard byte cap, so a chunked upload cannot make us buffer more than the limit. */
async function readCapped(req: Request, max: number): Promise<Buffer | null> {
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function kindOf(file: File, head: Uint8Array): "pdf" | "docx" | "text" | null {
  const name = file.name.toLowerCase();
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return "pdf"; // %PDF
  if (head[0] === 0x50 && head[1] === 0x4b && (name.endsWith(".docx") || file.type.includes("wordprocessingml"))) return "docx"; // PK zip
  if (file.type.startsWith("text/") || /\.(txt|md)$/.test(name)) return "text";
  return null;
}

export async function POST(req: Request): Promise<Response> {
  // No key on this portal helper: parsing PDFs costs CPU, so callers are limited per address.
  const slot = await getLimiter().consume(`extract-text:${clientIp(req)}`, PER_MINUTE, 60_000, now());
  if (!slot.allowed) {
    return fail(429, "rate_limit_exceeded", `At most ${PER_MINUTE} files a minute.`, { "Retry-After": String(slot.retryAfter) });
  }
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES + 64 * 1024) return fail(413, "payload_too_large", "Files up to 5 MB are accepted.");
  const raw = await readCapped(req, MAX_BYTES + 64 * 1024);
  if (!raw) return fail(413, "payload_too_large", "Files up to 5 MB are accepted.");
  let form: FormData;
  try {
    form = await new Response(new Blob([new Uint8Array(raw)]), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return fail(400, "invalid_request", "Send multipart/form-data with a `file` field.");
  }
  const file = form.get("file");
  if (!(file instanceof File)) return fail(400, "invalid_request", "The `file` field is required.");
  if (file.size > MAX_BYTES) return fail(413, "payload_too_large", "Files up to 5 MB are accepted.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = kindOf(file, bytes.subarray(0, 4));
  if (!kind) return fail(415, "unsupported_media_type", "Upload a PDF, a DOCX or a plain-text file.");
  try {
    let text: string;
    let pages: number | undefined;
    if (kind === "pdf") {
      const pdf = await getDocumentProxy(bytes);
      const out = await extractText(pdf, { mergePages: true });
      text = out.text;
      pages = out.totalPages;
    } else if (kind === "docx") {
      text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    } else {
      text = new TextDecoder("utf-8").decode(bytes);
    }
    text = text.replace(/\r\n?/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
    if (!text) return fail(422, "no_text", "No text could be read from the file (a scanned PDF needs OCR first).");
    return Response.json({ text, words: text.split(/\s+/).filter(Boolean).length, ...(pages ? { pages } : {}) });
  } catch {
    return fail(422, "unreadable_file", "The file could not be read; check that it is a valid PDF or DOCX.");
  }
}
