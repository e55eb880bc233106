import { describe, expect, it } from "vitest";
import { POST as benchmark } from "@/app/(developer-api)/v1/career/salary/benchmark/route";
import { POST as head } from "@/app/(transformer-api)/cstm/salary/route";
import { COUNTRIES } from "@/lib/knowledge/countries";
import { call, makeKey, useTestApp } from "./helpers";

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON bodies are asserted field by field

describe("POST /v1/career/salary/benchmark", () => {
  useTestApp();

  it("answers a PRO key with the documented snake_case body", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const r = await call<Body>(benchmark, "/v1/career/salary/benchmark", {
      key,
      body: {
        role: "Senior Backend Engineer",
        country: "GB",
        city: "London",
        years_experience: 7,
        skills: ["Kubernetes", "Python"],
        options: { currency: "EUR" },
      },
    });
    expect(r.status).toBe(200);
    const b = r.body;
    expect(b.currency).toBe("EUR");
    expect(b.local_currency).toBe("GBP");
    expect(b.salary_range.low).toBeLessThan(b.salary_range.median);
    expect(b.salary_range.median).toBeLessThan(b.salary_range.high);
    const p = b.percentiles;
    expect([p.p10, p.p25, p.p50, p.p75, p.p90]).toEqual([...[p.p10, p.p25, p.p50, p.p75, p.p90]].sort((x, y) => x - y));
    expect(p.p50).toBe(b.salary_range.median);
    expect(b.usd_equivalent.median).toBeGreaterThan(50_000);
    expect(b.skill_premiums.map((s: Body) => s.skill)).toContain("Kubernetes");
    expect(typeof b.skill_premiums[0].premium_percent).toBe("number");
    expect(b.negotiation_target).toBeGreaterThanOrEqual(b.salary_range.median);
    expect(b.negotiation_script).toContain(b.salary_range.median.toLocaleString("en-US"));
    expect(["high", "medium", "low"]).toContain(b.confidence);
    expect(b.evidence.length).toBeGreaterThan(4);
    expect(b.model).toBeTypeOf("string");
    expect(b.request_id).toBeTypeOf("string");
  });

  it("refuses a FREE key with 403 tier_required", async () => {
    const { key } = await makeKey({ tier: "FREE" });
    const r = await call<Body>(benchmark, "/v1/career/salary/benchmark", { key, body: { role: "Nurse" } });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("tier_required");
  });

  it("rejects an unknown country with 400 param country and an unknown currency with param options.currency", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const c = await call<Body>(benchmark, "/v1/career/salary/benchmark", { key, body: { role: "Nurse", country: "XX" } });
    expect(c.status).toBe(400);
    expect(c.body.error.code).toBe("invalid_request");
    expect(c.body.error.param).toBe("country");
    const cur = await call<Body>(benchmark, "/v1/career/salary/benchmark", {
      key,
      body: { role: "Nurse", country: "DE", options: { currency: "ABC" } },
    });
    expect(cur.status).toBe(400);
    expect(cur.body.error.param).toBe("options.currency");
  });

  it("requires role", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const r = await call<Body>(benchmark, "/v1/career/salary/benchmark", { key, body: { country: "US" } });
    expect(r.status).toBe(400);
    expect(r.body.error.param).toBe("role");
  });

  it("rejects a role it does not recognise with 400 unknown_role, param role and suggestions", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    for (const role of ["asdfgh", "xyz manager of nothing"]) {
      const r = await call<Body>(benchmark, "/v1/career/salary/benchmark", { key, body: { role, country: "GB" } });
      expect(r.status, role).toBe(400);
      expect(Object.keys(r.body.error).sort(), role).toEqual(["code", "docs", "message", "param", "suggestions"]);
      expect(r.body.error.code).toBe("unknown_role");
      expect(r.body.error.param).toBe("role");
      expect(r.body.error.docs).toMatch(/\/docs\/errors#unknown_role$/);
      expect(r.body.error.suggestions.length).toBe(3);
      for (const s of r.body.error.suggestions) expect(r.body.error.message).toContain(s);
    }
  });

  it("keeps recognised aliases and ad-style titles working, with the pay basis in the evidence", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const cases: [string, string, string][] = [
      ["RN", "US", "registered-nurse"],
      ["sparky", "GB", "electrician"],
      ["SWE", "DE", "software-developer"],
      ["HGV driver", "GB", "truck-driver"],
      ["Chef de Partie - Mayfair", "GB", "chef"],
    ];
    for (const [role, country, id] of cases) {
      const r = await call<Body>(benchmark, "/v1/career/salary/benchmark", { key, body: { role, country } });
      expect(r.status, role).toBe(200);
      expect(r.body.role.occupation_id, role).toBe(id);
      expect(
        r.body.evidence.some((l: string) => l.startsWith("Pay basis: ")),
        role,
      ).toBe(true);
    }
    const nurse = await call<Body>(benchmark, "/v1/career/salary/benchmark", {
      key,
      body: { role: "Band 5 staff nurse", country: "GB", years_experience: 0 },
    });
    expect(nurse.status).toBe(200);
    expect(nurse.body.evidence).toContain(
      "Pay basis: pay scale — NHS Agenda for Change, Agenda for Change pay scales 2025/26 (England), effective 1 April 2025 (NHS Employers).",
    );
    expect(nurse.body.salary_range.median).toBe(31_050); // Band 5 entry point £31,049, rounded to £10
  });

  it("rejects a missing key with 401", async () => {
    const r = await call<Body>(benchmark, "/v1/career/salary/benchmark", { body: { role: "Nurse" } });
    expect(r.status).toBe(401);
  });
});

