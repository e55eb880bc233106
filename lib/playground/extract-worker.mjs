// The parse worker for POST /api/playground/extract-text. Plain ESM on purpose: it is started with
// `new Worker(path)` from a path resolved at run time (lib/playground/extract.ts), so it must run without any
// bundler or TypeScript step; Next.js never bundles it. One worker reads one file and is then terminated, so
// whatever a hostile file made the parser allocate is given back to the system at once.
//
// workerData: { kind: "pdf" | "docx", bytes: Uint8Array, limits }. Replies once with
// { ok: true, text, cut, pages?, pagesRead? } or { ok: false, code, message }.
import { parentPort, workerData } from "node:worker_threads";
import { unpackDocx } from "./docx-zip.mjs";
import { checkPdfStreams } from "./pdf-streams.mjs";
import { capText } from "./text-cap.mjs";

const fmt = (n) => n.toLocaleString("en-GB");

class Refusal extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

async function readPdf(bytes, limits) {
  checkPdfStreams(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits.pdf);
  const { getDocumentProxy } = await import("unpdf");
  // verbosity 0: pdf.js would otherwise print a warning line per oddity of the file into the server log.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const pages = pdf.numPages;
    if (!Number.isInteger(pages) || pages < 1) throw new Refusal("unreadable_file", "The PDF has no readable pages.");
    if (pages > limits.pdf.maxPages) {
      throw new Refusal(
        "payload_too_large",
        `The PDF has ${fmt(pages)} pages; files of up to ${fmt(limits.pdf.maxPages)} pages are accepted (the first ${limits.pdf.pagesRead} are read).`,
      );
    }
    // One page at a time (unpdf's extractText asks for every page at once), stopping at the page or text cap.
    const texts = [];
    let chars = 0;
    let pagesRead = 0;
    while (pagesRead < Math.min(pages, limits.pdf.pagesRead) && chars <= limits.maxChars) {
      const page = await pdf.getPage(pagesRead + 1);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
      page.cleanup();
      texts.push(text.replace(/[^\S\n]+/g, " ").replace(/ ?\n ?/g, "\n"));
      chars += text.length;
      pagesRead++;
    }
    const { text, cut } = capText(texts.join("\n"), limits.maxChars);
    return { text, cut, pages, pagesRead };
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(bytes, limits) {
  const stored = unpackDocx(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits.docx);
  const mod = await import("mammoth");
  const mammoth = mod.default ?? mod;
  const { value } = await mammoth.extractRawText({ buffer: stored });
  return capText(value, limits.maxChars);
}

async function main() {
  const { kind, bytes, limits } = workerData;
  try {
    const out = kind === "pdf" ? await readPdf(bytes, limits) : await readDocx(bytes, limits);
    parentPort.postMessage({ ok: true, ...out });
  } catch (err) {
    // ZipRefusal, PdfRefusal and Refusal carry a code and a message meant for the caller; anything else is a
    // parser failing on a damaged file, whose own message may name internals, so it is not passed on.
    const code = err && typeof err.code === "string" && /^(payload_too_large|unreadable_file)$/.test(err.code) ? err.code : null;
    parentPort.postMessage(code ? { ok: false, code, message: err.message } : { ok: false, code: "unreadable_file", message: null });
  }
}

main();
