import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:./data/careerstack.db",
      BILLING_MODE: "none",
      REGISTER_LIMIT_PER_HOUR: 5,
      LIMITER_REDIS_FAILURE: "local",
      LLM_TIMEOUT_MS: 60000,
    });
    expect(c.REDIS_URL).toBeUndefined();
  });

  it("names the bad variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with/);
    expect(() => parseConfig({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ BILLING_MODE: "stripe" })).toThrow(/BILLING_MODE/);
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: trusting every hop/);
    expect(() => parseConfig({ TRUST_PROXY: "10.0.0.0/8, proxy" })).toThrow(/TRUST_PROXY: "proxy" is not an IP address/);
    expect(() => parseConfig({ HEALTH_TOKEN: "short" })).toThrow(/HEALTH_TOKEN/);
  });

  it("reads TRUST_PROXY as no proxy by default, a hop count, or a list of proxies", () => {
    expect(parseConfig({}).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
    expect(parseConfig({ TRUST_PROXY: "10.0.0.2, loopback" }).TRUST_PROXY).toMatchObject({
      kind: "list",
      entries: ["10.0.0.2", "loopback"],
    });
  });

  it("accepts PostgreSQL and Redis URLs, and treats empty values as unset", () => {
    const c = parseConfig({
      DATABASE_URL: "postgres://u@127.0.0.1:5432/db",
      REDIS_URL: "redis://127.0.0.1:6379",
      PORT: "8080",
      LLM_BASE_URL: "",
    });
    expect(c).toMatchObject({ PORT: 8080, DATABASE_URL: "postgres://u@127.0.0.1:5432/db", REDIS_URL: "redis://127.0.0.1:6379" });
    expect(c.LLM_BASE_URL).toBeUndefined();
  });
});
