import { expect, test } from "@playwright/test";
import { createKey, expectNoHorizontalScroll, signUpAndIn } from "./helpers";

test("the docs are split: an overview, one page per operation grouped by API family, and ⌘K search @phone", async ({ page }) => {
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  const overviewHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(overviewHeight).toBeLessThan(12_000);
  const browse = page
    .getByRole("region", { name: "Operations by API" })
    .or(page.locator("section").filter({ has: page.getByRole("heading", { name: "Operations by API" }) }));
  for (const family of ["Developer API", "Embedding API", "Transformer API", "Portal (session)"])
    await expect(browse.getByRole("heading", { name: family })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // Search by what an operation does, not only by its path.
  await page.getByRole("button", { name: /Search the API/ }).click();
  const search = page.getByRole("dialog", { name: "Search the API" });
  // "negotiation" is in no operation's name or path, only in descriptions.
  await search.getByRole("combobox", { name: "Search operations" }).fill("negotiation");
  await expect(search.getByRole("option").filter({ hasText: "/cstm/salary" })).toBeVisible();
  await search.getByRole("combobox", { name: "Search operations" }).fill("benchmark salary");
  await expect(search.getByRole("option").first()).toContainText("Benchmark a salary");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/api\/post-v1-career-salary-benchmark$/);
  await expect(page.getByRole("heading", { level: 1, name: "Benchmark a salary" })).toBeVisible();
  await expect(page.getByText("needs the PRO plan")).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("⌘K opens the search from the keyboard, and the sidebar names operations", async ({ page }) => {
  await page.goto("/docs/errors");
  // The shortcut is a listener the page attaches once hydrated: a press before that is a press on static HTML, so
  // press again until the dialog answers (a user would too), instead of racing the hydration.
  const dialog = page.getByRole("dialog", { name: "Search the API" });
  await expect(async () => {
    await page.keyboard.press("Control+K");
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  const nav = page.getByRole("navigation", { name: "API operations" });
  await expect(nav.getByRole("link", { name: /Score a CV/ })).toHaveAttribute("href", "/docs/api/post-v1-career-cv-score");
  await expect(nav.getByRole("link", { name: /Future Self Simulation/ })).toBeVisible();
});

test("an operation page shows a valid example request, a real response, JavaScript that is plain JS, and errors @phone", async ({
  page,
}) => {
  await page.goto("/docs/api/post-transformer-v1-extract");
  await expect(page.getByRole("heading", { level: 1, name: "Extract entities" })).toBeVisible();
  await expect(page.getByText("Transformer key: X-API-Key")).toBeVisible();
  const blocks = page.locator("pre");
  await expect(blocks.filter({ hasText: '"text": "Maria Lopez' }).first()).toBeVisible();
  await expect(blocks.filter({ hasText: '"entities"' }).first()).toBeVisible();
  await expect(page.locator("body")).not.toContainText('"string"');
  await page.getByRole("tab", { name: "JavaScript" }).first().click();
  const js = page.getByRole("tabpanel").filter({ hasText: "fetch(" }).first();
  await expect(js).toContainText('"X-API-Key": process.env.CAREERSTACK_KEY,');
  await expect(js).not.toContainText("CAREERSTACK_KEY!");
  await page.getByRole("tab", { name: "Python" }).first().click();
  await expect(page.getByRole("tabpanel").filter({ hasText: "requests.request(" }).first()).toContainText('os.environ["CAREERSTACK_KEY"]');
  await expect(page.getByText("401").first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("Try-it starts from the example body and the signed-in user's key, and calls through the proxy @phone", async ({ page }) => {
  await signUpAndIn(page, { tag: "docs-try" });
  const key = await createKey(page, { name: "docs key", family: "transformer" });
  await page.goto("/docs/api/post-cstm-career-path");
  const body = page.getByLabel("Request body (JSON)");
  await expect(body).toHaveValue(/"currentRole": "Software Engineer"/);
  const picker = page.getByLabel("Key", { exact: true });
  await expect(picker).toHaveValue(key.id);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/playground/cstm/career-path"));
  await page.getByRole("button", { name: "Send POST request" }).click();
  expect((await sent).headers()["x-playground-key-id"]).toBe(key.id);
  const inspector = page.getByTestId("request-inspector");
  await expect(inspector).toContainText("200");
  await expect(inspector).toContainText('"success": true');
  expect(await page.content()).not.toContain(key.key);

  // Invalid JSON is caught before sending.
  await body.fill("{ not json");
  await page.getByRole("button", { name: "Send POST request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The body is not valid JSON" })).toBeVisible();
});

test("Try-it on a developer route pre-fills the signed-in developer's id", async ({ page }) => {
  const { id } = await signUpAndIn(page, { tag: "docs-dev" });
  await createKey(page, { name: "dev", family: "developer" });
  await page.goto("/docs/api/get-v1-developer-usage-developerid");
  await page.getByRole("button", { name: "Send GET request" }).click();
  const inspector = page.getByTestId("request-inspector");
  await expect(inspector).toContainText(`"developer_id": "${id}"`);
});

test("/docs/errors shows an example payload for every code, in each family's shape @phone", async ({ page }) => {
  await page.goto("/docs/errors#tier_required");
  await expect(page.locator("#tier_required")).toContainText("403");
  const tier = page.getByTestId("payload-tier_required");
  await expect(tier).toContainText('"code": "tier_required"');
  await expect(tier).toContainText('"docs": "');
  const daily = page.getByTestId("payload-daily_limit_exceeded");
  await expect(daily).toContainText('"success": false');
  await expect(daily).toContainText('"upgrade"');
  const codes = await page.locator('[data-testid^="payload-"]').count();
  expect(codes).toBeGreaterThanOrEqual(24);
  await expectNoHorizontalScroll(page);
});
