import { hashFnv1a } from "@/lib/seeded-random";
import { AU_JSA_ROWS } from "./au-jsa";
import { CA_JOBBANK_ROWS } from "./ca-jobbank";
import { FR_DARES_ROWS } from "./fr-dares";
import { GB_ASHE_ROWS } from "./gb-ashe";
import { INTL_ROWS } from "./intl";
import { JP_WAGE_CENSUS_ROWS } from "./jp-wage-census";
import { NATIONAL_MEDIANS } from "./national";
import { NL_CBS_ROWS } from "./nl-cbs";
import { SG_MOM_ROWS } from "./sg-mom";
import type { NationalMedianRow, OfficialPayRow } from "./types";

export type { NationalMedianRow, OfficialPayRow } from "./types";
export { NATIONAL_MEDIANS } from "./national";
export * from "./scales";

export const OFFICIAL_PAY_ROWS: readonly OfficialPayRow[] = [
  ...GB_ASHE_ROWS,
  ...INTL_ROWS,
  ...AU_JSA_ROWS,
  ...CA_JOBBANK_ROWS,
  ...JP_WAGE_CENSUS_ROWS,
  ...NL_CBS_ROWS,
  ...FR_DARES_ROWS,
  ...SG_MOM_ROWS,
];

/**
 * About 30 % of the official rows are held out of every fitted parameter (the per-country pay-structure
 * exponent) so the evaluation can measure the model on figures it never saw. The split is a hash of
 * country and code: stable across runs and independent of the figures themselves. Held-out rows still price
 * their occupations for callers; only calibration ignores them.
 */
export function isHoldout(row: Pick<OfficialPayRow, "country" | "code">): boolean {
  return hashFnv1a(`${row.country}:${row.code}`) % 100 < 30;
}

export function payRowKey(row: Pick<OfficialPayRow, "country" | "code">): string {
  return `${row.country}:${row.code}`;
}

const BY_COUNTRY_OCC = new Map<string, OfficialPayRow[]>();
for (const row of OFFICIAL_PAY_ROWS) {
  for (const occ of row.occupations) {
    const key = `${row.country}|${occ}`;
    const list = BY_COUNTRY_OCC.get(key) ?? [];
    list.push(row);
    BY_COUNTRY_OCC.set(key, list);
  }
}

/** Official rows for an occupation in a country: specialised (title-filtered) rows first. */
export function listOfficialPay(country: string, occupationId: string): OfficialPayRow[] {
  const rows = BY_COUNTRY_OCC.get(`${country.toUpperCase()}|${occupationId}`) ?? [];
  return [...rows].sort((a, b) => Number(Boolean(b.titles?.length)) - Number(Boolean(a.titles?.length)));
}

export function findNationalMedian(country: string): NationalMedianRow | null {
  return NATIONAL_MEDIANS[country.toUpperCase()] ?? null;
}
