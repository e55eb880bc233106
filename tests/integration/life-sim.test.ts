import { describe, expect, it } from "vitest";
import { POST as mode1 } from "@/app/(transformer-api)/future-self/simulate/route";
import { POST as mode2 } from "@/app/(transformer-api)/future-self/regret/route";
import { POST as mode3 } from "@/app/(transformer-api)/future-self/chat/route";
import { POST as mode4 } from "@/app/(transformer-api)/life-intel/identity/scan/route";
import { POST as mode5 } from "@/app/(transformer-api)/future-self/timeline/route";
import { POST as mode6 } from "@/app/(transformer-api)/life-intel/personality/profile/route";
import { POST as mode7 } from "@/app/(transformer-api)/life-intel/career/adaptive/route";
import { POST as mode8 } from "@/app/(transformer-api)/life-sim/parallel/route";
import { POST as mode9 } from "@/app/(transformer-api)/life-sim/stress-test/route";
import { POST as mode10 } from "@/app/(transformer-api)/life-sim/skill-heatmap/route";
import { POST as mode11 } from "@/app/(transformer-api)/life-sim/timing/route";
import { POST as mode12 } from "@/app/(transformer-api)/life-sim/salary-sim/route";
import { POST as mode13 } from "@/app/(transformer-api)/life-intel/burnout/predict/route";
import { POST as mode14 } from "@/app/(transformer-api)/life-intel/meaning-money/route";
import { POST as mode15 } from "@/app/(transformer-api)/life-intel/regret-stories/route";
import { POST as mode16 } from "@/app/(transformer-api)/life-sim/reality-feed/route";
import { POST as mode17 } from "@/app/(transformer-api)/life-sim/micro-internship/route";
import { POST as mode18 } from "@/app/(transformer-api)/life-sim/shadow-day/route";
import { POST as mode19 } from "@/app/(transformer-api)/life-sim/tradeoff/route";
import { POST as mode20 } from "@/app/(transformer-api)/life-intel/identity/evolution/route";
import { POST as mode21 } from "@/app/(transformer-api)/life-intel/wrong-path-alert/route";
import { MODE_CATALOG } from "@/lib/engine/life-sim/catalog";
import { call, makeKey, useTestApp } from "./helpers";

type Handler = typeof mode1;
const ROUTES: [number, string, Handler][] = [
  [1, "/future-self/simulate", mode1],
  [2, "/future-self/regret", mode2],
  [3, "/future-self/chat", mode3],
  [4, "/life-intel/identity/scan", mode4],
  [5, "/future-self/timeline", mode5],
  [6, "/life-intel/personality/profile", mode6],
  [7, "/life-intel/career/adaptive", mode7],
  [8, "/life-sim/parallel", mode8],
  [9, "/life-sim/stress-test", mode9],
  [10, "/life-sim/skill-heatmap", mode10],
  [11, "/life-sim/timing", mode11],
  [12, "/life-sim/salary-sim", mode12],
  [13, "/life-intel/burnout/predict", mode13],
  [14, "/life-intel/meaning-money", mode14],
  [15, "/life-intel/regret-stories", mode15],
  [16, "/life-sim/reality-feed", mode16],
  [17, "/life-sim/micro-internship", mode17],
  [18, "/life-sim/shadow-day", mode18],
  [19, "/life-sim/tradeoff", mode19],
  [20, "/life-intel/identity/evolution", mode20],
  [21, "/life-intel/wrong-path-alert", mode21],
];

/** The playground form defaults of a mode, as the JSON body a client would send. */
function defaultBody(id: number): Record<string, unknown> {
  const info = MODE_CATALOG.find((m) => m.id === id);
  if (!info) throw new Error(`no mode ${id}`);
  const body: Record<string, unknown> = {};
  for (const f of info.fields) {
    if (f.kind === "preferences" || f.kind === "json") body[f.name] = JSON.parse(f.defaultValue);
    else if (f.defaultValue !== "") body[f.name] = f.defaultValue;
  }
  return body;
}

