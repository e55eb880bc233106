import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, setDbForTests, type DbHandle } from "@/lib/db";
import { setClockForTests } from "./clock";
import { recordUsage, usageSummary, type UsageEvent } from "./usage";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const DAY = 86_400_000;

function event(keyId: string, at: number, endpoint = "/v1/x"): UsageEvent {
  return {
    accountId: "dev_s",
    keyId,
    subject: "acct:dev_s",
    family: "transformer",
    endpoint,
    method: "POST",
    status: 200,
    latencyMs: 3,
    model: null,
    livemode: true,
    billable: true,
    at,
  };
}

// The period is bounded by `at` as well as by `day` (so the (account_id, at) index serves it): both must agree on
// where the period starts, to the millisecond.
describe("usage summary of one key over a period", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "cs-usage-summary-"));
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await openDb(`file:${path.join(dir, "s.db")}`);
    setDbForTests(handle);
    setClockForTests(() => NOW);
  });
  afterAll(async () => {
    setClockForTests(null);
    setDbForTests(undefined);
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("counts the key's events from 00:00 UTC of the first day, none before and none of other keys", async () => {
    const firstDay = Date.parse("2026-03-08T00:00:00Z"); // days: 3 → 8, 9 and 10 March
    recordUsage(event("key_a", firstDay - 1)); // 7 March, 23:59:59.999: outside
    recordUsage(event("key_a", firstDay)); // the first millisecond of the period
    recordUsage(event("key_a", firstDay + DAY + 5)); // 9 March
    recordUsage(event("key_a", NOW, "/v1/y"));
    recordUsage(event("key_a", NOW - 1, "/v1/y"));
    recordUsage(event("key_b", NOW)); // another key of the same account
    const s = await usageSummary({ accountId: "dev_s", keyIds: ["key_a"], days: 3 });
    expect(s.history).toEqual([
      { date: "2026-03-08", requests: 1, errors: 0 },
      { date: "2026-03-09", requests: 1, errors: 0 },
      { date: "2026-03-10", requests: 2, errors: 0 },
    ]);
    expect(s.byEndpoint).toEqual([{ endpoint: "/v1/y", requests: 2, errors: 0, avgLatencyMs: 3 }]);
    expect(s.todayBillable).toBe(2);
  });
});
