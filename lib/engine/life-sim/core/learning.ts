/**
 * Learning-time model shared by modes 5, 10 and 11. Hours to climb one level of a skill grow with its difficulty
 * (1..5) and with the level itself: ESTIMATE of 20 h × difficulty × level (e.g. L1→L2 of a difficulty-3 skill ≈ 120 h),
 * in line with typical course lengths (intro course 20-40 h, professional certificate 100-200 h).
 */
export function hoursForStep(difficulty: number, toLevel: number): number {
  return 20 * Math.max(1, difficulty) * Math.max(1, toLevel);
}

export function hoursForGap(difficulty: number, from: number, to: number): number {
  let h = 0;
  for (let l = from + 1; l <= to; l++) h += hoursForStep(difficulty, l);
  return h;
}

/** Months at `hoursPerWeek`, with a 4.33-week month. */
export function monthsAt(hours: number, hoursPerWeek: number): number {
  return Math.round((hours / Math.max(1, hoursPerWeek) / 4.33) * 10) / 10;
}