describe("life-simulation routes", () => {
  useTestApp();

  it.each(ROUTES)("mode %i %s answers 200 with the envelope, meta and the mode frame", async (id, path, handler) => {
    const r = await call(handler, path, { body: defaultBody(id), ip: `10.0.${id}.1` });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(typeof r.body.requestId).toBe("string");
    expect(Number.isInteger(r.body.usageToday)).toBe(true);
    const meta = r.body.meta as Record<string, unknown>;
    expect(meta.taskType).toBe("life-sim");
    expect(meta.apiVersion).toBe("v1");
    expect(meta.confidence as number).toBeGreaterThan(0);
    const data = r.body.data as Record<string, unknown>;
    const info = MODE_CATALOG.find((m) => m.id === id);
    expect(data.mode).toEqual({ id, name: info?.name });
    expect(typeof data.summary).toBe("string");
    expect((data.summary as string).length).toBeGreaterThan(20);
    expect(Array.isArray(data.assumptions)).toBe(true);
    expect((data.assumptions as string[]).length).toBeGreaterThan(0);
  });

  it.each(ROUTES)("mode %i %s: a missing key input gives 400 naming the field", async (id, path, handler) => {
    const info = MODE_CATALOG.find((m) => m.id === id);
    const required = info?.fields.find((f) => f.required);
    if (!required) throw new Error(`mode ${id} has no required field`);
    const body = defaultBody(id);
    delete body[required.name];
    const r = await call(handler, path, { body, ip: `10.1.${id}.1` });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.field).toBe(required.name);
    expect(typeof r.body.error).toBe("string");
  });

  it("the same input gives the same data (seeded)", async () => {
    const body = { career: "Registered Nurse", years: "12", age: 35, values: "family, stability", country: "GB" };
    const a = await call(mode1, "/future-self/simulate", { body, ip: "10.2.0.1" });
    const b = await call(mode1, "/future-self/simulate", {
      body: { country: "GB", values: ["family", "stability"], age: "35", years: 12, career: "Registered Nurse" },
      ip: "10.2.0.1",
    });
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual(b.body.data);
    expect(a.body.requestId).not.toBe(b.body.requestId);
  });

  it("numbers as strings and lists as text are accepted", async () => {
    const r = await call(mode13, "/life-intel/burnout/predict", {
      body: { career: "nurse", workHours: "60", satisfaction: "3", stressFactors: "night shifts\nunderstaffing" },
      ip: "10.3.0.1",
    });
    expect(r.status).toBe(200);
    const data = r.body.data as { riskScore: number; drivers: { driver: string }[] };
    expect(data.riskScore).toBeGreaterThan(50);
    expect(data.drivers.some((d) => d.driver.includes("night"))).toBe(true);
  });

  it("an X-API-Key counts the call against that key", async () => {
    const k = await makeKey({ family: "transformer", tier: "free" });
    const first = await call(mode21, "/life-intel/wrong-path-alert", { body: defaultBody(21), key: k.key, family: "transformer" });
    const second = await call(mode21, "/life-intel/wrong-path-alert", { body: defaultBody(21), key: k.key, family: "transformer" });
    expect(first.status).toBe(200);
    expect(second.body.usageToday).toBe((first.body.usageToday as number) + 1);
    expect(second.body.dailyLimit).toBe(100);
  });

  it("a bad value names its field", async () => {
    const r = await call(mode13, "/life-intel/burnout/predict", {
      body: { career: "nurse", workHours: "lots", satisfaction: 5 },
      ip: "10.4.0.1",
    });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe("workHours");
  });
});

