import { expect, test, type Page } from "@playwright/test";
import { docx, pdf } from "../tests/integration/upload-files";

const PASSWORD = "e2e-password-123";

async function signUp(page: Page, email: string) {
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/keys$/);
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
}

/** Creates a transformer key through the UI and returns its plaintext from the shown-once dialog. */
async function createKeyInUi(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Create key", exact: true }).first().click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await expect(form).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("API").selectOption("transformer");
  await form.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("dialog", { name: "API key created" });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("will not be shown again");
  const key = await shown.getByRole("textbox").inputValue();
  expect(key).toMatch(/^csk_live_[0-9a-f]{48}$/);
  await shown.getByRole("button", { name: "I have saved my key" }).click();
  await expect(shown).toBeHidden();
  return key;
}

test("a new user signs up, makes a key, calls the API, sees the call, revokes the key, hits the key limit and signs out", async ({ page, request }, testInfo) => {
  const email = `portal-${Date.now()}@example.com`;
  await signUp(page, email);

  const key = await createKeyInUi(page, "e2e key");
  const row = page.getByRole("row", { name: /e2e key/ });
  await expect(row).toContainText(key.slice(0, 13));
  await expect(page.getByText(key)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("keys-page.png"), fullPage: true });
  await testInfo.attach("keys-page", { path: testInfo.outputPath("keys-page.png"), contentType: "image/png" });

  const call = await request.post("/transformer/v1/extract", {
    headers: { "X-API-Key": key },
    data: { text: "Maria Lopez is a senior data engineer at Zalando in Berlin with 6 years of Python and Spark." },
  });
  expect(call.status()).toBe(200);
  expect((await call.json()).success).toBe(true);

  await page.goto("/dashboard/usage");
  await expect(page.getByRole("heading", { level: 1, name: "Usage" })).toBeVisible();
  const recent = page.getByRole("table", { name: "Recent calls" });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(recent).toContainText("/transformer/v1/extract", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(recent).toContainText("200");
  await page.screenshot({ path: testInfo.outputPath("usage-page.png"), fullPage: true });
  await testInfo.attach("usage-page", { path: testInfo.outputPath("usage-page.png"), contentType: "image/png" });

  // Revocation is confirmed, permanent and immediate.
  await page.goto("/dashboard/keys");
  await page.getByRole("button", { name: "Revoke key e2e key" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this key?" });
  await expect(confirm).toContainText("permanent");
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row", { name: /e2e key/ })).toHaveCount(0);
  const afterRevoke = await request.post("/transformer/v1/extract", { headers: { "X-API-Key": key }, data: { text: "Python developer" } });
  expect(afterRevoke.status()).toBe(401);

  // Five active transformer keys (made through the session API), then the sixth is refused with the reason.
  for (let i = 1; i <= 5; i++) {
    const r = await page.request.post("/api/keys", { data: { name: `bulk ${i}`, family: "transformer" } });
    expect(r.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByText("5 / 5 active").first()).toBeVisible();
  await page.getByRole("button", { name: "Create key", exact: true }).first().click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByLabel("Name").fill("sixth");
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByRole("alert")).toContainText("5 active transformer keys");
  await form.getByRole("button", { name: "Cancel" }).click();

  // Signed out, the dashboard sends the visitor to sign-in and back afterwards.
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard/usage");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("sign-in explains a wrong password and a taken e-mail", async ({ page }) => {
  const email = `portal-wrong-${Date.now()}@example.com`;
  await signUp(page, email);
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/signin");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong e-mail or password.");

  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this e-mail already exists")).toBeVisible();
});

test("docs render the reference from /openapi.json and anchor every error code", async ({ page }) => {
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "API operations" })).toContainText("/v1/developer/register");
  await expect(page.getByRole("tab", { name: "curl" })).toBeVisible();
  await page.goto("/docs/errors#key_limit_reached");
  await expect(page.locator("#key_limit_reached")).toContainText("409");
  await expect(page.locator("#invalid_api_key")).toContainText("401");
});

test("a signed-in user uploads a DOCX and a PDF into the CV-score console (parsed in the worker of the built app)", async ({ page }) => {
  await signUp(page, `upload-${Date.now()}@example.com`);
  await page.goto("/playground/cv-score");
  const input = page.getByLabel("…or upload a PDF, DOCX or TXT (max 5 MB)");
  const cv = page.getByLabel("CV text");
  await expect(input).toBeEnabled(); // disabled while the session is still loading
  const files = [
    { name: "cv.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: docx(["Grace Hopper", "Compiler engineer with COBOL"]), expected: /Grace Hopper\s+Compiler engineer with COBOL/ },
    { name: "cv.pdf", mimeType: "application/pdf", buffer: pdf(["Ada Lovelace, analytical engines"]), expected: /^Ada Lovelace, analytical engines$/ },
  ];
  for (const { expected, ...file } of files) {
    const call = page.waitForResponse((r) => r.url().endsWith("/api/playground/extract-text"));
    await input.setInputFiles(file);
    expect((await call).status()).toBe(200);
    await expect(cv).toHaveValue(expected);
  }
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
});
