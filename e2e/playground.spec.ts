import { expect, test, type Page } from "@playwright/test";
import { createKey, expectNoHorizontalScroll, signUpAndIn, storedKeys, watchErrors } from "./helpers";

// A first-time visitor with no key: every console that has an open route runs on its example inputs.
const OPEN_CONSOLES = [
  { path: "/playground/cv-score", heading: "CV score", button: "Score CV", result: /^Score \d+ \/ 100$/, route: "/cstm/resume-score" },
  { path: "/playground/job-match", heading: "Job match", button: "Match", result: /^Match \d+ \/ 100$/, route: "/cstm/match" },
  {
    path: "/playground/skills-gap",
    heading: "Skills gap",
    button: "Analyse gap",
    result: /readiness \d+ \/ 100$/,
    route: "/cstm/skill-gap",
  },
  { path: "/playground/career-path", heading: "Career path", button: "Plan path", result: /^From /, route: "/cstm/career-path" },
  { path: "/playground/salary", heading: "Salary benchmark", button: "Benchmark", result: "Negotiation script", route: "/cstm/salary" },
];

async function viewCode(page: Page, tab: "curl" | "JavaScript" | "Python" | "Response JSON") {
  const inspector = page.getByTestId("request-inspector").first();
  await inspector.getByRole("tab", { name: tab }).click();
  return inspector.getByRole("tabpanel");
}

for (const c of OPEN_CONSOLES) {
  test(`${c.path} runs without a key on its example inputs and shows the code and raw JSON @phone`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(c.path);
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
    await expect(page.getByTestId("key-signin")).toContainText("Sign in");
    const call = page.waitForResponse((r) => new URL(r.url()).pathname === c.route && r.request().method() === "POST");
    await page.getByRole("button", { name: c.button, exact: true }).click();
    expect((await call).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: c.result })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
    // The raw answer, and code for the same request: an open route needs no key header.
    await expect(await viewCode(page, "Response JSON")).toContainText('"success": true');
    const curl = await viewCode(page, "curl");
    await expect(curl).toContainText(`-X POST '`);
    await expect(curl).toContainText(c.route);
    await expect(curl).not.toContainText("CAREERSTACK_KEY");
    await expect(await viewCode(page, "Python")).toContainText("import requests");
    await expectNoHorizontalScroll(page);
    expect(errors).toEqual([]);
  });
}

