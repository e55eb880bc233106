import type { OfficialPayRow } from "./types";

/**
 * Canada: Government of Canada Job Bank, wages by occupation (NOC 2021 unit groups), national median hourly wage,
 * wage update of 19 November 2025, reference period 2023-2024, source Statistics Canada Labour Force Survey. Job
 * Bank's hourly figures cover full- and part-time employees; the annual figure assumes full-time hours, using the
 * LFS average usual weekly hours of full-time employees (39.2 h, September 2024, The Daily Table 11): hourly × 39.2 × 52.
 *
 * Provenance: the four figures were read from third-party pages quoting the Job Bank wage report (each gives the
 * jobbank.gc.ca URL, the update date and the reference period), not from Job Bank itself, so every row is an
 * estimate until checked there.
 */
const SOURCE = "Government of Canada Job Bank, wages by occupation (Statistics Canada Labour Force Survey)";
const TABLE = "Job Bank wage report, Canada, median hourly wage, reference period 2023-2024 (updated 19 November 2025)";
const HOURS = 39.2 * 52;
const NOTE =
  "estimate: Job Bank's national median as quoted by a third-party page citing the Job Bank wage report, not read " +
  "from jobbank.gc.ca here; annualised at full-time hours, though Job Bank's hourly median also covers part-time employees";

function ca(code: string, title: string, hourly: number, occupations: string[], isco: string): OfficialPayRow {
  return {
    country: "CA",
    code,
    classification: "NOC 2021 (unit group)",
    isco,
    title,
    median: Math.round(hourly * HOURS),
    basis: `C$${hourly.toFixed(2)} per hour × 39.2 hours × 52 weeks`,
    occupations,
    source: SOURCE,
    table: TABLE,
    year: 2024,
    estimate: true,
    note: NOTE,
  };
}

export const CA_JOBBANK_ROWS: OfficialPayRow[] = [
  ca("31301", "Registered nurses and registered psychiatric nurses", 43.27, ["registered-nurse"], "2221"),
  ca("21232", "Software developers and programmers", 48.08, ["software-developer", "computer-programmer"], "2512"),
  ca("72200", "Electricians (except industrial and power system)", 35.0, ["electrician"], "7411"),
  ca("42201", "Social and community service workers", 26.0, ["social-care-worker"], "3412"),
];
