import { InputError } from "@/lib/errors";
import type { Country, Occupation } from "@/lib/knowledge/types";
import { COUNTRIES, findCountry } from "@/lib/knowledge/countries";
import { convert, isCurrencyCode, unitsPerUsd, EXCHANGE_RATES_SOURCE } from "@/lib/knowledge/currencies";
import { getOccupation } from "@/lib/knowledge/occupations";
import { adjustForCity, adjustForExperience, computeSkillPremiums } from "./adjustments";
import type { FitOptions } from "./calibration";
import { estimateTotalCompensation } from "./compensation";
import { computePercentiles, dispersionSigma, roundMoney } from "./distribution";
import { estimateOccupationMedian, fmt, structureExponent } from "./model";
import { NATIONAL_WAGES } from "./national-wages";
import { computeNegotiationTarget, writeNegotiationScript } from "./negotiation";
import { findOfficialPay } from "./official";
import { recognizeRole } from "./recognize";
import { findScalePay, type ScalePay } from "./scales";
import { type SalaryBenchmark, type SalaryBenchmarkInput, type SalaryConfidence, type SalaryEngineOptions } from "./types";

const GLOBAL = "Global";
const globalCache = new Map<string, number>();

type Basis = SalaryBenchmark["payBasis"];

interface BaseMedian {
  median: number;
  basis: Basis;
  /** official figure that is not an estimate, or a pay scale */
  verified: boolean;
  evidence: string[];
  scale?: ScalePay;
}

/** World-median estimate: unweighted median over the 196 countries of the occupation median in USD. */
function globalMedianUsd(occupation: Occupation): number {
  const cached = globalCache.get(occupation.id);
  if (cached !== undefined) return cached;
  const values = COUNTRIES.map((c) => occupationMedian(occupation, c, occupation.title, {}).median / (unitsPerUsd(c.currency) ?? 1)).sort(
    (a, b) => a - b,
  );
  const mid = values.length / 2;
  const median = values.length % 2 ? values[Math.floor(mid)] : (values[mid - 1] + values[mid]) / 2;
  globalCache.set(occupation.id, median);
  return median;
}

function resolveCountry(input?: string): Country | null {
  const raw = (input ?? "GB").trim();
  if (!raw || raw.toLowerCase() === "global" || raw.toLowerCase() === "worldwide") return null;
  // Codes per the spec; English names too, because stored contexts often hold "Germany" rather than "DE".
  const c = findCountry(raw);
  if (!c) throw new InputError("country", `Unknown country "${raw}". Use an ISO 3166-1 alpha-2 code (e.g. GB, US, DE) or "Global".`);
  return c;
}

/** Official occupation median, else the model (scales are handled by the caller because they need the inputs). */
function occupationMedian(occupation: Occupation, country: Country, role: string, opts: FitOptions): BaseMedian {
  const official = findOfficialPay(occupation, country, role, opts);
  if (official) return { median: official.row.median, basis: "official", verified: !official.row.estimate, evidence: official.evidence };
  const m = estimateOccupationMedian(occupation, country, opts);
  return { median: m.median, basis: m.direct ? "official" : "model", verified: m.direct, evidence: m.evidence };
}

function scoreConfidence(
  base: BaseMedian,
  country: Country | null,
  matchScore: number,
  occupation: Occupation,
): { level: SalaryConfidence; why: string } {
  if (!country) return { level: "low", why: "world-median estimate" };
  const reasons: string[] = [];
  let points = 3;
  if (base.basis === "model") {
    points--;
    reasons.push("occupation level modelled rather than an official median or pay scale for this country");
  }
  if (base.basis === "official" && !base.verified) {
    points--;
    reasons.push("the official figure on file is an estimate");
  }
  if (base.basis === "model" && !NATIONAL_WAGES[country.code] && country.estimate) {
    points--;
    reasons.push("country macro figures are estimates");
  }
  if (occupation.usMedianWageEstimate && country.code === "US" && base.basis !== "scale") {
    points--;
    reasons.push("US median is the parent SOC's");
  }
  if (matchScore < 0.8) {
    points--;
    reasons.push(`fuzzy role match (${matchScore})`);
  }
  const level: SalaryConfidence = points >= 3 ? "high" : points === 2 ? "medium" : "low";
  const what = base.basis === "scale" ? "pay scale" : "official occupation median for this country";
  return { level, why: reasons.length ? reasons.join("; ") : `${what} and a clear role match` };
}

/**
 * Salary benchmark for a role in a country. The median comes from, in order of precedence: the pay scale that
 * governs the job (NHS Agenda for Change, England teachers, TVöD-P, US General Schedule) at the grade and point the
 * inputs imply; the official occupation median for that country (ONS ASHE, BA Entgeltstatistik, MOM, BLS OEWS …);
 * otherwise the model (national median × the country's fitted pay structure). It is then adjusted for experience,
 * city and skills (scale answers already encode experience and are not moved by city indexes), spread into
 * lognormal percentiles, with negotiation advice. Pure and deterministic. Throws InputError (param country, currency or role) for an unknown
 * country or currency and for a role it cannot recognise (`unknown_role`, with the nearest known roles).
 */
