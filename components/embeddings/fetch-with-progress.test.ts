import { describe, expect, it } from "vitest";
import { fetchFilesWithProgress, type ProgressEvent } from "./fetch-with-progress";

/** A response whose body arrives in chunks of `chunk` bytes, like a real network stream. */
function streamed(bytes: Uint8Array, chunk: number): Response {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= bytes.length) return c.close();
      c.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
  return new Response(body, { status: 200 });
}

const filled = (n: number, v: number) => new Uint8Array(n).fill(v);

describe("fetchFilesWithProgress", () => {
  it("returns every file's bytes and reports monotonic progress that ends at the total", async () => {
    const data: Record<string, Uint8Array> = { a: filled(1000, 1), b: filled(2500, 2), "c d": filled(10, 3) };
    const urls: string[] = [];
    const events: ProgressEvent[] = [];
    const out = await fetchFilesWithProgress(
      "/models/embed-v1/",
      "v1",
      Object.entries(data).map(([name, b]) => ({ name, bytes: b.length })),
      (p) => events.push(p),
      async (url) => {
        urls.push(url);
        const name = decodeURIComponent(url.slice("/models/embed-v1/".length).split("?")[0]);
        return streamed(data[name], 300);
      },
      2,
    );
    expect(urls.sort()).toEqual(["/models/embed-v1/a?v=v1", "/models/embed-v1/b?v=v1", "/models/embed-v1/c%20d?v=v1"]);
    for (const [name, b] of Object.entries(data)) expect(new Uint8Array(out.get(name)!)).toEqual(b);
    expect(events.length).toBeGreaterThan(3);
    for (let i = 1; i < events.length; i++) expect(events[i].loaded).toBeGreaterThanOrEqual(events[i - 1].loaded);
    expect(events.at(-1)).toMatchObject({ loaded: 3510, total: 3510 });
  });

  it("never reports more than the announced total when a file is bigger than the manifest says", async () => {
    const events: ProgressEvent[] = [];
    await fetchFilesWithProgress(
      "/m/",
      "x",
      [{ name: "a", bytes: 10 }],
      (p) => events.push(p),
      async () => streamed(filled(50, 7), 20),
    );
    expect(Math.max(...events.map((e) => e.loaded))).toBe(10);
  });

  it("rejects with the file's name on an HTTP error", async () => {
    await expect(
      fetchFilesWithProgress(
        "/m/",
        "x",
        [{ name: "model.json", bytes: 5 }],
        () => undefined,
        async () => new Response("nope", { status: 404 }),
      ),
    ).rejects.toThrow(/model\.json \(HTTP 404\)/);
  });
});
