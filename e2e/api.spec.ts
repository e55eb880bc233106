import { expect, test } from "@playwright/test";

test("landing page says what the platform is", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/career/i);
});

test("pages carry security headers", async ({ request }) => {
  const r = await request.get("/");
  const h = r.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["x-powered-by"]).toBeUndefined();
});

test("health and openapi answer JSON", async ({ request }) => {
  const h = await request.get("/health");
  expect(h.status()).toBe(200);
  expect((await h.json()).status).toBe("ok");
  const o = await request.get("/openapi.json");
  expect(o.status()).toBe(200);
  const doc = await o.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toContain("/v1/developer/register");
});

test("a developer registers, calls the API and sees the call in usage", async ({ request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const reg = await request.post("/v1/developer/register", { data: { email } });
  expect(reg.status()).toBe(201);
  const { api_key, developer_id } = await reg.json();
  const ctx = await request.post("/v1/career/context", { data: { target_role: "Data Analyst" }, headers: { "X-Api-Key": api_key } });
  expect(ctx.status()).toBe(201);
  const usage = await request.get(`/v1/developer/usage/${developer_id}`, { headers: { "X-Api-Key": api_key } });
  expect(usage.status()).toBe(200);
  const body = await usage.json();
  expect(body.recent_calls.map((c: { endpoint: string }) => c.endpoint)).toContain("/v1/career/context");
  const unknown = await request.get("/v1/nothing-here", { headers: { "X-Api-Key": api_key } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe("not_found");
});
