import type { Country, Occupation } from "@/lib/knowledge/types";
import { COUNTRIES, findCountry } from "@/lib/knowledge/countries";
import { convert, isCurrencyCode, unitsPerUsd, EXCHANGE_RATES_SOURCE } from "@/lib/knowledge/currencies";
import { findOccupation, getOccupation } from "@/lib/knowledge/occupations";
import { adjustForCity, adjustForExperience, computeSkillPremiums } from "./adjustments";
import { estimateTotalCompensation } from "./compensation";
import { computePercentiles, dispersionSigma, roundMoney } from "./distribution";
import { estimateNationalMedian, estimateOccupationMedian, fmt, structureExponent } from "./model";
import { NATIONAL_WAGES } from "./national-wages";
import { computeNegotiationTarget, writeNegotiationScript } from "./negotiation";
import { SalaryInputError, type SalaryBenchmark, type SalaryBenchmarkInput, type SalaryConfidence } from "./types";

const GLOBAL = "Global";
const globalCache = new Map<string, number>();

/** World-median estimate: unweighted median over the 196 countries of the occupation median in USD. */
function globalMedianUsd(occupation: Occupation | null): number {
  const key = occupation?.id ?? "";
  const cached = globalCache.get(key);
  if (cached !== undefined) return cached;
  const values = COUNTRIES.map((c) => {
    const local = occupation ? estimateOccupationMedian(occupation, c).median : estimateNationalMedian(c).median;
    return local / (unitsPerUsd(c.currency) ?? 1);
  }).sort((a, b) => a - b);
  const mid = values.length / 2;
  const median = values.length % 2 ? values[Math.floor(mid)] : (values[mid - 1] + values[mid]) / 2;
  globalCache.set(key, median);
  return median;
}

function resolveCountry(input?: string): Country | null {
  const raw = (input ?? "GB").trim();
  if (!raw || raw.toLowerCase() === "global" || raw.toLowerCase() === "worldwide") return null;
  // Codes per the spec; English names too, because stored contexts often hold "Germany" rather than "DE".
  const c = findCountry(raw);
  if (!c) throw new SalaryInputError("country", `Unknown country "${raw}". Use an ISO 3166-1 alpha-2 code (e.g. GB, US, DE) or "Global".`);
  return c;
}

/** Occupation median in the country's currency (or USD for Global), with its evidence and directness. */
function baseMedian(occupation: Occupation | null, country: Country | null, role: string) {
  if (!country) {
    const usd = globalMedianUsd(occupation);
    return { median: usd, direct: false, evidence: [`Global: unweighted median over 196 countries of the ${occupation?.title ?? "national full-time"} median converted to USD at ${EXCHANGE_RATES_SOURCE} = ${fmt(usd)} USD (estimate).`] };
  }
  if (occupation) return estimateOccupationMedian(occupation, country);
  const nat = estimateNationalMedian(country);
  return { median: nat.median, direct: false, evidence: [`Role "${role}" did not match an occupation: fallback to the national full-time median.`, nat.evidence] };
}

function scoreConfidence(occupation: Occupation | null, matchScore: number, country: Country | null, direct: boolean): { level: SalaryConfidence; why: string } {
  if (!occupation || !country) return { level: "low", why: !occupation ? "role not matched to an occupation" : "world-median estimate" };
  const reasons: string[] = [];
  let points = 3;
  if (!direct) { points--; reasons.push("occupation level modelled rather than an official median for this country"); }
  if (!NATIONAL_WAGES[country.code] && country.estimate) { points--; reasons.push("country macro figures are estimates"); }
  if (occupation.usMedianWageEstimate && country.code === "US") { points--; reasons.push("US median is the parent SOC's"); }
  if (matchScore < 0.8) { points--; reasons.push(`fuzzy role match (${matchScore})`); }
  const level: SalaryConfidence = points >= 3 ? "high" : points === 2 ? "medium" : "low";
  return { level, why: reasons.length ? reasons.join("; ") : "official occupation median for this country and an exact role match" };
}

/**
 * Salary benchmark for a role in a country: occupation median (BLS OEWS or the PPP/GDP model), adjusted for
 * experience, city and skills, spread into lognormal percentiles, with negotiation advice. Pure and deterministic.
 * Throws SalaryInputError for an unknown country or currency.
 */
