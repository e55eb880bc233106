import { describe, expect, it } from "vitest";
import { POST as extract } from "@/app/(transformer-api)/transformer/v1/extract/route";
import { POST as careerGraph } from "@/app/(transformer-api)/transformer/v1/career-graph/route";
import { call, makeKey, useTestApp } from "./helpers";

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely

const TEXT = `Hi Tom, I'm Sarah Klein, a Talent Acquisition Partner at Siemens Healthineers. We're hiring a Staff Backend Engineer in Munich (hybrid) with 5+ years of Kotlin and Kafka. The range is €95k–€115k.`;
const CV = `Jane Doe
Experience
Senior Software Engineer, Acme GmbH, Berlin | Jan 2019 – Present
- Led migration of 40 services to Kubernetes on AWS, cutting costs by 30%
Software Engineer, Zalando SE | 03/2016 - 12/2018
- Built payment APIs in Java and Spring Boot
Skills: Python, Go, PostgreSQL, Terraform, Docker`;

async function transformerKey() {
  return (await makeKey({ family: "transformer", tier: "free" })).key;
}

describe("transformer text routes", () => {
  useTestApp();

  describe("POST /transformer/v1/extract", () => {
    it("returns entities, relationships and metadata in the envelope", async () => {
      const key = await transformerKey();
      const r = await call<Body>(extract, "/transformer/v1/extract", { key, family: "transformer", body: { text: TEXT } });
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(true);
      const { entities, relationships, metadata } = r.body.data;
      const types = new Set(entities.map((e: Body) => e.type));
      for (const t of ["EMPLOYEE", "RECRUITER", "EMPLOYER", "JOB", "SKILL", "LOCATION", "DATE", "SALARY"]) expect(types.has(t)).toBe(true);
      for (const e of entities) {
        expect(typeof e.text).toBe("string");
        expect(e.confidence).toBeGreaterThanOrEqual(0);
        expect(e.confidence).toBeLessThanOrEqual(1);
      }
      expect(metadata.entityCount).toBe(entities.length);
      expect(relationships.length).toBeGreaterThan(0);
      expect(r.body.meta).toMatchObject({ apiVersion: "v1", taskType: "extraction" });
      expect(r.body.requestId).toEqual(expect.any(String));
      expect(r.body.usageToday).toBe(1);
    });

    it("400 names text when it is missing or empty", async () => {
      const key = await transformerKey();
      for (const body of [{}, { text: "" }, { text: 42 }]) {
        const r = await call<Body>(extract, "/transformer/v1/extract", { key, family: "transformer", body });
        expect(r.status).toBe(400);
        expect(r.body.success).toBe(false);
        expect(r.body.field).toBe("text");
      }
    });

    it("400 when text has 10,001 characters, 200 at 10,000", async () => {
      const key = await transformerKey();
      const tooLong = await call<Body>(extract, "/transformer/v1/extract", {
        key,
        family: "transformer",
        body: { text: "a".repeat(10_001) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.field).toBe("text");
      const atLimit = await call<Body>(extract, "/transformer/v1/extract", {
        key,
        family: "transformer",
        body: { text: "Python ".repeat(1428) + "Go  " },
      });
      expect(atLimit.status).toBe(200);
    });

    it("filters by entityTypes (array or string, any case)", async () => {
      const key = await transformerKey();
      for (const entityTypes of [["SKILL", "SALARY"], "skill, salary"]) {
        const r = await call<Body>(extract, "/transformer/v1/extract", {
          key,
          family: "transformer",
          body: { text: TEXT, options: { entityTypes } },
        });
        expect(r.status).toBe(200);
        const types = new Set(r.body.data.entities.map((e: Body) => e.type));
        expect([...types].sort()).toEqual(["SALARY", "SKILL"]);
        expect(r.body.data.metadata.byType.JOB).toBe(0);
      }
      const bad = await call<Body>(extract, "/transformer/v1/extract", {
        key,
        family: "transformer",
        body: { text: TEXT, options: { entityTypes: ["PLANET"] } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toMatch(/^options\.entityTypes/);
    });

    it("filters by minConfidence (number or numeric string)", async () => {
      const key = await transformerKey();
      const all = await call<Body>(extract, "/transformer/v1/extract", { key, family: "transformer", body: { text: TEXT } });
      const strict = await call<Body>(extract, "/transformer/v1/extract", {
        key,
        family: "transformer",
        body: { text: TEXT, options: { minConfidence: "0.85" } },
      });
      expect(strict.status).toBe(200);
      expect(strict.body.data.entities.length).toBeLessThan(all.body.data.entities.length);
      expect(strict.body.data.entities.every((e: Body) => e.confidence >= 0.85)).toBe(true);
      const bad = await call<Body>(extract, "/transformer/v1/extract", {
        key,
        family: "transformer",
        body: { text: TEXT, options: { minConfidence: 2 } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("options.minConfidence");
    });

    it("401 without a key", async () => {
      const r = await call<Body>(extract, "/transformer/v1/extract", { body: { text: TEXT } });
      expect(r.status).toBe(401);
      expect(r.body.success).toBe(false);
    });
  });

  describe("POST /transformer/v1/career-graph", () => {
    it("returns nodes, edges, clusters and careerScore.overall", async () => {
      const key = await transformerKey();
      const r = await call<Body>(careerGraph, "/transformer/v1/career-graph", { key, family: "transformer", body: { text: CV } });
      expect(r.status).toBe(200);
      const d = r.body.data;
      expect(d.nodes.length).toBeGreaterThan(5);
      expect(d.edges.length).toBeGreaterThan(3);
      expect(d.clusters.length).toBeGreaterThan(0);
      expect(d.careerScore.overall).toBeGreaterThan(0);
      expect(d.careerScore.overall).toBeLessThanOrEqual(100);
      expect(r.body.meta.taskType).toBe("career-graph");
      const again = await call<Body>(careerGraph, "/transformer/v1/career-graph", { key, family: "transformer", body: { text: CV } });
      expect(again.body.data).toEqual(d);
    });

    it("400 names text when missing", async () => {
      const key = await transformerKey();
      const r = await call<Body>(careerGraph, "/transformer/v1/career-graph", { key, family: "transformer", body: {} });
      expect(r.status).toBe(400);
      expect(r.body.field).toBe("text");
    });
  });
});
