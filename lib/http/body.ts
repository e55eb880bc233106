import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 1_000_000;

/** Reads at most 1 MB of JSON; an empty body reads as {} so missing fields are named by validation. */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return {};
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON. Send a JSON object with Content-Type: application/json.");
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError("payload_too_large", `The request body exceeds ${Math.round(maxBytes / 1_000_000)} MB.`);
}
