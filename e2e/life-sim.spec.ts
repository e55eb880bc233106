import { expect, test } from "@playwright/test";

// The 21 life-simulation consoles, by the spec's route paths (mode order).
const MODES = [
  "future-self/simulate", "future-self/regret", "future-self/chat", "life-intel/identity/scan", "future-self/timeline",
  "life-intel/personality/profile", "life-intel/career/adaptive", "life-sim/parallel", "life-sim/stress-test",
  "life-sim/skill-heatmap", "life-sim/timing", "life-sim/salary-sim", "life-intel/burnout/predict",
  "life-intel/meaning-money", "life-intel/regret-stories", "life-sim/reality-feed", "life-sim/micro-internship",
  "life-sim/shadow-day", "life-sim/tradeoff", "life-intel/identity/evolution", "life-intel/wrong-path-alert",
];

test("the life-simulation index links all 21 modes", async ({ page }) => {
  await page.goto("/playground/life-sim");
  const links = page.locator('a[href^="/playground/life-sim/"]');
  await expect(links).toHaveCount(21);
});

for (const [i, path] of MODES.entries()) {
  test(`console ${i + 1} (${path}) renders a result`, async ({ page }) => {
    await page.goto(`/playground/life-sim/${i + 1}`);
    await page.getByRole("button", { name: "Run simulation" }).click();
    const result = page.getByTestId("life-sim-result");
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).not.toBeEmpty();
  });
}