describe("life-simulation routes use what they are told (issue 16)", () => {
  useTestApp();

  it("an unrecognised role is a 400 naming role, with the nearest roles in the message and in suggestions", async () => {
    const r = await call(mode1, "/future-self/simulate", { body: { career: "xyz manager of nothing" }, ip: "10.5.0.1" });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.field).toBe("role");
    expect(r.body.code).toBe("unknown_role");
    expect(typeof r.body.requestId).toBe("string");
    const suggestions = r.body.suggestions as string[];
    expect(suggestions).toHaveLength(3);
    for (const s of suggestions) expect(r.body.error as string).toContain(s);
    expect(r.body.error as string).toMatch(/^career: /);
    expect(JSON.stringify(r.body)).not.toMatch(/stack|at Object\.|InputError/);
  });

  it("an organisation type sent as a career is a 400 naming role, not a simulated job called Startup", async () => {
    const r = await call(mode8, "/life-sim/parallel", { body: { career1: "Accountant", career2: "Startup" }, ip: "10.5.0.2" });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe("role");
    expect(r.body.error as string).toMatch(/career2: "Startup".*organisation type/);
  });

  it("an unknown country is a 400 naming country", async () => {
    const r = await call(mode12, "/life-sim/salary-sim", {
      body: { career: "Accountant", personality: "calm", negotiationStyle: "collaborative", country: "Narnia" },
      ip: "10.5.0.3",
    });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe("country");
  });

  it("the stress test accepts riskTolerance as a word, reads free-text amounts and infers the country from them", async () => {
    const r = await call(mode9, "/life-sim/stress-test", {
      body: {
        career: "Registered Nurse",
        decision: "quit to join a startup",
        financialSituation: "3 months savings, £40k salary, two kids",
        riskTolerance: "medium",
      },
      ip: "10.5.0.4",
    });
    expect(r.status).toBe(200);
    const data = r.body.data as {
      finances: { currency: string; dependents: number; parsed: string[] };
      emergencyFund: { currentMonths: number; targetMonths: number };
      assumptions: string[];
    };
    expect(data.finances.currency).toBe("GBP");
    expect(data.finances.dependents).toBe(2);
    expect(data.emergencyFund.currentMonths).toBe(3);
    expect(data.emergencyFund.targetMonths).toBe(8);
    expect(data.assumptions[0]).toMatch(/United Kingdom, inferred from the currency of "£40k"/);
    const high = await call(mode9, "/life-sim/stress-test", {
      body: { career: "Registered Nurse", decision: "quit", financialSituation: "savings 5000", riskTolerance: "high" },
      ip: "10.5.0.4",
    });
    const low = await call(mode9, "/life-sim/stress-test", {
      body: { career: "Registered Nurse", decision: "quit", financialSituation: "savings 5000", riskTolerance: "low" },
      ip: "10.5.0.4",
    });
    const months = (x: typeof high) => (x.body.data as { emergencyFund: { targetMonths: number } }).emergencyFund.targetMonths;
    expect(months(high)).toBeLessThan(months(low));
    const bad = await call(mode9, "/life-sim/stress-test", {
      body: { career: "Accountant", decision: "quit", financialSituation: "savings 5000", riskTolerance: "whatever" },
      ip: "10.5.0.4",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("riskTolerance");
  });

  it("an unreadable amount in the finances object names its member", async () => {
    const r = await call(mode9, "/life-sim/stress-test", {
      body: { career: "Accountant", decision: "quit", financialSituation: { savings: "lots" } },
      ip: "10.5.0.5",
    });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe("financialSituation.savings");
  });

  it("without a country, a city in the inputs sets it and the assumptions say so; with nothing, the world median is labelled", async () => {
    const london = await call(mode1, "/future-self/simulate", { body: { career: "Teacher in London", age: "30" }, ip: "10.5.0.6" });
    const data = london.body.data as {
      simulation: { currency: string };
      market: { country: string; source: string };
      assumptions: string[];
    };
    expect(data.simulation.currency).toBe("GBP");
    expect(data.market).toMatchObject({ country: "GB", source: "place" });
    expect(data.assumptions[0]).toMatch(/inferred from "London"/);
    const none = await call(mode1, "/future-self/simulate", { body: { career: "Teacher" }, ip: "10.5.0.6" });
    const plain = none.body.data as { summary: string; market: { country: string } };
    expect(plain.market.country).toBe("Global");
    expect(plain.summary).toMatch(/world median/);
    expect((none.body.meta as { confidence: number }).confidence).toBeLessThan((london.body.meta as { confidence: number }).confidence);
  });

  it("satisfaction as a word is accepted and a 2/10 wrong-path alert is never on track", async () => {
    const r = await call(mode21, "/life-intel/wrong-path-alert", {
      body: { career: "Accountant", yearsIn: "0.5", satisfaction: "2" },
      ip: "10.5.0.7",
    });
    expect(r.status).toBe(200);
    expect((r.body.data as { band: string }).band).not.toBe("on track");
    const word = await call(mode13, "/life-intel/burnout/predict", {
      body: { career: "Accountant", workHours: 50, satisfaction: "low" },
      ip: "10.5.0.7",
    });
    expect(word.status).toBe(200);
  });

  it('company_type "NHS hospital" is the NHS', async () => {
    const r = await call(mode18, "/life-sim/shadow-day", {
      body: { career: "Registered Nurse", company_type: "NHS hospital" },
      ip: "10.5.0.8",
    });
    expect(r.status).toBe(200);
    expect((r.body.data as { companyType: string }).companyType).toBe("NHS");
  });
});
