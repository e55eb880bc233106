import { expect, test, type Page } from "@playwright/test";

// A first-time visitor with no key: every console that has a no-key route runs on its example inputs and shows a
// result; every keyed console renders and says which key it needs. Uncaught page errors fail the test.

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

const NO_KEY_CONSOLES = [
  { path: "/playground/cv-score", heading: "CV score", button: "Score CV", result: /^Score \d+ \/ 100$/, route: "/cstm/resume-score" },
  { path: "/playground/job-match", heading: "Job match", button: "Match", result: /^Match \d+ \/ 100$/, route: "/cstm/match" },
  { path: "/playground/skills-gap", heading: "Skills gap", button: "Analyse gap", result: /readiness \d+ \/ 100$/, route: "/cstm/skill-gap" },
  { path: "/playground/career-path", heading: "Career path", button: "Plan path", result: /^From /, route: "/cstm/career-path" },
  { path: "/playground/salary", heading: "Salary benchmark", button: "Benchmark", result: "Negotiation script", route: "/cstm/salary" },
];

for (const c of NO_KEY_CONSOLES) {
  test(`${c.path} runs without a key on its example inputs`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(c.path);
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
    await expect(page.getByText(/^No (score|match|analysis|path|benchmark) yet$/)).toBeVisible();
    const call = page.waitForResponse((r) => r.url().endsWith(c.route) && r.request().method() === "POST");
    await page.getByRole("button", { name: c.button, exact: true }).click();
    expect((await call).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: c.result })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("a wrong optional key gives a clear message and the way out", async ({ page }) => {
  await page.goto("/playground/career-path");
  await page.getByLabel("API key (optional)").fill(`csk_live_${"0".repeat(48)}`);
  await page.getByRole("button", { name: "Plan path", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: /\S/ });
  await expect(alert).toContainText("401");
  await expect(alert).toContainText("clear the key field");
  // Clearing the key goes back to the free route and the result appears.
  await page.getByLabel("API key (optional)").fill("");
  await page.getByRole("button", { name: "Plan path", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^From / })).toBeVisible();
});

test("the run button is reachable by keyboard and Enter runs the console", async ({ page }) => {
  await page.goto("/playground/salary");
  const button = page.getByRole("button", { name: "Benchmark", exact: true });
  await page.getByLabel("Skills (comma-separated)").focus();
  for (let i = 0; i < 12 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Negotiation script" })).toBeVisible();
});

test("the life-simulation index opens a mode that runs without a key", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/playground/life-sim");
  await expect(page.getByRole("heading", { level: 1, name: "Life simulation" })).toBeVisible();
  await expect(page.locator('a[href^="/playground/life-sim/"]')).toHaveCount(21);
  await page.getByRole("link", { name: /Life Trade-Off Slider/ }).click();
  await expect(page).toHaveURL(/\/playground\/life-sim\/tradeoff$/);
  await page.getByRole("button", { name: "Run simulation" }).click();
  const result = page.getByTestId("life-sim-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("Assumptions");
  expect(errors).toEqual([]);
});

const KEYED_CONSOLES = [
  { path: "/playground/cover-letter", heading: "Cover letters", family: "developer" },
  { path: "/playground/interview", heading: "Interview questions", family: "developer" },
  { path: "/playground/chat", heading: "Career chat", family: "developer" },
  { path: "/playground/match-jobs", heading: "Match jobs", family: "embedding" },
];

for (const c of KEYED_CONSOLES) {
  test(`${c.path} renders and asks for its ${c.family} key`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(c.path);
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
    await expect(page.getByLabel("API key (required)")).toBeVisible();
    await expect(page.getByText(`This console needs a ${c.family} key.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Keys page" })).toHaveAttribute("href", "/dashboard/keys");
    expect(errors).toEqual([]);
  });
}

test("on a phone-sized screen the playground does not scroll sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/playground/cv-score");
  await expect(page.getByRole("heading", { level: 1, name: "CV score" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a signed-out visitor is asked to sign in (or paste) instead of uploading a CV file", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/playground/cv-score");
  const note = page.getByTestId("upload-signin");
  await expect(note).toContainText("Sign in to upload a file (or paste the text).");
  await expect(note.getByRole("link", { name: "Sign in to upload a file" })).toHaveAttribute("href", "/signin?callbackUrl=%2Fplayground%2Fcv-score");
  await expect(page.getByLabel("…or upload a PDF, DOCX or TXT (max 5 MB)")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
