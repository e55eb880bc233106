import { describe, expect, it } from "vitest";
import { safeCallback } from "@/lib/auth/callback";
import { buildSnippet } from "./snippets";

describe("quick-start snippets", () => {
  it("uses each family's own auth header and path", () => {
    const dev = buildSnippet("developer", "curl", "https://api.example.com", null);
    expect(dev).toContain("https://api.example.com/v1/career/cv/score");
    expect(dev).toContain('-H "X-Api-Key: $CAREERSTACK_KEY"');
    expect(buildSnippet("embed", "curl", "http://x", null)).toContain("Authorization: Bearer $CAREERSTACK_KEY");
    expect(buildSnippet("transformer", "fetch", "http://x", null)).toContain('"X-API-Key": process.env.CAREERSTACK_KEY!');
  });

  it("names the signed-in visitor's key prefix, else a placeholder of the family", () => {
    expect(buildSnippet("transformer", "curl", "http://x", "csk_live_3fa9…")).toContain('CAREERSTACK_KEY="csk_live_3fa9…"');
    expect(buildSnippet("embed", "openai", "http://x", null)).toContain("cstm_em_…");
  });

  it("points the openai SDK at the OpenAI-compatible base URL", () => {
    const s = buildSnippet("developer", "openai", "http://x", null);
    expect(s).toContain('baseURL: "http://x/v1/career"');
    expect(s).toContain("chat.completions.create");
    expect(buildSnippet("transformer", "openai", "http://x", null)).toContain('client.post("/transformer/v1/extract"');
  });

  it("produces JSON bodies that parse", () => {
    const curl = buildSnippet("transformer", "curl", "http://x", null);
    const body = /-d '(.*)'$/m.exec(curl)?.[1];
    expect(() => JSON.parse(body ?? "")).not.toThrow();
  });
});

describe("safeCallback", () => {
  it("follows same-site paths only", () => {
    expect(safeCallback("/dashboard/usage")).toBe("/dashboard/usage");
    expect(safeCallback("//evil.example")).toBe("/dashboard/keys");
    expect(safeCallback("https://evil.example")).toBe("/dashboard/keys");
    expect(safeCallback("/\\evil.example")).toBe("/dashboard/keys");
    expect(safeCallback(null)).toBe("/dashboard/keys");
  });
});
