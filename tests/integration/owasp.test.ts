// OWASP API Security Top 10 (2023) items that tests/integration/security.test.ts and the feature suites leave open;
// docs/security.md maps every item to the tests that prove it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/(developer-api)/v1/developer/register/route";
import { GET as usage } from "@/app/(developer-api)/v1/developer/usage/[developerId]/route";
import { POST as rotate } from "@/app/(developer-api)/v1/developer/keys/[id]/rotate/route";
import { GET as tiers } from "@/app/(developer-api)/v1/developer/tiers/route";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { GET as readContext } from "@/app/(developer-api)/v1/career/context/[id]/route";
import { POST as cvScore } from "@/app/(developer-api)/v1/career/cv/score/route";
import { GET as models } from "@/app/(developer-api)/v1/career/models/route";
import { POST as chat } from "@/app/(developer-api)/v1/career/chat/completions/route";
import { GET as transformerUsage } from "@/app/(transformer-api)/transformer/v1/usage/route";
import { POST as cstmSalary } from "@/app/(transformer-api)/cstm/salary/route";
import { POST as embed } from "@/app/(embed-api)/v1/embed/embed/route";
import { GET as docsModels } from "@/app/(embed-api)/docs/models/route";
import { GET as modelFile } from "@/app/models/embed-v1/[...file]/route";
import { GET as listKeys, POST as createPortalKey } from "@/app/api/keys/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import nextConfig, { pageCsp, workerCsp } from "@/next.config";
import { buildOpenApi } from "@/lib/contracts/openapi";
import { developerRoute, openRoute } from "@/lib/http/route";
import { checkAllowedUrl } from "@/lib/jobs/harvester";
import { getConfig, resetConfigForTests } from "@/lib/config";
import { setSessionForTests } from "@/lib/auth/session";
import { call, makeKey, useTestApp } from "./helpers";

type Json = Record<string, unknown>;
type ErrorBody = { error: { code: string; message: string; param?: string } };

async function registered(email: string, ip = "192.0.2.1") {
  const r = await call(register, "/v1/developer/register", { body: { email }, ip });
  expect(r.status).toBe(201);
  return r.body as { api_key: string; developer_id: string; key_id: string };
}

