import type { NationalMedianRow } from "./types";

/**
 * National median gross annual earnings, local currency. These anchor the country level wherever an occupation
 * has no official row; other countries are modelled from GDP per capita (PPP). Full-time employees unless
 * `population` says otherwise. `estimate: true` marks figures not verified against the official table.
 */
export const NATIONAL_MEDIANS: Record<string, NationalMedianRow> = {
  US: { country: "US", median: 58_084, population: "full-time wage and salary workers", source: "BLS Current Population Survey", table: "Median usual weekly earnings, annual average ($1,117 × 52)", year: 2023 },
  GB: { country: "GB", median: 39_039, population: "full-time employee jobs", source: "ONS Annual Survey of Hours and Earnings (ASHE)", table: "Table 14.7a (2025 provisional), all employees, median annual gross pay", year: 2025 },
  DE: { country: "DE", median: 45_552, population: "full-time employees (Kerngruppe)", source: "Bundesagentur für Arbeit, Entgeltstatistik", table: "Medianentgelt aller Vollzeitbeschäftigten, Stichtag 31.12.2023 (€3,796 per month × 12)", year: 2023 },
  AU: { country: "AU", median: 88_400, population: "full-time employees", source: "Australian Bureau of Statistics", table: "Employee Earnings, August 2024: median weekly earnings in main job, full-time ($1,700 × 52)", year: 2024 },
  IE: {
    country: "IE", median: 36_363, population: "all employments (full- and part-time)", source: "Central Statistics Office (CSO)",
    table: "Earnings Analysis using Administrative Data Sources 2023: median weekly earnings €699.28 × 52", year: 2023,
    note: "covers part-time employments too; the CSO does not publish a full-time-only median in this release",
  },
  SG: {
    country: "SG", median: 62_364, population: "full-time employed residents", source: "Ministry of Manpower (Singapore)",
    table: "Median gross monthly income from work incl. employer CPF, June 2023 (S$5,197 × 12)", year: 2023,
  },
  CH: { country: "CH", median: 81_456, population: "full-time equivalent employees", source: "Federal Statistical Office (FSO)", table: "Swiss Earnings Structure Survey 2022: median standardised gross monthly wage CHF 6,788 × 12", year: 2022 },
  FR: {
    country: "FR", median: 34_368, population: "private-sector full-time equivalent employees", source: "INSEE",
    table: "Insee Première n° 2020 (October 2024), Les salaires dans le secteur privé en 2023: salaire net médian en EQTP €2,183 per month × (3,464 / 2,640) gross/net = €2,864 gross, × 12", year: 2023,
    estimate: true,
    note: "estimate: INSEE publishes the national median net of contributions (€2,183 a month in 2023, verified against the Insee Première text); the gross figure uses the gross/net ratio INSEE publishes at the median for Île-de-France (€3,464 gross = €2,640 net, Insee Flash Île-de-France n° 98, January 2025), as no national gross median is published in the release",
  },
  CA: {
    country: "CA", median: 64_000, population: "full-time employees", source: "Statistics Canada, Labour Force Survey", table: "Usual wages of full-time employees, 2024", year: 2024,
    estimate: true, note: "estimate: the LFS average weekly wage of full-time employees was $1,486 in September 2024 (Table 11); the median is taken as about 0.83 of that average",
  },
  JP: {
    country: "JP", median: 4_200_000, population: "regular full-time employees", source: "Ministry of Health, Labour and Welfare", table: "Basic Survey on Wage Structure 2024 (scheduled earnings × 12 plus bonuses)", year: 2024,
    estimate: true, note: "estimate: the survey publishes means and quantiles by group; the all-worker median annual figure is derived, not read",
  },
  ES: {
    country: "ES", median: 22_383, population: "all employees (full- and part-time)", source: "INE, Encuesta Anual de Estructura Salarial",
    table: "Encuesta Anual de Estructura Salarial 2022 (definitive results, 2024): salario mediano anual por trabajador €22,383.11", year: 2022,
    note: "INE's median covers part-time employees too (the mean is €26,948.87); INE does not publish a full-time-only median in this release. Figure as reported from the INE release by Diario de La Mancha and elDiario.es (June 2024)",
  },
  IT: { country: "IT", median: 30_000, population: "full-time employees", source: "ISTAT", table: "Struttura delle retribuzioni (SES) 2022", year: 2022, estimate: true, note: "estimate: not verified against the ISTAT table in this release" },
  NL: {
    country: "NL", median: Math.round(22.2 * 38 * 52), population: "all employees aged 15-75 (full- and part-time), hourly median over a 38-hour full-time year",
    source: "Statistics Netherlands (CBS), StatLine", table: "85517NED Werknemers; uurloon en beroep, 2022: median gross hourly wage, total (€22.20) × 38 hours × 52 weeks", year: 2022,
    note: "CBS publishes the median hourly wage of all employees; the annual figure is that hourly median over a 38-hour, 52-week year, the same basis as the CBS occupation rows (nl-cbs.ts)",
  },
  SE: {
    country: "SE", median: 34_200 * 12, population: "all employees, monthly pay converted to full-time", source: "Medlingsinstitutet / Statistics Sweden (SCB), Lönestrukturstatistik",
    table: "Lönestrukturstatistik, hela ekonomin, 2022: medianlön SEK 34,200 per month (månadslön, part-time pay converted to full-time) × 12", year: 2022,
    note: "read from Medlingsinstitutet's page on the 2022 structure statistics ('Medianlönen i Sverige var 34 200 kr år 2022'); the 2023 and 2024 medians were not found here",
  },
  NZ: {
    country: "NZ", median: 1_343 * 52, population: "all wage and salary earners (full- and part-time)", source: "Stats NZ, Household Labour Force Survey",
    table: "Labour market statistics (income): June 2024 quarter: median weekly earnings from wages and salaries NZ$1,343 × 52", year: 2024,
    note: "Stats NZ's median covers part-time wage and salary earners too; figure as stated in the Stats NZ release of 21 August 2024",
  },
  IN: { country: "IN", median: 240_000, population: "regular wage/salaried employees", source: "MoSPI Periodic Labour Force Survey", table: "Average monthly earnings of regular wage/salaried employees × 12 (median derived)", year: 2023, estimate: true, note: "estimate: PLFS publishes averages, not medians" },
};
