import { expect, test, type Page } from "@playwright/test";
import { docx, pdf } from "../tests/integration/upload-files";
import { PASSWORD, createKey, expectNoHorizontalScroll, signUpAndIn, uniqueEmail } from "./helpers";

async function signUpInUi(page: Page, email: string) {
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/keys$/);
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
}

/** The element lies inside the viewport (a button a phone user can reach without scrolling the page sideways). */
async function expectInViewport(page: Page, locator: ReturnType<Page["getByRole"]>) {
  const box = await locator.boundingBox();
  const vp = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(vp.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(vp.height);
}

test("a new user signs up, makes a key, calls the API, sees the call in the request log, revokes the key and signs out @phone", async ({
  page,
  request,
}) => {
  await signUpInUi(page, uniqueEmail("portal"));
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Create key", exact: true }).first().click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByLabel("Name").fill("e2e key");
  await form.getByLabel("API").selectOption("transformer");
  // The dialog fits the screen: its Create button is reachable without scrolling the page.
  await expectInViewport(page, form.getByRole("button", { name: "Create key" }));
  await form.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("dialog", { name: "API key created" });
  await expect(shown).toContainText("will not be shown again");
  const key = await shown.getByRole("textbox").inputValue();
  expect(key).toMatch(/^csk_live_[0-9a-f]{48}$/);
  await expectInViewport(page, shown.getByRole("button", { name: "I have saved my key" }));
  await shown.getByRole("button", { name: "I have saved my key" }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByText(key.slice(0, 13)).filter({ visible: true }).first()).toBeVisible();

  const call = await request.post("/transformer/v1/extract", {
    headers: { "X-API-Key": key },
    data: { text: "Maria Lopez is a senior data engineer at Zalando in Berlin." },
  });
  expect(call.status()).toBe(200);
  const requestId = call.headers()["x-request-id"];

  await page.goto("/dashboard/usage");
  await expect(page.getByRole("heading", { level: 1, name: "Usage" })).toBeVisible();
  const log = page.getByText(requestId).filter({ visible: true });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(log.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoHorizontalScroll(page);

  await page.goto("/dashboard/keys");
  await page.getByRole("button", { name: "Revoke key e2e key" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this key?" });
  await expect(confirm).toContainText("permanent");
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(confirm).toBeHidden();
  expect((await request.post("/transformer/v1/extract", { headers: { "X-API-Key": key }, data: { text: "Python" } })).status()).toBe(401);
  // Revoked keys show when they were revoked.
  await page.getByLabel("Show revoked keys").check();
  await expect(
    page
      .getByText(/^revoked /)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();

  // On a phone the account buttons sit in the menu.
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Sign out", exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("Create is disabled at 5 active keys with the reason; rotating with a grace period at the cap shows the 409 reason @phone", async ({
  page,
}) => {
  await signUpAndIn(page, { tag: "cap" });
  const keys = [];
  for (let i = 1; i <= 5; i++) keys.push(await createKey(page, { name: `bulk ${i}`, family: "transformer" }));
  await page.goto("/dashboard/keys");
  await expect(page.getByText("5 / 5 active").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "New key for the Transformer API" })).toBeDisabled();
  await expect(page.getByText(/5 of 5 Transformer API keys are active, the maximum/)).toBeVisible();
  await page.getByRole("button", { name: "Create key", exact: true }).first().click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await expect(form.getByRole("status")).toContainText("5 of 5 transformer keys are active");
  await expect(form.getByRole("button", { name: "Create key" })).toBeDisabled();
  await form.getByLabel("API").selectOption("embed");
  await expect(form.getByRole("button", { name: "Create key" })).toBeEnabled();
  await form.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Rotate key bulk 1" }).first().click();
  const rotate = page.getByRole("dialog", { name: "Rotate this key?" });
  await expect(rotate).toContainText("A key in its grace period counts toward the 5-key cap");
  await rotate.getByLabel("Keep the old key working for 1 hour").check();
  await rotate.getByRole("button", { name: "Rotate key" }).click();
  await expect(rotate.getByRole("alert")).toContainText("a key in its rotation grace period counts until it expires");
  await expectInViewport(page, rotate.getByRole("button", { name: "Rotate key" }));
  // Without a grace period the rotation goes through: the new key is shown once.
  await rotate.getByLabel("Stop the old key now").check();
  await rotate.getByRole("button", { name: "Rotate key" }).click();
  await expect(page.getByRole("dialog", { name: "Key rotated" })).toBeVisible();
  await page.getByRole("button", { name: "I have saved my key" }).click();
  await expectNoHorizontalScroll(page);
});

test("a rotation with a grace period keeps the old key working and says until when; keys can be renamed", async ({ page, request }) => {
  await signUpAndIn(page, { tag: "grace" });
  const old = await createKey(page, { name: "payments", family: "transformer" });
  await page.goto("/dashboard/keys");
  await page.getByRole("button", { name: "Rotate key payments" }).first().click();
  const rotate = page.getByRole("dialog", { name: "Rotate this key?" });
  await rotate.getByLabel("Keep the old key working for 24 hours").check();
  await rotate.getByRole("button", { name: "Rotate key" }).click();
  await page.getByRole("dialog", { name: "Key rotated" }).getByRole("button", { name: "I have saved my key" }).click();
  await expect(page.getByText(/^in grace period, ends /).filter({ visible: true })).toBeVisible();
  expect(
    (await request.post("/transformer/v1/extract", { headers: { "X-API-Key": old.key }, data: { text: "Go developer" } })).status(),
  ).toBe(200);

  await page.getByRole("button", { name: "Rename key payments" }).first().click();
  const rename = page.getByRole("dialog", { name: "Rename key" });
  await rename.getByLabel("Name").fill("x".repeat(101));
  await expect(rename.getByText("Use at most 100 characters.")).toBeVisible();
  await expect(rename.getByRole("button", { name: "Save name" })).toBeDisabled();
  await rename.getByLabel("Name").fill("billing service");
  await rename.getByRole("button", { name: "Save name" }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole("cell", { name: "billing service" }).first()).toBeVisible();
});

test("usage splits 4xx from 5xx, shows percentiles and hours, says why the quota differs, and pages a filterable log @phone", async ({
  page,
}) => {
  await signUpAndIn(page, { tag: "usage" });
  const dev = await createKey(page, { name: "reporting", family: "developer" });
  // Two successes, one refused by the plan (not counted), one usage GET (not counted).
  const headers = { "X-Playground-Key-Id": dev.id };
  for (let i = 0; i < 2; i++)
    expect((await page.request.post("/api/playground/v1/career/context", { headers, data: { target_role: "Analyst" } })).status()).toBe(
      201,
    );
  const refused = await page.request.post("/api/playground/v1/career/salary/benchmark", {
    headers,
    data: { role: "Analyst", country: "GB" },
  });
  expect(refused.status()).toBe(403);
  const refusedId = refused.headers()["x-request-id"];

  await page.goto("/dashboard/usage");
  const today = page.getByTestId("today-summary");
  await expect(today).toContainText("Requests today");
  await expect(page.getByTestId("uncounted-note")).toContainText("count toward no daily quota");
  await expect(
    page.getByRole("table", { name: "Requests by route" }).or(page.getByText("/v1/career/context").first()).first(),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Today by hour" }).click();
  await expect(page.getByRole("tab", { name: "Today by hour" })).toHaveAttribute("aria-selected", "true");

  // The log: the refused call with its request id, code and message; the error filter keeps only it.
  await page.getByLabel("Status").selectOption("error");
  const entry = page.getByText(refusedId).filter({ visible: true }).first();
  await expect(entry).toBeVisible();
  await expect(page.getByRole("link", { name: "tier_required" }).filter({ visible: true }).first()).toHaveAttribute(
    "href",
    "/docs/errors#tier_required",
  );
  await expect(page.getByText("needs the PRO tier or higher").filter({ visible: true }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("the plan page lists what each plan unlocks and marks what this account lacks @phone", async ({ page }) => {
  await signUpAndIn(page, { tag: "plan" });
  await page.goto("/dashboard/plan");
  await expect(page.getByTestId("plan-FREE")).toContainText("Your plan");
  const lacking = page.getByTestId("plan-lacks");
  await expect(lacking.filter({ hasText: "POST /v1/career/salary/benchmark" })).toContainText("needs PRO");
  await expect(lacking.filter({ hasText: "lm-deep" })).toContainText("needs PLUS");
  await expect(page.getByTestId("plan-has").filter({ hasText: "POST /v1/career/cv/score" })).toContainText("in your plan");
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Switch to PLUS" }).click();
  await expect(page.getByTestId("plan-PLUS")).toContainText("Your plan");
  await expect(page.getByTestId("plan-lacks")).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

test("sign-in returns to the page that asked for it, and both forms explain bad input before sending @phone", async ({ page }) => {
  const email = uniqueEmail("return");
  await page.request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  await page.goto("/dashboard/plan");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fplan$/);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your e-mail address.")).toBeVisible();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid e-mail address, like name@example.com.")).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/plan$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plan" })).toBeVisible();
});

test("sign-up explains a short password, a wrong password and a taken e-mail", async ({ page }) => {
  const email = uniqueEmail("portal-wrong");
  await page.goto("/signup");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Use at least 8 characters (5 so far).")).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/keys$/);
  await page.context().clearCookies();

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

test("an unknown page is a branded 404 with the way on @phone", async ({ page }) => {
  const r = await page.goto("/no-such-page");
  expect(r?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Where to go instead" }).getByRole("link", { name: /API reference/ })).toHaveAttribute(
    "href",
    "/docs",
  );
  await expect(page.getByRole("link", { name: "CareerStack" }).first()).toBeVisible();
  const mode = await page.goto("/playground/life-sim/no-such-mode");
  expect(mode?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("a signed-in user uploads a DOCX and a PDF into the CV-score console (parsed in the worker of the built app)", async ({ page }) => {
  await signUpAndIn(page, { tag: "upload" });
  await page.goto("/playground/cv-score");
  const input = page.getByLabel("…or upload a PDF, DOCX or TXT (max 5 MB)");
  const cv = page.getByLabel("CV text");
  await expect(input).toBeEnabled();
  const files = [
    {
      name: "cv.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: docx(["Grace Hopper", "Compiler engineer with COBOL"]),
      expected: /Grace Hopper\s+Compiler engineer with COBOL/,
    },
    {
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: pdf(["Ada Lovelace, analytical engines"]),
      expected: /^Ada Lovelace, analytical engines$/,
    },
  ];
  for (const { expected, ...file } of files) {
    const call = page.waitForResponse((r) => r.url().endsWith("/api/playground/extract-text"));
    await input.setInputFiles(file);
    expect((await call).status()).toBe(200);
    await expect(cv).toHaveValue(expected);
  }
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
});
