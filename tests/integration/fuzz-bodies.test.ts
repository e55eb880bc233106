// Property-based bad input over every POST route: random JSON, wrong types, huge strings, deep nesting,
// unicode and injection strings — never a 5xx, always the family's documented error shape.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, makeKey, useTestApp, type TestKey } from "./helpers";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) routeFiles(p, out);
    else if (name === "route.ts") out.push(p);
  }
  return out;
}

const appDir = path.resolve("app");
const routes = routeFiles(appDir)
  .map((file) => ({
    file,
    url:
      "/" +
      path
        .relative(appDir, path.dirname(file))
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s))
        .join("/"),
  }))
  .filter((r) => !r.url.startsWith("/api/") && !r.url.includes("[...") && !r.url.includes("/chat/completions"));

const FIELDS = [
  "text",
  "cv_text",
  "job_description",
  "role",
  "country",
  "city",
  "mode",
  "input",
  "text_a",
  "text_b",
  "limit",
  "skills",
  "target_role",
  "current_skills",
  "count",
  "types",
  "candidateText",
  "jobDescription",
  "resumeText",
  "currentRole",
  "career",
  "values",
  "years",
  "age",
  "answers",
  "preferences",
  "decision",
  "email",
  "options",
  "context_id",
  "max_words",
];
const nasty = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "'; DROP TABLE accounts; --",
    "<script>alert(1)</script>",
    "{{7*7}}",
    "../../etc/passwd",
    "\u0000\uFFFF\uD83D",
    "NaN",
    "-1",
    "1e309",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant("x".repeat(20_000)),
);
const deep = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    nasty,
    fc.array(tie("node"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie("node"), { maxKeys: 3 }),
  ),
})).node;
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), deep, { maxKeys: 6 }),
  fc.anything({ maxDepth: 3 }),
  fc.constant(Array.from({ length: 200 }, () => ({ a: 1 }))),
);
const rawBody = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("{", "[1,2", '"unterminated', '{"a":}'));

function familyOf(url: string): "developer" | "embed" | "transformer" {
  if (url.startsWith("/v1/embed")) return "embed";
  if (url.startsWith("/v1/") || url.startsWith("/docs/")) return "developer";
  return "transformer";
}

function assertShape(url: string, status: number, b: unknown) {
  expect(status, `${url} answered ${status}: ${JSON.stringify(b).slice(0, 300)}`).toBeLessThan(500);
  if (status < 400) return;
  if (familyOf(url) === "transformer") {
    expect(b).toMatchObject({ success: false, error: expect.any(String), requestId: expect.any(String) });
  } else {
    expect(b).toMatchObject({ error: { code: expect.any(String), message: expect.any(String), docs: expect.any(String) } });
  }
}

describe("bad input never gets a 5xx", () => {
  const db = useTestApp();
  const keys = new Map<string, TestKey>();
  async function keyFor(url: string): Promise<TestKey> {
    if (!keys.has(url)) {
      const fam = familyOf(url);
      keys.set(url, await makeKey({ family: fam, tier: fam === "developer" ? "ENTERPRISE" : "enterprise" }));
    }
    return keys.get(url)!;
  }

  it.each(routes.map((r) => [r.url, r.file] as const))(
    "POST %s",
    async (url, file) => {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, Handler | undefined>;
      if (!mod.POST) return;
      const handler = mod.POST;
      const key = await keyFor(url);
      const params = Object.fromEntries([...url.matchAll(/\[(\w+)\]/g)].map((m) => [m[1], "zz_missing"]));
      const target = url.replace(/\[(\w+)\]/g, "zz_missing");
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          const r = await call(handler, target, { body: b, key: key.key, family: familyOf(url), params });
          assertShape(url, r.status, r.body);
        }),
        { numRuns: 6, seed: 42 },
      );
      await fc.assert(
        fc.asyncProperty(rawBody, async (raw) => {
          const r = await call(handler, target, { rawBody: raw, key: key.key, family: familyOf(url), params });
          assertShape(url, r.status, r.body);
        }),
        { numRuns: 3, seed: 7 },
      );
    },
    120_000,
  );

  it("a refused context request writes nothing", async () => {
    const mod = await import("@/app/(developer-api)/v1/career/context/route");
    const key = await makeKey({ tier: "ENTERPRISE" });
    const { db: d, t } = db();
    const count = async () => Number((await d.select({ n: sql<number>`count(*)` }).from(t.candidateContexts))[0].n);
    const before = await count();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("skills", "years_experience", "target_country", "preferences"),
          fc.oneof(fc.string(), fc.integer({ min: -5, max: -1 }), fc.constant({ nested: [1] })),
        ),
        async (b) => {
          const r = await call(mod.POST, "/v1/career/context", { body: { ...b, skills: 42 }, key: key.key });
          expect(r.status).toBe(400);
        },
      ),
      { numRuns: 20, seed: 1 },
    );
    expect(await count()).toBe(before);
  });
});
