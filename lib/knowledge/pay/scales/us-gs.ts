import type { PayScale } from "./types";

// Step N is reached after 1 year each for steps 2-4, 2 years each for 5-7 and 3 years each for 8-10.
const STEP_YEARS = [0, 1, 2, 3, 5, 7, 9, 12, 15, 18];
const LABELS = Array.from({ length: 10 }, (_, i) => `step ${i + 1}`);

function gs(grade: number, steps: number[]) {
  return { grade: `GS-${grade}`, points: steps, labels: LABELS, fromYears: STEP_YEARS };
}

/**
 * OPM Salary Table 2025-GS (General Schedule base rates, 1.7 % increase, effective January 2025). Grades 1-9 were
 * checked against OPM's 2025 locality table for San Antonio (hourly basic rate × 2,087 ÷ 1.1878 locality factor,
 * within $10 of these figures); grades 10-15 follow the same within-grade-increase pattern but were not checked.
 * Base rates only: every GS employee also receives a locality payment (16 %-46 % in 2025, "Rest of U.S." 17.06 %).
 */
export const US_GS_2025: PayScale = {
  id: "us-gs",
  country: "US",
  name: "U.S. federal General Schedule",
  source: "U.S. Office of Personnel Management (OPM)",
  table: "Salary Table 2025-GS, base annual rates by grade and step, effective January 2025",
  year: "2025",
  currency: "USD",
  annualBasis: "annual base rate as published",
  excludes: 'locality pay (every GS employee receives it: 17.06 % "Rest of U.S." to 45.85 % San Francisco in 2025)',
  note: "grades 10-15 not cross-checked",
  grades: [
    gs(1, [22_360, 23_110, 23_853, 24_594, 25_336, 25_770, 26_506, 27_247, 27_277, 27_969]),
    gs(2, [25_142, 25_740, 26_573, 27_277, 27_584, 28_395, 29_206, 30_017, 30_828, 31_639]),
    gs(3, [27_433, 28_347, 29_261, 30_175, 31_089, 32_003, 32_917, 33_831, 34_745, 35_659]),
    gs(4, [30_795, 31_822, 32_849, 33_876, 34_903, 35_930, 36_957, 37_984, 39_011, 40_038]),
    gs(5, [34_454, 35_603, 36_752, 37_901, 39_050, 40_199, 41_348, 42_497, 43_646, 44_795]),
    gs(6, [38_407, 39_687, 40_967, 42_247, 43_527, 44_807, 46_087, 47_367, 48_647, 49_927]),
    gs(7, [42_679, 44_102, 45_525, 46_948, 48_371, 49_794, 51_217, 52_640, 54_063, 55_486]),
    gs(8, [47_265, 48_841, 50_417, 51_993, 53_569, 55_145, 56_721, 58_297, 59_873, 61_449]),
    gs(9, [52_205, 53_945, 55_685, 57_425, 59_165, 60_905, 62_645, 64_385, 66_125, 67_865]),
    gs(10, [57_489, 59_405, 61_321, 63_237, 65_153, 67_069, 68_985, 70_901, 72_817, 74_733]),
    gs(11, [63_163, 65_269, 67_375, 69_481, 71_587, 73_693, 75_799, 77_905, 80_011, 82_117]),
    gs(12, [75_706, 78_230, 80_754, 83_278, 85_802, 88_326, 90_850, 93_374, 95_898, 98_422]),
    gs(13, [90_025, 93_026, 96_027, 99_028, 102_029, 105_030, 108_031, 111_032, 114_033, 117_034]),
    gs(14, [106_382, 109_928, 113_474, 117_020, 120_566, 124_112, 127_658, 131_204, 134_750, 138_296]),
    gs(15, [125_133, 129_304, 133_475, 137_646, 141_817, 145_988, 150_159, 154_330, 158_501, 162_672]),
  ],
};
