import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdf } from "@/tests/integration/upload-files";
import { checkPdfStreams, PdfRefusal } from "./pdf-streams.mjs";

const KB = 1024;

function wrap(...streams: Buffer[]): Buffer {
  return Buffer.concat(
    streams.flatMap((data, i) => [
      Buffer.from(`${i + 1} 0 obj << /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
      data,
      Buffer.from("\nendstream endobj\n"),
    ]),
  );
}

describe("checkPdfStreams", () => {
  it("inflates every zlib stream of an ordinary PDF and lets it through", () => {
    expect(
      checkPdfStreams(pdf(["One", "Two", "Three"], { deflate: true }), { maxStreamBytes: 1024 * KB, maxTotalBytes: 1024 * KB }),
    ).toMatchObject({ streams: 3 });
    // Uncompressed and non-zlib streams are left alone.
    expect(checkPdfStreams(pdf(["One"]), { maxStreamBytes: 1, maxTotalBytes: 1 }).streams).toBe(0);
  });

  it("refuses one stream over the per-stream cap, and many streams over the total", () => {
    const big = deflateSync(Buffer.alloc(300 * KB, 0x20));
    expect(() => checkPdfStreams(wrap(big), { maxStreamBytes: 256 * KB, maxTotalBytes: 4096 * KB })).toThrow(
      /A compressed part of the PDF unpacks to more than 0 MB/,
    );
    const medium = deflateSync(Buffer.alloc(100 * KB, 0x20));
    const err = (() => {
      try {
        checkPdfStreams(wrap(medium, medium, medium), { maxStreamBytes: 256 * KB, maxTotalBytes: 250 * KB });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(PdfRefusal);
    expect((err as PdfRefusal).message).toMatch(/unpack to more than 0 MB together/);
  });

  it("finds a stream whose keyword line carries more bytes, as pdf.js skips the rest of that line", () => {
    const bomb = deflateSync(Buffer.alloc(300 * KB, 0x20));
    const file = Buffer.concat([
      Buffer.from("1 0 obj << /Length 9 /Filter /FlateDecode >>\nstream   % padding\r\n"),
      bomb,
      Buffer.from("\nendstream\n"),
    ]);
    expect(() => checkPdfStreams(file, { maxStreamBytes: 256 * KB, maxTotalBytes: 4096 * KB })).toThrow(PdfRefusal);
  });
});
