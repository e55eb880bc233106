/**
 * Career graph: skills, roles and employers from a CV-like text as a weighted graph, Louvain
 * communities (seeded from the text, so equal input gives equal clusters) and an explained career score.
 */
import Graph from "graphology";
import louvain from "graphology-communities-louvain";
import { parseCv } from "@/lib/engine/parse";
import { getSkill } from "@/lib/knowledge/skills";
import { createMulberry32, hashFnv1a } from "./prng";
import { scoreCareer } from "./score";
import type { CareerGraph, GraphCluster, GraphEdge, GraphNode } from "./types";

export type * from "./types";

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function buildCareerGraph(text: string, options: { now?: Date } = {}): CareerGraph {
  const cv = parseCv(text, { now: options.now });
  const graph = new Graph({ type: "undirected" });
  const labels = new Map<string, GraphNode>();
  const addNode = (node: GraphNode) => {
    if (!graph.hasNode(node.id)) {
      graph.addNode(node.id);
      labels.set(node.id, node);
    }
  };
  const edges = new Map<string, GraphEdge>();
  const addEdge = (source: string, target: string, type: GraphEdge["type"], weight: number) => {
    if (source === target) return;
    const [a, b] = source < target ? [source, target] : [target, source];
    const key = `${a}|${b}`;
    const existing = edges.get(key);
    if (existing) existing.weight = Math.round((existing.weight + weight) * 100) / 100;
    else edges.set(key, { source: a, target: b, type, weight });
  };

  // Skill nodes weighted by mentions.
  const mentions = new Map<string, number>();
  for (const m of cv.skills) mentions.set(m.skill.id, (mentions.get(m.skill.id) ?? 0) + 1);
  const maxMentions = Math.max(1, ...mentions.values());
  for (const [id, n] of mentions) {
    addNode({ id: `skill:${id}`, type: "skill", label: getSkill(id)?.name ?? id, weight: Math.round((n / maxMentions) * 100) / 100 });
  }

  // Skills on one line (or in one role's bullets) co-occur.
  const starts: number[] = [];
  let pos = 0;
  for (const l of cv.lines) {
    starts.push(pos);
    pos += l.length + 1;
  }
  const lineOf = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1] <= offset) i++;
    return i;
  };
  const byLine = new Map<number, string[]>();
  for (const m of cv.skills) {
    const l = lineOf(m.start);
    byLine.set(l, [...(byLine.get(l) ?? []), `skill:${m.skill.id}`]);
  }
  for (const ids of byLine.values()) {
    const uniq = [...new Set(ids)];
    for (let i = 0; i < uniq.length; i++) for (let j = i + 1; j < uniq.length; j++) addEdge(uniq[i], uniq[j], "co_occurs", 1);
  }
  // Taxonomy links between skills present in the text.
  for (const id of mentions.keys()) {
    for (const rel of getSkill(id)?.related ?? []) if (mentions.has(rel)) addEdge(`skill:${id}`, `skill:${rel}`, "related", 0.5);
  }

  // Roles, their employers and the skills used in them.
  const maxMonths = Math.max(1, ...cv.roles.map((r) => r.durationMonths ?? 0));
  cv.roles.forEach((role, i) => {
    const roleId = `role:${i}`;
    addNode({
      id: roleId,
      type: "role",
      label: [role.title, role.employer].filter(Boolean).join(" @ ") || `role ${i + 1}`,
      weight: Math.round(((role.durationMonths ?? 0) / maxMonths) * 100) / 100,
    });
    if (role.employer) {
      const empId = `employer:${slug(role.employer)}`;
      addNode({ id: empId, type: "employer", label: role.employer, weight: 0.5 });
      addEdge(roleId, empId, "at", 1);
    }
    const lines = new Set([role.line, ...role.bullets.map((b) => b.line)]);
    for (const [l, ids] of byLine) if (lines.has(l)) for (const s of new Set(ids)) addEdge(roleId, s, "uses", 1.5);
    if (i > 0) addEdge(`role:${i - 1}`, roleId, "next", 0.5);
  });

  for (const e of edges.values()) graph.addEdge(e.source, e.target, { weight: e.weight });

  let communities: Record<string, number> = {};
  let modularity = 0;
  if (graph.size > 0) {
    const detailed = louvain.detailed(graph, { rng: createMulberry32(hashFnv1a(text)), getEdgeWeight: "weight" });
    communities = detailed.communities;
    modularity = Math.round(detailed.modularity * 1000) / 1000;
  } else {
    // Without edges every node is its own community.
    graph.forEachNode((n) => (communities[n] = Object.keys(communities).length));
  }

  const clusters = summarizeClusters(graph, communities, labels);
  const categories = new Map(cv.skillIds.map((id) => [id, getSkill(id)?.category ?? "other"]));
  return {
    nodes: [...labels.values()],
    edges: [...edges.values()],
    clusters,
    careerScore: scoreCareer(cv, clusters, categories),
    modularity,
  };
}

function summarizeClusters(graph: Graph, communities: Record<string, number>, labels: Map<string, GraphNode>): GraphCluster[] {
  const groups = new Map<number, string[]>();
  for (const [node, c] of Object.entries(communities)) groups.set(c, [...(groups.get(c) ?? []), node]);
  const out: GraphCluster[] = [];
  for (const [c, nodes] of [...groups.entries()].sort((a, b) => b[1].length - a[1].length)) {
    const set = new Set(nodes);
    let inside = 0;
    let total = 0;
    for (const n of nodes) {
      graph.forEachEdge(n, (_e, attrs, s, t) => {
        const w = Number(attrs.weight) || 1;
        total += w;
        if (set.has(s) && set.has(t)) inside += w;
      });
    }
    // Inside edges are seen from both ends; crossing edges once.
    const cohesion = total ? Math.round((inside / total) * 1000) / 1000 : 0;
    const cats = new Map<string, number>();
    for (const n of nodes) {
      if (!n.startsWith("skill:")) continue;
      const cat = getSkill(n.slice(6))?.category ?? "other";
      cats.set(cat, (cats.get(cat) ?? 0) + 1);
    }
    const topCat = [...cats.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const heaviest = nodes.map((n) => labels.get(n)!).sort((a, b) => b.weight - a.weight)[0];
    out.push({
      id: `cluster-${out.length + 1}`,
      label: topCat ? `${topCat.replace(/_/g, " ")}: ${heaviest.label}` : heaviest.label,
      nodes,
      cohesion,
    });
    void c;
  }
  return out;
}
