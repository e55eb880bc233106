import type { PayScale } from "./types";

/**
 * School Teachers' Pay and Conditions (England), teachers' pay ranges from 1 September 2025 (4 % award), the
 * "rest of England" values (outside the London areas). Each point was checked against the 2024/25 range × 1.04.
 * Main pay range: one point per year from M1 (early-career teacher) to M6; upper pay range by application, modelled
 * here as U1 from 7 years, U2 from 9 and U3 from 11.
 */
export const TEACHERS_ENGLAND_2025: PayScale = {
  id: "teachers-england",
  country: "GB",
  name: "School teachers' pay ranges (England)",
  source: "Department for Education, School Teachers' Pay and Conditions Document",
  table: "Main and upper pay ranges, rest of England, from 1 September 2025",
  year: "2025/26",
  currency: "GBP",
  annualBasis: "annual salary as published",
  excludes: "London pay areas (higher ranges), TLR and SEN allowances; Scotland, Wales and Northern Ireland have their own scales",
  grades: [
    {
      grade: "MPR+UPR",
      points: [32_916, 34_823, 37_101, 39_556, 42_057, 45_352, 47_472, 49_232, 51_048],
      labels: ["M1", "M2", "M3", "M4", "M5", "M6", "U1", "U2", "U3"],
      fromYears: [0, 1, 2, 3, 4, 5, 7, 9, 11],
    },
  ],
};
