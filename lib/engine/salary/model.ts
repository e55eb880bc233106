import type { Country, Occupation } from "@/lib/knowledge/types";
import { unitsPerUsd } from "@/lib/knowledge/currencies";
import { getCountry } from "@/lib/knowledge/countries";
import { fitStructure, referenceResiduals, REFERENCE_COUNTRY, type FitOptions } from "./calibration";
import { NATIONAL_WAGES } from "./national-wages";

/**
 * Ratio of the full-time median wage to GDP per capita, as a function of GDP per capita (PPP, intl$).
 * U-shaped: ~0.85 in high-income countries (GB 0.88, DE 0.89, NL 0.85, CH 0.85); ~0.5-0.6 in upper-middle-income,
 * high-inequality economies (BR, MX, ZA, ID, TR: IBGE PNAD, INEGI ENOE, Stats SA QLFS, BPS Sakernas 2023); above 1
 * in low-income countries, where wage jobs are a formal-sector minority paid well above average income.
 * Points are interpolated linearly in log GDP.
 */
const WAGE_TO_GDP: [number, number][] = [
  [3_000, 1.5],
  [8_000, 0.75],
  [25_000, 0.55],
  [55_000, 0.85],
];
/** GDP per capita above this reflects profit shifting or resource rents (IE, LU, SG, QA), not wages. */
export const GDP_CAP_FOR_WAGES = 90_000;

export function wageToGdpRatio(gdpPerCapitaPpp: number): number {
  const g = Math.min(gdpPerCapitaPpp, GDP_CAP_FOR_WAGES);
  if (g <= WAGE_TO_GDP[0][0]) return WAGE_TO_GDP[0][1];
  for (let i = 1; i < WAGE_TO_GDP.length; i++) {
    const [x1, y1] = WAGE_TO_GDP[i];
    const [x0, y0] = WAGE_TO_GDP[i - 1];
    if (g <= x1) return y0 + ((y1 - y0) * Math.log(g / x0)) / Math.log(x1 / x0);
  }
  return WAGE_TO_GDP[WAGE_TO_GDP.length - 1][1];
}

const RICH_GDP = 45_000;
const POOR_GDP = 2_000;

export interface CountryWageLevel {
  /** national full-time median, local currency */
  median: number;
  direct: boolean;
  evidence: string;
}

/** National full-time median in local currency: official figure when known, else GDP-per-capita model. */
export function estimateNationalMedian(country: Country): CountryWageLevel {
  const direct = NATIONAL_WAGES[country.code];
  if (direct) {
    return {
      median: direct.median,
      direct: true,
      evidence:
        `National median ${fmt(direct.median)} ${country.currency} (${direct.source}, ${direct.table}, ${direct.year}; ${direct.population}` +
        `${direct.estimate ? "; estimate" : ""}).`,
    };
  }
  const { ratio, gdp, median } = modelNationalMedian(country);
  return {
    median,
    direct: false,
    evidence:
      `No official national median on file: modelled as wage/GDP ratio ${ratio.toFixed(2)} × GDP per capita PPP ${fmt(gdp)} intl$` +
      `${gdp < country.gdpPerCapitaPpp ? ` (capped from ${fmt(country.gdpPerCapitaPpp)})` : ""} × PPP factor ` +
      `${country.ppp} ${country.currency}/intl$ = ${fmt(median)} ${country.currency} (World Bank WDI ${country.year}${country.estimate ? ", figures are estimates" : ""}).`,
  };
}

/** The GDP-per-capita model's national median, ignoring any official figure (the fallback, and for the eval). */
export function modelNationalMedian(country: Country): { ratio: number; gdp: number; median: number } {
  const ratio = wageToGdpRatio(country.gdpPerCapitaPpp);
  const gdp = Math.min(country.gdpPerCapitaPpp, GDP_CAP_FOR_WAGES);
  return { ratio, gdp, median: ratio * gdp * country.ppp };
}

/** 0 for rich countries … 1 for the poorest: how far skill premiums and trade pull exceed rich-country norms. */
export function developmentGap(country: Country): number {
  const g = Math.log(RICH_GDP / country.gdpPerCapitaPpp) / Math.log(RICH_GDP / POOR_GDP);
  return Math.min(1, Math.max(0, g));
}

/**
 * Wage-structure exponent γ: local occupation premium = (US premium)^γ. Rich non-US countries have
 * more compressed pay (γ 0.55); poorer countries pay skilled jobs a larger multiple of the median (up to 1.45).
 */
export function structureExponent(country: Country): number {
  return 0.55 + 0.9 * developmentGap(country);
}

/** Share of the wage set by an international market, for internationally traded work. */
const TRADEABLE_SECTORS: Record<string, number> = {
  "software and it": 0.45,
  "data and ai": 0.45,
  design: 0.2,
  "media and arts": 0.1,
  "finance and accounting": 0.15,
  "marketing and communications": 0.15,
  engineering: 0.15,
  science: 0.15,
};

