import type { Country, Occupation } from "@/lib/knowledge/types";
import type { Seniority } from "@/lib/knowledge/occupations";

/**
 * Typical target bonus as % of base by sector (estimates from published pay-mix surveys; commission-heavy
 * sales highest). Scaled by seniority because variable pay grows with level.
 */
const BONUS_BY_SECTOR: Record<string, number> = {
  "sales and customer": 20,
  "finance and accounting": 12,
  "software and it": 8,
  "data and ai": 8,
  "marketing and communications": 7,
  "business operations": 8,
  engineering: 5,
  science: 4,
  legal: 8,
  "human resources": 6,
  healthcare: 2,
  education: 0,
  "protective and public services": 1,
  "hospitality and food": 3,
};
const LEVEL_SCALE: Record<Seniority, number> = { intern: 0, junior: 0.7, mid: 1, senior: 1.3, lead: 1.5, principal: 1.7, executive: 2.5 };

export interface TotalCompensation {
  base: number;
  bonus: number;
  equity: number;
  total: number;
  bonusPercent: number;
  equityPercent: number;
}

/**
 * Equity grants are common in software/data employers (roughly 10 % of base in the US, 5 % in other
 * high-income markets, 2 % elsewhere, rising with level) and for executives in any sector (10 %). Estimates.
 */
export function estimateTotalCompensation(
  base: number,
  occupation: Occupation | null,
  country: Country | null,
  seniority: Seniority | null,
): TotalCompensation {
  const level = seniority ?? "mid";
  const executiveRole = occupation ? /chief|director|head of|president/i.test(occupation.title) : false;
  const sector = occupation?.sector ?? "";
  const bonusPercent = Math.min(50, (BONUS_BY_SECTOR[sector] ?? 4) * (executiveRole ? 2.5 : LEVEL_SCALE[level]));
  let equityPercent = 0;
  if (sector === "software and it" || sector === "data and ai") {
    const market = country?.code === "US" ? 10 : (country?.gdpPerCapitaPpp ?? 0) >= 45_000 ? 5 : 2;
    equityPercent = market * ({ intern: 0, junior: 0.5, mid: 1, senior: 1.5, lead: 2, principal: 2.5, executive: 3 } as const)[level];
  }
  if (executiveRole || level === "executive") equityPercent = Math.max(equityPercent, 10);
  const bonus = (base * bonusPercent) / 100;
  const equity = (base * equityPercent) / 100;
  return { base, bonus, equity, total: base + bonus + equity, bonusPercent: round1(bonusPercent), equityPercent: round1(equityPercent) };
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
