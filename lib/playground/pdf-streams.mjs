// Plain ESM: imported by the parse worker (extract-worker.mjs) at run time, with no bundler in between.
//
// pdf.js inflates FlateDecode streams in JavaScript into ever-doubling typed arrays. Their memory lives outside
// the V8 heap, so a worker's `resourceLimits` does not bound it: a 5 MB PDF holding one 1,000× stream would ask
// for 5 GB before the time limit fires. Before pdf.js sees the file we inflate every zlib stream natively with a
// hard output cap, which costs a few milliseconds for a normal CV and refuses a bomb without ever holding it.
import { constants, inflateSync } from "node:zlib";

const MB = 1024 * 1024;
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

export class PdfRefusal extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "PdfRefusal";
    this.code = "payload_too_large";
  }
}

/**
 * Where a stream's data starts: pdf.js skips the rest of the line after the `stream` keyword (CR, LF or CRLF).
 * Returns -1 when this occurrence is not the keyword (e.g. the tail of `endstream` or part of a name).
 */
function dataStart(buf, at) {
  if (at >= 3 && buf.toString("latin1", at - 3, at) === "end") return -1;
  const after = at + 6;
  if (after < buf.length && !WHITESPACE.has(buf[after]) && buf[after] !== 0x25 /* % */) return -1;
  for (let i = after; i < buf.length && i < after + 256; i++) {
    if (buf[i] === 0x0a) return i + 1;
    if (buf[i] === 0x0d) return buf[i + 1] === 0x0a ? i + 2 : i + 1;
  }
  return -1;
}

/** The zlib header pdf.js requires before it inflates (deflate method, checksum, no preset dictionary). */
function isZlibHeader(cmf, flg) {
  return (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
}

/**
 * Refuses a PDF whose zlib streams unpack to more than `maxStreamBytes` each or `maxTotalBytes` together.
 * Streams that are not zlib, or are damaged, are left to pdf.js (which reads no more of them than we could).
 * @param {Buffer} buf
 * @param {{ maxStreamBytes: number, maxTotalBytes: number }} limits
 * @returns {{ streams: number, inflatedBytes: number }}
 */
export function checkPdfStreams(buf, limits) {
  let streams = 0;
  let total = 0;
  for (let from = 0; ;) {
    const at = buf.indexOf("stream", from, "latin1");
    if (at < 0) break;
    from = at + 6;
    const start = dataStart(buf, at);
    if (start < 0 || start + 2 > buf.length || !isZlibHeader(buf[start], buf[start + 1])) continue;
    const cap = Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total);
    let out;
    try {
      // Inflating from here to the end of the file: the deflate data ends itself, whatever /Length claims,
      // and SYNC_FLUSH returns what a cut-short stream yields, as pdf.js would use it.
      out = inflateSync(buf.subarray(start), { maxOutputLength: Math.max(1, cap), finishFlush: constants.Z_SYNC_FLUSH });
    } catch (err) {
      if (err && err.code === "ERR_BUFFER_TOO_LARGE") {
        throw new PdfRefusal(
          cap < limits.maxStreamBytes
            ? `The PDF's compressed parts unpack to more than ${Math.round(limits.maxTotalBytes / MB)} MB together, so it is refused.`
            : `A compressed part of the PDF unpacks to more than ${Math.round(limits.maxStreamBytes / MB)} MB, so it is refused.`,
        );
      }
      continue;
    }
    streams++;
    total += out.length;
  }
  return { streams, inflatedBytes: total };
}
