import { expect, test, type Page } from "@playwright/test";
import { createKey, signUpAndIn } from "./helpers";

// The browser model is ~30 MB and is compiled by tfjs on a busy CI core: give its load generous time.
const MODEL_TIMEOUT = 120_000;

async function loadBrowserModel(page: Page) {
  // Hold one file back briefly so the progress bar is observable even when localhost serves 30 MB in an instant.
  await page.route("**/models/embed-v1/vocab.json*", async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.goto("/playground/embeddings");
  await page.getByRole("radio", { name: "Browser" }).check();
  await page.getByRole("button", { name: "Load model in this browser" }).click();
  // The progress bar appears first (bytes fetched / total), then the ready line replaces it.
  const bar = page.getByRole("progressbar", { name: "Model download" });
  await expect(bar).toBeVisible();
  // Every loading step is listed, the later ones (runtime, graph, warm-up) included, with the current one marked.
  const steps = page.getByRole("list", { name: "Loading steps" });
  await expect(steps.getByRole("listitem")).toHaveText([/Manifest/, /Download/, /Start runtime/, /Build graph/, /Warm up/]);
  await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
  const pct = Number(await bar.getAttribute("aria-valuenow"));
  expect(pct).toBeGreaterThanOrEqual(0);
  expect(pct).toBeLessThanOrEqual(100);
  await expect(page.getByTestId("model-ready")).toBeVisible({ timeout: MODEL_TIMEOUT });
  await expect(page.getByTestId("model-ready")).toContainText("wasm");
}

test("embeds a sentence in the browser without any key", async ({ page }) => {
  test.setTimeout(180_000);
  const manifest = await page.request.get("/models/embed-v1/manifest.json");
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).outputDim).toBe(384);
  expect((await page.request.get("/models/embed-v1/package.json")).status()).toBe(404);

  await loadBrowserModel(page);
  await page.getByLabel("Text", { exact: true }).fill("Data analyst with SQL, Python and Tableau dashboards for a retail chain.");
  await page.getByRole("button", { name: "Embed (browser)" }).click();
  await expect(page.getByTestId("vector-dims")).toHaveText("384", { timeout: MODEL_TIMEOUT });
  const norm = Number(await page.getByTestId("vector-norm").innerText());
  expect(norm).toBeCloseTo(1, 3);

  // Similarity in the browser: a paraphrase scores above an unrelated profession.
  await page.getByLabel("Text A").fill("Registered nurse caring for patients in intensive care.");
  await page.getByLabel("Text B").fill("ICU nurse providing critical care to hospital patients.");
  await page.getByRole("button", { name: "Compare (browser)" }).click();
  const close = Number((await page.getByTestId("similarity-result").innerText()).slice(0, 5));
  await page.getByLabel("Text B").fill("Forklift driver loading trucks in a warehouse.");
  await page.getByRole("button", { name: "Compare (browser)" }).click();
  await expect(page.getByTestId("similarity-result")).not.toContainText(close.toFixed(3));
  const far = Number((await page.getByTestId("similarity-result").innerText()).slice(0, 5));
  expect(close).toBeGreaterThan(far);
});

test("browser and server give the same vector within tolerance", async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndIn(page, { tag: "embed" });
  const created = await createKey(page, { name: "embed e2e", family: "embed" });
  expect(created.key).toMatch(/^cstm_em_/);

  await loadBrowserModel(page);
  // No pasting: the account's embedding key is picked from the menu, and only its id is sent.
  await expect(page.getByLabel("Key", { exact: true })).toHaveValue(created.id);
  // A text the concept channel reads (an abbreviation, a German label, slang, skills), so both channels are compared.
  await page.getByLabel("Text", { exact: true }).fill("RN and Krankenpfleger, ex-sparky; Python, PostgreSQL and AWS");
  await page.getByRole("button", { name: "Compare browser and server" }).click();
  const agreement = page.getByTestId("agreement");
  // The server loads its own model on first use, which can take a while on a cold instance.
  await expect(agreement).toBeVisible({ timeout: MODEL_TIMEOUT });
  await expect(agreement).toContainText("Same vector within tolerance");
  expect(Number(await page.getByTestId("agreement-cosine").innerText())).toBeGreaterThanOrEqual(0.999);
  // Same files, same WASM build, same pure concept-channel code: every dimension is equal, not just close.
  await expect(agreement).toContainText("bit-identical");
});
