import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as signup } from "@/app/api/auth/signup/route";
import { GET as listKeys, POST as createKey } from "@/app/api/keys/route";
import { DELETE as revokeKey } from "@/app/api/keys/[id]/route";
import { POST as rotateKey } from "@/app/api/keys/[id]/rotate/route";
import { GET as usage } from "@/app/api/usage/route";
import { GET as getPlan, POST as setPlan } from "@/app/api/plan/route";
import { POST as register } from "@/app/(developer-api)/v1/developer/register/route";
import { setSessionForTests } from "@/lib/auth/session";
import {
  SIGNIN_FREE_FAILURES,
  SIGNIN_IP_LIMIT,
  SIGNIN_MAX_DELAY_S,
  SIGNIN_WINDOW_MS,
  SignInThrottled,
  signinDelaySeconds,
  verifyCredentials,
} from "@/lib/auth/credentials";
import { resetConfigForTests } from "@/lib/config";
import { HashGate, setHashGateForTests } from "@/lib/auth/passwords";
import { FAILED_SIGNUPS_PER_HOUR } from "@/lib/platform/signup-budget";
import { buildAuthOptions } from "@/lib/auth/options";
import { authenticateKey } from "@/lib/platform/key-store";
import { recordUsage } from "@/lib/platform/usage";
import { transformerRoute } from "@/lib/http/route";
import { setClockForTests } from "@/lib/platform/clock";
import { z } from "zod";
import { encode } from "next-auth/jwt";
import NextAuth, { getServerSession, type NextAuthOptions } from "next-auth";
import { POST as signOutEverywhere } from "@/app/api/auth/sign-out-everywhere/route";
import { clearSessionCacheForTests, SessionRevoked } from "@/lib/auth/revocation";
import { findAccountById } from "@/lib/platform/accounts";
import { call, useTestApp } from "./helpers";

const echoKeyed = transformerRoute(z.object({ text: z.string() }), { endpoint: "/transformer/v1/echo" }, async ({ body }) => ({
  data: body,
}));

type Json = Record<string, unknown>;
type ErrorJson = { error: { code: string; message: string; docs: string; param?: string } };

let seq = 0;
const email = () => `p-${Date.now()}-${++seq}@example.com`;

async function newUser(): Promise<{ id: string; email: string }> {
  const e = email();
  const r = await call(signup, "/api/auth/signup", { body: { email: e, password: "correct horse battery" } });
  expect(r.status).toBe(201);
  return { id: r.body.id as string, email: e };
}

function as(accountId: string | null) {
  setSessionForTests(accountId);
}

/** Signs in through the credentials provider and returns the JWT claims next-auth would put in the cookie. */
async function signedInToken(opts: NextAuthOptions, userEmail: string): Promise<Record<string, unknown>> {
  const provider = opts.providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
  };
  const user = await provider.options.authorize(
    { email: userEmail, password: "correct horse battery" },
    { headers: { "x-forwarded-for": "203.0.113.50" } },
  );
  expect(user).toBeTruthy();
  const token = await opts.callbacks!.jwt!({ token: { email: userEmail }, user: user as never, account: null } as never);
  return { ...token, exp: Math.floor(Date.now() / 1000) + 3600 };
}

/** What next-auth's session check (getServerSession, /api/auth/session) makes of a cookie holding these claims. */
async function sessionFromCookie(opts: NextAuthOptions, claims: Record<string, unknown>) {
  const cookie = await encode({ token: claims, secret: opts.secret! });
  const res = { getHeader: () => undefined, setHeader: () => undefined, setCookie: () => undefined };
  return getServerSession({ headers: {}, cookies: { "next-auth.session-token": cookie } } as never, res as never, opts);
}

/** next-auth's pages-API handler, called in process: action, method, cookies and body; returns status, body and cookies set. */
async function nextAuthApi(
  opts: NextAuthOptions,
  action: string,
  req: { method: string; cookies?: Record<string, string>; body?: Record<string, string> },
) {
  const headers = new Map<string, unknown>();
  let status = 200;
  let body: unknown;
  const res = {
    status(n: number) {
      status = n;
      return res;
    },
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    setHeader: (k: string, v: unknown) => void headers.set(k.toLowerCase(), v),
    send: (b: unknown) => void (body = b),
    json: (b: unknown) => void (body = b),
    end: () => undefined,
  };
  await NextAuth(
    {
      query: { nextauth: [action] },
      method: req.method,
      cookies: req.cookies ?? {},
      body: req.body ?? {},
      headers: { host: "localhost" },
    } as never,
    res as never,
    opts,
  );
  const set = ([] as string[]).concat((headers.get("set-cookie") as string[] | undefined) ?? []);
  const cookies = Object.fromEntries(set.map((c) => c.split(";")[0].split("=")).map(([k, ...v]) => [k, decodeURIComponent(v.join("="))]));
  return { status, body, cookies };
}

