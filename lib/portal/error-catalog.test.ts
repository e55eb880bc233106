import { describe, expect, it } from "vitest";
import { ERROR_STATUS } from "@/lib/http/errors";
import { listErrorDocs } from "./error-catalog";

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
});
