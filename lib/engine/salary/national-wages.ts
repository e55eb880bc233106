import { NATIONAL_MEDIANS, type NationalMedianRow } from "@/lib/knowledge/pay";

/**
 * Direct national wage figures (lib/knowledge/pay/national.ts): median gross annual earnings, local currency.
 * They anchor the country level where an official figure exists; other countries are modelled from GDP per
 * capita (PPP) — see model.ts and docs/salary-model.md.
 */
export type NationalWage = NationalMedianRow;
export const NATIONAL_WAGES: Record<string, NationalWage> = NATIONAL_MEDIANS;

/** US all-occupation OEWS median (May 2024); OEWS occupation medians are relative to this distribution. */
export { OEWS_ALL_OCCUPATIONS_MEDIAN as US_OEWS_ALL_OCCUPATIONS_MEDIAN } from "@/lib/knowledge/occupations/oews-2024";
