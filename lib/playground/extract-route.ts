import { getSessionAccount } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import { ApiError } from "@/lib/http/errors";
import { runPipeline } from "@/lib/http/pipeline";
import { json } from "@/lib/http/render";
import { assertSameOrigin } from "@/lib/portal/route";
import { now } from "@/lib/platform/clock";
import { authenticateKey } from "@/lib/platform/key-store";
import { familyOf } from "@/lib/platform/keys";
import { getLimiter } from "@/lib/platform/limiter";
import { EXTRACT_LIMITS, extractFileText } from "./extract";
import { capText } from "./text-cap.mjs";

const ENDPOINT = "/api/playground/extract-text";
/** Files a minute, per account and per client address. */
export const UPLOADS_PER_MINUTE = 20;
const MULTIPART_SLACK = 64 * 1024;
const SIZE_MESSAGE = "Files up to 5 MB are accepted.";

function presentedKey(req: Request): string | null {
  const header = req.headers.get("x-api-key")?.trim();
  if (header) return header;
  return /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization")?.trim() ?? "")?.[1] ?? null;
}

/**
 * A signed-in portal user, or a valid key of any family (in X-API-Key or Authorization: Bearer). Parsing a file
 * costs a core and memory, so it is never open to anonymous callers. An explicit key decides, even beside a
 * session, as on the other portal routes.
 */
async function resolveAccount(req: Request): Promise<string> {
  const key = presentedKey(req);
  if (key) {
    const family = familyOf(key);
    const auth = family ? await authenticateKey(key, family) : null;
    if (!auth) throw new ApiError("invalid_api_key", "Invalid API key: it must be an active key of any CareerStack family.");
    return auth.accountId;
  }
  const account = await getSessionAccount();
  if (!account) throw new ApiError("unauthorized", "Sign in to upload a file (or paste the text), or send an API key in X-API-Key.");
  assertSameOrigin(req);
  return account.id;
}

async function limitUploads(accountId: string, ip: string): Promise<void> {
  const limiter = getLimiter();
  for (const bucket of [`extract-text:ip:${ip}`, `extract-text:acct:${accountId}`]) {
    const slot = await limiter.consume(bucket, UPLOADS_PER_MINUTE, 60_000, now());
    if (!slot.allowed) {
      throw new ApiError("rate_limit_exceeded", `At most ${UPLOADS_PER_MINUTE} files a minute. Retry in ${slot.retryAfter} s.`, {
        retryAfter: slot.retryAfter,
      });
    }
  }
}

/** Reads the body with a hard byte cap, so a chunked upload (no Content-Length) cannot make us buffer more. */
async function readCapped(req: Request, max: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > max) throw new ApiError("payload_too_large", SIZE_MESSAGE);
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
      throw new ApiError("payload_too_large", SIZE_MESSAGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readFile(req: Request): Promise<File> {
  const raw = await readCapped(req, EXTRACT_LIMITS.maxFileBytes + MULTIPART_SLACK);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new ApiError("invalid_request", "Send multipart/form-data with a `file` field.", { param: "file" });
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new ApiError("invalid_request", "The `file` field is required.", { param: "file" });
  if (file.size > EXTRACT_LIMITS.maxFileBytes) throw new ApiError("payload_too_large", SIZE_MESSAGE);
  return file;
}

function kindOf(file: File, head: Uint8Array): "pdf" | "docx" | "text" | null {
  const name = file.name.toLowerCase();
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return "pdf"; // %PDF
  if (head[0] === 0x50 && head[1] === 0x4b && (name.endsWith(".docx") || file.type.includes("wordprocessingml"))) return "docx"; // PK zip
  if (file.type.startsWith("text/") || /\.(txt|md)$/.test(name)) return "text";
  return null;
}

const fmt = (n: number) => n.toLocaleString("en-GB");

/**
 * POST /api/playground/extract-text — multipart `file` (PDF, DOCX or plain text, ≤ 5 MB) →
 * `{ text, words, truncated, note?, pages?, pagesRead? }`. The CV-score playground uses it to turn a file into
 * text in the browser form; nothing is stored. Order: caller → limits → bounded body → parse in a worker.
 */
export function extractTextRoute(req: Request): Promise<Response> {
  return runPipeline(req, "portal", ENDPOINT, async () => {
    const accountId = await resolveAccount(req);
    await limitUploads(accountId, clientIp(req));
    const file = await readFile(req);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = kindOf(file, bytes.subarray(0, 4));
    if (!kind) throw new ApiError("unsupported_media_type", "Upload a PDF, a DOCX or a plain-text file.");
    const out =
      kind === "text"
        ? { ...capText(new TextDecoder("utf-8").decode(bytes), EXTRACT_LIMITS.maxChars), pages: undefined, pagesRead: undefined }
        : await extractFileText(kind, bytes);
    if (!out.text) throw new ApiError("no_text", "No text could be read from the file (a scanned PDF needs OCR first).");
    const notes: string[] = [];
    if (out.pages !== undefined && out.pagesRead !== undefined && out.pagesRead < out.pages)
      notes.push(`Only the first ${fmt(out.pagesRead)} of ${fmt(out.pages)} pages were read.`);
    if (out.cut) notes.push(`The text was cut at ${fmt(EXTRACT_LIMITS.maxChars)} characters, the most a CV can be scored with.`);
    return json({
      text: out.text,
      words: out.text.split(/\s+/).filter(Boolean).length,
      truncated: notes.length > 0,
      ...(notes.length ? { note: notes.join(" ") } : {}),
      ...(out.pages !== undefined ? { pages: out.pages, pagesRead: out.pagesRead } : {}),
    });
  });
}