export interface OccupationLevel {
  median: number;
  /** true when the figure is an official occupation-level median for this country */
  direct: boolean;
  evidence: string[];
}

/**
 * Occupation median in a country (local currency, before experience/city/skills) when no official figure or pay
 * scale applies. US: the OEWS median itself. Elsewhere: national median × exp(a + γ·ln P), P the US occupation
 * premium and (a, γ) the country's fitted pay structure (calibration.ts; the GDP-based γ when it has no data),
 * plus, in rich countries, half of the occupation's deviation from the UK's fitted line; then for traded work a
 * geometric pull toward the US wage at market exchange rates with weight τ = sector share × development gap.
 */
export function estimateOccupationMedian(occupation: Occupation, country: Country, opts: FitOptions = {}): OccupationLevel {
  const usMedian = occupation.usMedianWage ?? NATIONAL_WAGES.US.median;
  const wageNote = occupation.usMedianWageEstimate ? "parent-SOC or less certain figure, estimate" : "direct";
  if (country.code === "US") {
    return {
      median: usMedian,
      direct: !occupation.usMedianWageEstimate,
      evidence: [
        `Pay basis: official occupation median — BLS OEWS ${occupation.usMedianWageRelease ?? "May 2023"}, SOC ${occupation.soc ?? "n/a"} ${occupation.title}: ${fmt(usMedian)} USD (${wageNote}).`,
      ],
    };
  }
  const national = estimateNationalMedian(country);
  const premium = usMedian / NATIONAL_WAGES.US.median;
  const gamma0 = structureExponent(country);
  const fit = fitStructure(country, national.median, NATIONAL_WAGES.US.median, gamma0, opts);
  let logRel = fit.a + fit.gamma * Math.log(premium);
  const evidence = [
    `Pay basis: model estimate — no official median or pay scale for ${occupation.title} in ${country.name} on file.`,
    `US median for ${occupation.title}: ${fmt(usMedian)} USD (BLS OEWS ${occupation.usMedianWageRelease ?? "May 2023"}; ${wageNote}); premium over the US full-time median ${fmt(NATIONAL_WAGES.US.median)} = ${premium.toFixed(2)}.`,
    national.evidence,
    fit.n > 0
      ? `Pay structure fitted on ${fit.n} official occupation medians for ${country.code}: ln(occupation/national) = ${fit.a.toFixed(3)} + ${fit.gamma.toFixed(3)} × ln(US premium) (prior γ ${gamma0.toFixed(2)}).`
      : `Pay-structure exponent γ = ${gamma0.toFixed(2)} (0.55 for high-income countries, rising as GDP per capita falls); no official occupation medians to fit for ${country.code}.`,
  ];
  const lend = 0.5 * (1 - developmentGap(country));
  if (country.code !== REFERENCE_COUNTRY && lend > 0) {
    const ref = getCountry(REFERENCE_COUNTRY);
    const refNational = ref ? estimateNationalMedian(ref).median : 0;
    const r = ref
      ? referenceResiduals(ref, refNational, NATIONAL_WAGES.US.median, structureExponent(ref), opts).get(occupation.id)
      : undefined;
    if (r !== undefined) {
      logRel += lend * r;
      evidence.push(
        `Relative pay of this occupation in the UK (ONS ASHE) is ${r >= 0 ? "+" : ""}${(r * 100).toFixed(0)} log-% off the UK fitted line; ${(lend * 100).toFixed(0)} % of that is applied here.`,
      );
    }
  }
  const structural = national.median * Math.exp(logRel);
  evidence.push(`Structural median: ${fmt(national.median)} × exp(${logRel.toFixed(3)}) = ${fmt(structural)} ${country.currency}.`);
  // Executive pay is benchmarked against international peers more than against local wage levels.
  const share = Math.max(TRADEABLE_SECTORS[occupation.sector] ?? 0, /\b(chief|director|head of)\b/i.test(occupation.title) ? 0.3 : 0);
  const tau = share * developmentGap(country);
  if (tau <= 0) return { median: structural, direct: false, evidence };
  const rate = unitsPerUsd(country.currency) ?? country.ppp;
  const market = usMedian * rate;
  const blended = Math.pow(structural, 1 - tau) * Math.pow(market, tau);
  evidence.push(
    `Internationally benchmarked work (${occupation.sector}): geometric blend with the US wage at the market rate ` +
      `(${fmt(market)} ${country.currency}) with weight τ = ${tau.toFixed(2)} → ${fmt(blended)} ${country.currency}.`,
  );
  return { median: blended, direct: false, evidence };
}

/** Exported for evidence strings elsewhere in the engine. */
/** "1,234,567" (≥ 100) or "2.28"; hand-rolled because Intl formatting dominated the engine's run time. */
export function fmt(n: number): string {
  if (Math.abs(n) < 100) return String(Math.round(n * 100) / 100);
  const s = String(Math.round(Math.abs(n)));
  let out = "";
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ",";
    out += s[i];
  }
  return n < 0 ? `-${out}` : out;
}
