import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATABASE_URL: "file:./data/careerstack.db", BILLING_MODE: "none", REGISTER_LIMIT_PER_HOUR: 5, LIMITER_REDIS_FAILURE: "local", LLM_TIMEOUT_MS: 60000 });
    expect(c.REDIS_URL).toBeUndefined();
  });

  it("names the bad variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with/);
    expect(() => parseConfig({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ BILLING_MODE: "stripe" })).toThrow(/BILLING_MODE/);
  });

  it("accepts PostgreSQL and Redis URLs, and treats empty values as unset", () => {
    const c = parseConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db", REDIS_URL: "redis://127.0.0.1:6379", PORT: "8080", LLM_BASE_URL: "" });
    expect(c).toMatchObject({ PORT: 8080, DATABASE_URL: "postgres://u@127.0.0.1:5432/db", REDIS_URL: "redis://127.0.0.1:6379" });
    expect(c.LLM_BASE_URL).toBeUndefined();
  });
});
