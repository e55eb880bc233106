/** One view model for both routes' bodies (developer snake_case, /cstm camelCase inside `data`). */
export interface SalaryView {
  route: string;
  ms: number;
  roleInput: string;
  title: string;
  matchScore: number;
  country: string;
  currency: string;
  percentiles: { p10: number; p25: number; p50: number; p75: number; p90: number };
  usdMedian: number;
  target: number;
  script: string;
  confidence: "high" | "medium" | "low";
  premiums: { skill: string; premiumPercent: number }[];
  comparable: { title: string; median: number }[];
  totalCompensation: { base: number; bonus: number; equity: number; total: number } | null;
  evidence: string[];
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" ? (v as Json) : {});
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const num = (v: unknown): number => (typeof v === "number" ? v : 0);
const str = (v: unknown): string => (typeof v === "string" ? v : "");

export function toView(body: unknown, route: "developer" | "cstm", ms: number): SalaryView {
  const dev = route === "developer";
  const d = dev ? obj(body) : obj(obj(body).data);
  const role = obj(d.role);
  const p = obj(d.percentiles);
  const tc = obj(dev ? d.total_compensation : d.totalCompensation);
  const neg = obj(d.negotiationAdvice);
  return {
    route: dev ? "POST /v1/career/salary/benchmark" : "POST /cstm/salary",
    ms,
    roleInput: str(role.input),
    title: str(role.title),
    matchScore: num(dev ? role.match_score : role.matchScore),
    country: str(d.country),
    currency: str(d.currency),
    percentiles: { p10: num(p.p10), p25: num(p.p25), p50: num(p.p50), p75: num(p.p75), p90: num(p.p90) },
    usdMedian: num(obj(dev ? d.usd_equivalent : d.usdEquivalent).median),
    target: num(dev ? d.negotiation_target : neg.target),
    script: str(dev ? d.negotiation_script : neg.script),
    confidence: (["high", "medium", "low"].includes(str(d.confidence)) ? str(d.confidence) : "low") as SalaryView["confidence"],
    premiums: arr(dev ? d.skill_premiums : d.skillPremiums).map((s) => ({
      skill: str(s.skill),
      premiumPercent: num(dev ? s.premium_percent : s.premiumPercent),
    })),
    comparable: arr(dev ? d.comparable_roles : d.comparableRoles).map((c) => ({ title: str(c.title), median: num(c.median) })),
    totalCompensation: Object.keys(tc).length
      ? { base: num(tc.base), bonus: num(tc.bonus), equity: num(tc.equity), total: num(tc.total) }
      : null,
    evidence: arr(d.evidence).map((e) => String(e)),
  };
}