describe("portal", () => {
  useTestApp();
  afterEach(() => {
    setSessionForTests(undefined);
    delete process.env.BILLING_MODE;
    resetConfigForTests();
  });

  it("signs up (201), refuses a taken e-mail (409) and short passwords (400)", async () => {
    const e = email();
    const a = await call(signup, "/api/auth/signup", { body: { email: e, password: "longenough", name: "Ada" } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ email: e, name: "Ada", tier: "FREE", linkedDeveloperAccount: false });
    const again = await call<ErrorJson>(signup, "/api/auth/signup", { body: { email: e.toUpperCase(), password: "longenough" } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("email_taken");
    expect(again.body.error.docs).toMatch(/\/docs\/errors#email_taken$/);
    const short = await call<ErrorJson>(signup, "/api/auth/signup", { body: { email: email(), password: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.error.param).toBe("password");
  });

  it("limits successful sign-ups per address (REGISTER_LIMIT_PER_HOUR); failures spend a separate budget", async () => {
    process.env.REGISTER_LIMIT_PER_HOUR = "2";
    resetConfigForTests();
    try {
      const ip = "198.51.100.7";
      const taken = (await newUser()).email;
      for (let i = 0; i < 3; i++)
        expect((await call(signup, "/api/auth/signup", { body: { email: taken, password: "longenough" }, ip })).status).toBe(409);
      expect((await call(signup, "/api/auth/signup", { body: { email: email(), password: "longenough" }, ip })).status).toBe(201);
      expect((await call(signup, "/api/auth/signup", { body: { email: email(), password: "longenough" }, ip })).status).toBe(201);
      const third = await call<ErrorJson>(signup, "/api/auth/signup", { body: { email: email(), password: "longenough" }, ip });
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe("rate_limit_exceeded");
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(
        (await call(signup, "/api/auth/signup", { body: { email: email(), password: "longenough" }, ip: "198.51.100.8" })).status,
      ).toBe(201);
    } finally {
      delete process.env.REGISTER_LIMIT_PER_HOUR;
      resetConfigForTests();
    }
  });

  it("checks the account before hashing and counts refused sign-ups: a flood from one address stops at the failure budget", async () => {
    const ip = "198.51.100.20";
    const apiEmail = email();
    expect((await call(register, "/v1/developer/register", { body: { email: apiEmail }, ip: "192.0.2.22" })).status).toBe(201);
    const hash = vi.spyOn(bcrypt, "hash");
    const compare = vi.spyOn(bcrypt, "compare");
    try {
      const statuses: number[] = [];
      for (let i = 0; i < FAILED_SIGNUPS_PER_HOUR + 10; i++) {
        // no developer_key for an API-registered e-mail: refused, and nothing may be stored
        const r = await call<ErrorJson>(signup, "/api/auth/signup", { body: { email: apiEmail, password: `guess-${i}-long` }, ip });
        statuses.push(r.status);
        if (r.status === 429) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, FAILED_SIGNUPS_PER_HOUR).every((x) => x === 409)).toBe(true);
      expect(statuses.slice(FAILED_SIGNUPS_PER_HOUR).every((x) => x === 429)).toBe(true);
      // one bcrypt operation per refusal (a dummy, for uniform timing), none once the budget is spent,
      // and never a real hash of a password that is then thrown away
      expect(hash).not.toHaveBeenCalled();
      expect(compare).toHaveBeenCalledTimes(FAILED_SIGNUPS_PER_HOUR);
      // the same budget covers POST /v1/developer/register from that address
      expect((await call(register, "/v1/developer/register", { body: { email: email() }, ip })).status).toBe(429);
      // another address is not affected
      expect(
        (await call(signup, "/api/auth/signup", { body: { email: email(), password: "longenough" }, ip: "198.51.100.21" })).status,
      ).toBe(201);
    } finally {
      hash.mockRestore();
      compare.mockRestore();
    }
  });

  it("bounds concurrent bcrypt work: with the hashing queue full, sign-up is 503 with Retry-After and sign-in is refused", async () => {
    const u = await newUser();
    const gate = new HashGate(1, 0);
    setHashGateForTests(gate);
    let release!: () => void;
    const held = gate.run(() => new Promise<void>((r) => (release = r)));
    try {
      const busy = await call<ErrorJson>(signup, "/api/auth/signup", {
        body: { email: email(), password: "longenough" },
        ip: "198.51.100.30",
      });
      expect(busy.status).toBe(503);
      expect(busy.body.error.code).toBe("service_unavailable");
      expect(Number(busy.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      await expect(verifyCredentials(u.email, "correct horse battery", "198.51.100.30")).rejects.toThrow(/busy/);
    } finally {
      release();
      await held;
      setHashGateForTests(undefined);
    }
    // A 503 spent neither budget: the same address signs up and in as soon as a slot is free.
    expect((await call(signup, "/api/auth/signup", { body: { email: email(), password: "longenough" }, ip: "198.51.100.30" })).status).toBe(
      201,
    );
    expect(await verifyCredentials(u.email, "correct horse battery", "198.51.100.30")).toMatchObject({ id: u.id });
  });

  it("verifies credentials with bcrypt; successful sign-ins never count against any budget", async () => {
    const u = await newUser();
    for (let i = 0; i < SIGNIN_IP_LIMIT + 5; i++)
      expect(await verifyCredentials(u.email, "correct horse battery", "10.0.0.1")).toMatchObject({ id: u.id });
    expect(await verifyCredentials(u.email, "wrong password", "10.0.0.1")).toBeNull();
    expect(await verifyCredentials("nobody@example.com", "whatever1", "10.0.0.1")).toBeNull();
    expect(await verifyCredentials("", "whatever1", "10.0.0.1")).toBeNull();
  });

  it("wrong passwords from other addresses never lock the owner out", async () => {
    const u = await newUser();
    // 30 wrong passwords from 10 addresses, all within a second: the old per-account budget (10 per
    // 15 minutes) locked the owner out here
    for (let a = 0; a < 10; a++) {
      for (let i = 0; i < SIGNIN_FREE_FAILURES; i++)
        await verifyCredentials(u.email, `guess-${a}-${i}`, `10.9.${a}.1`).catch(() => undefined);
    }
    // the owner, from their own address, signs in at once
    expect(await verifyCredentials(u.email, "correct horse battery", "10.0.2.1")).toMatchObject({ id: u.id });
  });

  it("slows one address down on one account with a growing wait, and the wait cannot be skipped by guessing right", async () => {
    const u = await newUser();
    const ip = "10.0.3.1";
    let t = Date.now();
    setClockForTests(() => t);
    for (let i = 0; i < SIGNIN_FREE_FAILURES; i++) expect(await verifyCredentials(u.email, "wrong password", ip)).toBeNull();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const throttled = await verifyCredentials(u.email, "wrong password", ip).catch((e: unknown) => e);
      expect(throttled).toBeInstanceOf(SignInThrottled);
      const wait = (throttled as SignInThrottled).retryAfter;
      waits.push(wait);
      // still waiting one second early, even with the right password (it is not even compared)
      t += (wait - 1) * 1000;
      if (wait > 1) await expect(verifyCredentials(u.email, "correct horse battery", ip)).rejects.toBeInstanceOf(SignInThrottled);
      t += 1000;
      expect(await verifyCredentials(u.email, "wrong password", ip)).toBeNull();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    expect(signinDelaySeconds(100)).toBe(SIGNIN_MAX_DELAY_S);
    // the same address is not slowed down on another account, nor another address on this one
    const other = await newUser();
    expect(await verifyCredentials(other.email, "correct horse battery", ip)).toMatchObject({ id: other.id });
    expect(await verifyCredentials(u.email, "correct horse battery", "10.0.3.2")).toMatchObject({ id: u.id });
    // after the wait the right password works and clears the pair: the next typo is not delayed
    t += 32_000;
    expect(await verifyCredentials(u.email, "correct horse battery", ip)).toMatchObject({ id: u.id });
    expect(await verifyCredentials(u.email, "wrong password", ip)).toBeNull();
    // a pair quiet for a whole window starts over
    for (let i = 0; i < SIGNIN_FREE_FAILURES; i++) {
      t += 20_000;
      await verifyCredentials(u.email, "wrong password", ip);
    }
    await expect(verifyCredentials(u.email, "wrong password", ip)).rejects.toBeInstanceOf(SignInThrottled);
    t += SIGNIN_WINDOW_MS;
    expect(await verifyCredentials(u.email, "wrong password", ip)).toBeNull();
    expect(await verifyCredentials(u.email, "wrong password", ip)).toBeNull();
  });

  it("keeps a per-address budget across accounts, so one address cannot spray many accounts", async () => {
    const victims = await Promise.all([newUser(), newUser(), newUser()]);
    const ip = "10.0.4.1";
    let t = Date.now();
    setClockForTests(() => t);
    for (let i = 0; i < SIGNIN_IP_LIMIT; i++) {
      // one guess per account: no pair ever waits, only the address budget can stop this
      expect(await verifyCredentials(i < 3 ? victims[i].email : `spray-${i}@example.com`, "password-guess", ip)).toBeNull();
    }
    const stopped = await verifyCredentials(`spray-last@example.com`, "password-guess", ip).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(SignInThrottled);
    expect((stopped as SignInThrottled).retryAfter).toBeGreaterThan(0);
    expect(await verifyCredentials(victims[0].email, "correct horse battery", "10.0.4.2")).toMatchObject({ id: victims[0].id });
    t += SIGNIN_WINDOW_MS;
    expect(await verifyCredentials(victims[1].email, "correct horse battery", ip)).toMatchObject({ id: victims[1].id });
  });

  it("wires next-auth: JWT sessions, credentials authorize, account id in the session", async () => {
    const u = await newUser();
    const opts = buildAuthOptions();
    expect(opts.session?.strategy).toBe("jwt");
    expect(opts.useSecureCookies).toBe(false);
    expect(opts.secret).toBeTruthy();
    const provider = opts.providers[0] as unknown as {
      options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    const user = await provider.options.authorize(
      { email: u.email.toUpperCase(), password: "correct horse battery" },
      { headers: { "x-forwarded-for": "203.0.113.9" } },
    );
    expect(user).toMatchObject({ id: u.id, email: u.email });
    expect(await provider.options.authorize({ email: u.email, password: "nope-nope" }, { headers: {} })).toBeNull();
    const token = await opts.callbacks!.jwt!({ token: {}, user: user as never, account: null } as never);
    expect(token.sub).toBe(u.id);
    const session = await opts.callbacks!.session!({ session: { user: { email: u.email }, expires: "" }, token } as never);
    expect((session.user as { id: string }).id).toBe(u.id);
  });

  it("sign-out everywhere ends every session of the account, also after a restart, and a new sign-in works", async () => {
    const u = await newUser();
    const opts = buildAuthOptions();
    const deviceA = await signedInToken(opts, u.email);
    const deviceB = await signedInToken(opts, u.email);
    expect(await sessionFromCookie(opts, deviceA)).toMatchObject({ user: { id: u.id } });
    expect(await sessionFromCookie(opts, deviceB)).toMatchObject({ user: { id: u.id } });

    as(u.id);
    const r = await call<Json>(signOutEverywhere, "/api/auth/sign-out-everywhere", { body: {} });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ signedOut: true });
    as(null);
    // at once on this instance, and from the database for an instance that never saw the request (or a restart)
    for (const fresh of [false, true]) {
      if (fresh) clearSessionCacheForTests();
      expect(await sessionFromCookie(opts, deviceA)).toBeNull();
      expect(await sessionFromCookie(opts, deviceB)).toBeNull();
    }
    await expect(opts.callbacks!.jwt!({ token: deviceA } as never)).rejects.toBeInstanceOf(SessionRevoked);
    // the account itself is fine: signing in again gives a working session
    const again = await signedInToken(opts, u.email);
    expect(await sessionFromCookie(opts, again)).toMatchObject({ user: { id: u.id } });
    // the route needs a session and a same-site origin like every session route
    expect((await call(signOutEverywhere, "/api/auth/sign-out-everywhere", { body: {} })).status).toBe(401);
    as(u.id);
    expect(
      (await call(signOutEverywhere, "/api/auth/sign-out-everywhere", { body: {}, headers: { origin: "https://evil.example" } })).status,
    ).toBe(403);
  });

  it("sign-out ends that session on the server: a copy of its cookie stops working, other sessions stay", async () => {
    const u = await newUser();
    const opts = buildAuthOptions();
    const kept = await signedInToken(opts, u.email);
    const leaving = await signedInToken(opts, u.email);
    const cookie = await encode({ token: leaving, secret: opts.secret! });
    // next-auth's own sign-out endpoint (CSRF token first, as the browser does)
    const csrf = await nextAuthApi(opts, "csrf", { method: "GET" });
    const csrfCookie = csrf.cookies["next-auth.csrf-token"];
    const out = await nextAuthApi(opts, "signout", {
      method: "POST",
      cookies: { "next-auth.csrf-token": csrfCookie, "next-auth.session-token": cookie },
      body: { csrfToken: (csrf.body as { csrfToken: string }).csrfToken, json: "true" },
    });
    expect(out.status).toBe(200);
    expect(out.cookies["next-auth.session-token"]).toBe("");
    clearSessionCacheForTests();
    expect(await sessionFromCookie(opts, leaving)).toBeNull();
    expect(await sessionFromCookie(opts, kept)).toMatchObject({ user: { id: u.id } });
  });

  it("a password change ends the account's sessions (claiming an API-registered account sets one)", async () => {
    const e = email();
    const reg = await call(register, "/v1/developer/register", { body: { email: e }, ip: "192.0.2.40" });
    const before = await findAccountById(reg.body.developer_id as string);
    await call(signup, "/api/auth/signup", { body: { email: e, password: "longenough", developer_key: reg.body.api_key } });
    const after = await findAccountById(reg.body.developer_id as string);
    expect(after!.sessionVersion).toBe(before!.sessionVersion + 1);
    const token = { sub: after!.id, sv: before!.sessionVersion, sid: "old-session" };
    clearSessionCacheForTests();
    expect(await sessionFromCookie(buildAuthOptions(), token)).toBeNull();
  });

  it("a flood of malformed session cookies logs one short line a minute, not a stack trace each", async () => {
    const lines: string[] = [];
    for (const m of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, m).mockImplementation(
        (...args: unknown[]) =>
          void lines.push(
            args.map((x) => (x instanceof Error ? `${x.message}\n${x.stack}` : typeof x === "string" ? x : JSON.stringify(x))).join(" "),
          ),
      );
    }
    let t = Date.now();
    setClockForTests(() => t);
    try {
      const opts = buildAuthOptions();
      const res = { getHeader: () => undefined, setHeader: () => undefined, setCookie: () => undefined };
      const ask = (cookie: string) =>
        getServerSession({ headers: {}, cookies: { "next-auth.session-token": cookie } } as never, res as never, opts);
      for (let i = 0; i < 40; i++) expect(await ask(`not-a-jwt-${i}`)).toBeNull();
      const errors = () => lines.filter((l) => l.includes("JWT_SESSION_ERROR"));
      expect(errors()).toHaveLength(1);
      expect(errors()[0]).toMatch(/^\[auth\] JWT_SESSION_ERROR: .{1,220}$/);
      t += 61_000;
      expect(await ask("still-not-a-jwt")).toBeNull();
      expect(errors()).toHaveLength(2);
      expect(errors()[1]).toContain("+39 more");
      expect(lines.join("\n")).not.toMatch(/\n\s+at |node_modules/);
    } finally {
      vi.restoreAllMocks();
      setClockForTests(null);
    }
  });

  it("lets an API-registered developer claim the account with one of their keys", async () => {
    const e = email();
    const reg = await call(register, "/v1/developer/register", { body: { email: e }, ip: "192.0.2.10" });
    expect(reg.status).toBe(201);
    const noKey = await call<ErrorJson>(signup, "/api/auth/signup", { body: { email: e, password: "longenough" } });
    expect(noKey.status).toBe(409);
    expect(noKey.body.error.param).toBe("developer_key");
    const other = await call(register, "/v1/developer/register", { body: { email: email() }, ip: "192.0.2.10" });
    const wrong = await call<ErrorJson>(signup, "/api/auth/signup", {
      body: { email: e, password: "longenough", developer_key: other.body.api_key },
    });
    expect(wrong.status).toBe(403);
    const ok = await call(signup, "/api/auth/signup", { body: { email: e, password: "longenough", developer_key: reg.body.api_key } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ id: reg.body.developer_id, linkedDeveloperAccount: true });
    as(ok.body.id as string);
    const list = await call<{ keys: { id: string; family: string }[] }>(listKeys, "/api/keys");
    expect(list.body.keys.map((k) => k.id)).toContain(reg.body.key_id);
    const twice = await call<ErrorJson>(signup, "/api/auth/signup", {
      body: { email: e, password: "another1", developer_key: reg.body.api_key },
    });
    expect(twice.status).toBe(409);
  });

  it("answers 401 without a session on every session route", async () => {
    as(null);
    const results = await Promise.all([
      call<ErrorJson>(listKeys, "/api/keys"),
      call<ErrorJson>(createKey, "/api/keys", { body: {} }),
      call<ErrorJson>(revokeKey, "/api/keys/key_x", { method: "DELETE", params: { id: "key_x" } }),
      call<ErrorJson>(rotateKey, "/api/keys/key_x/rotate", { body: {}, params: { id: "key_x" } }),
      call<ErrorJson>(usage, "/api/usage"),
      call<ErrorJson>(setPlan, "/api/plan", { body: { tier: "PRO" } }),
    ]);
    for (const r of results) {
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe("unauthorized");
    }
  });

  it("refuses cross-site state changes made with the session cookie", async () => {
    const u = await newUser();
    as(u.id);
    const evil = await call<ErrorJson>(createKey, "/api/keys", { body: {}, headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe("forbidden");
    expect((await call(createKey, "/api/keys", { body: {}, headers: { origin: "http://localhost" } })).status).toBe(201);
    expect((await call(listKeys, "/api/keys", { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("creates, lists, rotates and revokes keys; the plaintext is shown once", async () => {
    const u = await newUser();
    as(u.id);
    const made = await call<Json>(createKey, "/api/keys", { body: { name: "CI", family: "transformer", keyType: "test" } });
    expect(made.status).toBe(201);
    expect(made.body.key).toMatch(/^csk_test_[0-9a-f]{48}$/);
    expect(made.body).toMatchObject({ family: "transformer", tier: "free", keyType: "test", name: "CI" });
    const embed = await call<Json>(createKey, "/api/keys", { body: { family: "embed" } });
    expect(embed.body.key).toMatch(/^cstm_em_[0-9a-f]{48}$/);
    const dev = await call<Json>(createKey, "/api/keys", { body: { family: "developer" } });
    expect(dev.body.key).toMatch(/^csk_free_v1_[0-9a-f]{48}$/);

    const list = await call(listKeys, "/api/keys");
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(made.body.key as string);
    const keys = list.body.keys as Json[];
    expect(keys.map((k) => k.family).sort()).toEqual(["developer", "embed", "transformer"]);
    expect(keys.every((k) => !("key" in k))).toBe(true);

    const rotated = await call<Json>(rotateKey, "/api/keys/x/rotate", { body: {}, params: { id: made.body.id as string } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.key).toMatch(/^csk_test_/);
    expect(await authenticateKey(made.body.key as string, "transformer")).toBeNull();
    expect(await authenticateKey(rotated.body.key as string, "transformer")).not.toBeNull();

    const del = await call<Json>(revokeKey, "/api/keys/x", { method: "DELETE", params: { id: rotated.body.id as string } });
    expect(del.status).toBe(200);
    expect(del.body.status).toBe("revoked");
    expect(await authenticateKey(rotated.body.key as string, "transformer")).toBeNull();
  });

  it("a rotated transformer key keeps its predecessor's daily quota and minute window (one lineage)", async () => {
    const u = await newUser();
    as(u.id);
    const made = await call<Json>(createKey, "/api/keys", { body: { family: "transformer", name: "lineage" } });
    const key = made.body.key as string;
    const day = Date.UTC(2026, 4, 12, 0, 0, 0);
    // the free tier's 100 requests of the day, 10 per minute
    for (let i = 0; i < 100; i++) {
      setClockForTests(() => day + Math.floor(i / 10) * 61_000 + (i % 10));
      expect((await call(echoKeyed, "/transformer/v1/echo", { key, family: "transformer", body: { text: "x" } })).status).toBe(200);
    }
    setClockForTests(() => day + 3 * 3600_000);
    const spent = await call<Json>(echoKeyed, "/transformer/v1/echo", { key, family: "transformer", body: { text: "x" } });
    expect(spent.status).toBe(429);
    const rotated = await call<Json>(rotateKey, "/api/keys/x/rotate", {
      body: { graceSeconds: 600 },
      params: { id: made.body.id as string },
    });
    expect(rotated.status).toBe(200);
    for (const k of [rotated.body.key as string, key]) {
      const r = await call<Json>(echoKeyed, "/transformer/v1/echo", { key: k, family: "transformer", body: { text: "x" } });
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ used: 100, limit: 100 });
    }
    // the dashboard shows the lineage's quota once, under the new key
    const q = await call<{ quotas: { keyId: string; used: number }[] }>(usage, "/api/usage?family=transformer");
    expect(q.body.quotas).toEqual([expect.objectContaining({ keyId: rotated.body.id, used: 100 })]);
    // and the quota comes back at 00:00 UTC as usual
    setClockForTests(() => day + 24 * 3600_000 + 1);
    expect(
      (await call(echoKeyed, "/transformer/v1/echo", { key: rotated.body.key as string, family: "transformer", body: { text: "x" } }))
        .status,
    ).toBe(200);
  }, 60_000);

  it("refuses a key tier above the plan, and the 6th active key of a family with 409", async () => {
    const u = await newUser();
    as(u.id);
    const pro = await call<ErrorJson>(createKey, "/api/keys", { body: { family: "transformer", tier: "pro" } });
    expect(pro.status).toBe(403);
    expect(pro.body.error).toMatchObject({ code: "tier_required", param: "tier" });
    for (let i = 0; i < 5; i++) expect((await call(createKey, "/api/keys", { body: { name: `k${i}` } })).status).toBe(201);
    const sixth = await call<ErrorJson>(createKey, "/api/keys", { body: { name: "k6" } });
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.code).toBe("key_limit_reached");
    expect(sixth.body.error.message).toMatch(/5 active transformer keys/);
    // Another family still has room.
    expect((await call(createKey, "/api/keys", { body: { family: "embed" } })).status).toBe(201);
  });

  it("never lists the secret key, allows one, and rotates with it without a session", async () => {
    const u = await newUser();
    as(u.id);
    const secret = await call<Json>(createKey, "/api/keys", { body: { family: "secret" } });
    expect(secret.status).toBe(201);
    expect(secret.body.key).toMatch(/^csk_secret_[0-9a-f]{48}$/);
    expect((await call<ErrorJson>(createKey, "/api/keys", { body: { family: "secret" } })).body.error.code).toBe("key_limit_reached");
    const t = await call<Json>(createKey, "/api/keys", { body: { family: "transformer" } });
    const dev = await call<Json>(createKey, "/api/keys", { body: { family: "developer" } });
    const list = await call(listKeys, "/api/keys");
    expect((list.body.keys as Json[]).some((k) => k.family === "secret")).toBe(false);
    expect(list.text).not.toContain("csk_secret_");
    expect(list.body.secretKey).toMatchObject({ id: secret.body.id });

    as(null);
    const headers = { "X-API-Key": secret.body.key as string };
    const r = await call<Json>(rotateKey, "/api/keys/x/rotate", { body: {}, headers, params: { id: t.body.id as string } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ family: "transformer", previousKeyId: t.body.id });
    expect(await authenticateKey(t.body.key as string, "transformer")).toBeNull();
    const devRotate = await call<ErrorJson>(rotateKey, "/api/keys/x/rotate", { body: {}, headers, params: { id: dev.body.id as string } });
    expect(devRotate.status).toBe(403);
    const bad = await call<ErrorJson>(rotateKey, "/api/keys/x/rotate", {
      body: {},
      headers: { "X-API-Key": `csk_secret_${"0".repeat(48)}` },
      params: { id: r.body.id as string },
    });
    expect(bad.status).toBe(401);
  });

  it("isolates accounts: another user's key is 404 to list, revoke, rotate and usage", async () => {
    const a = await newUser();
    const b = await newUser();
    as(a.id);
    const ka = await call<Json>(createKey, "/api/keys", { body: { name: "A's key" } });
    as(b.id);
    const secretB = await call<Json>(createKey, "/api/keys", { body: { family: "secret" } });
    const listB = await call(listKeys, "/api/keys");
    expect((listB.body.keys as Json[]).map((k) => k.id)).not.toContain(ka.body.id);
    const id = ka.body.id as string;
    expect((await call(revokeKey, `/api/keys/${id}`, { method: "DELETE", params: { id } })).status).toBe(404);
    expect((await call(rotateKey, `/api/keys/${id}/rotate`, { body: {}, params: { id } })).status).toBe(404);
    expect((await call(usage, `/api/usage?keyId=${id}`)).status).toBe(404);
    as(null);
    const viaSecret = await call(rotateKey, `/api/keys/${id}/rotate`, {
      body: {},
      params: { id },
      headers: { "X-API-Key": secretB.body.key as string },
    });
    expect(viaSecret.status).toBe(404);
    expect(await authenticateKey(ka.body.key as string, "transformer")).not.toBeNull();
  });

  it("reports usage per key with quotas, history and recent calls", async () => {
    const u = await newUser();
    as(u.id);
    const k = await call<Json>(createKey, "/api/keys", { body: { name: "usage" } });
    const at = Date.now();
    for (const status of [200, 200, 400]) {
      recordUsage({
        accountId: u.id,
        keyId: k.body.id as string,
        subject: `key:${k.body.id}`,
        family: "transformer",
        endpoint: "/transformer/v1/extract",
        method: "POST",
        status,
        latencyMs: 12,
        model: "cstm-career-v1",
        livemode: true,
        billable: true,
        at,
      });
    }
    const r = await call<Json>(usage, `/api/usage?days=7&family=transformer`);
    expect(r.status).toBe(200);
    expect(r.body.today).toMatchObject({ requests: 3, errors: 1, clientErrors: 1, serverErrors: 0 });
    expect((r.body.history as Json[]).length).toBe(7);
    expect(r.body.byEndpoint).toEqual([
      { endpoint: "/transformer/v1/extract", requests: 3, errors: 1, clientErrors: 1, serverErrors: 0, p50LatencyMs: 12, p95LatencyMs: 12 },
    ]);
    const calls = r.body.recentCalls as Json[];
    expect(calls).toHaveLength(3);
    // The account owner sees the model unmasked; the public developer usage API masks it.
    expect(calls[0]).toMatchObject({ keyId: k.body.id, keyName: "usage", keyPrefix: k.body.prefix, model: "cstm-career-v1" });
    expect((r.body.quotas as Json[])[0]).toMatchObject({ keyId: k.body.id, dailyLimit: 100, rpmLimit: 10 });
    const embedOnly = await call<Json>(usage, `/api/usage?family=embed`);
    expect(embedOnly.body.today).toMatchObject({ requests: 0 });
    const bad = await call<ErrorJson>(usage, `/api/usage?days=500`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("days");
  });

  it("switches plan only when BILLING_MODE=demo, and caps key tiers on downgrade", async () => {
    const u = await newUser();
    as(u.id);
    process.env.BILLING_MODE = "none";
    resetConfigForTests();
    const refused = await call<ErrorJson>(setPlan, "/api/plan", { body: { tier: "PRO" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    expect((await call<Json>(getPlan, "/api/plan")).body).toMatchObject({ tier: "FREE", canSwitch: false });

    process.env.BILLING_MODE = "demo";
    resetConfigForTests();
    const up = await call<Json>(setPlan, "/api/plan", { body: { tier: "pro" } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ tier: "PRO", maxKeyTier: "pro", canSwitch: true });
    const proKey = await call<Json>(createKey, "/api/keys", { body: { tier: "pro" } });
    expect(proKey.status).toBe(201);
    expect((await authenticateKey(proKey.body.key as string, "transformer"))?.limits.daily).toBe(10_000);
    const dev = await call<Json>(createKey, "/api/keys", { body: { family: "developer" } });
    expect(dev.body.key).toMatch(/^csk_live_v1_/);

    await call(setPlan, "/api/plan", { body: { tier: "FREE" } });
    expect((await authenticateKey(proKey.body.key as string, "transformer"))?.limits.daily).toBe(100);
    expect((await call<ErrorJson>(setPlan, "/api/plan", { body: { tier: "GOLD" } })).status).toBe(400);
  });
});
