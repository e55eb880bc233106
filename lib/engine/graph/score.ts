import type { ParsedCv } from "@/lib/engine/parse";
import type { GraphCluster, ScoreComponent } from "./types";

const SENIORITY_RANK: [RegExp, number][] = [
  [/\b(chief|c[teofim]o|vp|vice president|founder|geschäftsführer|président)\b/i, 8],
  [/\b(director|head of|leiter|directeur|directora?)\b/i, 7],
  [/\b(principal|distinguished|staff)\b/i, 6],
  [/\b(manager|lead|supervisor|charge nurse|foreman|chef de)\b/i, 5],
  [/\b(senior|sr\.?|expert|specialist)\b/i, 4],
  [/\b(junior|jr\.?|associate|assistant|commis)\b/i, 2],
  [/\b(intern|trainee|apprentice|praktikant|werkstudent|stagiaire)\b/i, 1],
];

function rankTitle(title: string | null): number {
  if (!title) return 3;
  return SENIORITY_RANK.find(([re]) => re.test(title))?.[1] ?? 3;
}

const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)));

/** Explained career score: each component carries its weight and the facts behind it. */
export function scoreCareer(
  cv: ParsedCv,
  clusters: GraphCluster[],
  skillCategories: Map<string, string>,
): { overall: number; components: ScoreComponent[] } {
  const years = cv.totalYearsExperience;
  const skills = cv.skillIds.length;
  const categories = new Set(cv.skillIds.map((id) => skillCategories.get(id) ?? "other"));
  const roles = [...cv.roles].sort(
    (a, b) => (a.start ? a.start.year * 12 + (a.start.month ?? 1) : 0) - (b.start ? b.start.year * 12 + (b.start.month ?? 1) : 0),
  );
  const ranks = roles.map((r) => rankTitle(r.title));
  const steps = ranks.slice(1).map((r, i) => r - ranks[i]);
  const promotions = steps.filter((d) => d > 0).length;
  const demotions = steps.filter((d) => d < 0).length;
  const bullets = cv.bullets.length;
  const metricShare = bullets ? cv.bullets.filter((b) => b.hasMetric).length / bullets : 0;
  const verbShare = bullets ? cv.bullets.filter((b) => b.actionVerb).length / bullets : 0;
  const fillers = cv.bullets.reduce((n, b) => n + b.fillerPhrases.length, 0);
  const biggest = clusters.reduce((m, c) => Math.max(m, c.nodes.filter((n) => n.startsWith("skill:")).length), 0);
  const skillNodesInClusters = clusters.reduce((n, c) => n + c.nodes.filter((x) => x.startsWith("skill:")).length, 0);
  const avgCohesion = clusters.length ? clusters.reduce((s, c) => s + c.cohesion, 0) / clusters.length : 0;

  const components: ScoreComponent[] = [
    {
      name: "experience depth",
      // 12+ years of merged experience saturates the scale.
      score: clamp((years / 12) * 100),
      weight: 0.25,
      evidence: `${years} years of experience (${cv.experienceSource === "roles" ? `${cv.roles.length} dated roles, overlaps merged` : cv.experienceSource === "stated" ? "as stated in the text" : "no dates found"})`,
    },
    {
      name: "skill breadth",
      score: clamp(Math.min(skills, 25) * 2.8 + Math.min(categories.size, 6) * 5),
      weight: 0.2,
      evidence: `${skills} distinct skills across ${categories.size} categories (${[...categories].slice(0, 6).join(", ") || "none"})`,
    },
    {
      name: "skill coherence",
      score: skillNodesInClusters ? clamp(avgCohesion * 70 + (biggest / Math.max(1, skillNodesInClusters)) * 30) : 0,
      weight: 0.15,
      evidence: `${clusters.length} skill clusters, mean cohesion ${avgCohesion.toFixed(2)}; largest cluster holds ${biggest} of ${skillNodesInClusters} skills`,
    },
    {
      name: "progression",
      score:
        roles.length < 2
          ? roles.length
            ? 50
            : 0
          : clamp(50 + promotions * 20 - demotions * 15 + (ranks[ranks.length - 1] - ranks[0]) * 5),
      weight: 0.2,
      evidence:
        roles.length < 2
          ? `${roles.length} role(s) found: too few to see a progression`
          : `${roles.length} roles from "${roles[0].title ?? "?"}" to "${roles[roles.length - 1].title ?? "?"}": ${promotions} step(s) up, ${demotions} down`,
    },
    {
      name: "quantified impact",
      score: bullets ? clamp(metricShare * 60 + verbShare * 40 - fillers * 3) : 0,
      weight: 0.2,
      evidence: bullets
        ? `${Math.round(metricShare * 100)}% of ${bullets} bullets carry a metric, ${Math.round(verbShare * 100)}% open with an action verb, ${fillers} filler phrase(s)`
        : "no bullet points found",
    },
  ];
  const overall = Math.round(components.reduce((s, c) => s + c.score * c.weight, 0));
  return { overall, components };
}