describe("OWASP API Security Top 10 (2023)", () => {
  const db = useTestApp();
  afterEach(() => {
    vi.restoreAllMocks();
    setSessionForTests(undefined);
  });

  it("API1: another developer's context_id passed to a career endpoint is 404 and leaks nothing (body and header)", async () => {
    const a = await registered("bola-a@example.com");
    const b = await registered("bola-b@example.com");
    const ctx = await call(createContext, "/v1/career/context", {
      key: a.api_key,
      body: { full_name: "Ada Secretname", cv_text: "Ada Secretname, nurse, 8 years of ICU experience." },
    });
    const id = ctx.body.context_id as string;
    const viaBody = await call<ErrorBody>(cvScore, "/v1/career/cv/score", { key: b.api_key, body: { context_id: id } });
    expect(viaBody.status).toBe(404);
    expect(viaBody.body.error).toMatchObject({ code: "not_found", param: "context_id" });
    const viaHeader = await call<ErrorBody>(cvScore, "/v1/career/cv/score", { key: b.api_key, body: {}, headers: { "X-Context-Id": id } });
    expect(viaHeader.status).toBe(404);
    for (const r of [viaBody, viaHeader]) expect(r.text).not.toContain("Secretname");
    // the owner still gets it: the 404 is about ownership, not a broken context
    expect((await call(cvScore, "/v1/career/cv/score", { key: a.api_key, body: { context_id: id } })).status).toBe(200);
  });

  it("API2: no plaintext key reaches the logs, even when a keyed request fails inside the handler", async () => {
    const lines: string[] = [];
    for (const m of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
        lines.push(
          args.map((x) => (x instanceof Error ? `${x.message}\n${x.stack}` : typeof x === "string" ? x : JSON.stringify(x))).join(" "),
        );
      });
    }
    const dev = await registered("logs@example.com");
    await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params: { developerId: dev.developer_id } });
    const wrong = dev.api_key.slice(0, -1) + (dev.api_key.endsWith("0") ? "1" : "0");
    await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: wrong, params: { developerId: dev.developer_id } });
    const failing = developerRoute(null, { endpoint: "/owasp/failing", minTier: null, countsQuota: false }, async () => {
      throw new Error("database password=hunter2 at /srv/internal/path.ts:42");
    });
    const r = await call<ErrorBody>(failing, "/owasp/failing", { key: dev.api_key });
    expect(r.status).toBe(500);
    expect(lines.join("\n")).toContain(r.headers.get("x-request-id")!); // the failure is logged, by request id
    expect(lines.join("\n")).not.toContain(dev.api_key);
    expect(lines.join("\n")).not.toContain(dev.api_key.slice(12)); // not even the secret part alone
  });

  it("API3: no response carries a key hash, password hash, session secret or internal account field", async () => {
    const dev = await registered("props@example.com");
    const tr = await makeKey({ family: "transformer", tier: "pro" });
    const ctx = await call(createContext, "/v1/career/context", { key: dev.api_key, body: { target_role: "Nurse" } });
    const su = await call(signup, "/api/auth/signup", { body: { email: "props-portal@example.com", password: "correct horse battery" } });
    setSessionForTests(su.body.id as string);
    const portalKey = await call(createPortalKey, "/api/keys", { body: { family: "transformer", tier: "free", name: "p" } });
    const texts = [
      ctx.text,
      portalKey.text,
      (await call(usage, `/v1/developer/usage/${dev.developer_id}`, { key: dev.api_key, params: { developerId: dev.developer_id } })).text,
      (
        await call(readContext, `/v1/career/context/${ctx.body.context_id}`, {
          key: dev.api_key,
          params: { id: ctx.body.context_id as string },
        })
      ).text,
      (await call(models, "/v1/career/models", { key: dev.api_key })).text,
      (await call(tiers, "/v1/developer/tiers")).text,
      (await call(transformerUsage, "/transformer/v1/usage", { key: tr.key, family: "transformer" })).text,
      (await call(docsModels, "/docs/models")).text,
      (await call(listKeys, "/api/keys")).text,
      (
        await call(usage, `/v1/developer/usage/${dev.developer_id}`, {
          key: `csk_free_v1_${"a".repeat(48)}`,
          params: { developerId: dev.developer_id },
        })
      ).text,
      (await call(rotate, `/v1/developer/keys/${dev.key_id}/rotate`, { key: dev.api_key, params: { id: dev.key_id }, body: {} })).text,
    ];
    const { db: d, t } = db();
    const secrets = [
      ...(await d.select({ h: t.apiKeys.keyHash }).from(t.apiKeys)).map((x) => x.h),
      ...(await d.select({ h: t.accounts.passwordHash }).from(t.accounts)).map((x) => x.h).filter((h): h is string => Boolean(h)),
      getConfig().AUTH_SECRET,
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const text of texts) {
      for (const s of secrets) expect(text).not.toContain(s);
      expect(text).not.toMatch(/key_?hash|password_?hash|"password"|auth_?secret/i);
    }
    // an invalid key is never echoed back
    expect(texts[9]).not.toContain("a".repeat(48));
  });

  it("API4: open and embedding routes refuse bodies over 1 MB with 413 in their own error shapes", async () => {
    const big = JSON.stringify({ role: "x".repeat(1_000_001) });
    const open = await call(cstmSalary, "/cstm/salary", { rawBody: big, ip: "198.51.100.77" });
    expect(open.status).toBe(413);
    expect(open.body).toMatchObject({ success: false, code: "payload_too_large", requestId: expect.any(String) });
    const em = await makeKey({ family: "embed", tier: "free" });
    const e = await call(embed, "/v1/embed/embed", {
      rawBody: JSON.stringify({ input: "y".repeat(1_000_001) }),
      key: em.key,
      family: "embed",
    });
    expect(e.status).toBe(413);
    expect(e.body).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("API5: account tiers are written only by the admin CLI and the BILLING_MODE-gated plan switch", () => {
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(name) && !name.endsWith(".test.ts") && /\bsetAccountTier\s*\(/.test(readFileSync(p, "utf8")))
          writers.push(path.relative(process.cwd(), p));
      }
    };
    for (const dir of ["app", "lib", "scripts"]) walk(path.resolve(dir));
    expect(writers.sort()).toEqual(["lib/platform/accounts.ts", "lib/portal/plan.ts", "scripts/admin.ts"]);
    const plan = readFileSync(path.resolve("lib/portal/plan.ts"), "utf8");
    expect(plan).toMatch(/BILLING_MODE !== "demo"[\s\S]*throw[\s\S]*setAccountTier/);
  });

  it("API6: a forged X-Forwarded-For gives a client no fresh bucket when no proxy is trusted (TRUST_PROXY unset)", async () => {
    // 192.0.2.50 is the socket peer scripts/server.mjs reports; the header is whatever the client made up
    for (let i = 0; i < 5; i++) {
      const r = await call(register, "/v1/developer/register", {
        body: { email: `xff${i}@example.com` },
        ip: "192.0.2.50",
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      expect(r.status).toBe(201);
    }
    const forged = await call<ErrorBody>(register, "/v1/developer/register", {
      body: { email: "xff5@example.com" },
      ip: "192.0.2.50",
      headers: { "x-forwarded-for": "203.0.113.99" },
    });
    expect(forged.status).toBe(429);
    expect(forged.body.error.code).toBe("rate_limit_exceeded");
    // the anonymous routes' per-IP window as well: 60 a minute, whatever the header says
    const open = openRoute(null, { endpoint: "/owasp/open" }, async () => ({ data: {} }));
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await call(open, "/cstm/owasp", {
            method: "POST",
            body: {},
            ip: "192.0.2.51",
            headers: { "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` },
          })
        ).status,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  });

  it("API6: behind TRUST_PROXY=1 the entry the proxy appended is the client; entries the client wrote are ignored", async () => {
    process.env.TRUST_PROXY = "1";
    resetConfigForTests();
    try {
      for (let i = 0; i < 5; i++) {
        const r = await call(register, "/v1/developer/register", {
          body: { email: `hop${i}@example.com` },
          ip: "10.0.0.2",
          headers: { "x-forwarded-for": `203.0.113.${i}, 198.51.100.20` },
        });
        expect(r.status).toBe(201);
      }
      const forged = await call<ErrorBody>(register, "/v1/developer/register", {
        body: { email: "hop5@example.com" },
        ip: "10.0.0.2",
        headers: { "x-forwarded-for": "203.0.113.99, 198.51.100.20" },
      });
      expect(forged.status).toBe(429);
      // another client behind the same proxy has its own budget
      const other = await call(register, "/v1/developer/register", {
        body: { email: "hop6@example.com" },
        ip: "10.0.0.2",
        headers: { "x-forwarded-for": "198.51.100.21" },
      });
      expect(other.status).toBe(201);
    } finally {
      delete process.env.TRUST_PROXY;
      resetConfigForTests();
    }
  });

  it("API7: the harvester's URL guard refuses look-alike hosts, credentials, metadata and internal addresses", () => {
    const allowed = ["boards-api.greenhouse.io"];
    expect(checkAllowedUrl("https://boards-api.greenhouse.io/v1/boards/acme/jobs", allowed).hostname).toBe("boards-api.greenhouse.io");
    for (const bad of [
      "https://boards-api.greenhouse.io.evil.example/jobs",
      "https://boards-api.greenhouse.io@evil.example/jobs",
      "https://user:pw@boards-api.greenhouse.io/jobs",
      "http://boards-api.greenhouse.io/jobs",
      "http://169.254.169.254/latest/meta-data/",
      "https://10.0.0.5/",
      "file:///etc/passwd",
      "gopher://boards-api.greenhouse.io/",
      "not a url",
    ]) {
      expect(() => checkAllowedUrl(bad, allowed), bad).toThrow();
    }
  });

  it("API8: pages get security headers, X-Powered-By is off, and a 500 shows no internals", async () => {
    expect(nextConfig.poweredByHeader).toBe(false);
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/:path*");
    const headers = Object.fromEntries((all?.headers ?? []).map((h) => [h.key.toLowerCase(), h.value]));
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": expect.any(String),
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const dev = await registered("misconfig@example.com");
    const failing = developerRoute(null, { endpoint: "/owasp/failing", minTier: null, countsQuota: false }, async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'secret') at /srv/app/lib/x.ts:1:1");
    });
    const r = await call<ErrorBody>(failing, "/owasp/failing", { key: dev.api_key });
    expect(r.status).toBe(500);
    expect(r.body.error.code).toBe("internal_error");
    expect(r.text).not.toMatch(/TypeError|secret|\/srv\/|\.ts:\d|\n\s+at /);
  });

  it("API8: pages get a Content-Security-Policy, the embedding worker's files a wider one, and HSTS on https origins", async () => {
    const directives = (csp: string) =>
      Object.fromEntries(
        csp
          .split(";")
          .map((d) => d.trim().split(/\s+/))
          .map(([k, ...v]) => [k, v]),
      );
    const page = directives(pageCsp(false));
    expect(page["default-src"]).toEqual(["'self'"]);
    // Next's inline bootstrap needs 'unsafe-inline'; eval is never allowed on a production page
    expect(page["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(page["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(page["connect-src"]).toEqual(["'self'"]);
    expect(page["object-src"]).toEqual(["'none'"]);
    expect(page["frame-ancestors"]).toEqual(["'none'"]);
    expect(page["base-uri"]).toEqual(["'self'"]);
    expect(page["form-action"]).toEqual(["'self'"]);
    // what the embedding worker does (read from its source: if that changes, revisit the policy) is what its policy allows
    const worker = directives(workerCsp());
    expect(readFileSync(path.resolve("components/embeddings/load-commonjs.ts"), "utf8")).toMatch(/new Function\(/);
    expect(worker["script-src"]).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(readFileSync(path.resolve("components/embeddings/embed.worker.ts"), "utf8")).toMatch(
      /URL\.createObjectURL\(new Blob\(\[files\.get\(wasm\)/,
    );
    expect(worker["connect-src"]).toEqual(["'self'", "blob:"]);
    const rules = await nextConfig.headers!();
    const csp = (source: string) => rules.find((r) => r.source === source)?.headers.find((h) => h.key === "Content-Security-Policy")?.value;
    expect(csp("/:path*")).toBe(pageCsp());
    expect(csp("/_next/static/:path*")).toBe(workerCsp());
    // the static rule comes last, so its policy replaces the page one for those files
    expect(rules.findIndex((r) => r.source === "/_next/static/:path*")).toBeGreaterThan(rules.findIndex((r) => r.source === "/:path*"));
    const hsts = async () =>
      (await nextConfig.headers!()).find((r) => r.source === "/:path*")?.headers.find((h) => h.key === "Strict-Transport-Security")?.value;
    const saved = process.env.PUBLIC_ORIGIN;
    try {
      delete process.env.PUBLIC_ORIGIN;
      expect(await hsts()).toBeUndefined();
      process.env.PUBLIC_ORIGIN = "https://api.example.com";
      expect(await hsts()).toBe("max-age=31536000; includeSubDomains");
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_ORIGIN;
      else process.env.PUBLIC_ORIGIN = saved;
    }
  });

  it("API8: the model-file route serves only allow-listed names, never other files (path traversal)", async () => {
    const get = (file: string[]) =>
      modelFile(new Request(`http://localhost/models/embed-v1/${file.join("/")}`), { params: Promise.resolve({ file }) });
    expect((await get(["manifest.json"])).status).toBe(200);
    for (const file of [
      ["..", "..", "..", "package.json"],
      ["../../../.env"],
      ["%2e%2e%2fpackage.json"],
      [".auth-secret"],
      ["..", "data", ".auth-secret"],
    ]) {
      const r = await get(file);
      expect(r.status, file.join("/")).toBe(404);
      expect(await r.text()).not.toMatch(/"dependencies"|[0-9a-f]{64}/);
    }
  });

  it("API9: every API route file is documented in /openapi.json", () => {
    const doc = buildOpenApi() as unknown as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`)));
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (name === "route.ts") {
          const url =
            "/" +
            path
              .relative(path.resolve("app"), dir)
              .split(path.sep)
              .filter((s) => !/^\(.*\)$/.test(s))
              .join("/");
          // catch-alls only answer 404s; /api/* is the portal's session API; /health and /openapi.json are infrastructure
          if (url.includes("[...") || url.startsWith("/api/") || url === "/health" || url === "/openapi.json") continue;
          const oaPath = url.replace(/\[(\w+)\]/g, "{$1}");
          for (const m of readFileSync(p, "utf8").matchAll(/export (?:const|(?:async )?function) (GET|POST|PUT|PATCH|DELETE)\b/g)) {
            if (!documented.has(`${m[1]} ${oaPath}`)) missing.push(`${m[1]} ${oaPath}`);
          }
        }
      }
    };
    walk(path.resolve("app"));
    expect(missing, `undocumented routes: ${missing.join(", ")}`).toEqual([]);
  });
});

describe("API10: unsafe consumption of the model backend", () => {
  useTestApp();
  let peer: Server;
  let key: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    // An OpenAI-compatible peer that answers 200 with replies that are not completions.
    peer = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        const model = (JSON.parse(data) as { model: string }).model;
        if (model === "peer-html") {
          res.writeHead(200, { "content-type": "text/html" });
          return res.end("<html><body>proxy login page</body></html>");
        }
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(
          JSON.stringify(
            model === "peer-number"
              ? { choices: [{ message: { role: "assistant", content: 42 } }] }
              : { id: "x", object: "chat.completion" },
          ),
        );
      });
    });
    await new Promise<void>((r) => peer.listen(0, "127.0.0.1", () => r()));
    key = (await makeKey({ tier: "PRO" })).key;
  });
  afterAll(async () => {
    for (const k of ["LLM_BASE_URL", "LLM_API_KEY", "LLM_MODEL_MAP"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetConfigForTests();
    peer.closeAllConnections();
    await new Promise((r) => peer.close(r));
  });

  it.each(["peer-empty", "peer-html", "peer-number"])(
    "a 200 reply that is not a completion (%s) becomes 503 model_unavailable, never passed through",
    async (upstream) => {
      process.env.LLM_BASE_URL = `http://127.0.0.1:${(peer.address() as AddressInfo).port}/v1`;
      process.env.LLM_MODEL_MAP = `lm-flash=${upstream}`;
      resetConfigForTests();
      const r = await call<ErrorBody & Json>(chat, "/v1/career/chat/completions", {
        key,
        body: { model: "lm-flash", messages: [{ role: "user", content: "How long should a CV be?" }] },
      });
      expect(r.status).toBe(503);
      expect(r.body.error.code).toBe("model_unavailable");
      expect(r.text).not.toMatch(/proxy login page|<html/);
    },
  );
});