describe("POST /cstm/salary", () => {
  useTestApp();

  it("answers without a key, country Global by default, experienceYears as a string", async () => {
    const r = await call<Body>(head, "/cstm/salary", {
      body: { role: "Data Scientist", level: "senior", experienceYears: "6" },
      ip: "203.0.113.9",
    });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const d = r.body.data;
    expect(d.country).toBe("Global");
    expect(d.currency).toBe("USD");
    expect(d.percentiles.p10).toBeLessThan(d.percentiles.p90);
    expect(d.negotiationAdvice.script.length).toBeGreaterThan(50);
    expect(d.totalCompensation.total).toBeGreaterThanOrEqual(d.totalCompensation.base);
    expect(d.comparableRoles.length).toBeGreaterThan(0);
    expect(r.body.meta.taskType).toBe("salary");
  });

  it("rejects an unknown country with 400 field country", async () => {
    const r = await call<Body>(head, "/cstm/salary", { body: { role: "Chef", country: "Atlantis" }, ip: "203.0.113.10" });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.field).toBe("country");
  });

  it("rejects a role it does not recognise with 400 naming field role, code unknown_role and suggestions", async () => {
    const r = await call<Body>(head, "/cstm/salary", { body: { role: "asdfgh", country: "GB" }, ip: "203.0.113.11" });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.field).toBe("role");
    expect(r.body.code).toBe("unknown_role");
    expect(r.body.suggestions).toHaveLength(3);
    expect(r.body.error).toContain(r.body.suggestions[0]);
    expect(r.body.requestId).toBeTypeOf("string");
  });

  it("answers for every one of the 196 countries in the local currency", async () => {
    expect(COUNTRIES.length).toBe(196);
    for (const [i, c] of COUNTRIES.entries()) {
      const r = await call<Body>(head, "/cstm/salary", {
        body: { role: "Accountant", country: c.code.toLowerCase() },
        ip: `198.51.${i >> 8}.${i & 255}`,
      });
      expect(r.status, c.code).toBe(200);
      expect(r.body.data.currency, c.code).toBe(c.currency);
      expect(r.body.data.percentiles.p50, c.code).toBeGreaterThan(0);
    }
  });
});
