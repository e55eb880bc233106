import type { Occupation } from "@/lib/knowledge/types";

/** z-scores of the standard normal at 10/25/75/90 %. */
const Z = { p10: -1.2816, p25: -0.6745, p75: 0.6745, p90: 1.2816 } as const;

export interface Percentiles {
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

/** Extra spread for pay set by commission, bonuses or fame (sales, arts, executives). */
const SECTOR_SPREAD: Record<string, number> = {
  "sales and customer": 0.08,
  "media and arts": 0.1,
  "finance and accounting": 0.04,
  "marketing and communications": 0.03,
  "personal services and care": 0.04,
};

/**
 * Lognormal σ of pay within an occupation. OEWS p90/p10 ratios run from about 2.0 (clerical, hourly trades)
 * to 3.5+ (managers, sales, arts), i.e. σ = ln(ratio)/2.563 ≈ 0.27-0.50. Higher-paid occupations spread more.
 * Poorer countries spread more (γ > 0.55); a known experience level removes part of the spread.
 */
export function dispersionSigma(occupation: Occupation | null, premium: number, gamma: number, experienceKnown: boolean): number {
  let sigma = 0.3 + 0.08 * Math.log(Math.max(0.5, premium)) + (occupation ? (SECTOR_SPREAD[occupation.sector] ?? 0) : 0.1);
  sigma *= Math.pow(gamma / 0.55, 0.35);
  if (experienceKnown) sigma *= 0.8;
  return Math.min(0.65, Math.max(0.2, sigma));
}

/** Rounds money to 4 significant figures (keeps IDR/VND readable and GBP exact to the 10). */
export function roundMoney(x: number): number {
  if (!Number.isFinite(x) || x === 0) return 0;
  const digits = Math.floor(Math.log10(Math.abs(x))) + 1;
  const factor = Math.pow(10, Math.max(0, digits - 4));
  return Math.round(x / factor) * factor;
}

export function computePercentiles(median: number, sigma: number): Percentiles {
  const at = (z: number) => roundMoney(median * Math.exp(z * sigma));
  const p = { p10: at(Z.p10), p25: at(Z.p25), p50: roundMoney(median), p75: at(Z.p75), p90: at(Z.p90) };
  // Rounding can only tie neighbours for tiny medians; nudge so the band stays strictly increasing.
  const order: (keyof Percentiles)[] = ["p10", "p25", "p50", "p75", "p90"];
  for (let i = 1; i < order.length; i++) {
    if (p[order[i]] <= p[order[i - 1]]) p[order[i]] = p[order[i - 1]] + Math.max(1, Math.abs(p[order[i - 1]]) * 1e-3);
  }
  return p;
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}
