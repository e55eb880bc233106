import type { PayScale } from "./types";

/**
 * NHS Agenda for Change pay points for 2025/26 (England), effective 1 April 2025 (3.6 % uplift), as published by
 * NHS Employers. The band entry and top points were cross-checked against the 2026/27 table (published
 * 12 February 2026: every point ×1.033, e.g. Band 5 £32,073–£39,043); the intermediate points of Bands 5-7 are
 * not in that cross-check. Progression: Band 3 top after 2 years, Band 4 after 3, Band 5 intermediate after 2 and
 * top after 4, Bands 6-7 after 2 and 5, Bands 8a-9 top after 5.
 */
export const NHS_AFC_2025: PayScale = {
  id: "nhs-afc",
  country: "GB",
  name: "NHS Agenda for Change",
  source: "NHS Employers",
  table: "Agenda for Change pay scales 2025/26 (England), effective 1 April 2025",
  year: "2025/26",
  currency: "GBP",
  annualBasis: "annual basic pay as published",
  excludes: "High Cost Area Supplements (London and fringe), unsocial-hours enhancements and overtime",
  grades: [
    { grade: "2", points: [24_465], labels: ["single point"], fromYears: [0] },
    { grade: "3", points: [24_937, 26_598], labels: ["entry", "top"], fromYears: [0, 2] },
    { grade: "4", points: [27_485, 30_162], labels: ["entry", "top"], fromYears: [0, 3] },
    { grade: "5", points: [31_049, 33_487, 37_796], labels: ["entry", "intermediate", "top"], fromYears: [0, 2, 4] },
    { grade: "6", points: [38_682, 40_823, 46_580], labels: ["entry", "intermediate", "top"], fromYears: [0, 2, 5] },
    { grade: "7", points: [47_810, 50_273, 54_710], labels: ["entry", "intermediate", "top"], fromYears: [0, 2, 5] },
    { grade: "8a", points: [55_690, 62_682], labels: ["entry", "top"], fromYears: [0, 5] },
    { grade: "8b", points: [64_455, 74_896], labels: ["entry", "top"], fromYears: [0, 5] },
    { grade: "8c", points: [76_965, 88_682], labels: ["entry", "top"], fromYears: [0, 5] },
    { grade: "8d", points: [91_342, 105_337], labels: ["entry", "top"], fromYears: [0, 5] },
    { grade: "9", points: [109_179, 125_637], labels: ["entry", "top"], fromYears: [0, 5] },
  ],
};
