import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/(developer-api)/v1/developer/register/route";
import { GET as usage } from "@/app/(developer-api)/v1/developer/usage/[developerId]/route";
import { GET as tiers } from "@/app/(developer-api)/v1/developer/tiers/route";
import { call, useTestApp } from "./helpers";

describe("smoke", () => {
  useTestApp();
  it("registers and reads usage", async () => {
    const r = await call(register, "/v1/developer/register", { body: { email: "a@example.com" } });
    expect(r.status).toBe(201);
    const key = r.body.api_key as string;
    expect(key).toMatch(/^csk_free_v1_[0-9a-f]{48}$/);
    const u = await call(usage, `/v1/developer/usage/${r.body.developer_id}`, {
      key,
      params: { developerId: r.body.developer_id as string },
    });
    expect(u.status).toBe(200);
    expect(u.headers.get("x-ratelimit-limit")).toBe("10");
    const t = await call(tiers, "/v1/developer/tiers");
    expect(t.status).toBe(200);
  });
});
