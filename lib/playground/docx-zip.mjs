// Plain ESM on purpose: the route imports this file through the bundler, and the parse worker
// (extract-worker.mjs) imports it at run time with no bundler or TypeScript step in between.
//
// A DOCX is a zip. mammoth hands it to JSZip, which inflates every part it reads without any size bound, so a
// 150 KB upload can unpack to gigabytes. We read the zip's central directory ourselves (a few hundred bytes,
// no inflating) and refuse absurd declared sizes before any parser sees the file; then, inside the worker, we
// inflate each part with a hard output cap (a header that lies cannot get past it) and hand mammoth a rebuilt
// zip of *stored* parts, so what mammoth reads is exactly what we measured.
import { inflateRawSync } from "node:zlib";

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MB = 1024 * 1024;

/** @typedef {{ code: string, message: string }} Refusal */

export class ZipRefusal extends Error {
  /** @param {"payload_too_large" | "unreadable_file"} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = "ZipRefusal";
    this.code = code;
  }
}

const tooLarge = (message) => new ZipRefusal("payload_too_large", message);
const damaged = (detail) =>
  new ZipRefusal("unreadable_file", `The DOCX could not be read: ${detail}. Save it again from your word processor, or upload a PDF.`);
const mb = (n) => (n < MB ? `${Math.ceil(n / 1024)} KB` : `${Math.round((n / MB) * 10) / 10} MB`);

/** The end-of-central-directory record: within the last 64 KB + 22 bytes (the comment is at most 65,535 bytes). */
function findEndRecord(buf) {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  throw damaged("it is not a complete zip archive");
}

/**
 * Lists the parts named by the central directory, with their declared sizes. Reads only headers.
 * @param {Buffer} buf
 */
export function readCentralDirectory(buf) {
  if (buf.length < 22) throw damaged("it is not a complete zip archive");
  const end = findEndRecord(buf);
  const disk = buf.readUInt16LE(end + 4);
  const cdDisk = buf.readUInt16LE(end + 6);
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (disk !== 0 || cdDisk !== 0) throw damaged("split archives are not supported");
  // ZIP64 markers: a DOCX under 5 MB never needs them, and their real sizes live in extra fields we do not trust.
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw damaged("ZIP64 archives are not supported");
  if (cdOffset + cdSize > end) throw damaged("its directory points outside the file");
  const entries = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) throw damaged("its directory is damaged");
    const nameLength = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (next > end) throw damaged("its directory is damaged");
    entries.push({
      name: buf.toString("utf8", p + 46, p + 46 + nameLength),
      nameBytes: buf.subarray(p + 46, p + 46 + nameLength),
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      crc32: buf.readUInt32LE(p + 16),
      compressedSize: buf.readUInt32LE(p + 20),
      uncompressedSize: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
    });
    p = next;
  }
  return entries;
}

/**
 * Refuses, from declared sizes alone, a DOCX that would unpack to too much: `word/document.xml` over
 * `maxDocumentBytes`, all parts together over `maxTotalBytes`, more than `maxEntries` parts, or a large part
 * compressed more than `maxRatio` times (text XML compresses 5–20×; a bomb 1,000×).
 * @param {ReturnType<typeof readCentralDirectory>} entries
 * @param {{ maxDocumentBytes: number, maxTotalBytes: number, maxEntries: number, maxRatio: number }} limits
 */
export function checkDeclaredSizes(entries, limits) {
  if (entries.length > limits.maxEntries)
    throw tooLarge(`The DOCX has ${entries.length} parts; at most ${limits.maxEntries} are accepted.`);
  let total = 0;
  for (const e of entries) {
    if (e.flags & 0x1) throw damaged("it is encrypted (password-protected)");
    if (e.method !== 0 && e.method !== 8) throw damaged(`part ${e.name} uses an unsupported compression method`);
    if (e.name === "word/document.xml" && e.uncompressedSize > limits.maxDocumentBytes) {
      throw tooLarge(`The DOCX text part unpacks to ${mb(e.uncompressedSize)}; at most ${mb(limits.maxDocumentBytes)} is accepted.`);
    }
    if (e.uncompressedSize > MB && e.uncompressedSize > limits.maxRatio * Math.max(1, e.compressedSize)) {
      throw tooLarge(
        `The DOCX part ${e.name} is compressed ${Math.round(e.uncompressedSize / Math.max(1, e.compressedSize))}× (${mb(e.uncompressedSize)} unpacked); a document is never compressed more than ${limits.maxRatio}×, so it is refused.`,
      );
    }
    total += e.uncompressedSize;
  }
  if (total > limits.maxTotalBytes) throw tooLarge(`The DOCX unpacks to ${mb(total)}; at most ${mb(limits.maxTotalBytes)} is accepted.`);
}

/** The part's compressed bytes, found the way JSZip finds them: local header, then the central directory's size. */
function partData(buf, e) {
  const at = e.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw damaged(`part ${e.name} is missing`);
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + e.compressedSize > buf.length) throw damaged(`part ${e.name} is cut short`);
  return buf.subarray(start, start + e.compressedSize);
}

/** Inflates one part, never producing more than it declared (nor more than the budget left). */
function unpackPart(buf, e, budget) {
  const data = partData(buf, e);
  if (e.method === 0) {
    if (data.length !== e.uncompressedSize) throw damaged(`part ${e.name} has the wrong size`);
    return data;
  }
  const cap = Math.min(e.uncompressedSize, budget);
  try {
    // maxOutputLength must be ≥ 1; an empty part that inflates to 1 byte is caught by the length check below.
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, cap) });
    if (out.length > cap) throw new RangeError("over");
    return out;
  } catch (err) {
    if (err instanceof RangeError || (err && err.code === "ERR_BUFFER_TOO_LARGE")) {
      throw tooLarge(`The DOCX part ${e.name} unpacks to more than the ${mb(e.uncompressedSize)} its header declares, so it is refused.`);
    }
    throw damaged(`part ${e.name} is corrupt`);
  }
}

/**
 * Checks the declared sizes, inflates every part under a hard cap, and returns a new zip holding the same
 * parts uncompressed (method 0), for mammoth. Throws ZipRefusal.
 * @param {Buffer} buf
 * @param {{ maxDocumentBytes: number, maxTotalBytes: number, maxEntries: number, maxRatio: number }} limits
 */
export function unpackDocx(buf, limits) {
  const entries = readCentralDirectory(buf);
  checkDeclaredSizes(entries, limits);
  const locals = [];
  const centrals = [];
  let offset = 0;
  let budget = limits.maxTotalBytes;
  for (const e of entries) {
    const data = unpackPart(buf, e, budget);
    budget -= data.length;
    const flags = e.flags & 0x0800; // keep only "names are UTF-8"; no data descriptor follows a stored part
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt32LE(e.crc32, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(e.nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt32LE(e.crc32, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(e.nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, e.nameBytes, data);
    centrals.push(central, e.nameBytes);
    offset += 30 + e.nameBytes.length + data.length;
  }
  const cdSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
