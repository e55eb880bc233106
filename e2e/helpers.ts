import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "e2e-password-123";

let seq = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++seq}@example.com`;

/**
 * A new account, signed in in this page's browser context through next-auth's credentials endpoint (the
 * sign-up and sign-in forms have their own tests); `tier` switches the plan (the e2e server runs demo billing).
 */
export async function signUpAndIn(
  page: Page,
  opts: { tag?: string; tier?: "FREE" | "PRO" | "PLUS" | "ENTERPRISE" } = {},
): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(opts.tag ?? "e2e");
  const created = await page.request.post("/api/auth/signup", { data: { email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signed = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD, json: "true", callbackUrl: "/" },
  });
  expect(signed.status()).toBeLessThan(400);
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  expect(session.user?.email).toBe(email);
  if (opts.tier && opts.tier !== "FREE") expect((await page.request.post("/api/plan", { data: { tier: opts.tier } })).status()).toBe(200);
  return { email, id };
}

export interface CreatedKey {
  id: string;
  key: string;
  prefix: string;
}

export async function createKey(
  page: Page,
  data: { name?: string; family?: string; tier?: string; keyType?: string },
): Promise<CreatedKey> {
  const r = await page.request.post("/api/keys", { data });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as CreatedKey;
}

/** The page never scrolls sideways: its content fits the viewport's width. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal page overflow in px").toBeLessThanOrEqual(0);
}

/** axe-core (WCAG 2 A and AA rules, colour contrast included): no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
  // Soft: one run reports every page's violations, and the test still fails if there is any.
  expect.soft(serious, `axe on ${label}`).toEqual([]);
}

/** Uncaught page errors, collected for a final `expect(errors).toEqual([])`. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Whatever the app stored in localStorage, apart from the theme choice and next-auth's cross-tab sign-out signal. */
export async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((k) => k !== "cs.theme" && k !== "nextauth.message"));
}

export async function darkMode(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => window.localStorage.setItem("cs.theme", "dark"));
}