test("keyed consoles ask a signed-out visitor to sign in and come back @phone", async ({ page }) => {
  for (const [path, heading] of [
    ["/playground/cover-letter", "Cover letters"],
    ["/playground/interview", "Interview questions"],
    ["/playground/chat", "Career chat"],
    ["/playground/match-jobs", "Match jobs"],
    ["/playground/extract", "Entity extraction"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId("key-signin").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/signin?callbackUrl=${encodeURIComponent(path)}`,
    );
  }
  await page.getByTestId("key-signin").getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByText("Sign in to continue to /playground/extract.")).toBeVisible();
});

test("signed in, a console calls as a key picked from a menu: no pasting, nothing stored, the key never reaches the page @phone", async ({
  page,
}) => {
  await signUpAndIn(page, { tag: "pg-key" });
  const older = await createKey(page, { name: "backend", family: "developer" });
  const newer = await createKey(page, { name: "playground", family: "developer" });
  await page.goto("/playground/cv-score");
  const picker = page.getByLabel("Key", { exact: true });
  await expect(picker).toHaveValue(newer.id);
  await expect(picker.locator("option")).toHaveText([
    "No key: open route (limited per IP address)",
    /^playground · csk_free_v1_/,
    /^backend · csk_free_v1_/,
  ]);
  await picker.selectOption(older.id);
  await expect(page.getByTestId("route-notice")).toContainText("Calls POST /v1/career/cv/score as the selected key.");
  const call = page.waitForRequest((r) => r.url().endsWith("/api/playground/v1/career/cv/score"));
  await page.getByRole("button", { name: "Score CV", exact: true }).click();
  const sent = await call;
  expect(sent.headers()["x-playground-key-id"]).toBe(older.id);
  expect(sent.headers()["x-api-key"]).toBeUndefined();
  await expect(page.getByRole("heading", { level: 2, name: /^Score \d+ \/ 100$/ })).toBeVisible();
  // View code names the real route and reads the key from the environment.
  const curl = await viewCode(page, "curl");
  await expect(curl).toContainText("/v1/career/cv/score");
  await expect(curl).toContainText('-H "X-Api-Key: $CAREERSTACK_KEY"');
  const js = await viewCode(page, "JavaScript");
  await expect(js).toContainText('"X-Api-Key": process.env.CAREERSTACK_KEY,');
  await expect(await viewCode(page, "Response JSON")).toContainText('"ats_score"');
  const html = await page.content();
  for (const k of [older, newer]) expect(html).not.toContain(k.key);
  expect(await storedKeys(page)).toEqual([]);
  // The call counts against the picked key: it is in the request log under that key.
  const log = await (await page.request.get(`/api/usage/requests?keyId=${older.id}`)).json();
  expect(log.requests.map((r: { endpoint: string }) => r.endpoint)).toContain("/v1/career/cv/score");
});

test("a FREE account falls back to the open route, sees locks on PRO routes and models, and links to the plan @phone", async ({ page }) => {
  await signUpAndIn(page, { tag: "pg-free" });
  await createKey(page, { name: "free dev", family: "developer" });
  const errors = watchErrors(page);

  await page.goto("/playground/salary");
  const notice = page.getByTestId("route-notice");
  await expect(notice).toContainText("Calls POST /cstm/salary without a key.");
  await expect(notice).toContainText("needs PRO");
  await expect(notice.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/dashboard/plan");
  const call = page.waitForResponse((r) => r.url().endsWith("/cstm/salary"));
  await page.getByRole("button", { name: "Benchmark", exact: true }).click();
  expect((await call).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Negotiation script" })).toBeVisible();

  await page.goto("/playground/cover-letter");
  await expect(page.getByTestId("route-notice")).toContainText("This console needs the PRO plan.");
  await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeDisabled();
  await expect(page.getByLabel("Model")).toContainText("lm-standard 🔒 needs PRO");

  await page.goto("/playground/chat");
  const model = page.getByLabel("Model");
  await expect(model.locator('option[value="lm-standard"]')).toBeDisabled();
  await expect(model.locator('option[value="lm-deep"]')).toHaveText("lm-deep 🔒 needs PLUS");
  await expect(model.locator('option[value="lm-flash"]')).toBeEnabled();

  await page.goto("/playground");
  await expect(page.getByRole("link", { name: /STAR model answers/ })).toContainText("needs PRO");
  await expect(page.getByRole("link", { name: /Salary percentiles/ })).toContainText("PRO route; your plan uses the open one");
  expect(errors).toEqual([]);
});

test("failures say what to do: Retry only where it helps, links to the keys, plan and error pages", async ({ page }) => {
  await signUpAndIn(page, { tag: "pg-fail" });
  const dev = await createKey(page, { name: "limited", family: "developer" });
  await page.goto("/playground/cv-score");
  await expect(page.getByLabel("Key", { exact: true })).toHaveValue(dev.id);

  // Spend the key's per-minute window (FREE: 10/min) through the same proxy, then run the console: 429, Retry offered.
  for (let i = 0; i < 10; i++) {
    await page.request.post("/api/playground/v1/career/context", {
      headers: { "X-Playground-Key-Id": dev.id },
      data: { target_role: "QA" },
    });
  }
  await page.getByRole("button", { name: "Score CV", exact: true }).click();
  const limited = page.getByTestId("console-error");
  await expect(limited).toContainText("429 rate_limit_exceeded");
  await expect(limited.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(limited.getByRole("link", { name: "About rate_limit_exceeded" })).toHaveAttribute(
    "href",
    "/docs/errors#rate_limit_exceeded",
  );
  await expect(await viewCode(page, "Response JSON")).toContainText('"code": "rate_limit_exceeded"');

  // A key revoked meanwhile: not retryable, and the way out is the keys page.
  const transformer = await createKey(page, { name: "soon revoked", family: "transformer" });
  await page.goto("/playground/extract");
  await expect(page.getByLabel("Key", { exact: true })).toHaveValue(transformer.id);
  expect((await page.request.delete(`/api/keys/${transformer.id}`)).status()).toBe(200);
  await page.getByRole("button", { name: "Extract", exact: true }).click();
  const gone = page.getByTestId("console-error");
  await expect(gone).toContainText("404 not_found");
  await expect(gone.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("a tier error from the API links to the plan page (docs Try-it, FREE key on a PRO route)", async ({ page }) => {
  await signUpAndIn(page, { tag: "pg-tier" });
  await createKey(page, { name: "free", family: "developer" });
  await page.goto("/docs/api/post-v1-career-salary-benchmark");
  await page.getByRole("button", { name: "Send POST request" }).click();
  const err = page.getByTestId("console-error");
  await expect(err).toContainText("403 tier_required");
  await expect(err.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/dashboard/plan");
  await expect(err.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("chat streams as the picked key and shows the stream it received", async ({ page }) => {
  await signUpAndIn(page, { tag: "pg-chat" });
  await createKey(page, { name: "chat", family: "developer" });
  await page.goto("/playground/chat");
  await page.getByLabel("Message").fill("What does a data analyst earn in London?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(/finish_reason stop/)).toBeVisible();
  await expect(await viewCode(page, "Response JSON")).toContainText("data: [DONE]");
  await expect(await viewCode(page, "curl")).toContainText("curl -N -X POST");
});

test("the run button is reachable by keyboard and Enter runs the console", async ({ page }) => {
  await page.goto("/playground/salary");
  const button = page.getByRole("button", { name: "Benchmark", exact: true });
  // Focus only once the page has hydrated and its key menu has loaded: a late render moved focus away (flaky in CI).
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Skills (comma-separated)").focus();
  for (let i = 0; i < 12 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Negotiation script" })).toBeVisible();
});

test("input the API would refuse is caught in the form, by field, before any request @phone", async ({ page }) => {
  await page.goto("/playground/skills-gap");
  await page.getByLabel("Study hours per week").fill("500");
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/cstm/skill-gap")) sent++;
  });
  await page.getByRole("button", { name: "Analyse gap", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Study hours per week must be between 1 and 80.");
  expect(sent).toBe(0);
});

test("a signed-out visitor is asked to sign in (or paste) instead of uploading a CV file", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/playground/cv-score");
  const note = page.getByTestId("upload-signin");
  await expect(note).toContainText("Sign in to upload a file (or paste the text).");
  await expect(note.getByRole("link", { name: "Sign in to upload a file" })).toHaveAttribute(
    "href",
    "/signin?callbackUrl=%2Fplayground%2Fcv-score",
  );
  await expect(page.getByLabel("…or upload a PDF, DOCX or TXT (max 5 MB)")).toHaveCount(0);
  expect(errors).toEqual([]);
});
