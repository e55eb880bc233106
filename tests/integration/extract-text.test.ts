import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as extractText } from "@/app/api/playground/extract-text/route";
import { setSessionForTests } from "@/lib/auth/session";
import { createAccount } from "@/lib/platform/accounts";
import { parseSlots, setParseOptionsForTests, workersStarted } from "@/lib/playground/extract";
import { makeKey, useTestApp } from "./helpers";
import { bombDocument, docx, docxAround, pdf } from "./upload-files";

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely

const URL_ = "http://localhost/api/playground/extract-text";
const MB = 1024 * 1024;

function form(name: string, type: string, data: Buffer | string): FormData {
  const f = new FormData();
  f.append("file", new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type }));
  return f;
}

async function upload(name: string, type: string, data: Buffer | string, headers: Record<string, string> = {}) {
  const res = await extractText(new Request(URL_, { method: "POST", body: form(name, type, data), headers }));
  return { status: res.status, headers: res.headers, body: (await res.json()) as Body };
}

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** An endless chunked body (no Content-Length) that counts how many 64 KB chunks were pulled from it. */
function endlessBody() {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

function chunkedRequest(stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  // Node's fetch needs duplex for a streamed request body; the DOM RequestInit type does not know it.
  return new Request(URL_, {
    method: "POST",
    body: stream,
    headers: { "content-type": "multipart/form-data; boundary=x", ...headers },
    duplex: "half",
  } as RequestInit);
}

describe("POST /api/playground/extract-text", () => {
  useTestApp();
  let accountId: string;

  beforeEach(async () => {
    accountId = (await createAccount({ email: `u-${Math.random().toString(36).slice(2)}@example.com`, passwordHash: "x" })).id;
    setSessionForTests(accountId);
  });
  afterEach(() => {
    setSessionForTests(undefined);
    setParseOptionsForTests(null);
  });

  describe("who may upload", () => {
    it("refuses an anonymous caller with 401 in the portal error shape, without reading the body", async () => {
      setSessionForTests(null);
      const body = endlessBody();
      const res = await extractText(chunkedRequest(body.stream));
      expect(res.status).toBe(401);
      const json = (await res.json()) as Body;
      expect(Object.keys(json)).toEqual(["error"]);
      expect(Object.keys(json.error).sort()).toEqual(["code", "docs", "message"]);
      expect(json.error.code).toBe("unauthorized");
      expect(json.error.message).toMatch(/Sign in to upload a file/);
      expect(json.error.docs).toMatch(/\/docs\/errors#unauthorized$/);
      // The stream's first pull happens when it is built; nothing more was read.
      expect(body.pulled()).toBeLessThanOrEqual(1);
      const small = await upload("cv.txt", "text/plain", "Python engineer");
      expect(small.status).toBe(401);
    });

    it("accepts a valid key of each family instead of a session, and refuses an invalid one with 401", async () => {
      setSessionForTests(null);
      const developer = await makeKey({ family: "developer" });
      const transformer = await makeKey({ family: "transformer" });
      const embed = await makeKey({ family: "embed" });
      const presented: Record<string, string>[] = [
        { "X-Api-Key": developer.key },
        { "X-API-Key": transformer.key },
        { authorization: `Bearer ${embed.key}` },
      ];
      for (const headers of presented) {
        const r = await upload("cv.txt", "text/plain", "Python engineer", headers);
        expect(r.status).toBe(200);
        expect(r.body.text).toBe("Python engineer");
      }
      const bad = await upload("cv.txt", "text/plain", "Python engineer", { "X-API-Key": `csk_live_${"0".repeat(48)}` });
      expect(bad.status).toBe(401);
      expect(bad.body.error.code).toBe("invalid_api_key");
    });

    it("refuses a signed-in upload sent from another site (403)", async () => {
      const r = await upload("cv.txt", "text/plain", "Python engineer", { origin: "https://evil.example" });
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe("forbidden");
    });

    it("limits uploads to 20 a minute per account and per address, with Retry-After", async () => {
      const ip = { "x-cs-peer-ip": "203.0.113.9" };
      for (let i = 0; i < 20; i++) expect((await upload("cv.txt", "text/plain", "Python", ip)).status).toBe(200);
      const account = await upload("cv.txt", "text/plain", "Python", { "x-cs-peer-ip": "203.0.113.10" });
      expect(account.status).toBe(429);
      expect(account.body.error.code).toBe("rate_limit_exceeded");
      expect(Number(account.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another account from the same address shares the address's budget.
      const other = await makeKey({ family: "transformer" });
      setSessionForTests(null);
      expect((await upload("cv.txt", "text/plain", "Python", { ...ip, "X-API-Key": other.key })).status).toBe(429);
      expect((await upload("cv.txt", "text/plain", "Python", { "x-cs-peer-ip": "203.0.113.11", "X-API-Key": other.key })).status).toBe(200);
    });
  });

  describe("body size", () => {
    it("stops reading a chunked body (no Content-Length) at the 5 MB cap: 413", async () => {
      const body = endlessBody();
      const res = await extractText(chunkedRequest(body.stream));
      expect(res.status).toBe(413);
      expect(((await res.json()) as Body).error.code).toBe("payload_too_large");
      // 5 MB + 64 KB of multipart framing is 81 chunks of 64 KB; the stream may have queued one ahead.
      expect(body.pulled()).toBeLessThanOrEqual(83);
    });

    it("refuses a declared Content-Length over the cap before reading", async () => {
      const body = endlessBody();
      const res = await extractText(chunkedRequest(body.stream, { "content-length": String(6 * MB) }));
      expect(res.status).toBe(413);
      expect(body.pulled()).toBeLessThanOrEqual(1);
    });
  });

  describe("DOCX", () => {
    it("reads a normal DOCX", async () => {
      const r = await upload("cv.docx", DOCX_TYPE, docx(["Ada Lovelace", "Senior Engineer with Python and Kubernetes"]));
      expect(r.status).toBe(200);
      expect(r.body.text).toContain("Senior Engineer with Python and Kubernetes");
      expect(r.body.truncated).toBe(false);
      expect(r.body.note).toBeUndefined();
    });

    it("refuses a 180 KB DOCX whose document.xml inflates to 52 MB, from its directory alone, with memory unchanged", async () => {
      const doc = bombDocument(750_000);
      const file = docxAround(doc, doc.size);
      expect(doc.size).toBeGreaterThan(50 * MB);
      expect(file.length).toBeLessThan(200 * 1024);
      const before = workersStarted();
      const rss = process.memoryUsage.rss();
      const r = await upload("bomb.docx", DOCX_TYPE, file);
      expect(r.status).toBe(413);
      expect(r.body.error.code).toBe("payload_too_large");
      expect(r.body.error.message).toBe("The DOCX text part unpacks to 52.2 MB; at most 20 MB is accepted.");
      // Refused before any parser ran: no worker was started, and the process did not take the 51 MB.
      expect(workersStarted()).toBe(before);
      expect(process.memoryUsage.rss() - rss).toBeLessThan(40 * MB);
    });

    it("refuses a DOCX whose header lies about its size: the inflate guard stops at the declared size", async () => {
      const doc = bombDocument(750_000);
      // Declares 40 KB, so the directory check (sizes and ratio) passes; the real part is 51 MB.
      const file = docxAround(doc, 40_000);
      const before = workersStarted();
      const rss = process.memoryUsage.rss();
      const r = await upload("liar.docx", DOCX_TYPE, file);
      expect(r.status).toBe(413);
      expect(r.body.error.message).toMatch(/word\/document\.xml unpacks to more than the 40 KB its header declares/);
      expect(workersStarted()).toBe(before + 1);
      expect(process.memoryUsage.rss() - rss).toBeLessThan(120 * MB);
    });

    it("refuses a damaged DOCX with 422 unreadable_file", async () => {
      const r = await upload("broken.docx", DOCX_TYPE, Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(300, 7)]));
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("unreadable_file");
    });
  });

  describe("PDF", () => {
    it("reads a normal PDF", async () => {
      const r = await upload("cv.pdf", "application/pdf", pdf(["Senior Engineer with Python"]));
      expect(r.status).toBe(200);
      expect(r.body.text).toBe("Senior Engineer with Python");
      expect(r.body).toMatchObject({ pages: 1, pagesRead: 1, truncated: false, words: 4 });
    });

    it("reads only the first 50 pages of a longer PDF and says so", async () => {
      // Deflated content streams: the stream scan lets ordinary compressed pages through.
      const r = await upload(
        "long.pdf",
        "application/pdf",
        pdf(
          Array.from({ length: 60 }, (_, i) => `Page ${i + 1}`),
          { deflate: true },
        ),
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ pages: 60, pagesRead: 50, truncated: true });
      expect(r.body.note).toBe("Only the first 50 of 60 pages were read.");
      expect(r.body.text).toContain("Page 50");
      expect(r.body.text).not.toContain("Page 51");
    });

    it("refuses a PDF of 20,000 pages without parsing its pages", async () => {
      const file = pdf(Array.from({ length: 20_000 }, (_, i) => `Page ${i + 1}`));
      expect(file.length).toBeLessThan(5 * MB);
      const before = workersStarted();
      const r = await upload("pages.pdf", "application/pdf", file);
      expect(r.status).toBe(413);
      expect(r.body.error.code).toBe("payload_too_large");
      expect(r.body.error.message).toBe("The PDF has 20,000 pages; files of up to 1,000 pages are accepted (the first 50 are read).");
      expect(workersStarted()).toBe(before + 1);
    });

    it("refuses a PDF whose compressed page content unpacks to 80 MB", async () => {
      const file = pdf(["Bomb"], { deflate: true, padContent: 80 * MB });
      expect(file.length).toBeLessThan(200 * 1024);
      const r = await upload("flate.pdf", "application/pdf", file);
      expect(r.status).toBe(413);
      expect(r.body.error.message).toMatch(/compressed part of the PDF unpacks to more than 64 MB/);
    });
  });

  describe("text and limits", () => {
    it("reads plain text and refuses other types", async () => {
      const t = await upload("cv.txt", "text/plain", "Line one\r\nLine two");
      expect(t.body).toMatchObject({ text: "Line one\nLine two", words: 4, truncated: false });
      const png = await upload("photo.png", "image/png", "\u0089PNG....");
      expect(png.status).toBe(415);
      expect(png.body.error.code).toBe("unsupported_media_type");
      const empty = await upload("empty.txt", "text/plain", "   \n ");
      expect(empty.status).toBe(422);
      expect(empty.body.error.code).toBe("no_text");
    });

    it("cuts the text at 100,000 characters (the cv_text limit) and says so", async () => {
      const words = Array.from({ length: 30_000 }, (_, i) => `word${i}`).join(" ");
      expect(words.length).toBeGreaterThan(150_000);
      const r = await upload("long.txt", "text/plain", words);
      expect(r.status).toBe(200);
      expect(r.body.text.length).toBeLessThanOrEqual(100_000);
      expect(r.body.text.length).toBeGreaterThan(99_800);
      expect(words.startsWith(r.body.text)).toBe(true);
      expect(r.body.text.endsWith(" ")).toBe(false);
      expect(r.body.truncated).toBe(true);
      expect(r.body.note).toMatch(/cut at 100,000 characters/);
    });
  });

  describe("parse workers", () => {
    it("ends a parse that runs over its time limit with 422 file_too_complex", async () => {
      setParseOptionsForTests({ timeoutMs: 1 });
      const r = await upload("cv.pdf", "application/pdf", pdf(["Senior Engineer"]));
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe("file_too_complex");
      expect(r.body.error.message).toMatch(/took longer than 1 ms/);
    });

    it("ends a parse that runs out of its heap with 422 file_too_complex, and the server goes on", async () => {
      setParseOptionsForTests({ heapMb: 2 });
      const r = await upload("cv.pdf", "application/pdf", pdf(["Senior Engineer"]));
      expect(r.status).toBe(422);
      expect(r.body.error.message).toMatch(/needed more than 2 MB of memory/);
      setParseOptionsForTests(null);
      expect((await upload("cv.pdf", "application/pdf", pdf(["Senior Engineer"]))).status).toBe(200);
    });

    it("ends a parse when the process's memory grows past the backstop, which also counts memory outside the heap", async () => {
      setParseOptionsForTests({ rssBudgetMb: 0 });
      const r = await upload("cv.pdf", "application/pdf", pdf(["Senior Engineer"]));
      expect(r.status).toBe(422);
      expect(r.body.error.message).toMatch(/needed more than 0 MB of memory/);
    });

    it("answers 503 with Retry-After when every parse slot is taken and the line is full", async () => {
      setParseOptionsForTests({ concurrency: 2, maxQueue: 0 });
      const held = [await parseSlots().acquire(0, 0), await parseSlots().acquire(0, 0)];
      const before = workersStarted();
      const busy = await upload("cv.pdf", "application/pdf", pdf(["Senior Engineer"]));
      expect(busy.status).toBe(503);
      expect(busy.body.error.code).toBe("service_unavailable");
      expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(workersStarted()).toBe(before);
      held.forEach((release) => release());
      expect((await upload("cv.pdf", "application/pdf", pdf(["Senior Engineer"]))).status).toBe(200);
    });

    it("lets a file wait in line for a free slot", async () => {
      setParseOptionsForTests({ concurrency: 1, queueWaitMs: 60_000 });
      const release = await parseSlots().acquire(0, 0);
      const before = workersStarted();
      const pending = upload("cv.pdf", "application/pdf", pdf(["Senior Engineer"]));
      await vi.waitFor(() => expect(parseSlots().queued).toBe(1), { timeout: 20_000, interval: 5 });
      expect(workersStarted()).toBe(before);
      release();
      const r = await pending;
      expect(r.status).toBe(200);
      expect(r.body.text).toBe("Senior Engineer");
    });
  });
});
