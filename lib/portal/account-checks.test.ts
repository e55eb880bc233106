import { describe, expect, it } from "vitest";
import { SignupRequest } from "@/lib/auth/signup";
import { allStrings, differences, matchesAny, spansOf, verdicts, VERDICT_TIMEOUT_MS } from "@/tests/redos/rewrite-checks";
import { checkAccountFields, EMAIL } from "./account-checks";
import { EDGE_DASHES, operationSlug } from "./api-groups";

describe("sign-up and sign-in checks in the browser", () => {
  it("name each problem in words a visitor can act on", () => {
    expect(checkAccountFields({}, "signin")).toEqual({ email: "Enter your e-mail address.", password: "Enter your password." });
    expect(checkAccountFields({ email: "jane@", password: "short" }, "signup")).toEqual({
      email: "Enter a valid e-mail address, like name@example.com.",
      password: "Use at least 8 characters (5 so far).",
    });
    expect(checkAccountFields({ email: "jane@example.com", password: "short" }, "signin")).toEqual({});
    expect(checkAccountFields({ email: "a@b.co", password: "long enough", developer_key: "csk_live_abc" }, "signup").developer_key).toMatch(
      /48 hex/,
    );
  });

  it("never refuse what the server accepts, and refuse what it refuses (password and name limits)", () => {
    const cases = [
      { email: "jane@example.com", password: "12345678", name: "Jane" },
      { email: "jane@example.com", password: "1234567" },
      { email: "jane@example.com", password: "x".repeat(200) },
      { email: "jane@example.com", password: "x".repeat(201) },
      { email: "jane@example.com", password: "long enough", name: "n".repeat(201) },
      { email: "not-an-email", password: "long enough" },
    ];
    for (const c of cases) {
      const client = Object.keys(checkAccountFields(c, "signup")).length === 0;
      expect(client, JSON.stringify(c).slice(0, 80)).toBe(SignupRequest.safeParse(c).success);
    }
  });
});

describe("browser checks after the ReDoS rewrite", () => {
  // Before: the e-mail domain tried every dot in turn; the slug's end trim rescanned a run of dashes from each one.
  const OLD_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const OLD_EDGE_DASHES = /^-+|-+$/g;

  it("accept and refuse the same e-mail addresses, and trim the same dashes, as the old patterns", () => {
    const emails = allStrings(["a", "@", ".", " ", "x"], 8);
    expect(emails.length).toBeGreaterThan(400_000);
    expect(differences(OLD_EMAIL, EMAIL, emails, matchesAny)).toEqual([]);
    expect(differences(OLD_EDGE_DASHES, EDGE_DASHES, allStrings(["-", "a", " "], 9), spansOf)).toEqual([]);
    expect(operationSlug("POST", "/v1/career/cv/score")).toBe("post-v1-career-cv-score");
  });

  it("finish on the old worst cases at 100,000 characters with the same answers", () => {
    expect(EMAIL.test(`\u0000@\u0000${".\u0000".repeat(50_000)}.@..\u0000`)).toBe(false);
    expect(EMAIL.test(`a@${".".repeat(100_000)}`)).toBe(true);
    expect(`\u0000${"-".repeat(100_000)}-\u0000`.replace(EDGE_DASHES, "")).toBe(`\u0000${"-".repeat(100_001)}\u0000`);
    expect(`x${"-".repeat(100_000)}`.replace(EDGE_DASHES, "")).toBe("x");
  });

  it(
    "recheck: the old patterns are super-linear, the new ones are not",
    async () => {
      expect(await verdicts(OLD_EMAIL, EMAIL)).toEqual({ old: "vulnerable", now: "safe" });
      expect(await verdicts(OLD_EDGE_DASHES, EDGE_DASHES)).toEqual({ old: "vulnerable", now: "safe" });
    },
    VERDICT_TIMEOUT_MS,
  );
});
