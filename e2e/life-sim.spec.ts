import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll } from "./helpers";

// The 21 life-simulation consoles, by the spec's route paths (mode order).
const MODES = [
  "future-self/simulate",
  "future-self/regret",
  "future-self/chat",
  "life-intel/identity/scan",
  "future-self/timeline",
  "life-intel/personality/profile",
  "life-intel/career/adaptive",
  "life-sim/parallel",
  "life-sim/stress-test",
  "life-sim/skill-heatmap",
  "life-sim/timing",
  "life-sim/salary-sim",
  "life-intel/burnout/predict",
  "life-intel/meaning-money",
  "life-intel/regret-stories",
  "life-sim/reality-feed",
  "life-sim/micro-internship",
  "life-sim/shadow-day",
  "life-sim/tradeoff",
  "life-intel/identity/evolution",
  "life-intel/wrong-path-alert",
];

async function run(page: Page, mode: string) {
  await page.goto(`/playground/life-sim/${mode}`);
  await page.getByRole("button", { name: "Run simulation" }).click();
  const result = page.getByTestId("life-sim-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}

test("the life-simulation index links all 21 modes", async ({ page }) => {
  await page.goto("/playground/life-sim");
  await expect(page.locator('a[href^="/playground/life-sim/"]')).toHaveCount(21);
});

for (const [i, path] of MODES.entries()) {
  test(`console ${i + 1} (${path}) renders a result without "undefined" or "null" in its text`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const result = await run(page, String(i + 1));
    await expect(result).not.toBeEmpty();
    const shown = (await result.innerText()).replace(/Full JSON[\s\S]*$/, "");
    expect(shown).not.toMatch(/\bundefined\b|\bNaN\b|Year null/);
    expect(errors).toEqual([]);
  });
}

test("the stress-test chart draws bars with named scenarios @phone", async ({ page }) => {
  const result = await run(page, "stress-test");
  const chart = result.locator("figure").filter({ hasText: "Chance of running out of savings" });
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  const labels = (await chart.locator("svg text").allTextContents()).join(" | ");
  expect(labels).toContain("job loss");
  expect(labels).not.toContain("undefined");
  // No other chart of the result is an empty frame with "undefined" labels (the recommendations are sentences, not chart data).
  await expect(result.locator("figure").filter({ hasText: "Recommendation score" })).toHaveCount(0);
});

test("future-self milestones read in time order and never say Year null", async ({ page }) => {
  const result = await run(page, "future-self");
  const items = await result.getByRole("heading", { name: "milestones" }).locator("xpath=following-sibling::ul[1]/li").allInnerTexts();
  expect(items.length).toBeGreaterThan(1);
  const years = items.map((t) => (/^Year (\d+)/.exec(t) ? Number(/^Year (\d+)/.exec(t)![1]) : Infinity));
  expect(years).toEqual([...years].sort((a, b) => a - b));
  expect(items.join("\n")).not.toContain("Year null");
});

test("parallel-life legends name the two careers; the heatmap legend explains all five colours", async ({ page }) => {
  const parallel = await run(page, "parallel-life");
  const legend = parallel.locator("figure").filter({ hasText: "Median salary, both lives" }).locator(".recharts-legend-wrapper");
  await expect(legend).toContainText("Software Developer");
  await expect(legend).toContainText("Registered Nurse");
  await expect(legend).not.toContainText("career 1");
  const heatmap = await run(page, "skill-heatmap");
  await expect(heatmap.getByTestId("heatmap-legend").locator("li")).toHaveText([
    "covered",
    "small gap (up to 0.3)",
    "gap (0.3–0.6)",
    "hardest gap (over 0.6)",
    "beyond the requirement",
  ]);
});

test("trade-off sliders never overlap their labels, on a phone too @phone", async ({ page }) => {
  await page.goto("/playground/life-sim/tradeoff");
  const group = page.getByRole("group", { name: /Preferences/ });
  for (const dim of ["money", "freedom", "growth"]) {
    const row = group.locator("label").filter({ has: page.getByLabel(`${dim} preference`) });
    const [label, slider, value] = await Promise.all([
      row.locator("span").first().boundingBox(),
      page.getByLabel(`${dim} preference`).boundingBox(),
      row.locator("span").last().boundingBox(),
    ]);
    expect(label!.x + label!.width).toBeLessThanOrEqual(slider!.x);
    expect(slider!.x + slider!.width).toBeLessThanOrEqual(value!.x);
  }
  await expectNoHorizontalScroll(page);
});

test("out-of-range numbers are caught in the form, by field, before any request @phone", async ({ page }) => {
  await page.goto("/playground/life-sim/burnout-risk");
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/life-intel/burnout/predict")) sent++;
  });
  await page.getByLabel("Weekly work hours").fill("200");
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByText("Weekly work hours must be between 0 and 120.").first()).toBeVisible();
  await expect(page.getByLabel("Weekly work hours")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(0);
  await page.getByLabel("Weekly work hours").fill("45");
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByTestId("life-sim-result")).toBeVisible({ timeout: 30_000 });
  expect(sent).toBe(1);
});

test("charts do not animate when the visitor asks for reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const still = await run(page, "stress-test");
  await expect(still.locator("figure[data-animated]").first()).toHaveAttribute("data-animated", "false");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const moving = await run(page, "stress-test");
  await expect(moving.locator("figure[data-animated]").first()).toHaveAttribute("data-animated", "true");
});
