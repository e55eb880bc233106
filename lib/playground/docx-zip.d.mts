export interface ZipEntry {
  name: string;
  nameBytes: Buffer;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export interface DocxLimits {
  maxDocumentBytes: number;
  maxTotalBytes: number;
  maxEntries: number;
  maxRatio: number;
}

/** `payload_too_large`: the archive unpacks to too much; `unreadable_file`: it is damaged or unsupported. */
export class ZipRefusal extends Error {
  readonly code: "payload_too_large" | "unreadable_file";
  constructor(code: "payload_too_large" | "unreadable_file", message: string);
}

export function readCentralDirectory(buf: Buffer): ZipEntry[];
export function checkDeclaredSizes(entries: ZipEntry[], limits: DocxLimits): void;
export function unpackDocx(buf: Buffer, limits: DocxLimits): Buffer;
