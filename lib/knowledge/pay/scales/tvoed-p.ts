import type { PayScale } from "./types";

const STANDARD = [0, 1, 3, 6, 10, 15];
// P 7 and P 8 start in Stufe 2 and reach Stufe 3 only after three years there (TVöD BT-K/BT-B rule).
const P7_P8 = [0, 3, 6, 10, 15];
const FROM_STUFE_2 = [0, 2, 5, 9, 14];

function p(grade: string, monthly: number[]): { grade: string; points: number[]; labels: string[]; fromYears: number[] } {
  const first = monthly.length === 6 ? 1 : 2;
  const fromYears = monthly.length === 6 ? STANDARD : grade === "P7" || grade === "P8" ? P7_P8 : FROM_STUFE_2;
  return { grade, points: monthly.map((m) => m * 12), labels: monthly.map((_, i) => `Stufe ${first + i}`), fromYears };
}

/**
 * TVöD P-Tabelle (nursing staff in hospitals and care homes of Bund and Kommunen, VKA), monthly amounts valid
 * 1 April 2025 – 30 April 2026, whole of Germany. Cross-checked for P 8 against a second published copy
 * (€3,600.40 / 3,757.59 / 3,964.57 / 4,132.22 / 4,366.71). Annual = monthly × 12.
 */
export const TVOED_P_2025: PayScale = {
  id: "tvoed-p",
  country: "DE",
  name: "TVöD Pflege (P-Tabelle, VKA)",
  source: "Tarifvertrag für den öffentlichen Dienst (TVöD), Anlage E BT-K/BT-B",
  table: "Entgelttabelle Pflege (P-Tabelle) VKA, gültig 01.04.2025–30.04.2026",
  year: "2025",
  currency: "EUR",
  annualBasis: "monthly table amount × 12",
  excludes: "the Jahressonderzahlung (annual special payment, most of one month's pay), shift and intensive-care allowances",
  grades: [
    p("P5", [2_828, 3_061, 3_129, 3_243, 3_329, 3_530]),
    p("P6", [2_930, 3_101, 3_272, 3_636, 3_729, 3_904]),
    p("P7", [3_415, 3_600, 3_889, 4_037, 4_188]),
    p("P8", [3_600, 3_758, 3_965, 4_132, 4_367]),
    p("P9", [3_884, 4_070, 4_195, 4_434, 4_536]),
    p("P10", [4_070, 4_195, 4_548, 4_719, 4_826]),
    p("P11", [4_299, 4_433, 4_768, 4_990, 5_091]),
    p("P12", [4_530, 4_672, 5_025, 5_243, 5_344]),
    p("P13", [4_761, 4_910, 5_283, 5_552, 5_621]),
    p("P14", [4_877, 5_030, 5_412, 5_931, 6_025]),
    p("P15", [4_993, 5_149, 5_540, 6_009, 6_188]),
    p("P16", [5_097, 5_268, 5_821, 6_465, 6_749]),
  ],
};
