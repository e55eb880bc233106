import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/http/errors";
import { errorPayloads, listErrorDocs } from "./error-catalog";

describe("error catalog", () => {
  it("documents every code of the error table with its own status, once", () => {
    const docs = listErrorDocs();
    expect(docs.map((d) => d.code).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    for (const d of docs) expect(d.status).toBe(ERROR_STATUS[d.code]);
    expect(new Set(docs.map((d) => d.code)).size).toBe(docs.length);
  });

  it("orders codes by status so the page reads 4xx before 5xx", () => {
    const statuses = listErrorDocs().map((d) => d.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    expect(listErrorDocs().every((d) => d.when.length > 10 && d.fix.length > 5 && d.families.length > 0)).toBe(true);
  });

  it("gives every code an example payload in each shape its families return", () => {
    for (const d of listErrorDocs()) {
      const payloads = errorPayloads(d);
      expect(payloads.length, d.code).toBeGreaterThan(0);
      for (const p of payloads) {
        const body = p.body as { error: string | { code: string; message: string; docs: string }; code?: string; success?: boolean };
        const code = typeof body.error === "string" ? body.code : body.error.code;
        expect(code).toBe(d.code);
        if (typeof body.error !== "string") expect(body.error.docs).toMatch(new RegExp(`/docs/errors#${d.code}$`));
        else expect(body.success).toBe(false);
      }
    }
    const tier = errorPayloads(listErrorDocs().find((d) => d.code === "daily_limit_exceeded")!);
    expect(tier.map((p) => p.label)).toEqual(["Developer, embedding and portal APIs", "Transformer API, /cstm and life simulation"]);
    expect(tier[1].body).toMatchObject({
      success: false,
      code: "daily_limit_exceeded",
      limit: 100,
      upgrade: expect.stringContaining("/dashboard/plan"),
    });
  });
});
