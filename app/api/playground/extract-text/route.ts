import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";

// POST /api/playground/extract-text — multipart `file` (PDF, DOCX or plain text, ≤ 5 MB) → { text, words, pages? }.
// Used by the CV-score playground so a pasted file becomes text in the browser form; nothing is stored.
const MAX_BYTES = 5 * 1024 * 1024;

function fail(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

function kindOf(file: File, head: Uint8Array): "pdf" | "docx" | "text" | null {
  const name = file.name.toLowerCase();
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return "pdf"; // %PDF
  if (head[0] === 0x50 && head[1] === 0x4b && (name.endsWith(".docx") || file.type.includes("wordprocessingml"))) return "docx"; // PK zip
  if (file.type.startsWith("text/") || /\.(txt|md)$/.test(name)) return "text";
  return null;
}

export async function POST(req: Request): Promise<Response> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES + 64 * 1024) return fail(413, "payload_too_large", "Files up to 5 MB are accepted.");
  let form: FormData;
  try {
    form = await req.formData();
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
