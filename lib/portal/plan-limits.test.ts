import { describe, expect, it } from "vitest";
import { DEVELOPER_TIERS, PLATFORM_TIERS } from "@/lib/platform/tiers";
import { MAX_KEY_TIER, PLAN_FOR_KEY_TIER, keyTierAllowed, limitsFor } from "./plan-limits";

describe("plan limits", () => {
  it("lets each plan create key tiers up to its cap, never above", () => {
    expect(keyTierAllowed("FREE", "free")).toBe(true);
    expect(keyTierAllowed("FREE", "pro")).toBe(false);
    expect(keyTierAllowed("PLUS", "pro")).toBe(true);
    expect(keyTierAllowed("PLUS", "enterprise")).toBe(false);
    expect(keyTierAllowed("ENTERPRISE", "enterprise")).toBe(true);
  });

  it("is consistent: the plan a key tier needs allows that tier", () => {
    for (const t of PLATFORM_TIERS) expect(keyTierAllowed(PLAN_FOR_KEY_TIER[t], t)).toBe(true);
    for (const p of DEVELOPER_TIERS) expect(keyTierAllowed(p, MAX_KEY_TIER[p])).toBe(true);
  });

  it("gives developer keys the account's limits and other keys their own", () => {
    expect(limitsFor("developer", "free", "PRO")).toEqual({ daily: 10_000, rpm: 60 });
    expect(limitsFor("transformer", "pro", "FREE")).toEqual({ daily: 10_000, rpm: 100 });
    expect(limitsFor("embed", "bogus", "FREE")).toEqual({ daily: 100, rpm: 10 });
  });
});
