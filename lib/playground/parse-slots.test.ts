import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/errors";
import { ParseSlots } from "./parse-slots";

const tick = () => new Promise((r) => setImmediate(r));

describe("ParseSlots", () => {
  it("admits `size` at once, queues the next in order and hands a released slot to the first in line", async () => {
    const slots = new ParseSlots(2);
    const a = await slots.acquire(0, 0);
    await slots.acquire(0, 0);
    expect(slots.inUse).toBe(2);
    const order: string[] = [];
    const c = slots.acquire(60_000, 2).then((release) => (order.push("c"), release));
    const d = slots.acquire(60_000, 2).then((release) => (order.push("d"), release));
    await tick();
    expect(slots.queued).toBe(2);
    a();
    a(); // a second call of the same release gives nothing back twice
    await tick();
    expect(order).toEqual(["c"]);
    expect(slots.inUse).toBe(2);
    (await c)();
    expect(await d).toBeTypeOf("function");
    expect(order).toEqual(["c", "d"]);
  });

  it("refuses with 503 and Retry-After when the line is full, when no wait is allowed, or when the wait runs out", async () => {
    const slots = new ParseSlots(1);
    await slots.acquire(0, 0);
    const full = await slots.acquire(5_000, 0).catch((e: unknown) => e);
    expect(full).toBeInstanceOf(ApiError);
    expect((full as ApiError).code).toBe("service_unavailable");
    expect((full as ApiError).retryAfter).toBe(5);
    expect(await slots.acquire(0, 8).catch((e: ApiError) => e.status)).toBe(503);
    const late = await slots.acquire(1, 8).catch((e: ApiError) => e.code);
    expect(late).toBe("service_unavailable");
    expect(slots.queued).toBe(0);
  });
});
