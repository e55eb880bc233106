import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestDb } from "./helpers";
import { get, post, startInstance, type Instance } from "../scale/instances";

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(enabled)("two instances sharing PostgreSQL and Redis", () => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    db = await createTestDb("pg");
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REGISTER_LIMIT_PER_HOUR: "1000",
      AUTH_CACHE_TTL_MS: "60000",
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.dispose();
  });

  async function register() {
    const r = await post(`${a.url}/v1/developer/register`, { email: `so-${randomBytes(4).toString("hex")}@example.com` });
    expect(r.status).toBe(201);
    return r.body as { api_key: string; developer_id: string; key_id: string };
  }

  async function eventsFor(accountId: string, billableOnly = false): Promise<number> {
    const { db: d, t } = db.handle;
    const conds = [eq(t.usageEvents.accountId, accountId)];
    if (billableOnly) conds.push(eq(t.usageEvents.billable, true));
    const [row] = await d
      .select({ n: sql<number>`count(*)` })
      .from(t.usageEvents)
      .where(and(...conds));
    return Number(row.n);
  }

  it("per-minute limits are exact across instances", async () => {
    const dev = await register();
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) => post(`${(i % 2 ? a : b).url}/v1/career/context`, {}, { "X-Api-Key": dev.api_key })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(14);
  });

  it("records every usage event of a load run (events counted = requests sent)", async () => {
    const dev = await register();
    let sent = 0;
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(`${(i % 2 ? a : b).url}/v1/career/context`, {}, { "X-Api-Key": dev.api_key })),
      );
      sent += 8;
    }
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await eventsFor(dev.developer_id)).toBe(sent);
    // 10 admitted (FREE: 10 per minute) spent daily quota; the 14 refused did not
    expect(await eventsFor(dev.developer_id, true)).toBe(10);
  });

  it("a key revoked through one instance is refused by the other at once", async () => {
    const dev = await register();
    const usageUrl = (i: Instance) => `${i.url}/v1/developer/usage/${dev.developer_id}`;
    expect((await get(usageUrl(b), { "X-Api-Key": dev.api_key })).status).toBe(200); // b caches the key
    const rotated = await post(`${a.url}/v1/developer/keys/${dev.key_id}/rotate`, {}, { "X-Api-Key": dev.api_key });
    expect(rotated.status).toBe(200);
    expect((await get(usageUrl(b), { "X-Api-Key": dev.api_key })).status).toBe(401);
    expect((await get(usageUrl(b), { "X-Api-Key": rotated.body!.api_key as string })).status).toBe(200);
  });

  it("SIGTERM during load: in-flight requests finish and no usage event is lost", async () => {
    const dev = await register();
    const inflight = Array.from({ length: 6 }, () =>
      post(`${a.url}/v1/career/context`, {}, { "X-Api-Key": dev.api_key }).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 30));
    const code = a.stop("SIGTERM");
    const answered = (await Promise.all(inflight)).filter((r) => r !== null);
    expect(await code).toBe(0);
    expect(await eventsFor(dev.developer_id)).toBe(answered.length);
    expect(answered.every((r) => r!.status === 201 || r!.status === 429)).toBe(true);
  });
});
