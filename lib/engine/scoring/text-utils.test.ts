import { describe, expect, it } from "vitest";
import { quote } from "./text-utils";

describe("quote", () => {
  it("drops the bullet mark and a closing full stop, so the quoting sentence does not end in '.\".'", () => {
    expect(quote("• Built Power BI dashboards used weekly by 200 store managers.")).toBe(
      "Built Power BI dashboards used weekly by 200 store managers",
    );
  });
  it("keeps an ellipsis and other closing marks", () => {
    expect(quote("Led the migration...")).toBe("Led the migration...");
    expect(quote("Why not?")).toBe("Why not?");
  });
  it("shortens long lines with an ellipsis", () => {
    const q = quote("a".repeat(200), 20);
    expect(q).toHaveLength(20);
    expect(q.endsWith("…")).toBe(true);
  });
});
