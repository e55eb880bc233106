import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildZip, docx } from "@/tests/integration/upload-files";
import { checkDeclaredSizes, readCentralDirectory, unpackDocx, ZipRefusal } from "./docx-zip.mjs";

const MB = 1024 * 1024;
const LIMITS = { maxDocumentBytes: 20 * MB, maxTotalBytes: 64 * MB, maxEntries: 1_000, maxRatio: 200 };

function refusal(fn: () => unknown): ZipRefusal {
  try {
    fn();
  } catch (err) {
    if (err instanceof ZipRefusal) return err;
    throw err;
  }
  throw new Error("expected a ZipRefusal");
}

describe("docx-zip", () => {
  it("lists the parts with their declared sizes from the central directory", () => {
    const entries = readCentralDirectory(docx(["Hello"]));
    expect(entries.map((e) => e.name)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    const doc = entries[2];
    expect(doc.method).toBe(8);
    expect(doc.uncompressedSize).toBeGreaterThan(doc.compressedSize);
  });

  it("refuses by declared size: document.xml, the total, the part count and the compression ratio", () => {
    const part = (name: string, declaredSize: number, compressed = 1000) => ({ name, deflated: Buffer.alloc(compressed), declaredSize });
    const check = (...parts: ReturnType<typeof part>[]) => refusal(() => checkDeclaredSizes(readCentralDirectory(buildZip(parts)), LIMITS));
    expect(check(part("word/document.xml", 21 * MB, 200 * 1024)).message).toBe(
      "The DOCX text part unpacks to 21 MB; at most 20 MB is accepted.",
    );
    expect(check(part("word/media/a.bin", 40 * MB, 1 * MB), part("word/media/b.bin", 30 * MB, 1 * MB)).message).toBe(
      "The DOCX unpacks to 70 MB; at most 64 MB is accepted.",
    );
    expect(check(part("word/styles.xml", 3 * MB, 10 * 1024)).message).toMatch(
      /word\/styles\.xml is compressed 307× .* never compressed more than 200×/,
    );
    const many = Array.from({ length: 1_001 }, (_, i) => part(`p${i}.xml`, 10, 10));
    expect(check(...many).message).toBe("The DOCX has 1001 parts; at most 1000 are accepted.");
    for (const r of [check(part("word/document.xml", 21 * MB, 200 * 1024))]) expect(r.code).toBe("payload_too_large");
    // Small parts may be compressed any amount; large honest ones pass.
    expect(() =>
      checkDeclaredSizes(
        readCentralDirectory(buildZip([part("a.xml", 900 * 1024, 100), part("word/document.xml", 10 * MB, 1 * MB)])),
        LIMITS,
      ),
    ).not.toThrow();
  });

  it("refuses encrypted parts, unknown methods and archives that are not zips as unreadable", () => {
    const zip = docx(["Hello"]);
    const entries = readCentralDirectory(zip);
    const cd = zip.length - 22 - entries.reduce((n, e) => n + 46 + e.nameBytes.length, 0);
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(1, cd + 8);
    expect(refusal(() => checkDeclaredSizes(readCentralDirectory(encrypted), LIMITS)).message).toMatch(/encrypted/);
    const bzip = Buffer.from(zip);
    bzip.writeUInt16LE(12, cd + 10);
    expect(refusal(() => checkDeclaredSizes(readCentralDirectory(bzip), LIMITS)).message).toMatch(/unsupported compression method/);
    const notZip = refusal(() => readCentralDirectory(Buffer.from("PK\u0003\u0004 not really a zip")));
    expect(notZip.code).toBe("unreadable_file");
  });

  it("rebuilds the archive with every part stored, byte for byte", () => {
    const xml = Buffer.from("<w:document>" + "x".repeat(5000) + "</w:document>");
    const stored = unpackDocx(
      buildZip([
        { name: "word/document.xml", data: xml },
        { name: "a.txt", data: Buffer.from("abc") },
      ]),
      LIMITS,
    );
    const entries = readCentralDirectory(stored);
    expect(entries.map((e) => [e.name, e.method, e.compressedSize, e.uncompressedSize])).toEqual([
      ["word/document.xml", 0, xml.length, xml.length],
      ["a.txt", 0, 3, 3],
    ]);
    const at = entries[0].localOffset + 30 + entries[0].nameBytes.length;
    expect(stored.subarray(at, at + xml.length).equals(xml)).toBe(true);
  });

  it("never inflates a part past its declared size, whatever the data holds", () => {
    const real = Buffer.alloc(8 * MB, 0x61);
    const liar = buildZip([{ name: "word/document.xml", deflated: deflateRawSync(real), declaredSize: 1000 }]);
    const err = refusal(() => unpackDocx(liar, LIMITS));
    expect(err.code).toBe("payload_too_large");
    expect(err.message).toBe("The DOCX part word/document.xml unpacks to more than the 1 KB its header declares, so it is refused.");
    const empty = buildZip([{ name: "x.xml", deflated: deflateRawSync(Buffer.from("a")), declaredSize: 0 }]);
    expect(refusal(() => unpackDocx(empty, LIMITS)).code).toBe("payload_too_large");
  });
});
