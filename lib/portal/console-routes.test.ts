import { describe, expect, it } from "vitest";
import { describeFailure, errorParts } from "./console-failure";
import { chooseRoute, minTierOf, modelChoices } from "./console-routes";

const salary = { family: "developer" as const, keyed: "/v1/career/salary/benchmark", open: "/cstm/salary" };
const cvScore = { family: "developer" as const, keyed: "/v1/career/cv/score", open: "/cstm/resume-score" };
const coverLetter = { family: "developer" as const, keyed: "/v1/career/cover-letter/generate" };
const extract = { family: "transformer" as const, keyed: "/transformer/v1/extract" };

describe("chooseRoute", () => {
  it("reads minimum tiers from the table the API enforces", () => {
    expect(minTierOf("/v1/career/cv/score")).toBe("FREE");
    expect(minTierOf("/v1/career/salary/benchmark")).toBe("PRO");
  });

  it("calls the keyed route as the key when the plan allows it", () => {
    expect(chooseRoute(salary, { signedIn: true, keyId: "key_1", tier: "PRO" })).toEqual({
      path: salary.keyed,
      withKey: true,
      needs: null,
      blocked: null,
    });
    expect(chooseRoute(cvScore, { signedIn: true, keyId: "key_1", tier: "FREE" }).path).toBe(cvScore.keyed);
  });

  it("falls back to the open route for a FREE account instead of a 403, and says what the keyed route needs", () => {
    expect(chooseRoute(salary, { signedIn: true, keyId: "key_1", tier: "FREE" })).toEqual({
      path: "/cstm/salary",
      withKey: false,
      needs: "PRO",
      blocked: null,
    });
  });

  it("locks a console with no open route when the plan is too low", () => {
    expect(chooseRoute(coverLetter, { signedIn: true, keyId: "key_1", tier: "FREE" })).toEqual({
      path: null,
      withKey: false,
      needs: "PRO",
      blocked: "tier",
    });
  });

  it("uses the open route without a key, and asks for sign-in or a key where there is none", () => {
    expect(chooseRoute(salary, { signedIn: false, keyId: null, tier: null })).toEqual({
      path: "/cstm/salary",
      withKey: false,
      needs: null,
      blocked: null,
    });
    expect(chooseRoute(extract, { signedIn: false, keyId: null, tier: null }).blocked).toBe("sign-in");
    expect(chooseRoute(extract, { signedIn: true, keyId: null, tier: "ENTERPRISE" }).blocked).toBe("no-key");
    expect(chooseRoute(extract, { signedIn: true, keyId: "key_t", tier: "FREE" }).path).toBe(extract.keyed);
  });

  it("locks the models above the plan", () => {
    expect(modelChoices("FREE").map((m) => [m.id, m.locked])).toEqual([
      ["lm-flash", false],
      ["lm-standard", true],
      ["lm-deep", true],
    ]);
    expect(modelChoices("PLUS").every((m) => !m.locked)).toBe(true);
  });
});

describe("describeFailure", () => {
  it("reads both error shapes", () => {
    expect(errorParts({ error: { code: "tier_required", message: "Needs PRO" } })).toEqual({ code: "tier_required", message: "Needs PRO" });
    expect(errorParts({ success: false, error: "Too many", code: "rate_limit_exceeded" })).toEqual({
      code: "rate_limit_exceeded",
      message: "Too many",
    });
    expect(errorParts("<html>")).toEqual({ code: null, message: null });
  });

  it("links tier and quota errors to the plan page and offers no retry for them", () => {
    const tier = describeFailure({ status: 403, body: { error: { code: "tier_required", message: "m" } } });
    expect(tier.retryable).toBe(false);
    expect(tier.links.map((l) => l.href)).toEqual(["/dashboard/plan", "/docs/errors#tier_required"]);
    const daily = describeFailure({ status: 429, body: { success: false, error: "m", code: "daily_limit_exceeded" } });
    expect(daily.retryable).toBe(false);
    expect(daily.links[0].href).toBe("/dashboard/plan");
  });

  it("offers a retry only where it can help: per-minute limits, server errors, the network", () => {
    expect(describeFailure({ status: 429, body: { error: { code: "rate_limit_exceeded", message: "m" } } }).retryable).toBe(true);
    expect(describeFailure({ status: 503, body: { error: { code: "service_unavailable", message: "m" } } }).retryable).toBe(true);
    expect(describeFailure(null).retryable).toBe(true);
    for (const [status, code] of [
      [400, "invalid_request"],
      [401, "invalid_api_key"],
      [404, "not_found"],
      [413, "payload_too_large"],
    ] as const) {
      expect(describeFailure({ status, body: { error: { code, message: "m" } } }).retryable, code).toBe(false);
    }
    expect(describeFailure({ status: 401, body: { error: { code: "invalid_api_key", message: "m" } } }).links[0].href).toBe(
      "/dashboard/keys",
    );
  });
});
