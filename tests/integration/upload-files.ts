import { deflateRawSync, deflateSync } from "node:zlib";

// Builders for the extract-text tests: real DOCX (zip) and PDF files, including decompression bombs, made
// in the test so no binary fixture hides what it contains.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipPart {
  name: string;
  /** the content; ignored when `deflated` is given */
  data?: Buffer;
  /** already-deflated (raw) bytes, for parts too big to hold inflated */
  deflated?: Buffer;
  /** the uncompressed size written in both headers (a lie when it differs from the real size) */
  declaredSize?: number;
  crc?: number;
}

/** A zip archive whose parts are deflated (method 8), with honest sizes unless a part says otherwise. */
export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, "utf8");
    const body = p.deflated ?? deflateRawSync(p.data ?? Buffer.alloc(0));
    const size = p.declaredSize ?? p.data?.length ?? 0;
    const crc = p.crc ?? (p.data ? crc32(p.data) : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const DOC_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>`;
const DOC_TAIL = "</w:body></w:document>";

export const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** The parts every DOCX carries besides word/document.xml. */
function docxFrame(): ZipPart[] {
  return [
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: "_rels/.rels",
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
  ];
}

/** A small, valid DOCX with these paragraphs. */
export function docx(paragraphs: string[]): Buffer {
  const xml = DOC_HEAD + paragraphs.map(paragraph).join("") + DOC_TAIL;
  return buildZip([...docxFrame(), { name: "word/document.xml", data: Buffer.from(xml) }]);
}

/**
 * word/document.xml of `paragraphs` identical CV-like paragraphs (73 bytes each once inflated), deflated:
 * 750,000 of them are 52 MB inflated and about 180 KB deflated, like the bomb of the report.
 * Returns the raw deflate and the inflated size.
 */
export function bombDocument(paragraphs: number): { deflated: Buffer; size: number } {
  const parts: string[] = [DOC_HEAD];
  for (let i = 0; i < paragraphs; i++) parts.push(paragraph("Python 0 Kubernetes"));
  parts.push(DOC_TAIL);
  const xml = Buffer.from(parts.join(""));
  return { deflated: deflateRawSync(xml, { level: 9 }), size: xml.length };
}

/** A DOCX around an already-deflated document.xml, declaring `declaredSize` for it. */
export function docxAround(document: { deflated: Buffer }, declaredSize: number): Buffer {
  return buildZip([...docxFrame(), { name: "word/document.xml", deflated: document.deflated, declaredSize }]);
}

/**
 * A PDF with one page per entry of `pageTexts`, written by hand with a correct xref table. Pages share their
 * MediaBox and font through the page tree. `deflate` compresses the content streams; `padContent` appends that many spaces to each.
 */
export function pdf(pageTexts: string[], opts: { deflate?: boolean; padContent?: number } = {}): Buffer {
  const n = pageTexts.length;
  const objects: (string | Buffer)[] = [];
  // 1 catalog, 2 pages, 3 font, then page i: 4 + 2i, its content: 5 + 2i
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  const kids = pageTexts.map((_, i) => `${4 + 2 * i} 0 R`).join(" ");
  objects[2] = `<< /Type /Pages /Count ${n} /Kids [${kids}] /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
  pageTexts.forEach((text, i) => {
    objects[4 + 2 * i] = `<< /Type /Page /Parent 2 0 R /Contents ${5 + 2 * i} 0 R >>`;
    let content = Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET\n`, "latin1");
    if (opts.padContent) content = Buffer.concat([content, Buffer.alloc(opts.padContent, 0x20)]);
    const data = opts.deflate ? deflateSync(content, { level: 9 }) : content;
    objects[5 + 2 * i] = Buffer.concat([
      Buffer.from(`<< /Length ${data.length}${opts.deflate ? " /Filter /FlateDecode" : ""} >>\nstream\n`, "latin1"),
      data,
      Buffer.from("\nendstream", "latin1"),
    ]);
  });
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = offset;
    const body = objects[id];
    const chunk = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xref = [`xref\n0 ${objects.length}\n`, "0000000000 65535 f \n"];
  for (let id = 1; id < objects.length; id++) xref.push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(""), "latin1"));
  return Buffer.concat(chunks);
}
