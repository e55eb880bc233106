/** `payload_too_large`: a compressed stream of the PDF unpacks to too much. */
export class PdfRefusal extends Error {
  readonly code: "payload_too_large";
  constructor(message: string);
}

export function checkPdfStreams(
  buf: Buffer,
  limits: { maxStreamBytes: number; maxTotalBytes: number },
): { streams: number; inflatedBytes: number };