export function benchmarkSalary(input: SalaryBenchmarkInput): SalaryBenchmark {
  const country = resolveCountry(input.country);
  const localCurrency = country?.currency ?? "USD";
  const currency = (input.currency?.trim() || localCurrency).toUpperCase();
  if (!isCurrencyCode(currency)) throw new SalaryInputError("currency", `Unknown currency "${input.currency}". Use an ISO 4217 code such as USD, EUR or GBP.`);
  const role = input.role.trim();
  if (!role) throw new SalaryInputError("role", "role must not be empty.");

  const match = findOccupation(role);
  const occupation = match?.occupation ?? null;
  const evidence: string[] = [
    match
      ? `Role "${role}" matched ${occupation!.title} (${occupation!.id}, SOC ${occupation!.soc ?? "-"}, ISCO ${occupation!.isco ?? "-"}) on "${match.matchedOn}" with score ${match.score}.`
      : `Role "${role}" matched no occupation above the threshold.`,
  ];
  const base = baseMedian(occupation, country, role);
  evidence.push(...base.evidence);

  const exp = adjustForExperience(role, occupation, input.yearsExperience, input.level);
  const city = adjustForCity(input.city, country?.code ?? "");
  const skills = computeSkillPremiums(input.skills, occupation, country?.code);
  evidence.push(exp.evidence, city.evidence, skills.evidence);
  const medianLocal = base.median * exp.multiplier * city.multiplier * skills.multiplier;

  const premium = (occupation?.usMedianWage ?? NATIONAL_WAGES.US.median) / NATIONAL_WAGES.US.median;
  const gamma = country ? structureExponent(country) : 1;
  const sigma = dispersionSigma(occupation, premium, gamma, exp.seniority !== null);
  const toOut = (x: number) => convert(x, localCurrency, currency) ?? x;
  const median = toOut(medianLocal);
  const percentiles = computePercentiles(median, sigma);
  evidence.push(`Adjusted median ${fmt(medianLocal)} ${localCurrency}; lognormal spread σ = ${sigma.toFixed(3)} → p10 ${fmt(percentiles.p10)}, p90 ${fmt(percentiles.p90)} ${currency}.`);
  if (currency !== localCurrency) evidence.push(`Converted ${localCurrency} → ${currency} at pinned rates (${EXCHANGE_RATES_SOURCE}).`);

  const place = country ? `${input.city?.trim() ? `${input.city.trim()}, ` : ""}${country.name}` : "the world (median country)";
  const negInput = { median, sigma, percentiles, years: input.yearsExperience, premiums: skills.premiums, currency, title: occupation?.title ?? role, place };
  const neg = computeNegotiationTarget(negInput);
  evidence.push(neg.evidence);

  const comp = estimateTotalCompensation(percentiles.p50, occupation, country, exp.seniority);
  evidence.push(`Total compensation: bonus ${comp.bonusPercent}% and equity ${comp.equityPercent}% of base (sector and level norms, estimates).`);

  const confidence = scoreConfidence(occupation, match?.score ?? 0, country, base.direct);
  evidence.push(`Confidence ${confidence.level}: ${confidence.why}.`);

  const comparableRoles = (occupation?.related ?? [])
    .map((id) => getOccupation(id))
    .filter((o): o is Occupation => Boolean(o))
    .slice(0, 4)
    // Same experience and city as the candidate (not their skills), so the medians compare like with like.
    .map((o) => ({ occupationId: o.id, title: o.title, median: roundMoney(toOut(baseMedian(o, country, o.title).median * exp.multiplier * city.multiplier)) }));

  return {
    role: { input: role, occupationId: occupation?.id ?? null, title: occupation?.title ?? role, matchScore: match?.score ?? 0, matchedOn: match?.matchedOn ?? null },
    country: country?.code ?? GLOBAL,
    countryName: country?.name ?? "Global",
    currency,
    localCurrency,
    percentiles,
    salaryRange: { low: percentiles.p25, median: percentiles.p50, high: percentiles.p75 },
    usdEquivalent: { median: roundMoney(convert(medianLocal, localCurrency, "USD") ?? medianLocal) },
    skillPremiums: skills.premiums,
    negotiationTarget: neg.target,
    negotiationScript: writeNegotiationScript(negInput, neg.target),
    confidence: confidence.level,
    totalCompensation: {
      base: roundMoney(comp.base), bonus: roundMoney(comp.bonus), equity: roundMoney(comp.equity), total: roundMoney(comp.total),
      bonusPercent: comp.bonusPercent, equityPercent: comp.equityPercent,
    },
    comparableRoles,
    seniority: exp.seniority,
    evidence,
  };
}
