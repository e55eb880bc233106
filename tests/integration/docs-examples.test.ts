import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as proxyGet, POST as proxyPost } from "@/app/api/playground/[...path]/route";
import { POST as register } from "@/app/(developer-api)/v1/developer/register/route";
import { GET as tiers } from "@/app/(developer-api)/v1/developer/tiers/route";
import { GET as modelsDoc } from "@/app/(embed-api)/docs/models/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as signOutEverywhere } from "@/app/api/auth/sign-out-everywhere/route";
import { GET as listKeys, POST as createKey } from "@/app/api/keys/route";
import { DELETE as revokeKey, PATCH as renameKey } from "@/app/api/keys/[id]/route";
import { POST as rotateKey } from "@/app/api/keys/[id]/rotate/route";
import { GET as usage } from "@/app/api/usage/route";
import { GET as requestLog } from "@/app/api/usage/requests/route";
import { GET as getPlan, POST as setPlan } from "@/app/api/plan/route";
import { setSessionForTests } from "@/lib/auth/session";
import { resetConfigForTests } from "@/lib/config";
import { listOperations, type OpSummary } from "@/lib/portal/api-docs";
import { hasRequestExample, requestExample, responseExample } from "@/lib/portal/docs-examples";
import { call, makeKey, useTestApp, type CallResult } from "./helpers";

// Sends every documented operation's example request to its route and checks it succeeds; with
// UPDATE_DOCS_EXAMPLES=1 it records the responses the docs show (lib/portal/docs-responses.json).
const db = useTestApp();
const UPDATE = process.env.UPDATE_DOCS_EXAMPLES === "1";
const recorded: Record<string, { status: number; body: unknown }> = {};

type Handler = Parameters<typeof call>[0];
const PORTAL: Record<string, Handler> = {
  "POST /api/auth/signup": signup,
  "POST /api/auth/sign-out-everywhere": signOutEverywhere,
  "GET /api/keys": listKeys,
  "POST /api/keys": createKey,
  "PATCH /api/keys/{id}": renameKey,
  "DELETE /api/keys/{id}": revokeKey,
  "POST /api/keys/{id}/rotate": rotateKey,
  "GET /api/usage": usage,
  "GET /api/usage/requests": requestLog,
  "GET /api/plan": getPlan,
  "POST /api/plan": setPlan,
  "POST /v1/developer/register": register,
  "GET /v1/developer/tiers": tiers,
  "GET /docs/models": modelsDoc,
};

/** Runs last: they change the account (plan, sessions) or end a key. */
const LAST = new Set([
  "POST /api/plan",
  "POST /api/auth/sign-out-everywhere",
  "DELETE /api/keys/{id}",
  "POST /api/keys/{id}/rotate",
  "POST /v1/developer/keys/{id}/rotate",
]);

const KEY_SHAPED = /(csk_(?:live|test|free|secret)_(?:v1_)?|cstm_em_)([0-9a-f]{4})[0-9a-f]{44}/g;

/** What the docs show: keys redacted, long arrays cut to their first three items, long strings shortened. */
function forDocs(v: unknown): unknown {
  if (typeof v === "string") return (v.length > 600 ? `${v.slice(0, 600)}…` : v).replace(KEY_SHAPED, "$1$2…");
  if (Array.isArray(v)) return (v.length > 5 ? v.slice(0, 3) : v).map(forDocs);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, forDocs(x)]));
  return v;
}

function topKeys(body: unknown): string[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const b = body as Record<string, unknown>;
  const data =
    b.success === true && b.data && typeof b.data === "object" && !Array.isArray(b.data) ? Object.keys(b.data).map((k) => `data.${k}`) : [];
  return [...Object.keys(b), ...data];
}

