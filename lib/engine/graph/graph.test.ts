import { describe, expect, it } from "vitest";
import { buildCareerGraph } from "./index";
import { createMulberry32, hashFnv1a } from "./prng";

const CV = `Jane Doe
Experience
Senior Software Engineer, Acme GmbH, Berlin | Jan 2019 – Present
- Led migration of 40 services to Kubernetes and Docker on AWS, cutting costs by 30%
- Built Python and Go services with PostgreSQL
Software Engineer, Zalando SE | 03/2016 - 12/2018
- Built payment APIs in Java and Spring Boot handling 2M requests/day
Junior Developer, Startup GmbH | 2014 - 2016
- Responsible for various tasks
Skills: Python, Go, Kubernetes, Docker, Terraform, React, TypeScript, Figma`;
const NOW = new Date("2025-06-01T00:00:00Z");

describe("buildCareerGraph", () => {
  const g = buildCareerGraph(CV, { now: NOW });

  it("builds skill, role and employer nodes with weighted edges", () => {
    const types = new Set(g.nodes.map((n) => n.type));
    expect(types).toEqual(new Set(["skill", "role", "employer"]));
    expect(g.nodes.find((n) => n.id === "skill:kubernetes")).toBeDefined();
    expect(g.nodes.filter((n) => n.type === "role")).toHaveLength(3);
    const ids = new Set(g.nodes.map((n) => n.id));
    for (const e of g.edges) {
      expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
      expect(e.weight).toBeGreaterThan(0);
    }
    expect(g.edges.some((e) => (e.type === "uses" && e.source === "role:0") || e.target === "role:0")).toBe(true);
  });

  it("clusters every node once with cohesion in 0..1", () => {
    const all = g.clusters.flatMap((c) => c.nodes);
    expect(new Set(all).size).toBe(g.nodes.length);
    expect(all.length).toBe(g.nodes.length);
    for (const c of g.clusters) expect(c.cohesion).toBeGreaterThanOrEqual(0);
    for (const c of g.clusters) expect(c.cohesion).toBeLessThanOrEqual(1);
  });

  it("explains the career score", () => {
    const { overall, components } = g.careerScore;
    expect(components.map((c) => c.name)).toEqual([
      "experience depth",
      "skill breadth",
      "skill coherence",
      "progression",
      "quantified impact",
    ]);
    expect(components.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1);
    expect(overall).toBe(Math.round(components.reduce((s, c) => s + c.score * c.weight, 0)));
    const progression = components.find((c) => c.name === "progression")!;
    expect(progression.evidence).toContain("2 step(s) up");
    expect(components.find((c) => c.name === "experience depth")!.evidence).toContain("11.3 years");
  });

  it("is deterministic and scores a thin text lower", () => {
    expect(buildCareerGraph(CV, { now: NOW })).toEqual(g);
    const thin = buildCareerGraph("Looking for work.", { now: NOW });
    expect(thin.nodes).toEqual([]);
    expect(thin.careerScore.overall).toBeLessThan(g.careerScore.overall);
  });

  it("seeds a stable PRNG", () => {
    const a = createMulberry32(hashFnv1a("x"));
    const b = createMulberry32(hashFnv1a("x"));
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(hashFnv1a("x")).not.toBe(hashFnv1a("y"));
  });
});
