/**
 * Direct national wage figures: median gross annual earnings of full-time employees, local currency.
 * These anchor the country level where an official figure exists; other countries are modelled from
 * GDP per capita (PPP) — see model.ts and docs/salary-model.md. `estimate: true` marks figures recalled
 * with less confidence (annualised from monthly/weekly medians, or a close definition).
 */
export interface NationalWage {
  country: string;
  median: number;
  source: string;
  year: number;
  estimate?: boolean;
}

export const NATIONAL_WAGES: Record<string, NationalWage> = {
  US: { country: "US", median: 58_084, source: "BLS CPS, median usual weekly earnings of full-time wage and salary workers ($1,117 × 52)", year: 2023 },
  GB: { country: "GB", median: 34_963, source: "ONS ASHE, median gross annual pay of full-time employees", year: 2023 },
  DE: { country: "DE", median: 45_500, source: "Destatis Verdiensterhebung, median gross monthly earnings of full-time employees × 12", year: 2023, estimate: true },
  FR: { country: "FR", median: 33_800, source: "INSEE, median full-time-equivalent salary in the private sector, converted net → gross", year: 2022, estimate: true },
  CH: { country: "CH", median: 81_456, source: "FSO Swiss Earnings Structure Survey, median standardised gross monthly wage CHF 6,788 × 12", year: 2022 },
  CA: { country: "CA", median: 60_000, source: "Statistics Canada LFS, median hourly wage of full-time employees × 2,000 h", year: 2023, estimate: true },
  AU: { country: "AU", median: 83_000, source: "ABS Employee Earnings, median weekly earnings of full-time employees × 52", year: 2023, estimate: true },
  JP: { country: "JP", median: 4_200_000, source: "MHLW Basic Survey on Wage Structure, regular full-time employees, incl. bonuses", year: 2023, estimate: true },
  ES: { country: "ES", median: 26_000, source: "INE Encuesta de Estructura Salarial, median annual gross earnings of full-time employees", year: 2022, estimate: true },
  IN: { country: "IN", median: 240_000, source: "MoSPI PLFS, regular wage/salaried employees' monthly earnings × 12", year: 2023, estimate: true },
};

/** US all-occupation OEWS median (May 2023); OEWS occupation medians are relative to this distribution. */
export const US_OEWS_ALL_OCCUPATIONS_MEDIAN = 48_060;
