import { describe, expect, it } from "vitest";
import { SignupRequest } from "@/lib/auth/signup";
import { checkAccountFields } from "./account-checks";

describe("sign-up and sign-in checks in the browser", () => {
  it("name each problem in words a visitor can act on", () => {
    expect(checkAccountFields({}, "signin")).toEqual({ email: "Enter your e-mail address.", password: "Enter your password." });
    expect(checkAccountFields({ email: "jane@", password: "short" }, "signup")).toEqual({
      email: "Enter a valid e-mail address, like name@example.com.",
      password: "Use at least 8 characters (5 so far).",
    });
    expect(checkAccountFields({ email: "jane@example.com", password: "short" }, "signin")).toEqual({});
    expect(checkAccountFields({ email: "a@b.co", password: "long enough", developer_key: "csk_live_abc" }, "signup").developer_key).toMatch(/48 hex/);
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
