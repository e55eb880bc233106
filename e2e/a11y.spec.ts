import { expect, test, type Page } from "@playwright/test";
import { createKey, darkMode, expectAccessible, signUpAndIn } from "./helpers";

// axe-core on every portal page, in the light and the dark theme: no serious or critical violation
// (colour contrast included). Pages are loaded signed in, with a key of each family, so the key menus,
// tables and dialogs are what axe sees; each console is run once so its result and View code are checked too.

const PUBLIC = [
  "/",
  "/signin",
  "/signup",
  "/docs",
  "/docs/errors",
  "/docs/api/post-v1-career-cv-score",
  "/docs/api/post-life-sim-stress-test",
  "/docs/api/post-api-keys-id-rotate",
  "/no-such-page",
];
const DASHBOARD = ["/dashboard/keys", "/dashboard/usage", "/dashboard/plan"];
const CONSOLES: [string, string | null][] = [
  ["/playground", null],
  ["/playground/cv-score", "Score CV"],
  ["/playground/job-match", "Match"],
  ["/playground/skills-gap", "Analyse gap"],
  ["/playground/career-path", "Plan path"],
  ["/playground/salary", "Benchmark"],
  ["/playground/cover-letter", "Generate"],
  ["/playground/interview", "Generate questions"],
  ["/playground/chat", null],
  ["/playground/embeddings", null],
  ["/playground/match-jobs", "Find matching jobs"],
  ["/playground/extract", "Extract"],
  ["/playground/life-sim", null],
  ["/playground/life-sim/stress-test", "Run simulation"],
];

async function checkAll(page: Page, theme: string) {
  for (const path of [...PUBLIC, ...DASHBOARD]) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `${path} (${theme})`);
  }
  for (const [path, run] of CONSOLES) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    if (run) {
      await page.getByRole("button", { name: run, exact: true }).click();
      await expect(page.getByTestId("request-inspector").first()).toBeVisible({ timeout: 30_000 });
    }
    await page.waitForLoadState("networkidle");
    await expectAccessible(page, `${path} (${theme})`);
  }
  // The dialogs of the keys page.
  await page.goto("/dashboard/keys");
  await page.getByRole("button", { name: "Create key", exact: true }).first().click();
  await expectAccessible(page, `create-key dialog (${theme})`);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("button", { name: /^Rotate key / })
    .filter({ visible: true })
    .first()
    .click();
  await expectAccessible(page, `rotate dialog (${theme})`);
}

async function setUp(page: Page) {
  await signUpAndIn(page, { tag: "a11y", tier: "PRO" });
  await createKey(page, { name: "a11y developer", family: "developer" });
  await createKey(page, { name: "a11y transformer", family: "transformer" });
  await createKey(page, { name: "a11y embedding", family: "embed" });
}

test("every portal page passes axe in the light theme", async ({ page }) => {
  test.setTimeout(300_000);
  await setUp(page);
  await checkAll(page, "light");
});

test("every portal page passes axe in the dark theme, on a phone @phone-only", async ({ page }) => {
  test.setTimeout(300_000);
  await darkMode(page);
  await setUp(page);
  await checkAll(page, "dark");
});
