// OWASP API Security Top 10 (2023) checks that belong to the platform; docs/security.md maps every item to its tests.
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/(developer-api)/v1/developer/register/route";
import { GET as usage } from "@/app/(developer-api)/v1/developer/usage/[developerId]/route";
import { POST as rotate } from "@/app/(developer-api)/v1/developer/keys/[id]/rotate/route";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { hashKey } from "@/lib/platform/keys";
import { call, useTestApp } from "./helpers";

describe("API2 broken authentication / API3 property-level authorisation", () => {
  const db = useTestApp();

  it("stores keys only as SHA-256 hashes and never returns hashes or internal fields", async () => {
    const r = await call(register, "/v1/developer/register", { body: { email: "sec@example.com" } });
    const key = r.body.api_key as string;
    const devId = r.body.developer_id as string;
    const rot = await call(rotate, `/v1/developer/keys/${r.body.key_id}/rotate`, {
      key,
      params: { id: r.body.key_id as string },
      body: { grace_seconds: 30 },
    });
    const fresh = rot.body.api_key as string;
    const { db: d, t } = db();
    const rows = await d.select().from(t.apiKeys);
    const dump =
      JSON.stringify(rows) + JSON.stringify(await d.select().from(t.accounts)) + JSON.stringify(await d.select().from(t.usageEvents));
    for (const k of [key, fresh]) {
      expect(dump).not.toContain(k);
      expect(rows.map((x) => x.keyHash)).toContain(hashKey(k));
    }
    const u = await call(usage, `/v1/developer/usage/${devId}`, { key: fresh, params: { developerId: devId } });
    const text = u.text;
    for (const row of rows) expect(text).not.toContain(row.keyHash);
    expect(text).not.toMatch(/key_hash|keyHash|password|account_id/);
  });

  it("takes a key only from the documented header: not from the query string or the body", async () => {
    const r = await call(register, "/v1/developer/register", { body: { email: "sec2@example.com" } });
    const key = r.body.api_key as string;
    const inQuery = await call(createContext, `/v1/career/context?api_key=${key}`, { body: {} });
    expect(inQuery.status).toBe(401);
    const inBody = await call(createContext, "/v1/career/context", { body: { api_key: key } });
    expect(inBody.status).toBe(401);
  });
});

describe("API4 unrestricted resource consumption", () => {
  useTestApp();
  it("refuses bodies over 1 MB before parsing, declared or streamed", async () => {
    const r = await call(register, "/v1/developer/register", { body: { email: "big@example.com" } });
    const key = r.body.api_key as string;
    const declared = await call(createContext, "/v1/career/context", { key, rawBody: "{}", headers: { "content-length": "5000000" } });
    expect(declared.status).toBe(413);
    const streamed = await call(createContext, "/v1/career/context", { key, rawBody: JSON.stringify({ cv_text: "y".repeat(1_200_000) }) });
    expect(streamed.status).toBe(413);
    const tooLongField = await call(createContext, "/v1/career/context", { key, body: { cv_text: "y".repeat(100_001) } });
    expect(tooLongField.status).toBe(400);
    expect(tooLongField.body).toMatchObject({ error: { param: "cv_text" } });
  });
});
