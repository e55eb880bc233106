import type { OfficialPayRow } from "./types";

/**
 * Japan: Ministry of Health, Labour and Welfare (MHLW), Basic Survey on Wage Structure 2023 (令和5年賃金構造基本統計調査,
 * published 27 March 2024), by occupation (職種, 2020 revision: 145 occupations), ordinary full-time workers
 * (一般労働者), establishments with 10 or more employees, men and women. The survey publishes means by occupation,
 * not medians, so each figure here is the conventional annual estimate
 *   scheduled monthly cash earnings (きまって支給する現金給与額, June 2023) × 12 + annual special earnings (年間賞与その他特別給与額, 2022)
 * as quoted from the survey by Financial Field (28 September 2024) and, for physicians, by Gentosha Gold Online /
 * nordot (2024). A mean sits above the median of the same occupation (by roughly 5-15 %), so every row is marked
 * `estimate: true`: it is an official figure, but not the median the engine serves. Occupation codes are not
 * quoted by the sources, so the survey's own title stands in for the code (with an English gloss in `title`).
 */
const SOURCE = "Ministry of Health, Labour and Welfare (MHLW), Basic Survey on Wage Structure (賃金構造基本統計調査)";
const TABLE =
  "令和5年 (2023), 職種別, 一般労働者, 企業規模10人以上, 男女計: きまって支給する現金給与額 × 12 + 年間賞与その他特別給与額 (mean)";
const NOTE = "estimate: the survey publishes the mean by occupation, not the median; mean annual pay as quoted from the 2023 survey";

function jp(title: string, english: string, yen: number, occupations: string[], isco: string, extra?: string): OfficialPayRow {
  return {
    country: "JP",
    code: title,
    classification: "賃金構造基本統計調査 職種 (2020 revision)",
    isco,
    title: `${title} (${english})`,
    median: yen,
    basis: "mean annual pay: scheduled monthly cash earnings (June 2023) × 12 + annual special earnings (2022)",
    occupations,
    source: SOURCE,
    table: TABLE,
    year: 2023,
    estimate: true,
    note: extra ? `${NOTE}; ${extra}` : NOTE,
  };
}

export const JP_WAGE_CENSUS_ROWS: OfficialPayRow[] = [
  jp("航空機操縦士", "airline pilots", 17_790_400, ["airline-pilot", "commercial-pilot"], "3153"),
  jp(
    "医師",
    "physicians",
    14_364_700,
    [
      "general-practitioner",
      "internal-medicine-physician",
      "pediatrician",
      "psychiatrist",
      "surgeon",
      "anesthesiologist",
      "cardiologist",
      "obstetrician",
      "radiologist",
    ],
    "2211",
    "one figure for all employed physicians; the survey does not split generalists from specialists",
  ),
  jp(
    "法務従事者",
    "legal professionals",
    11_216_800,
    ["lawyer"],
    "2611",
    "judges, prosecutors, attorneys and other legal professionals together",
  ),
  jp("歯科医師", "dentists", 9_243_000, ["dentist"], "2261"),
  jp("高等学校教員", "upper secondary school teachers", 6_992_200, ["secondary-teacher"], "2330"),
  jp(
    "大学講師・助教(高専含む)",
    "university lecturers and assistant professors",
    6_922_400,
    ["university-lecturer"],
    "2310",
    "lecturers and assistant professors; professors (大学教授, ¥10,747,100) and associate professors (大学准教授, ¥8,621,400) are published separately",
  ),
];