describe("the docs' example requests", () => {
  const ops = listOperations();
  const ordered = [
    ...ops.filter((o) => !LAST.has(`${o.method.toUpperCase()} ${o.path}`)),
    ...ops.filter((o) => LAST.has(`${o.method.toUpperCase()} ${o.path}`)),
  ];

  it("exist for every operation that takes a body or path parameters, and are never schema placeholders", () => {
    for (const o of ops) {
      const needs = o.path.includes("{") || ["post", "patch", "put"].includes(o.method);
      if (needs && o.path !== "/api/auth/sign-out-everywhere")
        expect(hasRequestExample(o.method, o.path), `${o.method} ${o.path}`).toBe(true);
      expect(JSON.stringify(requestExample(o.method, o.path))).not.toMatch(/"string"/);
    }
  });

  it("succeed against their routes, and the recorded responses still match the routes' answers", { timeout: 240_000 }, async () => {
    const dev = await makeKey({ family: "developer", tier: "ENTERPRISE", email: "docs@example.com" });
    const account = dev.accountId;
    const { db: d, t } = db();
    await d.update(t.accounts).set({ passwordHash: "docs-session" }).where(eq(t.accounts.id, account));
    const transformer = await makeKey({ family: "transformer", tier: "enterprise", accountId: account });
    const embed = await makeKey({ family: "embed", tier: "enterprise", accountId: account });
    // Keys the destructive examples (rotate, revoke, rename) act on, one each.
    const spare: Record<string, string> = {
      "POST /v1/developer/keys/{id}/rotate": (await makeKey({ family: "developer", tier: "ENTERPRISE", accountId: account })).keyId,
      "POST /api/keys/{id}/rotate": (await makeKey({ family: "transformer", accountId: account })).keyId,
      "DELETE /api/keys/{id}": (await makeKey({ family: "transformer", accountId: account })).keyId,
      "PATCH /api/keys/{id}": (await makeKey({ family: "embed", accountId: account })).keyId,
    };
    setSessionForTests(account);
    const keyFor = { developer: dev, transformer, embed, open: transformer } as const;
    let contextId = "";

    const run = async (o: OpSummary): Promise<CallResult> => {
      const id = `${o.method.toUpperCase()} ${o.path}`;
      const ex = requestExample(o.method, o.path);
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(ex.params ?? {})) {
        params[k] = v === "$account" ? account : v === "$context" ? contextId : v === "$key" ? spare[id] : v;
      }
      const url = o.path.replace(/\{(\w+)\}/g, (_, k: string) => params[k]) + (ex.query ? `?${new URLSearchParams(ex.query)}` : "");
      const method = o.method.toUpperCase();
      if (o.auth === "none" || o.auth === "session") {
        // Plan changes need demo billing (the e2e server runs with it).
        if (id === "POST /api/plan") {
          process.env.BILLING_MODE = "demo";
          resetConfigForTests();
        }
        return call(PORTAL[id], url, { method, body: ex.body, params });
      }
      // API routes: through the playground proxy, as the account's key of the route's family.
      const key = keyFor[o.auth];
      return call(method === "GET" ? proxyGet : proxyPost, `/api/playground${url}`, {
        method,
        body: ex.body,
        headers: { "X-Playground-Key-Id": key.keyId },
        params: { path: url.slice(1).split("?")[0].split("/") as unknown as string },
      });
    };

    const failures: string[] = [];
    for (const o of ordered) {
      const id = `${o.method.toUpperCase()} ${o.path}`;
      setSessionForTests(account);
      const r = await run(o);
      if (id === "POST /v1/career/context") contextId = String((r.body as { context_id?: string }).context_id);
      if (r.status >= 300) {
        failures.push(`${id} → ${r.status} ${r.text.slice(0, 200)}`);
        continue;
      }
      recorded[id] = { status: r.status, body: forDocs(r.body) };
      const before = responseExample(o.method, o.path);
      if (!UPDATE) {
        if (!before) failures.push(`${id}: no recorded response (run with UPDATE_DOCS_EXAMPLES=1)`);
        else {
          if (before.status !== r.status) failures.push(`${id}: recorded status ${before.status}, route answered ${r.status}`);
          const live = new Set(topKeys(r.body));
          const gone = topKeys(before.body).filter((k) => !live.has(k));
          if (gone.length) failures.push(`${id}: the recorded example shows ${gone.join(", ")}, which the route no longer returns`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  afterAll(() => {
    setSessionForTests(undefined);
    delete process.env.BILLING_MODE;
    resetConfigForTests();
    if (UPDATE && Object.keys(recorded).length) {
      writeFileSync(path.resolve("lib/portal/docs-responses.json"), `${JSON.stringify(recorded, null, 2)}\n`);
    }
  });
});