export function benchmarkSalary(input: SalaryBenchmarkInput, options: SalaryEngineOptions = {}): SalaryBenchmark {
  const country = resolveCountry(input.country);
  const localCurrency = country?.currency ?? "USD";
  const currency = (input.currency?.trim() || localCurrency).toUpperCase();
  if (!isCurrencyCode(currency))
    throw new InputError("currency", `Unknown currency "${input.currency}". Use an ISO 4217 code such as USD, EUR or GBP.`);
  const role = input.role.trim();
  if (!role) throw new InputError("role", "role must not be empty.");

  const recognition = recognizeRole(role);
  const match = recognition.match;
  if (!match) {
    throw new InputError(
      "role",
      `Unknown role "${role}": it does not match any occupation we can price (${recognition.reason}). Nearest known roles: ${recognition.suggestions.join(", ")}.`,
      { code: "unknown_role", suggestions: recognition.suggestions },
    );
  }
  const occupation = match.occupation;
  const fitOpts: FitOptions = { exclude: options.excludeOfficialKeys };
  const evidence: string[] = [
    `Role "${role}" matched ${occupation.title} (${occupation.id}, SOC ${occupation.soc ?? "-"}, ISCO ${occupation.isco ?? "-"}) on "${match.matchedOn}" with score ${match.score}.`,
  ];

  const scale = country
    ? findScalePay({ role, level: input.level, country: country.code, occupationId: occupation.id, years: input.yearsExperience })
    : null;
  let base: BaseMedian;
  if (!country) {
    const usd = globalMedianUsd(occupation);
    base = {
      median: usd,
      basis: "global",
      verified: false,
      evidence: [
        `Pay basis: model estimate — Global: unweighted median over 196 countries of the ${occupation.title} median converted to USD at ${EXCHANGE_RATES_SOURCE} = ${fmt(usd)} USD.`,
      ],
    };
  } else if (scale) {
    base = { median: scale.annual, basis: "scale", verified: !scale.scale.estimate, evidence: scale.evidence, scale };
  } else {
    base = occupationMedian(occupation, country, role, fitOpts);
  }
  evidence.push(...base.evidence);

  // A pay-scale point already is the experience level and is paid nationally: no further multipliers.
  const exp = base.scale
    ? { multiplier: 1, seniority: null, evidence: "Experience: taken into account by the pay-scale point above." }
    : adjustForExperience(role, occupation, input.yearsExperience, input.level, match.matchedOn);
  const city = base.scale
    ? {
        multiplier: 1,
        evidence: input.city?.trim()
          ? `City: "${input.city.trim()}" does not change a nationally set pay scale (see what is not included above).`
          : "City: not given; national level used.",
      }
    : adjustForCity(input.city, country?.code ?? "");
  const skills = computeSkillPremiums(input.skills, occupation, country?.code);
  evidence.push(exp.evidence, city.evidence, skills.evidence);
  const medianLocal = base.median * exp.multiplier * city.multiplier * skills.multiplier;

  const premium = (occupation.usMedianWage ?? NATIONAL_WAGES.US.median) / NATIONAL_WAGES.US.median;
  const gamma = country ? structureExponent(country) : 1;
  let sigma = dispersionSigma(occupation, premium, gamma, exp.seniority !== null);
  if (base.scale) {
    // Pay within a grade is bounded by its points; spread the band over the grade's range, not the occupation's.
    sigma = Math.min(0.2, Math.max(0.04, Math.log(base.scale.high / base.scale.low) / 2.563));
  }
  const toOut = (x: number) => convert(x, localCurrency, currency) ?? x;
  const median = toOut(medianLocal);
  const percentiles = computePercentiles(median, sigma);
  evidence.push(
    `Adjusted median ${fmt(medianLocal)} ${localCurrency}; lognormal spread σ = ${sigma.toFixed(3)} → p10 ${fmt(percentiles.p10)}, p90 ${fmt(percentiles.p90)} ${currency}.`,
  );
  if (currency !== localCurrency) evidence.push(`Converted ${localCurrency} → ${currency} at pinned rates (${EXCHANGE_RATES_SOURCE}).`);

  const place = country ? `${input.city?.trim() ? `${input.city.trim()}, ` : ""}${country.name}` : "the world (median country)";
  const negInput = {
    median,
    sigma,
    percentiles,
    years: input.yearsExperience,
    premiums: skills.premiums,
    currency,
    title: occupation.title,
    place,
  };
  const neg = computeNegotiationTarget(negInput);
  evidence.push(neg.evidence);

  const comp = estimateTotalCompensation(percentiles.p50, occupation, country, exp.seniority);
  evidence.push(
    `Total compensation: bonus ${comp.bonusPercent}% and equity ${comp.equityPercent}% of base (sector and level norms, estimates).`,
  );

  const confidence = scoreConfidence(base, country, match.score, occupation);
  evidence.push(`Confidence ${confidence.level}: ${confidence.why}.`);

  const comparableRoles = occupation.related
    .map((id) => getOccupation(id))
    .filter((o): o is Occupation => Boolean(o))
    .slice(0, 4)
    // Same experience and city as the candidate (not their skills), so the medians compare like with like.
    .map((o) => {
      const m = country ? occupationMedian(o, country, o.title, fitOpts).median : globalMedianUsd(o);
      const e = base.scale ? adjustForExperience(o.title, o, input.yearsExperience, input.level).multiplier : exp.multiplier;
      const c = base.scale ? adjustForCity(input.city, country?.code ?? "").multiplier : city.multiplier;
      return { occupationId: o.id, title: o.title, median: roundMoney(toOut(m * e * c)) };
    });

  return {
    role: { input: role, occupationId: occupation.id, title: occupation.title, matchScore: match.score, matchedOn: match.matchedOn },
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
      base: roundMoney(comp.base),
      bonus: roundMoney(comp.bonus),
      equity: roundMoney(comp.equity),
      total: roundMoney(comp.total),
      bonusPercent: comp.bonusPercent,
      equityPercent: comp.equityPercent,
    },
    comparableRoles,
    seniority: exp.seniority,
    payBasis: base.basis,
    evidence,
  };
}
