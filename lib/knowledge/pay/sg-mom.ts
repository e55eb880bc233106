import type { OfficialPayRow } from "./types";

/**
 * Singapore: Ministry of Manpower (MOM), Occupational Wages 2024 — median monthly gross wage of full-time resident
 * employees in June 2024, by SSOC 2024 occupation (gross wage: basic wage, overtime, commissions, allowances and other
 * regular cash payments, including the employee's CPF contribution; employer CPF, bonuses and lump sums excluded).
 * Annual = monthly × 12, the same basis as the MOM 2023 rows in intl.ts.
 *
 * Provenance: the figures were read from a third-party transcription — the Singapore adapter of the public
 * repository CustardCode/pathgraph (lib/pathgraph/adapters/sg.ts, commit 6e3e2644, reviewed 14 August 2026), which
 * names its source "MOM occupational wages 2024 (open data), June 2024 wages" and gives each figure with its SSOC
 * 2024 code — not from MOM's own table, which could not be opened from here. Every row is therefore an estimate:
 * served with confidence medium and never used to fit the pay structure (lib/engine/salary/calibration.ts).
 * These rows are mid-range occupations (nurses, tradespeople, analysts), which the 2023 rows quoted from the press
 * (the release's top and bottom ten) do not cover.
 *
 * Titles are the transcription's local titles where it gives one, otherwise the common name of the occupation the code
 * denotes (nurses, electricians, plumbers …).
 * Crosswalk: SSOC 2024 is Singapore's adaptation of ISCO-08; `isco` is the unit group the 5-digit code sits in.
 */
const SOURCE = "Ministry of Manpower (Singapore), Occupational Wages";
const TABLE = "Occupational Wages 2024: median monthly gross wage of full-time resident employees, June 2024, by SSOC 2024";
const NOTE =
  "estimate: MOM's June 2024 median as transcribed by a third-party repository (CustardCode/pathgraph, Singapore adapter, " +
  "citing MOM occupational wages 2024 open data), not checked against MOM's table from here";

function sg24(code: string, title: string, monthly: number, occupations: string[], isco: string, extra?: string): OfficialPayRow {
  return {
    country: "SG",
    code,
    classification: "SSOC 2024",
    isco,
    title,
    median: monthly * 12,
    basis: `S$${monthly.toLocaleString("en-US")} per month × 12 (bonuses excluded)`,
    occupations,
    source: SOURCE,
    table: TABLE,
    year: 2024,
    estimate: true,
    note: extra ? `${NOTE}; ${extra}` : NOTE,
  };
}

export const SG_MOM_ROWS: OfficialPayRow[] = [
  sg24("22201", "Registered nurse and other nursing professional", 5_276, ["registered-nurse"], "2221"),
  // The 2023 row for enterprise/solution architects (intl.ts) carries 25121 under SSOC 2020; the version is named here
  // so the two codes stay distinct.
  sg24("25121 (SSOC 2024)", "Software developer", 8_888, ["software-developer", "computer-programmer"], "2512"),
  sg24("74110", "Electrician", 3_000, ["electrician"], "7411"),
  sg24("24111", "Accountant (excluding tax accountant)", 5_498, ["accountant"], "2411"),
  sg24("32112", "Medical sonographer", 5_200, ["sonographer"], "3211"),
  sg24("71260", "Plumber and pipe fitter", 2_400, ["plumber"], "7126"),
  sg24("21661", "Graphic designer", 3_765, ["graphic-designer"], "2166"),
  sg24("25290", "Security operations specialist", 7_700, ["information-security-analyst"], "2529"),
  sg24("32201", "Enrolled / assistant nurse", 4_904, ["licensed-practical-nurse"], "3221"),
  sg24("32111", "Medical diagnostic radiographer", 5_716, ["radiologic-technologist"], "3211"),
  sg24("22680", "Occupational therapist", 4_933, ["occupational-therapist"], "2269"),
  sg24("22640", "Physiotherapist", 4_814, ["physical-therapist"], "2264"),
  sg24("71270", "Air-conditioning / refrigeration equipment mechanic", 3_263, ["hvac-technician"], "7127"),
  sg24("72120", "Welder and flame cutter", 3_050, ["welder"], "7212"),
  sg24("71150", "Carpenter", 2_902, ["carpenter"], "7115"),
  sg24("72310", "Automotive mechanic", 2_776, ["auto-mechanic"], "7231"),
  sg24("24131", "Financial analyst", 7_500, ["financial-analyst"], "2413"),
  sg24("25110", "Systems designer / analyst", 6_966, ["systems-analyst"], "2511"),
];
